"""Suit symbols and rank letters as plain SVG path data, drawn for this project.

No font is involved: the cards must look the same on every machine. Suit symbols are
filled outlines in a 100 × 100 box centred on (50, 50); rank letters are centre lines in
a 30 × 50 box (the ``10`` is 37 wide), stroked thick with round caps and joins.
"""

from __future__ import annotations

SUIT_PATHS: dict[str, str] = {
    "H": (
        "M50,94 C41,82 3,60 3,31 C3,14 15,5 28,5 C39,5 46,12 50,22 "
        "C54,12 61,5 72,5 C85,5 97,14 97,31 C97,60 59,82 50,94 Z"
    ),
    "D": "M50,2 C59,19 71,35 87,50 C71,65 59,81 50,98 C41,81 29,65 13,50 C29,35 41,19 50,2 Z",
    "S": (
        "M50,3 C60,22 96,38 96,62 C96,76 86,84 74,84 C64,84 57,79 53,71 "
        "C54,82 58,90 68,97 L32,97 C42,90 46,82 47,71 "
        "C43,79 36,84 26,84 C14,84 4,76 4,62 C4,38 40,22 50,3 Z"
    ),
    # Three lobes and a flared stem; every sub-path runs the same way round, so the
    # non-zero fill rule unites them.
    "C": (
        "M50,7 A21,21 0 1 1 49.9,7 Z "
        "M27,39 A21,21 0 1 1 26.9,39 Z "
        "M73,39 A21,21 0 1 1 72.9,39 Z "
        "M50,38 L62,58 L38,58 Z "
        "M53,58 C53,76 57,88 67,97 L33,97 C43,88 47,76 47,58 Z"
    ),
}
"""Filled outlines of the four suits, keyed by the engine's suit letter."""

RANK_PATHS: dict[str, str] = {
    "A": "M1,50 L15,0 L29,50 M6,34 L24,34",
    "2": "M2,12 C2,4 8,0 15,0 C22,0 28,4 28,12 C28,24 14,32 2,50 L29,50",
    "3": (
        "M3,5 C6,2 10,0 15,0 C22,0 27,4 27,12 C27,19 22,23 14,23 "
        "C23,23 29,28 29,37 C29,45 22,50 15,50 C9,50 4,48 1,45"
    ),
    "4": "M21,50 L21,0 L1,34 L30,34",
    "5": (
        "M27,0 L6,0 L3,22 C7,19 11,18 15,18 C23,18 29,24 29,34 C29,44 23,50 15,50 C9,50 4,48 1,45"
    ),
    "6": (
        "M26,3 C23,1 19,0 16,0 C7,0 1,10 1,27 C1,42 6,50 15,50 "
        "C23,50 29,44 29,35 C29,26 23,20 15,20 C8,20 3,24 1,30"
    ),
    "7": "M1,0 L29,0 C20,14 13,30 11,50",
    "8": (
        "M15,23 C8,23 3,19 3,12 C3,5 8,0 15,0 C22,0 27,5 27,12 C27,19 22,23 15,23 "
        "C7,23 1,28 1,36 C1,44 7,50 15,50 C23,50 29,44 29,36 C29,28 23,23 15,23 Z"
    ),
    "9": (
        "M4,47 C7,49 11,50 14,50 C23,50 29,40 29,23 C29,8 24,0 15,0 "
        "C7,0 1,6 1,15 C1,24 7,30 15,30 C22,30 27,26 29,20"
    ),
    "10": (
        "M1,9 L8,2 L8,50 "
        "M26,0 C20,0 16,8 16,25 C16,42 20,50 26,50 C32,50 36,42 36,25 C36,8 32,0 26,0 Z"
    ),
    "J": "M9,0 L29,0 M23,0 L23,36 C23,45 18,50 12,50 C6,50 2,46 1,40",
    "Q": (
        "M15,0 C7,0 1,9 1,24 C1,39 7,48 15,48 C23,48 29,39 29,24 C29,9 23,0 15,0 Z M18,36 L29,51"
    ),
    "K": "M3,0 L3,50 M28,0 L3,31 M12,21 L29,50",
}
"""Centre lines of the rank letters, keyed by the engine's rank letter."""

RANK_WIDTHS: dict[str, float] = {"10": 37.0}
"""Width of a rank box when it is not 30."""

RANK_HEIGHT = 50.0
SUIT_BOX = 100.0


def rank_width(rank: str) -> float:
    return RANK_WIDTHS.get(rank, 30.0)
