"""The rules of Hearts as the Help menu shows them: those of the game being played."""

from __future__ import annotations

from hearts_qt.controller.texts import number_text
from hearts_qt.engine import MoonScoring, Rules
from hearts_qt.i18n import translate


def _signed(value: int) -> str:
    """A point value as a player writes it: "−10" with a real minus, "+11"."""
    return number_text(value) if value < 0 else f"+{value}"


def rules_html(rules: Rules) -> str:
    """The rules, with the options of ``rules`` written in, and the keys."""
    parts = [
        translate("Rules", "<h3>Hearts</h3>"),
        translate(
            "Rules",
            "<p>Four players each get 13 cards. The aim is to take as few points as "
            "possible: each heart is worth 1 point and the queen of spades 13.</p>",
        ),
        translate(
            "Rules",
            "<p><b>Passing.</b> Before each hand you pass three cards: to the left, then "
            "to the right, then across; every fourth hand there is no passing. Click three "
            "cards (or drag them up out of your hand), then press the Pass button.</p>",
        ),
        translate(
            "Rules",
            "<p><b>Playing.</b> Whoever holds the 2♣ leads it. Everyone must follow the "
            "suit that was led if they can; otherwise any card may be played. The highest "
            "card of the suit led takes the trick, and its winner leads next. Click a card "
            "to play it, or drag it to the middle of the table.</p>",
        ),
        translate("Rules", "<p>Hearts and the Q♠ may be played on the first trick.</p>")
        if rules.points_on_first_trick
        else translate(
            "Rules",
            "<p>No hearts and not the Q♠ may be played on the first trick (unless a "
            "player has nothing else).</p>",
        ),
        translate(
            "Rules",
            "<p>Hearts cannot be led until a heart or the Q♠ has been played, unless the "
            "leader holds nothing but hearts.</p>",
        )
        if rules.queen_breaks_hearts
        else translate(
            "Rules",
            "<p>Hearts cannot be led until a heart has been played, unless the leader "
            "holds nothing but hearts.</p>",
        ),
    ]
    minus = rules.moon_scoring is MoonScoring.SHOOTER_MINUS
    parts.append(
        translate(
            "Rules",
            "<p><b>Shooting the moon.</b> Take every heart and the Q♠ and you score 26 "
            "points less, while the others score nothing.</p>",
        )
        if minus
        else translate(
            "Rules",
            "<p><b>Shooting the moon.</b> Take every heart and the Q♠ and you score "
            "nothing while everyone else scores 26.</p>",
        )
    )
    if rules.shoot_the_sun:
        parts.append(
            translate(
                "Rules",
                "<p><b>Shooting the sun.</b> Take all thirteen tricks and you score 52 "
                "points less, while the others score nothing.</p>",
            )
            if minus
            else translate(
                "Rules",
                "<p><b>Shooting the sun.</b> Take all thirteen tricks and you score "
                "nothing while everyone else scores 52.</p>",
            )
        )
    if rules.jack_of_diamonds is not None:
        parts.append(
            translate(
                "Rules",
                "<p><b>The J♦.</b> Whoever takes it scores {value} points for it (it does "
                "not count towards the moon).</p>",
            ).format(value=_signed(rules.jack_of_diamonds))
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
    parts.append(
        translate(
            "Rules",
            "<p><b>Keyboard.</b> Left and Right move along your hand; Up and Down choose "
            "a card to pass or put it back; Space or Enter chooses or plays the card; "
            "P (or Enter with three cards chosen) passes, and P plays the card the ring is "
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
