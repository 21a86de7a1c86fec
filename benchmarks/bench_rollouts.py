"""Rollouts per second with the Normal policy: the pure-Python core against the core
compiled by mypyc, measured in the same run.

    python benchmarks/bench_rollouts.py [--compiled build/compiled] [--rounds 7] [--seconds 1]

Two worker processes import the same modules from the compiled wheel, unpacked by
``packaging/compiled_core.py`` (which builds it when it is missing, or with ``--rebuild``):
one from its ``.py`` files alone (pure Python), one with its extension modules. They
measure in turn, round after round, so that the load of a shared machine falls on both
alike; rates are CPU time, medians over the rounds, and the ratio is taken within each
round. Each worker measures:

- ``full hand``: a fresh random deal played out from the first card (deal and play);
- ``search``: what the Monte Carlo search does for one decision, on 40 positions from
  Normal self-play: sample the unseen cards consistently with the seat's knowledge, then
  play the hand out once for every legal card (counted per play-out);
- ``expert``: whole decisions of the Expert (its search as it is, at 50 deals each, on the
  same positions; counted per decision): what the rest of the search, still Python, leaves
  of the core's gain.

Before measuring, both play the same 300 seeded hands and must give the same points, and
the compiled worker must have loaded every compiled module from an extension file.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "packaging"))

import compiled_core  # noqa: E402 - found through the path set just above
import core_modules  # noqa: E402

WORKLOADS = ("full hand", "search", "expert")
EXPERT_DEALS = 50
"""Sampled deals per decision of the ``expert`` workload."""


# --- the worker: runs in its own process, with one core or the other first on sys.path ---


def worker() -> None:
    """Answer the parent's commands on stdin, one JSON line each."""
    import importlib
    import random

    from hearts_qt.ai import make_player
    from hearts_qt.ai.knowledge import knowledge_of
    from hearts_qt.ai.policy import rollout_policy
    from hearts_qt.ai.sampler import sample_hands
    from hearts_qt.engine import masks
    from hearts_qt.engine.rules import Rules
    from hearts_qt.engine.simulate import Position, deal_masks, new_position, play_out

    rules = Rules()
    origins = {m: importlib.import_module(m).__file__ or "" for m in core_modules.COMPILED_MODULES}

    def checksum() -> list[int]:
        rng = random.Random(16)
        total = [0, 0, 0, 0]
        for _ in range(300):
            points = play_out(new_position(deal_masks(rng), rules), rollout_policy).points
            total = [t + p for t, p in zip(total, points, strict=True)]
        return total

    from bench_ai import positions  # this script's folder is first on sys.path

    views = positions(40, 11)
    searches = [(knowledge_of(view), masks.indices_of(masks.mask_of(view.legal))) for view in
                views]  # fmt: skip
    expert = make_player("expert", 1, iterations=EXPERT_DEALS)

    def full_hand(rng: random.Random) -> int:
        play_out(new_position(deal_masks(rng), rules), rollout_policy)
        return 1

    def search(rng: random.Random, step: int) -> int:
        know, candidates = searches[step % len(searches)]
        hands = sample_hands(know, rng)
        for card in candidates:
            position = Position(
                rules, hands[:], know.leader, list(know.trick), know.hearts_broken,
                list(know.taken), list(know.tricks_won), know.tricks_played, know.played,
            )  # fmt: skip
            position.play(card)
            play_out(position, rollout_policy)
        return len(candidates)

    print(json.dumps({"origins": origins, "checksum": checksum()}), flush=True)
    for line in sys.stdin:
        command = json.loads(line)
        rng = random.Random(command["seed"])
        done = 0
        step = 0
        start = time.perf_counter()
        cpu = time.process_time()
        while time.perf_counter() - start < command["seconds"]:
            if command["workload"] == "full hand":
                done += full_hand(rng)
            elif command["workload"] == "search":
                done += search(rng, step)
            else:
                expert.choose_play(views[step % len(views)])
                done += 1
            step += 1
        rate = done / (time.process_time() - cpu)
        print(json.dumps({"rate": rate}), flush=True)


# --- the parent ---------------------------------------------------------------------------------


class Worker:
    def __init__(self, name: str, path: Path) -> None:
        self.name = name
        env = dict(os.environ, PYTHONPATH=str(path))
        self.process = subprocess.Popen(
            [sys.executable, __file__, "--worker"],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, env=env,
        )  # fmt: skip
        self.hello = self._read()

    def _read(self) -> dict:  # type: ignore[type-arg]
        assert self.process.stdout is not None
        line = self.process.stdout.readline()
        if not line:
            raise SystemExit(f"the {self.name} worker stopped (exit {self.process.wait()})")
        answer: dict = json.loads(line)  # type: ignore[type-arg]
        return answer

    def rate(self, workload: str, seconds: float, seed: int) -> float:
        assert self.process.stdin is not None
        command = {"workload": workload, "seconds": seconds, "seed": seed}
        self.process.stdin.write(json.dumps(command) + "\n")
        self.process.stdin.flush()
        return float(self._read()["rate"])

    def close(self) -> None:
        assert self.process.stdin is not None
        self.process.stdin.close()
        self.process.wait()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--compiled", type=Path, default=compiled_core.DEFAULT_TARGET)
    parser.add_argument("--rebuild", action="store_true", help="build the compiled core anew")
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--seconds", type=float, default=1.0, help="per workload and round")
    parser.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.worker:
        worker()
        return 0
    compiled = args.compiled.resolve()
    if args.rebuild or compiled_core.missing_extensions(compiled):
        compiled_core.build(compiled)
    pure = Worker("pure", compiled_core.pure_twin(compiled))
    fast = Worker("compiled", compiled)
    try:
        return measure(pure, fast, args.rounds, args.seconds)
    finally:
        pure.close()
        fast.close()


def measure(pure: Worker, fast: Worker, rounds: int, seconds: float) -> int:
    extension = core_modules.compiled_now(fast.hello["origins"])
    if sorted(extension) != sorted(core_modules.COMPILED_MODULES):
        print(f"the compiled worker loaded plain modules: {fast.hello['origins']}")
        return 1
    if core_modules.compiled_now(pure.hello["origins"]):
        print(f"the pure worker loaded compiled modules: {pure.hello['origins']}")
        return 1
    same = pure.hello["checksum"] == fast.hello["checksum"]
    print(
        f"300 seeded hands, points per seat: pure {pure.hello['checksum']}, compiled "
        f"{fast.hello['checksum']}: {'the same' if same else 'DIFFERENT'}"
    )
    if not same:
        return 1
    print(f"{rounds} rounds of {seconds:g} s per workload and core, CPU time; load {_load()}")
    for workload in WORKLOADS:
        rates: dict[str, list[float]] = {"pure": [], "compiled": []}
        ratios = []
        for r in range(rounds):
            first, second = (pure, fast) if r % 2 == 0 else (fast, pure)
            a = first.rate(workload, seconds, r)
            b = second.rate(workload, seconds, r)
            rates[first.name].append(a)
            rates[second.name].append(b)
            ratios.append(rates["compiled"][-1] / rates["pure"][-1])
        unit = "decisions" if workload == "expert" else "rollouts"
        print(
            f"{workload:<9}  {unit}/s  pure {statistics.median(rates['pure']):8.0f}"
            f"  compiled {statistics.median(rates['compiled']):8.0f}"
            f"  ratio median {statistics.median(ratios):.2f} (rounds {min(ratios):.2f}"
            f"–{max(ratios):.2f})",
            flush=True,
        )
    print(f"load after: {_load()}")
    return 0


def _load() -> str:
    try:
        return " ".join(f"{x:.1f}" for x in os.getloadavg())
    except OSError:
        return "?"


if __name__ == "__main__":
    sys.exit(main())
