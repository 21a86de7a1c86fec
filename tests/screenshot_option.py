"""``pytest --screenshots DIR``: the GUI tests save what they show, to be looked at.

With the option, every test that made a ``QApplication`` saves each window it left on
screen when its body ends (passed or failed, before the fixtures close them), and a test
may save a moment in between with the ``screenshot`` fixture (``screenshot("game-over")``).
The pictures go to ``DIR/<test file>/<test>[-<moment>]-<n>-<window class>-<W>x<H>.png``
(the window's size; ``@2`` after it at device pixel ratio 2, as under ``QT_SCALE_FACTOR=2``,
for which ``tests/screen_x2.json`` gives the offscreen platform a 2560×1600 screen). Without
the option nothing is grabbed or written, and the fixture does nothing.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

OPTION = "--screenshots"


def add_option(parser: pytest.Parser) -> None:
    parser.addoption(
        OPTION,
        metavar="DIR",
        type=Path,
        default=None,
        help="save what each GUI test shows as PNGs under DIR",
    )


class Pictures:
    """Saves the windows on screen for one test; does nothing when ``folder`` is None."""

    def __init__(self, folder: Path | None, test: pytest.Item) -> None:
        self.folder = folder
        module = Path(str(test.path)).with_suffix("")
        tests = Path(__file__).resolve().parent
        where = module.relative_to(tests) if module.is_relative_to(tests) else module.name
        self.stem = Path(where) / _safe(test.name)

    @classmethod
    def for_test(cls, test: pytest.Item) -> Pictures:
        folder: Path | None = test.config.getoption(OPTION)
        return cls(folder, test)

    def __call__(self, moment: str = "") -> list[Path]:
        """Save each visible top-level window now; the paths written."""
        if self.folder is None:
            return []
        widgets = sys.modules.get("PySide6.QtWidgets")
        if widgets is None or widgets.QApplication.instance() is None:
            return []
        shown = [w for w in widgets.QApplication.topLevelWidgets() if w.isVisible()]
        name = f"{self.stem.name}-{_safe(moment)}" if moment else self.stem.name
        saved = []
        for number, window in enumerate(shown, 1):
            picture = window.grab()
            ratio = picture.devicePixelRatio()
            size = f"{window.width()}x{window.height()}" + (f"@{ratio:g}" if ratio != 1 else "")
            file = f"{name}-{number}-{type(window).__name__}-{size}.png"
            path = self.folder / self.stem.parent / file
            path.parent.mkdir(parents=True, exist_ok=True)
            if picture.save(str(path), "PNG"):
                saved.append(path)
        return saved


def _safe(text: str) -> str:
    """A test's name (with its parameters) as a file name."""
    return re.sub(r"[^A-Za-z0-9_.@-]+", "-", text).strip("-")
