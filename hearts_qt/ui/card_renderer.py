"""Card faces and backs as pixmaps, rendered from the SVG deck at the exact size on screen.

Each SVG is parsed once (per colour scheme) into a ``QSvgRenderer``; pixmaps are rendered
at the card's size times the device pixel ratio and cached. A resize or a move to a screen
with another ratio just asks for a new size: the cache keeps the few most recent sizes and
drops the rest, so a window being dragged wider does not hoard pixmaps.
"""

from __future__ import annotations

from collections import OrderedDict

from PySide6.QtCore import QByteArray, QRectF, QSizeF, Qt
from PySide6.QtGui import QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer

from hearts_qt.engine.cards import Card, Suit
from hearts_qt.resources import resource_path

CARD_ASPECT = 2.5 / 3.5
"""Width over height of every card, face or back."""

RED = "#c8102e"
BLACK = "#121212"
"""The two suit inks of the committed art: the only places these exact colours appear."""

FOUR_COLOUR_INKS: dict[Suit, tuple[str, str]] = {
    Suit.DIAMONDS: (RED, "#1552b8"),
    Suit.CLUBS: (BLACK, "#14843a"),
}
"""For the four-colour deck: which ink of which suit becomes which (♦ blue, ♣ green)."""

BACKS: tuple[str, ...] = ("blue", "red")
"""The card backs in ``resources/cards/back-<name>.svg``."""

MAX_CACHED_SIZES = 6
"""How many (size, ratio, scheme) sets of pixmaps stay cached: the hand, the trick, the
opponents' hands and a resize in progress each use one."""

_SizeKey = tuple[int, int, float, bool]


class CardRenderer:
    """Renders and caches card pixmaps; one instance serves the whole table."""

    def __init__(self, four_colour: bool = False, back: str = "blue") -> None:
        self._four_colour = four_colour
        self._back = ""
        self.set_back(back)
        self._svgs: dict[tuple[str, bool], QSvgRenderer] = {}
        self._pixmaps: OrderedDict[_SizeKey, dict[str, QPixmap]] = OrderedDict()

    @staticmethod
    def backs() -> tuple[str, ...]:
        return BACKS

    @property
    def four_colour(self) -> bool:
        return self._four_colour

    @property
    def back_name(self) -> str:
        return self._back

    def set_four_colour(self, on: bool) -> None:
        self._four_colour = on

    def set_back(self, name: str) -> None:
        if name not in BACKS:
            raise ValueError(f"No card back named {name!r}; there are {', '.join(BACKS)}")
        self._back = name

    @staticmethod
    def card_size(height: float) -> QSizeF:
        """The logical size of a card ``height`` tall."""
        return QSizeF(height * CARD_ASPECT, height)

    def face(self, card: Card, height: float, ratio: float) -> QPixmap:
        """The face of ``card``, ``height`` logical pixels tall on a screen of ``ratio``."""
        recolour = self._four_colour and card.suit in FOUR_COLOUR_INKS
        return self._pixmap(card.code, height, ratio, recolour)

    def back(self, height: float, ratio: float) -> QPixmap:
        """The current back, ``height`` logical pixels tall on a screen of ``ratio``."""
        return self._pixmap(f"back-{self._back}", height, ratio, False)

    def clear(self) -> None:
        """Forget every cached pixmap (the parsed SVGs stay)."""
        self._pixmaps.clear()

    def cached_sizes(self) -> int:
        """How many sets of pixmaps are cached; for tests and the benchmark."""
        return len(self._pixmaps)

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
        pixmap = QPixmap(max(width_px, 1), max(height_px, 1))
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        self._svg(name, recolour).render(painter, QRectF(0, 0, width_px, height_px))
        painter.end()
        pixmap.setDevicePixelRatio(ratio)
        return pixmap

    def _svg(self, name: str, recolour: bool) -> QSvgRenderer:
        renderer = self._svgs.get((name, recolour))
        if renderer is None:
            text = resource_path("cards", f"{name}.svg").read_text(encoding="utf-8")
            if recolour:
                text = four_colour_svg(name, text)
            renderer = QSvgRenderer(QByteArray(text.encode("utf-8")))
            if not renderer.isValid():
                raise ValueError(f"The card art {name}.svg is not valid SVG")
            self._svgs[(name, recolour)] = renderer
        return renderer


def four_colour_svg(code: str, text: str) -> str:
    """The SVG text of card ``code`` with its suit ink swapped for the four-colour deck."""
    suit = Card.parse(code).suit
    swap = FOUR_COLOUR_INKS.get(suit)
    if swap is None:
        return text
    old, new = swap
    return text.replace(old, new)
