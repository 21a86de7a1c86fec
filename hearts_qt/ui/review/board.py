"""The review's table: a reviewed hand at one step, in the table's own card art, cloth,
name plates and sizes, laid out at once (nothing animates, nothing is played here).

At the deal every hand shows as dealt; at the pass, the three cards each seat gave stand
out of its hand; at a trick, the hands hold what was left after it and the trick lies in
the middle, its winner's card ringed as on the table. A card of South's the Expert would
not have chosen is ringed in ``theme.REVIEW_FLAG``, the Expert's choice beside it.
"""

from __future__ import annotations

from collections.abc import Sequence

import shiboken6
from PySide6.QtCore import QPointF, QRect, QRectF
from PySide6.QtGui import QColor, QPainter, QPixmap
from PySide6.QtWidgets import QGraphicsScene, QStyleOptionGraphicsItem, QWidget

from hearts_qt.ai.verdict import HandCheck, Verdict
from hearts_qt.engine import Card, Seat
from hearts_qt.engine.review import HandReview, TrickReview
from hearts_qt.ui.card_renderer import CardRenderer
from hearts_qt.ui.review.layout import ReviewLayout
from hearts_qt.ui.review.steps import ReviewStep, StepKind
from hearts_qt.ui.review.texts import Names, ReviewTexts
from hearts_qt.ui.table import theme
from hearts_qt.ui.table.art import CardArt
from hearts_qt.ui.table.card_item import CardItem, paint_ring
from hearts_qt.ui.table.cloth import Cloth, FeltCloth
from hearts_qt.ui.table.items import SeatLabel, TagItem
from hearts_qt.ui.table.layout import HAND_SIZE, Place


class ReviewCard(CardItem):
    """A face-up card of the review, with a ring of its own colour when it is marked."""

    def __init__(self, art: CardArt, card: Card) -> None:
        super().__init__(art, card, face_up=True)
        self.ring: QColor | None = None

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        super().paint(painter, option, widget)
        if self.ring is not None:
            paint_ring(painter, self.art, self.ring)


class ReviewBoard(QGraphicsScene):
    """The cards and plates of one step of a reviewed hand."""

    def __init__(self, renderer: CardRenderer, names: Names, parent: QWidget | None = None):
        super().__init__(parent)
        self.art = CardArt(renderer, self._art_sharpened)
        self.layout = ReviewLayout(800, 600, self.art.aspect)
        self.names = names
        self.texts = ReviewTexts(names, self)
        self.cloth: Cloth = FeltCloth("green")
        self._background: QPixmap | None = None
        self.labels = {seat: SeatLabel() for seat in Seat}
        self.tags = [TagItem(theme.Z_LABEL) for _ in Seat]
        """Pills over the board: where each seat's pass went, or who led and the Expert."""
        for item in (*self.labels.values(), *self.tags):
            self.addItem(item)
        self.hands: dict[Seat, list[ReviewCard]] = {seat: [] for seat in Seat}
        self.trick: list[tuple[Seat, ReviewCard]] = []
        self.expert: list[ReviewCard] = []
        self._shown: tuple[HandReview, ReviewStep, HandCheck | None] | None = None

    # -- size and looks -----------------------------------------------------------------

    def set_size(self, width: float, height: float, ratio: float) -> None:
        self.setSceneRect(0, 0, width, height)
        self.layout = ReviewLayout(width, height, self.art.aspect)
        self.art.set_size(self.layout.card_height, ratio)
        self._background = None
        self._lay_out()

    def _art_sharpened(self) -> None:
        """Sharp art replaced the stand-ins (``CardArt``): paint again, if still here."""
        if shiboken6.isValid(self):
            self.update()

    def set_cloth(self, cloth: Cloth) -> None:
        self.cloth, self._background = cloth, None
        self.update()

    def art_changed(self) -> None:
        """The deck or its back changed: draw every card again."""
        self.art.forget()
        rect = self.sceneRect()
        self.set_size(rect.width(), rect.height(), self.art.ratio)

    # -- what is shown --------------------------------------------------------------------

    def show_step(self, review: HandReview, step: ReviewStep, check: HandCheck | None) -> None:
        self._shown = (review, step, check)
        self._lay_out()

    def cards(self) -> list[ReviewCard]:
        found = [item for items in self.hands.values() for item in items]
        return found + [item for _, item in self.trick] + self.expert

    def _clear(self) -> None:
        for item in self.cards():
            self.removeItem(item)
            shiboken6.delete(item)  # at a known moment, as the table's cards are
        self.hands = {seat: [] for seat in Seat}
        self.trick, self.expert = [], []
        for tag in self.tags:
            tag.hide()

    def _lay_out(self) -> None:
        self._clear()
        if self._shown is None:
            return
        review, step, check = self._shown
        trick = step.trick
        if step.kind is StepKind.TRICK and trick is not None:
            self._show_hands(trick.held, {})
            self._show_trick(trick, check.for_trick(trick.number - 1) if check else None)
        elif step.kind is StepKind.PASS:
            passed = {seat: set(review.passed[seat]) for seat in Seat}
            self._show_hands(review.dealt, passed)
            self._tag_passes(review)
            verdict = check.on_pass if check else None
            if verdict is not None:
                self._show_expert_pass(verdict, passed[Seat.SOUTH])
        else:
            self._show_hands(review.dealt, {})
        self._show_plates(review, trick)

    def _card(self, card: Card, place: Place, z: float) -> ReviewCard:
        item = ReviewCard(self.art, card)
        self.addItem(item)
        item.place_now(place)
        item.setZValue(z)
        return item

    def _show_hands(self, held: Sequence[Sequence[Card]], passed: dict[Seat, set[Card]]) -> None:
        for seat in Seat:
            places = self.layout.hand(seat, len(held[seat]))
            for index, (card, place) in enumerate(zip(held[seat], places, strict=True)):
                out = card in passed.get(seat, ())
                where = self.layout.passed(seat, place) if out else place
                z = theme.Z_HAND + index + (HAND_SIZE if out else 0)  # passed: on top
                item = self._card(card, where, z)
                item.highlighted = out
                self.hands[seat].append(item)

    def _tag_passes(self, review: HandReview) -> None:
        """ "to North" over the three cards each seat passes."""
        height = self.layout.card_height
        for tag, seat in zip(self.tags, Seat, strict=True):
            out = [i for i in self.hands[seat] if i.card in review.passed[seat]]
            if not out:
                continue
            x = sum(i.x() for i in out) / len(out)
            text = self.texts.passed_to(review.receiver(seat))
            if seat is Seat.NORTH:  # under its cards, toward the middle: above is the edge
                below = max(i.y() for i in out) + height / 2
                tag.show_text(text, QPointF(x, below + theme.TAG_HEIGHT * height), height)
            else:
                tag.show_above(text, x, min(i.y() for i in out) - height / 2, height)

    def _show_trick(self, trick: TrickReview, verdict: Verdict | None) -> None:
        for index, (seat, card) in enumerate(trick.cards):
            item = self._card(card, self.layout.trick(seat), theme.Z_TRICK + index)
            item.highlighted = seat is trick.winner
            if seat is Seat.SOUTH and verdict is not None:
                item.ring = theme.REVIEW_FLAG
            self.trick.append((seat, item))
        led, height = self.texts.led_tag(), self.layout.card_height
        where = self.layout.led_tag(trick.leader, *self.tags[0].size_for(led, height))
        self.tags[0].show_text(led, where, height)
        if verdict is not None and verdict.better:
            place = self.layout.expert()
            item = self._card(verdict.better[0], place, theme.Z_TRICK + 4)
            item.ring = theme.REVIEW_EXPERT
            self.expert.append(item)
            top = place.y - self.layout.card_height / 2
            self.tags[1].show_above(self.texts.expert_tag(), place.x, top, self.layout.card_height)

    def _show_expert_pass(self, verdict: Verdict, passed: set[Card]) -> None:
        for item in self.hands[Seat.SOUTH]:
            if item.card in passed:
                item.ring = theme.REVIEW_FLAG
        places = self.layout.expert_pass(len(verdict.better))
        for index, (card, place) in enumerate(zip(verdict.better, places, strict=True)):
            item = self._card(card, place, theme.Z_TRICK + index)
            item.ring = theme.REVIEW_EXPERT
            self.expert.append(item)
        if places:
            middle = places[len(places) // 2]
            top = middle.y - self.layout.card_height / 2
            self.tags[1].show_above(self.texts.expert_tag(), middle.x, top, self.layout.card_height)

    def _show_plates(self, review: HandReview, trick: TrickReview | None) -> None:
        """Each plate: the points taken so far this hand and the game's total before it;
        after the last trick, the hand's score (a moon counted) and the totals after."""
        last = trick is not None and trick.number == len(review.tricks)
        for seat, label in self.labels.items():
            label.set_rect(self.layout.label(seat), self.layout.card_height)
            if last:
                points, total = review.result.points[seat], review.result.totals[seat]
            else:
                points = trick.running[seat] if trick is not None else 0
                total = review.totals_before[seat]
            label.set_score(self.names(seat), points, total)
            label.set_on_turn(trick is not None and seat is trick.winner)

    # -- Qt overrides -------------------------------------------------------------------

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        if self._background is None:
            self._background = self.cloth.pixmap(self.sceneRect(), self.art.ratio)
        painter.drawPixmap(self.sceneRect().topLeft(), self._background)
