"""Access keys (the underlined letter, Alt+letter) never clash, in any shipped language:
within each menu of the main window (and the menu bar itself), within the Host Table
and Join Table dialogs, and within each tab of the Options. Two items sharing a letter
make Alt+letter cycle between them instead of acting, and each translation chooses its
own letters."""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Iterable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QDialogButtonBox,
    QLabel,
    QMenu,
    QWidget,
)
from pytestqt.qtbot import QtBot

from hearts_qt.controller import GameController
from hearts_qt.i18n import Translators
from hearts_qt.storage.settings import Settings
from hearts_qt.ui.host_dialog import HostDialog
from hearts_qt.ui.join_dialog import JoinDialog
from hearts_qt.ui.main_window import MainWindow
from hearts_qt.ui.options_dialog import OptionsDialog

_KEY = re.compile(r"&([^&\s])")


def access_key(text: str) -> str | None:
    """The letter ``text`` underlines ("&Undo": "u"), or None ("&&" is a plain "&")."""
    match = _KEY.search(text.replace("&&", ""))
    return None if match is None else match.group(1).casefold()


def clashes(texts: Iterable[str]) -> dict[str, list[str]]:
    """The access keys two or more of ``texts`` share, with the texts."""
    by_key: defaultdict[str, list[str]] = defaultdict(list)
    for text in texts:
        key = access_key(text)
        if key is not None:
            by_key[key].append(text)
    return {key: found for key, found in by_key.items() if len(found) > 1}


def test_clashes_are_found() -> None:
    assert access_key("Pa&ssword:") == "s"
    assert access_key("Fish && &Chips") == "c"
    assert access_key("No key") is None
    assert clashes(["&Undo", "&Redo", "Q&uit"]) == {"u": ["&Undo", "Q&uit"]}


@pytest.fixture(params=["en", "cs", "de", "es", "fr"])
def language(request: pytest.FixtureRequest, qapp: QApplication) -> Iterator[str]:
    translators = Translators(qapp)
    assert translators.use(request.param, system=[]) == request.param
    yield request.param
    translators.remove()


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    return Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))


def _menus(menu: QMenu) -> Iterator[QMenu]:
    yield menu
    for action in menu.actions():
        if (sub := action.menu()) is not None:
            yield from _menus(sub)


def test_no_two_items_of_a_menu_share_an_access_key(
    qtbot: QtBot, language: str, settings: Settings
) -> None:
    window = MainWindow(GameController(threaded=False), settings)
    qtbot.addWidget(window)
    bar = window.menuBar()
    found = {"menu bar": clashes(a.text() for a in bar.actions())}
    for top in bar.actions():
        menu = top.menu()
        assert menu is not None
        for each in _menus(menu):
            texts = [a.text() for a in each.actions() if not a.isSeparator() and a.isVisible()]
            found[each.title()] = clashes(texts)
    assert {where: keys for where, keys in found.items() if keys} == {}


def _keys_of(dialog: QWidget) -> list[str]:
    """The texts with access keys a person can reach in ``dialog``: its labels and its
    own buttons (the button box's standard buttons are Qt's, translated by Qt)."""
    texts = [label.text() for label in dialog.findChildren(QLabel) if label.buddy()]
    for button in dialog.findChildren(QAbstractButton):
        box = button.parent()
        if isinstance(box, QDialogButtonBox) and box.standardButton(button) != (
            QDialogButtonBox.StandardButton.NoButton
        ):
            continue
        if button.isVisibleTo(dialog):
            texts.append(button.text())
    return texts


def test_no_two_fields_of_host_table_share_an_access_key(
    qtbot: QtBot, language: str, settings: Settings
) -> None:
    dialog = HostDialog(settings, lambda *_: None)  # type: ignore[arg-type, return-value]
    qtbot.addWidget(dialog)
    texts = _keys_of(dialog)
    assert len(texts) >= 8, texts
    assert clashes(texts) == {}


def test_no_two_fields_of_join_table_share_an_access_key(
    qtbot: QtBot, language: str, settings: Settings
) -> None:
    dialog = JoinDialog(settings)
    qtbot.addWidget(dialog)
    texts = _keys_of(dialog)
    assert len(texts) >= 3, texts
    assert clashes(texts) == {}


def test_no_two_fields_of_a_tab_of_options_share_an_access_key(
    qtbot: QtBot, language: str, settings: Settings
) -> None:
    dialog = OptionsDialog(settings)
    qtbot.addWidget(dialog)
    found = {
        dialog.tabs.tabText(i): clashes(_keys_of(dialog.tabs.widget(i)))
        for i in range(dialog.tabs.count())
    }
    assert {tab: keys for tab, keys in found.items() if keys} == {}
