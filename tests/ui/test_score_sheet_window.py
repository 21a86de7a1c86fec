"""The score sheet window in a headless game: it opens after a hand, follows the game,
is dismissed to go on, toggles with F9, remembers its size, copies and saves."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, QSize, Qt
from PySide6.QtGui import QFont, QFontMetrics, QGuiApplication
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QFileDialog, QLineEdit
from pytestqt.qtbot import QtBot

from hearts_qt.controller import GameController
from hearts_qt.engine import HandResult, MoonScoring, PassDirection, Rules, Seat
from hearts_qt.i18n import Translators
from hearts_qt.ui.score_sheet.window import (
    DEFAULT_SIZE,
    FOLDER_KEY,
    GEOMETRY_KEY,
    ScoreSheetWindow,
)
from tests.ui.score_sheet_helpers import pace_like_a_view


@pytest.fixture
def settings(tmp_path: Path) -> QSettings:
    return QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)


@pytest.fixture
def controller(qtbot: QtBot) -> Iterator[GameController]:
    c = GameController(south_level="easy", threaded=False, levels=("easy",) * 3)
    yield c
    c.shutdown()


@pytest.fixture
def window(
    qtbot: QtBot, controller: GameController, settings: QSettings
) -> Iterator[ScoreSheetWindow]:
    w = ScoreSheetWindow(controller, settings=settings)
    qtbot.addWidget(w)
    yield w


def test_before_any_hand_the_sheet_is_empty(window: ScoreSheetWindow) -> None:
    assert window.windowTitle() == "Score Sheet"
    assert window.model.rowCount() == 0
    assert not window.isModal()


def test_it_opens_after_a_hand_and_the_game_goes_on_when_dismissed(
    qtbot: QtBot, controller: GameController, window: ScoreSheetWindow
) -> None:
    # The wiring the main window uses.
    pace_like_a_view(controller)
    controller.hand_scored.connect(lambda _result: window.present())
    window.dismissed.connect(controller.next_hand)

    controller.new_game(rules=Rules(), seed=3)
    qtbot.waitUntil(lambda: window.isVisible() and window.model.rowCount() == 1)
    assert window.model.results == controller.results
    assert window.windowTitle().startswith("Score Sheet — ")
    assert window.windowTitle().endswith("place")
    assert controller.snapshot().number == 1, "the next hand waits for the player"

    with qtbot.waitSignal(window.dismissed):
        window.reject()
    assert not window.isVisible()
    qtbot.waitUntil(lambda: window.isVisible() and window.model.rowCount() == 2)
    assert window.model.results == controller.results
    newest = window.model.index(1, 0)
    assert window.table.visualRect(newest).isValid()
    # Closing the window at teardown must not start a game that outlives the test.
    window.dismissed.disconnect(controller.next_hand)


def test_a_whole_game_ends_on_the_sheet(
    qtbot: QtBot, controller: GameController, window: ScoreSheetWindow
) -> None:
    with qtbot.waitSignal(controller.game_over, timeout=20_000):
        controller.new_game(rules=Rules(fixed_hands=4), seed=8)
    assert window.model.results == controller.results
    assert window.caption.text().startswith("Game over — ")
    assert window.model.leaders() == controller.winners


def test_a_new_game_clears_the_sheet(
    qtbot: QtBot, controller: GameController, window: ScoreSheetWindow
) -> None:
    with qtbot.waitSignal(controller.game_over, timeout=20_000):
        controller.new_game(rules=Rules(fixed_hands=4), seed=8)
    pace_like_a_view(controller)
    with qtbot.waitSignal(window.model.modelReset):
        controller.new_game(rules=Rules(target_score=50), seed=9)
    assert window.model.rowCount() == 0
    assert window.windowTitle() == "Score Sheet"
    assert "50" in window.caption.text()


def test_toggle_and_f9_show_and_hide_it(qtbot: QtBot, window: ScoreSheetWindow) -> None:
    with qtbot.waitActive(window):
        window.toggle()
    assert window.isVisible()
    with qtbot.waitSignal(window.dismissed):
        qtbot.keyClick(window, Qt.Key.Key_F9)
    assert not window.isVisible()
    window.toggle()
    assert window.isVisible()
    with qtbot.waitSignal(window.dismissed):
        window.toggle()
    assert not window.isVisible()


def test_escape_dismisses_it(qtbot: QtBot, window: ScoreSheetWindow) -> None:
    with qtbot.waitExposed(window):
        window.present()
    with qtbot.waitSignal(window.dismissed):
        qtbot.keyClick(window, Qt.Key.Key_Escape)
    assert not window.isVisible()


def test_enter_closes_it_and_copies_nothing(qtbot: QtBot, window: ScoreSheetWindow) -> None:
    QGuiApplication.clipboard().clear()
    with qtbot.waitExposed(window):
        window.present()
    window.copy_button.setFocus()  # even from the Copy button (Tab), Enter means Close
    with qtbot.waitSignal(window.dismissed):
        qtbot.keyClick(window.copy_button, Qt.Key.Key_Return)
    assert not window.isVisible()
    assert QGuiApplication.clipboard().text() == ""
    assert not window.status.text()


def test_it_remembers_its_size(
    qtbot: QtBot, controller: GameController, window: ScoreSheetWindow, settings: QSettings
) -> None:
    with qtbot.waitExposed(window):
        window.present()
    window.resize(700, 650)
    window.toggle()
    assert settings.value(GEOMETRY_KEY) is not None
    again = ScoreSheetWindow(controller, settings=settings)
    qtbot.addWidget(again)
    assert again.size() == QSize(700, 650)


def test_copy_puts_the_sheet_on_the_clipboard(
    qtbot: QtBot, controller: GameController, window: ScoreSheetWindow
) -> None:
    with qtbot.waitSignal(controller.game_over, timeout=20_000):
        controller.new_game(rules=Rules(fixed_hands=4), seed=8)
    qtbot.mouseClick(window.copy_button, Qt.MouseButton.LeftButton)
    text = QGuiApplication.clipboard().text()
    assert text.splitlines()[0].startswith("Hand")
    assert len(text.splitlines()) >= 1 + 4
    assert window.status.text()


def _save_dialog(qtbot: QtBot, window: ScoreSheetWindow) -> QFileDialog:
    qtbot.mouseClick(window.save_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: any(d.isVisible() for d in window.findChildren(QFileDialog)))
    return next(d for d in window.findChildren(QFileDialog) if d.isVisible())


def _save_as(qtbot: QtBot, dialog: QFileDialog, path: Path) -> None:
    """Put the file's path where the dialog asks for a name, and click Save."""
    name = dialog.findChild(QLineEdit, "fileNameEdit")
    assert isinstance(name, QLineEdit)
    name.setText(str(path))  # pasted: typing opens the completer, which grabs the keyboard
    buttons = dialog.findChild(QDialogButtonBox)
    assert isinstance(buttons, QDialogButtonBox)
    save = buttons.button(QDialogButtonBox.StandardButton.Save)
    qtbot.mouseClick(save, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not dialog.isVisible())


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A home folder with a Documents folder, and a working directory elsewhere."""
    home = tmp_path / "home"
    (home / "Documents").mkdir(parents=True)
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.delenv("XDG_CONFIG_HOME", raising=False)
    monkeypatch.delenv("XDG_DOCUMENTS_DIR", raising=False)
    work = tmp_path / "work"
    work.mkdir()
    monkeypatch.chdir(work)
    return home


def test_save_as_csv_starts_in_the_documents_then_where_it_last_saved(
    qtbot: QtBot, controller: GameController, window: ScoreSheetWindow, home: Path, tmp_path: Path
) -> None:
    with qtbot.waitSignal(controller.game_over, timeout=20_000):
        controller.new_game(rules=Rules(fixed_hands=4), seed=8)
    window.present()
    dialog = _save_dialog(qtbot, window)
    assert Path(dialog.directory().absolutePath()) == home / "Documents"
    assert dialog.acceptMode() is QFileDialog.AcceptMode.AcceptSave
    kept = tmp_path / "kept"
    kept.mkdir()
    _save_as(qtbot, dialog, kept / "my scores.csv")
    target = kept / "my scores.csv"
    qtbot.waitUntil(target.exists)
    assert len(target.read_text(encoding="utf-8-sig").splitlines()) == 1 + 4
    assert "my scores.csv" in window.status.text()
    again = _save_dialog(qtbot, window)
    assert Path(again.directory().absolutePath()) == kept
    again.reject()


def test_without_a_documents_folder_it_starts_at_home(
    window: ScoreSheetWindow, home: Path, settings: QSettings
) -> None:
    (home / "Documents").rmdir()
    assert window.csv_folder() == home
    settings.setValue(FOLDER_KEY, str(home / "gone"))  # a folder used last, since removed
    assert window.csv_folder() == home


def test_a_failed_save_is_reported_not_raised(
    qtbot: QtBot, window: ScoreSheetWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    warned: list[str] = []
    monkeypatch.setattr(
        "hearts_qt.ui.score_sheet.window.QMessageBox.warning",
        lambda _parent, _title, text: warned.append(text),
    )
    assert not window.save_csv(tmp_path / "missing" / "folder" / "scores.csv")
    assert warned and "could not be saved" in warned[0]


@pytest.mark.parametrize(
    ("totals", "title"),
    [
        ((10, 20, 30, 40), "Score Sheet — you are in 1st place"),
        ((25, 20, 30, 40), "Score Sheet — you are in 2nd place"),
        ((20, 20, 30, 40), "Score Sheet — you are tied for 1st place"),
        ((40, 20, 30, 40), "Score Sheet — you are tied for 3rd place"),
        ((90, 20, 30, 40), "Score Sheet — you are in 4th place"),
    ],
)
def test_the_title_says_where_south_stands(
    window: ScoreSheetWindow, totals: tuple[int, int, int, int], title: str
) -> None:
    result = HandResult(1, PassDirection.LEFT, totals, totals)
    window.model.set_history(Rules(), [result])
    assert window.windowTitle() == title


def test_a_long_languages_legend_wraps_between_its_marks(
    qtbot: QtBot, qapp: QApplication, controller: GameController, settings: QSettings
) -> None:
    translators = Translators(qapp)
    assert translators.use("de", system=[]) == "de"
    try:
        every_mark = Rules(
            shoot_the_sun=True,
            moon_scoring=MoonScoring.SHOOTER_CHOOSES,
            no_tricks_bonus=-5,
            perfect_100=True,
        )
        controller.new_game(every_mark, seed=3)
        sheet = ScoreSheetWindow(controller, settings=settings)
        qtbot.addWidget(sheet)
        sheet.show()
        qtbot.waitExposed(sheet)
        assert sheet.width() == DEFAULT_SIZE.width()  # the marks did not widen the sheet
        assert sheet.legend.geometry().right() < sheet.width()
        one_line = sheet.legend.fontMetrics().height() * 2  # the sentence, then the marks
        assert sheet.legend.height() > one_line  # wrapped, between marks: "∅ kein Stich…"
        marks = sheet.legend.text().splitlines()[1].split(" · ")
        assert len(marks) == 4 and all(" " not in mark for mark in marks)
        moon = HandResult(
            1,
            PassDirection.LEFT,
            (0, 26, 26, 26),
            (0, 26, 26, 26),
            moon=Seat.SOUTH,
            moon_choice=MoonScoring.OTHERS_PLUS,
        )
        sheet.model.set_history(every_mark, [moon])  # "0 (0) ☾ +26 für jeden": long
        bold = QFont(sheet.table.font())
        bold.setBold(True)
        whole = QFontMetrics(bold).horizontalAdvance(sheet.model.cell_text(0, Seat.SOUTH))
        qtbot.waitUntil(lambda: sheet.table.columnWidth(Seat.SOUTH) > whole)  # not "☾ +26 …"
    finally:
        translators.remove()
