"""What the table is covered with: a baize of one of three colours, wooden planks, or a
picture of the player's own, each painted once per window size (``TableScene`` keeps it).

The felts and the wood are drawn here, procedurally: no image file is shipped for them.
The wood is one tile that repeats seamlessly (its grain lines are sums of whole periods
across the tile) laid under a shade toward the edges; a picture is scaled to fill the
table, cropped evenly, under the same shade so the name plates stay readable on it.
"""

from __future__ import annotations

import math
import random
from abc import ABC, abstractmethod
from pathlib import Path

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QImage,
    QImageReader,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QRadialGradient,
)

from hearts_qt.i18n import translate
from hearts_qt.ui.table import theme
from hearts_qt.ui.table.felt import felt

FELTS: tuple[str, ...] = (*theme.FELTS, "wood")
"""The cloths of the project's making, in menu order."""
PICTURE = "picture"
"""The cloth setting that means the player's own picture."""
DEFAULT_CLOTH = "green"

MAX_PICTURE_PIXELS = 80_000_000
"""A picture larger than this (80 megapixels) is refused rather than decoded."""
KEPT_PICTURE = QSize(3840, 2400)
"""A picture is kept at most this large (enough to fill a 4K screen)."""

WOOD_TILE = (1024, 540)
WOOD_PLANKS = 6


class ClothError(ValueError):
    """A picture that cannot cover the table; the message says why, for the player."""


class Cloth(ABC):
    """What lies under the cards; ``pixmap`` paints it for a table of ``rect``."""

    key = DEFAULT_CLOTH

    @abstractmethod
    def pixmap(self, rect: QRectF, ratio: float) -> QPixmap:
        """The cloth for a table of ``rect`` at pixel ratio ``ratio``."""


class FeltCloth(Cloth):
    def __init__(self, key: str) -> None:
        self.key = key
        self.colours = theme.FELTS[key]

    def pixmap(self, rect: QRectF, ratio: float) -> QPixmap:
        return felt(rect, ratio, *self.colours)


class WoodCloth(Cloth):
    key = "wood"

    def __init__(self) -> None:
        self._tiles: dict[float, QPixmap] = {}

    def pixmap(self, rect: QRectF, ratio: float) -> QPixmap:
        pixmap = _canvas(rect, ratio)
        tile = self._tiles.get(ratio)
        if tile is None:
            tile = self._tiles[ratio] = _wood_tile(ratio)
        painter = QPainter(pixmap)
        painter.drawTiledPixmap(QRectF(0, 0, pixmap.width(), pixmap.height()), tile)
        _vignette(painter, pixmap)
        painter.end()
        pixmap.setDevicePixelRatio(ratio)
        return pixmap


class PictureCloth(Cloth):
    key = PICTURE

    def __init__(self, image: QImage, path: str = "") -> None:
        self.image = image
        self.path = path

    def pixmap(self, rect: QRectF, ratio: float) -> QPixmap:
        pixmap = _canvas(rect, ratio)
        size = QSize(pixmap.width(), pixmap.height())
        scaled = self.image.scaled(
            size,
            Qt.AspectRatioMode.KeepAspectRatioByExpanding,
            Qt.TransformationMode.SmoothTransformation,
        )
        painter = QPainter(pixmap)
        left = (scaled.width() - size.width()) // 2
        top = (scaled.height() - size.height()) // 2
        painter.drawImage(0, 0, scaled, left, top, size.width(), size.height())
        _vignette(painter, pixmap)
        painter.end()
        pixmap.setDevicePixelRatio(ratio)
        return pixmap


def cloth(key: str, picture: PictureCloth | None = None) -> Cloth:
    """The cloth of ``key``; ``PICTURE`` needs the loaded ``picture`` (else green)."""
    if key == PICTURE and picture is not None:
        return picture
    if key == "wood":
        return WoodCloth()
    return FeltCloth(key if key in theme.FELTS else DEFAULT_CLOTH)


def load_picture(path: str) -> PictureCloth:
    """The picture at ``path``, ready to cover the table, or a ``ClothError``."""
    name = Path(path).name
    if not Path(path).is_file():
        raise ClothError(
            translate("Cloth", "The picture {file} is not there any more.").format(file=name)
        )
    reader = QImageReader(path)
    reader.setAutoTransform(True)
    size = reader.size()
    if not reader.canRead():
        raise ClothError(
            translate("Cloth", "{file} is not a picture hearts-qt can read.").format(file=name)
        )
    if size.width() * size.height() > MAX_PICTURE_PIXELS:
        raise ClothError(translate("Cloth", "The picture {file} is too large.").format(file=name))
    image = reader.read()
    if image.isNull() or image.width() < 2 or image.height() < 2:
        raise ClothError(translate("Cloth", "The picture {file} cannot be read.").format(file=name))
    if image.width() > KEPT_PICTURE.width() or image.height() > KEPT_PICTURE.height():
        image = image.scaled(
            KEPT_PICTURE,
            Qt.AspectRatioMode.KeepAspectRatioByExpanding,
            Qt.TransformationMode.SmoothTransformation,
        )
    return PictureCloth(image.convertToFormat(QImage.Format.Format_RGB32), path)


def _canvas(rect: QRectF, ratio: float) -> QPixmap:
    width, height = max(1, round(rect.width() * ratio)), max(1, round(rect.height() * ratio))
    return QPixmap(width, height)


def _vignette(painter: QPainter, pixmap: QPixmap) -> None:
    width, height = pixmap.width(), pixmap.height()
    gradient = QRadialGradient(QPointF(width / 2, height * 0.45), max(width, height) * 0.7)
    clear = QColor(theme.CLOTH_VIGNETTE)
    clear.setAlpha(0)
    gradient.setColorAt(0.0, clear)
    gradient.setColorAt(0.45, clear)
    gradient.setColorAt(1.0, theme.CLOTH_VIGNETTE)
    painter.fillRect(0, 0, width, height, QBrush(gradient))


def _wood_tile(ratio: float) -> QPixmap:
    """Planks running across the table, each with its own shade, grain and joint."""
    width, height = WOOD_TILE
    tile = QPixmap(round(width * ratio), round(height * ratio))
    painter = QPainter(tile)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.scale(ratio, ratio)
    rng = random.Random(11)
    plank = height / WOOD_PLANKS
    for index in range(WOOD_PLANKS):
        top = index * plank
        _plank(painter, rng, QRectF(0, top, width, plank), theme.WOOD_PLANKS[index % 4])
    painter.end()
    return tile


def _plank(painter: QPainter, rng: random.Random, rect: QRectF, colour: QColor) -> None:
    shade = QLinearGradient(rect.topLeft(), rect.bottomLeft())
    shade.setColorAt(0.0, colour.lighter(112))
    shade.setColorAt(0.5, colour)
    shade.setColorAt(1.0, colour.darker(115))
    painter.fillRect(rect, QBrush(shade))
    width = rect.width()
    for _ in range(16):
        path = QPainterPath()
        y0 = rect.top() + rng.uniform(0.05, 0.95) * rect.height()
        waves = [(rng.randint(1, 3), rng.uniform(1.0, 4.0), rng.uniform(0, 2 * math.pi))]
        waves.append((rng.randint(5, 9), rng.uniform(0.3, 1.0), rng.uniform(0, 2 * math.pi)))
        for step in range(65):
            x = width * step / 64
            y = y0 + sum(a * math.sin(2 * math.pi * k * x / width + p) for k, a, p in waves)
            y = min(max(y, rect.top() + 1), rect.bottom() - 1)
            if step:
                path.lineTo(x, y)
            else:
                path.moveTo(x, y)
        grain = QColor(theme.WOOD_GRAIN)
        grain.setAlpha(rng.randint(theme.WOOD_GRAIN.alpha() // 3, theme.WOOD_GRAIN.alpha()))
        painter.setPen(QPen(grain, rng.uniform(0.6, 1.8)))
        painter.drawPath(path)
    painter.setPen(QPen(theme.WOOD_SEAM, 1.6))
    painter.drawLine(QPointF(0, rect.top() + 0.8), QPointF(width, rect.top() + 0.8))
    joint = rng.uniform(0.1, 0.9) * width
    painter.drawLine(QPointF(joint, rect.top()), QPointF(joint, rect.bottom()))
