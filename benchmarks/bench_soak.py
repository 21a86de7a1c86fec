"""Soak the real app: many hands in a row, and does its memory stay flat?

Runs hearts-qt itself (``hearts_qt.app.main``, the window, the table, the autosave, a
computer at South as ``--autoplay`` plays) for N hands in games of four, so that a new
game starts every four hands, and prints the resident memory every so often. After the
warm-up it fits a line through the per-hand samples and prints the growth per 100 hands
with its 95 % confidence interval (target: ≤ 1 MB per 100 hands after the first 50, with
animation on and off).

With animation on, every animation runs as at the "fast" speed but ``--factor`` times as
long as a real one (default 0.1, ten times quicker than a player sees it), so that a few
hundred hands fit in a quarter of an hour; ``--factor 0.5`` is the real "fast" speed.

    python benchmarks/bench_soak.py [--hands 250] [--animation fast|off] [--factor 0.1]

Linux only (it reads /proc/self/statm).
"""

from __future__ import annotations

import argparse
import gc
import math
import os
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from hearts_qt import app as hearts_app
from hearts_qt.ui.table import theme

PAGE = os.sysconf("SC_PAGE_SIZE")


def resident_mb() -> float:
    with open("/proc/self/statm") as statm:
        return int(statm.read().split()[1]) * PAGE / 1e6


def slope_per_100(samples: list[tuple[int, float]]) -> tuple[float, float]:
    """Least-squares growth of memory per 100 hands and the half-width of its 95 % CI."""
    n = len(samples)
    xs = [float(x) for x, _ in samples]
    ys = [y for _, y in samples]
    mx, my = sum(xs) / n, sum(ys) / n
    sxx = sum((x - mx) ** 2 for x in xs)
    slope = sum((x - mx) * (y - my) for x, y in samples) / sxx
    residual = sum((y - my - slope * (x - mx)) ** 2 for x, y in samples)
    error = math.sqrt(residual / (n - 2) / sxx) if n > 2 else float("nan")
    return slope * 100, 1.96 * error * 100


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=250)
    parser.add_argument("--warm-up", type=int, default=50)
    parser.add_argument("--every", type=int, default=25, help="print every this many hands")
    parser.add_argument("--animation", choices=("fast", "off"), default="fast")
    parser.add_argument("--factor", type=float, default=0.1)
    args = parser.parse_args()
    if args.hands <= args.warm_up + 2:
        parser.error("--hands must exceed --warm-up by at least 3")
    if not Path("/proc/self/statm").exists():
        print("bench_soak: needs /proc/self/statm (Linux)", file=sys.stderr)
        return 2
    theme.SPEEDS["fast"] = args.factor
    folder = tempfile.mkdtemp(prefix="hearts-soak-")
    Path(folder, "settings.ini").write_text("[rules]\nend=hands\nfixed_hands=4\n")
    os.environ["HEARTS_QT_DATA_DIR"] = folder

    samples: list[tuple[int, float]] = []
    started = time.perf_counter()
    real_stop_after = hearts_app._stop_after

    def stop_after(app: Any, window: Any, controller: Any, hands: int) -> None:
        def scored(_result: object) -> None:
            hand = len(samples) + 1
            samples.append((hand, resident_mb()))
            if hand % args.every == 0 or hand == 1:
                gc.collect()
                print(
                    f"hand {hand:4d}  {time.perf_counter() - started:7.1f} s  "
                    f"resident {samples[-1][1]:6.1f} MB  "
                    f"Python objects {len(gc.get_objects()):7d}",
                    flush=True,
                )

        controller.hand_scored.connect(scored)
        real_stop_after(app, window, controller, hands)

    hearts_app._stop_after = stop_after  # type: ignore[assignment]
    arguments = ["--autoplay", str(args.hands), "--animation", args.animation, "--seed", "1"]
    status = hearts_app.main(arguments)
    if status != 0 or len(samples) < args.hands:
        print(f"bench_soak: the app exited {status} after {len(samples)} hands", file=sys.stderr)
        return 1
    after = [s for s in samples if s[0] > args.warm_up]
    growth, half = slope_per_100(after)
    speed = f"on ({args.factor:g} × normal durations)" if args.animation == "fast" else "off"
    print(
        f"animation {speed}: {len(samples)} hands in {time.perf_counter() - started:.0f} s; "
        f"resident {after[0][1]:.1f} MB at hand {after[0][0]}, {after[-1][1]:.1f} MB at hand "
        f"{after[-1][0]}; growth after hand {args.warm_up}: {growth:+.2f} ± {half:.2f} MB "
        f"per 100 hands (target ≤ 1)"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
