"""Where windows open: side windows beside the game's window when there is room, else
where they cover no seat; the game's window within a screen of any size or scale."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect, QSize
from PySide6.QtGui import QGuiApplication, QScreen
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from hearts_qt.ui.placement import (
    GAP,
    GUESSED_FRAME,
    STEP,
    clear_space,
    fit_on_screen,
    fitted_size,
    hidden_part,
    least_hidden,
    outer_rect,
    place_beside,
    place_clear_of,
)


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


# -- the game's window on a small screen -------------------------------------------------


@pytest.mark.parametrize(
    ("screen", "fitted"),
    [
        (QRect(0, 0, 1600, 1000), QSize(1280, 800)),  # room for the usual size
        (QRect(0, 0, 800, 500), QSize(752, 466)),  # 1600 × 1000 at QT_SCALE_FACTOR=2
        (QRect(0, 27, 1280, 773), QSize(1203, 726)),  # 1280 × 800 under a top panel
    ],
)
def test_the_first_size_fits_the_available_area(screen: QRect, fitted: QSize) -> None:
    size = fitted_size(QSize(1280, 800), screen, GUESSED_FRAME)
    assert size == fitted
    framed = size.grownBy(GUESSED_FRAME)
    assert framed.width() <= screen.width() and framed.height() <= screen.height()


def test_a_window_larger_than_its_screen_is_made_to_fit(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(QScreen, "availableGeometry", lambda _s: QRect(0, 0, 800, 500))
    window = QWidget()
    qtbot.addWidget(window)
    window.setMinimumSize(800, 600)
    window.setGeometry(300, 200, 1500, 950)  # as remembered on a larger screen
    fit_on_screen(window)
    assert QRect(0, 0, 800, 500).contains(outer_rect(window))
    assert window.minimumSize().height() <= window.height()


# -- a side window off the seats --------------------------------------------------------

SCREEN = QRect(0, 0, 1600, 1000)
SEATS = [
    QRect(380, 180, 210, 65),  # North's plate and its cards
    QRect(600, 170, 60, 85),
    QRect(1200, 230, 210, 65),  # East
    QRect(1250, 310, 100, 85),
    QRect(190, 700, 210, 65),  # West
    QRect(250, 600, 80, 85),
    QRect(1150, 780, 210, 65),  # South
    QRect(950, 770, 170, 85),
    QRect(480, 400, 640, 210),  # the hand's result over the middle
]


def test_the_clear_space_touches_no_seat_and_is_the_roomiest() -> None:
    space = clear_space(SCREEN, SEATS, QSize(300, 300), QSize(560, 620))
    assert space is not None
    assert SCREEN.contains(space)
    assert not any(space.intersects(seat.adjusted(-GAP, -GAP, GAP, GAP)) for seat in SEATS)
    # Left of North and above West's cards: roomier than right of the result (472 × 359)
    # or between North and West's cards (472 × 339).
    assert space == QRect(0, 0, 380 - GAP, 600 - GAP)


def test_no_clear_space_when_the_window_cannot_be_that_small() -> None:
    assert clear_space(QRect(0, 0, 800, 600), SEATS, QSize(700, 500), QSize(700, 500)) is None


def test_a_side_window_goes_where_it_covers_no_seat(qtbot: QtBot) -> None:
    room = QGuiApplication.primaryScreen().availableGeometry()  # offscreen: 800 × 800
    parent, side = _windows(qtbot, room.width() - 100, room.left() + 50)
    side.resize(300, 250)
    side.setMinimumSize(200, 150)
    seats = [QRect(room.left() + 10, room.top() + 10, 200, 60), QRect(500, 400, 250, 300)]
    assert place_clear_of(side, parent, seats, QSize(300, 250))
    where = QRect(side.pos(), side.size().grownBy(GUESSED_FRAME))
    assert room.contains(where)
    assert not any(where.intersects(seat) for seat in seats)
    assert side.size() == QSize(300, 250)


def test_a_side_window_stays_put_when_no_place_is_clear(qtbot: QtBot) -> None:
    room = QGuiApplication.primaryScreen().availableGeometry()
    parent, side = _windows(qtbot, 300, 50)
    side.move(20, 30)
    everywhere = [room]
    assert not place_clear_of(side, parent, everywhere)
    assert side.pos() == QPoint(20, 30)


# -- a side window over the table, hiding it least ---------------------------------------------


def test_with_no_room_beside_a_side_window_hides_a_seat_rather_than_south_or_the_menus() -> None:
    room, game = QRect(0, 0, 1600, 1000), QRect(160, 85, 1280, 815)  # as on the play-test
    west = [(QRect(185, 215, 210, 65), 1.0), (QRect(222, 335, 183, 295), 1.0)]
    east = [(QRect(1197, 215, 210, 65), 1.0), (QRect(1188, 335, 183, 295), 1.0)]
    north = [(QRect(1000, 140, 210, 60), 1.0), (QRect(650, 140, 295, 180), 1.0)]
    heavy = [
        (QRect(470, 725, 653, 139), 100.0),  # South's hand
        (QRect(650, 330, 300, 270), 10.0),  # the trick
        (QRect(160, 108, 130, 16), 10.0),  # the menus' titles
    ]
    tall, shorter = QSize(528, 660), QSize(608, 600)  # the Rules window at two widths
    area = least_hidden(room, [tall, shorter], [*west, *east, *north, *heavy], game)
    assert room.contains(area) and area.size() == shorter  # only it fits above South
    assert hidden_part(area, heavy) == 0
    assert hidden_part(area, west) == 2 and hidden_part(area, north + east) == 0


def test_of_places_that_hide_as_little_the_first_size_nearest_the_game() -> None:
    room, game = QRect(0, 0, 1000, 800), QRect(100, 100, 600, 500)
    area = least_hidden(room, [QSize(200, 200), QSize(300, 300)], [], game)
    assert area.size() == QSize(200, 200)
    assert abs(area.center().x() - game.center().x()) <= STEP
    assert abs(area.center().y() - game.center().y()) <= STEP
