"""The house rules in a player's words: the presets' names and the cards' values.

One home for them: the Options, the Rules window and the Host dialog say them alike.
"""

from __future__ import annotations

from hearts_qt.controller.texts import card_text, number_text
from hearts_qt.engine import DECK, PassDirection, Rules, Suit
from hearts_qt.engine.presets import Preset, preset_of
from hearts_qt.i18n import translate

SUITS_AS_SAID = (Suit.HEARTS, Suit.SPADES, Suit.DIAMONDS, Suit.CLUBS)
"""The order the cards' values are said in: hearts first, as the classic game has it."""


def preset_name(preset: Preset | None) -> str:
    """A preset's name, or "Custom" for options that make none."""
    if preset is None:
        return translate("Preset", "Custom", "house rules that are none of the named sets")
    return {
        Preset.CLASSIC: translate("Preset", "Classic (Windows)"),
        Preset.OMNIBUS: translate("Preset", "Omnibus"),
        Preset.BLACK_MARIA: translate("Preset", "Black Maria"),
        Preset.SPOT_HEARTS: translate("Preset", "Spot Hearts"),
        Preset.CZECH: translate("Preset", "The Czech game"),
    }[preset]


def rules_name(rules: Rules) -> str:
    """The name of the preset ``rules`` play, or "Custom"."""
    return preset_name(preset_of(rules))


def rules_played(rules: Rules) -> str:
    """The rules a game is played by, named where they are not the classic game's:
    "Black Maria", "Custom rules"; "" for the classic game, which needs no name."""
    preset = preset_of(rules)
    if preset is Preset.CLASSIC:
        return ""
    if preset is None:
        return translate("Preset", "Custom rules", "a game played by rules of no named set")
    return preset_name(preset)


def direction_words(direction: PassDirection) -> str:
    """Where a hand's cards go, as a list of the pass directions says it."""
    return {
        PassDirection.LEFT: translate("Rules", "to the left"),
        PassDirection.RIGHT: translate("Rules", "to the right"),
        PassDirection.ACROSS: translate("Rules", "across"),
        PassDirection.HOLD: translate("Rules", "no passing"),
    }[direction]


def values_words(values: tuple[int, ...]) -> str:
    """Every card that scores, with its value: "each ♥ 1, Q♠ 13, K♠ 10, A♠ 7"; a suit
    whose cards all score alike is said once."""
    parts: list[str] = []
    for suit in SUITS_AS_SAID:
        cards = [card for card in DECK if card.suit is suit]
        points = {values[card.index] for card in cards}
        if len(points) == 1 and 0 not in points:
            each = translate("Rules", "each {suit} {points}", "every card of the suit is worth")
            parts.append(each.format(suit=suit.symbol, points=number_text(points.pop())))
            continue
        parts.extend(
            translate("Rules", "{card} {points}", "a card and its value: Q♠ 13").format(
                card=card_text(card), points=number_text(values[card.index])
            )
            for card in cards
            if values[card.index]
        )
    return ", ".join(parts)
