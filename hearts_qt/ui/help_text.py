"""The rules of Hearts as the Help menu shows them: those of the game being played, its
preset named and each house rule in force said in plain words."""

from __future__ import annotations

from hearts_qt.controller.texts import number_text
from hearts_qt.engine import FirstLead, MoonScoring, PassDirection, Rules, masks
from hearts_qt.engine.rules import CLASSIC_PASS_CYCLE, PASS_COUNTS
from hearts_qt.i18n import translate
from hearts_qt.ui.rules_words import direction_words, rules_name, values_words


def _signed(value: int) -> str:
    """A point value as a player writes it: "−10" with a real minus, "+11"."""
    return number_text(value) if value < 0 else f"+{value}"


def rules_html(rules: Rules) -> str:
    """The rules, with the options of ``rules`` written in, and the keys."""
    parts = [
        translate("Rules", "<h3>Hearts: {preset}</h3>").format(preset=rules_name(rules)),
        _aim(rules),
        _passing(rules),
        _playing(rules),
        _first_trick(rules),
        _hearts(rules),
        *_moon_and_sun(rules),
    ]
    if rules.jack_of_diamonds is not None:
        parts.append(
            translate(
                "Rules",
                "<p><b>The J♦.</b> Whoever takes it scores {value} points for it (it does "
                "not count towards the moon).</p>",
            ).format(value=_signed(rules.jack_of_diamonds))
        )
    if rules.no_tricks_bonus is not None:
        parts.append(
            translate(
                "Rules",
                "<p><b>No tricks.</b> Whoever takes no trick in a hand scores {value} "
                "points for it.</p>",
            ).format(value=_signed(rules.no_tricks_bonus))
        )
    if rules.perfect_100 and rules.fixed_hands is None:
        parts.append(
            translate(
                "Rules",
                "<p><b>Perfect {target}.</b> Whoever ends a hand on exactly {target} "
                "points drops to {half}.</p>",
            ).format(target=rules.target_score, half=rules.target_score // 2)
        )
    if rules.fixed_hands is not None:
        end = translate(
            "Rules", "<p>The game lasts {hands} hands; the lowest score wins.</p>"
        ).format(hands=rules.fixed_hands)
    else:
        end = translate(
            "Rules",
            "<p>The game ends after the hand in which someone reaches {target} points; "
            "the lowest score wins.</p>",
        ).format(target=rules.target_score)
    parts.append(end)
    if rules.no_shared_wins:
        parts.append(
            translate(
                "Rules",
                "<p><b>No shared wins.</b> While two or more players share the lowest "
                "total at the end, the game goes on, hand by hand, until one alone is "
                "lowest.</p>",
            )
        )
    parts.append(
        translate(
            "Rules",
            "<p><b>Keyboard.</b> Left and Right move along your hand; Up and Down choose "
            "a card to pass or put it back; Space or Enter chooses or plays the card; "
            "P (or Enter with the cards chosen) passes, and P plays the card the ring is "
            "on, or else the first card you may play. H gives a hint, L shows the last "
            "trick again, Ctrl+Z undoes and Ctrl+Shift+Z redoes, Ctrl+L claims the rest "
            "when your cards take every trick. F9 shows the score sheet, Ctrl+N starts a "
            "new game.</p>",
        )
    )
    parts.append(
        translate(
            "Rules",
            "<p><i>These are the rules of the game being played; Options changes them from "
            "the next game.</i></p>",
        )
    )
    return "".join(parts)


def _aim(rules: Rules) -> str:
    if rules.card_values is None:
        return translate(
            "Rules",
            "<p>Four players each get 13 cards. The aim is to take as few points as "
            "possible: each heart is worth 1 point and the queen of spades 13.</p>",
        )
    return translate(
        "Rules",
        "<p>Four players each get 13 cards. The aim is to take as few points as "
        "possible. The cards that score: {values}; the others score nothing.</p>",
    ).format(values=values_words(rules.values))


def _passing(rules: Rules) -> str:
    if rules.pass_count == PASS_COUNTS[0] and rules.pass_cycle == CLASSIC_PASS_CYCLE:
        return translate(
            "Rules",
            "<p><b>Passing.</b> Before each hand you pass three cards: to the left, then "
            "to the right, then across; every fourth hand there is no passing. Click three "
            "cards (or drag them up out of your hand), then press the Pass button.</p>",
        )
    if rules.pass_cycle == (PassDirection.HOLD,):
        return translate("Rules", "<p><b>Passing.</b> There is no passing.</p>")
    cards = {
        3: translate("Rules", "three cards", "what each player passes: 'you pass {cards}'"),
        4: translate("Rules", "four cards", "what each player passes: 'you pass {cards}'"),
        5: translate("Rules", "five cards", "what each player passes: 'you pass {cards}'"),
    }[rules.pass_count]
    if len(rules.pass_cycle) == 1:
        return translate(
            "Rules",
            "<p><b>Passing.</b> Before each hand you pass {cards} {direction}. Click them "
            "(or drag them up out of your hand), then press the Pass button.</p>",
        ).format(cards=cards, direction=direction_words(rules.pass_cycle[0]))
    return translate(
        "Rules",
        "<p><b>Passing.</b> Before each hand you pass {cards}; hand by hand, in turn: "
        "{directions}. Click them (or drag them up out of your hand), then press the "
        "Pass button.</p>",
    ).format(cards=cards, directions=", ".join(direction_words(d) for d in rules.pass_cycle))


def _playing(rules: Rules) -> str:
    if rules.first_lead is FirstLead.LEFT_OF_DEALER:
        return translate(
            "Rules",
            "<p><b>Playing.</b> The deal moves to the left each hand (South deals the "
            "first), and the player left of the dealer leads any card to the first trick. "
            "Everyone must follow the suit that was led if they can; otherwise any card "
            "may be played. The highest card of the suit led takes the trick, and its "
            "winner leads next. Click a card to play it, or drag it to the middle of the "
            "table.</p>",
        )
    return translate(
        "Rules",
        "<p><b>Playing.</b> Whoever holds the 2♣ leads it. Everyone must follow the "
        "suit that was led if they can; otherwise any card may be played. The highest "
        "card of the suit led takes the trick, and its winner leads next. Click a card "
        "to play it, or drag it to the middle of the table.</p>",
    )


def _first_trick(rules: Rules) -> str:
    classic = rules.card_values is None and (rules.jack_of_diamonds or 0) <= 0
    if rules.points_on_first_trick:
        if classic:
            return translate("Rules", "<p>Hearts and the Q♠ may be played on the first trick.</p>")
        return translate("Rules", "<p>Cards that score may be played on the first trick.</p>")
    if classic:
        return translate(
            "Rules",
            "<p>No hearts and not the Q♠ may be played on the first trick (unless a "
            "player has nothing else).</p>",
        )
    return translate(
        "Rules",
        "<p>No card that costs its taker points may be played on the first trick "
        "(unless a player has nothing else).</p>",
    )


def _hearts(rules: Rules) -> str:
    if rules.hearts_any_time:
        return translate("Rules", "<p>Hearts may be led at any time.</p>")
    if rules.queen_breaks_hearts:
        return translate(
            "Rules",
            "<p>Hearts cannot be led until a heart or the Q♠ has been played, unless the "
            "leader holds nothing but hearts.</p>",
        )
    return translate(
        "Rules",
        "<p>Hearts cannot be led until a heart has been played, unless the leader "
        "holds nothing but hearts.</p>",
    )


def _moon_and_sun(rules: Rules) -> list[str]:
    """How the moon (and the sun) score, with the moon's value of the cards in force."""
    moon = masks.moon_value(rules)
    classic = {
        MoonScoring.OTHERS_PLUS: translate(
            "Rules",
            "<p><b>Shooting the moon.</b> Take every heart and the Q♠ and you score "
            "nothing while everyone else scores {points}.</p>",
        ),
        MoonScoring.SHOOTER_MINUS: translate(
            "Rules",
            "<p><b>Shooting the moon.</b> Take every heart and the Q♠ and you score "
            "{points} points less, while the others score nothing.</p>",
        ),
        MoonScoring.SHOOTER_CHOOSES: translate(
            "Rules",
            "<p><b>Shooting the moon (New Moon).</b> Take every heart and the Q♠ and you "
            "choose: you score {points} points less, or everyone else scores {points}.</p>",
        ),
    }
    valued = {
        MoonScoring.OTHERS_PLUS: translate(
            "Rules",
            "<p><b>Shooting the moon.</b> Take every card worth more than 0 and you score "
            "nothing for them while everyone else scores {points}.</p>",
        ),
        MoonScoring.SHOOTER_MINUS: translate(
            "Rules",
            "<p><b>Shooting the moon.</b> Take every card worth more than 0 and you score "
            "{points} points less for them, while the others score nothing for them.</p>",
        ),
        MoonScoring.SHOOTER_CHOOSES: translate(
            "Rules",
            "<p><b>Shooting the moon (New Moon).</b> Take every card worth more than 0 "
            "and you choose: you score {points} points less for them, or everyone else "
            "scores {points}.</p>",
        ),
    }
    texts = classic if rules.card_values is None else valued
    parts = [texts[rules.moon_scoring].format(points=moon)]
    if rules.shoot_the_sun:
        suns = {
            MoonScoring.OTHERS_PLUS: translate(
                "Rules",
                "<p><b>Shooting the sun.</b> Take all thirteen tricks and you score "
                "nothing while everyone else scores {points}.</p>",
            ),
            MoonScoring.SHOOTER_MINUS: translate(
                "Rules",
                "<p><b>Shooting the sun.</b> Take all thirteen tricks and you score "
                "{points} points less, while the others score nothing.</p>",
            ),
            MoonScoring.SHOOTER_CHOOSES: translate(
                "Rules",
                "<p><b>Shooting the sun.</b> Take all thirteen tricks and you choose: you "
                "score {points} points less, or everyone else scores {points}.</p>",
            ),
        }
        parts.append(suns[rules.moon_scoring].format(points=2 * moon))
    return parts
