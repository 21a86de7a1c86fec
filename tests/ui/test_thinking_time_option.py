"""Options ▸ Players ▸ Thinking time: a person picks it beside the levels, and the next
decision of a computer player thinks for that long."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QDialogButtonBox
from pytestqt.qtbot import QtBot

from hearts_qt.ai.thinking import ThinkingTime, thinking_budget
from hearts_qt.controller import GameController
from hearts_qt.engine import Seat
from hearts_qt.storage.settings import Settings
from hearts_qt.ui.main_window import MainWindow
from hearts_qt.ui.options_dialog import OptionsDialog
from tests.controller.test_thinking_time import Asked, recording


def test_a_person_picks_quick_and_the_next_decision_is_quick(qtbot: QtBot, tmp_path: Path) -> None:
    settings = Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    settings.set_animation("off")
    settings.set_score_after_hand(False)
    asked: Asked = []
    controller = GameController(
        levels=("expert", "normal", "normal"), threaded=False, player_factory=recording(asked)
    )
    window = MainWindow(controller, settings)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    controller.new_game(seed=8)
    qtbot.waitUntil(lambda: len(asked) == 1)
    assert asked == [("expert", thinking_budget("expert", ThinkingTime.NORMAL))]

    qtbot.keyClick(window, Qt.Key.Key_Comma, Qt.KeyboardModifier.ControlModifier)
    dialog = window.findChild(OptionsDialog)
    assert dialog is not None
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    box = dialog.thinking_time
    assert box.currentText() == "Normal"
    qtbot.keyClick(dialog, Qt.Key.Key_K, Qt.KeyboardModifier.AltModifier)  # Thin&king time
    qtbot.waitUntil(box.hasFocus)
    qtbot.keyClick(box, Qt.Key.Key_Up)
    assert box.currentText() == "Quick"
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert ok is not None
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    assert settings.thinking_time() is ThinkingTime.QUICK

    def south_plays_until_west_is_asked() -> bool:
        if controller.waiting_for_south:
            if controller.view(Seat.SOUTH).legal:
                controller.play_card(controller.legal_plays()[0])
            else:
                controller.choose_pass(controller.view().hand[:3])
        return len(asked) >= 2

    qtbot.waitUntil(south_plays_until_west_is_asked)
    assert asked[1] == ("expert", thinking_budget("expert", ThinkingTime.QUICK))
    controller.shutdown()


def test_the_dialog_shows_the_stored_time_and_restores_normal(qtbot: QtBot, tmp_path: Path) -> None:
    settings = Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    settings.set_thinking_time(ThinkingTime.LONG)
    dialog = OptionsDialog(settings)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.thinking_time.currentText() == "Long"
    assert [dialog.thinking_time.itemText(i) for i in range(3)] == ["Quick", "Normal", "Long"]
    restore = dialog.buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults)
    assert restore is not None
    qtbot.mouseClick(restore, Qt.MouseButton.LeftButton)
    assert dialog.thinking_time.currentText() == "Normal"
    assert settings.thinking_time() is ThinkingTime.LONG  # nothing stored before OK
