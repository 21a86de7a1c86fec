"""Computer players think here, on a worker thread, so the GUI thread never waits on them.

A request carries a token naming the game and position it was asked for, and a
``CancelFlag``. The answer comes back with the same token through a queued signal, and
the controller drops any answer whose token no longer matches its game. When the game the
thinking was for goes away, ``Thinker.cancel`` sets the flag of every request not yet
answered: the search in progress stops before its next sampled deal (a few milliseconds,
``benchmarks/bench_cancel.py``), a queued request is skipped without asking its player,
and no answer of a cancelled request is delivered, even one that was already on its way.

Hard's and Expert's searches asked here run on the search workers (``ai.parallel``): this
thread waits for them and passes a cancel on, so the GUI process keeps its core.
"""

from __future__ import annotations

import logging
import threading
from dataclasses import dataclass, field
from typing import Literal

from PySide6.QtCore import QObject, QThread, Signal, Slot

from hearts_qt.ai import CancelFlag, Player, parallel
from hearts_qt.ai.advice import Advice, advise_pass, advise_play
from hearts_qt.engine import Card, Seat, SeatView

log = logging.getLogger(__name__)

STOP_TIMEOUT_MS = 2000
"""How long ``Thinker.stop`` waits for the worker after cancelling (a search polls its
flag every few milliseconds, so only a player that ignores it can take this long)."""


@dataclass(frozen=True, slots=True)
class Token:
    """Which decision an answer belongs to: the game's generation, its action count and
    the seat that was asked."""

    generation: int
    position: int
    seat: Seat


@dataclass(frozen=True, slots=True)
class Request:
    """One decision to make; setting ``cancel`` withdraws it (``Thinker.cancel`` does so
    for every request outstanding)."""

    token: Token
    kind: Literal["pass", "play"]
    player: Player
    view: SeatView
    cancel: CancelFlag = field(default_factory=CancelFlag, compare=False)
    advise: bool = False
    """A hint: answer with the ``Advice`` (the choice, the search's figures, a reason)."""


Answer = tuple[Card, ...] | Advice
"""What a request is answered with: the cards, or for a hint the advice."""


def answer(request: Request, *, spread: bool = False) -> Answer:
    """``decide``, or for a hint the player's advice from the same one search; ``spread``
    searches on the worker processes (see ``decide``)."""
    player = request.player
    if not request.advise or not isinstance(player, Player):
        return decide(request, spread=spread)
    if spread:
        player = parallel.spread(player)
    try:
        if request.kind == "pass":
            return advise_pass(player, request.view, request.cancel)
        return advise_play(player, request.view, request.cancel)
    except Exception:  # a failing hint says nothing rather than stall the table
        log.exception("The hint failed; giving the plain choice.")
        return Advice(decide(request), None)


def decide(request: Request, *, spread: bool = False) -> tuple[Card, ...]:
    """Ask the player; if it fails, fall back to a legal choice rather than stall the game.

    A cancelled request still gets a legal choice (the player returns early with the best
    it has); whoever cancelled it is expected to drop it. With ``spread``, a searching
    player searches on the worker processes (the calling thread waits: never the GUI's).
    """
    view = request.view
    player = request.player
    try:
        if spread and isinstance(player, Player):
            player = parallel.spread(player)
        if not isinstance(player, Player):  # a stand-in with only choose_pass/choose_play
            if request.kind == "pass":
                return tuple(player.choose_pass(view))
            return (player.choose_play(view),)
        if request.kind == "pass":
            return tuple(player.think_pass(view, request.cancel))
        return (player.think_play(view, request.cancel),)
    except Exception:  # a bug in a player must not freeze the table
        log.exception("The %s player failed; playing a fallback card.", view.seat.label)
        return view.hand[: view.rules.pass_count] if request.kind == "pass" else view.legal[:1]


class _Outstanding:
    """The flags of the requests asked and not yet finished, shared by the GUI and the
    worker thread."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._flags: set[CancelFlag] = set()

    def add(self, request: Request) -> None:
        with self._lock:
            self._flags.add(request.cancel)

    def discard(self, request: Request) -> None:
        with self._lock:
            self._flags.discard(request.cancel)

    def cancel_all(self) -> int:
        with self._lock:
            flags = list(self._flags)
            self._flags.clear()
        for flag in flags:
            flag.set()
        return len(flags)


class _Worker(QObject):
    answered = Signal(object, object)  # Request, tuple[Card, ...]

    def __init__(self, outstanding: _Outstanding) -> None:
        super().__init__()
        self._outstanding = outstanding

    @Slot(object)
    def think(self, request: Request) -> None:
        if request.cancel.is_set():
            log.debug("Skipped a cancelled request for %s.", request.token)
        else:
            cards = answer(request, spread=True)
            if not request.cancel.is_set():
                # Outstanding until the GUI thread has it, so a cancel can still stop it.
                self.answered.emit(request, cards)
                return
        self._outstanding.discard(request)


class Thinker(QObject):
    """Runs decisions on one worker thread, in the order asked; ``cancel`` withdraws them.

    Signals:
        answered(Token, tuple[Card, ...]): a decision is ready (delivered on the GUI
            thread), never one of a cancelled request.
    """

    answered = Signal(object, object)
    _asked = Signal(object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._outstanding = _Outstanding()
        self._thread = QThread()
        self._thread.setObjectName("hearts-qt computer players")
        self._worker = _Worker(self._outstanding)
        self._worker.moveToThread(self._thread)
        self._asked.connect(self._worker.think)
        self._worker.answered.connect(self._on_answered)
        self._thread.start()

    def ask(self, request: Request) -> None:
        """Queue ``request`` behind those asked before it."""
        self._outstanding.add(request)
        self._asked.emit(request)

    def cancel(self) -> None:
        """Withdraw every request asked so far: the one being thought about stops within
        a sampled deal, queued ones are skipped, and none of them is answered. Requests
        asked afterwards run as usual."""
        count = self._outstanding.cancel_all()
        if count:
            log.debug("Cancelled %d request(s).", count)

    def stop(self, timeout_ms: int = STOP_TIMEOUT_MS) -> bool:
        """Cancel everything, then end the thread, waiting at most ``timeout_ms``.

        Returns whether the thread has finished. If not (a player that ignores its flag),
        a warning is logged and the thread is kept referenced until the process ends: Qt
        aborts when a running QThread is destroyed.
        """
        self.cancel()
        if not self._thread.isRunning():
            return True
        self._thread.quit()
        if self._thread.wait(timeout_ms):
            return True
        log.warning(
            "The computer players' thread did not stop within %d ms; leaving it to finish.",
            timeout_ms,
        )
        _UNFINISHED.append((self._thread, self._worker))
        return False

    @Slot(object, object)
    def _on_answered(self, request: Request, cards: Answer) -> None:
        # Checked again here, on the GUI thread where ``cancel`` is called: an answer
        # that was on its way when its request was cancelled is not delivered.
        self._outstanding.discard(request)
        if request.cancel.is_set():
            log.debug("Dropped the answer of a cancelled request for %s.", request.token)
            return
        self.answered.emit(request.token, cards)


_UNFINISHED: list[tuple[QThread, QObject]] = []
"""Threads that did not stop in time; destroying one while it runs would abort Qt."""
