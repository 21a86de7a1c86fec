"""Expert's points per hand after good and bad passes, beside the frozen ``expert-v1``'s.

    python benchmarks/bench_pass.py [--games 8] [--iterations 50] [--seed 1] [--jobs 2]

Games are played as the arena plays them on duplicate deals: the Expert in one seat and
three ``expert-v1`` in the others, each game in its four rotations. Every pass is judged
on the real deal once all four have passed: each of the passes the Expert's search tries
(``pass_candidates``, and the pass chosen) replaces the seat's pass, the others' passes
staying as they were, and the hand is played out once with the frozen rollout policy of
``expert-v1`` for every seat (deterministic, so the judge is the same for both levels).
A pass's regret is its points there minus the fewest any candidate gives. A pass is
**good** with a regret of at most 1 point and **bad** with one of 5 points or more (a
queen handed back, a moon let through); the rest are neither. For each level the lines
give the share of good and bad passes and its real points per hand after each kind,
with the hand's moons shot by the seat passed to.
"""

from __future__ import annotations

import argparse
import random
import statistics
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass

from hearts_qt.ai.pass_search import pass_candidates
from hearts_qt.ai.v1.policy import rollout_policy as judge_policy
from hearts_qt.arena.match import GameSpec, make_arena_player
from hearts_qt.engine import Game, Phase, Rules, Seat
from hearts_qt.engine.masks import mask_of
from hearts_qt.engine.simulate import new_position, play_out

GOOD = 1
BAD = 5
LEVELS = ("expert", "expert-v1", "expert-v1", "expert-v1")


@dataclass(frozen=True, slots=True)
class Judged:
    level: str
    regret: int
    points: int
    receiver_shot: bool


def regret(before: list[int], passes: list[int], seat: int, shift: int, rules: Rules) -> int:
    """How many more points ``seat``'s pass gives it on the real deal than the best of
    the search's candidates, everything else as it was."""
    outcomes = []
    for candidate in [
        passes[seat],
        *(sum(1 << c for c in p) for p in pass_candidates(before[seat], rules)),
    ]:
        given = passes[:]
        given[seat] = candidate
        after = [before[s] & ~given[s] for s in range(4)]
        for s in range(4):
            after[(s + shift) % 4] |= given[s]
        outcomes.append(play_out(new_position(after, rules), judge_policy).points[seat])
    return outcomes[0] - min(outcomes)


def play(spec: GameSpec) -> list[Judged]:
    """One game of ``spec``: every pass judged, with the seat's points in that hand."""
    seat_of = [Seat((slot + spec.rotation) % 4) for slot in range(4)]
    players = [
        make_arena_player(level, random.Random(f"arena/{spec.seed}/{slot}").getrandbits(32), spec)
        for slot, level in enumerate(spec.levels)
    ]
    level_at = {seat_of[slot]: spec.levels[slot] for slot in range(4)}
    player_at = {seat_of[slot]: players[slot] for slot in range(4)}
    judged: list[Judged] = []
    game = Game(spec.rules, spec.seed)
    while not game.is_over:
        game.deal()
        hand = game.hand
        regrets: dict[Seat, int] = {}
        if hand.phase is Phase.PASSING:
            before = [hand.held_mask(seat) for seat in Seat]
            chosen = {seat: player_at[seat].choose_pass(game.view(seat)) for seat in Seat}
            passes = [mask_of(chosen[seat]) for seat in Seat]
            shift = hand.direction.value
            for seat in Seat:
                regrets[seat] = regret(before, passes, int(seat), shift, spec.rules)
                game.pass_cards(seat, chosen[seat])
        while hand.phase is Phase.PLAYING:
            turn = hand.to_play
            assert turn is not None
            game.play(turn, player_at[turn].choose_play(game.view(turn)))
        result = game.results[-1]
        for seat, value in regrets.items():
            receiver = Seat((int(seat) + hand.direction.value) % 4)
            judged.append(
                Judged(level_at[seat], value, result.points[seat], result.moon == receiver)
            )
    return judged


def report(judged: list[Judged]) -> None:
    for level in ("expert", "expert-v1"):
        mine = [j for j in judged if j.level == level]
        if not mine:
            continue
        mean = statistics.mean(j.points for j in mine)
        print(f"{level}: {len(mine)} passes, points per hand {mean:.2f}")
        for name, kind in (
            ("good", [j for j in mine if j.regret <= GOOD]),
            ("neither", [j for j in mine if GOOD < j.regret < BAD]),
            ("bad", [j for j in mine if j.regret >= BAD]),
        ):
            if not kind:
                print(f"  {name:<8} none")
                continue
            points = [j.points for j in kind]
            spread = (
                statistics.stdev(points) / len(points) ** 0.5 * 1.96 if len(points) > 1 else 0.0
            )
            moons = sum(j.receiver_shot for j in kind)
            print(
                f"  {name:<8} {100 * len(kind) / len(mine):5.1f}% of passes"
                f"  points per hand {statistics.mean(points):6.2f} ± {spread:.2f}"
                f"  moons by the seat passed to {moons}"
            )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=8, help="game seeds, each in 4 rotations")
    parser.add_argument("--iterations", type=int, default=50)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args()
    iterations = (("expert", args.iterations), ("expert-v1", args.iterations))
    specs = [
        GameSpec(args.seed + g, r, LEVELS, Rules(), iterations)
        for g in range(args.games)
        for r in range(4)
    ]
    judged: list[Judged] = []
    if args.jobs > 1:
        with ProcessPoolExecutor(args.jobs) as pool:
            for part in pool.map(play, specs):
                judged.extend(part)
    else:
        for spec in specs:
            judged.extend(play(spec))
    print(f"{len(specs)} games, seeds {args.seed}..{args.seed + args.games - 1} in 4 rotations")
    report(judged)


if __name__ == "__main__":
    main()
