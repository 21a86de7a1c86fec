"""Render the score sheet after a few hands, and the game-over dialog, to out/*.png.

    python tools/score_sheet_screenshot.py [--hands 6] [--seed 7]

out/score_sheet.png is a real game against the easy computer players; out/
score_sheet_showcase.png is a scripted game with a moon, a sun and the jack of diamonds;
out/game_over.png is the end of that game.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # for tests.ui helpers

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication, QWidget

from hearts_qt.controller import GameController
from hearts_qt.ui.score_sheet import GameOverDialog, ScoreSheetWindow
from tests.ui.score_sheet_helpers import SHOWCASE, SHOWCASE_SEED, pace_like_a_view, scripted_game

OUT = Path(__file__).resolve().parent.parent / "out"


def played_controller(hands: int, seed: int) -> GameController:
    """A controller that has played ``hands`` hands against the easy players."""
    controller = GameController(south_level="easy", threaded=False, levels=("easy",) * 3)
    pace_like_a_view(controller)
    scored: list[int] = []

    def on_scored(result: object) -> None:
        scored.append(1)
        if len(scored) < hands:
            controller.next_hand()

    controller.hand_scored.connect(on_scored)
    controller.new_game(seed=seed)
    app = QApplication.instance()
    assert app is not None
    while len(scored) < hands and not controller.is_over:
        app.processEvents()
    return controller


def grab(widget: QWidget, name: str) -> Path:
    widget.show()
    QApplication.processEvents()
    path = OUT / name
    widget.grab().save(str(path))
    print(f"{path}: {widget.windowTitle()!r}")
    return path


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=6)
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args(argv)
    app = QApplication(sys.argv[:1])
    OUT.mkdir(exist_ok=True)
    settings = QSettings(str(Path(tempfile.mkdtemp()) / "s.ini"), QSettings.Format.IniFormat)

    controller = played_controller(args.hands, args.seed)
    window = ScoreSheetWindow(controller, settings=settings)
    grab(window, "score_sheet.png")

    showcase = GameController(south_level="easy", threaded=False, levels=("easy",) * 3)
    showcase.resume(scripted_game(SHOWCASE_SEED, SHOWCASE))
    window = ScoreSheetWindow(showcase, settings=settings)
    grab(window, "score_sheet_showcase.png")

    dialog = GameOverDialog(
        showcase.winners,
        showcase.results[-1].totals,
        rules=showcase.rules,
        results=showcase.results,
    )
    grab(dialog, "game_over.png")
    for widget in QApplication.topLevelWidgets():
        widget.close()
        widget.deleteLater()
    controller.shutdown()
    showcase.shutdown()
    QApplication.processEvents()
    app.shutdown()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
