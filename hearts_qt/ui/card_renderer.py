"""Card faces and backs as pixmaps, rendered from the chosen deck at the exact size on screen.

The faces come from a ``Deck`` (``decks.py``: the project's own decks or one installed on
the desktop), the backs from the project's own back files or from the deck itself. Each
SVG is parsed once; pixmaps are rendered at the card's size times the device pixel ratio
and cached, the few most recent sizes kept. ``render`` draws what is missing at once, on
the caller's thread. The table (``table/art.py``) asks for less while the window is being
resized: a ``stand_in`` scaled from the nearest size already drawn, then, once the size
has settled, sharp art drawn off the GUI thread (``request_sheet``, ``face_sheet.py``):
the cards shown, and for an installed deck all its faces.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Iterable

from PySide6.QtCore import QRectF, QSizeF, Qt
from PySide6.QtGui import QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer

from hearts_qt.engine.cards import DECK, Card
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
    own_source,
    own_svg,
)
from hearts_qt.ui.face_sheet import Art, SheetJob, SheetResult, SheetWorker, weakly

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

MAX_CACHED_SIZES = 3
"""How many (size, ratio, scheme) sets of pixmaps stay cached: the table's size now, the
one before (what a resize scales its stand-ins from) and one more (a screen of another
ratio). A deck drawn by sheets keeps all 53 faces of a size: up to 24 MB at 4K."""

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
        self.renders = 0
        """Pictures drawn from SVG on this (the GUI) thread so far: a seam for the tests."""
        self.sheets = 0
        """Sheets of faces drawn off it and taken in so far."""
        self._worker: SheetWorker | None = None
        self._back_sources: dict[str, bytes] = {}
        self._bounds: dict[str, QRectF] = {}
        """Where each card is in an installed deck's SVG (by art name)."""
        self._sheet_wanted: tuple[_SizeKey, SheetJob] | None = None
        """The size of the sheet asked for last, and the job that draws it."""
        self._sheet_done: Callable[[], None] | None = None
        self._sheets_failed = False

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
        self._bounds.clear()
        self._sheets_failed = False
        self.clear()

    def card_size(self, height: float) -> QSizeF:
        """The logical size of a card ``height`` tall."""
        return QSizeF(height * self._deck.aspect, height)

    def face(self, card: Card, height: float, ratio: float) -> QPixmap:
        """The face of ``card``, ``height`` logical pixels tall on a screen of ``ratio``."""
        return self.render(card.code, height, ratio)

    def back(self, height: float, ratio: float) -> QPixmap:
        """The current back, ``height`` logical pixels tall on a screen of ``ratio``."""
        return self.render(self.art_name(None), height, ratio)

    def shown_back(self) -> str:
        """The back cards show now: ``DECK_BACK`` only while the deck has one."""
        if self._back == DECK_BACK:
            return DECK_BACK if self._deck.has_own_back else BACKS[0]
        return self._back

    def art_name(self, card: Card | None) -> str:
        """What the cache calls ``card``'s face (None: the back shown now)."""
        return card.code if card is not None else f"back-{self.shown_back()}"

    def clear(self) -> None:
        """Forget every cached pixmap (the parsed SVGs stay) and any sheet asked for."""
        self._pixmaps.clear()
        self.cancel_sheets()

    def cached_sizes(self) -> int:
        """How many sets of pixmaps are cached; for tests and the benchmark."""
        return len(self._pixmaps)

    # -- by name: what the table asks for -------------------------------------------------

    def render(self, name: str, height: float, ratio: float) -> QPixmap:
        """The art ``name`` (see ``art_name``) at this size, drawn now if not cached."""
        key = self._key(height, ratio)
        bucket = self._bucket(key)
        pixmap = bucket.get(name)
        if pixmap is None:
            pixmap = bucket[name] = self._render(name, key)
        return pixmap

    def cached(self, name: str, height: float, ratio: float) -> QPixmap | None:
        """The art ``name`` at this size if it is drawn already."""
        key = self._key(height, ratio)
        bucket = self._pixmaps.get(key)
        if bucket is None or name not in bucket:
            return None
        self._pixmaps.move_to_end(key)
        return bucket[name]

    def stand_in(self, name: str, height: float, ratio: float) -> QPixmap | None:
        """The art ``name`` scaled from the nearest size it is cached at (a larger one
        first), or None: a little soft, but about 0.1 ms where drawing it may take 20."""
        key = self._key(height, ratio)
        found = [
            (other[1] < key[1], abs(other[1] - key[1]), index, other)
            for index, (other, bucket) in enumerate(self._pixmaps.items())
            if other[3] == key[3] and name in bucket
        ]
        if not found:
            return None
        source_key = min(found)[3]
        self._pixmaps.move_to_end(source_key)
        source = self._pixmaps[source_key][name]
        pixmap = source.scaled(
            max(key[0], 1),
            max(key[1], 1),
            Qt.AspectRatioMode.IgnoreAspectRatio,
            Qt.TransformationMode.SmoothTransformation,
        )
        pixmap.setDevicePixelRatio(ratio)
        return pixmap

    @property
    def off_thread(self) -> bool:
        """Whether sharp art is drawn off the GUI thread (``request_sheet``): always,
        unless it failed for this deck (the image plugin missing, an SVG it cannot read)."""
        return not self._sheets_failed

    def complete(self, height: float, ratio: float) -> bool:
        """Whether every face and the back shown now are cached at this size."""
        return not self._missing(self._key(height, ratio))

    def request_sheet(
        self, height: float, ratio: float, done: Callable[[], None], first: Iterable[str] = ()
    ) -> None:
        """Draw the art named ``first`` (the cards shown) at this size on the worker
        thread, in place of what was asked for at another size, and then, for a deck that
        ``draws_slowly``, the rest of its 52 faces and the back. ``done()`` once the first
        are cached, or could not be drawn that way (then ``off_thread`` is False)."""
        key = self._key(height, ratio)
        wanted = set(first)
        names = [name for name in self._missing(key) if name in wanted or self.deck.draws_slowly]
        if not names or not self.off_thread:
            return
        self._sheet_done = done
        if self._sheet_wanted is None or self._sheet_wanted[0] != key:
            self._submit(key, [name for name in names if name in wanted] or names)

    def cancel_sheets(self) -> None:
        """Forget the sheet asked for: the size changed again, or the deck did."""
        self._sheet_wanted = None
        self._sheet_done = None
        if self._worker is not None:
            self._worker.cancel()

    def sheet_pending(self) -> bool:
        return self._sheet_wanted is not None

    @property
    def worker(self) -> SheetWorker | None:
        return self._worker

    # -- inside ----------------------------------------------------------------------------

    def _key(self, height: float, ratio: float) -> _SizeKey:
        size = self.card_size(height)
        return (round(size.width() * ratio), round(size.height() * ratio), ratio, self._four_colour)

    def _bucket(self, key: _SizeKey) -> dict[str, QPixmap]:
        bucket = self._pixmaps.get(key)
        if bucket is None:
            bucket = self._pixmaps[key] = {}
            while len(self._pixmaps) > MAX_CACHED_SIZES:
                self._pixmaps.popitem(last=False)
        else:
            self._pixmaps.move_to_end(key)
        return bucket

    def _missing(self, key: _SizeKey) -> list[str]:
        """The 52 faces and the back shown now, less those cached at ``key``."""
        bucket = self._pixmaps.get(key, {})
        names = [*(card.code for card in DECK), self.art_name(None)]
        return [name for name in names if name not in bucket]

    def _art(self, name: str) -> Art:
        """What the worker needs to draw ``name``."""
        recolour = self._recolours(name)
        if name.startswith("back-") and name != f"back-{DECK_BACK}":
            text = self._back_sources.get(name)
            if text is None:
                text = self._back_sources[name] = own_source("cards", name, False)
            return Art(name, text)
        text, element = self._deck.source(BACK if name.startswith("back-") else name, recolour)
        if not element:
            return Art(name, text)
        bounds = self._bounds.get(name)
        if bounds is None:
            svg, _element = self._svg(name, recolour)
            bounds = self._bounds[name] = svg.boundsOnElement(element)
        return Art(name, text, element, bounds)

    def _submit(self, key: _SizeKey, names: list[str]) -> None:
        if self._worker is None:
            self._worker = SheetWorker()
            self._worker.rendered.connect(weakly(self._sheet_rendered))
        job = SheetJob(tuple(self._art(name) for name in names), key[0], key[1])
        self._sheet_wanted = (key, job)
        self._worker.submit(job)

    def _sheet_rendered(self, result: SheetResult) -> None:
        if self._sheet_wanted is None or result.job is not self._sheet_wanted[1]:
            return  # stale: the size or the deck changed since it was asked for
        key, job = self._sheet_wanted
        self._sheet_wanted = None
        bucket = self._bucket(key)
        for name, image in result.images.items():
            if name not in bucket:
                pixmap = bucket[name] = QPixmap.fromImage(image)
                pixmap.setDevicePixelRatio(key[2])
        self.sheets += 1
        if len(result.images) < len(job.arts):
            self._sheets_failed = True
        done, self._sheet_done = self._sheet_done, None
        missing = self._missing(key)
        if missing and self.off_thread and self._deck.draws_slowly:
            self._submit(key, missing)
        if done is not None:
            done()

    def _recolours(self, name: str) -> bool:
        if not (self._four_colour and self._deck.four_colour) or name.startswith("back-"):
            return False
        return Card.parse(name).suit in FOUR_COLOUR_INKS

    def _render(self, name: str, key: _SizeKey) -> QPixmap:
        width_px, height_px, ratio, _scheme = key
        self.renders += 1
        svg, element = self._svg(name, self._recolours(name))
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
