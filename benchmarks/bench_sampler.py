"""Cost of one sampled deal: the live sampler (uniform among the consistent deals) beside
expert-v1's (greedy, biased once voids constrain it), on the same views.

    python benchmarks/bench_sampler.py [--views 400] [--deals 200] [--runs 5]

The views are play decisions between two or more cards from Normal self-play (those
of bench_ai.py); each sampler deals ``--deals`` deals for each view, the two alternated
run by run. It prints microseconds per deal for
all views and for those where some seat has shown a void.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Callable
from functools import partial

from bench_ai import positions

from hearts_qt.ai import knowledge as live_knowledge
from hearts_qt.ai import sampler as live_sampler
from hearts_qt.ai.v1 import knowledge as v1_knowledge
from hearts_qt.ai.v1 import sampler as v1_sampler


def per_deal(deal: Callable[[random.Random], object], deals: int) -> float:
    rng = random.Random(1)
    start = time.perf_counter()
    for _ in range(deals):
        deal(rng)
    return (time.perf_counter() - start) / deals * 1e6


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--views", type=int, default=400)
    parser.add_argument("--deals", type=int, default=200)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    seen = positions(args.views, 3)
    live = [live_knowledge.knowledge_of(v) for v in seen]
    old = [v1_knowledge.knowledge_of(v) for v in seen]
    voids = [any(k.void_suits(s) for s in range(4) if s != k.seat) for k in live]
    results: dict[str, list[list[float]]] = {"live": [], "expert-v1": []}
    for _ in range(args.runs):
        results["live"].append(
            [per_deal(partial(live_sampler.sample_hands, k), args.deals) for k in live]
        )
        results["expert-v1"].append(
            [per_deal(partial(v1_sampler.sample_hands, k), args.deals) for k in old]
        )
    print(
        f"{len(seen)} views ({sum(voids)} with a void shown), {args.deals} deals each, "
        f"{args.runs} runs alternated"
    )
    for name, runs in results.items():
        means = [statistics.fmean(run) for run in runs]
        void_means = [
            statistics.fmean(t for t, v in zip(run, voids, strict=True) if v) for run in runs
        ]
        print(
            f"{name:<10} µs per deal, median of runs: all views {statistics.median(means):6.1f}"
            f"  views with a void {statistics.median(void_means):6.1f}"
            f"  (runs {min(means):.1f}-{max(means):.1f})"
        )


if __name__ == "__main__":
    main()
