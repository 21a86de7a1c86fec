"""Write one PNG showing the whole deck, to look at the art the way the table will show it.

    python tools/contact_sheet.py [out/contact_sheet.png]

Rows, for the classic deck and then the large-index deck: all 52 faces and every back at
60 px and at 180 px tall (device pixel ratio 1), the four-colour faces at 60 px, and
fanned hands where only the left quarter of each card shows (for the large-index deck,
the part South's hand shows on the table).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QPointF  # noqa: E402
from PySide6.QtGui import QColor, QGuiApplication, QImage, QPainter  # noqa: E402

from hearts_qt.engine.cards import DECK, Card, Suit  # noqa: E402
from hearts_qt.ui.card_renderer import CardRenderer  # noqa: E402
from hearts_qt.ui.decks import OWN_DECKS, own_deck  # noqa: E402
from hearts_qt.ui.table import theme  # noqa: E402

FELT = QColor("#2d6a3e")
GAP = 8
FAN_SHOWN = 0.25


def _grid(painter: QPainter, renderer: CardRenderer, top: int, height: int) -> int:
    """All faces, 13 to a row, then the backs; returns the y below them."""
    width = round(renderer.card_size(height).width())
    for row, suit in enumerate(Suit):
        for column, card in enumerate(c for c in DECK if c.suit is suit):
            x, y = GAP + column * (width + GAP), top + row * (height + GAP)
            painter.drawPixmap(QPointF(x, y), renderer.face(card, height, 1.0))
    y = top + 4 * (height + GAP)
    for column, name in enumerate(renderer.backs()):
        renderer.set_back(name)
        painter.drawPixmap(QPointF(GAP + column * (width + GAP), y), renderer.back(height, 1.0))
    renderer.set_back("blue")
    return y + height + 2 * GAP


def _fan(
    painter: QPainter, renderer: CardRenderer, top: int, height: int, cards: list[Card]
) -> int:
    shown = FAN_SHOWN if renderer.deck.key == "classic" else theme.SOUTH_STEP
    step = renderer.card_size(height).width() * shown
    for position, card in enumerate(cards):
        painter.drawPixmap(QPointF(GAP + position * step, top), renderer.face(card, height, 1.0))
    return top + height + 2 * GAP


def _hand() -> list[Card]:
    codes = ["2C", "7C", "JC", "QD", "KD", "AD", "3S", "10S", "QS", "4H", "9H", "KH", "AH"]
    return [Card.parse(code) for code in codes]


def _deck(painter: QPainter, renderer: CardRenderer, y: int) -> int:
    """One deck's rows; returns the y below them."""
    y = _grid(painter, renderer, y, 60)
    y = _grid(painter, renderer, y, 180)
    renderer.set_four_colour(True)
    y = _grid(painter, renderer, y, 60)
    y = _fan(painter, renderer, y, 60, _hand())
    renderer.set_four_colour(False)
    return _fan(painter, renderer, y, 180, _hand())


def draw(path: Path) -> None:
    _app = QGuiApplication.instance() or QGuiApplication([])
    renderers = [CardRenderer(deck=own_deck(key)) for key in OWN_DECKS]
    width = 13 * (round(renderers[0].card_size(180).width()) + GAP) + GAP
    one_deck = 5 * 68 + 5 * 188 + 5 * 68 + 68 + 188 + 6 * GAP
    image = QImage(width, len(renderers) * one_deck, QImage.Format.Format_RGB32)
    image.fill(FELT)
    painter = QPainter(image)
    y = GAP
    for renderer in renderers:
        y = _deck(painter, renderer, y)
    painter.end()
    path.parent.mkdir(parents=True, exist_ok=True)
    image.save(str(path))
    print(f"wrote {path}")


if __name__ == "__main__":
    draw(Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "out" / "contact_sheet.png")
