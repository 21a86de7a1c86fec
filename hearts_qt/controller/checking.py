"""The play checker's part of ``GameController``: after each hand, the Expert goes over
South's decisions on a worker thread of its own (``hearts_qt.ai.checker``).

The check never takes time from the computer players: while one of them thinks, the
check waits at its next sampled deal (its flag's ``is_set`` blocks until they are done),
so in practice it runs while the player reads the score sheet or thinks. A new game or
quitting cancels every check at once; hands finished meanwhile are checked in turn.
"""

from __future__ import annotations

import logging
import threading
from dataclasses import dataclass, field

from PySide6.QtCore import QObject, QThread, QTimer, Signal, Slot

from hearts_qt.ai.cancel import CancelFlag
from hearts_qt.ai.checker import CheckSize, check_hand
from hearts_qt.ai.verdict import HandCheck
from hearts_qt.engine import Game, Seat

log = logging.getLogger(__name__)

STOP_TIMEOUT_MS = 2000
"""How long ``Checking.stop`` waits for the worker after cancelling."""
HELD_POLL_S = 0.05
"""While held, how often a check looks whether it was cancelled meanwhile."""


class _Yielding(CancelFlag):
    """A check's flag: set, the check stops; while ``go`` is clear (a computer player is
    thinking) the check waits at its next poll, still stopping at once if set."""

    __slots__ = ("_go",)

    def __init__(self, go: threading.Event | None) -> None:
        super().__init__()
        self._go = go

    def is_set(self) -> bool:
        go = self._go
        while go is not None and not go.wait(HELD_POLL_S):
            if super().is_set():
                return True
        return super().is_set()

    def stopped(self) -> bool:
        """``is_set`` that never waits: for the GUI thread."""
        return super().is_set()


@dataclass(frozen=True, slots=True)
class _Job:
    generation: int
    game: Game
    """A copy of the game (the worker's own): hand ``number`` is finished in it."""
    number: int
    seed: int
    size: CheckSize
    cancel: _Yielding = field(compare=False)


class _Worker(QObject):
    done = Signal(object, object)  # _Job, HandCheck | None

    @Slot(object)
    def run(self, job: _Job) -> None:
        if job.cancel.is_set():
            return
        try:
            found = check_hand(job.game, job.number, job.seed, job.size, job.cancel)
        except Exception:  # a failing check says nothing rather than disturb the game
            log.exception("The check of hand %d failed.", job.number)
            found = None
        self.done.emit(job, found)


class Checking(QObject):
    """Runs the checks, keeps what they found for the game being played.

    Signals:
        checked(HandCheck): a hand's check is done (on the GUI thread).
    """

    checked = Signal(object)
    _asked = Signal(object)

    def __init__(self, threaded: bool, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._threaded = threaded
        self._checks: dict[int, HandCheck] = {}
        self._jobs: set[_Job] = set()
        self._generation = 0
        self._go = threading.Event()
        self._go.set()
        self._worker = _Worker()
        self._worker.done.connect(self._on_done)
        self._thread: QThread | None = None

    def get(self, number: int) -> HandCheck | None:
        return self._checks.get(number)

    def check(self, game: Game, number: int, seed: int, size: CheckSize) -> None:
        """Check hand ``number`` of ``game`` (a copy the checker may keep)."""
        go = self._go if self._threaded else None  # on the GUI thread nothing may wait
        job = _Job(self._generation, game, number, seed, size, _Yielding(go))
        self._jobs.add(job)
        if not self._threaded:
            QTimer.singleShot(0, lambda: self._worker.run(job))
            return
        if self._thread is None:  # made with the first check: most games have none
            self._thread = QThread()
            self._thread.setObjectName("hearts-qt play checker")
            self._worker.moveToThread(self._thread)
            self._asked.connect(self._worker.run)
            self._thread.start()
        self._asked.emit(job)

    def restore(self, checks: tuple[HandCheck, ...]) -> None:
        """What earlier checks of the game being played found (a resumed game's)."""
        for found in checks:
            self._checks.setdefault(found.hand, found)

    def hold(self, held: bool) -> None:
        """A computer player is thinking (True): the check waits; or no longer."""
        if held:
            self._go.clear()
        else:
            self._go.set()

    @property
    def held(self) -> bool:
        """Whether the checks wait for a computer player's or the hint's thinking."""
        return not self._go.is_set()

    def forget(self) -> None:
        """A new game: every check under way stops at once, and what was found goes."""
        self._generation += 1
        for job in self._jobs:
            job.cancel.set()
        self._jobs.clear()
        self._checks.clear()

    def stop(self) -> None:
        """Cancel everything and end the thread (the application is closing)."""
        self.forget()
        thread = self._thread
        if thread is None or not thread.isRunning():
            return
        thread.quit()
        if not thread.wait(STOP_TIMEOUT_MS):
            log.warning("The play checker's thread did not stop in time; leaving it.")
            _UNFINISHED.append((thread, self._worker))

    @Slot(object, object)
    def _on_done(self, job: _Job, found: HandCheck | None) -> None:
        self._jobs.discard(job)
        if found is None or job.generation != self._generation or job.cancel.stopped():
            return
        self._checks[found.hand] = found
        self.checked.emit(found)


_UNFINISHED: list[tuple[QThread, QObject]] = []
"""Threads that did not stop in time; destroying one while it runs would abort Qt."""


class PlayChecks:
    """The controller's check of South's play: ``hand_checked`` is its signal."""

    _game: Game
    _checking: Checking
    south_level: str | None
    check_play = False
    """Whether each hand South plays is checked when it ends (Options, Game menu)."""
    check_size = CheckSize()
    """How hard the checks look: the deals sampled (fewer: sooner, and noisier)."""

    def hand_check(self, number: int) -> HandCheck | None:
        """What the check of hand ``number`` (1-based) of this game found, once done."""
        return self._checking.get(number)

    @Slot(bool)
    def set_check_play(self, on: bool) -> None:
        """Check South's play after each hand from now on (or no longer)."""
        self.check_play = on

    def restore_checks(self, checks: tuple[HandCheck, ...]) -> None:
        """The checks of the game just resumed, as they were kept; a finished hand whose
        check had not ended when the game was left is checked again."""
        self._checking.restore(checks)
        for number in range(1, len(self._game.results) + 1):
            self._check_finished(number)

    def _check_finished(self, number: int) -> None:
        """Hand ``number`` is scored: check it if asked to (a person played South)."""
        game = self._game
        if not self.check_play or self.south_level is not None or self.hand_check(number):
            return
        seed = game.seed * 4 + Seat.SOUTH  # the hint's Expert
        self._checking.check(game.copy(), number, seed, self.check_size)
