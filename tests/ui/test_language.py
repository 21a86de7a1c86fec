"""The game speaks the system's language or the one chosen in Options ▸ Language, from
the .qm files that ship, with Qt's own words alongside; anything else is English."""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale, QSettings, QStandardPaths
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QLabel
from pytestqt.qtbot import QtBot

from hearts_qt.ai.reasons import Reason, ReasonKind
from hearts_qt.controller.hint_texts import reason_text
from hearts_qt.controller.texts import illegal_reason
from hearts_qt.engine import Card, IllegalMove, Seat
from hearts_qt.i18n import (
    Translators,
    language_name,
    locale_for,
    resolve,
    shipped_languages,
    translate,
)
from hearts_qt.resources import resource_path
from hearts_qt.storage import Settings
from hearts_qt.ui.options_dialog import OptionsDialog
from hearts_qt.ui.table.accessible.words import seat as seat_words
from hearts_qt.ui.table.items import SeatLabel
from hearts_qt.ui.table.messages import Messages

SHIPPED = ["en", "cs", "de", "es", "fr"]


@pytest.fixture
def translators(qapp: QApplication) -> Iterator[Translators]:
    chosen = Translators(qapp)
    yield chosen
    chosen.remove()


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    QStandardPaths.setTestModeEnabled(True)
    return Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))


def game_menu() -> str:
    return translate("MainWindow", "&Game")


def test_english_czech_german_spanish_and_french_ship() -> None:
    assert shipped_languages() == SHIPPED
    assert [language_name(code) for code in SHIPPED] == [
        "English",
        "Čeština",
        "Deutsch",
        "Español",
        "Français",
    ]


def test_the_system_language_is_spoken_when_it_ships() -> None:
    assert resolve("", ["cs-CZ", "en-US"], SHIPPED) == "cs"
    assert resolve("", ["nl-NL", "fr-CA"], SHIPPED) == "fr"
    assert resolve("", ["de-AT", "en"], SHIPPED) == "de"
    assert resolve("", ["nl-NL", "nl"], SHIPPED) == "en"
    assert resolve("fr", ["cs-CZ"], SHIPPED) == "fr"
    assert resolve("en", ["cs-CZ"], SHIPPED) == "en"


@pytest.mark.parametrize("unknown", ["xx", "../../etc", "cs/../fr", "C", "fr_FR\n"])
def test_an_unknown_language_falls_back_to_the_system_s(
    caplog: pytest.LogCaptureFixture, unknown: str
) -> None:
    with caplog.at_level(logging.WARNING):
        assert resolve(unknown, ["cs-CZ"], SHIPPED) == "cs"
        assert resolve(unknown, ["nl"], SHIPPED) == "en"
    assert len(caplog.records) == 2


def test_a_missing_qm_is_a_language_that_does_not_ship(
    qapp: QApplication, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    for code in ("en", "fr"):
        name = f"hearts-qt_{code}.qm"
        (tmp_path / name).write_bytes(resource_path("translations", name).read_bytes())
    some = Translators(qapp, tmp_path)  # no Czech here
    with caplog.at_level(logging.WARNING):
        assert some.use("cs", system=["fr-FR"]) == "fr"
        assert game_menu() == "&Partie"
        assert some.use("cs", system=["cs-CZ"]) == "en"
        assert game_menu() == "&Game"
    some.remove()
    assert [r.getMessage() for r in caplog.records] == [
        "The language 'cs' is not one of ['en', 'fr']; using the system's."
    ] * 2


@pytest.mark.parametrize("stored", ["../../etc", "xx/../cs", 7, "cs\x00"])
def test_a_language_setting_that_is_no_code_is_the_system_s(
    settings: Settings, caplog: pytest.LogCaptureFixture, stored: object
) -> None:
    settings.qsettings.setValue("view/language", stored)
    with caplog.at_level(logging.WARNING):
        assert settings.language() == ""
    assert len(caplog.records) == 1


@pytest.mark.parametrize(
    ("code", "menu", "cancel"), [("cs", "&Hra", "Zrušit"), ("fr", "&Partie", "Annuler")]
)
def test_a_language_loads_ours_and_qt_s(
    translators: Translators, code: str, menu: str, cancel: str
) -> None:
    assert translators.use(code) == code
    assert game_menu() == menu
    assert translate("QPlatformTheme", "Cancel") == cancel  # the dialogs' standard buttons
    translators.remove()
    assert (game_menu(), translate("QPlatformTheme", "Cancel")) == ("&Game", "Cancel")


def test_a_second_language_replaces_the_first(translators: Translators) -> None:
    translators.use("cs")
    translators.use("fr")
    assert game_menu() == "&Partie"
    translators.use("en", system=["cs"])
    assert game_menu() == "&Game"
    translators.use("", system=["cs-CZ"])
    assert (translators.language, game_menu()) == ("cs", "&Hra")


def _french() -> bytes:
    return resource_path("translations", "hearts-qt_fr.qm").read_bytes()


@pytest.mark.parametrize(
    "damage",
    [
        lambda: b"not a translation",  # garbage
        lambda: b"",  # an empty file
        lambda: _french()[: len(_french()) // 2],  # cut in the middle
        lambda: _french()[:20],  # cut after its header: Qt loads it as an empty catalogue
        lambda: _french()[:16] + b"\xff" * 200,  # the header, then garbage
    ],
    ids=["garbage", "empty", "half", "header", "header-garbage"],
)
def test_a_damaged_qm_leaves_english_with_one_line(
    qapp: QApplication,
    tmp_path: Path,
    caplog: pytest.LogCaptureFixture,
    damage: Callable[[], bytes],
) -> None:
    (tmp_path / "hearts-qt_cs.qm").write_bytes(damage())
    damaged = Translators(qapp, tmp_path)
    with caplog.at_level(logging.WARNING):
        assert damaged.use("cs") == "en"
    assert [r.getMessage() for r in caplog.records] == [
        "The translation hearts-qt_cs.qm cannot be loaded; using English."
    ]
    assert game_menu() == "&Game"


def test_the_qm_files_ship_in_the_package() -> None:
    assert sorted(p.name for p in resource_path("translations").glob("*.qm")) == [
        "hearts-qt_cs.qm",
        "hearts-qt_de.qm",
        "hearts-qt_en.qm",
        "hearts-qt_es.qm",
        "hearts-qt_fr.qm",
    ]


def test_english_says_one_point_and_two_points(translators: Translators) -> None:
    translators.remove()
    assert translators.use("en", system=["cs"]) == "en"
    label = SeatLabel()
    label.set_score("North", 1, 1)
    assert label.total_text() == "1 point"
    label.set_score("North", 1, 2)
    assert label.total_text() == "2 points"
    messages = Messages({seat: seat.name.title() for seat in Seat})
    assert messages.takes_trick(Seat.WEST, 1, you=False) == "West takes the trick and 1 point."
    assert messages.takes_trick(Seat.SOUTH, 4, you=True) == "You take the trick and 4 points."
    assert seat_words("North", 1, 5, to_play=False) == "North, 1 point this hand, 5 in the game"


def test_the_language_setting(settings: Settings, caplog: pytest.LogCaptureFixture) -> None:
    assert settings.language() == ""
    settings.set_language("fr")
    assert settings.language() == "fr"
    settings.set_language("")
    assert settings.language() == ""
    with pytest.raises(ValueError):
        settings.set_language("../fr")
    settings.qsettings.setValue("view/language", "français")
    with caplog.at_level(logging.WARNING):
        assert settings.language() == ""
    assert len(caplog.records) == 1


def test_options_chooses_the_language_for_the_next_start(qtbot: QtBot, settings: Settings) -> None:
    settings.set_language("cs")
    dialog = OptionsDialog(settings)
    qtbot.addWidget(dialog)
    box = dialog.language
    items = [(box.itemText(i), box.itemData(i)) for i in range(box.count())]
    assert items == [
        ("System", ""),
        ("English", "en"),
        ("Čeština", "cs"),
        ("Deutsch", "de"),
        ("Español", "es"),
        ("Français", "fr"),
    ]
    assert box.currentData() == "cs"
    notes = [label.text() for label in dialog.tabs.widget(4).findChildren(QLabel)]
    assert any("when Hearts is started again" in note for note in notes)
    box.setCurrentIndex(box.findData("fr"))
    dialog.accept()
    assert settings.language() == "fr"
    dialog = OptionsDialog(settings)
    qtbot.addWidget(dialog)
    restore = dialog.buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults)
    assert restore is not None
    restore.click()
    assert dialog.language.currentData() == ""


def test_the_engine_s_reasons_are_translated_where_they_are_shown(
    translators: Translators,
) -> None:
    refusal = IllegalMove(IllegalMove.HEARTS_NOT_BROKEN)
    assert illegal_reason(refusal) == "Hearts have not been broken."
    translators.use("fr")
    assert illegal_reason(refusal) == "Les cœurs ne sont pas encore brisés."
    assert str(refusal) == "Hearts have not been broken."  # the engine's own words


@pytest.mark.parametrize(("code", "decimal"), [("cs", "1,5"), ("fr", "1,5"), ("en", "1.5")])
def test_numbers_are_written_as_the_language_writes_them(
    translators: Translators, code: str, decimal: str
) -> None:
    before = QLocale().name()
    translators.use(code, system=[])
    expected = Reason(ReasonKind.EXPECTED, (Card.parse("2C"),), points=1.5)
    assert decimal in reason_text(expected)  # the hint's figure
    assert QLocale().toString(1.5, "f", 1) == decimal
    translators.remove()
    assert QLocale().name() == before


def test_the_system_s_country_is_kept_when_its_language_is_spoken() -> None:
    assert locale_for("fr", QLocale("fr_CA")).name() == "fr_CA"
    assert locale_for("fr", QLocale("de_CH")).name() == "fr_FR"
