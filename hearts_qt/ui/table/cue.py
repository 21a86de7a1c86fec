"""The cue that hearts are broken: a big soft heart glows on the felt under the trick,
once, and fades.

It is not a card, so the animator does not count it and the game never waits for it;
it only changes its own opacity (or, with animations off, shows for a moment on a timer).
"""

from __future__ import annotations

from PySide6.QtCore import QAbstractAnimation, QPointF, QRectF, QTimer
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

from hearts_qt.ui.table import theme
from hearts_qt.ui.table.animation import keyframes
from hearts_qt.ui.table.items import BoxItem


def heart_path(rect: QRectF) -> QPainterPath:
    """A heart filling ``rect``."""

    def at(x: float, y: float) -> QPointF:
        return QPointF(rect.left() + x * rect.width(), rect.top() + y * rect.height())

    path = QPainterPath(at(*theme.HEARTS_CUE_START))
    for first, second, end in theme.HEARTS_CUE_CURVES:
        path.cubicTo(at(*first), at(*second), at(*end))
    return path


class HeartsCue(BoxItem):
    """The glowing heart; ``play(factor)`` shows it once at the given animation speed."""

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(theme.Z_CUE)
        self.setOpacity(0.0)
        self.hide()
        self._animation: QAbstractAnimation | None = None
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.stop)

    @property
    def playing(self) -> bool:
        return self.isVisible()

    def play(self, factor: float) -> None:
        self.stop()
        self.show()
        ms = round(theme.HEARTS_CUE_MS * factor)
        if ms <= 0:
            self.setOpacity(theme.HEARTS_CUE_PEAK)
            self._timer.start(theme.HEARTS_CUE_MS)
            return
        peak = theme.HEARTS_CUE_PEAK
        frames = {0.0: 0.0, theme.HEARTS_CUE_RISE: peak, theme.HEARTS_CUE_FADE: peak, 1.0: 0.0}
        animation = keyframes(self, b"opacity", ms, frames, self)
        animation.finished.connect(self.stop)
        self._animation = animation
        animation.start()

    def stop(self) -> None:
        """Hide the heart now (it has faded, or a new deal or game begins)."""
        self._timer.stop()
        animation, self._animation = self._animation, None
        if animation is not None:
            animation.stop()
            animation.deleteLater()
        self.setOpacity(0.0)
        self.hide()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        r = self._rect
        line = r.width() * theme.HEARTS_CUE_LINE
        inset = line * theme.HEARTS_CUE_INSET
        heart = heart_path(r.adjusted(inset, inset, -inset, -inset))
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillPath(heart, theme.HEARTS_CUE)
        # A soft glow: wide faint strokes under the bright rim.
        glow = QColor(theme.HEARTS_CUE_EDGE)
        for width, alpha in theme.HEARTS_CUE_GLOW:
            glow.setAlphaF(theme.HEARTS_CUE_EDGE.alphaF() * alpha)
            painter.strokePath(heart, QPen(glow, line * width))
