"""The named sets of house rules players know, as ``Rules`` values.

A preset fixes the options that make the variant; the way a game ends (``target_score``,
``fixed_hands``) is the player's choice except where the variant names it (the seeds'
Czech game lasts a fixed number of hands). ``preset_of`` tells which preset some rules are,
for the Options and the statistics, which are kept per preset.
"""

from __future__ import annotations

from dataclasses import replace
from enum import Enum

from hearts_qt.engine.cards import DECK, Rank, Suit
from hearts_qt.engine.rules import CLASSIC_VALUES, Rules


class Preset(Enum):
    """A named variant; the value is its key in settings and statistics."""

    CLASSIC = "classic"
    """The Windows game: the defaults."""
    OMNIBUS = "omnibus"
    """The J♦ is worth −10 to its taker."""
    BLACK_MARIA = "black_maria"
    """Besides the Q♠ (13), the K♠ is worth 10 and the A♠ 7."""
    SPOT_HEARTS = "spot_hearts"
    """Each heart is worth its rank (2 to 10, the jack 11 … the ace 14)."""
    CZECH = "czech"
    """The seeds' Czech game: the J♦ worth 11, shooting the sun, eight hands."""


def _black_maria_values() -> tuple[int, ...]:
    values = list(CLASSIC_VALUES)
    for card in DECK:
        if card.suit is Suit.SPADES and card.rank is Rank.KING:
            values[card.index] = 10
        elif card.suit is Suit.SPADES and card.rank is Rank.ACE:
            values[card.index] = 7
    return tuple(values)


def _spot_values() -> tuple[int, ...]:
    return tuple(
        int(card.rank) if card.suit is Suit.HEARTS else CLASSIC_VALUES[card.index] for card in DECK
    )


CZECH_HANDS = 8
"""The Czech game's length in hands (the seed: "usually a multiple of four")."""

PRESETS: dict[Preset, Rules] = {
    Preset.CLASSIC: Rules(),
    Preset.OMNIBUS: Rules(jack_of_diamonds=-10),
    Preset.BLACK_MARIA: Rules(card_values=_black_maria_values()),
    Preset.SPOT_HEARTS: Rules(card_values=_spot_values()),
    Preset.CZECH: Rules(jack_of_diamonds=11, shoot_the_sun=True, fixed_hands=CZECH_HANDS),
}
"""Each preset's rules, with the classic end (to 100) where the variant does not name one."""


def _ends_as(rules: Rules, like: Rules) -> Rules:
    """``rules`` with the way ``like`` ends, to compare the options that make a variant."""
    return replace(rules, target_score=like.target_score, fixed_hands=like.fixed_hands)


def preset_of(rules: Rules) -> Preset | None:
    """The preset ``rules`` play, or None for a custom set of options.

    How the game ends is the player's choice in every preset but the Czech game:

    >>> preset_of(Rules(target_score=50)), preset_of(Rules(jack_of_diamonds=-10))
    (<Preset.CLASSIC: 'classic'>, <Preset.OMNIBUS: 'omnibus'>)
    >>> preset_of(Rules(jack_of_diamonds=-5)) is None
    True
    """
    for preset, preset_rules in PRESETS.items():
        if preset is Preset.CZECH:
            if rules == preset_rules:
                return preset
        elif _ends_as(rules, preset_rules) == preset_rules:
            return preset
    return None


def with_preset(preset: Preset, rules: Rules) -> Rules:
    """The preset's options, keeping how ``rules`` ends unless the preset names it."""
    chosen = PRESETS[preset]
    if preset is Preset.CZECH:
        return chosen
    return replace(chosen, target_score=rules.target_score, fixed_hands=rules.fixed_hands)
