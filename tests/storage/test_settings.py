"""Settings: defaults, a round trip of every option, and fallbacks that never raise; a
settings file that cannot be used is set aside, the player told once."""

from __future__ import annotations

import json
import logging
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings

from hearts_qt.engine import MoonScoring, Rules, Seat
from hearts_qt.storage import DATA_DIR_ENV, Settings, data_dir, files, open_settings
from tests.storage.blocking import finishes, is_fifo, make_fifo, needs_fifos

ROOT = Path(__file__).resolve().parents[2]


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
        ("view/back", "purple", lambda s: s.back() == "blue"),
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
    qsettings, problem = open_settings()
    assert problem is None
    assert qsettings.format() is QSettings.Format.IniFormat
    assert Path(qsettings.fileName()) == tmp_path / "elsewhere" / "settings.ini"


# -- a settings file that cannot be used ---------------------------------------------------

DAMAGED_INI = b"[players]\nsouth_name=Ada\n[rules\ntarget_score=250\n"
"""An unclosed section header: what Qt's INI reader calls a format error."""


def check_set_aside(settings: Settings, data_dir: Path) -> Path:
    """One sentence naming the kept file; the defaults; the next save makes a new file."""
    (kept,) = data_dir.glob("settings.damaged-*.ini")
    assert settings.problem is not None and kept.name in settings.problem
    assert "\n" not in settings.problem and settings.problem.endswith(".")
    assert settings.rules() == Rules() and settings.name(Seat.SOUTH) == "South"
    settings.set_level(Seat.WEST, "hard")
    settings.sync()
    assert (data_dir / "settings.ini").is_file()
    assert Settings().problem is None  # said once: the new file is a good one
    assert Settings().level(Seat.WEST) == "hard"
    return kept


def test_a_damaged_settings_file_is_set_aside_and_not_written_over(
    data_dir: Path, tmp_path: Path
) -> None:
    copy = tmp_path / "copy.ini"  # Qt reports the damage once per file and process
    copy.write_bytes(DAMAGED_INI)
    assert QSettings(str(copy), QSettings.Format.IniFormat).status() is (
        QSettings.Status.FormatError
    )
    data_dir.mkdir(parents=True)
    (data_dir / "settings.ini").write_bytes(DAMAGED_INI)
    kept = check_set_aside(Settings(), data_dir)
    assert kept.read_bytes() == DAMAGED_INI


@needs_fifos
def test_a_fifo_in_place_of_the_settings_is_set_aside_without_waiting(data_dir: Path) -> None:
    fifo = make_fifo(data_dir / "settings.ini")
    settings = finishes(Settings, fifo)
    assert is_fifo(check_set_aside(settings, data_dir))


def test_a_folder_or_a_huge_file_in_place_of_the_settings_is_set_aside(data_dir: Path) -> None:
    (data_dir / "settings.ini").mkdir(parents=True)
    assert check_set_aside(Settings(), data_dir).is_dir()
    (data_dir / "settings.ini").unlink()
    (data_dir / "settings.ini").write_bytes(b"; " + b"x" * files.MAX_FILE_BYTES + b"\n")
    settings = Settings()
    assert settings.problem is not None
    assert len(list(data_dir.glob("settings.damaged-*.ini"))) == 2


@needs_fifos
def test_settings_that_cannot_be_set_aside_are_kept_for_this_run_only(
    data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(files, "move_aside", lambda _path, _label: None)  # a read-only folder
    fifo = make_fifo(data_dir / "settings.ini")
    settings = finishes(Settings, fifo)
    assert settings.problem is not None and "moved aside" in settings.problem
    assert str(data_dir) in settings.problem
    settings.set_back("red")
    settings.sync()
    assert settings.back() == "red"  # the options work for this run
    assert Path(settings.qsettings.fileName()).parent != data_dir
    assert is_fifo(fifo) and list(data_dir.iterdir()) == [fifo]


NATIVE = """
import json, os, sys
from PySide6.QtCore import QCoreApplication, QSettings
from hearts_qt.storage.files import open_settings, settings_files
QCoreApplication.setOrganizationName("hearts-qt")
QCoreApplication.setApplicationName("hearts-qt")
files = settings_files()
os.makedirs(os.path.dirname(files[0]), exist_ok=True)
if sys.argv[1] == "fifo":
    os.mkfifo(files[0])
qsettings, problem = open_settings()
print(json.dumps([str(p) for p in files] + [QSettings().fileName(), problem]))
"""


@needs_fifos
@pytest.mark.skipif(sys.platform in ("win32", "darwin"), reason="the native store is no file")
@pytest.mark.parametrize("case", ["good", "fifo"])
def test_the_native_settings_file_is_checked_where_qt_reads_it(tmp_path: Path, case: str) -> None:
    """Without HEARTS_QT_DATA_DIR: the file checked is the one QSettings reads (a child
    process, with its own HOME, so that Qt's cached paths and the player's are not used)."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("XDG_")}
    env.pop(DATA_DIR_ENV, None)
    env["HOME"] = str(tmp_path)
    done = subprocess.run(
        [sys.executable, "-c", NATIVE, case],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    app_file, organisation_file, qt_file, problem = json.loads(done.stdout)
    assert app_file == qt_file == str(tmp_path / ".config" / "hearts-qt" / "hearts-qt.conf")
    assert organisation_file == str(tmp_path / ".config" / "hearts-qt.conf")
    if case == "fifo":
        assert problem is not None and "hearts-qt.damaged-" in problem
        (kept,) = (tmp_path / ".config" / "hearts-qt").glob("hearts-qt.damaged-*.conf")
        assert is_fifo(kept)
    else:
        assert problem is None
