"""How many complete random hands per second the engine plays on one core.

Two paths are timed, each the median of several repeats:

- the fast path the Monte Carlo players use: ``simulate.play_out`` with ``random_policy``,
  a fresh deal (``deal_masks``) included in every hand;
- the validated public API the controller uses: ``Game.deal``, ``Game.pass_cards`` and
  ``Game.play`` with random legal choices, games following one another (so one hand in
  four has no pass), every action checked and every event built.

Rates are from the process's CPU time (steady on a shared machine); the wall-clock rate
is shown beside it. Run from the repository root::

    python benchmarks/bench_engine.py [--repeats 7] [--fast-hands 4000] [--api-hands 1000]
"""

from __future__ import annotations

import argparse
import platform
import random
import statistics
import sys
import time
from collections.abc import Callable

from hearts_qt.engine import Game, Phase, Rules, Seat
from hearts_qt.engine.simulate import deal_masks, new_position, play_out, random_policy

FAST_TARGET = 5_000
API_TARGET = 1_000


def fast_path(hands: int, seed: int) -> None:
    rng = random.Random(seed)
    policy = random_policy(rng)
    rules = Rules()
    for _ in range(hands):
        play_out(new_position(deal_masks(rng), rules), policy)


def public_api(hands: int, seed: int) -> None:
    rng = random.Random(seed)
    game = Game(Rules(), seed)
    for _ in range(hands):
        if game.is_over:
            seed += 1
            game = Game(Rules(), seed)
        game.deal()
        hand = game.hand
        if hand.phase is Phase.PASSING:
            for seat in Seat:
                game.pass_cards(seat, rng.sample(hand.held(seat), 3))
        while hand.phase is Phase.PLAYING:
            turn = hand.to_play
            assert turn is not None
            game.play(turn, rng.choice(hand.legal_plays(turn)))


def measure(run: Callable[[int, int], None], hands: int, repeats: int) -> tuple[float, float]:
    """Median hands per second by CPU time and by wall clock."""
    run(max(1, hands // 10), 0)  # warm up
    cpu_rates, wall_rates = [], []
    for repeat in range(repeats):
        cpu, wall = time.process_time(), time.perf_counter()
        run(hands, 1000 + repeat)
        cpu_rates.append(hands / (time.process_time() - cpu))
        wall_rates.append(hands / (time.perf_counter() - wall))
    return statistics.median(cpu_rates), statistics.median(wall_rates)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--repeats", type=int, default=7)
    parser.add_argument("--fast-hands", type=int, default=4000)
    parser.add_argument("--api-hands", type=int, default=1000)
    args = parser.parse_args(argv)
    print(
        f"Python {platform.python_version()} ({platform.python_implementation()}), "
        f"median of {args.repeats} repeats, one process"
    )
    fast, fast_wall = measure(fast_path, args.fast_hands, args.repeats)
    api, api_wall = measure(public_api, args.api_hands, args.repeats)
    rows = [
        ("fast path (simulate.play_out)", fast, fast_wall, FAST_TARGET),
        ("public API (Game, validated)", api, api_wall, API_TARGET),
    ]
    for name, rate, wall, target in rows:
        verdict = "ok" if rate >= target else "BELOW TARGET"
        print(
            f"{name:<31} {rate:>9,.0f} hands/s  (wall {wall:>9,.0f})  "
            f"target {target:>6,}  {verdict}"
        )
    print(f"{'ratio fast / public':<31} {fast / api:>9.1f} ×")
    return 0 if fast >= FAST_TARGET and api >= API_TARGET else 1


if __name__ == "__main__":
    sys.exit(main())
