"""Review mode in the main window: the table steps aside for a finished hand, and the
game waits, untouched, until the player goes back to it.

Opening a review holds the game (``controller.set_held``): nothing more is shown and no
computer's card is played, while what they were thinking about goes on and is played
once the review is left. The table itself is only hidden, so its cards, its chosen
cards and its focus are as they were; a hand's end that would have gone on by itself
waits for a click instead. While reviewing, the window's actions that would change the
game are off and the bar says why, in place of the status line.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QStackedWidget, QStatusBar

from hearts_qt.ai.verdict import HandCheck
from hearts_qt.controller import GameController
from hearts_qt.engine import Seat
from hearts_qt.ui.card_renderer import CardRenderer
from hearts_qt.ui.table.phase import TablePhase

if TYPE_CHECKING:
    from hearts_qt.ui.review.view import ReviewView
    from hearts_qt.ui.table.view import TableView


class ReviewMode(QObject):
    """Opens and closes the review of a finished hand in place of the table.

    Signals:
        active_changed(bool): a review was opened (True) or left (False).
    """

    active_changed = Signal(bool)

    def __init__(
        self,
        controller: GameController,
        stack: QStackedWidget,
        table: TableView,
        renderer: CardRenderer,
        names: Callable[[Seat], str],
        status: QStatusBar,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        self.stack = stack
        self.table = table
        self.renderer = renderer
        self.names = names
        self.status = status
        self.view: ReviewView | None = None
        """Made when a hand is first reviewed."""
        self.action: QAction | None = None
        self._guarded: Sequence[QAction] = ()
        self._enabled: list[bool] = []
        controller.game_started.connect(self._on_game_started)
        for signal in (controller.hand_scored, controller.game_rewound, controller.game_resumed):
            signal.connect(self._update_action)

    @property
    def active(self) -> bool:
        return self.view is not None and self.stack.currentWidget() is self.view

    def bind(self, action: QAction, guarded: Sequence[QAction]) -> None:
        """``action`` opens and leaves a review (enabled once a hand is finished);
        ``guarded`` would change the game: they are off while reviewing."""
        self.action = action
        self._guarded = tuple(guarded)
        action.triggered.connect(self.toggle)
        self._update_action()

    def toggle(self) -> None:
        """Game ▸ Review Hand: the last finished hand; while reviewing, back to the game."""
        if self.active:
            self.close()
        else:
            self.open()

    def open(self, number: int | None = None, check: HandCheck | None = None) -> None:
        """Review finished hand ``number`` (default: the last one) with the checker's
        findings ``check`` (default: the controller's, if it has them)."""
        finished = len(self.controller.results)
        number = finished if number is None else number
        if not 1 <= number <= finished:
            return
        view = self._view()
        if not self.active:
            self._hold_the_game()
            view.board.set_cloth(self.table.table.cloth)
            view.board.art_changed()  # the deck, back or colours may have changed
        view.show_hand(number, check)
        self.stack.setCurrentWidget(view)
        self.stack.window().activateWindow()  # the keys are the review's (not the sheet's)
        view.setFocus()
        view.bar.waiting.setText(view.texts.waiting(number))
        self.status.hide()  # the bar says it, wrapped, where the status line was
        self._update_action()
        self.active_changed.emit(True)

    def close(self) -> None:
        """Back to the game, exactly where it was; it goes on."""
        if not self.active:
            return
        self.stack.setCurrentWidget(self.table)
        self.table.setFocus()
        self.status.show()
        for action, enabled in zip(self._guarded, self._enabled, strict=True):
            action.setEnabled(enabled)
        self._update_action()
        self.active_changed.emit(False)
        self.controller.set_held(False)

    def _view(self) -> ReviewView:
        if self.view is None:
            from hearts_qt.ui.review.view import ReviewView

            self.view = ReviewView(self.controller, self.renderer, self.names, self.stack)
            self.view.back_wanted.connect(self.close)
            self.stack.addWidget(self.view)
        return self.view

    def _hold_the_game(self) -> None:
        if self.table.phase is TablePhase.SCORED and self.table.end.waiting:
            self.table.hold_after_hand()  # the next deal waits for the player's click
        self.controller.set_held(True)
        self._enabled = [action.isEnabled() for action in self._guarded]
        for action in self._guarded:
            action.setEnabled(False)

    def _on_game_started(self, _rules: object) -> None:
        self.close()  # the hand reviewed belongs to a game that is gone
        self._update_action()

    def _update_action(self, *_args: object) -> None:
        action = self.action
        if action is None:
            return
        if self.active:
            action.setText(self.tr("&Back to the Game"))
            action.setEnabled(True)
        else:
            action.setText(self.tr("Re&view Hand"))
            action.setEnabled(bool(self.controller.results))
