"""Settings: defaults, a round trip of every option, and fallbacks that never raise."""

from __future__ import annotations

import logging
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings

from hearts_qt.engine import MoonScoring, Rules, Seat
from hearts_qt.storage import DATA_DIR_ENV, Settings, data_dir, open_settings


def test_defaults_are_the_classic_game_and_a_normal_table(settings: Settings) -> None:
    assert settings.rules() == Rules()
    assert settings.names() == ("South", "West", "North", "East")
    assert settings.levels() == ("normal", "normal", "normal")
    assert settings.animation() == "normal"
    assert settings.show_legal() is True
    assert settings.score_after_hand() is True
    assert settings.back() == "blue"
    assert settings.four_colour() is False


def test_every_option_survives_a_round_trip_through_the_file(
    settings: Settings, tmp_path: Path
) -> None:
    rules = Rules(
        target_score=250,
        fixed_hands=12,
        queen_breaks_hearts=True,
        points_on_first_trick=True,
        jack_of_diamonds=-11,
        shoot_the_sun=True,
        moon_scoring=MoonScoring.SHOOTER_MINUS,
    )
    settings.set_rules(rules)
    settings.set_name(Seat.SOUTH, "  Ada ")
    settings.set_name(Seat.EAST, "Émile")
    settings.set_level(Seat.WEST, "easy")
    settings.set_level(Seat.NORTH, "expert")
    settings.set_animation("off")
    settings.set_show_legal(False)
    settings.set_score_after_hand(False)
    settings.set_back("red")
    settings.set_four_colour(True)
    settings.sync()

    again = Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    assert again.rules() == rules
    assert again.names() == ("Ada", "West", "North", "Émile")
    assert again.levels() == ("easy", "expert", "normal")
    assert (again.animation(), again.show_legal(), again.score_after_hand()) == (
        "off",
        False,
        False,
    )
    assert (again.back(), again.four_colour()) == ("red", True)


def test_playing_to_a_score_remembers_the_number_of_hands(settings: Settings) -> None:
    settings.set_rules(Rules(fixed_hands=16))
    settings.set_rules(Rules(target_score=75))
    assert settings.rules() == Rules(target_score=75)
    assert settings.fixed_hands() == 16


def test_an_empty_name_means_the_seats_own_name(settings: Settings) -> None:
    settings.set_name(Seat.NORTH, "Bea")
    settings.set_name(Seat.NORTH, "   ")
    assert settings.name(Seat.NORTH) == "North"


@pytest.mark.parametrize(
    ("key", "raw", "read"),
    [
        ("rules/target_score", "1000", lambda s: s.rules().target_score == 100),
        ("rules/target_score", "49", lambda s: s.rules().target_score == 100),
        ("rules/target_score", "lots", lambda s: s.rules().target_score == 100),
        ("rules/target_score", "true", lambda s: s.rules().target_score == 100),
        ("rules/fixed_hands", "10", lambda s: s.fixed_hands() == 8),
        ("rules/fixed_hands", "0", lambda s: s.fixed_hands() == 8),
        ("rules/end", "forever", lambda s: s.rules().fixed_hands is None),
        ("rules/jack_of_diamonds", "12", lambda s: s.rules().jack_of_diamonds is None),
        ("rules/jack_of_diamonds", "-10.5", lambda s: s.rules().jack_of_diamonds is None),
        ("rules/queen_breaks_hearts", "yes", lambda s: not s.rules().queen_breaks_hearts),
        ("rules/moon_scoring", "everyone", lambda s: s.rules() == Rules()),
        ("players/west_level", "grandmaster", lambda s: s.level(Seat.WEST) == "normal"),
        ("players/south_name", "x" * 200, lambda s: s.name(Seat.SOUTH) == "South"),
        ("players/east_name", "bell\a", lambda s: s.name(Seat.EAST) == "East"),
        ("view/animation", "ludicrous", lambda s: s.animation() == "normal"),
        ("view/show_legal", "maybe", lambda s: s.show_legal() is True),
        ("view/score_after_hand", "2", lambda s: s.score_after_hand() is True),
        ("view/back", "green", lambda s: s.back() == "blue"),
        ("view/four_colour", "[]", lambda s: s.four_colour() is False),
    ],
)
def test_a_bad_stored_value_falls_back_to_its_default_and_is_logged(
    settings: Settings, caplog: pytest.LogCaptureFixture, key: str, raw: str, read: object
) -> None:
    settings.qsettings.setValue(key, raw)
    with caplog.at_level(logging.WARNING, logger="hearts_qt.storage.settings"):
        assert callable(read) and read(settings)
    assert key in caplog.text


def test_values_of_the_wrong_type_in_memory_fall_back_too(
    settings: Settings, caplog: pytest.LogCaptureFixture
) -> None:
    settings.qsettings.setValue("rules/target_score", [1, 2])
    settings.qsettings.setValue("view/show_legal", 3.5)
    settings.qsettings.setValue("players/north_name", 42)
    with caplog.at_level(logging.WARNING):
        assert settings.rules().target_score == 100
        assert settings.show_legal() is True
        assert settings.name(Seat.NORTH) == "North"
    assert caplog.text.count("not valid") == 3


def test_a_garbled_settings_file_gives_the_defaults(tmp_path: Path) -> None:
    path = tmp_path / "garbled.ini"
    path.write_bytes(b"\x00\xff[rules\ntarget_score==\n[view]\nanimation\n\xfe\xfe")
    settings = Settings(QSettings(str(path), QSettings.Format.IniFormat))
    assert settings.rules() == Rules()
    assert settings.animation() == "normal"


@pytest.mark.parametrize(
    "call",
    [
        lambda s: s.set_rules(Rules(target_score=20)),
        lambda s: s.set_rules(Rules(fixed_hands=104)),
        lambda s: s.set_rules(Rules(jack_of_diamonds=5)),
        lambda s: s.set_level(Seat.WEST, "godlike"),
        lambda s: s.set_level(Seat.SOUTH, "easy"),
        lambda s: s.set_name(Seat.SOUTH, "y" * 30),
        lambda s: s.set_animation("warp"),
        lambda s: s.set_back("plaid"),
    ],
)
def test_setters_refuse_values_no_dialog_offers(settings: Settings, call: object) -> None:
    assert callable(call)
    with pytest.raises(ValueError):
        call(settings)


def test_changed_is_emitted_only_for_a_new_value(settings: Settings) -> None:
    keys: list[str] = []
    settings.changed.connect(keys.append)
    settings.set_four_colour(True)
    settings.set_four_colour(True)
    settings.set_back("red")
    assert keys == ["view/four_colour", "view/back"]


def test_the_data_directory_and_settings_follow_the_environment(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(DATA_DIR_ENV, str(tmp_path / "elsewhere"))
    assert data_dir() == tmp_path / "elsewhere"
    qsettings = open_settings()
    assert qsettings.format() is QSettings.Format.IniFormat
    assert Path(qsettings.fileName()) == tmp_path / "elsewhere" / "settings.ini"
