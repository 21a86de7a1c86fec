"""The score sheet's words, translated: places, pass directions, who won, what a row notes.

Names come from one function (``Names``) so that custom player names can replace the seat
names later without touching the sheet.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from hearts_qt.controller.texts import card_text, number_text
from hearts_qt.engine import (
    JACK_OF_DIAMONDS,
    QUEEN_OF_SPADES,
    Card,
    HandResult,
    MoonScoring,
    PassDirection,
    Rules,
    Seat,
    masks,
)
from hearts_qt.i18n import translate

Names = Callable[[Seat], str]
"""The name shown for a seat (``hearts_qt.controller.texts.seat_name`` by default)."""


def default_names() -> Names:
    """The seat names; imported late so that this package stays light to import."""
    from hearts_qt.controller.texts import seat_name

    return seat_name


def ordinal(place: int) -> str:
    """ "1st" to "4th": there are only four places at a Hearts table."""
    return (
        translate("ScoreSheet", "1st"),
        translate("ScoreSheet", "2nd"),
        translate("ScoreSheet", "3rd"),
        translate("ScoreSheet", "4th"),
    )[place - 1]


def place_phrase(place: int, tied: bool) -> str:
    """Where South stands, as the window title says it: "in 2nd place", "tied for 1st
    place"."""
    if tied:
        return (
            translate("ScoreSheet", "tied for 1st place"),
            translate("ScoreSheet", "tied for 2nd place"),
            translate("ScoreSheet", "tied for 3rd place"),
            translate("ScoreSheet", "tied for 4th place"),
        )[place - 1]
    return (
        translate("ScoreSheet", "in 1st place"),
        translate("ScoreSheet", "in 2nd place"),
        translate("ScoreSheet", "in 3rd place"),
        translate("ScoreSheet", "in 4th place"),
    )[place - 1]


def place_of(seat: Seat, totals: Sequence[int]) -> tuple[int, bool]:
    """The seat's place (1 + how many have fewer points) and whether it shares it."""
    mine = totals[seat]
    place = 1 + sum(1 for total in totals if total < mine)
    tied = sum(1 for total in totals if total == mine) > 1
    return place, tied


def direction_name(direction: PassDirection) -> str:
    return {
        PassDirection.LEFT: translate("ScoreSheet", "Left"),
        PassDirection.RIGHT: translate("ScoreSheet", "Right"),
        PassDirection.ACROSS: translate("ScoreSheet", "Across"),
        PassDirection.HOLD: translate("ScoreSheet", "Keep"),
    }[direction]


def direction_tip(direction: PassDirection) -> str:
    return {
        PassDirection.LEFT: translate("ScoreSheet", "Cards passed to the left"),
        PassDirection.RIGHT: translate("ScoreSheet", "Cards passed to the right"),
        PassDirection.ACROSS: translate("ScoreSheet", "Cards passed across"),
        PassDirection.HOLD: translate("ScoreSheet", "No passing: everyone kept their cards"),
    }[direction]


MOON_MARK = "☾"
SUN_MARK = "☀"
NO_TRICKS_MARK = "∅"
"""After the score of a player given the no-tricks bonus."""
NO_BREAK = "\u00a0"
"""A space that joins the words of one of the legend's marks."""
HALVED_ARROW = "→"
"""Perfect 100: the total that was exactly the target, then the half it dropped to."""


def jack_mark() -> str:
    """The jack of diamonds as the player's language writes it: "J♦" (German "B♦")."""
    from hearts_qt.controller.texts import card_text

    return card_text(JACK_OF_DIAMONDS)


def shot_value(result: HandResult, rules: Rules) -> int:
    """What the hand's moon was worth (twice it for a sun): 26 in the classic game."""
    value = masks.moon_value(rules)
    return 2 * value if result.sun is not None else value


def choice_words(result: HandResult, rules: Rules) -> str:
    """New Moon: how the shooter chose to score, as the sheet marks it ("+26 each",
    "−26"); "" when nobody chose."""
    value = number_text(shot_value(result, rules))
    if result.moon_choice is MoonScoring.OTHERS_PLUS:
        return translate(
            "ScoreSheet", "+{value} each", "New Moon: the shooter added the moon to each other"
        ).format(value=value)
    if result.moon_choice is MoonScoring.SHOOTER_MINUS:
        return translate(
            "ScoreSheet", "−{value}", "New Moon: the shooter took the moon off its own score"
        ).format(value=value)
    return ""


def choice_note(result: HandResult, rules: Rules, names: Names, *, to_south: bool = False) -> str:
    """New Moon: the shooter's choice in a sentence; "" when nobody chose. Said
    ``to_south`` (the table's status line), South's own choice is "you"."""
    shooter = result.sun if result.sun is not None else result.moon
    if shooter is None or result.moon_choice is None:
        return ""
    value = number_text(shot_value(result, rules))
    if to_south and shooter is Seat.SOUTH:
        if result.moon_choice is MoonScoring.OTHERS_PLUS:
            text = translate("ScoreSheet", "New Moon: you added {value} to each other player")
        else:
            text = translate("ScoreSheet", "New Moon: you took {value} off your score")
        return text.format(value=value)
    if result.moon_choice is MoonScoring.OTHERS_PLUS:
        text = translate("ScoreSheet", "New Moon: {name} added {value} to each other player")
    else:
        text = translate("ScoreSheet", "New Moon: {name} took {value} off their own score")
    return text.format(name=names(shooter), value=value)


def bonus_text(rules: Rules) -> str:
    """The no-tricks bonus as a signed number: "−5", "+5"."""
    bonus = rules.no_tricks_bonus or 0
    return number_text(bonus) if bonus < 0 else f"+{number_text(bonus)}"


def notes(result: HandResult, rules: Rules, names: Names) -> list[str]:
    """What is worth saying about a hand beyond the numbers, in reading order."""
    said: list[str] = []
    if result.sun is not None:
        said.append(translate("ScoreSheet", "{name} shot the sun").format(name=names(result.sun)))
    elif result.moon is not None:
        said.append(translate("ScoreSheet", "{name} shot the moon").format(name=names(result.moon)))
    elif result.queen_of_spades is not None and rules.values[QUEEN_OF_SPADES.index]:
        said.append(
            translate("ScoreSheet", "Q♠: {name}").format(name=names(result.queen_of_spades))
        )
    others = named_cards_note(result, rules, names)
    if others:
        said.append(others)
    if rules.jack_of_diamonds is not None and result.jack_of_diamonds is not None:
        said.append(
            translate("ScoreSheet", "J♦: {name}").format(name=names(result.jack_of_diamonds))
        )
    return said + house_notes(result, rules, names)


def named_takers(result: HandResult, rules: Rules) -> list[tuple[Seat, Card]]:
    """Who took the cards that score under ``rules`` beyond the hearts, the Q♠ and the J♦
    (the engine's ``HandResult.takers``: Black Maria's K♠ and A♠, a card given a value).
    After a moon or a sun the shooter's cards go unsaid: it took them all."""
    shot = result.moon is not None or result.sun is not None
    unsaid = masks.moon_cards(rules) if shot else 0
    return [(seat, card) for seat, card in result.takers if not unsaid >> card.index & 1]


def named_cards_note(result: HandResult, rules: Rules, names: Names) -> str:
    """ "K♠: South · A♠: East"; "" when no such card scores."""
    return " · ".join(
        translate("ScoreSheet", "{card}: {name}", "who took a card that scores: K♠: South").format(
            card=card_text(card), name=names(seat)
        )
        for seat, card in named_takers(result, rules)
    )


def house_notes(
    result: HandResult, rules: Rules, names: Names, *, to_south: bool = False
) -> list[str]:
    """What the house rules did in a hand: a New Moon choice (South's own as "you",
    ``to_south``), the no-tricks bonus given, Perfect 100's drops."""
    said: list[str] = []
    chose = choice_note(result, rules, names, to_south=to_south)
    if chose:
        said.append(chose)
    if result.no_tricks:
        said.append(
            translate("ScoreSheet", "No trick, {bonus}: {names}").format(
                bonus=bonus_text(rules), names=join_names([names(s) for s in result.no_tricks])
            )
        )
    if result.halved:
        said.append(
            translate("ScoreSheet", "Exactly {target}, down to {half}: {names}").format(
                target=number_text(rules.target_score),
                half=number_text(rules.target_score // 2),
                names=join_names([names(s) for s in result.halved]),
            )
        )
    return said


def halved_words(name: str, rules: Rules, total: int) -> str:
    """Perfect 100 for one player: "Ann ended on exactly 100: down to 50"."""
    return translate("ScoreSheet", "{name} ended on exactly {target}: down to {total}").format(
        name=name, target=number_text(rules.target_score), total=number_text(total)
    )


def hand_words(number: int) -> str:
    """ "hand 3", as a tooltip names the hand it speaks of."""
    return translate("ScoreSheet", "hand {number}").format(number=number)


def cell_marks(result: HandResult, rules: Rules, seat: Seat) -> str:
    """The small marks after a seat's score: the moon or the sun (with the shooter's
    New Moon choice), the jack of diamonds, no trick taken."""
    marks = []
    if seat in (result.sun, result.moon):
        marks.append(SUN_MARK if result.sun is seat else MOON_MARK)
        chose = choice_words(result, rules)
        if chose:
            marks.append(chose)
    if rules.jack_of_diamonds is not None and result.jack_of_diamonds is seat:
        marks.append(jack_mark())
    if seat in result.no_tricks:
        marks.append(NO_TRICKS_MARK)
    return " ".join(marks)


def total_text(result: HandResult, rules: Rules, seat: Seat) -> str:
    """A seat's total after the hand: "45", or with Perfect 100 "100 → 50"."""
    total = number_text(result.totals[seat])
    if seat not in result.halved:
        return total
    return f"{number_text(rules.target_score)} {HALVED_ARROW} {total}"


def legend(rules: Rules) -> str:
    """What the sheet's numbers mean, and under house rules what its marks mean."""
    said = translate("ScoreSheet", "Each hand's points, with the total so far in brackets.")
    marks = []
    if rules.shoot_the_sun:
        marks.append(translate("ScoreSheet", "{mark} shot the sun").format(mark=SUN_MARK))
    if rules.moon_scoring is MoonScoring.SHOOTER_CHOOSES:
        marks.append(
            translate(
                "ScoreSheet", "{mark} +{value} each or −{value}: the shooter's choice"
            ).format(mark=MOON_MARK, value=number_text(masks.moon_value(rules)))
        )
    if rules.no_tricks_bonus is not None:
        marks.append(
            translate("ScoreSheet", "{mark} took no trick ({bonus})").format(
                mark=NO_TRICKS_MARK, bonus=bonus_text(rules)
            )
        )
    if rules.perfect_100 and rules.fixed_hands is None:
        marks.append(
            translate("ScoreSheet", "{target} {arrow} {half}: ended on exactly {target}").format(
                target=number_text(rules.target_score),
                arrow=HALVED_ARROW,
                half=number_text(rules.target_score // 2),
            )
        )
    # A mark's words stay together: a line too long for the sheet wraps between marks.
    kept = [mark.replace(" ", NO_BREAK) for mark in marks]
    return "\n".join([said, " · ".join(kept)]) if marks else said


def headline(winners: Sequence[Seat], names: Names) -> str:
    """Who won, said to the player sitting South."""
    if not winners:
        return translate("ScoreSheet", "The game is not over yet")
    others = [names(seat) for seat in winners if seat is not Seat.SOUTH]
    if Seat.SOUTH in winners:
        if not others:
            return translate("ScoreSheet", "You win!")
        return translate("ScoreSheet", "You share the win with {names}").format(
            names=join_names(others)
        )
    if len(others) == 1:
        return translate("ScoreSheet", "{name} wins").format(name=others[0])
    return translate("ScoreSheet", "{names} share the win").format(names=join_names(others))


def join_names(names: Sequence[str]) -> str:
    """ "North", "North and East", "West, North and East"."""
    if len(names) == 1:
        return names[0]
    return translate("ScoreSheet", "{first} and {last}").format(
        first=", ".join(names[:-1]), last=names[-1]
    )
