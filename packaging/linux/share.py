"""The files a Linux desktop reads about hearts-qt: desktop entry, icons, AppStream.

Both the .deb and the AppDir install the same ``share/`` tree; this writes it.
"""

from __future__ import annotations

import shutil
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pkgmeta

HERE = Path(__file__).resolve().parent
DESKTOP_FILE = HERE / f"{pkgmeta.APP_NAME}.desktop"
METAINFO_FILE = HERE / f"{pkgmeta.APPSTREAM_ID}.metainfo.xml"


def install_share(share: Path) -> list[Path]:
    """Write ``applications/``, ``icons/hicolor/`` and ``metainfo/`` under ``share``."""
    written = [
        _copy(DESKTOP_FILE, share / "applications" / DESKTOP_FILE.name),
        _copy(METAINFO_FILE, share / "metainfo" / METAINFO_FILE.name),
        _copy(
            pkgmeta.icon("icon.svg"),
            share / "icons" / "hicolor" / "scalable" / "apps" / f"{pkgmeta.APP_NAME}.svg",
        ),
    ]
    for size in pkgmeta.ICON_SIZES:
        target = share / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{pkgmeta.APP_NAME}.png"
        written.append(_copy(pkgmeta.icon_png(size), target))
    return written


def releases() -> list[tuple[str, str, list[str]]]:
    """``(version, date, paragraphs)`` of each ``<release>`` in the AppStream metadata,
    newest first: the one account of the releases, which the .deb's changelog repeats."""
    found = []
    for release in ET.parse(METAINFO_FILE).getroot().iter("release"):
        paragraphs = [" ".join("".join(p.itertext()).split()) for p in release.iter("p")]
        found.append((release.get("version", ""), release.get("date", ""), paragraphs))
    return found


def release_date(version: str) -> str:
    """The date (YYYY-MM-DD) of ``version`` in the AppStream metadata."""
    for number, date, _text in releases():
        if number == version:
            return date
    raise SystemExit(f"no <release version={version!r}> in {METAINFO_FILE.name}: add it")


def _copy(source: Path, target: Path) -> Path:
    if not source.is_file():
        raise FileNotFoundError(f"{source} is missing: run tools/make_art.py?")
    target.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(source, target)
    target.chmod(0o644)
    return target


def normalise_modes(tree: Path) -> None:
    """Folders and programs 0755, other files 0644: what a package should install."""
    for path in [tree, *tree.rglob("*")]:
        if path.is_symlink():
            continue
        if path.is_dir() or _is_program(path):
            path.chmod(0o755)
        else:
            path.chmod(0o644)


def _is_program(path: Path) -> bool:
    """An executable or a script; shared libraries load without the x bit (Debian policy)."""
    if ".so" in path.name:
        return False
    with path.open("rb") as f:
        head = f.read(4)
    return head == b"\x7fELF" or head[:2] == b"#!"
