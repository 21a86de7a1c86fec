"""The house rules in the settings: every preset and option survives the file, and a bad
stored value (alone, or clashing with another) falls back without losing the others."""

from __future__ import annotations

import logging
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings

from hearts_qt.engine import FirstLead, MoonScoring, PassDirection, Rules
from hearts_qt.engine.presets import PRESETS, Preset
from hearts_qt.storage import Settings

CUSTOM = Rules(
    target_score=150,
    moon_scoring=MoonScoring.SHOOTER_CHOOSES,
    pass_count=5,
    pass_cycle=(PassDirection.LEFT, PassDirection.ACROSS),
    first_lead=FirstLead.LEFT_OF_DEALER,
    hearts_any_time=True,
    card_values=tuple(-3 if i == 0 else 2 if i > 40 else 0 for i in range(52)),
    perfect_100=True,
    no_tricks_bonus=-5,
    no_shared_wins=True,
)


@pytest.mark.parametrize(
    "rules", [*PRESETS.values(), CUSTOM], ids=[*(p.value for p in Preset), "custom"]
)
def test_each_preset_and_every_option_survive_the_file(
    settings: Settings, tmp_path: Path, rules: Rules
) -> None:
    settings.set_rules(CUSTOM)
    settings.set_rules(rules)
    settings.sync()
    again = Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    assert again.rules() == rules


def test_the_file_reads_as_a_person_would_write_it(settings: Settings, tmp_path: Path) -> None:
    settings.set_rules(PRESETS[Preset.BLACK_MARIA])
    settings.sync()
    text = (tmp_path / "settings.ini").read_text()
    assert "KS=10" in text and "AS=7" in text and "QS=13" in text
    assert "pass_cycle=left right across hold" in text


@pytest.mark.parametrize(
    ("key", "raw"),
    [
        ("rules/pass_count", "6"),
        ("rules/pass_count", "three"),
        ("rules/pass_cycle", "left sideways"),
        ("rules/pass_cycle", "hold left"),
        ("rules/pass_cycle", "left left"),
        ("rules/first_lead", "dealer"),
        ("rules/hearts_any_time", "often"),
        ("rules/card_values", "QS=13 QS=12"),
        ("rules/card_values", "QS=100"),
        ("rules/card_values", "ZZ=1"),
        ("rules/card_values", "QS=-13 2H=0"),
        ("rules/card_values", "QS13"),
        ("rules/perfect_100", "2"),
        ("rules/no_tricks_bonus", "-27"),
        ("rules/no_tricks_bonus", "-5.5"),
        ("rules/no_shared_wins", "[]"),
    ],
)
def test_a_bad_house_rule_falls_back_alone_and_is_logged(
    settings: Settings, caplog: pytest.LogCaptureFixture, key: str, raw: str
) -> None:
    settings.set_rules(Rules(target_score=70, queen_breaks_hearts=True))
    settings.qsettings.setValue(key, raw)
    with caplog.at_level(logging.WARNING, logger="hearts_qt.storage.settings"):
        assert settings.rules() == Rules(target_score=70, queen_breaks_hearts=True)
    assert key in caplog.text


def test_a_pass_cycle_written_with_commas_is_read(settings: Settings, tmp_path: Path) -> None:
    path = tmp_path / "edited.ini"
    path.write_text("[rules]\npass_cycle=left, right\n")
    edited = Settings(QSettings(str(path), QSettings.Format.IniFormat))
    assert edited.rules().pass_cycle == (PassDirection.LEFT, PassDirection.RIGHT)


def test_a_jack_with_a_value_of_its_own_and_the_option_keeps_the_option(
    settings: Settings, caplog: pytest.LogCaptureFixture
) -> None:
    settings.set_rules(PRESETS[Preset.BLACK_MARIA])
    settings.set_rules(Rules(jack_of_diamonds=-10))
    settings.qsettings.setValue("rules/card_values", "QS=13 KS=10 JD=5 2H=1")
    with caplog.at_level(logging.WARNING, logger="hearts_qt.storage.settings"):
        rules = settings.rules()
    assert rules.jack_of_diamonds == -10
    assert rules.values[51] == 0 and sum(rules.values) == 24  # the J♦'s 5 dropped
    assert "J♦" in caplog.text


def test_older_settings_without_house_rules_are_the_classic_game(settings: Settings) -> None:
    settings.qsettings.setValue("rules/target_score", 80)
    settings.qsettings.setValue("rules/shoot_the_sun", True)
    assert settings.rules() == Rules(target_score=80, shoot_the_sun=True)
