"""In Czech and in French no English is left on screen: the main window's menus, every
dialog (Options and its tabs, Appearance, Statistics, Rules, About, a new game's
question, the score sheet, the end of the game) and the table's texts through a hand
played (status line, name plates, buttons, messages, hints) show no English source text
whose translation differs from it. Names and symbols are not English: the rule is only
about texts the translators translated otherwise."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from PySide6.QtCore import QAbstractItemModel, QAbstractListModel, QSettings, Qt, QTimer
from PySide6.QtGui import QPainter, QTextDocumentFragment
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QDialog,
    QDockWidget,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMenu,
    QMessageBox,
    QTabWidget,
    QTextEdit,
    QWidget,
)
from pytestqt.qtbot import QtBot

from hearts_qt.controller import GameController
from hearts_qt.engine import Phase, Rules, Seat
from hearts_qt.i18n import Translators
from hearts_qt.storage.autosave import AutoSave
from hearts_qt.storage.saved_game import GameStore
from hearts_qt.storage.settings import Settings
from hearts_qt.storage.statistics import StatisticsStore
from hearts_qt.ui.main_window import MainWindow
from hearts_qt.ui.score_sheet.export import csv_rows, sheet_text

ROOT = Path(__file__).resolve().parents[2]
PLACEHOLDER = re.compile(r"\{[a-z_0-9]*\}|%n|%\d")
LETTERS = re.compile(r"[^\W\d_]")


def _plain(text: str) -> str:
    """What a text reads as: rich text as plain, accelerators and spacing gone."""
    if "<" in text and ">" in text:
        text = QTextDocumentFragment.fromHtml(text).toPlainText()
    text = re.sub(r"&(?=[^&\s])", "", text).replace("&&", "&")
    return " ".join(text.split())


@dataclass
class Words:
    """Texts as a language writes them: whole, and with placeholders as patterns (those
    with at least ``letters`` letters of their own, enough to be told apart)."""

    letters: int
    texts: set[str] = field(default_factory=set)
    patterns: list[re.Pattern[str]] = field(default_factory=list)

    def add(self, text: str) -> None:
        if PLACEHOLDER.search(text) is None:
            self.texts.add(text)
        elif len(LETTERS.findall(PLACEHOLDER.sub("", text))) >= self.letters:
            parts = [re.escape(part).replace(r"\(s\)", "s?") for part in PLACEHOLDER.split(text)]
            self.patterns.append(re.compile(".+?".join(parts)))  # "point(s)": point, points

    def say(self, shown: str) -> bool:
        return shown in self.texts or any(p.fullmatch(shown) for p in self.patterns)


@dataclass
class English:
    """The English source texts that a language translates otherwise, and that language's
    own texts: a text on screen is English if it reads as the first and not as the second
    ("Normal" is a French level as well as the English speed, "+11 points" French too)."""

    english: Words
    ours: Words

    @staticmethod
    def of(language: str) -> English:
        root = ET.parse(ROOT / "translations" / f"hearts-qt_{language}.ts").getroot()
        sources: set[str] = set()
        ours: set[str] = set()
        for message in root.iter("message"):
            sources.update(_lines(message.findtext("source") or ""))
            for translation in message.iter("translation"):
                forms = [f.text or "" for f in translation.iter("numerusform")]
                for form in forms or [translation.text or ""]:
                    ours.update(_lines(form))
        found = English(Words(letters=5), Words(letters=3))
        for line in sources - ours:
            if LETTERS.search(line):
                found.english.add(line)
        for line in ours:
            found.ours.add(line)
        return found

    def says(self, text: str) -> bool:
        shown = _plain(text)
        return self.english.say(shown) and not self.ours.say(shown)


def _lines(source: str) -> list[str]:
    """A source's text as shown, and each of its lines when it is rich text."""
    whole = _plain(source)
    if "<" not in source:
        return [whole]
    document = QTextDocumentFragment.fromHtml(source).toPlainText()
    return [whole, *(" ".join(line.split()) for line in document.splitlines() if line.strip())]


@dataclass
class Seen:
    """Every text on screen so far, with where it was."""

    texts: dict[str, set[str]] = field(default_factory=dict)

    def add(self, where: str, text: str | None) -> None:
        if text and LETTERS.search(text):
            self.texts.setdefault(text, set()).add(where)

    def widget(self, where: str, widget: QWidget) -> None:
        for child in [widget, *widget.findChildren(QWidget)]:
            if not child.isVisibleTo(widget) and child is not widget:
                continue
            self._one(f"{where}: {type(child).__name__}", child)

    def _one(self, where: str, w: QWidget) -> None:
        self.add(where, w.windowTitle() if w.isWindow() else "")
        self.add(where, w.toolTip())
        self.add(where, w.accessibleName())
        if isinstance(w, QLabel | QAbstractButton):
            self.add(where, w.text())
        if isinstance(w, QGroupBox):
            self.add(where, w.title())
        if isinstance(w, QTabWidget):
            for i in range(w.count()):
                self.add(where, w.tabText(i))
                self.add(where, w.tabToolTip(i))
        if isinstance(w, QComboBox):
            for i in range(w.count()):
                self.add(where, w.itemText(i))
        if isinstance(w, QLineEdit):
            self.add(where, w.placeholderText())
        if isinstance(w, QAbstractSpinBox):
            self.add(where, w.specialValueText())
            self.add(where, getattr(w, "suffix", lambda: "")())
            self.add(where, getattr(w, "prefix", lambda: "")())
        if isinstance(w, QTextEdit):
            for line in w.toPlainText().splitlines():
                self.add(where, line)
        if isinstance(w, QMessageBox):
            self.add(where, w.text())
            self.add(where, w.informativeText())
        if isinstance(w, QDockWidget):
            self.add(where, w.windowTitle())
        if isinstance(w, QAbstractItemView) and w.model() is not None:
            self.model(where, w.model())

    def model(self, where: str, model: QAbstractItemModel) -> None:
        roles = (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole)
        rows = model.rowCount()
        columns = 1 if isinstance(model, QAbstractListModel) else model.columnCount()
        for orientation, count in (
            (Qt.Orientation.Horizontal, columns),
            (Qt.Orientation.Vertical, rows),
        ):
            for section in range(count):
                for role in roles:
                    value = model.headerData(section, orientation, role)
                    self.add(f"{where} header", value if isinstance(value, str) else None)
        for row in range(rows):
            for column in range(columns):
                index = model.index(row, column)
                for role in roles:
                    value = model.data(index, role)
                    self.add(f"{where} cell", value if isinstance(value, str) else None)

    def menu(self, where: str, menu: QMenu) -> None:
        self.add(where, menu.title())
        for action in menu.actions():
            if action.menu() is not None:
                self.menu(f"{where} ▸ {menu.title()}", action.menu())
                continue
            self.add(f"{where} ▸ {menu.title()}", action.text())
            self.add(f"{where} ▸ {menu.title()}", action.toolTip())
            self.add(f"{where} ▸ {menu.title()}", action.statusTip())

    def english(self, english: English) -> list[tuple[str, list[str]]]:
        return sorted(
            (text, sorted(where)) for text, where in self.texts.items() if english.says(text)
        )


@pytest.fixture(params=["cs", "fr"])
def language(request: pytest.FixtureRequest, qapp: QApplication) -> Iterator[str]:
    translators = Translators(qapp)
    assert translators.use(request.param, system=[]) == request.param
    yield request.param
    translators.remove()


@pytest.fixture
def painted(monkeypatch: pytest.MonkeyPatch) -> Seen:
    """Every text the game paints itself (the table's plates, buttons and banners, the
    Cards Played grid, the score chart) is seen as it is drawn."""
    seen = Seen()
    draw = QPainter.drawText

    def drawn(painter: QPainter, *args: object) -> object:
        for arg in args:
            if isinstance(arg, str):
                seen.add("painted", arg)
        return draw(painter, *args)  # type: ignore[call-overload]

    monkeypatch.setattr(QPainter, "drawText", drawn)
    return seen


def _window(qtbot: QtBot, folder: Path) -> MainWindow:
    settings = Settings(QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat))
    settings.set_animation("off")
    for seat in (Seat.WEST, Seat.NORTH, Seat.EAST):
        settings.set_level(seat, "easy")
    controller = GameController(levels=settings.levels(), threaded=False)
    window = MainWindow(controller, settings)
    window.table.still_trick_ms = 0
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    window.set_autosave(
        AutoSave(
            controller,
            GameStore(folder),
            StatisticsStore(folder),
            names=settings.names,
        )
    )
    return window


def _grab(qtbot: QtBot, window: MainWindow, widget: QWidget) -> None:
    """Paint ``widget`` (what the game paints itself is seen so), once the card faces'
    worker thread is idle. A worker reading SVG holds Qt's image-plugin lock and wants the
    GIL (its QBuffer is a Python object), while grab() holds the GIL and a dock's title
    waits for that lock to load its icons: the two waited for each other here."""
    renderer = window.renderer
    qtbot.waitUntil(
        lambda: (
            not renderer.sheet_pending() and (renderer.worker is None or not renderer.worker.busy())
        ),
        timeout=10_000,
    )
    widget.grab()


def _look(qtbot: QtBot, seen: Seen, window: MainWindow, where: str) -> None:
    """What the window shows now, painted and in its widgets."""
    _grab(qtbot, window, window)
    seen.widget(where, window)
    for menu in window.menuBar().findChildren(QMenu):
        if menu.parent() is window.menuBar():
            seen.menu("menu", menu)


def _dialogs(window: MainWindow) -> list[QWidget]:
    return [w for w in QApplication.topLevelWidgets() if w.isVisible() and w is not window]


def _look_at_dialog(
    qtbot: QtBot, seen: Seen, window: MainWindow, name: str, open_it: Callable[[], None]
) -> None:
    before = set(_dialogs(window))
    open_it()
    qtbot.waitUntil(lambda: bool(set(_dialogs(window)) - before))
    for dialog in set(_dialogs(window)) - before:
        _grab(qtbot, window, dialog)
        for tabs in dialog.findChildren(QTabWidget):
            for i in range(tabs.count()):
                tabs.setCurrentIndex(i)
                _grab(qtbot, window, dialog)
                seen.widget(f"{name} tab {i}", dialog)
        seen.widget(name, dialog)
        dialog.close()


def _play_hand(qtbot: QtBot, seen: Seen, window: MainWindow) -> None:
    controller = window.controller
    number = len(controller.results)
    hinted = refused = False
    while len(controller.results) == number:
        qtbot.waitUntil(
            lambda: controller.waiting_for_south or len(controller.results) > number,
            timeout=10_000,
        )
        if len(controller.results) > number:
            break
        _look(qtbot, seen, window, "table")
        if not hinted:
            with qtbot.waitSignal(controller.hint_ready, timeout=20_000):
                window.hint()
            hinted = True
            _look(qtbot, seen, window, "table, hint")
        if controller.view().phase is Phase.PASSING:
            controller.choose_pass(controller.view().hand[:3])
        else:
            legal = controller.legal_plays()
            illegal = [card for card in controller.view().hand if card not in legal]
            if legal and illegal and not refused:
                with qtbot.waitSignal(controller.illegal_move):
                    controller.play_card(illegal[0])  # the refusal, in the player's words
                refused = True
                _look(qtbot, seen, window, "table, refused")
            if legal:
                controller.play_card(legal[0])
            else:  # the rest of the hand is decided: it plays itself out
                qtbot.wait(20)
    qtbot.waitUntil(lambda: window.table.phase in ("scored", "over"), timeout=10_000)
    _look(qtbot, seen, window, "table, hand scored")


def _review(qtbot: QtBot, seen: Seen, window: MainWindow) -> None:
    """Game ▸ Review: the hand just played, step by step, then back to the game."""
    window.review.open()
    qtbot.waitUntil(lambda: window.review.active)
    view = window.review.view
    assert view is not None
    for step in range(len(view.steps)):
        view.go_to(step)
        _look(qtbot, seen, window, f"review step {step}")
    window.review.close()
    qtbot.waitUntil(lambda: not window.review.active)


def test_no_english_is_left(qtbot: QtBot, tmp_path: Path, language: str, painted: Seen) -> None:
    seen = painted
    window = _window(qtbot, tmp_path)
    controller = window.controller
    with qtbot.waitSignal(window.table.idle, timeout=10_000):
        controller.new_game(Rules(fixed_hands=4), seed=11)
    _look(qtbot, seen, window, "table, passing")
    # View ▸ Cards Played, looked at and put away (see _grab: a dock's title loads icons).
    window.cards_played.toggleViewAction().trigger()
    _look(qtbot, seen, window, "Cards Played")
    window.cards_played.toggleViewAction().trigger()
    # Every dialog, mid-game.
    _look_at_dialog(qtbot, seen, window, "Options", window.show_options)
    _look_at_dialog(qtbot, seen, window, "Appearance", window.show_appearance)
    _look_at_dialog(qtbot, seen, window, "Statistics", window.show_statistics)
    _look_at_dialog(qtbot, seen, window, "Rules", window.show_rules)

    def about() -> None:
        def look_and_close() -> None:
            box = next(w for w in _dialogs(window) if isinstance(w, QMessageBox))
            seen.widget("About", box)
            box.close()

        QTimer.singleShot(100, look_and_close)
        window.show_about()

    about()
    # A hand and the score sheet, then the rest of the game and its end.
    _play_hand(qtbot, seen, window)
    sheet = window.score_sheet
    sheet.present()
    _grab(qtbot, window, sheet)
    seen.widget("Score sheet", sheet)
    for row in csv_rows(sheet.model):  # what Save as CSV writes
        for cell in row:
            seen.add("Score sheet CSV", cell)
    for line in sheet_text(sheet.model).splitlines():  # what Copy copies
        for cell in line.split("\t"):
            seen.add("Score sheet copied", cell)
    _look_at_dialog(qtbot, seen, window, "New game", window.new_game)  # the game has begun
    _look_at_dialog(qtbot, seen, window, "Play deal", window.deals.ask_deal_number)
    sheet.close()
    _review(qtbot, seen, window)
    while not controller.is_over:
        window.table.continue_after_hand()
        _play_hand(qtbot, seen, window)
    qtbot.waitUntil(lambda: any(isinstance(d, QDialog) for d in _dialogs(window)))
    for dialog in _dialogs(window):
        _grab(qtbot, window, dialog)
        seen.widget("Game over", dialog)
        dialog.close()
    _look(qtbot, seen, window, "table, game over")
    english = seen.english(English.of(language))
    assert english == [], f"English on screen in {language}"
    assert len(seen.texts) > 150  # the walk saw the game's texts
