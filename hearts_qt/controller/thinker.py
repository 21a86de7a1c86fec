"""Computer players think here, on a worker thread, so the GUI thread never waits on them.

A request carries a token naming the game and position it was asked for; the answer
comes back with the same token through a queued signal, and the controller drops any
answer whose token no longer matches its game.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from typing import Literal

from PySide6.QtCore import QObject, QThread, Signal, Slot

from hearts_qt.ai import Player
from hearts_qt.engine import Card, Seat, SeatView

log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class Token:
    """Which decision an answer belongs to: the game's generation, its action count and
    the seat that was asked."""

    generation: int
    position: int
    seat: Seat


@dataclass(frozen=True, slots=True)
class Request:
    token: Token
    kind: Literal["pass", "play"]
    player: Player
    view: SeatView


def decide(request: Request) -> tuple[Card, ...]:
    """Ask the player; if it fails, fall back to a legal choice rather than stall the game."""
    view = request.view
    try:
        if request.kind == "pass":
            return tuple(request.player.choose_pass(view))
        return (request.player.choose_play(view),)
    except Exception:  # a bug in a player must not freeze the table
        log.exception("The %s player failed; playing a fallback card.", view.seat.label)
        return view.hand[:3] if request.kind == "pass" else view.legal[:1]


class _Worker(QObject):
    answered = Signal(object, object)  # Token, tuple[Card, ...]

    @Slot(object)
    def think(self, request: Request) -> None:
        self.answered.emit(request.token, decide(request))


class Thinker(QObject):
    """Runs decisions on one worker thread, in the order asked.

    Signals:
        answered(Token, tuple[Card, ...]): a decision is ready (delivered on the GUI thread).
    """

    answered = Signal(object, object)
    _asked = Signal(object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._thread = QThread()
        self._thread.setObjectName("hearts-qt computer players")
        self._worker = _Worker()
        self._worker.moveToThread(self._thread)
        self._asked.connect(self._worker.think)
        self._worker.answered.connect(self.answered)
        self._thread.start()

    def ask(self, request: Request) -> None:
        self._asked.emit(request)

    def stop(self) -> None:
        """Let the current decision finish, then end the thread."""
        if self._thread.isRunning():
            self._thread.quit()
            self._thread.wait()
