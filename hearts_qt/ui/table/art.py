"""The pixmaps every card item paints, at the table's current card size.

The renderer caches the art per size; this adds what only the table needs: the dimmed
faces of cards South may not play and one soft shadow, both made once per size.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QPainter, QPixmap, QTransform

from hearts_qt.engine import Card
from hearts_qt.ui.card_renderer import CardRenderer
from hearts_qt.ui.table import theme

SHADOW_STEPS = 6
"""Rings of the shadow: each a little larger and fainter, a blur without a blur filter."""


class CardArt:
    """The table's view of the card renderer: one card height and pixel ratio at a time."""

    def __init__(self, renderer: CardRenderer) -> None:
        self.renderer = renderer
        self.height = 100.0
        self.ratio = 1.0
        self._dimmed: dict[str, QPixmap] = {}
        self._shadow: QPixmap | None = None
        self._sprites: dict[tuple[str, bool, int], QPixmap] = {}

    @property
    def size(self) -> QSizeF:
        return self.renderer.card_size(self.height)

    @property
    def aspect(self) -> float:
        size = self.renderer.card_size(100.0)
        return size.width() / size.height()

    def set_size(self, height: float, ratio: float) -> bool:
        """Use cards ``height`` tall on a screen of ``ratio``; True if anything changed."""
        height = float(round(height))
        if (height, ratio) == (self.height, self.ratio):
            return False
        self.height, self.ratio = height, ratio
        self.forget()
        return True

    def forget(self) -> None:
        """Drop what was made from the art (after a change of size, deck or back)."""
        self._dimmed.clear()
        self._sprites.clear()
        self._shadow = None

    def face(self, card: Card, dimmed: bool = False) -> QPixmap:
        if not dimmed:
            return self.renderer.face(card, self.height, self.ratio)
        pixmap = self._dimmed.get(card.code)
        if pixmap is None:
            pixmap = self._dimmed[card.code] = _tinted(
                self.renderer.face(card, self.height, self.ratio), theme.DIM
            )
        return pixmap

    def back(self) -> QPixmap:
        return self.renderer.back(self.height, self.ratio)

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
            sprite = self._sprites[key] = _sprite(art, quarter, self.shadow_spread)
        return sprite

    @property
    def shadow_spread(self) -> float:
        return max(2.0, self.height * 0.03)


def _tinted(source: QPixmap, colour: QColor) -> QPixmap:
    pixmap = QPixmap(source)
    painter = QPainter(pixmap)
    painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceAtop)
    painter.fillRect(pixmap.rect(), colour)
    painter.end()
    pixmap.setDevicePixelRatio(source.devicePixelRatio())
    return pixmap


def _sprite(art: QPixmap, quarter: int, spread: float) -> QPixmap:
    """``art`` turned and laid on a soft shadow, with room for the shadow on every side."""
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
    painter.drawPixmap(QPointF(0, spread * 0.6), _shadow(size, ratio))
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
