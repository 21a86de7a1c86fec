"""Card decks: where a card's face (and a deck's own back) is drawn from.

Two kinds: the project's own decks, a folder of one SVG file per card under
``hearts_qt/resources`` (the classic deck and the large-index deck, both written by
``tools/make_art.py``), and the decks a Linux desktop already has in KDE's format, read by
``kde_decks.py``. The renderer asks a deck only for an SVG renderer and an element id; the
backs of the project's own making live beside the classic deck and suit every deck.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass

from PySide6.QtCore import QByteArray, QtMsgType, qInstallMessageHandler
from PySide6.QtSvg import QSvgRenderer

from hearts_qt.engine.cards import Card, Suit
from hearts_qt.i18n import translate
from hearts_qt.resources import resource_path

CARD_ASPECT = 2.5 / 3.5
"""Width over height of the project's own cards, faces and backs."""

RED = "#c8102e"
BLACK = "#121212"
"""The two suit inks of the committed art: the only places these exact colours appear."""

FOUR_COLOUR_INKS: dict[Suit, tuple[str, str]] = {
    Suit.DIAMONDS: (RED, "#1552b8"),
    Suit.CLUBS: (BLACK, "#14843a"),
}
"""For the four-colour deck: which ink of which suit becomes which (♦ blue, ♣ green)."""

BACK = "back"
"""The name a deck's own back goes by (``Deck.art``)."""

DEFAULT_DECK = "classic"


class DeckError(ValueError):
    """A deck that cannot be used; the message says why, in words a player can read."""


@dataclass(frozen=True, slots=True)
class DeckChoice:
    """A deck as a menu lists it, before it is loaded."""

    key: str
    """What the settings store: ``classic``, ``large`` or ``installed:<folder>``."""
    name: str
    own: bool
    """One of the project's own decks (else one installed on this computer)."""
    preview: str = ""
    """A small picture of the deck that an installed deck's index names, if any."""


class Deck(ABC):
    """Where the faces come from. ``art`` gives the parsed SVG and the element to draw
    (``""``: the whole document) for a card code or ``BACK``."""

    key = ""
    name = ""
    aspect = CARD_ASPECT
    has_own_back = False
    """Whether ``art(BACK)`` gives a back of the deck's own."""
    four_colour = True
    """Whether the four-colour inks apply (the project's own art only)."""
    draws_slowly = False
    """Whether a face may take long to draw (an installed deck's: up to 130 ms; ours take
    about 1): then every face is drawn ahead, off the GUI thread, at each size the table
    settles at (see ``table/art.py``)."""

    @abstractmethod
    def art(self, name: str, recolour: bool) -> tuple[QSvgRenderer, str]:
        """The parsed SVG and the element to draw for ``name``."""

    @abstractmethod
    def source(self, name: str, recolour: bool) -> tuple[bytes, str]:
        """The SVG text ``art`` parsed and the element to draw, for drawing off the GUI
        thread (``face_sheet.py``)."""


class OwnDeck(Deck):
    """One of the project's decks: ``resources/<folder>/<card code>.svg``."""

    def __init__(self, key: str, name: str, folder: str) -> None:
        self.key, self.name, self.folder = key, name, folder
        self._svgs: dict[tuple[str, bool], QSvgRenderer] = {}
        self._sources: dict[tuple[str, bool], bytes] = {}

    def art(self, name: str, recolour: bool) -> tuple[QSvgRenderer, str]:
        renderer = self._svgs.get((name, recolour))
        if renderer is None:
            renderer = own_svg(self.folder, name, recolour, self.source(name, recolour)[0])
            self._svgs[(name, recolour)] = renderer
        return renderer, ""

    def source(self, name: str, recolour: bool) -> tuple[bytes, str]:
        text = self._sources.get((name, recolour))
        if text is None:
            text = self._sources[(name, recolour)] = own_source(self.folder, name, recolour)
        return text, ""


def own_source(folder: str, name: str, recolour: bool) -> bytes:
    """The SVG text of ``resources/<folder>/<name>.svg``, four-coloured if asked."""
    text = resource_path(folder, f"{name}.svg").read_text(encoding="utf-8")
    if recolour:
        text = four_colour_svg(name, text)
    return text.encode("utf-8")


def own_svg(folder: str, name: str, recolour: bool, text: bytes | None = None) -> QSvgRenderer:
    """The parsed SVG of ``resources/<folder>/<name>.svg`` (whose ``text`` may be read
    already), four-coloured if asked."""
    renderer = QSvgRenderer(QByteArray(text or own_source(folder, name, recolour)))
    if not renderer.isValid():
        raise ValueError(f"The card art {folder}/{name}.svg is not valid SVG")
    return renderer


def four_colour_svg(code: str, text: str) -> str:
    """The SVG text of card ``code`` with its suit ink swapped for the four-colour deck."""
    suit = Card.parse(code).suit
    swap = FOUR_COLOUR_INKS.get(suit)
    if swap is None:
        return text
    old, new = swap
    return text.replace(old, new)


OWN_DECKS: dict[str, tuple[Callable[[], str], str]] = {
    "classic": (lambda: translate("Decks", "Classic"), "cards"),
    "large": (lambda: translate("Decks", "Large index"), "cards-large"),
}
"""The project's decks by key: their name in the player's language and their folder."""


def own_choices() -> list[DeckChoice]:
    return [DeckChoice(key, name(), True) for key, (name, _folder) in OWN_DECKS.items()]


def own_deck(key: str) -> OwnDeck:
    name, folder = OWN_DECKS[key]
    return OwnDeck(key, name(), folder)


@contextmanager
def qt_messages_kept(kept: list[str]) -> Iterator[None]:
    """Collect what Qt says meanwhile instead of printing it: the SVG parser's complaints
    about a foreign file are for the deck's author; the player gets one clear sentence."""

    def keep(_kind: QtMsgType, _context: object, message: str) -> None:
        kept.append(message)

    previous = qInstallMessageHandler(keep)
    try:
        yield
    finally:
        qInstallMessageHandler(previous)
