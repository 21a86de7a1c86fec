"""Think time of each level, and how many sampled deals the Monte Carlo levels fit in
their time budget (to pick ``--iterations`` that match it in arena runs).

    python benchmarks/bench_ai.py [--levels normal,hard,expert,expert-v1] [--positions 60]
    python benchmarks/bench_ai.py --profile      # cProfile of the rollout loop
"""

from __future__ import annotations

import argparse
import cProfile
import pstats
import random
import statistics
import time

from hearts_qt.ai import Player, make_player
from hearts_qt.ai.montecarlo import MonteCarloPlayer
from hearts_qt.ai.policy import rollout_policy
from hearts_qt.ai.v1 import ExpertV1
from hearts_qt.engine import Game, Phase, Rules, Seat, SeatView
from hearts_qt.engine.simulate import deal_masks, new_position, play_out


def positions(count: int, seed: int) -> list[SeatView]:
    """Views where a card is to be chosen among two or more, from Normal self-play."""
    players = [make_player("normal", s) for s in range(4)]
    views: list[SeatView] = []
    game = Game(Rules(), seed)
    while len(views) < count * 4:
        if game.is_over:
            seed += 1
            game = Game(Rules(), seed)
        game.deal()
        hand = game.hand
        if hand.phase is Phase.PASSING:
            chosen = {s: players[s].choose_pass(game.view(s)) for s in Seat}
            for s in Seat:
                game.pass_cards(s, chosen[s])
        while hand.phase is Phase.PLAYING:
            turn = hand.to_play
            assert turn is not None
            view = game.view(turn)
            if len(view.legal) > 1:
                views.append(view)
            game.play(turn, players[turn].choose_play(view))
    return random.Random(seed).sample(views, count)


def bench_level(level: str, views: list[SeatView], iterations: int | None) -> None:
    player: Player
    if level == "expert-v1":
        player = ExpertV1(1, iterations)
    else:
        player = make_player(level, 1, iterations=iterations)
    times = []
    samples = []
    for view in views:
        start = time.perf_counter()
        player.choose_play(view)
        times.append((time.perf_counter() - start) * 1000)
        if isinstance(player, MonteCarloPlayer | ExpertV1):
            samples.append(player.last_samples)
    times.sort()
    p99 = times[min(len(times) - 1, int(0.99 * len(times)))]
    line = (
        f"{level:<9} decisions {len(times):4d}  ms median {statistics.median(times):8.2f}"
        f"  p95 {times[int(0.95 * (len(times) - 1))]:8.2f}  p99 {p99:8.2f}  max {times[-1]:8.2f}"
    )
    if samples:
        line += f"  deals median {statistics.median(samples):.0f} min {min(samples)}"
    print(line, flush=True)


def rollouts_per_second(seconds: float = 2.0) -> float:
    rng = random.Random(1)
    count = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        play_out(new_position(deal_masks(rng), Rules()), rollout_policy)
        count += 1
    return count / (time.perf_counter() - start)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--levels", default="easy,normal,hard,expert,expert-v1")
    parser.add_argument("--positions", type=int, default=60)
    parser.add_argument("--iterations", type=int)
    parser.add_argument("--profile", action="store_true")
    args = parser.parse_args()
    if args.profile:
        cProfile.runctx("rollouts_per_second(3.0)", globals(), locals(), "/tmp/rollouts.prof")
        pstats.Stats("/tmp/rollouts.prof").sort_stats("tottime").print_stats(12)
        return
    print(f"full-hand Normal rollouts per second: {rollouts_per_second():.0f}")
    views = positions(args.positions, 11)
    for level in args.levels.split(","):
        searching = level in ("hard", "expert", "expert-v1")
        bench_level(level, views, args.iterations if searching else None)


if __name__ == "__main__":
    main()
