"""The screenshot tool (tools/screenshots.py) still drives the real window to its moments,
the README's picture is the small one it makes, and ``pytest --screenshots DIR`` saves
what the GUI tests show (and nothing without it)."""

from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication, QLabel
from pytestqt.qtbot import QtBot

from tests.screenshot_option import Pictures

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def tool() -> ModuleType:
    spec = importlib.util.spec_from_file_location("screenshots", ROOT / "tools/screenshots.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_readme_picture_is_small_and_the_tool_still_makes_it(
    qapp: QApplication, tool: ModuleType, tmp_path: Path
) -> None:
    committed = tool.README_PICTURE
    opening = [line for line in (ROOT / "README.md").read_text().splitlines() if line][1]
    assert opening.startswith("![") and opening.endswith(f"]({committed.relative_to(ROOT)})")
    assert committed.stat().st_size <= 150_000, "python tools/screenshots.py --readme"
    image = QImage(str(committed))
    assert image.size() == tool.README_SIZE and image.colorCount() <= tool.README_COLOURS
    made = QImage(str(tool.readme_picture(tmp_path / "table.png")))  # not pixel-identical:
    assert made.size() == image.size()  # the fonts differ from machine to machine
    assert not tool.is_blank(made)


def test_each_deck_back_and_cloth_is_shown(qapp: QApplication, tool: ModuleType, tmp_path: Path):
    saved = tool.shoot_size("800x600", tmp_path, ["looks"], False)
    assert [path.name for path in saved] == [
        "look-classic-blue-green.png",
        "look-large-red-blue.png",
        "look-classic-green-red.png",
        "look-large-rose-wood.png",
        "look-classic-navy-picture.png",
    ]
    images = [QImage(str(path)) for path in saved]
    assert all(image.size().toTuple() == (800, 600) for image in images)
    assert len({image.pixelColor(20, 300).name() for image in images}) == 5  # five cloths


def test_without_the_option_the_fixture_writes_nothing(
    qtbot: QtBot, request: pytest.FixtureRequest, tmp_path: Path
) -> None:
    label = QLabel("shown")
    qtbot.addWidget(label)
    label.resize(120, 40)
    label.show()
    qtbot.waitExposed(label)
    assert Pictures(None, request.node)("moment") == []
    saved = Pictures(tmp_path, request.node)("a moment")
    name = "test_without_the_option_the_fixture_writes_nothing-a-moment-1-QLabel-120x40.png"
    assert saved == [tmp_path / "ui" / "test_screenshots" / name]
    assert not QImage(str(saved[0])).isNull()


def test_the_option_saves_what_a_test_shows(tmp_path: Path) -> None:
    test = "tests/ui/test_last_trick.py::test_l_shows_the_last_trick_and_any_key_puts_it_away"
    command = [sys.executable, "-m", "pytest", "-q", test, "--screenshots", str(tmp_path)]
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    done = subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stdout + done.stderr
    folder = tmp_path / "ui" / "test_last_trick"
    assert sorted(path.name for path in folder.iterdir()) == [
        "test_l_shows_the_last_trick_and_any_key_puts_it_away-1-TableView-1280x800.png",  # end
        "test_l_shows_the_last_trick_and_any_key_puts_it_away-last-trick-1-TableView-1280x800.png",
    ]
