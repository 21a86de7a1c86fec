"""What the table shows at one moment, frozen: what a re-render (a resumed game, an undo,
a redo, later a review) lays the table out from."""

from __future__ import annotations

from dataclasses import dataclass

from hearts_qt.engine import Phase, Seat, SeatView


@dataclass(frozen=True)
class TableSnapshot:
    """South's view of the game now, and what every table knows besides."""

    number: int
    """The hand being played (0 before the first deal)."""
    view: SeatView | None
    """What South may know (its hand, the trick, the tricks taken, the points); None
    before the first deal."""
    card_counts: tuple[int, int, int, int]
    """How many cards each seat holds."""
    passed: frozenset[Seat]
    """The seats that have chosen their pass (none once the cards are exchanged)."""
    over: bool
    """Whether the game is over."""

    @property
    def passing(self) -> bool:
        return self.view is not None and self.view.phase is Phase.PASSING
