"""The app as a person (or a script) starts it: autoplay runs, saves, and exits cleanly;
files it cannot use are set aside, and a start it cannot make is said plainly."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from hearts_qt import cli
from hearts_qt.app import _start
from hearts_qt.controller import GameController
from hearts_qt.storage.files import DATA_DIR_ENV
from hearts_qt.storage.saved_game import GameStore
from hearts_qt.storage.settings import Settings
from hearts_qt.ui.main_window import MainWindow
from tests.storage.blocking import is_fifo, make_fifo, needs_fifos

NESTED = b"[" * 1000
"""Enough to make Python's JSON parser raise RecursionError."""
DAMAGED_INI = b"[players]\nsouth_name=Ada\n[rules\n"


def _run(
    args: list[str], data: Path, env: dict[str, str] | None = None
) -> subprocess.CompletedProcess[str]:
    """Run the app; a run that hangs is killed at the timeout and fails the test."""
    if env is None:
        env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "HEARTS_QT_DATA_DIR": str(data)}
    return subprocess.run(
        [sys.executable, "-m", "hearts_qt", *args],
        capture_output=True,
        text=True,
        env=env,
        cwd=data,
        timeout=120,
        check=False,
    )


def test_autoplay_zero_exits_once_the_table_is_painted(tmp_path: Path) -> None:
    result = _run(["--autoplay", "0", "--animation", "off"], tmp_path)
    assert result.returncode == 0, result.stderr
    assert "first frame painted" in result.stdout


def test_autoplay_plays_whole_hands_saves_them_and_resumes(tmp_path: Path) -> None:
    result = _run(["--autoplay", "1", "--animation", "off", "--seed", "3"], tmp_path)
    assert result.returncode == 0, result.stderr
    saved = json.loads((tmp_path / "saved-game.json").read_text(encoding="utf-8"))
    first = saved["record"]["hands"]
    assert len(first) >= 1 and len(first[0]["plays"]) == 52
    assert saved["autoplay"] is True
    again = _run(["--autoplay", "1", "--animation", "off"], tmp_path)  # resumes it
    assert again.returncode == 0, again.stderr
    resumed = json.loads((tmp_path / "saved-game.json").read_text(encoding="utf-8"))
    assert resumed["id"] == saved["id"]
    assert resumed["record"]["hands"][0] == first[0]

    def whole_hands(hands: list[dict[str, list[str]]]) -> int:
        return sum(len(hand["plays"]) == 52 for hand in hands)

    assert whole_hands(resumed["record"]["hands"]) == whole_hands(first) + 1


def test_a_second_game_on_the_same_saved_game_says_so_and_changes_nothing(
    tmp_path: Path,
) -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "HEARTS_QT_DATA_DIR": str(tmp_path)}
    first = subprocess.Popen(
        [sys.executable, "-m", "hearts_qt", "--autoplay", "500", "--animation", "normal"],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    try:
        deadline = time.monotonic() + 60
        while not (tmp_path / "hearts-qt.lock").exists():
            assert first.poll() is None and time.monotonic() < deadline
            time.sleep(0.05)
        second = _run(["--autoplay", "0"], tmp_path)
        assert second.returncode == 1
        assert "Hearts is already running" in second.stderr
        assert "first frame painted" not in second.stdout
        assert first.poll() is None  # the first plays on
    finally:
        first.kill()  # as a crash would: the lock is left behind
        first.communicate(timeout=30)
    again = _run(["--autoplay", "0"], tmp_path)  # a crashed game's lock is taken over
    assert again.returncode == 0, again.stderr


def _kept(data: Path, pattern: str) -> Path:
    (kept,) = data.glob(pattern)
    return kept


def test_autoplay_over_a_deeply_nested_saved_game_sets_it_aside_and_plays(
    tmp_path: Path,
) -> None:
    (tmp_path / "saved-game.json").write_bytes(NESTED)
    result = _run(["--autoplay", "1", "--animation", "off"], tmp_path)  # it never ended
    assert result.returncode == 0, result.stderr
    assert "RecursionError" not in result.stderr
    assert _kept(tmp_path, "saved-game.damaged-*.json").read_bytes() == NESTED
    saved = GameStore(tmp_path).load()
    assert saved.message is None and saved.saved is not None  # the new game, saved whole
    assert len(saved.saved.game.results) >= 1


@needs_fifos
def test_autoplay_with_fifos_in_place_of_every_file_sets_them_aside_and_exits(
    tmp_path: Path,
) -> None:
    names = ("saved-game.json", "settings.ini", "hearts-qt.lock")
    for name in names:
        make_fifo(tmp_path / name)
    result = _run(["--autoplay", "1", "--animation", "off"], tmp_path)  # would hang
    assert result.returncode == 0, result.stderr
    for pattern in ("saved-game.damaged-*.json", "settings.damaged-*.ini", "hearts-qt.damaged-*"):
        assert is_fifo(_kept(tmp_path, pattern))
    for name in names[:2]:
        assert (tmp_path / name).is_file()  # the new game and its settings, saved on quit


def test_a_damaged_settings_file_is_kept_aside_when_the_app_runs(tmp_path: Path) -> None:
    (tmp_path / "settings.ini").write_bytes(DAMAGED_INI)
    result = _run(["--autoplay", "1", "--animation", "off"], tmp_path)
    assert result.returncode == 0, result.stderr
    assert _kept(tmp_path, "settings.damaged-*.ini").read_bytes() == DAMAGED_INI
    assert b"window" in (tmp_path / "settings.ini").read_bytes()  # a new file, written on quit


def test_the_player_is_told_of_each_file_set_aside_once_the_table_is_up(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(DATA_DIR_ENV, str(tmp_path))
    (tmp_path / "saved-game.json").write_bytes(NESTED)
    (tmp_path / "settings.ini").write_bytes(DAMAGED_INI)
    settings = Settings()
    controller = GameController(levels=("easy", "easy", "easy"), threaded=False)
    window = MainWindow(controller, settings)
    qtbot.addWidget(window)
    _start(window, controller, cli.Options())  # as after the first frame
    told = [box.text() for box in window.findChildren(QMessageBox)]
    assert len(told) == 2 and told[0] == settings.problem
    assert "settings.damaged-" in told[0]
    assert "saved game could not be resumed because it is damaged" in told[1]
    assert "saved-game.damaged-" in told[1]
    assert GameStore(tmp_path).load().saved is not None  # a new game began, and is saved
    controller.shutdown()


@pytest.mark.skipif(os.name != "posix", reason="HOME is where Unix keeps the data")
def test_without_home_it_refuses_to_start_and_writes_nothing(tmp_path: Path) -> None:
    """Qt would take "/" as the home and write into /.local/share (as root, it did)."""
    env = {k: v for k, v in os.environ.items() if k != "HOME" and not k.startswith("XDG_")}
    env.pop(DATA_DIR_ENV, None)
    env["QT_QPA_PLATFORM"] = "offscreen"
    result = _run(["--autoplay", "0"], tmp_path, env)
    assert result.returncode == 1
    assert "HOME is not set" in result.stderr and DATA_DIR_ENV in result.stderr
    assert "first frame painted" not in result.stdout
    assert list(tmp_path.iterdir()) == []
    with_folder = _run(["--autoplay", "0"], tmp_path, {**env, DATA_DIR_ENV: str(tmp_path)})
    assert with_folder.returncode == 0, with_folder.stderr  # HEARTS_QT_DATA_DIR is enough
