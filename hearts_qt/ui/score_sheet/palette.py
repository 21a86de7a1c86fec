"""The score sheet's colours in one place: one per seat (the table's headers and the
chart's lines agree), and the tints that mark the leader and a moon or a sun.

The seat colours are the Okabe–Ito set, which stays distinct for colour-blind players.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPixmap

from hearts_qt.engine import Seat

SEAT_COLOURS: dict[Seat, str] = {
    Seat.SOUTH: "#0072B2",
    Seat.WEST: "#E69F00",
    Seat.NORTH: "#009E73",
    Seat.EAST: "#CC79A7",
}
LEADER_TINT = QColor(46, 160, 67, 56)
"""Behind the leader's newest total: a soft green that reads on light and dark themes."""
SHOOTER_TINT = QColor(240, 180, 0, 70)
"""Behind the score of whoever shot the moon or the sun."""
SHOOTER_TINT_SOLID = QColor(252, 232, 168)
"""The disc behind a moon or a sun on the chart."""
TARGET_COLOUR = "#C0392B"
MUTED_ALPHA = 150
"""How much of the text colour earlier rows keep (of 255)."""


def seat_colour(seat: Seat) -> QColor:
    return QColor(SEAT_COLOURS[seat])


def seat_icon(seat: Seat) -> QIcon:
    """A small filled circle in the seat's colour, for headers and legends."""
    pixmap = QPixmap(12, 12)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(seat_colour(seat))
    painter.drawEllipse(1, 1, 10, 10)
    painter.end()
    return QIcon(pixmap)
