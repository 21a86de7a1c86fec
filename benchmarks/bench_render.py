"""Time to render all 52 faces at 150 px tall with device pixel ratio 2 (300 device px).

    QT_QPA_PLATFORM=offscreen python benchmarks/bench_render.py [repeats]

Two figures, each the median of the repeats: "cold" uses a new CardRenderer each time (it
parses all 52 SVGs, then renders), "re-render" keeps the parsed SVGs and clears only the
pixmap cache — what a window resize costs. The target is 150 ms for either. Then the
re-render figure for the large-index deck and each deck in KDE's format installed here.
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
from hearts_qt.ui.decks import Deck, DeckError, own_deck
from hearts_qt.ui.kde_decks import installed_choices, load_installed

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
    print("re-render (what a resize costs) with each other deck, median of", repeats)
    for name, deck in other_decks():
        renderer = CardRenderer(deck=deck)
        render_all(renderer)
        times = []
        for _ in range(repeats):
            renderer.clear()
            times.append(render_all(renderer))
        print(f"  {name:28} {statistics.median(times) * 1000:6.1f} ms")


def other_decks() -> list[tuple[str, Deck]]:
    """The large-index deck and each deck in KDE's format this computer has."""
    found: list[tuple[str, Deck]] = [("Large index", own_deck("large"))]
    for choice in installed_choices():
        try:
            found.append((choice.name, load_installed(choice.key)))
        except DeckError:
            continue
    return found


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 7)
