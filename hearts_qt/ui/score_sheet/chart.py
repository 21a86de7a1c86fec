"""Each player's running total, hand by hand, drawn with QPainter.

Qt Charts lives in PySide6-Addons, which would more than double the frozen app for one
small chart; four polylines, a grid and a legend are quicker to paint than to configure.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QHelpEvent,
    QPainter,
    QPaintEvent,
    QPalette,
    QPen,
)
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

from hearts_qt.engine import Seat
from hearts_qt.ui.score_sheet import palette
from hearts_qt.ui.score_sheet.model import ScoreModel
from hearts_qt.ui.score_sheet.texts import MOON_MARK, SUN_MARK, halved_words, hand_words

PADDING = 12.0
LINE_WIDTH = 2.2
SOUTH_LINE_WIDTH = 3.0
DOT_RADIUS = 3.2
MIN_HANDS_SHOWN = 4
LEGEND_SWATCH, LEGEND_GAP, LEGEND_SPACING = 18.0, 6.0, 22.0
"""The legend's line and dot, the space after it, and the space between players."""
"""The x axis shows at least this many hands, so the first hand is not one wide slope."""


def nice_step(span: float, ticks: int = 5) -> int:
    """A round step (1, 2 or 5 times a power of ten) that cuts ``span`` into about
    ``ticks`` parts."""
    raw = max(span, 1.0) / ticks
    power = 10 ** math.floor(math.log10(raw))
    for factor in (1, 2, 5, 10):
        if raw <= factor * power:
            return max(1, int(factor * power))
    return int(10 * power)


@dataclass(frozen=True, slots=True)
class _Frame:
    """Where the plot sits and what it shows: maps (hand, points) to the widget."""

    plot: QRectF
    hands: int
    low: int
    high: int

    def point(self, hand: float, points: float) -> QPointF:
        x = self.plot.left() + self.plot.width() * hand / self.hands
        y = self.plot.bottom() - self.plot.height() * (points - self.low) / (self.high - self.low)
        return QPointF(x, y)


class ScoreChart(QWidget):
    """A line per player over the model's hands, the target score as a dashed line."""

    def __init__(self, model: ScoreModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = model
        for signal in (model.modelReset, model.rowsInserted, model.rowsRemoved):
            signal.connect(self.update)
            signal.connect(self.updateGeometry)  # the legend's totals widen it
        model.dataChanged.connect(self.update)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setAccessibleName(self.tr("Score chart"))
        self.legend_rect = QRectF()
        """Where the legend was last painted."""
        self.target_rect: QRectF | None = None
        """Where "Game ends at 100" was last painted (None: not painted)."""
        self.drops: list[tuple[QRectF, str]] = []
        """Perfect 100's rings as last painted, each with what its tooltip says."""

    def sizeHint(self) -> QSize:
        return QSize(520, 260)

    def minimumSizeHint(self) -> QSize:
        """Wide enough for the legend's row of names and totals."""
        return QSize(max(260, math.ceil(self._legend_width() + 2 * PADDING + 2)), 160)

    def _legend_items(self) -> list[tuple[Seat, str]]:
        totals = self.model.totals
        return [(seat, f"{self.model.name(seat)}  {totals[seat]}") for seat in Seat]

    def _legend_widths(self, metrics: QFontMetricsF) -> list[float]:
        return [
            LEGEND_SWATCH + LEGEND_GAP + metrics.horizontalAdvance(text) + 4
            for _, text in self._legend_items()
        ]

    def _legend_width(self) -> float:
        bold = QFont(self.font())
        bold.setBold(True)  # a leader's name is bold
        widths = self._legend_widths(QFontMetricsF(bold))
        return sum(widths) + LEGEND_SPACING * (len(widths) - 1)

    # -- painting -----------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        area = QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5)
        pal = self.palette()
        painter.setPen(QPen(pal.color(QPalette.ColorRole.Mid), 1))
        painter.setBrush(pal.color(QPalette.ColorRole.Base))
        painter.drawRoundedRect(area, 6, 6)
        inner = area.adjusted(PADDING, PADDING * 0.75, -PADDING, -PADDING * 0.75)
        self.legend_rect = self._paint_legend(painter, inner)
        legend_bottom = self.legend_rect.bottom()
        frame = self._frame(inner.adjusted(0, legend_bottom - inner.top() + 6, 0, 0))
        self._paint_axes(painter, frame)
        self.target_rect = None
        self.drops = []
        if self.model.rowCount() == 0:
            self._paint_empty(painter, frame.plot)
        else:
            self._paint_target(painter, frame)
            for seat in sorted(Seat, key=lambda s: s is Seat.SOUTH):
                self._paint_series(painter, frame, seat)
            self._paint_shots(painter, frame)
            self._paint_drops(painter, frame)
        painter.end()

    def _text_colour(self, alpha: int = 255) -> QColor:
        colour = QColor(self.palette().color(QPalette.ColorRole.Text))
        colour.setAlpha(alpha)
        return colour

    def _paint_legend(self, painter: QPainter, inner: QRectF) -> QRectF:
        """Names with their totals in a centred row; returns where the row is."""
        font = QFont(self.font())
        metrics = QFontMetricsF(font)
        leaders = self.model.leaders()
        items = self._legend_items()
        swatch, gap, spacing = LEGEND_SWATCH, LEGEND_GAP, LEGEND_SPACING
        widths = self._legend_widths(metrics)
        row = sum(widths) + spacing * (len(items) - 1)
        x = inner.center().x() - row / 2
        height = metrics.height()
        where = QRectF(x, inner.top(), row, height)
        y = inner.top() + height / 2
        for (seat, text), width in zip(items, widths, strict=True):
            painter.setPen(
                QPen(
                    palette.seat_colour(seat),
                    SOUTH_LINE_WIDTH,
                    Qt.PenStyle.SolidLine,
                    Qt.PenCapStyle.RoundCap,
                )
            )
            painter.drawLine(QPointF(x, y), QPointF(x + swatch, y))
            painter.setBrush(palette.seat_colour(seat))
            painter.drawEllipse(QPointF(x + swatch / 2, y), DOT_RADIUS, DOT_RADIUS)
            font.setBold(seat in leaders)
            painter.setFont(font)
            painter.setPen(self._text_colour())
            label = QRectF(x + swatch + gap, inner.top(), width, height)
            painter.drawText(
                label, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, text
            )
            x += width + spacing
        painter.setFont(self.font())
        return where

    def _frame(self, area: QRectF) -> _Frame:
        rules = self.model.rules
        results = self.model.results
        hands = max(len(results), rules.fixed_hands or 0, MIN_HANDS_SHOWN)
        values = [0] + [t for r in results for t in r.totals]
        high = max(values)
        if rules.fixed_hands is None:
            high = max(high, rules.target_score)
        low = min(values)
        step = nice_step(high - low)
        low = math.floor(low / step) * step
        high = max(low + step, math.ceil(high / step) * step)
        metrics = QFontMetricsF(self.font())
        label_width = max(metrics.horizontalAdvance(_label(v)) for v in (low, high)) + 8
        plot = area.adjusted(label_width, metrics.height() * 0.5, -8, -metrics.height() - 6)
        return _Frame(plot, hands, low, high)

    def _paint_axes(self, painter: QPainter, frame: _Frame) -> None:
        metrics = QFontMetricsF(self.font())
        grid = QPen(self._text_colour(36), 1)
        step = nice_step(frame.high - frame.low)
        for value in range(frame.low, frame.high + 1, step):
            p = frame.point(0, value)
            painter.setPen(self._text_colour(90) if value == 0 else grid)
            painter.drawLine(QPointF(frame.plot.left(), p.y()), QPointF(frame.plot.right(), p.y()))
            painter.setPen(self._text_colour(170))
            box = QRectF(0, p.y() - metrics.height() / 2, frame.plot.left() - 8, metrics.height())
            painter.drawText(
                box, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, _label(value)
            )
        hand_step = nice_step(frame.hands, ticks=min(frame.hands, 12))
        for hand in range(0, frame.hands + 1, hand_step):
            p = frame.point(hand, frame.low)
            painter.setPen(grid)
            painter.drawLine(QPointF(p.x(), frame.plot.top()), QPointF(p.x(), frame.plot.bottom()))
            painter.setPen(self._text_colour(170))
            box = QRectF(p.x() - 20, frame.plot.bottom() + 4, 40, metrics.height())
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, str(hand))

    def _paint_target(self, painter: QPainter, frame: _Frame) -> None:
        rules = self.model.rules
        if rules.fixed_hands is not None:
            return
        y = frame.point(0, rules.target_score).y()
        pen = QPen(QColor(palette.TARGET_COLOUR), 1.6, Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.drawLine(QPointF(frame.plot.left(), y), QPointF(frame.plot.right(), y))
        text = self.tr("Game ends at {target}").format(target=rules.target_score)
        metrics = QFontMetricsF(self.font())
        height = metrics.height()
        # Above the line where the plot has room, else just under it (the line is at the
        # top of the plot until someone passes the target), clear of the legend.
        top = y - height - 2 if y - height - 2 >= frame.plot.top() else y + 3
        box = QRectF(frame.plot.left() + 6, top, metrics.horizontalAdvance(text) + 2, height)
        painter.drawText(box, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, text)
        self.target_rect = box

    def _paint_series(self, painter: QPainter, frame: _Frame, seat: Seat) -> None:
        target = self.model.rules.target_score
        points, totals = [frame.point(0, 0)], []
        for i, result in enumerate(self.model.results):
            if seat in result.halved:  # Perfect 100: up to the target, then straight down
                points.append(frame.point(i + 1, target))
            totals.append(frame.point(i + 1, result.totals[seat]))
            points.append(totals[-1])
        colour = palette.seat_colour(seat)
        width = SOUTH_LINE_WIDTH if seat is Seat.SOUTH else LINE_WIDTH
        pen = QPen(
            colour, width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin
        )
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPolyline(points)
        painter.setPen(QPen(self.palette().color(QPalette.ColorRole.Base), 1.2))
        painter.setBrush(colour)
        for point in totals:
            painter.drawEllipse(point, DOT_RADIUS, DOT_RADIUS)

    def _paint_shots(self, painter: QPainter, frame: _Frame) -> None:
        """A moon or a sun in a small disc above the shooter's point on that hand."""
        font = QFont(self.font())
        font.setPointSizeF(font.pointSizeF() * 1.15)
        font.setBold(True)
        painter.setFont(font)
        radius = QFontMetricsF(font).height() * 0.62
        for i, result in enumerate(self.model.results):
            shooter = result.sun if result.sun is not None else result.moon
            if shooter is None:
                continue
            mark = SUN_MARK if result.sun is not None else MOON_MARK
            p = frame.point(i + 1, result.totals[shooter])
            centre = QPointF(p.x(), p.y() - radius - DOT_RADIUS - 3)
            colour = palette.seat_colour(shooter)
            painter.setPen(QPen(colour, 1.4))
            painter.setBrush(palette.SHOOTER_TINT_SOLID)
            painter.drawEllipse(centre, radius, radius)
            painter.setPen(colour.darker(130))
            box = QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius)
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, mark)
        painter.setFont(self.font())

    def _paint_drops(self, painter: QPainter, frame: _Frame) -> None:
        """Perfect 100: a ring where a line touched the target before it fell to half;
        hovering it says so."""
        rules = self.model.rules
        radius = DOT_RADIUS + 1.4
        for i, result in enumerate(self.model.results):
            for seat in result.halved:
                p = frame.point(i + 1, rules.target_score)
                painter.setPen(QPen(palette.seat_colour(seat), 1.8))
                painter.setBrush(self.palette().color(QPalette.ColorRole.Base))
                painter.drawEllipse(p, radius, radius)
                reach = 2 * radius + 4  # a ring this small is hard to hover: a wider box
                box = QRectF(p.x() - reach / 2, p.y() - reach / 2, reach, reach)
                said = halved_words(self.model.name(seat), rules, result.totals[seat])
                self.drops.append((box, f"{said} ({hand_words(result.number)})"))

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            said = [text for box, text in self.drops if box.contains(QPointF(event.pos()))]
            if said:
                QToolTip.showText(event.globalPos(), "\n".join(said), self)
                return True
            QToolTip.hideText()
        return super().event(event)

    def _paint_empty(self, painter: QPainter, plot: QRectF) -> None:
        painter.setPen(self._text_colour(150))
        painter.drawText(
            plot, Qt.AlignmentFlag.AlignCenter, self.tr("The chart fills in as hands are played.")
        )


def _label(value: int) -> str:
    return f"−{-value}" if value < 0 else str(value)
