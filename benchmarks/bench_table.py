"""Time to render the full table (52 cards, names, felt) to an image at 1920×1080.

    QT_QPA_PLATFORM=offscreen python benchmarks/bench_table.py [repeats]

The table is laid out as just after a deal: South's thirteen cards face up, the others'
thirty-nine face down, the four name plates. The card pixmaps are made once (a warm-up
render), as on screen; each timed render paints the whole scene into a cleared QImage
(the clearing is not timed). Prints the median and the 90th percentile; the target is a
median ≤ 4 ms.
"""

from __future__ import annotations

import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QApplication

from hearts_qt.engine import Seat, deal_for
from hearts_qt.ui.card_renderer import CardRenderer
from hearts_qt.ui.table.scene import TableScene

WIDTH, HEIGHT = 1920, 1080


def table() -> TableScene:
    scene = TableScene(CardRenderer())
    scene.animator.factor = 0.0
    scene.set_size(WIDTH, HEIGHT, 1.0, animate=False)
    scene.deal(deal_for(1, 1)[Seat.SOUTH])
    for seat, label in scene.decor.labels.items():
        label.set_score(seat.label, 0, 0)
    assert len(scene.cards()) == 52 and scene.animator.running == 0
    return scene


def render(scene: TableScene, image: QImage) -> float:
    image.fill(Qt.GlobalColor.black)
    start = time.perf_counter()
    painter = QPainter(image)
    painter.setRenderHints(
        QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform
    )
    scene.render(painter, QRectF(0, 0, WIDTH, HEIGHT), QRectF(0, 0, WIDTH, HEIGHT))
    painter.end()
    return (time.perf_counter() - start) * 1000


def main(repeats: int) -> None:
    _app = QApplication.instance() or QApplication([])
    scene = table()
    image = QImage(WIDTH, HEIGHT, QImage.Format.Format_ARGB32_Premultiplied)
    for _ in range(5):
        render(scene, image)
    times = sorted(render(scene, image) for _ in range(repeats))
    p90 = times[int(0.9 * (len(times) - 1))]
    print(
        f"table {WIDTH}x{HEIGHT}, 52 cards: median {statistics.median(times):.2f} ms, "
        f"p90 {p90:.2f} ms over {repeats} renders (target: median <= 4 ms)"
    )


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 200)
