"""The card decks a Linux desktop already has, in the format of KDE's card games.

Such a deck is a folder under ``carddecks/`` in one of the XDG data folders
(``QStandardPaths.GenericDataLocation``: ``~/.local/share``, ``/usr/share``, …) holding an
``index.desktop`` and the one SVG (or gzipped ``.svgz``) that it names::

    [KDE Backdeck]
    Name=Oxygen
    Name[de]=Oxygen
    SVG=oxygen.svgz

The SVG has an element per card, ``1_club`` … ``10_club``, ``jack_club``, ``queen_club``,
``king_club`` (and ``_diamond``, ``_heart``, ``_spade``), and one called ``back``, whose
size gives the cards' proportions. A folder whose index is missing or wrong, whose SVG is
too large, unreadable or short of a card, or whose cards are not upright is refused with
a ``DeckError`` saying so; nothing here raises anything else for a bad deck.
"""

from __future__ import annotations

import zlib
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QByteArray, QLocale, QStandardPaths
from PySide6.QtSvg import QSvgRenderer

from hearts_qt.engine.cards import DECK, Card, Rank, Suit
from hearts_qt.i18n import translate
from hearts_qt.ui.decks import BACK, Deck, DeckChoice, DeckError, qt_messages_kept

FOLDER = "carddecks"
INDEX = "index.desktop"
GROUP = "KDE Backdeck"
PREFIX = "installed:"
"""Settings keys of installed decks are ``installed:<folder name>``."""

MAX_INDEX_BYTES = 64 * 1024
MAX_FILE_BYTES = 24 * 1024 * 1024
"""The largest SVG file read, as stored (KDE's largest deck, Dondorf, is 3.3 MB)."""
MAX_SVG_BYTES = 64 * 1024 * 1024
"""The largest SVG text once unzipped (Dondorf: 11.5 MB)."""
MAX_FOLDERS = 400
UPRIGHT = (0.5, 0.9)
"""The widths over heights of cards this table can lay out."""

RANK_IDS = {Rank.ACE: "1", Rank.JACK: "jack", Rank.QUEEN: "queen", Rank.KING: "king"}
SUIT_IDS = {
    Suit.CLUBS: "club",
    Suit.DIAMONDS: "diamond",
    Suit.SPADES: "spade",
    Suit.HEARTS: "heart",
}


def element_id(card: Card) -> str:
    """The id of ``card``'s element in a KDE deck: ``1_club``, ``queen_spade``."""
    rank = RANK_IDS.get(card.rank, str(card.rank.value))
    return f"{rank}_{SUIT_IDS[card.suit]}"


@dataclass(frozen=True, slots=True)
class DeckIndex:
    """What a deck's ``index.desktop`` says."""

    folder: Path
    name: str
    svg: Path
    preview: Path | None = None
    """The deck's picture for menus (``Preview=``), when it names one in its folder."""


def deck_folders(data_dirs: list[str] | None = None) -> list[Path]:
    """Each ``carddecks`` folder under the XDG data folders, the user's first."""
    if data_dirs is None:
        location = QStandardPaths.StandardLocation.GenericDataLocation
        data_dirs = QStandardPaths.standardLocations(location)
    return [Path(base) / FOLDER for base in data_dirs if (Path(base) / FOLDER).is_dir()]


def _deck_dirs(data_dirs: list[str] | None) -> dict[str, Path]:
    """Every deck folder by name; where two data folders have one of the same name, the
    earlier (the user's own) wins, as with any XDG data file."""
    found: dict[str, Path] = {}
    for base in deck_folders(data_dirs):
        try:
            entries = sorted(base.iterdir())[:MAX_FOLDERS]
        except OSError:
            continue
        for entry in entries:
            if entry.name not in found and (entry / INDEX).is_file():
                found[entry.name] = entry
    return found


def installed_choices(data_dirs: list[str] | None = None) -> list[DeckChoice]:
    """The installed decks, by name. A deck with a broken index is listed by its folder's
    name: choosing it then says what is wrong with it."""
    choices = []
    for folder_name, folder in _deck_dirs(data_dirs).items():
        name, preview = folder_name, ""
        try:
            index = read_index(folder)
            name, preview = index.name, str(index.preview or "")
        except DeckError:
            pass
        choices.append(DeckChoice(PREFIX + folder_name, name, False, preview))
    return sorted(choices, key=lambda choice: choice.name.casefold())


def read_index(folder: Path) -> DeckIndex:
    """The deck's name and SVG file, from its ``index.desktop``."""
    path = folder / INDEX
    try:
        if path.stat().st_size > MAX_INDEX_BYTES:
            raise DeckError(
                translate("Decks", "Its index.desktop is too large to be a card deck's index.")
            )
        text = path.read_bytes().decode("utf-8", errors="replace")
    except OSError as error:
        raise DeckError(translate("Decks", "Its index.desktop cannot be read.")) from error
    entries = _group(text, GROUP)
    if entries is None:
        raise DeckError(translate("Decks", "Its index.desktop has no [KDE Backdeck] section."))
    svg = entries.get("SVG", "").strip()
    if not svg:
        raise DeckError(translate("Decks", "Its index.desktop names no SVG file."))
    if not _plain_name(svg):
        raise DeckError(
            translate("Decks", "Its index.desktop names an SVG file outside the deck's folder.")
        )
    preview = entries.get("Preview", "").strip()
    shown = folder / preview if preview and _plain_name(preview) else None
    return DeckIndex(folder, _localised_name(entries) or folder.name, folder / svg, shown)


def _plain_name(name: str) -> bool:
    """A file name inside the deck's folder (no path to elsewhere)."""
    return "/" not in name and "\\" not in name and name not in (".", "..")


def _group(text: str, wanted: str) -> dict[str, str] | None:
    """The keys of one group of a desktop-entry file (None: no such group)."""
    entries: dict[str, str] | None = None
    current = ""
    for raw in text.splitlines():
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        if line.startswith("[") and line.endswith("]"):
            current = line[1:-1].strip()
            if current == wanted and entries is None:
                entries = {}
            continue
        key, equals, value = line.partition("=")
        if equals and current == wanted and entries is not None:
            entries.setdefault(key.strip(), value.strip().replace("\\s", " "))
    return entries


def _localised_name(entries: dict[str, str]) -> str:
    locale = QLocale().name()  # "de_DE"
    for key in (f"Name[{locale}]", f"Name[{locale.split('_')[0]}]", "Name"):
        if entries.get(key):
            return entries[key]
    return ""


def load_installed(key: str, data_dirs: list[str] | None = None) -> InstalledDeck:
    """The installed deck ``installed:<folder>``, checked whole before it is used."""
    folder_name = key.removeprefix(PREFIX)
    folder = _deck_dirs(data_dirs).get(folder_name) if key.startswith(PREFIX) else None
    if folder is None:
        raise DeckError(translate("Decks", "It is no longer installed on this computer."))
    index = read_index(folder)
    data = _svg_bytes(index.svg)
    return InstalledDeck(key, index.name, _parse(data, index.svg), data)


def _parse(data: bytes, path: Path) -> QSvgRenderer:
    kept: list[str] = []
    with qt_messages_kept(kept):
        renderer = QSvgRenderer(QByteArray(data))
        valid = renderer.isValid()
    if not valid:
        raise DeckError(
            translate("Decks", "Its file {file} is not an SVG picture that can be read.").format(
                file=path.name
            )
        )
    missing = [element for element in _needed() if not renderer.elementExists(element)]
    if missing:
        shown = ", ".join(missing[:4]) + (", …" if len(missing) > 4 else "")
        raise DeckError(
            translate(
                "Decks", "Its picture lacks {count} of the 53 cards it must have ({elements})."
            ).format(count=len(missing), elements=shown)
        )
    back = renderer.boundsOnElement(BACK)
    aspect = back.width() / back.height() if back.height() > 0 else 0.0
    if not UPRIGHT[0] <= aspect <= UPRIGHT[1]:
        raise DeckError(translate("Decks", "Its cards are not upright playing cards."))
    return renderer


def _needed() -> list[str]:
    return [*(element_id(card) for card in DECK), BACK]


def _svg_bytes(path: Path) -> bytes:
    """The SVG text, unzipped if it is gzipped, within the size limits."""
    too_large = translate("Decks", "Its file {file} is too large for a card deck.").format(
        file=path.name
    )
    try:
        if not path.is_file():
            raise DeckError(
                translate("Decks", "The file {file} that it names is missing.").format(
                    file=path.name
                )
            )
        if path.stat().st_size > MAX_FILE_BYTES:
            raise DeckError(too_large)
        data = path.read_bytes()
    except OSError as error:
        raise DeckError(
            translate("Decks", "Its file {file} cannot be read.").format(file=path.name)
        ) from error
    if data[:2] != b"\x1f\x8b":
        return data
    unzip = zlib.decompressobj(16 + zlib.MAX_WBITS)
    damaged = translate("Decks", "Its file {file} is damaged (it does not unzip).").format(
        file=path.name
    )
    try:
        text = unzip.decompress(data, MAX_SVG_BYTES + 1)
    except zlib.error as error:
        raise DeckError(damaged) from error
    if len(text) > MAX_SVG_BYTES or unzip.unconsumed_tail:
        raise DeckError(too_large)
    if not unzip.eof:
        raise DeckError(damaged)
    return text


class InstalledDeck(Deck):
    """A KDE deck: one parsed SVG, one element per card and one for the back."""

    has_own_back = True
    four_colour = False
    draws_slowly = True

    def __init__(self, key: str, name: str, renderer: QSvgRenderer, source: bytes) -> None:
        self.key, self.name = key, name
        self.renderer = renderer
        self._source = source
        back = renderer.boundsOnElement(BACK)
        self.aspect = back.width() / back.height()

    def art(self, name: str, recolour: bool) -> tuple[QSvgRenderer, str]:
        element = BACK if name == BACK else element_id(Card.parse(name))
        return self.renderer, element

    def source(self, name: str, recolour: bool) -> tuple[bytes, str]:
        return self._source, self.art(name, recolour)[1]
