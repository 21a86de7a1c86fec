"""Undo and redo: a part of ``GameController``.

An undo takes back South's last pass or card of the hand being played, with the computer
plays after it, by replaying the game's record up to it; the actions taken back become the
redo tail (``history.py`` says where a step lies and which recorded answer comes next).
Whatever a computer player was thinking about for the undone position is dropped.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QTimer, Slot

from hearts_qt.controller import history
from hearts_qt.controller.history import Step
from hearts_qt.engine import Card, Seat
from hearts_qt.engine.game import Action

if TYPE_CHECKING:
    from hearts_qt.controller.core import Core


class UndoRedo:
    """Undo and redo of ``GameController``: ``game_rewound`` and ``history_changed`` are
    its signals. Only a person at South undoes; never into a finished hand."""

    _redo: list[Action]
    """The actions an undo took back, in order: what Redo plays again (empty from
    ``GameController.__init__``)."""

    def undo_step(self: Core) -> Step | None:
        """What Undo would take back now (South's last pass or card of this hand, with the
        computer plays after it), or None."""
        if self.is_computer(Seat.SOUTH):
            return None
        return history.undo_step(self._game)

    def redo_step(self: Core) -> Step | None:
        """What Redo would play again now, or None."""
        if self.is_computer(Seat.SOUTH):
            return None
        return history.redo_step(self._redo)

    @Slot()
    def undo(self: Core) -> None:
        """Take back South's last action of this hand and what the others did after it."""
        point = None if self.is_computer(Seat.SOUTH) else history.undo_point(self._game)
        if point is None:
            return
        self._redo_wanted = 0
        actions = self._game.actions
        self._redo = [*actions[point:], *self._redo]
        self._rewind(actions[:point])

    @Slot()
    def redo(self: Core) -> None:
        """Play South's next undone action again; the others answer as they did. Asked
        while the others are still replaying their answers, it waits for South's turn
        (a quick Redo, Redo, Redo plays three steps, none is lost)."""
        if self.is_computer(Seat.SOUTH):
            return
        if not self.waiting_for_south:
            if history.south_steps(self._redo) > self._redo_wanted:
                self._redo_wanted += 1
            return
        if self._redo and history.south_steps(self._redo[:1]):
            self._south_acts(self._redo[0])

    def _south_to_act(self: Core) -> None:
        """South is to act now: a redo asked for meanwhile is played."""
        if self._redo_wanted:
            self._redo_wanted -= 1
            QTimer.singleShot(0, self.redo)

    def _rewind(self: Core, actions: Sequence[Action]) -> None:
        self._drop_pending()
        self._game = self._game.replayed(actions)
        self.game_rewound.emit(self._game.number)
        self.history_changed.emit()
        self._advance()

    def _redoes(self: Core, action: Action) -> bool:
        """Whether South's ``action`` is the next one undone (it leaves the redo tail)."""
        if self._redo and self._redo[0] == action:
            self._redo.pop(0)
            return True
        return False

    def _recorded_answer(self: Core, seat: Seat) -> tuple[Card, ...] | None:
        """The answer the computer player at ``seat`` gave before in the position being
        redone, taken from the redo tail; None (and the tail is dropped: the game has left
        the undone line) when it has none and must think."""
        recorded = history.next_answer(self._redo, seat)
        if recorded is None:
            self._redo.clear()
            return None
        return history.cards_of(self._redo.pop(recorded))
