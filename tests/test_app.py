"""The app as a person (or a script) starts it: autoplay runs, saves, and exits cleanly."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path


def _run(args: list[str], data: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "HEARTS_QT_DATA_DIR": str(data)}
    return subprocess.run(
        [sys.executable, "-m", "hearts_qt", *args],
        capture_output=True,
        text=True,
        env=env,
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
