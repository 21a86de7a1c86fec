"""The table's items that are not cards: name plates, the pass button and arrow, the drop
zones and the messages over the table. Each paints itself in a rectangle the layout gives,
in the sizes, fonts and colours of ``theme``."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from hearts_qt.controller.texts import number_text
from hearts_qt.engine import PassDirection
from hearts_qt.i18n import translate
from hearts_qt.ui.table import theme
from hearts_qt.ui.table.zones import ZoneState


def font(spec: theme.Font, length: float) -> QFont:
    """The font ``spec`` for a ``length`` (the card height, or the length it is given in)."""
    result = QFont()
    result.setPixelSize(max(theme.MIN_FONT_PIXELS, round(spec.size * length)))
    result.setBold(spec.bold)
    return result


def fitted_font(spec: theme.Font, length: float, text: str, room: float) -> QFont:
    """The font ``spec`` for ``length``, smaller (down to ``theme.SMALLEST_NAME`` of it) if
    ``text`` would not fit in ``room`` otherwise: "North (Normal)" at a network table was
    cut to "North (Nor…" on its plate."""
    result = font(spec, length)
    full = result.pixelSize()
    smallest = max(theme.MIN_FONT_PIXELS, round(full * theme.SMALLEST_NAME))
    while QFontMetricsF(result).horizontalAdvance(text) > room and result.pixelSize() > smallest:
        result.setPixelSize(result.pixelSize() - 1)
    return result


class BoxItem(QGraphicsObject):
    """An item that fills a rectangle (in scene coordinates) the layout decides; its text
    is sized from the table's card height."""

    def __init__(self) -> None:
        super().__init__()
        self._rect = QRectF()
        self.card_height = theme.MIN_CARD_HEIGHT
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        # Text is slow to lay out: paint once into a pixmap, again only after update().
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    @property
    def rect(self) -> QRectF:
        return QRectF(self._rect)

    def set_rect(self, rect: QRectF, card_height: float | None = None) -> None:
        """Fill ``rect`` from now on; ``card_height``, the table's, sizes the text."""
        if card_height is not None and card_height != self.card_height:
            self.card_height = card_height
            self.update()
        if rect != self._rect:
            self.prepareGeometryChange()
            self._rect = QRectF(rect)
            self.update()

    def boundingRect(self) -> QRectF:
        bleed = theme.BOX_BLEED
        return self._rect.adjusted(-bleed, -bleed, bleed, bleed)


class SeatLabel(BoxItem):
    """A seat's name plate: the name, the points taken this hand and the game total, and
    "Dealer" beside the total on the dealer's plate where the seat left of the dealer
    leads; it lights up while it is that seat's turn."""

    def __init__(self) -> None:
        super().__init__()
        self.name = ""
        self.hand_points = 0
        self.total = 0
        self.on_turn = False
        self.dealer = False
        self.setZValue(theme.Z_LABEL)

    def set_score(self, name: str, hand_points: int, total: int) -> None:
        self.name, self.hand_points, self.total = name, hand_points, total
        self.setToolTip(
            translate("Table", "{name}: {hand} points this hand, {total} in the game").format(
                name=name, hand=number_text(hand_points), total=number_text(total)
            )
        )
        self.update()

    def set_on_turn(self, on: bool) -> None:
        if on != self.on_turn:
            self.on_turn = on
            self.update()

    def set_dealer(self, dealer: bool) -> None:
        """Mark this seat as the hand's dealer (or not)."""
        if dealer != self.dealer:
            self.dealer = dealer
            self.update()

    def dealer_text(self) -> str:
        return self.tr("Dealer", "on the name plate of the seat that dealt the hand")

    def total_text(self) -> str:
        # {total}, not %n: the number is written with our minus sign (number_text); the
        # form is that of its size (Qt takes a negative count for one)
        return self.tr("{total} point(s)", None, abs(self.total)).format(
            total=number_text(self.total)
        )

    def hand_text(self) -> str:
        """The points taken this hand: "+13", or "−10" when the J♦ makes them negative."""
        return number_text(self.hand_points) if self.hand_points < 0 else f"+{self.hand_points}"

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        r = self._rect
        h = r.height()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(theme.TURN_BACK if self.on_turn else theme.LABEL_BACK)
        corner = h * theme.LABEL_CORNER
        painter.drawRoundedRect(r, corner, corner)
        pad_x, pad_y = h * theme.LABEL_PAD_X, h * theme.LABEL_PAD_Y
        inner = r.adjusted(pad_x, pad_y, -pad_x, -pad_y)
        top = QRectF(inner.topLeft(), inner.size())
        top.setHeight(inner.height() * theme.LABEL_NAME_ROW)
        bottom = QRectF(inner)
        bottom.setTop(top.bottom())
        text = theme.TURN_TEXT if self.on_turn else theme.LABEL_TEXT
        room = top.width() - (h * theme.LABEL_POINTS_ROOM if self.hand_points else 0)
        name_font = fitted_font(theme.LABEL_NAME_FONT, self.card_height, self.name, room)
        painter.setFont(name_font)
        painter.setPen(text)
        align = Qt.AlignmentFlag.AlignVCenter
        name = QFontMetricsF(name_font).elidedText(self.name, Qt.TextElideMode.ElideRight, room)
        painter.drawText(top, align | Qt.AlignmentFlag.AlignLeft, name)
        if self.hand_points:
            gain = theme.POINTS_TEXT if self.hand_points > 0 else theme.BONUS_TEXT
            painter.setPen(theme.TURN_TEXT if self.on_turn else gain)
            painter.drawText(top, align | Qt.AlignmentFlag.AlignRight, self.hand_text())
        painter.setFont(font(theme.LABEL_TOTAL_FONT, self.card_height))
        painter.setPen(theme.TURN_TEXT if self.on_turn else theme.LABEL_SCORE)
        painter.drawText(bottom, align | Qt.AlignmentFlag.AlignLeft, self.total_text())
        if self.dealer:
            painter.drawText(bottom, align | Qt.AlignmentFlag.AlignRight, self.dealer_text())


class PassButton(BoxItem):
    """The "Pass Left / Right / Across" button, enabled once the pass's cards are chosen.

    Signals:
        clicked(): the button was pressed and released while enabled.
    """

    clicked = Signal()
    back = theme.BUTTON_BACK
    back_hover = theme.BUTTON_BACK_HOVER
    ink = theme.BUTTON_TEXT
    text_font = theme.PASS_BUTTON_FONT

    def __init__(self) -> None:
        super().__init__()
        self.text = ""
        self.enabled = False
        self._hover = False
        self._pressed = False
        self.setZValue(theme.Z_BUTTON)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.setAcceptHoverEvents(True)

    def set_state(self, text: str, enabled: bool) -> None:
        if (text, enabled) != (self.text, self.enabled):
            self.text, self.enabled = text, enabled
            self.setCursor(
                Qt.CursorShape.PointingHandCursor if enabled else Qt.CursorShape.ArrowCursor
            )
            self.update()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        r = self._rect
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        if self.enabled:
            back = self.back_hover if self._hover else self.back
            if self._pressed:
                back = back.darker(theme.BUTTON_PRESSED_DARKER)
            painter.setBrush(theme.SHADOW)
            painter.drawRoundedRect(
                r.translated(0, r.height() * theme.BUTTON_SHADOW_DROP),
                r.height() / 2,
                r.height() / 2,
            )
        else:
            back = theme.BUTTON_DISABLED_BACK
        text = self.ink if self.enabled else theme.BUTTON_DISABLED_TEXT
        _paint_pill(painter, r, back, text, self.text, font(self.text_font, self.card_height))

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self._hover = True
        self.update()

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self._hover = False
        self.update()

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.enabled and self._rect.contains(event.pos()):
            self._pressed = True
            self.update()
            event.accept()
        else:
            event.ignore()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        was_pressed, self._pressed = self._pressed, False
        self.update()
        if was_pressed and self.enabled and self._rect.contains(event.pos()):
            self.clicked.emit()


class ClaimButton(PassButton):
    """The "Claim the Rest" button, at the left of South's hand while South may claim:
    the pass button's colours at the Hint button's size."""

    text_font = theme.SIDE_BUTTON_FONT


class HintButton(PassButton):
    """The "Hint" button beside South's name plate while South is to act ("Thinking…"
    while the hint is worked out): quieter than the pass button, and not in the yellow
    that marks the seat on turn."""

    back = theme.SECONDARY_BUTTON_BACK
    back_hover = theme.SECONDARY_BUTTON_BACK_HOVER
    ink = theme.SECONDARY_BUTTON_TEXT
    text_font = theme.SIDE_BUTTON_FONT


class PassArrow(BoxItem):
    """Which way the cards go this hand: an arrow toward the seat that receives them."""

    def __init__(self) -> None:
        super().__init__()
        self.direction = PassDirection.LEFT
        self.setZValue(theme.Z_BUTTON)

    def set_direction(self, direction: PassDirection) -> None:
        self.direction = direction
        self.update()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if self.direction is PassDirection.HOLD:
            return
        r = self._rect
        s = r.width() / 2
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.translate(r.center())
        painter.rotate(theme.ARROW_ANGLE[self.direction])
        shaft, head, tip = s * theme.ARROW_SHAFT, s * theme.ARROW_HEAD, s * theme.ARROW_REACH
        arrow = QPolygonF(
            [
                QPointF(-tip, -shaft),
                QPointF(tip - head, -shaft),
                QPointF(tip - head, -head),
                QPointF(tip, 0),
                QPointF(tip - head, head),
                QPointF(tip - head, shaft),
                QPointF(-tip, shaft),
            ]
        )
        painter.setPen(QPen(theme.ARROW_EDGE, max(1.0, s * theme.ARROW_EDGE_WIDTH)))
        painter.setBrush(theme.ARROW)
        painter.drawPolygon(arrow)


class DropZone(BoxItem):
    """Where a dragged card may go: outlined while a card is dragged, lit while it is over
    the zone and would be taken, tinted red while it is over it and would be refused."""

    def __init__(self) -> None:
        super().__init__()
        self.state: ZoneState = "hidden"
        self.setZValue(theme.Z_ZONE)

    def set_state(self, state: ZoneState) -> None:
        if state != self.state:
            self.state = state
            self.update()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if self.state == "hidden":
            return
        r = self._rect
        radius = min(r.width(), r.height()) * theme.ZONE_CORNER
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        width = max(theme.ZONE_MIN_LINE, r.height() * theme.ZONE_LINE_WIDTH)
        if self.state == "shown":
            pen = QPen(theme.ZONE_LINE, width, Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
        else:
            accept = self.state == "accept"
            line = theme.ZONE_ACCEPT if accept else theme.ZONE_REFUSE
            painter.setPen(QPen(line, width * theme.ZONE_LIT_LINE))
            painter.setBrush(theme.ZONE_ACCEPT_FILL if accept else theme.ZONE_REFUSE_FILL)
        painter.drawRoundedRect(r, radius, radius)


class MessageItem(BoxItem):
    """Text over the table: a title, an optional grid of scores and a last line."""

    def __init__(self, back: QColor, text: QColor, z: float) -> None:
        super().__init__()
        self.back, self.text = back, text
        self.title = ""
        self.rows: list[list[str]] = []
        self.footer = ""
        self.setZValue(z)
        self.hide()

    def show_message(
        self, title: str, rows: list[list[str]] | None = None, footer: str = ""
    ) -> None:
        self.title, self.rows, self.footer = title, rows or [], footer
        self.update()
        self.show()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        r = self._rect
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        path = QPainterPath()
        radius = min(r.height() * theme.BANNER_CORNER, theme.BANNER_MAX_CORNER)
        path.addRoundedRect(r, radius, radius)
        painter.fillPath(path, self.back)
        lines = 1 + len(self.rows) + (1 if self.footer else 0)
        unit = r.height() / (lines + 2 * theme.BANNER_MARGIN)
        y = r.top() + unit * theme.BANNER_MARGIN
        painter.setPen(self.text)
        painter.setFont(font(theme.BANNER_TITLE_FONT, unit))
        painter.drawText(
            QRectF(r.left(), y, r.width(), unit), Qt.AlignmentFlag.AlignCenter, self.title
        )
        y += unit
        if self.rows:
            y = self._paint_rows(painter, r, y, unit)
        if self.footer:
            painter.setFont(font(theme.BANNER_FOOTER_FONT, unit))
            painter.drawText(
                QRectF(r.left(), y, r.width(), unit), Qt.AlignmentFlag.AlignCenter, self.footer
            )

    def _paint_rows(self, painter: QPainter, r: QRectF, y: float, unit: float) -> float:
        columns = max(len(row) for row in self.rows)
        first = r.width() * theme.BANNER_FIRST_COLUMN
        indent = unit * theme.BANNER_INDENT
        width = (r.width() - first - indent) / max(columns - 1, 1)
        for index, row in enumerate(self.rows):
            head = index in (0, len(self.rows) - 1)
            painter.setFont(font(theme.BANNER_HEAD_FONT if head else theme.BANNER_ROW_FONT, unit))
            for column, cell in enumerate(row):
                if column == 0:
                    cell_rect = QRectF(r.left() + indent, y, first, unit)
                    align = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
                else:
                    cell_rect = QRectF(r.left() + first + (column - 1) * width, y, width, unit)
                    align = Qt.AlignmentFlag.AlignCenter
                # a long name is shortened with "…", never cut at both ends
                shown = painter.fontMetrics().elidedText(
                    cell, Qt.TextElideMode.ElideRight, round(cell_rect.width())
                )
                painter.drawText(cell_rect, align, shown)
            y += unit
        return y


class AlertItem(BoxItem):
    """A short refusal ("Hearts have not been broken."), centred on a point, in red."""

    back = theme.ALERT_BACK
    ink = theme.ALERT_TEXT
    pill_height = theme.ALERT_HEIGHT
    """In card heights."""
    text_font = theme.ALERT_FONT

    def __init__(self, z: float = theme.Z_BANNER) -> None:
        super().__init__()
        self.text = ""
        self.setZValue(z)
        self.hide()

    def show_text(self, text: str, centre: QPointF, card_height: float) -> None:
        """Show ``text`` centred on ``centre``, sized for cards ``card_height`` high."""
        self.text = text
        width, height = self.size_for(text, card_height)
        rect = QRectF(centre.x() - width / 2, centre.y() - height / 2, width, height)
        self.set_rect(rect, card_height)
        self.update()
        self.show()

    def size_for(self, text: str, card_height: float) -> tuple[float, float]:
        """The pill's width and height for ``text`` beside cards ``card_height`` high."""
        height = self.pill_height * card_height
        metrics = QFontMetricsF(font(self.text_font, card_height))
        return metrics.horizontalAdvance(text) + height * theme.PILL_ROOM, height

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        text_font = font(self.text_font, self.card_height)
        _paint_pill(painter, self._rect, self.back, self.ink, self.text, text_font)


class TagItem(AlertItem):
    """A small quiet pill that names something on the table ("from West" over the cards
    South received)."""

    back = theme.TAG_BACK
    ink = theme.TAG_TEXT
    pill_height = theme.TAG_HEIGHT
    text_font = theme.TAG_FONT

    def show_above(self, text: str, x: float, top: float, card_height: float) -> None:
        """Show ``text`` over cards whose tops are at ``top``, centred on ``x``."""
        lift = self.pill_height * card_height * theme.TAG_LIFT
        self.show_text(text, QPointF(x, top - lift), card_height)


def _paint_pill(
    painter: QPainter, r: QRectF, back: QColor, ink: QColor, text: str, text_font: QFont
) -> None:
    """A rounded pill of ``back`` with ``text`` in ``ink``."""
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(back)
    painter.drawRoundedRect(r, r.height() / 2, r.height() / 2)
    painter.setFont(text_font)
    painter.setPen(ink)
    painter.drawText(r, Qt.AlignmentFlag.AlignCenter, text)
