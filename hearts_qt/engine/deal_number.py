"""Deal numbers: the number a person reads out and types to play a game again.

A deal number names a whole game, like FreeCell's game numbers: it is the game's seed, so
every hand of the game follows from it (``deal_for(number, hand)``). A friend who types
the same number under the same rules gets the same cards in every hand. A new game takes
a number at random from ``FIRST`` to ``LAST``.

>>> parse_deal_number(" 31 415 926 ")
31415926
>>> deal_number_text(31415926)
'31\\u202f415\\u202f926'
>>> parse_deal_number("12a")
Traceback (most recent call last):
hearts_qt.engine.deal_number.DealNumberError: not a number: '12a'
"""

from __future__ import annotations

import enum
import random

FIRST = 1
LAST = 999_999_999
"""Deal numbers run from ``FIRST`` to ``LAST``: at most nine digits to read out."""

GROUP_SEPARATOR = "\u202f"
"""Between groups of three digits: a narrow no-break space, the same in every language
(a comma or a full stop would mean a decimal point in some)."""
_SEPARATORS = frozenset(" \u00a0\u202f\u2009,._'")
"""What a person may type between the digits: spaces, commas, full stops, apostrophes."""


class Problem(enum.Enum):
    """Why a typed text is not a deal number."""

    EMPTY = "empty"
    NOT_A_NUMBER = "not a number"
    TOO_SMALL = "too small"
    TOO_LARGE = "too large"


class DealNumberError(ValueError):
    """A text that is not a deal number; ``problem`` says why (the ui says it in words)."""

    def __init__(self, problem: Problem, text: str) -> None:
        super().__init__(f"{problem.value}: {text!r}")
        self.problem = problem


def random_deal_number(rng: random.Random | None = None) -> int:
    """A deal number for a new game, each as likely as any other."""
    return (rng or random.SystemRandom()).randint(FIRST, LAST)


def is_deal_number(number: int) -> bool:
    return FIRST <= number <= LAST


def parse_deal_number(text: str) -> int:
    """The deal number a person typed: digits, with any spaces, commas or full stops
    between them; a leading minus is a number below ``FIRST``."""
    stripped = text.strip()
    if not stripped:
        raise DealNumberError(Problem.EMPTY, text)
    negative = stripped[0] in "-\u2212"
    digits = "".join(c for c in stripped[1 if negative else 0 :] if c not in _SEPARATORS)
    if not digits or not (digits.isascii() and digits.isdigit()):
        raise DealNumberError(Problem.NOT_A_NUMBER, text)
    number = int(digits)
    if negative or number < FIRST:
        raise DealNumberError(Problem.TOO_SMALL, text)
    if number > LAST:
        raise DealNumberError(Problem.TOO_LARGE, text)
    return number


def deal_number_text(number: int) -> str:
    """The number in groups of three digits, as it is shown and read out."""
    return f"{number:,}".replace(",", GROUP_SEPARATOR)
