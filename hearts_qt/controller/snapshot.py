"""What the table shows at one moment, frozen: what a re-render (a resumed game, an undo,
a redo, later a review) lays the table out from."""

from __future__ import annotations

from dataclasses import dataclass

from hearts_qt.engine import Game, Phase, Seat, SeatView


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

    @staticmethod
    def of(game: Game, seat: Seat = Seat.SOUTH) -> TableSnapshot:
        """``game`` now as ``seat``'s table shows it (the controller's South, or a network
        host's player at any seat): that seat's view and what every table knows."""
        if not game.hands:
            return TableSnapshot(game.number, None, (0, 0, 0, 0), frozenset(), game.is_over)
        hand = game.hand
        counts = [len(hand.held(s)) for s in Seat]
        passing = hand.phase is Phase.PASSING
        passed = frozenset(s for s in Seat if passing and hand.passes[s] is not None)
        return TableSnapshot(
            number=game.number,
            view=game.view(seat),
            card_counts=(counts[0], counts[1], counts[2], counts[3]),
            passed=passed,
            over=game.is_over,
        )

    @property
    def passing(self) -> bool:
        return self.view is not None and self.view.phase is Phase.PASSING
