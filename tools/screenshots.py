"""Save PNGs of the table at three moments of a hand, at two window sizes.

    python tools/screenshots.py [--out out] [--seed 7] [--ratio 1]

For each size (1280×800 and 1920×1080) it plays a seeded hand against the easy computer
players and saves ``table-<W>x<H>-passing.png`` (two cards chosen),
``-trick.png`` (South to play into a trick, playable cards shown) and ``-scored.png``
(the end of the hand). Runs offscreen unless a display is asked for with
``QT_QPA_PLATFORM``.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QEventLoop, QTimer
from PySide6.QtWidgets import QApplication

from hearts_qt.controller import GameController
from hearts_qt.engine import Seat
from hearts_qt.ui.card_renderer import CardRenderer
from hearts_qt.ui.table.view import TableView

SIZES = ((1280, 800), (1920, 1080))


def wait_until(condition: Callable[[], bool], timeout_ms: int = 20000) -> None:
    """Run the event loop until ``condition`` holds (checked every few milliseconds)."""
    loop = QEventLoop()
    timer = QTimer()
    timer.setInterval(5)
    timer.timeout.connect(lambda: loop.quit() if condition() else None)
    deadline = QTimer()
    deadline.setSingleShot(True)
    deadline.timeout.connect(loop.quit)
    timer.start()
    deadline.start(timeout_ms)
    if not condition():
        loop.exec()
    timer.stop()
    if not condition():
        raise TimeoutError("the table did not reach the expected state")


def shoot(size: tuple[int, ...], out: Path, seed: int) -> list[Path]:
    width, height = size
    controller = GameController(levels=("easy", "easy", "easy"), threaded=False)
    view = TableView(controller, CardRenderer())
    view.set_animation_speed("off")
    view.set_show_legal(True)
    view.resize(width, height)
    view.show()
    saved: list[Path] = []

    def save(moment: str) -> None:
        wait_until(lambda: view.table.animator.running == 0)
        path = out / f"table-{width}x{height}-{moment}.png"
        view.save_screenshot(str(path))
        saved.append(path)

    try:
        controller.new_game(seed=seed)
        wait_until(lambda: view.phase == "passing")
        for card in view.table.south_cards()[-2:]:
            view.table.toggle_chosen(card)
        wait_until(lambda: all(len(view.table.chosen[s]) == 3 for s in Seat if s))
        save("passing")
        view.table.toggle_chosen(view.table.south_cards()[0])
        view.send_pass()

        def south_in_trick() -> bool:
            return view.turn is Seat.SOUTH and view.table.animator.running == 0

        while True:
            wait_until(south_in_trick)
            if len(view.table.trick) >= 2 and len(view.table.south_cards()) <= 10:
                break
            view.play(controller.legal_plays()[0])
        save("trick")
        view.continue_after_hand = lambda: None  # type: ignore[method-assign]
        while view.phase != "scored":
            wait_until(lambda: south_in_trick() or view.phase == "scored")
            if view.phase != "scored":
                view.play(controller.legal_plays()[0])
        save("scored")
    finally:
        controller.shutdown()
        view.close()
    return saved


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path("out"))
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument(
        "--size", action="append", default=[], help="WxH instead of the two default sizes"
    )
    options = parser.parse_args()
    app = QApplication.instance() or QApplication(sys.argv[:1])
    options.out.mkdir(parents=True, exist_ok=True)
    sizes = [tuple(int(n) for n in text.split("x")) for text in options.size] or SIZES
    for size in sizes:
        for path in shoot(size, options.out, options.seed):
            print(path)
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main())
