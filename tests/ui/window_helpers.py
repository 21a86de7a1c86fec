"""The main window as the table-comfort tests (undo, hint, claim) use it: a person at
South, animation off, Easy opponents on the GUI thread, no score sheet after a hand."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings
from pytestqt.qtbot import QtBot

from hearts_qt.controller import GameController
from hearts_qt.engine import Seat
from hearts_qt.storage.settings import Settings
from hearts_qt.ui.main_window import MainWindow


def quick_window(qtbot: QtBot, folder: Path, *, play_out_decided: bool = True) -> MainWindow:
    settings = Settings(QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat))
    settings.set_animation("off")
    settings.set_score_after_hand(False)
    settings.set_play_out_decided(play_out_decided)
    for seat in (Seat.WEST, Seat.NORTH, Seat.EAST):
        settings.set_level(seat, "easy")
    controller = GameController(levels=settings.levels(), threaded=False)
    window = MainWindow(controller, settings)
    window.table.still_trick_ms = 0
    window.table.set_animation_speed("off")
    qtbot.addWidget(window)
    return window
