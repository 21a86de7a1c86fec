"""How many deals Expert searches in its second: in-process, and on worker processes.

Each position (plays with two or more legal cards from Normal self-play, and passes) is
searched by a fresh Expert with the real time budget in every mode in turn — in-process,
then on a ``SearchPool`` of each ``--workers`` count — so the modes share the machine's
load; prints for each mode the deals searched per decision and per second, the ratio to
in-process, the processor time the search got per second (this process and the workers,
read from /proc: Linux) and the deals per processor-second, and the think time per
decision (median, p99). On a loaded machine the deals per second say what the search got
of it; the deals per processor-second say what a core idle for it would give. Then the
cancel through the workers: a search of ``--budget`` × 5 s is cancelled a random
0.05–0.8 s in, and the time from the flag to the search's return is printed (median, max).

    python benchmarks/bench_parallel.py [--positions 30] [--workers 1,2] [--budget 1.0]
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import threading
import time
from collections.abc import Callable

from bench_ai import positions

from hearts_qt.ai import CancelFlag, make_player
from hearts_qt.ai.estimate import Evaluation
from hearts_qt.ai.montecarlo import MonteCarloPlayer
from hearts_qt.ai.parallel import Kind, SearchPool, cores
from hearts_qt.engine import Game, PassDirection, Rules, Seat, SeatView

START_S = 60.0

Search = Callable[[MonteCarloPlayer, Kind, SeatView, CancelFlag | None], Evaluation]


def _in_process(
    player: MonteCarloPlayer, kind: Kind, view: SeatView, cancel: CancelFlag | None
) -> Evaluation:
    if kind == "pass":
        return player.evaluate_pass(view, cancel)
    return player.evaluate_play(view, cancel)


def _passes(count: int, seed: int) -> list[SeatView]:
    views = []
    for n in range(count):
        game = Game(Rules(), seed + n)
        game.deal()
        assert game.hand.direction is PassDirection.LEFT
        views.append(game.view(Seat(n % 4)))
    return views


def _expert(seed: int, budget: float) -> MonteCarloPlayer:
    player = make_player("expert", seed, time_budget=budget)
    assert isinstance(player, MonteCarloPlayer)
    return player


def _cpu_seconds(pids: list[int]) -> float:
    """The processor time the workers ``pids`` have used (Linux: /proc), and this process."""
    total = time.process_time()
    tick = os.sysconf("SC_CLK_TCK")
    for pid in pids:
        with open(f"/proc/{pid}/stat", encoding="ascii") as stat:
            fields = stat.read().rsplit(")", 1)[1].split()
        total += (int(fields[11]) + int(fields[12])) / tick
    return total


def _p99(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[max(0, int(len(ordered) * 0.99) - 1)]


def deals_per_second(
    modes: dict[str, Search], pids: dict[str, list[int]], views: list[SeatView], budget: float
) -> None:
    deals: dict[str, list[int]] = {name: [] for name in modes}
    times: dict[str, list[float]] = {name: [] for name in modes}
    cpu = dict.fromkeys(modes, 0.0)
    for n, view in enumerate(views):
        kind: Kind = "pass" if len(view.hand) == 13 and not view.played else "play"
        for name, search in modes.items():
            player = _expert(n, budget)
            used = _cpu_seconds(pids[name])
            start = time.perf_counter()
            evaluation = search(player, kind, view, None)
            times[name].append(time.perf_counter() - start)
            cpu[name] += _cpu_seconds(pids[name]) - used
            deals[name].append(evaluation.samples)
    base = sum(deals["in-process"]) / sum(times["in-process"])
    base_cpu = sum(deals["in-process"]) / cpu["in-process"]
    print(f"{len(views)} decisions ({cores()} cores), Expert budget {budget:.2f} s:")
    for name in modes:
        rate = sum(deals[name]) / sum(times[name])
        per_cpu = sum(deals[name]) / cpu[name]
        print(
            f"  {name:>11}: {statistics.mean(deals[name]):7.1f} deals a decision, "
            f"{rate:7.1f} deals/s ({rate / base:4.2f}x in-process); "
            f"{cpu[name] / sum(times[name]):4.2f} CPU-s a second, "
            f"{per_cpu:7.1f} deals a CPU-s ({per_cpu / base_cpu:4.2f}x); think time median "
            f"{statistics.median(times[name]):.3f} s, p99 {_p99(times[name]):.3f} s",
            flush=True,
        )


def cancel_latency(name: str, pool: SearchPool, views: list[SeatView], budget: float) -> None:
    rng = random.Random(1)
    waited: list[float] = []
    for n, view in enumerate(views):
        flag = CancelFlag()
        player = _expert(n, budget * 5)
        thread = threading.Thread(target=pool.evaluate, args=(player, "play", view, flag))
        thread.start()
        time.sleep(rng.uniform(0.05, 0.8))
        start = time.perf_counter()
        flag.set()
        thread.join()
        waited.append((time.perf_counter() - start) * 1000)
    print(
        f"  cancel → return, {name}: median {statistics.median(waited):5.1f} ms, "
        f"max {max(waited):5.1f} ms (n={len(waited)})",
        flush=True,
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument(
        "--positions", type=int, default=30, help="plays (and a third as many passes)"
    )
    parser.add_argument("--workers", default="1,2", help="the pools' worker counts")
    parser.add_argument("--budget", type=float, default=1.0, help="Expert's seconds a decision")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--cancels", type=int, default=10)
    args = parser.parse_args()
    pools = {f"{w} worker{'s' * (w > 1)}": SearchPool(w) for w in map(int, args.workers.split(","))}
    for name, pool in pools.items():
        started = time.perf_counter()
        if not pool.wait_ready(START_S):
            raise SystemExit(f"the {name} pool did not start")
        print(f"{name} started in {time.perf_counter() - started:.2f} s", flush=True)
    modes: dict[str, Search] = {"in-process": _in_process}
    modes.update((name, pool.evaluate) for name, pool in pools.items())
    pids = {"in-process": [], **{name: pool.worker_ids() for name, pool in pools.items()}}
    plays = positions(args.positions, args.seed)
    views = plays + _passes(max(1, args.positions // 3), args.seed)
    try:
        deals_per_second(modes, pids, views, args.budget)
        for name, pool in pools.items():
            cancel_latency(name, pool, plays[: args.cancels], args.budget)
    finally:
        for pool in pools.values():
            pool.shutdown()


if __name__ == "__main__":
    main()
