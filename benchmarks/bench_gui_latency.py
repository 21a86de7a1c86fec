"""How long the GUI event loop is blocked while the strongest computer players think.

A 5 ms timer runs on the GUI thread while four Expert players (time budgets as in play)
think on the worker thread; every gap between ticks beyond the interval is time the event
loop could not run. Prints the median, p99 and max gap (target: p99 ≤ 30 ms).
``--sound`` also plays the table's sounds for every card and trick on the real device
(the mixer runs on the device's thread and needs the GIL there).

    python benchmarks/bench_gui_latency.py [--seconds 20] [--level expert] [--sound]
"""

from __future__ import annotations

import argparse
import os
import statistics
import time
from itertools import pairwise

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from hearts_qt.controller import GameController


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seconds", type=float, default=20.0)
    parser.add_argument("--level", default="expert")
    parser.add_argument("--sound", action="store_true", help="play the sounds as well")
    args = parser.parse_args()
    app = QApplication([])
    level = args.level
    controller = GameController(levels=(level, level, level), south_level=level)
    ticks: list[float] = []
    timer = QTimer()
    timer.setInterval(5)
    timer.timeout.connect(lambda: ticks.append(time.perf_counter()))
    decisions: list[object] = []
    controller.card_played.connect(lambda *_: decisions.append(1))
    controller.pass_chosen.connect(lambda *_: decisions.append(1))
    player = None
    if args.sound:
        import tempfile

        from PySide6.QtCore import QSettings

        from hearts_qt.storage.settings import Settings
        from hearts_qt.ui.audio import DevicePlayer
        from hearts_qt.ui.sounds import TableSounds

        player = DevicePlayer()
        ini = f"{tempfile.mkdtemp()}/settings.ini"  # the defaults: sound on, volume 70
        settings = Settings(QSettings(ini, QSettings.Format.IniFormat))
        TableSounds(controller, settings, player, parent=controller)
        player.prepare()
    timer.start()
    controller.new_game(seed=1)
    QTimer.singleShot(int(args.seconds * 1000), app.quit)
    app.exec()
    controller.shutdown()
    if player is not None:
        print(f"sound device: {'opened' if player.available else 'none (silent)'}")
        player.close()
    gaps = sorted((b - a) * 1000 for a, b in pairwise(ticks))
    p99 = gaps[int(len(gaps) * 0.99) - 1]
    print(f"{level} players made {len(decisions)} decisions in {args.seconds:.0f} s")
    print(
        f"GUI timer gaps over {len(gaps)} ticks: median {statistics.median(gaps):.1f} ms, "
        f"p99 {p99:.1f} ms, max {gaps[-1]:.1f} ms (target p99 ≤ 30 ms)"
    )


if __name__ == "__main__":
    main()
