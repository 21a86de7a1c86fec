"""Check that the core compiled by mypyc chooses exactly as the pure-Python core does.

    python packaging/check_compiled.py --compiled-python VENV/bin/python [--hands 6]

``VENV`` is an environment with the compiled wheel installed (``packaging/ci.sh`` makes one
in a temporary folder). This script runs itself twice, ``--emit``: once with this Python
on the source tree (pure Python), once with that Python on the installed wheel. Each plays
the same seeded hands under two rule sets, Expert, Hard and two Normal players at the
table (the searches with fixed deal counts), and records every pass and card chosen, the
deals the sampler draws for each seat on turn and the points of a Normal play-out of each.
The two records must be equal, and each side must have loaded the core as it claims (the
compiled modules from extension files, or none of them). Exit status 0 when they agree.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

PACKAGING = Path(__file__).resolve().parent
ROOT = PACKAGING.parent
sys.path.insert(0, str(PACKAGING))

import core_modules  # noqa: E402 - found through the path set just above

ITERATIONS = 12
"""Sampled deals per decision for Hard and Expert: enough to exercise every part of the
search (sampling, deal weights, rollouts, the pass search), few enough to be quick."""
SAMPLES = 3
"""Deals the sampler draws for the seat on turn at each play, each played out."""


def emit(hands: int) -> dict[str, Any]:
    """Play the seeded hands and record every choice and sampled deal."""
    import importlib
    import random

    from hearts_qt.ai import make_player
    from hearts_qt.ai.knowledge import knowledge_of
    from hearts_qt.ai.policy import rollout_policy
    from hearts_qt.ai.sampler import sample_hands
    from hearts_qt.engine import Game, Phase, Rules, Seat
    from hearts_qt.engine.simulate import Position, play_out

    origins = {m: importlib.import_module(m).__file__ or "" for m in core_modules.COMPILED_MODULES}
    record: list[str] = []
    rule_sets = (
        Rules(),
        Rules(queen_breaks_hearts=True, points_on_first_trick=True, jack_of_diamonds=-10),
    )
    for number, rules in enumerate(rule_sets):
        levels = ("expert", "hard", "normal", "normal")
        seats = [make_player(level, 11 * number + s, iterations=ITERATIONS) for s, level in
                 enumerate(levels)]  # fmt: skip
        game = Game(rules, 5 + number)
        rng = random.Random(number)
        for _ in range(hands):
            if game.is_over:
                break
            game.deal()
            hand = game.hand
            if hand.phase is Phase.PASSING:
                chosen = {s: seats[s].choose_pass(game.view(s)) for s in Seat}
                record += [f"pass {s.name} {' '.join(map(str, chosen[s]))}" for s in Seat]
                for s in Seat:
                    game.pass_cards(s, chosen[s])
            while hand.phase is Phase.PLAYING:
                turn = hand.to_play
                assert turn is not None
                view = game.view(turn)
                know = knowledge_of(view)
                for _ in range(SAMPLES):
                    deal = sample_hands(know, rng)
                    position = Position(
                        rules, deal[:], know.leader, list(know.trick), know.hearts_broken,
                        list(know.taken), list(know.tricks_won), know.tricks_played, know.played,
                    )  # fmt: skip
                    points = play_out(position, rollout_policy).points
                    record.append(f"deal {[hex(h) for h in deal]} -> {list(points)}")
                card = seats[turn].choose_play(view)
                record.append(f"play {turn.name} {card}")
                game.play(turn, card)
    return {"origins": origins, "record": record}


def run_side(python: str, env: dict[str, str], hands: int) -> dict[str, Any]:
    command = [python, str(Path(__file__).resolve()), "--emit", "--hands", str(hands)]
    done = subprocess.run(
        command, env=env, capture_output=True, text=True, check=False, cwd=env.get("HOME", "/")
    )
    if done.returncode != 0:
        raise SystemExit(f"{python} --emit failed ({done.returncode}):\n{done.stderr[-3000:]}")
    answer: dict[str, Any] = json.loads(done.stdout)
    return answer


def compare(pure: dict[str, Any], compiled: dict[str, Any]) -> list[str]:
    """What is wrong, or nothing."""
    problems = []
    for module in core_modules.compiled_now(pure["origins"]):
        problems.append(f"the pure side loaded {module} from {pure['origins'][module]}")
    fast = core_modules.compiled_now(compiled["origins"])
    for module, path in compiled["origins"].items():
        if module not in fast:
            problems.append(f"the compiled side loaded {module} from {path}, not compiled")
    a, b = pure["record"], compiled["record"]
    for i, (x, y) in enumerate(zip(a, b, strict=False)):
        if x != y:
            problems.append(f"entry {i} differs: pure {x!r}, compiled {y!r}")
            break
    if len(a) != len(b):
        problems.append(f"{len(a)} entries from the pure side, {len(b)} from the compiled")
    return problems


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--compiled-python", help="a Python with the compiled wheel installed")
    parser.add_argument("--pure-python", default=sys.executable, help="(this Python)")
    parser.add_argument(
        "--pure-path", type=Path, default=ROOT, help="the pure package's folder (the tree)"
    )
    parser.add_argument("--hands", type=int, default=4, help="hands per rule set (4)")
    parser.add_argument("--emit", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.emit:
        print(json.dumps(emit(args.hands)))
        return 0
    if not args.compiled_python:
        parser.error("--compiled-python is needed")
    base = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    pure = run_side(args.pure_python, dict(base, PYTHONPATH=str(args.pure_path)), args.hands)
    compiled = run_side(args.compiled_python, base, args.hands)
    problems = compare(pure, compiled)
    record = pure["record"]
    kinds = {kind: sum(e.startswith(kind) for e in record) for kind in ("pass", "play", "deal")}
    if problems:
        print("check_compiled: the compiled core differs from the pure one:", *problems, sep="\n  ")
        return 1
    print(
        f"check_compiled: identical: {kinds['pass']} passes, {kinds['play']} cards played "
        f"(Expert and Hard at {ITERATIONS} deals), {kinds['deal']} sampled deals played out; "
        f"compiled: {', '.join(sorted(compiled['origins']))}"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
