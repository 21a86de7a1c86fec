"""How the house rules that are more than a number are written in the settings
(``settings.py``) and read back: pass directions and card values.

Readers give None for anything they cannot use, as the settings' other parsers do.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TypeVar

from hearts_qt.engine import DECK, JACK_OF_DIAMONDS, FirstLead, MoonScoring, PassDirection
from hearts_qt.engine.rules import CLASSIC_PASS_CYCLE

_VALUE = re.compile(r"[+-]?\d{1,2}")
"""A card's value: a whole number from −99 to 99 (``rules.CARD_VALUE_LIMIT``)."""

E = TypeVar("E", MoonScoring, FirstLead)


def enum_parser(kind: type[E]) -> Callable[[object], E | None]:
    """A parser of an enum's stored value (its ``value`` string)."""

    def parse(value: object) -> E | None:
        return next((member for member in kind if member.value == value), None)

    return parse


def as_pass_cycle(value: object) -> tuple[PassDirection, ...] | None:
    """Pass directions as stored, ``left right across hold`` (or some of them, in that
    order); a list, as a hand-edited INI file with commas gives, is read too."""
    words = value.replace(",", " ").split() if isinstance(value, str) else value
    if not isinstance(words, list) or not words:
        return None
    names = {d.label: d for d in CLASSIC_PASS_CYCLE}
    if any(not isinstance(w, str) or w.strip() not in names for w in words):
        return None
    cycle = tuple(names[w.strip()] for w in words)
    return cycle if tuple(d for d in CLASSIC_PASS_CYCLE if d in cycle) == cycle else None


def card_values_text(values: tuple[int, ...] | None) -> str:
    """Card values as stored: "" for the classic ones, else ``QS=13 KS=10 …``."""
    if values is None:
        return ""
    return " ".join(f"{card.code}={v}" for card, v in zip(DECK, values, strict=True) if v)


def as_card_values(value: object) -> tuple[int, ...] | None:
    """The card values ``card_values_text`` wrote (None for ""); a card named twice, a
    value out of range or no card scoring at all is not acceptable."""
    if not isinstance(value, str) or not value.strip():
        return None
    codes = {card.code: card.index for card in DECK}
    values = [0] * len(DECK)
    named: set[int] = set()
    for word in value.split():
        code, _, number = word.partition("=")
        index = codes.get(code.upper())
        if index is None or index in named or not _VALUE.fullmatch(number):
            return None
        named.add(index)
        values[index] = int(number)
    return tuple(values) if any(v > 0 for v in values) else None


def without_jack(values: tuple[int, ...]) -> tuple[int, ...] | None:
    kept = tuple(0 if i == JACK_OF_DIAMONDS.index else v for i, v in enumerate(values))
    return kept if any(v > 0 for v in kept) else None
