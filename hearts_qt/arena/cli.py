"""The arena's command line: parse, run games (in parallel processes), print statistics.

Games are played in waves until at least ``--hands`` hands are done; with
``--duplicate`` each game seed is played in its four rotations within one wave.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor

from hearts_qt.arena.match import ARENA_LEVELS, GameRecord, GameSpec, play_game
from hearts_qt.arena.stats import PlayerSummary, summarize
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
        return (("hard", count), ("expert", count))
    pairs = []
    for part in text.split(","):
        level, _, value = part.partition("=")
        level = level.strip().lower()
        if level not in ("hard", "expert"):
            raise argparse.ArgumentTypeError(f"only hard and expert search, not {level!r}")
        pairs.append((level, parse(value)))
    return tuple(pairs)


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
        help="sampled deals per card instead of a clock: N for hard and expert, "
        "or per level as hard=N,expert=M",
    )
    add("--time-budget", type=_seconds, help="hard/expert: seconds per card")
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
    """Lists of games to play, until ``done[0]`` (hands so far) reaches ``--hands``."""
    rotations = range(4) if args.duplicate else range(1)
    seed = args.seed
    while done[0] < args.hands:
        per_game = done[1] / done[2] if done[2] else EXPECTED_HANDS_PER_GAME
        games = max(args.jobs, math.ceil((args.hands - done[0]) / per_game))
        seeds = max(1, math.ceil(games / len(rotations)))
        yield [
            GameSpec(s, r, args.players, rules, args.iterations, args.time_budget)
            for s in range(seed, seed + seeds)
            for r in rotations
        ]
        seed += seeds


def run(args: argparse.Namespace, rules: Rules) -> tuple[list[GameRecord], float]:
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
    finally:
        if pool:
            pool.shutdown()
    return records, time.perf_counter() - start


def _table(summaries: Sequence[PlayerSummary], hands: int, elapsed: float) -> str:
    lines = [
        f"{'player':<10} {'pts/hand':>8} {'±95%':>6} {'ratio':>6} {'±95%':>6} "
        f"{'moons':>5} {'suffered':>8} {'ms med':>8} {'ms p95':>8} {'ms p99':>8} {'ms max':>8}"
    ]
    for s in summaries:
        name = f"{s.slot + 1}:{s.level}"
        lines.append(
            f"{name:<10} {s.points_per_hand:8.3f} {s.ci95:6.3f} {s.ratio:6.3f} "
            f"{s.ratio_ci95:6.3f} {s.moons:5d} {s.moons_suffered:8d} "
            f"{s.decision_ms_median:8.2f} {s.decision_ms_p95:8.2f} {s.decision_ms_p99:8.2f} "
            f"{s.decision_ms_max:8.2f}"
        )
    rate = hands / elapsed if elapsed > 0 else 0.0
    lines.append(f"hands: {hands}  time: {elapsed:.1f} s  hands/s: {rate:.2f}")
    return "\n".join(lines)


def _json_safe(value: object) -> object:
    return None if isinstance(value, float) and math.isnan(value) else value


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        rules = _rules(args)
    except ValueError as exc:
        parser.error(str(exc))
    records, elapsed = run(args, rules)
    hands = sum(r.hands for r in records)
    summaries = summarize(args.players, records)
    if args.json:
        data = {
            "hands": hands,
            "games": len(records),
            "seconds": elapsed,
            "hands_per_second": hands / elapsed if elapsed > 0 else 0.0,
            "duplicate": args.duplicate,
            "rules": rules.to_dict(),
            "players": [{k: _json_safe(v) for k, v in s.to_dict().items()} for s in summaries],
        }
        print(json.dumps(data, indent=1))
    else:
        print(_table(summaries, hands, elapsed))
    sys.stdout.flush()
    return 0
