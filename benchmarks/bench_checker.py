"""How long the play checker takes to go over a whole hand of South's, on one core.

Plays ``--hands`` seeded hands with four Normal players (South's decisions are a fair
player's, so the Expert often differs), then checks South's decisions in each with the
checker's sample counts (``CheckSize``: the Expert's search per decision, and the paired
deals on which a differing choice is measured). No Qt, no thread: the time is the
checker's alone. Prints each hand's time and findings, then the median and the spread.

    python benchmarks/bench_checker.py [--hands 7] [--seed 1]
        [--search-deals 400] [--measure-deals 200]
"""

from __future__ import annotations

import argparse
import statistics
import time

from hearts_qt.ai import make_player
from hearts_qt.ai.checker import MEASURE_DEALS, SEARCH_DEALS, CheckSize, check_hand
from hearts_qt.engine import Game, Phase, Seat


def played_hand(seed: int) -> Game:
    """The first hand of the game with ``seed``, four Normal players (passing left)."""
    game = Game(seed=seed)
    players = [make_player("normal", seed * 4 + s) for s in Seat]
    game.deal()
    hand = game.hand
    chosen = {seat: players[seat].choose_pass(game.view(seat)) for seat in Seat}
    for seat in Seat:
        game.pass_cards(seat, chosen[seat])
    while hand.phase is Phase.PLAYING:
        turn = hand.to_play
        assert turn is not None
        game.play(turn, players[turn].choose_play(game.view(turn)))
    return game


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=7)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--search-deals", type=int, default=SEARCH_DEALS)
    parser.add_argument("--measure-deals", type=int, default=MEASURE_DEALS)
    args = parser.parse_args()
    size = CheckSize(args.search_deals, args.measure_deals)
    print(
        f"{args.hands} hands, seeds {args.seed}…{args.seed + args.hands - 1}: the Expert "
        f"searches {size.search_deals} deals a play ({size.search_deals // 4} a pass), a "
        f"differing choice is measured on {size.measure_deals} paired deals"
    )
    times: list[float] = []
    walls: list[float] = []
    decisions = verdicts = 0
    for seed in range(args.seed, args.seed + args.hands):
        game = played_hand(seed)
        start, wall = time.process_time(), time.perf_counter()
        found = check_hand(game, 1, seed * 4 + Seat.SOUTH, size)
        elapsed = time.process_time() - start
        walls.append(time.perf_counter() - wall)
        assert found is not None
        times.append(elapsed)
        decisions += found.decisions
        verdicts += len(found.verdicts)
        costs = ", ".join(f"{v.cost:.1f}±{v.error:.1f}" for v in found.verdicts) or "none"
        print(
            f"  seed {seed}: {elapsed:5.2f} s CPU, {found.decisions} decisions, "
            f"{len(found.verdicts)} flagged (points: {costs})"
        )
    quartiles = statistics.quantiles(times, n=4) if len(times) > 1 else [times[0]] * 3
    print(
        f"a whole hand: median {statistics.median(times):.2f} s CPU, interquartile "
        f"{quartiles[0]:.2f}–{quartiles[2]:.2f} s, range {min(times):.2f}–{max(times):.2f} s; "
        f"{verdicts} of {decisions} decisions flagged"
    )
    print(f"wall clock: median {statistics.median(walls):.2f} s, max {max(walls):.2f} s")


if __name__ == "__main__":
    main()
