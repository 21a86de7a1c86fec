"""A look back at a trick already taken: its four cards as they lay, the winner's card
ringed, over the middle of the table for a moment (``aids.LastTrickLook`` decides when)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainter, QPainterPath
from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

from hearts_qt.engine import Card, Seat
from hearts_qt.ui.table import theme
from hearts_qt.ui.table.art import CardArt
from hearts_qt.ui.table.card_item import draw_centred, paint_ring
from hearts_qt.ui.table.items import BoxItem, font

_OFFSETS = {
    Seat.SOUTH: (0.0, theme.LAST_TRICK_OFFSET_Y),
    Seat.WEST: (-theme.LAST_TRICK_OFFSET_X, 0.0),
    Seat.NORTH: (0.0, -theme.LAST_TRICK_OFFSET_Y),
    Seat.EAST: (theme.LAST_TRICK_OFFSET_X, 0.0),
}
"""Where each seat's card lies in the panel, in card widths / heights from its centre."""


class LastTrickItem(BoxItem):
    """The trick being looked at again (hidden when none is)."""

    def __init__(self, art: CardArt) -> None:
        super().__init__()
        self.art = art
        self.cards: tuple[tuple[Seat, Card], ...] = ()
        self.winner: Seat | None = None
        self.caption = ""
        self.setZValue(theme.Z_BANNER)
        self.hide()

    def show_trick(
        self, cards: Sequence[tuple[Seat, Card]], winner: Seat, caption: str, centre: QPointF
    ) -> None:
        """Show ``cards`` (in the order played) with ``winner``'s ringed, around ``centre``."""
        self.cards, self.winner, self.caption = tuple(cards), winner, caption
        w, h = self.art.size.width(), self.art.size.height()
        width, height = theme.LAST_TRICK_WIDTH * w, theme.LAST_TRICK_HEIGHT * h
        self.set_rect(QRectF(centre.x() - width / 2, centre.y() - height / 2, width, height))
        self.update()
        self.show()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        r = self._rect
        w, h = self.art.size.width(), self.art.size.height()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        path = QPainterPath()
        radius = min(r.height() * theme.LAST_TRICK_CORNER, theme.LAST_TRICK_MAX_CORNER)
        path.addRoundedRect(r, radius, radius)
        painter.fillPath(path, theme.LAST_TRICK_BACK)  # opaque: the trick now on the table
        # must not show through the one looked at
        caption_height = theme.LAST_TRICK_CAPTION * h
        painter.setPen(theme.BANNER_TEXT)
        painter.setFont(font(theme.LAST_TRICK_CAPTION_FONT, h))
        caption_top = r.top() + caption_height * theme.LAST_TRICK_CAPTION_TOP
        caption = QRectF(r.left(), caption_top, r.width(), caption_height)
        painter.drawText(caption, Qt.AlignmentFlag.AlignCenter, self.caption)
        drop = caption_height * theme.LAST_TRICK_CARDS_DROP
        middle = QPointF(r.center().x(), r.center().y() + drop)
        # in the order played, the winner's card on top of the others
        for seat, card in sorted(self.cards, key=lambda pair: pair[0] is self.winner):
            dx, dy = _OFFSETS[seat]
            painter.save()
            painter.translate(middle.x() + dx * w, middle.y() + dy * h)
            draw_centred(painter, self.art.sprite(card, False, 0))
            if seat is self.winner:
                paint_ring(painter, self.art, theme.HIGHLIGHT)
            painter.restore()
