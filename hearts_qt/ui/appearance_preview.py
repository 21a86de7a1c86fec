"""The Appearance dialog's preview: a small table with the chosen cloth, deck and back.

North's five cards lie face down at the top, a trick of two in the middle and a fan of
seven at the bottom, overlapped as South's hand is on the table, so the preview shows
what matters at the table: whether a card reads from the strip a fan leaves visible.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize
from PySide6.QtGui import QPainter, QPaintEvent, QPixmap
from PySide6.QtWidgets import QSizePolicy, QWidget

from hearts_qt.engine import Card
from hearts_qt.ui.card_renderer import CardRenderer
from hearts_qt.ui.decks import Deck
from hearts_qt.ui.table import theme
from hearts_qt.ui.table.cloth import Cloth

HAND = ("2C", "9C", "QD", "10S", "QS", "JH", "AH")
TRICK = ("KH", "7H")
NORTH_CARDS = 5
CARD_OF_HEIGHT = 0.34
"""The cards' height, as a fraction of the preview's."""


class AppearancePreview(QWidget):
    """Paints the chosen look; ``show_look`` changes it."""

    def __init__(self, deck: Deck, cloth: Cloth, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.renderer = CardRenderer(deck=deck)
        self.cloth = cloth
        self._background: QPixmap | None = None
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(360, 260)

    def sizeHint(self) -> QSize:
        return QSize(480, 340)

    def show_look(self, deck: Deck, back: str, four_colour: bool, cloth: Cloth) -> None:
        if deck is not self.renderer.deck:
            self.renderer.set_deck(deck)
        self.renderer.set_back(back)
        self.renderer.set_four_colour(four_colour)
        if cloth is not self.cloth:
            self.cloth = cloth
            self._background = None
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        rect = QRectF(self.rect())
        ratio = self.devicePixelRatioF()
        if self._background is None or self._background.size() != (rect.size() * ratio).toSize():
            self._background = self.cloth.pixmap(rect, ratio)
        painter = QPainter(self)
        painter.drawPixmap(QPointF(0, 0), self._background)
        height = max(20.0, rect.height() * CARD_OF_HEIGHT)
        width = self.renderer.card_size(height).width()
        back = self.renderer.back(height, ratio)
        north_step = width * theme.OPPONENT_STEP * 1.6
        left = (rect.width() - width - north_step * (NORTH_CARDS - 1)) / 2
        for index in range(NORTH_CARDS):
            painter.drawPixmap(QPointF(left + index * north_step, -height * 0.45), back)
        middle = rect.height() / 2 - height / 2
        for index, code in enumerate(TRICK):
            x = rect.width() / 2 + (index - 1) * width * 1.05 + width * 0.02
            face = self.renderer.face(Card.parse(code), height, ratio)
            painter.drawPixmap(QPointF(x, middle - height * 0.08 * index), face)
        step = width * theme.SOUTH_STEP
        left = (rect.width() - width - step * (len(HAND) - 1)) / 2
        top = rect.height() - height * 0.82
        for index, code in enumerate(HAND):
            face = self.renderer.face(Card.parse(code), height, ratio)
            painter.drawPixmap(QPointF(left + index * step, top), face)
        painter.end()
