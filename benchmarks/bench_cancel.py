"""How fast a computer player's search stops when its answer is no longer wanted.

1. The raw cancel latency of an Expert search (no Qt): a thread searches a pass or a
   card with the real time budget; after a random part of it the flag is set, and the
   time until the search returns is measured (target: ≤ 50 ms).
2. Through the controller: four Experts, a new game while one of them is thinking about
   its pass; the time from ``new_game`` to the first decision of the new deal being asked
   of a player (the worker is free again), and to the cancelled search returning.

Prints the median and max over ``--trials`` of each. ``--ignore-cancel`` runs part 2 with
players that do not look at the flag: the figures of a search left to run to its end.
``--workers N`` has the Experts search on ``N`` worker processes (``ai.parallel``), as in
the game: the cancel then reaches them through shared memory.

    python benchmarks/bench_cancel.py [--trials 20] [--seed 1] [--ignore-cancel] [--workers N]
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import threading
import time
from collections.abc import Callable

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QCoreApplication, QEventLoop, QThread

from hearts_qt.ai import CancelFlag, Player, make_player
from hearts_qt.ai.montecarlo import MonteCarloPlayer
from hearts_qt.ai.parallel import SearchPool, SpreadPlayer
from hearts_qt.controller import GameController
from hearts_qt.engine import Card, Game, PassDirection, Phase, Rules, Seat, SeatView

TARGET_MS = 50.0


def _views(rng: random.Random, count: int) -> tuple[list[SeatView], list[SeatView]]:
    """Pass views (cards go left) and play views with at least four legal cards."""
    normal = [make_player("normal", s) for s in range(4)]
    passes: list[SeatView] = []
    plays: list[SeatView] = []
    while len(passes) < count or len(plays) < count:
        game = Game(Rules(), rng.randrange(2**31))
        game.deal()
        hand = game.hand
        assert hand.direction is PassDirection.LEFT
        passes.append(game.view(Seat(rng.randrange(4))))
        for seat in Seat:
            game.pass_cards(seat, normal[seat].choose_pass(game.view(seat)))
        while hand.phase is Phase.PLAYING:
            turn = hand.to_play
            assert turn is not None
            view = game.view(turn)
            if len(view.legal) >= 4 and rng.random() < 0.2:
                plays.append(view)
            game.play(turn, normal[turn].choose_play(view))
    return passes[:count], plays[:count]


def _cancel_latency(player: Player, view: SeatView, delay: float) -> float:
    flag = CancelFlag()

    def think() -> None:
        if view.phase is Phase.PASSING:
            player.think_pass(view, flag)
        else:
            player.think_play(view, flag)

    thread = threading.Thread(target=think)
    thread.start()
    time.sleep(delay)
    start = time.perf_counter()
    flag.set()
    thread.join()
    return (time.perf_counter() - start) * 1000


def _summary(label: str, values: list[float], target: str = "") -> None:
    print(
        f"{label}: median {statistics.median(values):6.1f} ms, max {max(values):6.1f} ms "
        f"(n={len(values)}){target}",
        flush=True,
    )


def _searching(player: Player, pool: SearchPool | None) -> Player:
    """``player``, searching on ``pool``'s workers if there is one."""
    if pool is None or not isinstance(player, MonteCarloPlayer):
        return player
    return SpreadPlayer(player, pool)


def raw_latency(trials: int, rng: random.Random, pool: SearchPool | None) -> None:
    passes, plays = _views(rng, trials)
    target = f", target ≤ {TARGET_MS:.0f} ms"
    where = "" if pool is None else f" on {pool.workers} worker(s)"
    for kind, views in (("pass", passes), ("play", plays)):
        times = []
        for n, view in enumerate(views):
            player = _searching(make_player("expert", n), pool)  # the real 1 s budget
            times.append(_cancel_latency(player, view, rng.uniform(0.05, 0.8)))
        _summary(f"Expert {kind} search{where}, cancel → return", times, target)


class _Watched(Player):
    """A real player whose decisions are timed: when asked, when done, whether cancelled."""

    def __init__(self, inner: Player, game_seed: int, log: list[tuple[str, int, float]]) -> None:
        super().__init__(inner.seed)
        self.inner = inner
        self.level = inner.level
        self.game_seed = game_seed
        self.log = log
        self.ignore_cancel = False

    def choose_pass(self, view: SeatView) -> tuple[Card, Card, Card]:
        return self.think_pass(view, None)

    def choose_play(self, view: SeatView) -> Card:
        return self.think_play(view, None)

    def think_pass(self, view: SeatView, cancel: CancelFlag | None) -> tuple[Card, Card, Card]:
        self.log.append(("asked", self.game_seed, time.perf_counter()))
        try:
            return self.inner.think_pass(view, None if self.ignore_cancel else cancel)
        finally:
            self.log.append(("done", self.game_seed, time.perf_counter()))

    def think_play(self, view: SeatView, cancel: CancelFlag | None) -> Card:
        self.log.append(("asked", self.game_seed, time.perf_counter()))
        try:
            return self.inner.think_play(view, None if self.ignore_cancel else cancel)
        finally:
            self.log.append(("done", self.game_seed, time.perf_counter()))


def _wait_until(condition: Callable[[], bool], timeout: float = 30.0) -> None:
    end = time.perf_counter() + timeout
    while not condition():
        if time.perf_counter() > end:
            raise TimeoutError("the controller did not get there in time")
        QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 5)
        QThread.msleep(1)


def _trial(
    controller: GameController, log: list[tuple[str, int, float]], old: int, new: int, delay: float
) -> tuple[float, float]:
    """New game ``new`` ``delay`` s into game ``old``'s first search: ms to the new deal's
    first request, and to the old search's return."""

    def times(what: str, seed: int) -> list[float]:
        return [t for w, s, t in log if w == what and s == seed]

    controller.new_game(seed=old)
    _wait_until(lambda: bool(times("asked", old)))
    time.sleep(delay)  # part of the way into the Expert's pass
    start = time.perf_counter()
    controller.new_game(seed=new)
    _wait_until(lambda: bool(times("asked", new)))
    _wait_until(lambda: len(times("done", old)) == len(times("asked", old)))
    return (times("asked", new)[0] - start) * 1000, (max(times("done", old)) - start) * 1000


def through_controller(
    trials: int, rng: random.Random, ignore_cancel: bool, pool: SearchPool | None
) -> None:
    log: list[tuple[str, int, float]] = []

    def factory(level: str, seed: int) -> Player:
        player = _Watched(_searching(make_player(level, seed), pool), seed // 4, log)
        player.ignore_cancel = ignore_cancel
        return player

    controller = GameController(
        levels=("expert",) * 3, south_level="expert", player_factory=factory
    )
    to_new: list[float] = []
    to_free: list[float] = []
    try:
        for trial in range(trials):
            first, free = _trial(
                controller, log, 2 * trial + 1, 2 * trial + 2, rng.uniform(0.05, 0.8)
            )
            to_new.append(first)
            to_free.append(free)
    finally:
        controller.shutdown()
    how = "players ignoring the flag" if ignore_cancel else "cancelled"
    if pool is not None:
        how += f", on {pool.workers} worker(s)"
    _summary(f"new_game during an Expert's pass ({how}) → first request of the new deal", to_new)
    _summary(f"new_game during an Expert's pass ({how}) → the old search returns", to_free)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--trials", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--ignore-cancel", action="store_true")
    parser.add_argument("--workers", type=int, default=0, help="search on N worker processes")
    args = parser.parse_args()
    app = QCoreApplication([])
    rng = random.Random(args.seed)
    pool = SearchPool(args.workers) if args.workers else None
    if pool is not None and not pool.wait_ready(60.0):
        raise SystemExit("the search workers did not start")
    try:
        if not args.ignore_cancel:
            raw_latency(args.trials, rng, pool)
        through_controller(args.trials, rng, args.ignore_cancel, pool)
    finally:
        if pool is not None:
            pool.shutdown()
    del app


if __name__ == "__main__":
    main()
