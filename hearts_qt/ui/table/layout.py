"""Where everything on the table goes for a given scene size: pure geometry, no items.

The scene asks a ``TableLayout`` for the place of each card and label and moves its
items there; tests ask it directly, without a window. Cards are sized from the scene's
height, unless the window is too narrow for South's fan and its label.

Each seat's label sits at that player's right hand: right of South's fan, below West's,
left of North's and above East's, so no label ever meets another seat's cards.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from PySide6.QtCore import QPointF, QRectF

from hearts_qt.engine import Seat
from hearts_qt.ui.table import theme

HAND_SIZE = 13

ROTATION: dict[Seat, float] = {
    Seat.SOUTH: 0.0,
    Seat.WEST: 90.0,
    Seat.NORTH: 180.0,
    Seat.EAST: -90.0,
}
"""Each seat's cards point their tops toward the centre of the table."""

TOWARD_CENTRE: dict[Seat, tuple[float, float]] = {
    Seat.SOUTH: (0.0, -1.0),
    Seat.WEST: (1.0, 0.0),
    Seat.NORTH: (0.0, 1.0),
    Seat.EAST: (-1.0, 0.0),
}


@dataclass(frozen=True, slots=True)
class Place:
    """Where a card's centre lies and how it is turned (degrees, clockwise)."""

    x: float
    y: float
    rotation: float = 0.0

    @property
    def point(self) -> QPointF:
        return QPointF(self.x, self.y)


def trick_place(seat: Seat, centre: QPointF, card_width: float, card_height: float) -> Place:
    """Where the card ``seat`` plays lies, around the trick's ``centre``: in front of it,
    a little tilted (the table's trick, and the review's)."""
    dx, dy = TOWARD_CENTRE[seat]
    return Place(
        centre.x() - dx * theme.TRICK_OFFSET_X * card_width,
        centre.y() - dy * theme.TRICK_OFFSET_Y * card_height,
        theme.TRICK_TILT[seat],
    )


class TableLayout:
    """The geometry of the table for a scene of ``width`` × ``height`` logical pixels.

    ``aspect`` is the card's width over its height (the renderer's art decides it).
    """

    def __init__(self, width: float, height: float, aspect: float) -> None:
        self.width = max(width, 1.0)
        self.height = max(height, 1.0)
        self.aspect = aspect
        self.margin = max(theme.MIN_MARGIN, self.height * theme.MARGIN_OF_SCENE)
        by_height = self.height * theme.CARD_HEIGHT_OF_SCENE
        fan = aspect * (1 + (HAND_SIZE - 1) * theme.SOUTH_STEP)
        label = theme.LABEL_WIDTH + theme.LABEL_GAP
        by_width = (self.width / 2 - self.margin) / (fan / 2 + label)
        self.card_height = max(theme.MIN_CARD_HEIGHT, min(by_height, by_width))
        self.card_width = self.card_height * aspect
        ch = self.card_height
        self.centre = QPointF(self.width / 2, (self.height - theme.LIFT * ch) / 2)
        side = max(self.margin + ch / 2, self.width / 2 - theme.SIDE_HAND_OFFSET * ch)
        self._hand_centre = {
            Seat.SOUTH: QPointF(self.width / 2, self.height - self.margin - ch / 2),
            Seat.WEST: QPointF(side, self.centre.y()),
            Seat.NORTH: QPointF(self.width / 2, self.margin + ch / 2),
            Seat.EAST: QPointF(self.width - side, self.centre.y()),
        }

    # -- cards -----------------------------------------------------------------------

    def step(self, seat: Seat, count: int = HAND_SIZE) -> float:
        """Distance between neighbouring cards of a seat's fan of ``count`` cards. South's
        shorter hands spread out within the length of a whole hand."""
        if seat is not Seat.SOUTH:
            return self.card_width * theme.OPPONENT_STEP
        spread = theme.SOUTH_STEP * (HAND_SIZE - 1) / max(count - 1, 1)
        return self.card_width * min(theme.SOUTH_WIDEST_STEP, spread)

    def fan_length(self, seat: Seat, count: int = HAND_SIZE) -> float:
        return self.card_width + max(count - 1, 0) * self.step(seat, count)

    def hand(self, seat: Seat, count: int) -> list[Place]:
        """The places of ``count`` cards in a seat's fan, first card first.

        South's first card is leftmost, North's rightmost (as seen from North's chair);
        West's and East's run top to bottom, so both side fans show their last card whole.
        """
        centre = self._hand_centre[seat]
        step = self.step(seat, count)
        first = -(count - 1) * step / 2
        along = {
            Seat.SOUTH: (1.0, 0.0),
            Seat.WEST: (0.0, 1.0),
            Seat.NORTH: (-1.0, 0.0),
            Seat.EAST: (0.0, 1.0),
        }[seat]
        rotation = ROTATION[seat]
        return [
            Place(
                centre.x() + along[0] * (first + i * step),
                centre.y() + along[1] * (first + i * step),
                rotation,
            )
            for i in range(count)
        ]

    def lifted(self, seat: Seat, place: Place, ratio: float | None = None) -> Place:
        """A card raised out of the hand toward the centre (chosen to pass, or received),
        by ``ratio`` of a card's height (default: as chosen cards rise)."""
        if ratio is None:
            ratio = theme.LIFT if seat is Seat.SOUTH else theme.OPPONENT_CHOSEN_SHIFT
        dx, dy = TOWARD_CENTRE[seat]
        shift = ratio * self.card_height
        return replace(place, x=place.x + dx * shift, y=place.y + dy * shift)

    def trick(self, seat: Seat) -> Place:
        """Where the card a seat plays lies: in front of that seat."""
        return trick_place(seat, self.centre, self.card_width, self.card_height)

    def deck(self) -> Place:
        """Where the cards are dealt from."""
        return Place(self.centre.x(), self.centre.y(), 0.0)

    def pile(self, seat: Seat) -> Place:
        """Where a taken trick slides to: under the winner's hand."""
        centre = self._hand_centre[seat]
        return Place(centre.x(), centre.y(), ROTATION[seat])

    def hand_centre(self, seat: Seat) -> QPointF:
        return QPointF(self._hand_centre[seat])

    def taken(self, seat: Seat, count: int) -> list[Place]:
        """Where the penalty cards a seat took lie at the end of a hand: small, upright,
        in a row beside its name plate, on the side its hand was (left of the plate at
        South and North, below it at West and East), spread so each card's rank and suit
        show, within ``theme.TAKEN_ROW`` card widths."""
        w = self.card_width * theme.TAKEN_SCALE
        h = self.card_height * theme.TAKEN_SCALE
        room = theme.TAKEN_ROW * self.card_width - w
        step = min(w * theme.TAKEN_STEP, room / max(count - 1, 1))
        row = w + max(count - 1, 0) * step
        plate = self.label(seat)
        gap = theme.TAKEN_GAP * self.card_height
        if seat in (Seat.SOUTH, Seat.NORTH):
            left, top = plate.left() - gap - row, plate.center().y() - h / 2
        else:
            left, top = plate.center().x() - row / 2, plate.bottom() + gap
        left = min(max(left, self.margin), self.width - self.margin - row)
        top = min(max(top, self.margin), self.height - self.margin - h)
        return [Place(left + w / 2 + i * step, top + h / 2) for i in range(count)]

    # -- zones ---------------------------------------------------------------------

    def trick_zone(self) -> QRectF:
        """The drop target for playing a card: around the four trick places."""
        pad = theme.TRICK_ZONE_PAD * self.card_height
        half_w = theme.TRICK_OFFSET_X * self.card_width + self.card_width / 2 + pad
        half_h = theme.TRICK_OFFSET_Y * self.card_height + self.card_height / 2 + pad
        c = self.centre
        return QRectF(c.x() - half_w, c.y() - half_h, 2 * half_w, 2 * half_h)

    def pass_zone(self) -> QRectF:
        """The strip just above South's hand a card is dragged up into to choose it."""
        ch = self.card_height
        fan = self.fan_length(Seat.SOUTH)
        top_of_hand = self._hand_centre[Seat.SOUTH].y() - ch / 2
        pad = theme.PASS_ZONE_PAD * ch
        height = (theme.LIFT + theme.PASS_ZONE_HEIGHT) * ch
        return QRectF(
            self.width / 2 - fan / 2 - pad, top_of_hand - height, fan + 2 * pad, height + pad
        )

    def in_pass_zone(self, point: QPointF) -> bool:
        """Is a dragged card whose centre is at ``point`` out of the hand, into the pass area?"""
        rise = theme.LIFT * self.card_height * theme.PASS_ZONE_RISE
        limit = self._hand_centre[Seat.SOUTH].y() - rise
        return point.y() < limit

    # -- labels, button, messages -----------------------------------------------------

    def label(self, seat: Seat) -> QRectF:
        """The rectangle of a seat's name plate. One rule for every seat, as the screen
        shows it: at the upper right of its hand (right of South's and North's hands,
        above West's and East's)."""
        w = theme.LABEL_WIDTH * self.card_height
        h = theme.LABEL_HEIGHT * self.card_height
        gap = theme.LABEL_GAP * self.card_height
        centre = self._hand_centre[seat]
        half_fan = self.fan_length(seat) / 2
        if seat is Seat.SOUTH:
            x, y = centre.x() + half_fan + gap, centre.y() - h / 2
        elif seat is Seat.NORTH:  # level with the top of its hand, clear of East's plate
            x, y = centre.x() + half_fan + gap, centre.y() - self.card_height / 2
        else:
            x, y = centre.x() - w / 2, centre.y() - half_fan - gap - h
        x = min(max(x, self.margin), self.width - self.margin - w)
        y = min(max(y, self.margin), self.height - self.margin - h)
        return QRectF(x, y, w, h)

    def pass_button(self) -> QRectF:
        ch = self.card_height
        w, h = theme.PASS_BUTTON_WIDTH * ch, theme.PASS_BUTTON_HEIGHT * ch
        c = self.centre
        return QRectF(c.x() - w / 2, c.y() + theme.PASS_BUTTON_DROP * ch, w, h)

    def hint_button(self) -> QRectF:
        """The Hint button: just above South's name plate, as wide as it."""
        plate = self.label(Seat.SOUTH)
        h = theme.SIDE_BUTTON_HEIGHT * self.card_height
        gap = theme.LABEL_GAP * self.card_height
        return QRectF(plate.left(), max(self.margin, plate.top() - gap - h), plate.width(), h)

    def claim_button(self) -> QRectF:
        """Claim the Rest: level with the Hint button on the other side of South's hand,
        clear of the trick and of every hand."""
        hint = self.hint_button()
        return hint.translated(self.width - hint.right() - hint.left(), 0)

    def arrow(self) -> QRectF:
        """Where the pass-direction arrow is drawn (above the pass button)."""
        ch = self.card_height
        size = theme.ARROW_SIZE * ch
        c = self.centre
        top = c.y() - theme.ARROW_RAISE * ch - size * theme.ARROW_OVERHANG
        return QRectF(c.x() - size / 2, top, size, size)

    def banner(self) -> QRectF:
        """The end-of-hand and end-of-game message, over the middle of the table."""
        ch = self.card_height
        w = min(theme.BANNER_WIDTH * ch, self.width - 2 * self.margin)
        h = theme.BANNER_HEIGHT * ch
        c = self.centre
        return QRectF(c.x() - w / 2, c.y() - h / 2, w, h)

    def hearts_cue(self) -> QRectF:
        """The heart that glows under the trick when hearts are broken."""
        size = theme.HEARTS_CUE_SIZE * self.card_height
        c = self.centre
        return QRectF(c.x() - size / 2, c.y() - size / 2, size, size)

    def alert(self) -> QPointF:
        """Where the refusal of an illegal move is shown: between the trick and the hand."""
        south = self._hand_centre[Seat.SOUTH]
        raised_top = south.y() - self.card_height * (0.5 + theme.LIFT)
        return QPointF(south.x(), (raised_top + self.trick_zone().bottom()) / 2)
