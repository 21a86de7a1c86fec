"""What every installer says about the app: names, ids, version, paths.

One place for the facts the spec, the .deb, the AppDir, the Inno Setup script and the
macOS bundle must agree on. It imports nothing of the app (so no Qt): the version is read
from ``hearts_qt/__init__.py`` as text.
"""

from __future__ import annotations

import re
from pathlib import Path

PACKAGING = Path(__file__).resolve().parent
ROOT = PACKAGING.parent
BUILD = ROOT / "build"
DIST = ROOT / "dist"

APP_NAME = "hearts-qt"
"""The executable, the bundle folder, the Debian package and the desktop file's name.

``hearts_qt.app`` calls ``QGuiApplication.setDesktopFileName("hearts-qt")``, so the
desktop entry must be ``hearts-qt.desktop`` for a desktop to match windows to it."""

DISPLAY_NAME = "Hearts"
SUMMARY = "The card game Hearts against three computer players"
DESCRIPTION = (
    "Play the classic trick-taking card game Hearts against three honest computer players:"
    " drag three cards to pass, drag a card to the table to play, and follow the score"
    " sheet hand after hand."
)
APPSTREAM_ID = "io.github.hearts_qt.HeartsQt"
"""Reverse-DNS id for AppStream and the macOS bundle (hyphens are not allowed in it)."""
BUNDLE_ID = APPSTREAM_ID
PUBLISHER = "The hearts-qt developers"
MAINTAINER = "The hearts-qt developers <hearts-qt@users.noreply.github.com>"
LICENSE = "GPL-3.0-or-later"
HOMEPAGE = "https://github.com/hearts-qt/hearts-qt"

MACOS_MINIMUM = "13.0"
"""The oldest macOS the app runs on: the PySide6 6.11 wheels are ``macosx_13_0`` (Qt 6.11
supports macOS 13 and newer). The bundle's LSMinimumSystemVersion and the README say it;
``build.py`` stops on a Mac whose installed Qt wheels need a newer one."""

ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
"""The hicolor PNG sizes ``tools/make_art.py`` writes as ``icons/hearts-qt-<N>.png``."""


def version() -> str:
    """The app's version, as ``hearts_qt.__version__`` states it."""
    text = (ROOT / "hearts_qt" / "__init__.py").read_text(encoding="utf-8")
    match = re.search(r'^__version__\s*=\s*["\']([^"\']+)["\']', text, re.MULTILINE)
    if match is None:
        raise RuntimeError("hearts_qt/__init__.py does not set __version__")
    return match.group(1)


def numeric_version(text: str | None = None) -> tuple[int, int, int, int]:
    """The version as four integers, as Windows version resources and Inno Setup's
    ``VersionInfoVersion`` want it: the release numbers only, so that a pre-release does
    not count as newer than its release.

    >>> numeric_version("0.2.0rc1"), numeric_version("1.2"), numeric_version("1.2.3.4.5")
    ((0, 2, 0, 0), (1, 2, 0, 0), (1, 2, 3, 4))
    """
    match = re.match(r"v?(\d+(?:\.\d+)*)", text or version())
    if match is None:
        raise ValueError(f"no release number in the version {text!r}")
    parts = [int(p) for p in match.group(1).split(".")[:4]]
    parts += [0] * (4 - len(parts))
    return parts[0], parts[1], parts[2], parts[3]


def resources() -> Path:
    return ROOT / "hearts_qt" / "resources"


def icon(name: str) -> Path:
    """An icon file in ``hearts_qt/resources/icons`` (icon.svg, hearts-qt.ico, …)."""
    return resources() / "icons" / name


def icon_png(size: int) -> Path:
    return icon(f"{APP_NAME}-{size}.png")
