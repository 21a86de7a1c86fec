"""Hard's and Expert's searches spread over worker processes: more deals in the same second.

Root parallelisation: every worker runs the player's own search (``evaluate_play`` or
``evaluate_pass``) on its share of the sampled deals, from a random stream of its own,
and the parent merges what they measured (``merge``): each candidate's mean outcome
pooled by the weight of the deals it stands on (``estimate.merged``). Stream 0 is the
player's in-process stream, so with one worker and a fixed number of deals the choice is
the one the player makes alone; with ``n`` workers it is the same for the same seed,
view and ``n``.

The workers (one fewer than the cores, at least one; ``HEARTS_QT_SEARCH_WORKERS``
overrides, 0 searching in-process) are spawned processes, never forked from a process
with Qt's threads. They are started in the background at the first search and kept;
until they have answered, searches run in-process, so nobody waits for them to start.
``shutdown`` ends them (the application does when it closes; ``atexit`` too).

The caller's thread (the controller's ``Thinker``) waits for the workers, never the GUI
thread. A search no longer wanted stops at once: the caller polls its ``CancelFlag``
every few milliseconds and passes it on through shared memory, which each worker reads
before its next sampled deal, as it reads its own flag in-process.

No Qt here: the workers import only the engine and the computer players.
"""

from __future__ import annotations

import copy
import logging
import os
import threading
import time
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Literal

from hearts_qt.ai import TIME_BUDGETS
from hearts_qt.ai.cancel import CancelFlag
from hearts_qt.ai.estimate import Evaluation, merged
from hearts_qt.ai.player import PassChoice, Player
from hearts_qt.engine.cards import Card
from hearts_qt.engine.view import SeatView

if TYPE_CHECKING:
    from concurrent.futures import Future, ProcessPoolExecutor

    from hearts_qt.ai.montecarlo import MonteCarloPlayer

log = logging.getLogger(__name__)

WORKERS_VARIABLE = "HEARTS_QT_SEARCH_WORKERS"
"""An environment variable: how many worker processes search (0: in-process)."""
MAX_WORKERS = 64
POLL_S = 0.004
"""How often the waiting caller looks at its search's ``CancelFlag``."""
CANCEL_SLOTS = 64
"""How many spread searches may run at once (more search in-process)."""
STREAM_SHIFT = 48
"""Worker ``k`` searches with seed ``seed + (k << STREAM_SHIFT)``: a random stream of its
own (players' seeds are below 2**34), and stream 0 is the player's own."""
RETURN_MARGIN_S = 0.005
"""Of a time budget, what is kept for sending the shares and merging their answers."""
SHUTDOWN_WAIT_S = 2.0
MAX_FAILURES = 3
"""After this many failed spread searches the pool is given up: searches stay in-process."""

Kind = Literal["pass", "play"]


def cores() -> int:
    """The processor cores this process may run on."""
    if hasattr(os, "sched_getaffinity"):
        return max(1, len(os.sched_getaffinity(0)))
    return max(1, os.cpu_count() or 1)


def default_workers() -> int:
    """One fewer than the cores (the GUI keeps one), at least one; or what
    ``HEARTS_QT_SEARCH_WORKERS`` says (0: search in-process), if it is a number."""
    wanted = os.environ.get(WORKERS_VARIABLE, "").strip()
    if wanted:
        if wanted.isdigit() and int(wanted) <= MAX_WORKERS:
            return int(wanted)
        log.warning(
            "%s=%r is not a number of workers from 0 to %d; using %d.",
            WORKERS_VARIABLE,
            wanted,
            MAX_WORKERS,
            max(1, cores() - 1),
        )
    return max(1, cores() - 1)


def merge(evaluations: Sequence[Evaluation]) -> Evaluation:
    """One evaluation from the shares' (at least one): ``estimate.merged``, except that a
    single share that measured anything is returned as it is (so one worker chooses as
    the player alone, equal values in the search's own order)."""
    measured = [e for e in evaluations if e.ranked]
    if not measured:
        return evaluations[0]
    if len(measured) == 1:
        return measured[0]
    return merged(measured)


class _SlotFlag(CancelFlag):
    """A worker's view of its search's flag: a byte of memory shared with the caller."""

    __slots__ = ("_slot",)

    def __init__(self, slot: int) -> None:
        super().__init__()
        self._slot = slot

    def set(self) -> None:
        _WORKER_FLAGS[self._slot] = 1

    def is_set(self) -> bool:
        return bool(_WORKER_FLAGS[self._slot])


_WORKER_FLAGS: Any = None
"""In a worker: the shared cancel bytes, one a slot (``multiprocessing`` RawArray)."""


def _start_worker(flags: Any) -> None:
    global _WORKER_FLAGS
    _WORKER_FLAGS = flags


def _warm_up() -> int:
    """A worker's first task: load the search (so that the first real one is quick)."""
    import hearts_qt.ai.montecarlo  # noqa: F401

    return os.getpid()


def _search_share(player: Player, kind: Kind, view: SeatView, slot: int) -> Evaluation:
    """In a worker: the player's own search on its share of the deals."""
    flag = _SlotFlag(slot)
    if kind == "pass":
        return player.evaluate_pass(view, flag)
    return player.evaluate_play(view, flag)


class SearchPool:
    """``workers`` processes that search shares of the deals; thread-safe."""

    def __init__(self, workers: int) -> None:
        if workers < 1:
            raise ValueError("A search pool needs at least one worker.")
        self.workers = workers
        self._lock = threading.Lock()
        self._executor: ProcessPoolExecutor | None = None
        self._warming: list[Future[int]] = []
        self._flags: Any = None
        self._free = list(range(CANCEL_SLOTS))
        self._closed = False
        self._failures = 0
        self.spread_searches = 0
        """How many searches the workers have answered."""

    def start(self) -> None:
        """Start the workers in the background (at once: nobody waits for them)."""
        with self._lock:
            if self._executor is not None or self._closed or self._failures >= MAX_FAILURES:
                return
            import multiprocessing
            from concurrent.futures import ProcessPoolExecutor

            context = multiprocessing.get_context("spawn")
            self._flags = context.RawArray("b", CANCEL_SLOTS)
            self._executor = ProcessPoolExecutor(
                self.workers, context, initializer=_start_worker, initargs=(self._flags,)
            )
            # One task each, sent together: each finds every worker started busy, and so
            # starts one more.
            self._warming = [self._executor.submit(_warm_up) for _ in range(self.workers)]
            for future in self._warming:
                future.add_done_callback(_say_if_failed)

    @property
    def ready(self) -> bool:
        """Whether every worker has started and loaded the search."""
        warming = self._warming
        return bool(warming) and all(f.done() and f.exception() is None for f in warming)

    def wait_ready(self, timeout: float) -> bool:
        """Start the workers and wait up to ``timeout`` s for them (benchmarks, tests)."""
        self.start()
        if self._executor is None:  # shut down, or given up after failures
            return False
        end = time.perf_counter() + timeout
        while not self.ready and time.perf_counter() < end:
            if any(f.done() and f.exception() is not None for f in self._warming):
                return False
            time.sleep(0.01)
        return self.ready

    def worker_ids(self) -> list[int]:
        """The workers' process ids (for benchmarks that read their processor time)."""
        executor = self._executor
        processes = getattr(executor, "_processes", None) or {}
        return sorted(int(pid) for pid in processes)

    def evaluate(
        self, player: MonteCarloPlayer, kind: Kind, view: SeatView, cancel: CancelFlag | None
    ) -> Evaluation:
        """``player``'s search of ``view`` spread over the workers; in-process while
        they are starting, and if they fail (logged)."""
        start = time.perf_counter()
        self.start()
        slot = self._take_slot() if self.ready else None
        if slot is None:
            return _in_process(player, kind, view, cancel)
        try:
            return self._spread(player, kind, view, cancel, slot, start)
        except Exception:  # a worker died or a share could not be sent: search here
            self._failures += 1
            log.exception(
                "The search workers failed (%d of %d times); searching in-process.",
                self._failures,
                MAX_FAILURES,
            )
            self._restart()
            return _in_process(player, kind, view, cancel)

    def _spread(
        self,
        player: MonteCarloPlayer,
        kind: Kind,
        view: SeatView,
        cancel: CancelFlag | None,
        slot: int,
        start: float,
    ) -> Evaluation:
        from concurrent.futures import ALL_COMPLETED, wait

        executor = self._executor
        assert executor is not None
        futures: list[Future[Evaluation]] = []
        try:
            for share in _shares(player, self.workers, start):
                futures.append(executor.submit(_search_share, share, kind, view, slot))
            while wait(futures, POLL_S, ALL_COMPLETED).not_done:
                if cancel is not None and cancel.is_set():
                    self._flags[slot] = 1
            evaluations = [f.result() for f in futures]
        finally:
            self._flags[slot] = 1  # a share not yet begun (an error above) stops at once
            if all(f.done() for f in futures):
                self._give_back(slot)
            else:  # in use until its shares end: kept out of use
                log.warning("Search shares did not finish; cancel slot %d retired.", slot)
        player.last_samples = sum(e.samples for e in evaluations)
        with self._lock:
            self.spread_searches += 1
        return merge(evaluations)

    def _take_slot(self) -> int | None:
        with self._lock:
            if not self._free:
                return None
            slot = self._free.pop()
            self._flags[slot] = 0
            return slot

    def _give_back(self, slot: int) -> None:
        with self._lock:
            if slot not in self._free:  # (all were given back by a restart meanwhile)
                self._free.append(slot)

    def _restart(self) -> None:
        """After a failure, the next search starts fresh workers."""
        with self._lock:
            executor, self._executor, self._warming = self._executor, None, []
            self._free = list(range(CANCEL_SLOTS))
        if executor is not None:
            executor.shutdown(wait=False, cancel_futures=True)

    def shutdown(self) -> None:
        """Stop every search (within a deal) and end the workers; searches asked
        afterwards run in-process."""
        with self._lock:
            self._closed = True
            executor, self._executor, self._warming = self._executor, None, []
            flags = self._flags
        if executor is None:
            return
        for slot in range(CANCEL_SLOTS):
            flags[slot] = 1
        processes = list((getattr(executor, "_processes", None) or {}).values())
        executor.shutdown(wait=False, cancel_futures=True)
        end = time.perf_counter() + SHUTDOWN_WAIT_S
        for process in processes:
            process.join(max(0.0, end - time.perf_counter()))
            if process.is_alive():
                process.terminate()


def _say_if_failed(future: Future[int]) -> None:
    if not future.cancelled() and future.exception() is not None:
        log.error("A search worker could not start: %r; searching in-process.", future.exception())


def _in_process(
    player: MonteCarloPlayer, kind: Kind, view: SeatView, cancel: CancelFlag | None
) -> Evaluation:
    if kind == "pass":
        return player.evaluate_pass(view, cancel)
    return player.evaluate_play(view, cancel)


def _shares(player: MonteCarloPlayer, workers: int, start: float) -> list[MonteCarloPlayer]:
    """The player as each worker searches: its own stream, its share of a fixed number of
    deals, what is left of a time budget (the workers sample side by side)."""
    count = workers if player.iterations is None else min(workers, player.iterations)
    budget = player.time_budget
    if budget is not None:
        budget = max(RETURN_MARGIN_S, budget - (time.perf_counter() - start) - RETURN_MARGIN_S)
    shares = []
    for k in range(count):
        share = copy.copy(player)
        share.seed = player.seed + (k << STREAM_SHIFT)
        share.time_budget = budget
        if player.iterations is not None:
            share.iterations = player.iterations // count + (k < player.iterations % count)
        shares.append(share)
    return shares


class SpreadPlayer(Player):
    """A Monte Carlo player whose searches run on a ``SearchPool``."""

    def __init__(self, inner: MonteCarloPlayer, pool: SearchPool) -> None:
        super().__init__(inner.seed)
        self.inner = inner
        self.level = inner.level
        self.pool = pool

    def choose_pass(self, view: SeatView) -> PassChoice:
        return self.think_pass(view, None)

    def choose_play(self, view: SeatView) -> Card:
        return self.think_play(view, None)

    def think_pass(self, view: SeatView, cancel: CancelFlag | None) -> PassChoice:
        return self.evaluate_pass(view, cancel).chosen

    def think_play(self, view: SeatView, cancel: CancelFlag | None) -> Card:
        return self.evaluate_play(view, cancel).chosen[0]

    def evaluate_pass(self, view: SeatView, cancel: CancelFlag | None) -> Evaluation:
        return self.pool.evaluate(self.inner, "pass", view, cancel)

    def evaluate_play(self, view: SeatView, cancel: CancelFlag | None) -> Evaluation:
        return self.pool.evaluate(self.inner, "play", view, cancel)


_SHARED: SearchPool | None = None
_SHARED_LOCK = threading.Lock()


def shared_pool() -> SearchPool | None:
    """The process's search workers (made at the first call, started at the first
    search), or None when ``HEARTS_QT_SEARCH_WORKERS`` is 0 or after ``shutdown``."""
    global _SHARED
    with _SHARED_LOCK:
        if _SHARED is None and not _SHUT_DOWN:
            workers = default_workers()
            if workers == 0:
                return None
            _SHARED = SearchPool(workers)
            import atexit

            atexit.register(shutdown)
        return _SHARED


_SHUT_DOWN = False


def spread(player: Player) -> Player:
    """``player`` searching on the shared workers if it is a Monte Carlo player (Hard,
    Expert) and there are workers; otherwise ``player`` itself."""
    if player.level not in TIME_BUDGETS:
        return player
    from hearts_qt.ai.montecarlo import MonteCarloPlayer

    if not isinstance(player, MonteCarloPlayer) or not _loads_in_a_worker(player):
        return player
    pool = shared_pool()
    return player if pool is None else SpreadPlayer(player, pool)


def _loads_in_a_worker(player: Player) -> bool:
    """A worker imports the player's class by its module: the package's own, not a
    test's or a benchmark's."""
    return type(player).__module__.startswith("hearts_qt.")


def shutdown() -> None:
    """End the shared workers (the application is closing); later searches run
    in-process."""
    global _SHARED, _SHUT_DOWN
    with _SHARED_LOCK:
        pool, _SHARED, _SHUT_DOWN = _SHARED, None, True
    if pool is not None:
        pool.shutdown()
