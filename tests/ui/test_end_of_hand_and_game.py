"""The end of a hand and of a game as a player meets them in the main window, on screens
of a few sizes: every seat's result stays in view (the score sheet opens by itself only
where it hides none of them), the sheet is a key away, the game ends on one screen whose
default button plays again, and the first window fits the screen."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QAction, QScreen
from PySide6.QtWidgets import QApplication, QDialog, QWidget
from pytestqt.qtbot import QtBot

from hearts_qt.engine import Phase, Rules, Seat
from hearts_qt.ui.main_window import MainWindow
from hearts_qt.ui.placement import GUESSED_FRAME
from hearts_qt.ui.score_sheet.game_over import GameOverDialog
from hearts_qt.ui.table import theme
from tests.screenshot_option import Pictures
from tests.ui.window_helpers import quick_window

MakeWindow = Callable[[int, int], MainWindow]
SEED = 5
"""Nobody shoots the moon in the first hand of this game."""


def use_screen(monkeypatch: pytest.MonkeyPatch, width: int, height: int) -> None:
    """Every screen's available area is ``width`` × ``height`` from now on (the offscreen
    screen is 800 × 800; a 1600 × 1000 screen at QT_SCALE_FACTOR=2 is 800 × 500)."""
    monkeypatch.setattr(QScreen, "availableGeometry", lambda _s: QRect(0, 0, width, height))


@pytest.fixture
def make_window(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> Iterator[MakeWindow]:
    """A main window as the app makes it, on a screen of the given size, shown."""
    made: list[MainWindow] = []

    def make(width: int, height: int) -> MainWindow:
        use_screen(monkeypatch, width, height)
        window = quick_window(qtbot, tmp_path)
        window.settings.set_score_after_hand(True)  # as it is out of the box
        window.show()
        qtbot.waitExposed(window)
        made.append(window)
        return window

    yield make
    for window in made:
        window.controller.shutdown()


def room_for_a_frame(window: QWidget) -> QRect:
    """The window with the frame a desktop would draw around it (offscreen draws a thin
    one)."""
    return QRect(window.frameGeometry().topLeft(), window.size().grownBy(GUESSED_FRAME))


def play_to_the_end_of_the_hand(qtbot: QtBot, window: MainWindow) -> None:
    """South passes and plays (its first cards) until the hand is scored."""
    controller = window.controller
    number = len(controller.results)
    while len(controller.results) == number:
        qtbot.waitUntil(
            lambda: controller.waiting_for_south or len(controller.results) > number,
            timeout=10_000,
        )
        if len(controller.results) > number:
            break
        if controller.view().phase is Phase.PASSING:
            controller.choose_pass(controller.view().hand[:3])
        else:
            controller.play_card(controller.legal_plays()[0])
    qtbot.waitUntil(lambda: window.table.phase in ("scored", "over"), timeout=10_000)


def hides_nothing(window: MainWindow) -> bool:
    """The score sheet is closed, or hides no seat's plate or taken cards, nor the hand's
    result on the table (all in screen coordinates)."""
    sheet = window.score_sheet
    if not sheet.isVisible():
        return True
    outer = sheet.frameGeometry()
    result = window.table.result_area()
    assert result is not None
    return not any(outer.intersects(area) for area in [*window.table.seat_areas(), result])


# -- the end of a hand ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("screen", "sheet"),
    [((1280, 800), None), ((1600, 1000), None), ((1920, 1080), None), ((2560, 1440), True)],
)
def test_at_the_end_of_a_hand_every_seat_stays_in_view(
    qtbot: QtBot, make_window: MakeWindow, screen: tuple[int, int], sheet: bool | None
) -> None:
    """The sheet comes up by itself only where it has room (``sheet``; None: it depends
    on where the cards lie)."""
    window = make_window(*screen)
    window.controller.new_game(Rules(), seed=SEED)
    play_to_the_end_of_the_hand(qtbot, window)
    result = window.controller.results[-1]
    panel = window.table.table.decor.banner
    assert panel.isVisible() and panel.title == "End of hand 1"
    assert panel.rows[-1][1:] == [str(total) for total in result.totals]
    assert hides_nothing(window)
    assert sheet is None or window.score_sheet.isVisible() == sheet
    qtbot.wait(50)
    assert window.controller.snapshot().number == 1, "the next hand waits for the player"


def test_the_sheet_that_came_up_goes_with_a_click_and_the_game_goes_on(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    window = make_window(2560, 1440)
    window.controller.new_game(Rules(), seed=SEED)
    play_to_the_end_of_the_hand(qtbot, window)
    assert window.score_sheet.isVisible() and hides_nothing(window)
    qtbot.mouseClick(window.table.viewport(), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.controller.snapshot().number == 2, timeout=10_000)
    assert not window.score_sheet.isVisible()


def test_a_sheet_moved_off_the_seats_goes_back_where_the_player_had_it(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    window = make_window(2560, 1440)
    window.controller.new_game(Rules(), seed=SEED)
    sheet = window.score_sheet
    score_sheet_item(window).trigger()  # Game ▸ Score Sheet (this window is off the
    qtbot.waitUntil(sheet.isVisible)  # offscreen screen, which gives it no key focus)
    plate = window.table.seat_areas()[Seat.EAST]
    sheet.move(plate.center())  # the player put it on East's name
    own = sheet.geometry()
    play_to_the_end_of_the_hand(qtbot, window)
    assert sheet.isVisible() and hides_nothing(window)
    assert sheet.geometry() != own
    qtbot.keyClick(sheet, Qt.Key.Key_Escape)  # closed: the next hand, and its old place
    qtbot.waitUntil(lambda: window.controller.snapshot().number == 2, timeout=10_000)
    score_sheet_item(window).trigger()
    qtbot.waitUntil(sheet.isVisible)
    assert sheet.geometry() == own


def test_f9_at_the_end_of_a_hand_opens_the_sheet_and_enter_goes_on(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    window = make_window(1600, 1000)
    window.settings.set_score_after_hand(False)  # the sheet does not come up by itself
    window.controller.new_game(Rules(), seed=SEED)
    play_to_the_end_of_the_hand(qtbot, window)
    assert not window.score_sheet.isVisible()
    qtbot.keyClick(window, Qt.Key.Key_F9)
    qtbot.waitUntil(window.score_sheet.isVisible)
    outer = window.score_sheet.frameGeometry()  # asked for, it may hide the table's
    assert not any(outer.intersects(seat) for seat in window.table.seat_areas())  # result
    qtbot.wait(int(theme.HAND_END_PAUSE_MS * 1.2))
    assert window.controller.snapshot().number == 1, "it waits while the sheet is read"
    assert window.score_sheet.model.rowCount() == 1
    assert window.score_sheet.windowTitle().startswith("Score Sheet")
    qtbot.keyClick(window.score_sheet, Qt.Key.Key_Return)  # Close is its default button
    qtbot.waitUntil(lambda: window.controller.snapshot().number == 2, timeout=10_000)


def menu_items(window: MainWindow) -> dict[str, QAction]:
    menus = [action.menu() for action in window.menuBar().actions()]
    return {item.text().replace("&", ""): item for menu in menus for item in menu.actions()}


def score_sheet_item(window: MainWindow) -> QAction:
    return menu_items(window)["Score Sheet"]


def test_one_name_for_the_sheet(make_window: MakeWindow) -> None:
    window = make_window(1600, 1000)
    texts = list(menu_items(window))
    assert "Score Sheet" in texts
    assert not any("History" in text for text in texts)
    assert window.score_sheet.windowTitle() == "Score Sheet"


# -- the end of the game ---------------------------------------------------------------


def play_a_short_game(qtbot: QtBot, window: MainWindow, go_on: Callable[[], None]) -> None:
    """Four hands, each ended by ``go_on`` (a key or a click), up to the end-of-game
    screen."""
    controller = window.controller
    controller.new_game(Rules(fixed_hands=4), seed=2)
    while not controller.is_over:
        play_to_the_end_of_the_hand(qtbot, window)
        if not controller.is_over:
            go_on()
    qtbot.waitUntil(lambda: any(d.isVisible() for d in window.findChildren(GameOverDialog)))


def test_the_game_ends_on_one_screen_and_enter_plays_again(
    qtbot: QtBot, make_window: MakeWindow, screenshot: Pictures
) -> None:
    window = make_window(1600, 1000)
    controller = window.controller
    window.score_sheet.present()  # open all along: it gives way to the end-of-game screen
    play_a_short_game(qtbot, window, lambda: qtbot.keyClick(window.table, Qt.Key.Key_Return))
    shown = [w for w in QApplication.topLevelWidgets() if w.isVisible() and w is not window]
    assert len(shown) == 1 and isinstance(shown[0], GameOverDialog)
    dialog = shown[0]
    screenshot("game-over")
    assert not window.table.table.decor.banner.isVisible()  # not a second screen under it
    assert dialog.model.rowCount() == 4
    assert dialog.table.verticalScrollBar().maximum() == 0  # every hand in view
    assert dialog.play_again_button.isDefault()
    finished = controller.game_serial
    qtbot.keyClick(dialog, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: controller.game_serial != finished, timeout=5_000)
    assert dialog.result() == QDialog.DialogCode.Accepted
    assert not controller.is_over


def test_closing_the_end_of_game_screen_leaves_the_result_on_the_table(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    window = make_window(1600, 1000)
    controller = window.controller
    viewport = window.table.viewport()
    play_a_short_game(qtbot, window, lambda: qtbot.mouseClick(viewport, Qt.MouseButton.LeftButton))
    dialog = next(d for d in window.findChildren(GameOverDialog) if d.isVisible())
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not dialog.isVisible())
    banner = window.table.table.decor.banner
    assert banner.isVisible() and banner.title.endswith(("the game.", "the game!", "the win."))
    assert controller.is_over


# -- the window's size -------------------------------------------------------------------


@pytest.mark.parametrize("screen", [(800, 500), (1024, 600), (1280, 800), (1600, 1000)])
def test_the_first_window_fits_the_screen(make_window: MakeWindow, screen: tuple[int, int]) -> None:
    window = make_window(*screen)
    room = QRect(0, 0, *screen)
    assert room.contains(room_for_a_frame(window))
    if screen >= (1600, 1000):
        assert (window.width(), window.height()) == (1280, 800)  # room for the usual size


def test_a_size_remembered_on_a_larger_screen_fits_a_smaller_one(
    make_window: MakeWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    big = make_window(2560, 1440)
    big.resize(2000, 1300)
    big.close()  # remembers its geometry
    window = make_window(800, 500)  # the same settings, on a small (or scaled) screen
    assert QRect(0, 0, 800, 500).contains(room_for_a_frame(window))


def test_the_sheet_that_came_up_steps_aside_for_a_review_of_the_hand(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    """The sheet that came up by itself stood over the review's bar (a dialog stays over
    its window): opening the review closes it, and the hand's end still waits."""
    window = make_window(2560, 1440)
    window.controller.new_game(Rules(), seed=SEED)
    play_to_the_end_of_the_hand(qtbot, window)
    sheet = window.score_sheet
    assert sheet.isVisible()
    review = window.review.action
    assert review is not None
    with qtbot.assertNotEmitted(window.controller.hand_dealt, wait=200):
        review.trigger()
    assert window.review.active and not sheet.isVisible()
    qtbot.keyClick(window.review.view, Qt.Key.Key_Escape)
    assert window.table.phase == "scored" and len(window.controller.results) == 1
    qtbot.keyClick(window, Qt.Key.Key_F9)  # the player's own sheet stays for a review
    qtbot.waitUntil(sheet.isVisible)
    review.trigger()
    assert window.review.active and sheet.isVisible()
