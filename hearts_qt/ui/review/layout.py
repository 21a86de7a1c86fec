"""Where a reviewed hand's cards go on a board of a given size: pure geometry, no items.

All four hands lie face up and upright, so every card reads as at a bridge table's
review: North's and South's in rows at the top and bottom, West's and East's in columns
at the sides; the trick lies in the middle where the table puts it, the Expert's card
(a verdict) beside South's. Sizes come from ``theme``, as fractions of the card height.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF

from hearts_qt.engine import Seat
from hearts_qt.ui.table import theme
from hearts_qt.ui.table.layout import HAND_SIZE, TOWARD_CENTRE, Place, trick_place


class ReviewLayout:
    """The geometry of the review board, ``width`` × ``height`` logical pixels, for cards
    of ``aspect`` (width over height)."""

    def __init__(self, width: float, height: float, aspect: float) -> None:
        self.width = max(width, 1.0)
        self.height = max(height, 1.0)
        self.margin = max(theme.MIN_MARGIN, self.height * theme.MARGIN_OF_SCENE)
        row = aspect * (1 + (HAND_SIZE - 1) * theme.REVIEW_STEP)
        plate = theme.LABEL_GAP + theme.LABEL_WIDTH
        # across, half each side: half the North row, its plate, and a column or the
        # plate above it (North's plate is left of its row, West's above its column)
        side = max(aspect + theme.REVIEW_GAP, plate + theme.LABEL_GAP)
        by_width = (self.width / 2 - self.margin) / (row / 2 + plate + side)
        column = 1 + (HAND_SIZE - 1) * theme.REVIEW_COLUMN_STEP
        by_column = (self.height - 2 * self.margin) / (
            column + theme.LABEL_HEIGHT + theme.LABEL_GAP
        )
        by_height = self.height * theme.REVIEW_CARD_HEIGHT_OF_SCENE
        self.card_height = max(theme.MIN_CARD_HEIGHT, min(by_height, by_width, by_column))
        self.card_width = self.card_height * aspect
        self.centre = QPointF(self.width / 2, self.height / 2)

    def _hand_centre(self, seat: Seat) -> QPointF:
        m, ch, cw = self.margin, self.card_height, self.card_width
        shift = theme.LABEL_HEIGHT * ch / 2  # the side plates stand above the columns
        return {
            Seat.SOUTH: QPointF(self.width / 2, self.height - m - ch / 2),
            Seat.WEST: QPointF(m + cw / 2, self.height / 2 + shift),
            Seat.NORTH: QPointF(self.width / 2, m + ch / 2),
            Seat.EAST: QPointF(self.width - m - cw / 2, self.height / 2 + shift),
        }[seat]

    def hand(self, seat: Seat, count: int) -> list[Place]:
        """The places of ``count`` face-up cards of a seat, first card first (leftmost in
        a row, topmost in a column), each card upright."""
        centre = self._hand_centre(seat)
        if seat in (Seat.NORTH, Seat.SOUTH):
            step = self.card_width * theme.REVIEW_STEP
            first = centre.x() - (count - 1) * step / 2
            return [Place(first + i * step, centre.y()) for i in range(count)]
        step = self.card_height * theme.REVIEW_COLUMN_STEP
        first = centre.y() - (HAND_SIZE - 1) * step / 2  # the column's top stays put
        return [Place(centre.x(), first + i * step) for i in range(count)]

    def passed(self, seat: Seat, place: Place) -> Place:
        """A card the seat passes: out of its hand, toward the middle (out of a column by
        a card's width and a little, so it covers none of the cards it leaves)."""
        dx, dy = TOWARD_CENTRE[seat]
        shift = theme.REVIEW_PASS_SHIFT * self.card_height
        if seat in (Seat.WEST, Seat.EAST):
            shift += self.card_width
        return Place(place.x + dx * shift, place.y + dy * shift)

    def trick(self, seat: Seat) -> Place:
        """Where the card a seat played lies: in front of it, as on the table."""
        return trick_place(seat, self.centre, self.card_width, self.card_height)

    def led_tag(self, seat: Seat, width: float, height: float) -> QPointF:
        """The centre of the "led" pill (``width`` × ``height``) of a trick ``seat`` led:
        just outside its card, on the side away from the middle, where no other card of
        the trick lies."""
        place = self.trick(seat)
        dx, dy = TOWARD_CENTRE[seat]
        gap = height * theme.TAG_LIFT / 2
        reach_x = self.card_width / 2 + gap + width / 2
        reach_y = self.card_height / 2 + gap + height / 2
        return QPointF(place.x - dx * reach_x, place.y - dy * reach_y)

    def expert(self) -> Place:
        """The Expert's card, beside South's trick card."""
        south = self.trick(Seat.SOUTH)
        return Place(south.x + theme.REVIEW_EXPERT_OFFSET * self.card_width, south.y)

    def expert_pass(self, count: int) -> list[Place]:
        """The Expert's three passed cards (a pass verdict): in a row in the middle."""
        step = self.card_width * theme.SOUTH_WIDEST_STEP
        first = self.centre.x() - (count - 1) * step / 2
        y = self.centre.y() + theme.TRICK_OFFSET_Y * self.card_height / 2
        return [Place(first + i * step, y) for i in range(count)]

    def label(self, seat: Seat) -> QRectF:
        """A seat's name plate: right of South's row, left of North's (clear of East's
        plate), above the columns."""
        ch = self.card_height
        w, h, gap = theme.LABEL_WIDTH * ch, theme.LABEL_HEIGHT * ch, theme.LABEL_GAP * ch
        centre = self._hand_centre(seat)
        half = (self.card_width + (HAND_SIZE - 1) * theme.REVIEW_STEP * self.card_width) / 2
        if seat is Seat.SOUTH:
            x, y = centre.x() + half + gap, centre.y() - h / 2
        elif seat is Seat.NORTH:
            x, y = centre.x() - half - gap - w, centre.y() - h / 2
        else:
            top = self.hand(seat, HAND_SIZE)[0].y - ch / 2
            x, y = centre.x() - self.card_width / 2, top - gap - h
        x = min(max(x, self.margin), self.width - self.margin - w)
        y = min(max(y, self.margin), self.height - self.margin - h)
        return QRectF(x, y, w, h)
