"""One card on the table: a QGraphicsObject that paints a cached pixmap.

Its position is its centre, so rotating it turns it about its centre. Besides the
``pos``, ``rotation``, ``scale`` and ``opacity`` every QGraphicsObject has, it has a
``turn`` property from 0 (back showing) to 1 (face showing) so that a card can turn over
while it flies: it narrows to an edge, then widens showing its other side; and a ``lift``
(pixels up, in the card's own frame) that the mouse gives a playable card, kept apart
from its position so that moving the card and lifting it never fight.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import Property, QChildEvent, QPointF, QRectF, Qt, qWarning
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPixmap, QTransform
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
    raised: bool = True
    """Whether the card flies above the others on its way (a taken trick slides under)."""
    scale: float = 1.0
    """Smaller than 1 for the penalty cards shown at the end of a hand."""


class CardItem(QGraphicsObject):
    """A card; ``card`` is None for an opponent's card whose face nobody has seen."""

    def __init__(self, art: CardArt, card: Card | None, face_up: bool = False) -> None:
        super().__init__()
        self.art = art
        self.card = card
        self._turn = 1.0 if face_up else 0.0
        self._lift = 0.0
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

    def _get_lift(self) -> float:
        return self._lift

    def _set_lift(self, value: float) -> None:
        if value != self._lift:
            self._lift = value
            self.setTransform(QTransform.fromTranslate(0.0, -value))

    lift = Property(float, _get_lift, _set_lift)

    @property
    def lift_px(self) -> float:
        return self._lift

    def set_lift(self, value: float) -> None:
        self._set_lift(value)

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

    def place_now(self, place: Place, scale: float = 1.0) -> None:
        self.setPos(place.x, place.y)
        self.setRotation(place.rotation)
        self.setScale(scale)

    def geometry_changed(self) -> None:
        """The art changed size: tell the scene before the next paint."""
        self.prepareGeometryChange()
        self.update()

    # -- Qt overrides ----------------------------------------------------------------

    def childEvent(self, event: QChildEvent) -> None:
        """A card is never a QObject's parent. The scene deletes a card the moment it
        leaves the table, so anything it owned would die with it, mid-flight or while Qt
        is about to delete it too: animations and timers belong to the Animator, the
        HoverLift or the view (see ``animation.py``). Qt's warning makes any test that
        does it fail (pytest-qt fails on warnings)."""
        if event.added():
            qWarning(
                "hearts-qt: a QObject was given a card as its Qt parent; give it to an "
                "object that outlives the cards (the Animator, the view)"
            )
        super().childEvent(event)

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
        shown = self.card if self.face_up else None
        narrow = abs(2 * self._turn - 1)
        quarter = _quarter_turn(painter.worldTransform()) if narrow >= 0.999 else None
        if quarter is not None:
            # The common case, a card square to the table: one pre-composed pixmap (card
            # and shadow, already turned) on whole device pixels, so it is fast and sharp.
            sprite = self.art.sprite(shown, self.dimmed, quarter)
            draw_centred(painter, sprite)
        else:
            if narrow < 0.999:
                painter.scale(max(narrow, 0.01), 1.0)
            spread = self.art.shadow_spread
            painter.drawPixmap(QPointF(-w / 2 - spread, -h / 2 - spread * 0.4), self.art.shadow())
            pixmap = self.art.face(shown, self.dimmed) if shown else self.art.back()
            painter.drawPixmap(QPointF(-w / 2, -h / 2), pixmap)
        if self.highlighted:
            paint_ring(painter, self.art, theme.HIGHLIGHT)
        # The keyboard focus ring is drawn by the scene over every card (a neighbour
        # would hide part of it here): see TableScene.drawForeground.


def ring_width(art: CardArt) -> float:
    return max(2.0, art.height * theme.FOCUS_RING_WIDTH)


def ring_path(art: CardArt) -> QPainterPath:
    """The rounded outline just outside a card centred on the origin, where a ring runs."""
    w, h = art.size.width(), art.size.height()
    grow = ring_width(art) / 2
    corner = art.height * theme.CARD_CORNER + grow
    path = QPainterPath()
    path.addRoundedRect(
        QRectF(-w / 2 - grow, -h / 2 - grow, w + 2 * grow, h + 2 * grow), corner, corner
    )
    return path


def paint_ring(
    painter: QPainter, art: CardArt, colour: QColor, path: QPainterPath | None = None
) -> None:
    """A ring of ``colour`` along ``path`` (default: just outside a card centred on the
    painter's origin)."""
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(colour, ring_width(art)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(ring_path(art) if path is None else path)


def _quarter_turn(transform: QTransform) -> int | None:
    """How many quarter turns clockwise ``transform`` makes, if it only moves and turns
    by quarter turns (no scale, no shear, no other angle); else None."""
    m = (transform.m11(), transform.m12(), transform.m21(), transform.m22())
    if abs(transform.m13()) > 1e-9 or abs(transform.m23()) > 1e-9:
        return None
    for quarter, wanted in enumerate(_QUARTERS):
        if all(abs(a - b) < 1e-6 for a, b in zip(m, wanted, strict=True)):
            return quarter
    return None


_QUARTERS = (
    (1.0, 0.0, 0.0, 1.0),
    (0.0, 1.0, -1.0, 0.0),
    (-1.0, 0.0, 0.0, -1.0),
    (0.0, -1.0, 1.0, 0.0),
)
"""(m11, m12, m21, m22) of a turn by 0, 90, 180 and 270 degrees clockwise."""


def draw_centred(painter: QPainter, sprite: QPixmap) -> None:
    """Draw ``sprite`` centred on the item's origin, on whole device pixels, unturned."""
    ratio = painter.device().devicePixelRatioF() if painter.device() else 1.0
    centre = painter.worldTransform().map(QPointF(0, 0))
    ratio_sprite = sprite.devicePixelRatio()
    left = centre.x() * ratio - sprite.width() * ratio / ratio_sprite / 2
    top = centre.y() * ratio - sprite.height() * ratio / ratio_sprite / 2
    painter.save()
    painter.resetTransform()
    # Pixel for pixel, smoothing changes nothing, but Qt's raster engine would still take
    # its slow filtered path for it (about ten times slower per card, see bench_table).
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, False)
    painter.drawPixmap(QPointF(round(left) / ratio, round(top) / ratio), sprite)
    painter.restore()
