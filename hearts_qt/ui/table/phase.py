"""Where the table is in a hand, as the view shows it (apart from the engine's phase: the
table also waits for its deal to land, and shows a hand scored or a game over)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from hearts_qt.engine import PassDirection, Seat


class TablePhase(StrEnum):
    NONE = "none"
    """No hand on the table yet (a new game before its deal)."""
    DEALING = "dealing"
    """The cards are flying out; South may not act until they land."""
    PASSING = "passing"
    """South chooses the cards to pass."""
    PASSED = "passed"
    """South has passed and waits for the others."""
    PLAYING = "playing"
    SCORED = "scored"
    """The hand is over and its result shown; the next deal waits for the player."""
    OVER = "over"
    """The game is over."""


@dataclass
class TableState:
    """Where the table is now: the view changes it as the controller's signals come, and
    its helpers (South's seat, the end of a hand, the hint and claim) read it."""

    phase: TablePhase = TablePhase.NONE
    direction: PassDirection = PassDirection.HOLD
    """This hand's pass."""
    turn: Seat | None = None
    """Whose turn the table shows (None between turns)."""
