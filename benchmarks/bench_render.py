"""Time to render all 52 faces at 150 px tall with device pixel ratio 2 (300 device px).

    QT_QPA_PLATFORM=offscreen python benchmarks/bench_render.py [repeats]

Two figures, each the median of the repeats: "cold" uses a new CardRenderer each time (it
parses all 52 SVGs, then renders), "re-render" keeps the parsed SVGs and clears only the
pixmap cache — what a window resize costs. The target is 150 ms for either.
"""

from __future__ import annotations

import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtGui import QGuiApplication

from hearts_qt.engine.cards import DECK
from hearts_qt.ui.card_renderer import CardRenderer

HEIGHT, RATIO = 150.0, 2.0


def render_all(renderer: CardRenderer) -> float:
    start = time.perf_counter()
    for card in DECK:
        renderer.face(card, HEIGHT, RATIO)
    return time.perf_counter() - start


def main(repeats: int) -> None:
    _app = QGuiApplication.instance() or QGuiApplication([])
    render_all(CardRenderer())  # warm up Qt itself (plugins, font-free but lazy paths)
    cold = [render_all(CardRenderer()) for _ in range(repeats)]
    renderer = CardRenderer()
    render_all(renderer)
    rerender = []
    for _ in range(repeats):
        renderer.clear()
        rerender.append(render_all(renderer))
    size = CardRenderer().card_size(HEIGHT)
    print(
        f"52 faces at {size.width():.0f}×{size.height():.0f} logical px, ratio {RATIO:g} "
        f"({round(size.width() * RATIO)}×{round(size.height() * RATIO)} device px), "
        f"median of {repeats}:"
    )
    print(f"  cold (parse + render): {statistics.median(cold) * 1000:6.1f} ms")
    print(f"  re-render (parsed):    {statistics.median(rerender) * 1000:6.1f} ms")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 7)
