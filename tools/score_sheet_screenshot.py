"""Render the score sheet after a few hands, and the game-over dialog, to out/*.png.

    python tools/score_sheet_screenshot.py [--hands 6] [--seed 7]

out/score_sheet.png is a real game against the easy computer players; out/
score_sheet_showcase.png is a scripted game with a moon, a sun and the jack of diamonds;
out/game_over.png is the end of that game.
"""

from __future__ import annotations

import argparse
import ctypes
import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication, QWidget

from hearts_qt.controller import GameController
from hearts_qt.engine import Game, Rules, Seat
from hearts_qt.engine.hand import Phase
from hearts_qt.ui.score_sheet import GameOverDialog, ScoreSheetWindow

OUT = Path(__file__).resolve().parent.parent / "out"
SHOWCASE_SEED = 621
"""With the scripted play below, this seed has two moons, a sun and the J♦ in 8 hands."""


def hold_singletons(count: int = 200_000) -> None:
    """Work around PySide6 6.12.0 on Python 3.11, which drops a reference to True or None
    on every signal emit and every singleShot: after a few thousand, the interpreter
    frees them and aborts. From Python 3.12 on they are immortal and this does nothing."""
    if sys.version_info >= (3, 12):
        return
    for singleton in (True, False, None):
        for _ in range(count):
            ctypes.pythonapi.Py_IncRef(ctypes.py_object(singleton))


def scripted_game(seed: int, rules: Rules) -> Game:
    """South plays its highest card by rank, everyone else the lowest: moons happen."""
    game = Game(rules, seed)
    while not game.is_over:
        game.deal()
        hand = game.hand
        if hand.phase is Phase.PASSING:
            for seat in Seat:
                held = sorted(hand.held(seat), key=lambda c: (c.rank, c.suit))
                game.pass_cards(seat, held[:3] if seat is Seat.SOUTH else held[-3:])
        while hand.phase is not Phase.SCORED:
            player = hand.to_play
            assert player is not None
            legal = sorted(hand.legal_plays(player), key=lambda c: (c.rank, c.suit))
            game.play(player, legal[-1] if player is Seat.SOUTH else legal[0])
    return game


def played_controller(hands: int, seed: int) -> GameController:
    """A controller that has played ``hands`` hands against the easy players."""
    controller = GameController(south_level="easy", threaded=False, levels=("easy",) * 3)
    controller.set_paced(True)
    for signal in (
        controller.hand_dealt,
        controller.cards_received,
        controller.card_played,
        controller.trick_taken,
    ):
        signal.connect(lambda *_args: controller.on_view_idle())
    scored: list[int] = []

    def on_scored(result: object) -> None:
        scored.append(1)
        if len(scored) < hands:
            controller.next_hand()

    controller.hand_scored.connect(on_scored)
    controller.new_game(seed=seed)
    app = QApplication.instance()
    assert app is not None
    while len(scored) < hands and not controller.game.is_over:
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
    hold_singletons()
    app = QApplication(sys.argv[:1])
    OUT.mkdir(exist_ok=True)
    settings = QSettings(str(Path(tempfile.mkdtemp()) / "s.ini"), QSettings.Format.IniFormat)

    controller = played_controller(args.hands, args.seed)
    window = ScoreSheetWindow(controller, settings=settings)
    grab(window, "score_sheet.png")

    showcase = GameController(south_level="easy", threaded=False, levels=("easy",) * 3)
    showcase.game = scripted_game(
        SHOWCASE_SEED, Rules(jack_of_diamonds=-10, shoot_the_sun=True, fixed_hands=8)
    )
    window = ScoreSheetWindow(showcase, settings=settings)
    grab(window, "score_sheet_showcase.png")

    game = showcase.game
    dialog = GameOverDialog(game.winners, game.totals)
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
