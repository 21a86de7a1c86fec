"""A read-only data directory: nothing crashes, the player is told, no file is lost.

Root ignores file permissions, so under root the scenario runs in a child process that
drops to the unprivileged user ``nobody`` once its imports are done.
"""

from __future__ import annotations

import json
import os
import shutil
import stat
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from hearts_qt.storage.saved_game import GameStore, SavedGame, encode
from hearts_qt.storage.statistics import StatisticsStore
from tests.storage.helpers import finished_game, game_after

ROOT = Path(__file__).resolve().parents[2]
NOBODY = 65534


def scenario(directory: str) -> dict[str, object]:
    """Load, save and count in ``directory``; report what the player would see."""
    folder = Path(directory)
    store, stats = GameStore(folder / "damaged"), StatisticsStore(folder / "damaged")
    damaged = store.load()
    report: dict[str, object] = {
        "damaged_message": damaged.message,
        "damaged_moved": damaged.moved_to is not None,
        "save_message": store.save(SavedGame(game_after(20))),
        "stats_message": stats.record(finished_game(5), ("easy",) * 3, "id2"),
        "reset_message": stats.reset(),
    }
    good = GameStore(folder / "good").load()
    report["good_loads"] = good.saved is not None and good.message is None
    return report


@pytest.fixture
def read_only(tmp_path: Path) -> Iterator[Path]:
    root = Path(tempfile.mkdtemp()) if os.geteuid() == 0 else tmp_path / "ro"
    root.mkdir(exist_ok=True)
    for name, saved in (("damaged", b'{"format": "hearts-qt saved game", "sch'), ("good", None)):
        folder = root / name
        folder.mkdir()
        (folder / "saved-game.json").write_bytes(saved or encode(SavedGame(game_after(50))))
        StatisticsStore(folder).record(finished_game(3), ("normal",) * 3, "id1")
    for folder in (root / "damaged", root / "good", root):
        folder.chmod(stat.S_IRUSR | stat.S_IXUSR | stat.S_IRGRP | stat.S_IXGRP | 0o005)
    yield root
    for folder in (root, root / "damaged", root / "good"):
        folder.chmod(0o755)
    if root != tmp_path / "ro":
        shutil.rmtree(root)


def run_scenario(directory: Path) -> dict[str, object]:
    if os.geteuid() != 0:
        return scenario(str(directory))
    code = (
        "import json, os, sys; from tests.storage.test_read_only import scenario; "
        f"os.setgroups([]); os.setgid({NOBODY}); os.setuid({NOBODY}); "
        "print(json.dumps(scenario(sys.argv[1])))"
    )
    done = subprocess.run(
        [sys.executable, "-c", code, str(directory)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        env={**os.environ, "HOME": str(directory)},
        timeout=60,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    result: dict[str, object] = json.loads(done.stdout.splitlines()[-1])
    return result


def test_a_read_only_data_directory_is_reported_and_nothing_is_lost(read_only: Path) -> None:
    before = {p: p.read_bytes() for p in read_only.rglob("*.json")}
    report = run_scenario(read_only)

    message = report["damaged_message"]
    assert isinstance(message, str) and "damaged" in message and "written to" in message
    assert report["damaged_moved"] is False
    for key in ("save_message", "stats_message", "reset_message"):
        text = report[key]
        assert isinstance(text, str) and "could not be saved" in text, key
    assert report["good_loads"] is True
    assert {p: p.read_bytes() for p in read_only.rglob("*.json")} == before
