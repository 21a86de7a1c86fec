"""The arena's command line: parse, run games (in parallel processes), print statistics.

Games are played in waves until at least ``--hands`` hands are done; with
``--duplicate`` each game seed is played in its four rotations within one wave. The first
of ``--players`` is the player under test: the report ends with its ratio to the others
and that ratio's 95% interval, and ``--sprt`` plays small waves until a sequential test
decides (``sprt``), ``--hands`` being then the most it plays.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor

from hearts_qt.arena.match import (
    ARENA_LEVELS,
    SEARCHING_LEVELS,
    GameRecord,
    GameSpec,
    play_game,
)
from hearts_qt.arena.sprt import Sprt
from hearts_qt.arena.stats import PlayerSummary, RatioEstimate, ratio_estimate, summarize
from hearts_qt.engine.rules import MoonScoring, Rules

EXPECTED_HANDS_PER_GAME = 10


def _count(minimum: int) -> Callable[[str], int]:
    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"not a whole number: {text!r}") from None
        if value < minimum:
            raise argparse.ArgumentTypeError(f"must be at least {minimum}, not {value}")
        return value

    return parse


def _seconds(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number: {text!r}") from None
    if not value > 0 or math.isinf(value):
        raise argparse.ArgumentTypeError(f"must be a positive number of seconds, not {text}")
    return value


def _iterations(text: str) -> tuple[tuple[str, int], ...]:
    parse = _count(1)
    if "=" not in text:
        count = parse(text)
        return tuple((level, count) for level in SEARCHING_LEVELS)
    pairs = []
    for part in text.split(","):
        level, _, value = part.partition("=")
        level = level.strip().lower()
        if level not in SEARCHING_LEVELS:
            names = ", ".join(SEARCHING_LEVELS)
            raise argparse.ArgumentTypeError(f"only {names} search, not {level!r}")
        pairs.append((level, parse(value)))
    return tuple(pairs)


def _probability(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number: {text!r}") from None
    if not 0 < value < 0.5:
        raise argparse.ArgumentTypeError(f"must lie between 0 and 0.5, not {text}")
    return value


def _hypotheses(text: str) -> tuple[float, float]:
    parts = text.split(",")
    try:
        r0, r1 = (float(part) for part in parts)
    except ValueError:
        raise argparse.ArgumentTypeError(f"give two ratios as R0,R1, not {text!r}") from None
    if r0 == r1 or min(r0, r1) <= 0 or math.isinf(max(r0, r1)):
        raise argparse.ArgumentTypeError(f"the ratios must be positive and differ, not {text}")
    return r0, r1


def _players(text: str) -> tuple[str, str, str, str]:
    levels = [part.strip().lower() for part in text.split(",")]
    if len(levels) != 4:
        raise argparse.ArgumentTypeError(f"give exactly four players, not {len(levels)}")
    unknown = [level for level in levels if level not in ARENA_LEVELS]
    if unknown:
        raise argparse.ArgumentTypeError(
            f"unknown level {unknown[0]!r} (choose from {', '.join(ARENA_LEVELS)})"
        )
    return levels[0], levels[1], levels[2], levels[3]


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m hearts_qt.arena",
        description="Play computer players against each other and print statistics.",
    )
    add = parser.add_argument
    add("--players", type=_players, default=("normal",) * 4, help="four levels, comma-separated")
    add("--hands", type=_count(1), default=100, help="play at least this many hands")
    add("--seed", type=_count(0), default=1, help="seed of the first game's deals")
    add("--duplicate", action="store_true", help="play every game in all four rotations")
    add("--jobs", type=_count(1), default=1, help="games in parallel processes")
    add("--json", action="store_true", help="print one JSON object instead of a table")
    add(
        "--iterations",
        type=_iterations,
        default=(),
        help="sampled deals per card instead of a clock: N for hard, expert and expert-v1, "
        "or per level as hard=N,expert=M,expert-v1=M",
    )
    add("--time-budget", type=_seconds, help="hard/expert/expert-v1: seconds per card")
    test = parser.add_argument_group(
        "sequential test",
        "The first player is tested against the others: H0 says its points over the "
        "others' mean points are R0, H1 that they are R1 (lower is better, so R1 < R0 "
        "asks whether it is better). Needs --duplicate; --hands is then the most played.",
    )
    test.add_argument("--sprt", type=_hypotheses, metavar="R0,R1", help="e.g. 1.0,0.95")
    test.add_argument("--alpha", type=_probability, default=0.05, help="false H1 (0.05)")
    test.add_argument("--beta", type=_probability, default=0.05, help="false H0 (0.05)")
    rules = parser.add_argument_group("rules")
    rules.add_argument("--target-score", type=_count(1), default=100)
    rules.add_argument("--fixed-hands", type=_count(4), help="a multiple of four")
    rules.add_argument("--queen-breaks-hearts", action="store_true")
    rules.add_argument("--points-on-first-trick", action="store_true")
    rules.add_argument("--jack-of-diamonds", type=int, metavar="VALUE")
    rules.add_argument("--shoot-the-sun", action="store_true")
    rules.add_argument(
        "--moon-scoring", choices=[m.value for m in MoonScoring], default="others_plus"
    )
    return parser


def _rules(args: argparse.Namespace) -> Rules:
    return Rules(
        target_score=args.target_score,
        fixed_hands=args.fixed_hands,
        queen_breaks_hearts=args.queen_breaks_hearts,
        points_on_first_trick=args.points_on_first_trick,
        jack_of_diamonds=args.jack_of_diamonds,
        shoot_the_sun=args.shoot_the_sun,
        moon_scoring=MoonScoring(args.moon_scoring),
    )


def _waves(args: argparse.Namespace, rules: Rules, done: list[int]) -> Iterator[list[GameSpec]]:
    """Lists of games to play, until ``done[0]`` (hands so far) reaches ``--hands``; for a
    sequential test, small waves (a game per job) to stop soon after it decides."""
    rotations = range(4) if args.duplicate else range(1)
    seed = args.seed
    while done[0] < args.hands:
        per_game = done[1] / done[2] if done[2] else EXPECTED_HANDS_PER_GAME
        games = max(args.jobs, math.ceil((args.hands - done[0]) / per_game))
        if args.sprt is not None:
            games = args.jobs
        seeds = max(1, math.ceil(games / len(rotations)))
        yield [
            GameSpec(s, r, args.players, rules, args.iterations, args.time_budget)
            for s in range(seed, seed + seeds)
            for r in rotations
        ]
        seed += seeds


def run(
    args: argparse.Namespace, rules: Rules, test: Sprt | None = None
) -> tuple[list[GameRecord], float]:
    """Play the games; with ``test``, stop after the first wave at which it decides."""
    records: list[GameRecord] = []
    done = [0, 0, 0]
    start = time.perf_counter()
    pool = ProcessPoolExecutor(args.jobs) if args.jobs > 1 else None
    try:
        for wave in _waves(args, rules, done):
            results = pool.map(play_game, wave) if pool else map(play_game, wave)
            for record in results:
                records.append(record)
                done[0] += record.hands
                done[1] += record.hands
                done[2] += 1
            if test is not None:
                estimate = ratio_estimate(0, records)
                if test.decide(estimate.ratio, estimate.variance, estimate.groups):
                    break
    finally:
        if pool:
            pool.shutdown()
    return records, time.perf_counter() - start


def _table(summaries: Sequence[PlayerSummary], hands: int, elapsed: float) -> str:
    lines = [
        f"{'player':<13} {'pts/hand':>8} {'±95%':>6} {'ratio':>6} {'±95%':>6} "
        f"{'moons':>5} {'/100h':>5} {'against':>7} {'/100h':>5} "
        f"{'ms med':>8} {'ms p95':>8} {'ms p99':>8} {'ms max':>8}"
    ]
    for s in summaries:
        name = f"{s.slot + 1}:{s.level}"
        lines.append(
            f"{name:<13} {s.points_per_hand:8.3f} {s.ci95:6.3f} {s.ratio:6.3f} "
            f"{s.ratio_ci95:6.3f} {s.moons:5d} {s.moons_per_100:5.2f} "
            f"{s.moons_suffered:7d} {s.moons_suffered_per_100:5.2f} "
            f"{s.decision_ms_median:8.2f} {s.decision_ms_p95:8.2f} {s.decision_ms_p99:8.2f} "
            f"{s.decision_ms_max:8.2f}"
        )
    rate = hands / elapsed if elapsed > 0 else 0.0
    lines.append(f"hands: {hands}  time: {elapsed:.1f} s  hands/s: {rate:.2f}")
    return "\n".join(lines)


def _verdict(
    summary: PlayerSummary, estimate: RatioEstimate, test: Sprt | None, duplicate: bool
) -> str:
    """What the match says of the player under test (the first)."""
    unit = "game seeds, each in 4 rotations" if duplicate else "games"
    lines = [
        f"under test: {summary.slot + 1}:{summary.level}, points ÷ the others' mean "
        f"{estimate.ratio:.3f}, 95% interval {estimate.low:.3f} to {estimate.high:.3f} "
        f"(delta method over {estimate.groups} deal groups: {unit}; {summary.hands} hands)"
    ]
    if test is not None:
        llr = test.llr(estimate.ratio, estimate.variance)
        decision = test.decide(estimate.ratio, estimate.variance, estimate.groups)
        outcome = {"H1": "H1 accepted", "H0": "H0 accepted", None: "undecided"}[decision]
        lines.append(
            f"SPRT H0: ratio {test.r0:g}, H1: ratio {test.r1:g}, alpha {test.alpha:g}, "
            f"beta {test.beta:g}: LLR {llr:.2f} (bounds {test.lower:.2f}, {test.upper:.2f}), "
            f"{outcome} after {estimate.groups} deal groups, {summary.hands} hands"
        )
    return "\n".join(lines)


def _json_safe(value: object) -> object:
    """JSON has no NaN nor infinity: an unknown interval, or the LLR of players that never
    differ, is written as null."""
    return None if isinstance(value, float) and not math.isfinite(value) else value


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        rules = _rules(args)
    except ValueError as exc:
        parser.error(str(exc))
    test = None
    if args.sprt is not None:
        if not args.duplicate:
            parser.error("--sprt needs --duplicate")
        test = Sprt(args.sprt[0], args.sprt[1], args.alpha, args.beta)
    records, elapsed = run(args, rules, test)
    hands = sum(r.hands for r in records)
    summaries = summarize(args.players, records)
    estimate = ratio_estimate(0, records)
    if args.json:
        data = {
            "hands": hands,
            "games": len(records),
            "seconds": elapsed,
            "hands_per_second": hands / elapsed if elapsed > 0 else 0.0,
            "duplicate": args.duplicate,
            "rules": rules.to_dict(),
            "players": [{k: _json_safe(v) for k, v in s.to_dict().items()} for s in summaries],
            "deal_groups": estimate.groups,
            "interval": "delta method over deal groups",
        }
        if test is not None:
            sprt = test.to_dict(estimate.ratio, estimate.variance, estimate.groups)
            data["sprt"] = {k: _json_safe(v) for k, v in sprt.items()}
        print(json.dumps(data, indent=1))
    else:
        print(_table(summaries, hands, elapsed))
        print(_verdict(summaries[0], estimate, test, args.duplicate))
    sys.stdout.flush()
    return 0
