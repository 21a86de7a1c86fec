"""The cloth of the table, painted once per window size."""

from __future__ import annotations

import random

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QBrush, QColor, QImage, QPainter, QPixmap, QRadialGradient

from hearts_qt.ui.table import theme


def felt(
    rect: QRectF,
    ratio: float,
    centre_colour: QColor = theme.FELT_CENTRE,
    edge_colour: QColor = theme.FELT_EDGE,
) -> QPixmap:
    """A baize (green unless told): a soft light in the middle, darker edges and a faint
    grain."""
    width, height = max(1, round(rect.width() * ratio)), max(1, round(rect.height() * ratio))
    pixmap = QPixmap(width, height)
    painter = QPainter(pixmap)
    centre = QPointF(width / 2, height * 0.45)
    gradient = QRadialGradient(centre, max(width, height) * 0.75)
    gradient.setColorAt(0.0, centre_colour)
    gradient.setColorAt(0.55, centre_colour.darker(125))
    gradient.setColorAt(1.0, edge_colour)
    painter.fillRect(0, 0, width, height, QBrush(gradient))
    painter.drawTiledPixmap(0, 0, width, height, _grain())
    painter.end()
    pixmap.setDevicePixelRatio(ratio)
    return pixmap


_GRAIN: list[QPixmap] = []


def _grain() -> QPixmap:
    """A tile of faint light and dark specks, made once: the weave of the cloth.

    About one pixel in eleven is a light speck and as many are dark; the pixels are made
    a whole channel at a time (``bytes.translate``), not one by one, as this runs before
    the first frame.
    """
    if not _GRAIN:
        size = 160
        alpha = theme.FELT_GRAIN.alpha()
        light, dark = 23, 46  # of 256: the byte values that make a light or a dark speck
        noise = random.Random(7).randbytes(size * size)
        grey = bytes(alpha if value < light else 0 for value in range(256))
        opacity = bytes(alpha if value < dark else 0 for value in range(256))
        pixels = bytearray(size * size * 4)  # premultiplied: white or black at ``alpha``
        pixels[0::4] = pixels[1::4] = pixels[2::4] = noise.translate(grey)
        pixels[3::4] = noise.translate(opacity)
        image = QImage(bytes(pixels), size, size, QImage.Format.Format_ARGB32_Premultiplied)
        _GRAIN.append(QPixmap.fromImage(image.copy()))
    return _GRAIN[0]
