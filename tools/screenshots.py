"""Save PNGs of the table at the moments of a hand worth looking at, at two window sizes.

    python tools/screenshots.py [--out out] [--seed 7] [--size WxH ...]

For each size (1280×800 and 1920×1080) it plays a seeded hand against the easy computer
players and saves ``table-<W>x<H>-passing.png`` (two cards chosen), ``-trick.png`` (South
to play into a trick, playable cards shown, the mouse resting on one), ``-hearts.png``
(just after hearts are broken), ``-scored.png`` (the end of the hand: who took what) and,
from an autoplayed game in which North shoots the moon, ``-moon.png``; then the table
while passing in each look of ``LOOKS`` (View ▸ Appearance: deck, back, cloth),
``-look-<deck>-<back>-<cloth>.png``, and with ``--installed`` in each deck in KDE's format
this computer has. Runs offscreen unless a display is asked for with ``QT_QPA_PLATFORM``.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QEventLoop, QPointF, QTimer
from PySide6.QtGui import QColor, QImage, QLinearGradient, QPainter
from PySide6.QtWidgets import QApplication

from hearts_qt.controller import GameController
from hearts_qt.engine import HandResult, Seat
from hearts_qt.ui.card_renderer import CardRenderer
from hearts_qt.ui.decks import Deck, DeckError, own_deck
from hearts_qt.ui.kde_decks import installed_choices, load_installed
from hearts_qt.ui.table.cloth import PictureCloth, cloth
from hearts_qt.ui.table.view import TableView

SIZES = ((1280, 800), (1920, 1080))
MOON_SEED, MOON_HAND = 99, 4
"""With four easy players, North shoots the moon in the fourth hand of this game."""


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


def make_table(size: tuple[int, ...], south_level: str | None = None) -> TableView:
    width, height = size
    controller = GameController(
        levels=("easy", "easy", "easy"), south_level=south_level, threaded=False
    )
    view = TableView(controller, CardRenderer())
    view.set_animation_speed("off")
    view.set_show_legal(True)
    view.resize(width, height)
    view.show()
    return view


def saver(view: TableView, out: Path, saved: list[Path]) -> Callable[[str], None]:
    def save(moment: str) -> None:
        wait_until(lambda: view.table.animator.running == 0)
        size = view.size()
        path = out / f"table-{size.width()}x{size.height()}-{moment}.png"
        view.save_screenshot(str(path))
        saved.append(path)

    return save


def shoot(size: tuple[int, ...], out: Path, seed: int) -> list[Path]:
    view = make_table(size)
    controller = view.controller
    saved: list[Path] = []
    save = saver(view, out, saved)
    broken: list[bool] = []
    controller.hearts_broken.connect(lambda _seat: broken.append(True))
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
        item = view.table.south_item(controller.legal_plays()[-1])
        if item is not None:
            view.table.hover_at(item.pos() - QPointF(view.table.layout.card_width * 0.3, 0))
        save("trick")
        view.continue_after_hand = lambda: None  # type: ignore[method-assign]
        while view.phase != "scored":
            wait_until(lambda: south_in_trick() or view.phase == "scored" or len(broken) == 1)
            if len(broken) == 1:
                broken.append(True)
                if view.table.decor.hearts_cue.playing:
                    save("hearts")
            elif view.phase != "scored":
                view.play(controller.legal_plays()[0])
        save("scored")
    finally:
        controller.shutdown()
        view.close()
    return saved


def shoot_moon(size: tuple[int, ...], out: Path) -> list[Path]:
    """An autoplayed game until the hand in which North shoots the moon."""
    view = make_table(size, south_level="easy")
    controller = view.controller
    saved: list[Path] = []
    results: list[HandResult] = []
    controller.hand_scored.connect(results.append)
    controller.hand_scored.connect(lambda _result: view.hold_after_hand())
    try:
        controller.new_game(seed=MOON_SEED)
        for _ in range(MOON_HAND):
            wait_until(lambda: view.phase == "scored")
            if results[-1].moon is not None:
                view.end.result = None  # the notice as the table shows it, unheld
                view.messages.show_hand_result(results[-1])
                saver(view, out, saved)("moon")
                break
            view.continue_after_hand()
    finally:
        controller.shutdown()
        view.close()
    return saved


LOOKS = (
    ("large", "green", "wood"),
    ("classic", "red", "red"),
    ("large", "rose", "blue"),
    ("classic", "navy", "picture"),
)
"""Looks of the Appearance dialog shown in the screenshots: (deck, back, cloth); the
picture is one the tool paints (a sunset), standing in for the player's own."""


def shoot_looks(size: tuple[int, ...], out: Path, seed: int, installed: bool) -> list[Path]:
    """The table while passing, in each look (and each installed deck, if asked)."""
    view = make_table(size)
    saved: list[Path] = []
    save = saver(view, out, saved)
    looks: list[tuple[Deck, str, str]] = [(own_deck(d), back, key) for d, back, key in LOOKS]
    if installed:
        for choice in installed_choices():
            try:
                looks.append((load_installed(choice.key), "deck", "green"))
            except DeckError:
                continue
    try:
        view.controller.new_game(seed=seed)
        wait_until(lambda: view.phase == "passing")
        for deck, back, key in looks:
            view.set_deck(deck)
            view.set_back(back)
            view.set_cloth(PictureCloth(_sunset()) if key == "picture" else cloth(key))
            save(f"look-{deck.key.removeprefix('installed:')}-{back}-{key}")
    finally:
        view.controller.shutdown()
        view.close()
    return saved


def _sunset() -> QImage:
    picture = QImage(1600, 1000, QImage.Format.Format_RGB32)
    painter = QPainter(picture)
    sky = QLinearGradient(0, 0, 0, 1000)
    for at, colour in ((0.0, "#23395d"), (0.55, "#c8664a"), (0.7, "#f2b35e"), (1.0, "#3b2a3a")):
        sky.setColorAt(at, QColor(colour))
    painter.fillRect(picture.rect(), sky)
    painter.end()
    return picture


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path("out"))
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument(
        "--size", action="append", default=[], help="WxH instead of the two default sizes"
    )
    parser.add_argument(
        "--installed", action="store_true", help="also each deck installed on this computer"
    )
    options = parser.parse_args()
    app = QApplication.instance() or QApplication(sys.argv[:1])
    options.out.mkdir(parents=True, exist_ok=True)
    sizes = [tuple(int(n) for n in text.split("x")) for text in options.size] or SIZES
    for size in sizes:
        for path in [*shoot(size, options.out, options.seed), *shoot_moon(size, options.out)]:
            print(path)
        for path in shoot_looks(size, options.out, options.seed, options.installed):
            print(path)
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main())
