"""Card faces and backs as pixmaps, rendered from the chosen deck at the exact size on screen.

The faces come from a ``Deck`` (``decks.py``: the project's own decks or one installed on
the desktop), the backs from the project's own back files or from the deck itself. Each
SVG is parsed once; pixmaps are rendered at the card's size times the device pixel ratio
and cached. A resize or a move to a screen with another ratio just asks for a new size:
the cache keeps the few most recent sizes and drops the rest, so a window being dragged
wider does not hoard pixmaps.
"""

from __future__ import annotations

from collections import OrderedDict

from PySide6.QtCore import QRectF, QSizeF, Qt
from PySide6.QtGui import QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer

from hearts_qt.engine.cards import Card
from hearts_qt.ui.decks import (
    BACK,
    BLACK,
    CARD_ASPECT,
    DEFAULT_DECK,
    FOUR_COLOUR_INKS,
    RED,
    Deck,
    four_colour_svg,
    own_deck,
    own_svg,
)

__all__ = [
    "BACKS",
    "BLACK",
    "CARD_ASPECT",
    "DECK_BACK",
    "FOUR_COLOUR_INKS",
    "MAX_CACHED_SIZES",
    "RED",
    "CardRenderer",
    "four_colour_svg",
]

BACKS: tuple[str, ...] = ("blue", "red", "green", "rose", "navy")
"""The project's card backs, ``resources/cards/back-<name>.svg``, in menu order."""

DECK_BACK = "deck"
"""The back setting that means the chosen deck's own back (where it has one)."""

MAX_CACHED_SIZES = 6
"""How many (size, ratio, scheme) sets of pixmaps stay cached: the hand, the trick, the
opponents' hands and a resize in progress each use one."""

_SizeKey = tuple[int, int, float, bool]


class CardRenderer:
    """Renders and caches card pixmaps; one instance serves the whole table."""

    def __init__(
        self, four_colour: bool = False, back: str = "blue", deck: Deck | None = None
    ) -> None:
        self._four_colour = four_colour
        self._deck = deck if deck is not None else own_deck(DEFAULT_DECK)
        self._backs: dict[str, QSvgRenderer] = {}
        self._pixmaps: OrderedDict[_SizeKey, dict[str, QPixmap]] = OrderedDict()
        self._back = ""
        self.set_back(back)

    @staticmethod
    def backs() -> tuple[str, ...]:
        return BACKS

    @property
    def four_colour(self) -> bool:
        return self._four_colour

    @property
    def back_name(self) -> str:
        return self._back

    @property
    def deck(self) -> Deck:
        return self._deck

    @property
    def aspect(self) -> float:
        """The cards' width over their height, which the deck decides."""
        return self._deck.aspect

    def set_four_colour(self, on: bool) -> None:
        self._four_colour = on

    def set_back(self, name: str) -> None:
        """One of ``BACKS``, or ``DECK_BACK`` for the deck's own (a deck without one
        shows the first of ours)."""
        if name not in BACKS and name != DECK_BACK:
            raise ValueError(f"No card back named {name!r}; there are {', '.join(BACKS)}")
        self._back = name

    def set_deck(self, deck: Deck) -> None:
        """Draw the faces (and a ``DECK_BACK``) from ``deck`` from now on."""
        self._deck = deck
        self.clear()

    def card_size(self, height: float) -> QSizeF:
        """The logical size of a card ``height`` tall."""
        return QSizeF(height * self._deck.aspect, height)

    def face(self, card: Card, height: float, ratio: float) -> QPixmap:
        """The face of ``card``, ``height`` logical pixels tall on a screen of ``ratio``."""
        recolour = self._recolours(card)
        return self._pixmap(card.code, height, ratio, recolour)

    def back(self, height: float, ratio: float) -> QPixmap:
        """The current back, ``height`` logical pixels tall on a screen of ``ratio``."""
        return self._pixmap(f"back-{self.shown_back()}", height, ratio, False)

    def shown_back(self) -> str:
        """The back cards show now: ``DECK_BACK`` only while the deck has one."""
        if self._back == DECK_BACK:
            return DECK_BACK if self._deck.has_own_back else BACKS[0]
        return self._back

    def clear(self) -> None:
        """Forget every cached pixmap (the parsed SVGs stay)."""
        self._pixmaps.clear()

    def cached_sizes(self) -> int:
        """How many sets of pixmaps are cached; for tests and the benchmark."""
        return len(self._pixmaps)

    def _recolours(self, card: Card) -> bool:
        return self._four_colour and self._deck.four_colour and card.suit in FOUR_COLOUR_INKS

    def _pixmap(self, name: str, height: float, ratio: float, recolour: bool) -> QPixmap:
        size = self.card_size(height)
        width_px, height_px = round(size.width() * ratio), round(size.height() * ratio)
        key: _SizeKey = (width_px, height_px, ratio, self._four_colour)
        bucket = self._pixmaps.get(key)
        if bucket is None:
            bucket = self._pixmaps[key] = {}
            while len(self._pixmaps) > MAX_CACHED_SIZES:
                self._pixmaps.popitem(last=False)
        else:
            self._pixmaps.move_to_end(key)
        pixmap = bucket.get(name)
        if pixmap is None:
            pixmap = bucket[name] = self._render(name, width_px, height_px, ratio, recolour)
        return pixmap

    def _render(
        self, name: str, width_px: int, height_px: int, ratio: float, recolour: bool
    ) -> QPixmap:
        svg, element = self._svg(name, recolour)
        pixmap = QPixmap(max(width_px, 1), max(height_px, 1))
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        rect = QRectF(0, 0, width_px, height_px)
        if element:
            svg.render(painter, element, rect)
        else:
            svg.render(painter, rect)
        painter.end()
        pixmap.setDevicePixelRatio(ratio)
        return pixmap

    def _svg(self, name: str, recolour: bool) -> tuple[QSvgRenderer, str]:
        if name == f"back-{DECK_BACK}":
            return self._deck.art(BACK, False)
        if not name.startswith("back-"):
            return self._deck.art(name, recolour)
        renderer = self._backs.get(name)
        if renderer is None:
            renderer = self._backs[name] = own_svg("cards", name, False)
        return renderer, ""
