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
from dataclasses import replace
from typing import Any

from hearts_qt.arena.match import (
    ARENA_LEVELS,
    SEARCHING_LEVELS,
    GameRecord,
    GameSpec,
    play_game,
    v1_unknown_options,
)
from hearts_qt.arena.sprt import Sprt
from hearts_qt.arena.stats import PlayerSummary, RatioEstimate, ratio_estimate, summarize
from hearts_qt.engine.cards import DECK, PassDirection
from hearts_qt.engine.presets import Preset, preset_of, with_preset
from hearts_qt.engine.rules import FLAGS, PASS_COUNTS, FirstLead, MoonScoring, Rules

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
    rules = parser.add_argument_group(
        "rules",
        "A preset's options (classic by default), then each option given here on top of them.",
    )
    rules.add_argument("--preset", choices=[p.value for p in Preset], help="a named variant")
    rules.add_argument("--target-score", type=_count(1))
    rules.add_argument("--fixed-hands", type=_count(4), help="a multiple of four")
    rules.add_argument("--queen-breaks-hearts", action="store_true")
    rules.add_argument("--points-on-first-trick", action="store_true")
    rules.add_argument("--jack-of-diamonds", type=int, metavar="VALUE")
    rules.add_argument("--shoot-the-sun", action="store_true")
    rules.add_argument("--moon-scoring", choices=[m.value for m in MoonScoring])
    rules.add_argument("--pass-count", type=int, choices=PASS_COUNTS)
    rules.add_argument(
        "--pass-cycle", type=_cycle, metavar="DIRECTIONS", help="e.g. left,right,across"
    )
    rules.add_argument("--first-lead", choices=[f.value for f in FirstLead])
    rules.add_argument("--hearts-any-time", action="store_true")
    rules.add_argument(
        "--card-values", type=_card_values, metavar="CARD=N,…", help="e.g. KS=10,AS=7"
    )
    rules.add_argument("--perfect-100", action="store_true")
    rules.add_argument("--no-tricks-bonus", type=int, metavar="VALUE", help="e.g. -5")
    rules.add_argument("--no-shared-wins", action="store_true")
    return parser


_FLAGS = FLAGS
"""The rule options the command line can only turn on."""
_VALUES = ("target_score", "fixed_hands", "jack_of_diamonds", "pass_count", "no_tricks_bonus")
"""The rule options given as they are."""


def _cycle(text: str) -> tuple[PassDirection, ...]:
    names = {d.label: d for d in PassDirection}
    parts = [part.strip().lower() for part in text.split(",")]
    unknown = [part for part in parts if part not in names]
    if unknown:
        raise argparse.ArgumentTypeError(
            f"not a pass direction: {unknown[0]!r} (left, right, across, hold)"
        )
    return tuple(names[part] for part in parts)


def _card_values(text: str) -> dict[int, int]:
    codes = {card.code: card.index for card in DECK}
    values: dict[int, int] = {}
    for part in text.split(","):
        code, _, value = part.partition("=")
        code = code.strip().upper()
        if code not in codes:
            raise argparse.ArgumentTypeError(f"not a card: {code!r} (e.g. QS, 10H, AD)")
        try:
            values[codes[code]] = int(value)
        except ValueError:
            raise argparse.ArgumentTypeError(
                f"give each card a whole number, as QS=13, not {part.strip()!r}"
            ) from None
    return values


def rules_of_args(args: argparse.Namespace) -> Rules:
    """The preset's rules, with the options the command line gives on top."""
    preset = Preset(args.preset) if args.preset else Preset.CLASSIC
    rules = with_preset(preset, Rules())
    changes: dict[str, Any] = {name: True for name in _FLAGS if getattr(args, name)}
    changes |= {name: getattr(args, name) for name in _VALUES if getattr(args, name) is not None}
    if args.target_score is not None and args.fixed_hands is None:
        changes["fixed_hands"] = None
    if args.moon_scoring is not None:
        changes["moon_scoring"] = MoonScoring(args.moon_scoring)
    if args.first_lead is not None:
        changes["first_lead"] = FirstLead(args.first_lead)
    if args.pass_cycle is not None:
        changes["pass_cycle"] = args.pass_cycle
    if args.card_values is not None:
        values = list(rules.values)
        for index, value in args.card_values.items():
            values[index] = value
        changes["card_values"] = tuple(values)
    return replace(rules, **changes)


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


def _preset_name(rules: Rules) -> str | None:
    preset = preset_of(rules)
    return None if preset is None else preset.value


def _json_safe(value: object) -> object:
    """JSON has no NaN nor infinity: an unknown interval, or the LLR of players that never
    differ, is written as null."""
    return None if isinstance(value, float) and not math.isfinite(value) else value


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        rules = rules_of_args(args)
    except ValueError as exc:
        parser.error(str(exc))
    unknown = v1_unknown_options(rules)
    if "expert-v1" in args.players and unknown:
        parser.error(
            "expert-v1 is frozen with the rules of its day and cannot play "
            f"{', '.join(unknown)}: choose another player or the classic options"
        )
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
            "preset": _preset_name(rules),
            "players": [{k: _json_safe(v) for k, v in s.to_dict().items()} for s in summaries],
            "deal_groups": estimate.groups,
            "interval": "delta method over deal groups",
        }
        if test is not None:
            sprt = test.to_dict(estimate.ratio, estimate.variance, estimate.groups)
            data["sprt"] = {k: _json_safe(v) for k, v in sprt.items()}
        print(json.dumps(data, indent=1))
    else:
        print(f"rules: {_preset_name(rules) or 'custom'}")
        print(_table(summaries, hands, elapsed))
        print(_verdict(summaries[0], estimate, test, args.duplicate))
    sys.stdout.flush()
    return 0
