"""Time from process start to the first painted frame: hearts-qt against a bare PySide6 window.

Both are started the same number of times, interleaved, offscreen; prints medians and the
ratio (target: hearts-qt ≤ 1.3 × the bare window).

    python benchmarks/bench_startup.py [--runs 9]
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time

BARE = """
import sys
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QMainWindow

class Painted(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint:
            QTimer.singleShot(0, done)
        return False

def done():
    print("first frame painted", flush=True)
    app.quit()

app = QApplication(sys.argv)
window = QMainWindow()
window.resize(1280, 800)
watcher = Painted()
window.installEventFilter(watcher)
window.show()
sys.exit(app.exec())
"""


def _time(command: list[str], env: dict[str, str]) -> float:
    """Seconds from starting the process to its "first frame painted" line (its exit and
    teardown are not counted)."""
    start = time.perf_counter()
    with subprocess.Popen(command, env=env, stdout=subprocess.PIPE, text=True) as process:
        assert process.stdout is not None
        for line in process.stdout:
            if "first frame painted" in line:
                painted = time.perf_counter() - start
                break
        else:
            raise RuntimeError(f"{command[:3]} never painted")
        process.wait(timeout=120)
    return painted


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=9)
    runs = parser.parse_args().runs
    with tempfile.TemporaryDirectory() as data:
        env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "HEARTS_QT_DATA_DIR": data}
        # As installed: bytecode compiled once and reused (this machine disables it).
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        game = [sys.executable, "-m", "hearts_qt", "--autoplay", "0", "--animation", "off"]
        bare = [sys.executable, "-c", BARE]
        _time(game, env)  # warm the file cache for both
        _time(bare, env)
        game_times, bare_times = [], []
        for _ in range(runs):
            game_times.append(_time(game, env))
            bare_times.append(_time(bare, env))
    g, b = statistics.median(game_times), statistics.median(bare_times)
    print(f"bare PySide6 window: median {b * 1000:.0f} ms over {runs} runs")
    print(f"hearts-qt table:     median {g * 1000:.0f} ms over {runs} runs")
    print(f"ratio: {g / b:.2f} (target ≤ 1.30)")


if __name__ == "__main__":
    main()
