"""View ▸ Appearance as a player uses it: open it from the menu, choose a deck, a back and a
table by mouse and keyboard and see the table change at once; Cancel puts the old look
back, OK keeps it across a restart; a broken deck is refused with a message and the deck
before stays."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QRectF, QSettings, Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QApplication, QListWidget, QMessageBox
from pytestqt.qtbot import QtBot

from hearts_qt.controller import GameController
from hearts_qt.engine import Rules
from hearts_qt.storage.settings import Settings
from hearts_qt.ui import appearance_dialog
from hearts_qt.ui.appearance_dialog import AppearanceDialog
from hearts_qt.ui.main_window import MainWindow
from tests.screenshot_option import Pictures
from tests.ui.deck_helpers import deck_svg, write_deck
from tests.ui.window_helpers import quick_window


@pytest.fixture
def decks(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The desktop's data folders (XDG) hold one good deck and one broken one, in KDE's
    format, and nothing else."""
    data = tmp_path / "data"
    write_deck(data, "svg-good", "Good Deck", svg=deck_svg(70, 100), zipped=True)
    write_deck(data, "svg-broken", "Broken Deck", svg="<svg>this is not")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("XDG_DATA_DIRS", str(data))
    return data


def _window(qtbot: QtBot, folder: Path, _data: Path) -> MainWindow:
    window = quick_window(qtbot, folder)
    window.show()
    qtbot.waitExposed(window)
    window.controller.new_game(Rules(), seed=3)
    qtbot.waitUntil(lambda: window.controller.waiting_for_south, timeout=10_000)
    return window


def _table(window: MainWindow) -> QImage:
    return window.table.viewport().grab().toImage()


def _open(qtbot: QtBot, window: MainWindow) -> AppearanceDialog:
    view = next(a.menu() for a in window.menuBar().actions() if a.text() == "&View")
    action = next(a for a in view.actions() if a.text().replace("&", "") == "Appearance…")
    action.trigger()
    qtbot.waitUntil(lambda: window.findChild(AppearanceDialog) is not None)
    dialog = window.findChild(AppearanceDialog)
    assert isinstance(dialog, AppearanceDialog)
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    return dialog


def _click(qtbot: QtBot, widget: QListWidget, text: str) -> None:
    item = next(
        widget.item(row) for row in range(widget.count()) if widget.item(row).text() == text
    )
    widget.scrollToItem(item)
    qtbot.mouseClick(
        widget.viewport(), Qt.MouseButton.LeftButton, pos=widget.visualItemRect(item).center()
    )


def test_a_deck_chosen_with_the_mouse_shows_on_the_table_at_once(
    qtbot: QtBot, tmp_path: Path, decks: Path, screenshot: Pictures
) -> None:
    window = _window(qtbot, tmp_path, decks)
    dialog = _open(qtbot, window)
    before = _table(window)
    texts = [dialog.decks.item(row).text() for row in range(dialog.decks.count())]
    assert texts == ["Classic", "Large index", "On this computer:", "Broken Deck", "Good Deck"]
    _click(qtbot, dialog.decks, "Large index")
    assert window.settings.deck() == "large"
    assert window.renderer.deck.key == "large"
    qtbot.waitUntil(lambda: _table(window) != before)
    _click(qtbot, dialog.decks, "Good Deck")
    assert window.renderer.deck.key == "installed:svg-good"
    assert window.table.table.layout.aspect == pytest.approx(0.7)
    assert not dialog.four_colour.isEnabled()  # only our art has four-colour faces
    _click(qtbot, dialog.backs, "The deck's own back")
    assert window.renderer.shown_back() == "deck"
    assert dialog.preview.renderer.deck is window.renderer.deck  # one parsed deck
    screenshot("chosen")
    qtbot.mouseClick(
        dialog.buttons.button(dialog.buttons.StandardButton.Ok), Qt.MouseButton.LeftButton
    )
    assert not dialog.isVisible()


def test_the_back_and_the_table_are_chosen_with_the_keyboard(
    qtbot: QtBot, tmp_path: Path, decks: Path
) -> None:
    window = _window(qtbot, tmp_path, decks)
    dialog = _open(qtbot, window)
    before = _table(window)
    qtbot.keyClick(dialog, Qt.Key.Key_B, Qt.KeyboardModifier.AltModifier)
    assert dialog.backs.hasFocus()
    qtbot.keyClick(dialog.backs, Qt.Key.Key_Down)
    assert window.settings.back() == "red"
    assert window.renderer.back_name == "red"
    qtbot.keyClick(dialog, Qt.Key.Key_T, Qt.KeyboardModifier.AltModifier)
    assert dialog.cloths.hasFocus()
    for _ in range(3):
        qtbot.keyClick(dialog.cloths, Qt.Key.Key_Down)
    assert window.settings.cloth() == "wood"
    assert window.table.table.cloth.key == "wood"
    qtbot.waitUntil(lambda: _table(window) != before)
    qtbot.keyClick(dialog, Qt.Key.Key_Return)  # OK
    assert dialog.result() == AppearanceDialog.DialogCode.Accepted


def test_cancel_puts_back_the_look_the_table_had(qtbot: QtBot, tmp_path: Path, decks: Path) -> None:
    window = _window(qtbot, tmp_path, decks)
    dialog = _open(qtbot, window)
    _click(qtbot, dialog.decks, "Large index")
    _click(qtbot, dialog.backs, "Navy and gold")
    _click(qtbot, dialog.cloths, "Red felt")
    assert (window.renderer.deck.key, window.table.table.cloth.key) == ("large", "red")
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    s = window.settings
    assert (s.deck(), s.back(), s.cloth()) == ("classic", "blue", "green")
    assert window.renderer.deck.key == "classic"
    assert window.renderer.back_name == "blue"
    assert window.table.table.cloth.key == "green"


def test_the_players_own_picture_fills_the_table(
    qtbot: QtBot, tmp_path: Path, decks: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    picture = QImage(300, 100, QImage.Format.Format_RGB32)
    picture.fill(QColor("#c08040"))
    path = str(tmp_path / "beach.png")
    assert picture.save(path)
    asked: list[str] = []

    def pick(_parent: object, _title: str, folder: str, _filter: str) -> tuple[str, str]:
        asked.append(folder)
        return path, ""

    monkeypatch.setattr(appearance_dialog.QFileDialog, "getOpenFileName", pick)
    window = _window(qtbot, tmp_path, decks)
    dialog = _open(qtbot, window)
    qtbot.mouseClick(dialog.picture_button, Qt.MouseButton.LeftButton)
    assert asked
    assert window.settings.cloth() == "picture"
    assert window.settings.picture() == path
    cloth = window.table.table.cloth.pixmap(QRectF(0, 0, 160, 90), 1.0).toImage()
    assert cloth.pixelColor(80, 40) == QColor("#c08040")  # scaled to fill, no bars
    assert cloth.pixelColor(80, 2).red() > 100
    selected = dialog.cloths.currentItem()
    assert selected is not None and selected.text() == "Your own picture"


def test_a_picture_that_is_not_one_is_refused(
    qtbot: QtBot, tmp_path: Path, decks: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "notes.png"
    path.write_text("not a picture")
    monkeypatch.setattr(
        appearance_dialog.QFileDialog, "getOpenFileName", lambda *_args: (str(path), "")
    )
    window = _window(qtbot, tmp_path, decks)
    dialog = _open(qtbot, window)
    qtbot.mouseClick(dialog.picture_button, Qt.MouseButton.LeftButton)
    assert dialog.refusal is not None and dialog.refusal.isVisible()
    assert "notes.png" in dialog.refusal.text()
    assert window.settings.cloth() == "green"
    assert window.table.table.cloth.key == "green"


def test_a_broken_deck_is_refused_with_a_message_and_the_deck_before_stays(
    qtbot: QtBot, tmp_path: Path, decks: Path
) -> None:
    window = _window(qtbot, tmp_path, decks)
    dialog = _open(qtbot, window)
    _click(qtbot, dialog.decks, "Large index")
    _click(qtbot, dialog.decks, "Broken Deck")
    box = dialog.refusal
    assert isinstance(box, QMessageBox) and box.isVisible()
    assert "“Broken Deck” cannot be used" in box.text()
    assert "not an SVG picture" in box.text()
    assert "stays" in box.informativeText()
    assert window.settings.deck() == "large"
    assert window.renderer.deck.key == "large"
    current = dialog.decks.currentItem()
    assert current is not None and current.text() == "Large index"
    qtbot.keyClick(box, Qt.Key.Key_Return)
    assert not box.isVisible()
    broken = dialog.decks.findItems("Broken Deck", Qt.MatchFlag.MatchExactly)[0]
    assert not broken.flags() & Qt.ItemFlag.ItemIsEnabled  # greyed out, with the reason
    assert "not an SVG picture" in broken.toolTip()
    dialog.decks.setFocus()
    qtbot.keyClick(dialog.decks, Qt.Key.Key_Down)  # the arrow keys step over it
    assert window.settings.deck() == "installed:svg-good"


def test_the_look_is_remembered_across_a_restart(qtbot: QtBot, tmp_path: Path, decks: Path) -> None:
    window = _window(qtbot, tmp_path, decks)
    dialog = _open(qtbot, window)
    _click(qtbot, dialog.decks, "Good Deck")
    _click(qtbot, dialog.backs, "Rose hearts")
    _click(qtbot, dialog.cloths, "Wooden table")
    qtbot.mouseClick(
        dialog.buttons.button(dialog.buttons.StandardButton.Ok), Qt.MouseButton.LeftButton
    )
    window.close()
    again = _restart(qtbot, tmp_path)
    assert again.renderer.deck.key == "installed:svg-good"
    assert again.renderer.back_name == "rose"
    assert again.table.table.cloth.key == "wood"


def _restart(qtbot: QtBot, folder: Path) -> MainWindow:
    """A new window on the same settings file, as the app makes it at start-up."""
    settings = Settings(QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat))
    window = MainWindow(GameController(levels=settings.levels(), threaded=False), settings)
    qtbot.addWidget(window)
    return window


def test_a_saved_deck_that_is_gone_gives_way_to_ours_and_the_player_is_told(
    qtbot: QtBot, tmp_path: Path, decks: Path
) -> None:
    settings = Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    settings.set_deck("installed:svg-uninstalled")
    window = _restart(qtbot, tmp_path)
    assert window.renderer.deck.key == "classic"
    assert window.settings.deck() == "classic"

    def told() -> bool:
        return any(
            isinstance(w, QMessageBox) and "no longer installed" in w.text()
            for w in QApplication.topLevelWidgets()
            if w.isVisible()
        )

    window.show()
    qtbot.waitUntil(told)
    for widget in QApplication.topLevelWidgets():
        if isinstance(widget, QMessageBox):
            widget.close()
