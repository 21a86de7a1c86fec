"""One card on the table: a QGraphicsObject that paints a cached pixmap.

Its position is its centre, so rotating it turns it about its centre. Besides the
``pos``, ``rotation`` and ``opacity`` every QGraphicsObject has, it has a ``turn``
property from 0 (back showing) to 1 (face showing) so that a card can turn over while it
flies: it narrows to an edge, then widens showing its other side.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import Property, QPointF, QRectF, Qt
from PySide6.QtGui import QPainter, QPainterPath, QPen, QPixmap, QTransform
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from hearts_qt.engine import Card
from hearts_qt.ui.table import theme
from hearts_qt.ui.table.art import CardArt
from hearts_qt.ui.table.layout import Place


@dataclass(frozen=True, slots=True)
class Target:
    """Where a card should end up and how it should look there."""

    place: Place
    face_up: bool
    z: float
    opacity: float = 1.0


class CardItem(QGraphicsObject):
    """A card; ``card`` is None for an opponent's card whose face nobody has seen."""

    def __init__(self, art: CardArt, card: Card | None, face_up: bool = False) -> None:
        super().__init__()
        self.art = art
        self.card = card
        self._turn = 1.0 if face_up else 0.0
        self.dimmed = False
        self.highlighted = False
        self.focused = False
        self.target: Target | None = None
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemUsesExtendedStyleOption, False)

    def __repr__(self) -> str:
        return f"<CardItem {self.card} {'up' if self.face_up else 'down'}>"

    # -- state ---------------------------------------------------------------------

    @property
    def face_up(self) -> bool:
        return self._turn >= 0.5

    def _get_turn(self) -> float:
        return self._turn

    def _set_turn(self, value: float) -> None:
        if value != self._turn:
            self._turn = value
            self.update()

    turn = Property(float, _get_turn, _set_turn)

    def set_face_up(self, up: bool) -> None:
        self._set_turn(1.0 if up else 0.0)

    def set_marks(
        self,
        *,
        dimmed: bool | None = None,
        highlighted: bool | None = None,
        focused: bool | None = None,
    ) -> None:
        """Change how the card is drawn (dimmed, highlighted as received, keyboard focus)."""
        changed = False
        for name, value in (("dimmed", dimmed), ("highlighted", highlighted), ("focused", focused)):
            if value is not None and getattr(self, name) != value:
                setattr(self, name, value)
                changed = True
        if changed:
            self.update()

    def place_now(self, place: Place) -> None:
        self.setPos(place.x, place.y)
        self.setRotation(place.rotation)

    def geometry_changed(self) -> None:
        """The art changed size: tell the scene before the next paint."""
        self.prepareGeometryChange()
        self.update()

    # -- Qt overrides ----------------------------------------------------------------

    def boundingRect(self) -> QRectF:
        size = self.art.size
        pad = self.art.shadow_spread * 2 + self.art.height * theme.FOCUS_RING_WIDTH
        w, h = size.width(), size.height()
        return QRectF(-w / 2 - pad, -h / 2 - pad, w + 2 * pad, h + 2 * pad)

    def shape(self) -> QPainterPath:
        size = self.art.size
        path = QPainterPath()
        path.addRect(QRectF(-size.width() / 2, -size.height() / 2, size.width(), size.height()))
        return path

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        size = self.art.size
        w, h = size.width(), size.height()
        narrow = abs(2 * self._turn - 1)
        if narrow < 0.999:
            painter.scale(max(narrow, 0.01), 1.0)
        spread = self.art.shadow_spread
        shadow_at = QPointF(-w / 2 - spread, -h / 2 - spread + spread * 0.6)
        painter.drawPixmap(shadow_at, self.art.shadow())
        if self.face_up and self.card is not None:
            pixmap = self.art.face(self.card, self.dimmed)
        else:
            pixmap = self.art.back()
        _draw_crisp(painter, QPointF(-w / 2, -h / 2), pixmap)
        if self.highlighted or self.focused:
            self._paint_ring(painter, w, h)

    def _paint_ring(self, painter: QPainter, w: float, h: float) -> None:
        width = max(2.0, self.art.height * theme.FOCUS_RING_WIDTH)
        colour = theme.FOCUS if self.focused else theme.HIGHLIGHT
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(colour, width))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        grow = width / 2
        corner = self.art.height * theme.CARD_CORNER + grow
        painter.drawRoundedRect(
            QRectF(-w / 2 - grow, -h / 2 - grow, w + 2 * grow, h + 2 * grow), corner, corner
        )


def _draw_crisp(painter: QPainter, top_left: QPointF, pixmap: QPixmap) -> None:
    """Draw a pixmap; when the card is not turned or scaled, on whole device pixels so the
    art stays sharp (a half-pixel offset would blur it through the smooth filter)."""
    transform = painter.deviceTransform()
    if transform.type().value <= QTransform.TransformationType.TxTranslate.value:
        at = transform.map(top_left)
        painter.save()
        painter.resetTransform()
        painter.drawPixmap(QPointF(round(at.x()), round(at.y())), pixmap)
        painter.restore()
    else:
        painter.drawPixmap(top_left, pixmap)
