"""Side windows first open beside the game's window, off the table, when there is room."""

from __future__ import annotations

from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from hearts_qt.ui.placement import GAP, place_beside


def _windows(qtbot: QtBot, parent_width: int, parent_x: int) -> tuple[QWidget, QWidget]:
    parent, side = QWidget(), QWidget()
    for window in (parent, side):
        qtbot.addWidget(window)
    parent.setGeometry(parent_x, 100, parent_width, 300)
    parent.show()
    qtbot.waitExposed(parent)
    side.resize(200, 150)
    return parent, side


def test_right_of_the_window_when_there_is_room(qtbot: QtBot) -> None:
    parent, side = _windows(qtbot, 300, 50)
    place_beside(side, parent)
    frame = parent.frameGeometry()
    assert side.x() == frame.x() + frame.width() + GAP


def test_left_of_it_when_only_the_left_has_room(qtbot: QtBot) -> None:
    room = QGuiApplication.primaryScreen().availableGeometry()
    parent, side = _windows(qtbot, 300, room.right() - 300)
    place_beside(side, parent)
    assert side.x() + side.width() + GAP == parent.frameGeometry().x()


def test_against_the_roomier_screen_edge_when_neither_side_has_room(qtbot: QtBot) -> None:
    room = QGuiApplication.primaryScreen().availableGeometry()
    parent, side = _windows(qtbot, room.width() - 150, room.left() + 100)  # 100 left, 50 right
    place_beside(side, parent)
    assert side.x() == room.left()  # the left has more room: it covers 100 px less there
    parent.move(room.left() + 40, parent.y())  # now 40 left, 110 right
    place_beside(side, parent)
    assert side.x() + side.width() == room.left() + room.width()
