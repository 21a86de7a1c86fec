"""The score sheet's words, translated: places, pass directions, who won, what a row notes.

Names come from one function (``Names``) so that custom player names can replace the seat
names later without touching the sheet.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from hearts_qt.engine import JACK_OF_DIAMONDS, HandResult, PassDirection, Rules, Seat
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


def jack_mark() -> str:
    """The jack of diamonds as the player's language writes it: "J♦" (German "B♦")."""
    from hearts_qt.controller.texts import card_text

    return card_text(JACK_OF_DIAMONDS)


def notes(result: HandResult, rules: Rules, names: Names) -> list[str]:
    """What is worth saying about a hand beyond the numbers, in reading order."""
    said: list[str] = []
    if result.sun is not None:
        said.append(translate("ScoreSheet", "{name} shot the sun").format(name=names(result.sun)))
    elif result.moon is not None:
        said.append(translate("ScoreSheet", "{name} shot the moon").format(name=names(result.moon)))
    elif result.queen_of_spades is not None:
        said.append(
            translate("ScoreSheet", "Q♠: {name}").format(name=names(result.queen_of_spades))
        )
    if rules.jack_of_diamonds is not None and result.jack_of_diamonds is not None:
        said.append(
            translate("ScoreSheet", "J♦: {name}").format(name=names(result.jack_of_diamonds))
        )
    return said


def cell_marks(result: HandResult, rules: Rules, seat: Seat) -> str:
    """The small marks after a seat's score: the moon, the sun, the jack of diamonds."""
    marks = []
    if result.sun is seat:
        marks.append(SUN_MARK)
    elif result.moon is seat:
        marks.append(MOON_MARK)
    if rules.jack_of_diamonds is not None and result.jack_of_diamonds is seat:
        marks.append(jack_mark())
    return " ".join(marks)


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
