"""Where the package's data files are, wherever the package runs from."""

from __future__ import annotations

import sys
from pathlib import Path


def resource_path(*parts: str) -> Path:
    """The path of ``parts`` under ``hearts_qt/resources``.

    From the source tree and from an installed wheel the resources sit next to this
    module. A PyInstaller bundle unpacks its data under ``sys._MEIPASS`` and keeps the
    package layout there, so a frozen app looks in ``_MEIPASS/hearts_qt/resources``.
    """
    bundle = getattr(sys, "_MEIPASS", None)
    if getattr(sys, "frozen", False) and isinstance(bundle, str):
        base = Path(bundle) / "hearts_qt" / "resources"
    else:
        base = Path(__file__).resolve().parent / "resources"
    return base.joinpath(*parts)
