"""The application icon: a card with a big heart in front of a card back, as SVG and
rasterised to PNG, ICO and ICNS.

The ICO and ICNS containers are written here (both just wrap PNG images), so they do not
depend on which Qt image plugins are installed.
"""

from __future__ import annotations

import struct

from art_glyphs import SUIT_PATHS
from art_svg import num
from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QRectF, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

from hearts_qt.ui.card_renderer import RED

ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
ICNS_TYPES = (
    (b"icp4", 16),
    (b"icp5", 32),
    (b"icp6", 64),
    (b"ic07", 128),
    (b"ic08", 256),
    (b"ic09", 512),
    (b"ic11", 32),
    (b"ic12", 64),
    (b"ic13", 256),
    (b"ic14", 512),
)
"""ICNS element types and the pixel size each holds (ic11–ic14 are the @2x variants)."""


def icon_svg() -> str:
    """512 × 512: a blue card back tilted behind, a heart card in front; bold enough for 16 px."""
    back_card = (
        '<g transform="rotate(-16 256 256)">'
        '<rect x="104" y="60" width="250" height="350" rx="30" ry="30" fill="#1f3f8f" '
        'stroke="#3b3733" stroke-width="10"/>'
        '<rect x="126" y="82" width="206" height="306" rx="16" ry="16" fill="none" '
        'stroke="#9fb6e8" stroke-width="8"/>'
        "</g>"
    )
    front_card = (
        '<g transform="rotate(10 256 256)">'
        '<rect x="158" y="100" width="250" height="350" rx="30" ry="30" fill="#ffffff" '
        'stroke="#3b3733" stroke-width="10"/>'
        f'<path transform="translate({num(283 - 100)} {num(275 - 100)}) scale(2)" '
        f'fill="{RED}" d="{SUIT_PATHS["H"]}"/>'
        "</g>"
    )
    return "\n".join(
        [
            '<svg xmlns="http://www.w3.org/2000/svg" version="1.2" baseProfile="tiny" '
            'width="512" height="512" viewBox="0 0 512 512">',
            "<title>hearts-qt</title>",
            '<g transform="translate(-21 -42) scale(1.14)">',
            back_card,
            front_card,
            "</g>",
            "</svg>",
            "",
        ]
    )


def rasterise(svg: str, size: int) -> bytes:
    """The icon as PNG bytes, ``size`` pixels square."""
    renderer = QSvgRenderer(QByteArray(svg.encode("utf-8")))
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter, QRectF(0, 0, size, size))
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.convertToFormat(QImage.Format.Format_ARGB32).save(buffer, "PNG")
    buffer.close()
    return bytes(data.data())


def ico(pngs: dict[int, bytes]) -> bytes:
    """A Windows icon holding one PNG per size (Windows Vista and later read these)."""
    sizes = [size for size in ICO_SIZES if size in pngs]
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    entries, blobs = b"", b""
    for size in sizes:
        blob = pngs[size]
        edge = 0 if size >= 256 else size
        entries += struct.pack("<BBBBHHII", edge, edge, 0, 0, 1, 32, len(blob), offset)
        blobs += blob
        offset += len(blob)
    return header + entries + blobs


def icns(pngs: dict[int, bytes]) -> bytes:
    """A macOS icon: a list of (type, length, PNG) elements after an 8-byte header."""
    body = b""
    for kind, size in ICNS_TYPES:
        blob = pngs[size]
        body += kind + struct.pack(">I", 8 + len(blob)) + blob
    return b"icns" + struct.pack(">I", 8 + len(body)) + body
