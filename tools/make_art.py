"""Generate the card decks, the backs and the app icon under hearts_qt/resources/.

    python tools/make_art.py            # write every file
    python tools/make_art.py --check    # exit 1 if the committed SVGs differ from the script's

The output is deterministic: the same script always writes the same bytes for the SVGs,
and a test compares the committed files with ``card_svgs()`` and ``icon_svg()``.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable
from pathlib import Path

TOOLS = Path(__file__).resolve().parent
ROOT = TOOLS.parent
for entry in (str(TOOLS), str(ROOT)):
    if entry not in sys.path:
        sys.path.insert(0, entry)

from art_backs import BACK_COLOURS, back  # noqa: E402
from art_courts import court  # noqa: E402
from art_faces import ace, number_card  # noqa: E402
from art_icon import ICON_SIZES, icns, ico, icon_svg, rasterise  # noqa: E402
from art_large import large_face  # noqa: E402

from hearts_qt.engine.cards import DECK  # noqa: E402

RESOURCES = ROOT / "hearts_qt" / "resources"


def card_svgs() -> dict[str, str]:
    """Every card file's name and text: 52 faces by card code, then the backs."""
    files: dict[str, str] = {}
    for card in DECK:
        rank, suit = card.rank.letter, card.suit.letter
        if rank == "A":
            text = ace(suit)
        elif rank in "JQK":
            text = court(rank, suit)
        else:
            text = number_card(rank, suit)
        files[f"{card.code}.svg"] = text
    for name in BACK_COLOURS:
        files[f"back-{name}.svg"] = back(name)
    return files


def large_svgs() -> dict[str, str]:
    """The large-index deck's 52 faces by card code (it uses the same backs)."""
    return {f"{card.code}.svg": large_face(card.rank.letter, card.suit.letter) for card in DECK}


DECK_FOLDERS: dict[str, Callable[[], dict[str, str]]] = {
    "cards": card_svgs,
    "cards-large": large_svgs,
}
"""Each deck's folder under the resources and the files the script writes there."""


def write_cards(folder: Path, files: dict[str, str]) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    for name, text in files.items():
        (folder / name).write_text(text, encoding="utf-8", newline="\n")


def write_icons(folder: Path) -> None:
    from PySide6.QtGui import QGuiApplication

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    _app = QGuiApplication.instance() or QGuiApplication([])
    folder.mkdir(parents=True, exist_ok=True)
    svg = icon_svg()
    (folder / "icon.svg").write_text(svg, encoding="utf-8", newline="\n")
    pngs = {size: rasterise(svg, size) for size in ICON_SIZES}
    for size, blob in pngs.items():
        (folder / f"hearts-qt-{size}.png").write_bytes(blob)
    (folder / "hearts-qt.ico").write_bytes(ico(pngs))
    (folder / "hearts-qt.icns").write_bytes(icns(pngs))


def differences(folder: Path) -> list[str]:
    """Names of the card and icon SVGs whose committed text differs from the script's."""
    expected = {
        f"{deck}/{name}": text
        for deck, files in DECK_FOLDERS.items()
        for name, text in files().items()
    }
    expected["icons/icon.svg"] = icon_svg()
    changed = []
    for name, text in expected.items():
        path = folder / name
        if not path.is_file() or path.read_text(encoding="utf-8") != text:
            changed.append(name)
    return changed


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="compare, do not write")
    parser.add_argument("--out", type=Path, default=RESOURCES, help="resources folder")
    args = parser.parse_args(argv)
    if args.check:
        changed = differences(args.out)
        for name in changed:
            print(f"differs: {name}")
        return 1 if changed else 0
    count = 0
    for deck, files in DECK_FOLDERS.items():
        written = files()
        write_cards(args.out / deck, written)
        count += len(written)
    write_icons(args.out / "icons")
    print(f"wrote {count} card files and the icons under {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
