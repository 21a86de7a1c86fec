"""The pixmaps every card item paints, at the table's current card size.

The renderer caches the art per size; this adds what only the table needs: the dimmed
faces of cards South may not play and one soft shadow, both made once per size, and the
rule that a resize never waits for SVG. While the size keeps changing, a card shows its
art scaled from the last size drawn (``CardRenderer.stand_in``: quick, a little soft).
Once it has not changed for ``theme.RESIZE_SETTLE_MS``, sharp art for the cards shown is
drawn at the new size off the GUI thread (``face_sheet.py``), and they show it as soon
as it is there; for an installed deck (up to 130 ms a face) the rest of its faces follow,
so that a card first shown later is ready too. Only art never drawn at any size is drawn
at once, on the GUI thread: the first paint (as before), a card first seen mid-resize.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt, QTimer
from PySide6.QtGui import QColor, QPainter, QPixmap, QTransform

from hearts_qt.engine import Card
from hearts_qt.ui.card_renderer import CardRenderer
from hearts_qt.ui.face_sheet import weakly
from hearts_qt.ui.table import theme

SHADOW_STEPS = 6
"""Rings of the shadow: each a little larger and fainter, a blur without a blur filter."""


class CardArt:
    """The table's view of the card renderer: one card height and pixel ratio at a time.

    ``sharpened`` is called (with no arguments) when sharper art replaced soft art at the
    same size, so that the cards showing it paint again."""

    def __init__(self, renderer: CardRenderer, sharpened: Callable[[], None] = lambda: None):
        self.renderer = renderer
        self.sharpened = sharpened
        self.height = 100.0
        self.ratio = 1.0
        self.settle_ms = theme.RESIZE_SETTLE_MS
        self._settled = True
        self._timer: QTimer | None = None
        self._soft: dict[str, QPixmap] = {}
        """Stand-ins handed out at this size, by art name."""
        self._dimmed: dict[str, QPixmap] = {}
        self._shadow: QPixmap | None = None
        self._sprites: dict[tuple[str, bool, int], QPixmap] = {}
        self._sprite_shadows: dict[tuple[float, float, float], QPixmap] = {}

    @property
    def size(self) -> QSizeF:
        return self.renderer.card_size(self.height)

    @property
    def aspect(self) -> float:
        size = self.renderer.card_size(100.0)
        return size.width() / size.height()

    @property
    def sharp(self) -> bool:
        """Whether every card shown since the last size change shows sharp art."""
        return not self._soft

    @property
    def settled(self) -> bool:
        """Whether the size has stopped changing (sharp art is drawn as it is needed)."""
        return self._settled

    def set_size(self, height: float, ratio: float) -> bool:
        """Use cards ``height`` tall on a screen of ``ratio``; True if anything changed."""
        height = float(round(height))
        if (height, ratio) == (self.height, self.ratio):
            return False
        self.height, self.ratio = height, ratio
        self.renderer.cancel_sheets()
        self.forget()
        self._settled = False
        if self._timer is None:
            self._timer = QTimer()
            self._timer.setSingleShot(True)
            self._timer.timeout.connect(weakly(self._settle))
        self._timer.start(self.settle_ms)
        return True

    def forget(self) -> None:
        """Drop what was made from the art (after a change of size, deck or back)."""
        self._soft.clear()
        self._dimmed.clear()
        self._sprites.clear()
        self._sprite_shadows.clear()
        self._shadow = None

    def face(self, card: Card, dimmed: bool = False) -> QPixmap:
        if not dimmed:
            return self._art(card.code)
        pixmap = self._dimmed.get(card.code)
        if pixmap is None:
            pixmap = self._dimmed[card.code] = _tinted(self._art(card.code), theme.DIM)
        return pixmap

    def back(self) -> QPixmap:
        return self._art(self.renderer.art_name(None))

    def shadow(self) -> QPixmap:
        """A soft shadow as large as a card plus its blur, drawn under every card."""
        if self._shadow is None:
            self._shadow = _shadow(self.size, self.ratio)
        return self._shadow

    def sprite(self, card: Card | None, dimmed: bool, quarter: int) -> QPixmap:
        """A card (None: the back) turned by ``quarter`` quarter turns clockwise, on its
        shadow: what a card square to the table paints, in one piece."""
        key = (card.code if card is not None else "", dimmed, quarter)
        sprite = self._sprites.get(key)
        if sprite is None:
            art = self.face(card, dimmed) if card is not None else self.back()
            sprite = _sprite(art, quarter, self.shadow_spread, self._sprite_shadow)
            self._sprites[key] = sprite
        return sprite

    def _sprite_shadow(self, size: QSizeF, ratio: float) -> QPixmap:
        """The shadow under a sprite of ``size``: one per size (upright and turned), not
        one per card (six rounded rectangles each, most of a resize step's paint)."""
        key = (size.width(), size.height(), ratio)
        shadow = self._sprite_shadows.get(key)
        if shadow is None:
            shadow = self._sprite_shadows[key] = _shadow(size, ratio)
        return shadow

    @property
    def shadow_spread(self) -> float:
        return max(2.0, self.height * 0.03)

    def _art(self, name: str) -> QPixmap:
        """Sharp if it is cached; else a stand-in while the size is not settled or while
        a sheet is being drawn; else drawn now."""
        renderer, height, ratio = self.renderer, self.height, self.ratio
        pixmap = renderer.cached(name, height, ratio)
        if pixmap is not None:
            return pixmap
        soft = self._soft.get(name)
        if soft is None and (not self._settled or renderer.off_thread):
            soft = renderer.stand_in(name, height, ratio)
            if soft is not None:
                self._soft[name] = soft
        if soft is None:
            return renderer.render(name, height, ratio)
        if self._settled:
            renderer.request_sheet(height, ratio, self._sheet_arrived, self._soft)
        return soft

    def _settle(self) -> None:
        """The size has not changed for a while: sharp art for the cards shown, drawn off
        the GUI thread (or on it, as they are painted, where that failed)."""
        self._settled = True
        self.renderer.request_sheet(self.height, self.ratio, self._sheet_arrived, self._soft)
        if not self.renderer.off_thread and self._soft:
            self._sheet_arrived()

    def _sheet_arrived(self) -> None:
        if self._soft:
            self.forget()
            self.sharpened()


def _tinted(source: QPixmap, colour: QColor) -> QPixmap:
    pixmap = QPixmap(source)
    painter = QPainter(pixmap)
    painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceAtop)
    painter.fillRect(pixmap.rect(), colour)
    painter.end()
    pixmap.setDevicePixelRatio(source.devicePixelRatio())
    return pixmap


def _sprite(
    art: QPixmap, quarter: int, spread: float, shadow: Callable[[QSizeF, float], QPixmap]
) -> QPixmap:
    """``art`` turned and laid on a soft ``shadow(size, ratio)``, with room for the shadow
    on every side."""
    ratio = art.devicePixelRatio()
    turned = art.transformed(QTransform().rotate(90 * quarter)) if quarter else QPixmap(art)
    turned.setDevicePixelRatio(ratio)
    size = QSizeF(turned.width() / ratio, turned.height() / ratio)
    canvas = QPixmap(
        round((size.width() + 2 * spread) * ratio), round((size.height() + 2 * spread) * ratio)
    )
    canvas.fill(Qt.GlobalColor.transparent)
    canvas.setDevicePixelRatio(ratio)
    painter = QPainter(canvas)
    painter.drawPixmap(QPointF(0, spread * 0.6), shadow(size, ratio))
    painter.drawPixmap(QPointF(spread, spread), turned)
    painter.end()
    return canvas


def _shadow(size: QSizeF, ratio: float) -> QPixmap:
    spread = max(2.0, size.height() * 0.03)
    width = size.width() + 2 * spread
    height = size.height() + 2 * spread
    pixmap = QPixmap(round(width * ratio), round(height * ratio))
    pixmap.fill(Qt.GlobalColor.transparent)
    pixmap.setDevicePixelRatio(ratio)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(Qt.PenStyle.NoPen)
    corner = size.height() * theme.CARD_CORNER
    ring = QColor(theme.SHADOW)
    ring.setAlpha(theme.SHADOW.alpha() // SHADOW_STEPS)
    for step in range(SHADOW_STEPS):
        inset = spread * step / SHADOW_STEPS
        rect = QRectF(inset, inset, width - 2 * inset, height - 2 * inset)
        painter.setBrush(ring)
        painter.drawRoundedRect(rect, corner + spread - inset, corner + spread - inset)
    painter.end()
    return pixmap
