"""Time from process start to the first painted frame: hearts-qt against a bare PySide6 window.

All are started the same number of times, interleaved, offscreen; prints medians and the
ratio (target: hearts-qt ≤ 1.3 × the bare window).

A third program, the "floor", is the least a table can be: a ``QGraphicsView`` on a green
brush with four names, a menu bar and a status bar, in thirty lines and nothing of
hearts-qt. Its ratio is what PySide6 itself costs over the bare window (creating the
``Qt`` namespace's enums, loading fonts), which no table can get under.

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

WATCH = """
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
"""
"""Both programs start alike: an application, a window, and a watch for the first paint."""

BARE = (
    WATCH
    + """
window.installEventFilter(watcher)
window.show()
sys.exit(app.exec())
"""
)

FLOOR = (
    WATCH
    + """
from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView, QLabel

scene = QGraphicsScene(0, 0, 1200, 700)
for i, name in enumerate(("West", "North", "East", "South")):
    scene.addSimpleText(name).setPos(100 + 300 * i, 100 + 100 * (i % 2))
view = QGraphicsView(scene)
view.setBackgroundBrush(QBrush(QColor(30, 110, 60)))
view.setAlignment(Qt.AlignmentFlag.AlignCenter)
window.setCentralWidget(view)
window.menuBar().addMenu("&Game").addAction("&New Game")
window.statusBar().addWidget(QLabel("Pass three cards to the left"), 1)
view.viewport().installEventFilter(watcher)
window.show()
sys.exit(app.exec())
"""
)


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
        programs = {
            "bare PySide6 window": [sys.executable, "-c", BARE],
            "floor (table-shaped)": [sys.executable, "-c", FLOOR],
            "hearts-qt table": [
                sys.executable,
                "-m",
                "hearts_qt",
                "--autoplay",
                "0",
                "--animation",
                "off",
            ],
        }
        times: dict[str, list[float]] = {name: [] for name in programs}
        for command in programs.values():
            _time(command, env)  # warm the file cache and the bytecode
        for _ in range(runs):
            for name, command in programs.items():
                times[name].append(_time(command, env))
    medians = {name: statistics.median(values) for name, values in times.items()}
    bare = medians["bare PySide6 window"]
    for name, median in medians.items():
        print(
            f"{name + ':':22} median {median * 1000:4.0f} ms over {runs} runs, "
            f"{median / bare:.2f} × bare"
        )
    print(f"ratio: {medians['hearts-qt table'] / bare:.2f} (target ≤ 1.30)")


if __name__ == "__main__":
    main()
