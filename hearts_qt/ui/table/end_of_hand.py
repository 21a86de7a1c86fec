"""The end of a hand on the table: who took what, a moon announced, and the wait for the
player before the next deal.

The penalty cards each seat took come from the engine's tricks (through the
controller's view); the points come from the engine's ``HandResult``: nothing here scores.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer

from hearts_qt.engine import JACK_OF_DIAMONDS, Card, HandResult, Seat, SeatView
from hearts_qt.ui.table import theme
from hearts_qt.ui.table.phase import TablePhase

if TYPE_CHECKING:
    from hearts_qt.ui.table.view import TableView


def penalty_cards_taken(view: SeatView) -> dict[Seat, tuple[Card, ...]]:
    """The hearts, the Q♠ and (with that rule) the J♦ each seat took in the tricks of
    ``view``'s hand, sorted as a hand is."""
    jack = view.rules.jack_of_diamonds is not None
    taken: dict[Seat, list[Card]] = {seat: [] for seat in Seat}
    for trick in view.tricks:
        taken[trick.winner].extend(
            card
            for _seat, card in trick.cards
            if card.points or (jack and card == JACK_OF_DIAMONDS)
        )
    return {seat: tuple(sorted(cards)) for seat, cards in taken.items()}


class EndOfHand(QObject):
    """Shows the end of a hand and deals the next one when the player (or, in autoplay,
    a timer) says so."""

    def __init__(self, view: TableView) -> None:
        super().__init__(view)
        self.view = view
        self.result: HandResult | None = None
        self.held = False
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(view.continue_after_hand)

    def show(self, result: HandResult) -> None:
        """The hand is scored: lay out who took what and say so."""
        view = self.view
        self.result, self.held = result, False
        view.table.decor.hearts_cue.stop()
        view.table.show_taken(penalty_cards_taken(view.controller.view()))
        view.messages.show_hand_result(result)
        view.status.forget_news()
        self._say()
        pause = theme.HAND_END_PAUSE_MS
        # A person needs time to read the table whatever the speed; autoplay does not.
        human = not view.controller.is_computer(Seat.SOUTH)
        self._timer.start(pause if human else round(pause * view.table.animator.factor))

    def hold(self) -> None:
        """A score window decides when the next hand comes; the table's notice keeps
        out of its way (only a moon or sun stays announced)."""
        self._timer.stop()
        self.held = True
        if self.result is not None and self.view.phase is TablePhase.SCORED:
            self.view.messages.show_hand_result(self.result, held=True)
            self._say()

    def stop(self) -> None:
        """The next hand (or a new game) comes: nothing more to wait for."""
        self._timer.stop()
        self.result, self.held = None, False
        self.view.table.decor.notice.hide()

    @property
    def waiting(self) -> bool:
        return self._timer.isActive()

    def _say(self) -> None:
        if self.result is None:
            return
        messages = self.view.messages
        over = messages.hand_over(self.result.number, self.held)
        shot = messages.shot(self.result)
        self.view.status.say(f"{shot} {over}" if shot else over)
