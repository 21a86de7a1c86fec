"""Options ▸ Rules and House Rules as a player uses them: a preset fills the options and
is shown again, any option changed makes it Custom, the Card Values dialog, and the
fields that depend on others."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QSettings, QStandardPaths, Qt
from PySide6.QtWidgets import QAbstractButton, QComboBox, QDialogButtonBox, QMenu, QSpinBox
from pytestqt.qtbot import QtBot

from hearts_qt.controller import GameController
from hearts_qt.engine import DECK, FirstLead, PassDirection, Rules
from hearts_qt.engine.presets import PRESETS, Preset
from hearts_qt.storage import Settings
from hearts_qt.ui.host_dialog import HostDialog
from hearts_qt.ui.main_window import MainWindow
from hearts_qt.ui.options_dialog import OptionsDialog
from hearts_qt.ui.rules_values import CardValuesDialog
from hearts_qt.ui.rules_window import RulesWindow

Button = QDialogButtonBox.StandardButton
KING_OF_SPADES = next(c for c in DECK if c.code == "KS")
JACK_OF_DIAMONDS = next(c for c in DECK if c.code == "JD")


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    QStandardPaths.setTestModeEnabled(True)
    return Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))


def open_dialog(qtbot: QtBot, settings: Settings, tab: int = 1) -> OptionsDialog:
    dialog = OptionsDialog(settings)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.tabs.setCurrentIndex(tab)
    return dialog


def pick(qtbot: QtBot, box: QComboBox, text: str) -> None:
    """Choose an item with the arrow keys, as a person does on a closed combo box."""
    box.setFocus()
    texts = [box.itemText(i) for i in range(box.count())]
    target = texts.index(text)
    key = Qt.Key.Key_Down if target > box.currentIndex() else Qt.Key.Key_Up
    for _ in range(abs(target - box.currentIndex())):
        qtbot.keyClick(box, key)
    assert box.currentText() == text


def tick(qtbot: QtBot, box: QAbstractButton) -> None:
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(8, box.height() // 2))


def press(qtbot: QtBot, buttons: QDialogButtonBox, which: Button) -> None:
    button = buttons.button(which)
    assert button is not None
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def type_value(qtbot: QtBot, box: QSpinBox, value: int) -> None:
    box.setFocus()
    box.selectAll()
    qtbot.keyClicks(box, str(value))
    qtbot.keyClick(box, Qt.Key.Key_Tab)


def values_dialog(qtbot: QtBot, dialog: OptionsDialog) -> CardValuesDialog:
    dialog.tabs.setCurrentIndex(2)
    qtbot.mouseClick(dialog.house_tab.card_values, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.findChild(CardValuesDialog) is not None)
    values = dialog.findChild(CardValuesDialog)
    assert values is not None
    qtbot.waitExposed(values)
    return values


def test_a_preset_chosen_is_stored_and_shown_again(qtbot: QtBot, settings: Settings) -> None:
    dialog = open_dialog(qtbot, settings)
    assert dialog.rules_tab.preset.currentText() == "Classic (Windows)"
    pick(qtbot, dialog.rules_tab.preset, "Black Maria")
    assert "10" in dialog.house_tab.values_text.text()
    assert dialog.rules_tab.moon_scoring.currentText() == "The others score 43"
    press(qtbot, dialog.buttons, Button.Ok)
    assert settings.rules() == PRESETS[Preset.BLACK_MARIA]
    again = open_dialog(qtbot, settings)
    assert again.rules_tab.preset.currentText() == "Black Maria"
    assert "K♠ 10" in again.house_tab.values_text.text()


def test_any_option_changed_makes_it_custom_and_back(qtbot: QtBot, settings: Settings) -> None:
    settings.set_rules(PRESETS[Preset.OMNIBUS])
    dialog = open_dialog(qtbot, settings, tab=2)
    preset = dialog.rules_tab.preset
    assert preset.currentText() == "Omnibus"
    tick(qtbot, dialog.house_tab.hearts_any_time)
    assert preset.currentText() == "Custom"
    tick(qtbot, dialog.house_tab.hearts_any_time)
    assert preset.currentText() == "Omnibus"
    pick(qtbot, dialog.house_tab.pass_count, "5 cards")
    assert preset.currentText() == "Custom"
    assert dialog.rules() == Rules(jack_of_diamonds=-10, pass_count=5)


def test_the_czech_game_names_its_end_and_the_others_keep_the_player_s(
    qtbot: QtBot, settings: Settings
) -> None:
    settings.set_rules(Rules(target_score=70))
    dialog = open_dialog(qtbot, settings)
    pick(qtbot, dialog.rules_tab.preset, "Spot Hearts")
    assert dialog.rules() == Rules(target_score=70, card_values=PRESETS[Preset.SPOT_HEARTS].values)
    assert dialog.rules_tab.moon_scoring.currentText() == "The others score 117"
    pick(qtbot, dialog.rules_tab.preset, "The Czech game")
    assert dialog.rules() == PRESETS[Preset.CZECH]
    pick(qtbot, dialog.rules_tab.preset, "Black Maria")  # the player's end is given back
    assert dialog.rules() == Rules(target_score=70, card_values=PRESETS[Preset.BLACK_MARIA].values)
    pick(qtbot, dialog.rules_tab.preset, "The Czech game")
    assert dialog.rules_tab.to_hands.isChecked()
    assert not dialog.house_tab.perfect_100.isEnabled()  # Perfect 100 is to a score only
    tick(qtbot, dialog.rules_tab.to_score)
    dialog.tabs.setCurrentIndex(2)
    tick(qtbot, dialog.house_tab.perfect_100)
    assert dialog.rules().perfect_100
    dialog.tabs.setCurrentIndex(1)
    tick(qtbot, dialog.rules_tab.to_hands)
    assert not dialog.rules().perfect_100 and dialog.house_tab.perfect_100.isChecked()


def test_the_card_values_dialog_changes_one_value(qtbot: QtBot, settings: Settings) -> None:
    settings.set_rules(PRESETS[Preset.BLACK_MARIA])
    dialog = open_dialog(qtbot, settings)
    values = values_dialog(qtbot, dialog)
    type_value(qtbot, values.boxes[KING_OF_SPADES.index], 5)
    press(qtbot, values.buttons, Button.Ok)
    qtbot.waitUntil(lambda: "K♠ 5" in dialog.house_tab.values_text.text())
    assert dialog.rules_tab.preset.currentText() == "Custom"
    assert dialog.rules().values[KING_OF_SPADES.index] == 5
    values = values_dialog(qtbot, dialog)
    qtbot.mouseClick(values.reset, Qt.MouseButton.LeftButton)
    press(qtbot, values.buttons, Button.Ok)
    qtbot.waitUntil(lambda: dialog.rules_tab.preset.currentText() == "Classic (Windows)")
    assert dialog.house_tab.values_text.text() == "each ♥ 1, Q♠ 13"


def test_values_where_fewer_than_two_cards_score_are_refused(qtbot: QtBot) -> None:
    """With one card alone worth points, whoever took it would shoot the moon."""
    queen_and_king = tuple(13 if c.code == "QS" else 10 if c.code == "KS" else 0 for c in DECK)
    values = CardValuesDialog(queen_and_king, jack_option=False)
    qtbot.addWidget(values)
    values.show()
    ok = values.buttons.button(Button.Ok)
    assert ok is not None and ok.isEnabled() and values.problem.text() == ""
    type_value(qtbot, values.boxes[queen_and_king.index(10)], 0)
    assert not ok.isEnabled()
    assert "At least two cards must be worth points" in values.problem.text()
    type_value(qtbot, values.boxes[queen_and_king.index(10)], 3)
    assert ok.isEnabled() and values.problem.text() == ""


def test_the_jack_has_no_value_of_its_own_while_its_option_is_on(
    qtbot: QtBot, settings: Settings
) -> None:
    settings.set_rules(Rules(card_values=tuple(5 if c.code == "JD" else 1 for c in DECK)))
    dialog = open_dialog(qtbot, settings)
    pick(qtbot, dialog.rules_tab.jack_of_diamonds, "−10 points")
    assert dialog.rules().jack_of_diamonds == -10
    assert dialog.rules().values[JACK_OF_DIAMONDS.index] == 0
    values = values_dialog(qtbot, dialog)
    jack = values.boxes[JACK_OF_DIAMONDS.index]
    assert not jack.isEnabled() and jack.value() == 0
    assert "option of its own" in values.note.text()
    press(qtbot, values.buttons, Button.Cancel)


def test_the_pass_the_lead_and_the_scoring_options(qtbot: QtBot, settings: Settings) -> None:
    dialog = open_dialog(qtbot, settings, tab=2)
    house = dialog.house_tab
    tick(qtbot, house.directions[PassDirection.HOLD])
    tick(qtbot, house.directions[PassDirection.RIGHT])
    tick(qtbot, house.directions[PassDirection.ACROSS])
    left = house.directions[PassDirection.LEFT]
    assert left.isChecked() and not left.isEnabled()  # one direction at least
    pick(qtbot, house.first_lead, "The player left of the dealer, any card")
    assert house.no_tricks_bonus.text() == "Off"
    house.no_tricks_bonus.setFocus()
    for _ in range(5):
        qtbot.keyClick(house.no_tricks_bonus, Qt.Key.Key_Down)
    assert house.no_tricks_bonus.text() == "−5 points"
    tick(qtbot, house.perfect_100)
    tick(qtbot, house.no_shared_wins)
    type_value(qtbot, house.no_tricks_bonus, -4)
    assert house.no_tricks_bonus.value() == -4
    pick(qtbot, dialog.rules_tab.moon_scoring, "The shooter chooses (New Moon)")
    press(qtbot, dialog.buttons, Button.Ok)
    rules = settings.rules()
    assert rules.pass_cycle == (PassDirection.LEFT,)
    assert rules.first_lead is FirstLead.LEFT_OF_DEALER
    assert (rules.no_tricks_bonus, rules.perfect_100, rules.no_shared_wins) == (-4, True, True)
    assert rules.moon_scoring.value == "shooter_chooses"


def test_restore_defaults_is_the_classic_game(qtbot: QtBot, settings: Settings) -> None:
    settings.set_rules(Rules(pass_count=4, hearts_any_time=True, no_tricks_bonus=-5))
    dialog = open_dialog(qtbot, settings)
    press(qtbot, dialog.buttons, Button.RestoreDefaults)
    assert dialog.rules() == Rules()
    assert dialog.rules_tab.preset.currentText() == "Classic (Windows)"


def test_host_table_takes_the_rules_chosen_in_options(qtbot: QtBot, settings: Settings) -> None:
    host = HostDialog(settings, lambda _choices: None)
    qtbot.addWidget(host)
    host.show()
    qtbot.mouseClick(host.change_rules, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: host.findChild(OptionsDialog) is not None)
    options = host.findChild(OptionsDialog)
    assert options is not None and options.tabs.currentWidget() is options.rules_tab
    pick(qtbot, options.rules_tab.preset, "Spot Hearts")
    press(qtbot, options.buttons, Button.Ok)
    qtbot.waitUntil(lambda: host.rules_text.text().startswith("Spot Hearts:"))
    assert host.rules_text.text() == "Spot Hearts: a game to 100 points, as in Options"
    assert host.choices().rules == PRESETS[Preset.SPOT_HEARTS]


def test_the_rules_window_says_the_preset_chosen_from_the_next_game(
    qtbot: QtBot, settings: Settings
) -> None:
    window = MainWindow(GameController(threaded=False), settings)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.show_options()
    options = window.findChild(OptionsDialog)
    assert options is not None
    options.tabs.setCurrentIndex(1)
    pick(qtbot, options.rules_tab.preset, "Black Maria")
    assert "differ from the game in progress" in options.house_tab.note.text()
    press(qtbot, options.buttons, Button.Ok)
    qtbot.waitUntil(lambda: not options.isVisible())
    window.new_game()
    menu = next(a.menu() for a in window.menuBar().actions() if a.text() == "&Help")
    assert isinstance(menu, QMenu)
    next(a for a in menu.actions() if a.text() == "&Rules of Hearts").trigger()
    rules = next(w for w in window.findChildren(RulesWindow) if w.isVisible())
    text = rules.text.toPlainText()
    assert "Hearts: Black Maria" in text and "K♠ 10" in text
    rules.close()
    window.controller.shutdown()
