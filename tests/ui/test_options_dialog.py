"""Game ▸ Options: shows the stored options, stores what the player changes on OK only,
restores defaults, and says that rules apply to the next new game."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QSettings, QStandardPaths, Qt
from PySide6.QtWidgets import QAbstractButton, QComboBox, QDialogButtonBox, QLabel
from pytestqt.qtbot import QtBot

from hearts_qt.engine import MoonScoring, Rules, Seat
from hearts_qt.storage import Settings
from hearts_qt.ui.options_dialog import OptionsDialog

Button = QDialogButtonBox.StandardButton


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    QStandardPaths.setTestModeEnabled(True)
    return Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))


def open_dialog(qtbot: QtBot, settings: Settings, current: Rules | None = None) -> OptionsDialog:
    dialog = OptionsDialog(settings, current)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def click(qtbot: QtBot, dialog: OptionsDialog, which: Button) -> None:
    button = dialog.buttons.button(which)
    assert button is not None
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def tick(qtbot: QtBot, box: QAbstractButton) -> None:
    """Click a check box or radio button on its indicator, as a person would."""
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(8, box.height() // 2))


def choose(box: QComboBox, data: object) -> None:
    index = box.findData(data)
    assert index >= 0, data
    box.setCurrentIndex(index)


def test_it_shows_what_is_stored(qtbot: QtBot, settings: Settings) -> None:
    settings.set_name(Seat.WEST, "Wanda")
    settings.set_level(Seat.EAST, "expert")
    settings.set_rules(Rules(fixed_hands=12, jack_of_diamonds=11))
    settings.set_back("red")
    dialog = open_dialog(qtbot, settings)
    assert dialog.name_edits[Seat.WEST].text() == "Wanda"
    assert dialog.name_edits[Seat.SOUTH].text() == ""
    assert dialog.name_edits[Seat.SOUTH].placeholderText() == "South"
    assert dialog.level_boxes[Seat.EAST].currentData() == "expert"
    assert Seat.SOUTH not in dialog.level_boxes
    assert dialog.rules_tab.to_hands.isChecked() and not dialog.rules_tab.target_score.isEnabled()
    assert dialog.rules() == Rules(fixed_hands=12, jack_of_diamonds=11)
    assert dialog.back.currentData() == "red"
    assert dialog.tabs.count() == 5


def test_ok_stores_what_the_player_changed(qtbot: QtBot, settings: Settings) -> None:
    dialog = open_dialog(qtbot, settings)
    qtbot.keyClicks(dialog.name_edits[Seat.SOUTH], "Ada")
    choose(dialog.level_boxes[Seat.NORTH], "hard")
    dialog.tabs.setCurrentIndex(1)
    tick(qtbot, dialog.rules_tab.to_hands)
    choose(dialog.rules_tab.fixed_hands, 16)
    tick(qtbot, dialog.rules_tab.queen_breaks_hearts)
    choose(dialog.rules_tab.jack_of_diamonds, -10)
    choose(dialog.rules_tab.moon_scoring, MoonScoring.SHOOTER_MINUS.value)
    dialog.tabs.setCurrentIndex(3)
    choose(dialog.animation, "off")
    tick(qtbot, dialog.four_colour)
    tick(qtbot, dialog.show_legal)
    click(qtbot, dialog, Button.Ok)

    assert settings.names()[0] == "Ada"
    assert settings.levels() == ("normal", "hard", "normal")
    assert settings.rules() == Rules(
        fixed_hands=16,
        queen_breaks_hearts=True,
        jack_of_diamonds=-10,
        moon_scoring=MoonScoring.SHOOTER_MINUS,
    )
    assert settings.animation() == "off"
    assert settings.four_colour() is True
    assert settings.show_legal() is False


def test_cancel_stores_nothing(qtbot: QtBot, settings: Settings) -> None:
    dialog = open_dialog(qtbot, settings)
    qtbot.keyClicks(dialog.name_edits[Seat.EAST], "Eve")
    dialog.rules_tab.target_score.setValue(300)
    click(qtbot, dialog, Button.Cancel)
    assert settings.name(Seat.EAST) == "East"
    assert settings.rules() == Rules()
    assert settings.qsettings.allKeys() == []


def test_restore_defaults_fills_the_fields_and_ok_stores_them(
    qtbot: QtBot, settings: Settings
) -> None:
    settings.set_name(Seat.NORTH, "Nils")
    settings.set_level(Seat.WEST, "easy")
    settings.set_rules(Rules(target_score=60, shoot_the_sun=True))
    settings.set_four_colour(True)
    dialog = open_dialog(qtbot, settings)
    click(qtbot, dialog, Button.RestoreDefaults)
    assert dialog.isVisible()
    assert settings.name(Seat.NORTH) == "Nils"  # not yet
    click(qtbot, dialog, Button.Ok)
    assert settings.names() == ("South", "West", "North", "East")
    assert settings.levels() == ("normal",) * 3
    assert settings.rules() == Rules()
    assert settings.four_colour() is False


def test_the_rules_tab_says_changes_apply_to_the_next_game(
    qtbot: QtBot, settings: Settings
) -> None:
    dialog = open_dialog(qtbot, settings, current=Rules())
    dialog.tabs.setCurrentIndex(1)
    assert "next new game" in dialog.rules_tab.rules_note.text()
    assert "differ" not in dialog.rules_tab.rules_note.text()
    controls = (
        dialog.rules_tab.to_hands,
        dialog.rules_tab.shoot_the_sun,
        dialog.rules_tab.moon_scoring,
    )
    before = [widget.mapTo(dialog, QPoint(0, 0)) for widget in controls]
    tick(qtbot, dialog.rules_tab.shoot_the_sun)
    assert "differ from the game in progress" in dialog.rules_tab.rules_note.text()
    qtbot.wait(50)  # the layout settles
    assert [widget.mapTo(dialog, QPoint(0, 0)) for widget in controls] == before  # none moved
    tick(qtbot, dialog.rules_tab.shoot_the_sun)
    assert "differ" not in dialog.rules_tab.rules_note.text()


def test_stored_values_out_of_range_show_as_defaults(qtbot: QtBot, settings: Settings) -> None:
    settings.qsettings.setValue("rules/target_score", "9000")
    settings.qsettings.setValue("players/west_level", "demigod")
    settings.qsettings.setValue("view/back", 3)
    dialog = open_dialog(qtbot, settings)
    assert dialog.rules_tab.target_score.value() == 100
    assert dialog.level_boxes[Seat.WEST].currentData() == "normal"
    assert dialog.back.currentData() == "blue"


def test_a_name_longer_than_allowed_cannot_be_typed(qtbot: QtBot, settings: Settings) -> None:
    dialog = open_dialog(qtbot, settings)
    qtbot.keyClicks(dialog.name_edits[Seat.SOUTH], "x" * 40)
    click(qtbot, dialog, Button.Ok)
    assert len(settings.name(Seat.SOUTH)) == 24


def test_fixed_hands_are_offered_in_multiples_of_four(qtbot: QtBot, settings: Settings) -> None:
    dialog = open_dialog(qtbot, settings)
    values = [
        dialog.rules_tab.fixed_hands.itemData(i)
        for i in range(dialog.rules_tab.fixed_hands.count())
    ]
    assert values[0] == 4 and all(v % 4 == 0 for v in values)
    assert dialog.rules_tab.fixed_hands.itemText(1) == "8 hands"


def test_every_label_with_a_mnemonic_has_a_buddy(qtbot: QtBot, settings: Settings) -> None:
    """A label's "&" shows as a literal ampersand unless the label has a buddy."""
    dialog = open_dialog(qtbot, settings)
    orphans = [
        label.text()
        for label in dialog.findChildren(QLabel)
        if "&" in label.text().replace("&&", "") and label.buddy() is None
    ]
    assert orphans == []
