"""A game played by rules other than the classic game's names them where a player looks:
the window's title and status bar while playing, the Game Over window at the end. A
player who changed the preset sees that it took."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QAction
from pytestqt.qtbot import QtBot

from hearts_qt.engine import HandResult, PassDirection, Rules, Seat
from hearts_qt.engine.presets import PRESETS, Preset
from hearts_qt.ui.score_sheet.game_over import GameOverDialog
from tests.ui.window_helpers import quick_window

S, W, N, E = Seat


def test_the_title_and_status_bar_name_the_preset_chosen_in_the_options(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window = quick_window(qtbot, tmp_path)
    window.settings.set_rules(PRESETS[Preset.BLACK_MARIA])
    (new,) = (a for a in window.findChildren(QAction) if a.text() == "&New Game")
    new.trigger()  # Game ▸ New Game
    qtbot.waitUntil(lambda: window.windowTitle().endswith(" · Black Maria"))
    assert window.windowTitle().startswith("Deal ")
    assert window.deals.place_label.text() == window.windowTitle()
    window.controller.new_game(Rules(pass_count=4), seed=3)
    qtbot.waitUntil(lambda: window.windowTitle().endswith(" · Custom rules"))
    window.controller.new_game(PRESETS[Preset.CLASSIC], seed=3)
    qtbot.waitUntil(lambda: "·" not in window.windowTitle())
    assert window.windowTitle().startswith("Deal ")
    window.controller.shutdown()


def _ended(qtbot: QtBot, rules: Rules) -> GameOverDialog:
    result = HandResult(1, PassDirection.LEFT, (0, 43, 0, 0), (30, 112, 40, 50))
    dialog = GameOverDialog((S,), result.totals, rules=rules, results=[result])
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def test_the_game_over_window_names_rules_that_are_not_the_classic_game(qtbot: QtBot) -> None:
    maria = _ended(qtbot, PRESETS[Preset.BLACK_MARIA])
    assert maria.rules_label.isVisible() and maria.rules_label.text() == "Rules: Black Maria"
    custom = _ended(qtbot, Rules(no_tricks_bonus=-5))
    assert custom.rules_label.text() == "Rules: Custom rules"
    assert not _ended(qtbot, Rules()).rules_label.isVisible()
