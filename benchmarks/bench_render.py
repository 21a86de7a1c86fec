"""Time to render all 52 faces at 150 px tall with device pixel ratio 2 (300 device px),
and the GUI thread's time per step of a window being resized, for each deck.

    QT_QPA_PLATFORM=offscreen python benchmarks/bench_render.py [repeats] [--steps 20]
        [--deck NAME ...] [--no-rerender] [--no-drag]

Two figures, each the median of the repeats: "cold" uses a new CardRenderer each time (it
parses all 52 SVGs, then renders), "re-render" keeps the parsed SVGs and clears only the
pixmap cache. The target is 150 ms for either. Then the re-render figure for the
large-index deck and each deck in KDE's format installed here.

Then, for every deck, a drag-resize: the table just after a deal (South's 13 faces, 39
backs) at ratio 2 goes through ``--steps`` sizes from 1000×640 to 1380×880, one frame
each, 16 ms apart, as a window being dragged wider; each step is the scene's ``set_size``
and one paint of the whole table, timed on the GUI thread (wall clock and its CPU time).
After the last step: how long until every card shows sharp art again, until the whole
deck is drawn at the new size, and the longest the GUI thread was busy in one go
meanwhile (painting every 5 ms). The target for a step, and for that longest stretch, is
one frame (16 ms) of the GUI thread's time.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QApplication

from hearts_qt.engine import Seat, deal_for
from hearts_qt.engine.cards import DECK
from hearts_qt.ui.card_renderer import CardRenderer
from hearts_qt.ui.decks import Deck, DeckError, own_deck
from hearts_qt.ui.kde_decks import installed_choices, load_installed
from hearts_qt.ui.table.scene import TableScene

HEIGHT, RATIO = 150.0, 2.0
DRAG_FROM, DRAG_TO = (1000, 640), (1380, 880)
FRAME_S = 0.016


def render_all(renderer: CardRenderer) -> float:
    start = time.perf_counter()
    for card in DECK:
        renderer.face(card, HEIGHT, RATIO)
    return time.perf_counter() - start


def rerender(repeats: int, decks: list[tuple[str, Deck]]) -> None:
    render_all(CardRenderer())  # warm up Qt itself (plugins, font-free but lazy paths)
    cold = [render_all(CardRenderer()) for _ in range(repeats)]
    renderer = CardRenderer()
    render_all(renderer)
    times = []
    for _ in range(repeats):
        renderer.clear()
        times.append(render_all(renderer))
    size = CardRenderer().card_size(HEIGHT)
    print(
        f"52 faces at {size.width():.0f}×{size.height():.0f} logical px, ratio {RATIO:g} "
        f"({round(size.width() * RATIO)}×{round(size.height() * RATIO)} device px), "
        f"median of {repeats}:"
    )
    print(f"  cold (parse + render): {statistics.median(cold) * 1000:6.1f} ms")
    print(f"  re-render (parsed):    {statistics.median(times) * 1000:6.1f} ms")
    print("re-render of the 52 faces with each other deck, median of", repeats)
    for name, deck in decks:
        if name == "Classic":
            continue
        renderer = CardRenderer(deck=deck)
        render_all(renderer)
        times = []
        for _ in range(repeats):
            renderer.clear()
            times.append(render_all(renderer))
        print(f"  {name:28} {statistics.median(times) * 1000:6.1f} ms")


def paint(scene: TableScene, image: QImage) -> None:
    painter = QPainter(image)
    painter.setRenderHints(
        QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform
    )
    rect = scene.sceneRect()
    scene.render(painter, QRectF(0, 0, rect.width(), rect.height()), rect)
    painter.end()


def frame_image(width: int, height: int) -> QImage:
    device = (round(width * RATIO), round(height * RATIO))
    image = QImage(*device, QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(RATIO)
    return image


def sharp(scene: TableScene) -> bool:
    """Every card shows sharp art (on the code before this benchmark measured drags,
    every step drew sharp art at once)."""
    return getattr(scene.art, "settled", True) and getattr(scene.art, "sharp", True)


def drawn(scene: TableScene) -> bool:
    """Nothing more is being drawn: the whole deck is cached at this size."""
    pending: Callable[[], bool] = getattr(scene.art.renderer, "sheet_pending", lambda: False)
    return sharp(scene) and not pending()


def spin(seconds: float) -> None:
    """Let the event loop run (timers, sheets arriving) for ``seconds``."""
    end = time.perf_counter() + seconds
    while time.perf_counter() < end:
        QCoreApplication.processEvents()
        time.sleep(0.001)


def until_drawn(scene: TableScene, image: QImage, limit: float = 30.0) -> tuple[float, ...]:
    """Paint every 5 ms until ``drawn``: when the cards were ``sharp`` and when all was
    drawn, and the longest the GUI thread was busy in one go (events and a paint: its CPU
    time, which the other work of a shared machine does not inflate), in ms."""
    start = time.perf_counter()
    when_sharp = 0.0 if sharp(scene) else None
    longest = 0.0
    while not drawn(scene) and time.perf_counter() - start < limit:
        cpu = time.thread_time()
        QCoreApplication.processEvents()
        paint(scene, image)
        longest = max(longest, time.thread_time() - cpu)
        if when_sharp is None and sharp(scene):
            when_sharp = time.perf_counter() - start
        time.sleep(0.005)
    done = time.perf_counter() - start
    return (when_sharp if when_sharp is not None else done) * 1000, done * 1000, longest * 1000


def drag(deck: Deck, steps: int) -> tuple[list[float], list[float], float, float, float]:
    """The wall and CPU times of each step, then ``until_drawn`` after the last one."""
    scene = TableScene(CardRenderer(deck=deck))
    scene.animator.factor = 0.0
    width, height = DRAG_FROM
    scene.set_size(width, height, RATIO, animate=False)
    scene.deal(deal_for(1, 1)[Seat.SOUTH])
    paint(scene, frame_image(width, height))
    until_drawn(scene, frame_image(width, height))
    walls, cpus = [], []
    for step in range(1, steps + 1):
        width = round(DRAG_FROM[0] + (DRAG_TO[0] - DRAG_FROM[0]) * step / steps)
        height = round(DRAG_FROM[1] + (DRAG_TO[1] - DRAG_FROM[1]) * step / steps)
        image = frame_image(width, height)
        image.fill(Qt.GlobalColor.black)
        start, cpu = time.perf_counter(), time.thread_time()
        scene.set_size(width, height, RATIO, animate=False)
        paint(scene, image)
        walls.append((time.perf_counter() - start) * 1000)
        cpus.append((time.thread_time() - cpu) * 1000)
        spin(max(0.0, FRAME_S - walls[-1] / 1000))
    return walls, cpus, *until_drawn(scene, image)


def report_drag(name: str, deck: Deck, steps: int) -> None:
    walls, cpus, when_sharp, when_drawn, longest = drag(deck, steps)
    print(
        f"  {name:22} step {statistics.median(walls):5.1f} ms, max {max(walls):5.1f}"
        f" (CPU {statistics.median(cpus):4.1f}, max {max(cpus):5.1f});"
        f" then sharp in {when_sharp:4.0f} ms, deck drawn in {when_drawn:4.0f} ms,"
        f" GUI busy {longest:4.1f} ms at most"
    )


def decks(names: list[str] | None) -> list[tuple[str, Deck]]:
    """The classic and large-index decks and each deck in KDE's format this computer has."""
    found: list[tuple[str, Deck]] = [
        ("Classic", own_deck("classic")),
        ("Large index", own_deck("large")),
    ]
    for choice in installed_choices():
        try:
            found.append((choice.name, load_installed(choice.key)))
        except DeckError:
            continue
    return [(name, deck) for name, deck in found if not names or name in names]


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("repeats", type=int, nargs="?", default=7)
    parser.add_argument("--steps", type=int, default=20)
    parser.add_argument("--deck", action="append", help="a deck's name (Classic, Paris, …)")
    parser.add_argument("--no-rerender", action="store_true")
    parser.add_argument("--no-drag", action="store_true")
    args = parser.parse_args(argv)
    _app = QApplication.instance() or QApplication([])
    found = decks(args.deck)
    if not args.no_rerender:
        rerender(args.repeats, found)
    if not args.no_drag:
        print(
            f"drag-resize, {args.steps} steps from {DRAG_FROM[0]}×{DRAG_FROM[1]} to "
            f"{DRAG_TO[0]}×{DRAG_TO[1]} at ratio {RATIO:g}, one frame each (target 16 ms):"
        )
        for name, deck in found:
            report_drag(name, deck, args.steps)


if __name__ == "__main__":
    main()
