"""The app as a person (or a script) starts it: autoplay runs, saves, and exits cleanly."""

from __future__ import annotations

import json
import os
import subprocess
import sys
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
