"""The table's items that are not cards: name plates, the pass button and arrow, the drop
zones and the messages over the table. Each paints itself in a rectangle the layout gives."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt, Signal
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
from hearts_qt.ui.table import theme
from hearts_qt.ui.table.zones import ZoneState


def tr(text: str) -> str:
    return QCoreApplication.translate("Table", text)


def font(pixels: float, bold: bool = False) -> QFont:
    result = QFont()
    result.setPixelSize(max(8, round(pixels)))
    result.setBold(bold)
    return result


class BoxItem(QGraphicsObject):
    """An item that fills a rectangle (in scene coordinates) the layout decides."""

    def __init__(self) -> None:
        super().__init__()
        self._rect = QRectF()
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        # Text is slow to lay out: paint once into a pixmap, again only after update().
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    @property
    def rect(self) -> QRectF:
        return QRectF(self._rect)

    def set_rect(self, rect: QRectF) -> None:
        if rect != self._rect:
            self.prepareGeometryChange()
            self._rect = QRectF(rect)
            self.update()

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-2, -2, 2, 2)


class SeatLabel(BoxItem):
    """A seat's name plate: the name, the points taken this hand and the game total; it
    lights up while it is that seat's turn."""

    def __init__(self) -> None:
        super().__init__()
        self.name = ""
        self.hand_points = 0
        self.total = 0
        self.on_turn = False
        self.setZValue(theme.Z_LABEL)

    def set_score(self, name: str, hand_points: int, total: int) -> None:
        self.name, self.hand_points, self.total = name, hand_points, total
        self.setToolTip(
            tr("{name}: {hand} points this hand, {total} in the game").format(
                name=name, hand=number_text(hand_points), total=number_text(total)
            )
        )
        self.update()

    def set_on_turn(self, on: bool) -> None:
        if on != self.on_turn:
            self.on_turn = on
            self.update()

    def total_text(self) -> str:
        if self.total == 1:
            return tr("1 point")
        return tr("{total} points").format(total=number_text(self.total))

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
        painter.drawRoundedRect(r, h * 0.22, h * 0.22)
        pad = h * 0.2
        inner = r.adjusted(pad, h * 0.08, -pad, -h * 0.08)
        top = QRectF(inner.left(), inner.top(), inner.width(), inner.height() * 0.55)
        bottom = QRectF(inner.left(), top.bottom(), inner.width(), inner.height() * 0.45)
        text = theme.TURN_TEXT if self.on_turn else theme.LABEL_TEXT
        name_font = font(h * 0.36, bold=True)
        painter.setFont(name_font)
        painter.setPen(text)
        align = Qt.AlignmentFlag.AlignVCenter
        room = top.width() - (h * 0.9 if self.hand_points else 0)
        name = QFontMetricsF(name_font).elidedText(self.name, Qt.TextElideMode.ElideRight, room)
        painter.drawText(top, align | Qt.AlignmentFlag.AlignLeft, name)
        if self.hand_points:
            gain = theme.POINTS_TEXT if self.hand_points > 0 else theme.BONUS_TEXT
            painter.setPen(theme.TURN_TEXT if self.on_turn else gain)
            painter.drawText(top, align | Qt.AlignmentFlag.AlignRight, self.hand_text())
        painter.setFont(font(h * 0.28))
        painter.setPen(theme.TURN_TEXT if self.on_turn else theme.LABEL_SCORE)
        painter.drawText(bottom, align | Qt.AlignmentFlag.AlignLeft, self.total_text())


class PassButton(BoxItem):
    """The "Pass Left / Right / Across" button, enabled once three cards are chosen.

    Signals:
        clicked(): the button was pressed and released while enabled.
    """

    clicked = Signal()
    back = theme.BUTTON_BACK
    back_hover = theme.BUTTON_BACK_HOVER
    ink = theme.BUTTON_TEXT

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
                back = back.darker(115)
            painter.setBrush(theme.SHADOW)
            painter.drawRoundedRect(
                r.translated(0, r.height() * 0.06), r.height() / 2, r.height() / 2
            )
        else:
            back = theme.BUTTON_DISABLED_BACK
        text = self.ink if self.enabled else theme.BUTTON_DISABLED_TEXT
        _paint_pill(painter, r, back, text, self.text, 0.44)

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


class HintButton(PassButton):
    """The "Hint" button beside South's name plate while South is to act ("Thinking…"
    while the hint is worked out): quieter than the pass button, and not in the yellow
    that marks the seat on turn."""

    back = theme.SECONDARY_BUTTON_BACK
    back_hover = theme.SECONDARY_BUTTON_BACK_HOVER
    ink = theme.SECONDARY_BUTTON_TEXT


_ARROW_ANGLE = {PassDirection.LEFT: 180.0, PassDirection.RIGHT: 0.0, PassDirection.ACROSS: -90.0}
"""The receiver of a pass as seen from South: West on the left, East right, North up."""


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
        painter.rotate(_ARROW_ANGLE[self.direction])
        shaft, head = s * 0.2, s * 0.5
        arrow = QPolygonF(
            [
                QPointF(-s * 0.85, -shaft),
                QPointF(s * 0.85 - head, -shaft),
                QPointF(s * 0.85 - head, -head),
                QPointF(s * 0.85, 0),
                QPointF(s * 0.85 - head, head),
                QPointF(s * 0.85 - head, shaft),
                QPointF(-s * 0.85, shaft),
            ]
        )
        painter.setPen(QPen(theme.ARROW.darker(300), max(1.0, s * 0.03)))
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
        radius = min(r.width(), r.height()) * 0.08
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        width = max(2.0, r.height() * 0.012)
        if self.state == "shown":
            pen = QPen(theme.ZONE_LINE, width, Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
        else:
            line = theme.ZONE_ACCEPT if self.state == "accept" else theme.ZONE_REFUSE
            fill = QColor(line)
            fill.setAlpha(38)
            painter.setPen(QPen(line, width * 1.5))
            painter.setBrush(fill)
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
        radius = min(r.height() * 0.18, 24.0)
        path.addRoundedRect(r, radius, radius)
        painter.fillPath(path, self.back)
        lines = 1 + len(self.rows) + (1 if self.footer else 0)
        unit = r.height() / (lines + 0.8)
        y = r.top() + unit * 0.4
        painter.setPen(self.text)
        painter.setFont(font(unit * 0.62, bold=True))
        painter.drawText(
            QRectF(r.left(), y, r.width(), unit), Qt.AlignmentFlag.AlignCenter, self.title
        )
        y += unit
        if self.rows:
            y = self._paint_rows(painter, r, y, unit)
        if self.footer:
            painter.setFont(font(unit * 0.42))
            painter.drawText(
                QRectF(r.left(), y, r.width(), unit), Qt.AlignmentFlag.AlignCenter, self.footer
            )

    def _paint_rows(self, painter: QPainter, r: QRectF, y: float, unit: float) -> float:
        columns = max(len(row) for row in self.rows)
        first = r.width() * 0.2
        width = (r.width() - first - unit * 0.5) / max(columns - 1, 1)
        for index, row in enumerate(self.rows):
            painter.setFont(font(unit * 0.46, bold=index == 0 or index == len(self.rows) - 1))
            for column, cell in enumerate(row):
                if column == 0:
                    cell_rect = QRectF(r.left() + unit * 0.5, y, first, unit)
                    align = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
                else:
                    cell_rect = QRectF(r.left() + first + (column - 1) * width, y, width, unit)
                    align = Qt.AlignmentFlag.AlignCenter
                painter.drawText(cell_rect, align, cell)
            y += unit
        return y


class AlertItem(BoxItem):
    """A short refusal ("Hearts have not been broken."), centred on a point, in red."""

    back = theme.ALERT_BACK
    ink = theme.ALERT_TEXT

    def __init__(self, z: float = theme.Z_BANNER) -> None:
        super().__init__()
        self.text = ""
        self.setZValue(z)
        self.hide()

    def show_text(self, text: str, centre: QPointF, height: float) -> None:
        self.text = text
        metrics = QFontMetricsF(font(height * 0.5, bold=True))
        width = metrics.horizontalAdvance(text) + height * 1.2
        self.set_rect(QRectF(centre.x() - width / 2, centre.y() - height / 2, width, height))
        self.update()
        self.show()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        _paint_pill(painter, self._rect, self.back, self.ink, self.text, 0.5)


class TagItem(AlertItem):
    """A small quiet pill that names something on the table ("from West" over the cards
    South received)."""

    back = theme.TAG_BACK
    ink = theme.TAG_TEXT


def _paint_pill(
    painter: QPainter, r: QRectF, back: QColor, ink: QColor, text: str, size: float
) -> None:
    """A rounded pill of ``back`` with ``text`` in bold ``ink``, ``size`` of its height."""
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(back)
    painter.drawRoundedRect(r, r.height() / 2, r.height() / 2)
    painter.setFont(font(r.height() * size, bold=True))
    painter.setPen(ink)
    painter.drawText(r, Qt.AlignmentFlag.AlignCenter, text)
