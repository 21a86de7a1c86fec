"""What a scored hand gave each seat: ``masks.score_hand``'s answer.

It lives apart from ``masks`` because ``masks`` may be compiled with mypyc
(``packaging/core_modules.py``), and a frozen dataclass compiled so cannot be deep-copied
(its fields are set again on the copy, which a frozen class refuses); the checked
``Hand`` keeps one, and hands are copied.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class HandPoints:
    """The outcome of scoring a hand; seats are indices 0–3."""

    points: tuple[int, int, int, int]
    moon: int | None = None
    """The seat that shot the moon (took every card of positive value), if any."""
    sun: int | None = None
    """The seat that shot the sun (took every trick, with that option on), if any."""
    jack_of_diamonds: int | None = None
    """The seat that took the J♦, when that option is on."""
    no_tricks: tuple[int, ...] = ()
    """The seats given the no-tricks bonus (with that option on: they took no trick)."""
