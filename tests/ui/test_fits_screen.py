"""On a small screen (or at a high pixel ratio: 1600×1000 at scale 2 is 800×500) every
window opens whole, its buttons on the screen."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QRect, QSettings
from PySide6.QtGui import QScreen
from PySide6.QtWidgets import QDialogButtonBox, QWidget
from pytestqt.qtbot import QtBot

from hearts_qt.controller import GameController
from hearts_qt.storage.settings import Settings
from hearts_qt.ui.appearance import Appearance
from hearts_qt.ui.appearance_dialog import AppearanceDialog
from hearts_qt.ui.score_sheet.window import ScoreSheetWindow

SMALL = QRect(0, 0, 800, 500)


@pytest.fixture
def small_screen(monkeypatch: pytest.MonkeyPatch) -> QRect:
    monkeypatch.setattr(QScreen, "availableGeometry", lambda _screen: QRect(SMALL))
    return SMALL


def _on_screen(window: QWidget, room: QRect) -> None:
    assert room.contains(window.frameGeometry()) or room.contains(window.geometry())
    for box in window.findChildren(QDialogButtonBox):
        for button in box.buttons():
            if button.isVisible():
                corner = button.mapToGlobal(button.rect().bottomRight())
                assert room.contains(corner), button.text()


def test_the_appearance_dialog_fits(qtbot: QtBot, tmp_path: Path, small_screen: QRect) -> None:
    settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    dialog = AppearanceDialog(settings, Appearance(settings, data_dirs=[]))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    _on_screen(dialog, small_screen)


def test_the_score_sheet_fits(qtbot: QtBot, tmp_path: Path, small_screen: QRect) -> None:
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    controller = GameController(levels=("easy",) * 3, threaded=False)
    sheet = ScoreSheetWindow(controller, settings=settings)
    qtbot.addWidget(sheet)
    sheet.show()
    qtbot.waitExposed(sheet)
    _on_screen(sheet, small_screen)
    controller.shutdown()
