"""The table: one item per card, where each card is, and the moves between places.

The scene knows where cards lie (the hands, the cards chosen to pass, the trick, the
penalty cards shown at the end of a hand) and
moves them when told; it does not know the rules or the controller. Whatever changes,
``relayout`` sends every card to the place the layout gives it now, so the deal, a play,
the hand closing up and a resize are one mechanism. Mouse input on South's cards becomes
signals (clicked, double-clicked, dropped on a zone) for the view to turn into intents;
a playable card under the resting mouse rises a little.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence

import shiboken6
from PySide6.QtCore import QPointF, QRect, QRectF, Qt, Signal
from PySide6.QtGui import QPainter, QPixmap
from PySide6.QtWidgets import QGraphicsScene, QGraphicsSceneMouseEvent, QWidget

from hearts_qt.engine import Card, PassDirection, Seat
from hearts_qt.ui.card_renderer import CardRenderer
from hearts_qt.ui.table import theme
from hearts_qt.ui.table.animation import Animator, HoverLift
from hearts_qt.ui.table.art import CardArt
from hearts_qt.ui.table.card_item import CardItem, Target, paint_ring, ring_path
from hearts_qt.ui.table.cloth import Cloth, FeltCloth
from hearts_qt.ui.table.decor import Decor
from hearts_qt.ui.table.drag import CardDrag
from hearts_qt.ui.table.last_trick import LastTrickItem
from hearts_qt.ui.table.layout import TableLayout
from hearts_qt.ui.table.zones import Zone, ZoneAnswer


class TableScene(QGraphicsScene):
    """The cards and everything else on the felt.

    Signals:
        card_clicked(Card): South's card pressed and released without a drag.
        card_double_clicked(Card)
        card_dropped(Card, str zone): a dragged card let go over "trick", "pass" or "hand".
        table_clicked(): a click on the felt, away from the cards and the button.
    """

    card_clicked = Signal(object)
    card_double_clicked = Signal(object)
    card_dropped = Signal(object, str)
    table_clicked = Signal()
    plate_clicked = Signal(object)
    """A seat's name plate was clicked (the seat)."""
    card_pressed_not_now = Signal(object)
    """A press on one of South's cards while South may not act (the card, or None for a
    card not yet known): the view says why, or lets the moving cards land at once."""
    focus_moved = Signal()
    """The keyboard focus ring went to another of South's cards (``focused``), or away."""
    chosen_toggled = Signal(object)
    """South's card (a Card) was chosen for the pass, or put back."""

    def __init__(self, renderer: CardRenderer, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.art = CardArt(renderer, self._art_sharpened)
        self.animator = Animator(self)
        self.layout = TableLayout(800, 600, self.art.aspect)
        self.decor = Decor(self)
        self.hands: dict[Seat, list[CardItem]] = {seat: [] for seat in Seat}
        self.focused: CardItem | None = None
        """The card with the keyboard focus ring (see ``keys.HandFocus``)."""
        self.chosen: dict[Seat, list[CardItem]] = {seat: [] for seat in Seat}
        self.pass_count = 3
        """How many cards each seat passes in the game shown (set by the view)."""
        self.received: list[CardItem] = []
        self.hinted: list[CardItem] = []
        """South's cards a hint shows: they rise a little, outlined."""
        self.open_hands: set[Seat] = set()
        """Opponents whose cards lie face up (a claim)."""
        self.trick: list[tuple[Seat, CardItem]] = []
        self.waiting: CardItem | None = None
        """South's card let go on the trick, until the game takes it or refuses it: it
        stays where it was dropped (a network table answers a moment later)."""
        self.leaving: list[CardItem] = []
        self.shown_taken: dict[Seat, list[CardItem]] = {seat: [] for seat in Seat}
        """The penalty cards each seat took, face up beside its name, after a hand."""
        self.last_trick = LastTrickItem(self.art)
        """A trick already taken, shown again for a moment (see ``LastTrickLook``)."""
        self.addItem(self.last_trick)
        self.hover = HoverLift(self.animator, self)
        self.may_touch: Callable[[], bool] = lambda: False
        """Whether South's cards answer the mouse now (set by the view)."""
        self.zone_answer: Callable[[Card, Zone], ZoneAnswer] = lambda _card, _zone: "shown"
        """How a zone looks while ``card`` is dragged over it."""
        self.may_lift: Callable[[Card], bool] = lambda _card: False
        """Whether South's ``card`` rises under the mouse now (set by the view)."""
        self.drag = CardDrag(self)
        self._felt_press = False
        self._not_now_press = False
        """The press went to a card South may not touch now: its release is ours too."""
        self._background: QPixmap | None = None
        self.cloth: Cloth = FeltCloth("green")
        """What the table is covered with (``set_cloth``)."""

    # -- size -------------------------------------------------------------------------

    def set_size(self, width: float, height: float, ratio: float, animate: bool = True) -> None:
        """The view was resized (or moved to a screen with another pixel ratio)."""
        self.setSceneRect(0, 0, width, height)
        self.layout = TableLayout(width, height, self.art.aspect)
        self._background = None
        if self.art.set_size(self.layout.card_height, ratio):
            for item in self.cards():
                item.geometry_changed()
        self.decor.place(self.layout)
        self.hover.card_height = self.layout.card_height
        self.relayout(theme.RESIZE_MS if animate else 0)
        if self.decor.received_tag.isVisible():
            self._place_received_tag()

    def art_changed(self) -> None:
        """The deck or back changed: paint every card again. A deck of other proportions
        lays the table out again at once."""
        self.art.forget()
        if self.art.aspect != self.layout.aspect:
            rect = self.sceneRect()
            self.set_size(rect.width(), rect.height(), self.art.ratio, animate=False)
        for item in self.cards():
            item.geometry_changed()

    def _art_sharpened(self) -> None:
        """Sharp art replaced the stand-ins a resize showed (``CardArt``): paint again."""
        if not shiboken6.isValid(self):
            return
        for item in self.cards():
            item.update()
        self.last_trick.update()

    def set_cloth(self, cloth: Cloth) -> None:
        """Cover the table with ``cloth`` from the next frame on."""
        if cloth is self.cloth:
            return
        self.cloth = cloth
        self._background = None
        self.update()

    # -- what is where ------------------------------------------------------------------

    def cards(self) -> list[CardItem]:
        found = [item for items in self.hands.values() for item in items]
        shown = [item for items in self.shown_taken.values() for item in items]
        return found + [item for _, item in self.trick] + self.leaving + shown

    def south_item(self, card: Card) -> CardItem | None:
        return next((item for item in self.hands[Seat.SOUTH] if item.card == card), None)

    def south_cards(self) -> tuple[Card, ...]:
        return tuple(item.card for item in self.hands[Seat.SOUTH] if item.card is not None)

    def chosen_cards(self) -> tuple[Card, ...]:
        return tuple(item.card for item in self.chosen[Seat.SOUTH] if item.card is not None)

    def targets(self) -> dict[CardItem, Target]:
        """Where every card belongs now."""
        result: dict[CardItem, Target] = {}
        for seat, items in self.hands.items():
            if seat is not Seat.SOUTH and self.chosen[seat]:
                result.update(self._set_aside(seat, items))
                continue
            lifted = set(self.chosen[seat]) | set(self.received)
            for index, (item, place) in enumerate(
                zip(items, self.layout.hand(seat, len(items)), strict=True)
            ):
                if item in lifted:
                    place = self.layout.lifted(seat, place)
                elif item in self.hinted:
                    place = self.layout.lifted(seat, place, theme.HINT_LIFT)
                elif item is self.focused:
                    place = self.layout.lifted(seat, place, theme.FOCUS_LIFT)
                z = theme.Z_HAND + index
                result[item] = Target(place, seat is Seat.SOUTH or seat in self.open_hands, z)
        for index, (seat, item) in enumerate(self.trick):
            result[item] = Target(self.layout.trick(seat), True, theme.Z_TRICK + index)
        for seat, items in self.shown_taken.items():
            places = self.layout.taken(seat, len(items))
            for index, (item, place) in enumerate(zip(items, places, strict=True)):
                z = theme.Z_SHOWN_TAKEN + index
                result[item] = Target(place, True, z, scale=theme.TAKEN_SCALE)
        return result

    def _set_aside(self, seat: Seat, items: list[CardItem]) -> dict[CardItem, Target]:
        """An opponent that has chosen its pass: the rest of its hand closes up and the
        cards it passes wait in a small fan of their own, on top, toward the middle."""
        chosen = [item for item in items if item in self.chosen[seat]]
        kept = [item for item in items if item not in self.chosen[seat]]
        result: dict[CardItem, Target] = {}
        for index, (item, place) in enumerate(
            zip(kept, self.layout.hand(seat, len(kept)), strict=True)
        ):
            result[item] = Target(place, False, theme.Z_HAND + index)
        for index, (item, place) in enumerate(
            zip(chosen, self.layout.hand(seat, len(chosen)), strict=True)
        ):
            z = theme.Z_HAND + len(items) + index
            result[item] = Target(self.layout.lifted(seat, place), False, z)
        return result

    def relayout(self, ms: int, delays: dict[CardItem, int] | None = None) -> None:
        """Send every card to its place, over ``ms`` (normal speed); the dragged one stays."""
        dragged = self.drag.dragged
        self.hover.set(None)
        for item, target in self.targets().items():
            if item is not dragged and item is not self.waiting:
                self.animator.move(item, target, ms, (delays or {}).get(item, 0))

    # -- the moves of a hand --------------------------------------------------------------

    def clear(self) -> None:
        """Take every card off the table (a new game or a new deal)."""
        self.drag.cancel()
        self.hover.reset()
        for item in self.cards():
            self._discard(item)
        for seat in Seat:
            self.hands[seat].clear()
            self.chosen[seat].clear()
            self.shown_taken[seat].clear()
        self.received.clear()
        self.hinted.clear()
        self.decor.received_tag.hide()
        self.decor.received_tag.text = ""
        self.open_hands.clear()
        self.trick.clear()
        self.leaving.clear()
        self.focused = None
        self.waiting = None

    def deal(self, south: Sequence[Card]) -> None:
        """Thirteen cards to each seat, flying from the middle one at a time, in turn."""
        self.clear()
        deck = self.layout.deck()
        for seat in Seat:
            for index in range(13):
                item = CardItem(self.art, south[index] if seat is Seat.SOUTH else None)
                item.place_now(deck)
                # The deck shows as a few cards; the rest appear as they leave it, so
                # fifty shadows do not pile up into a black smudge.
                item.setOpacity(1.0 if index * 4 + seat >= 48 else 0.0)
                self.addItem(item)
                self.hands[seat].append(item)
        delays = {
            self.hands[Seat(seat)][index]: (index * 4 + seat) * theme.DEAL_STAGGER_MS
            for seat in range(4)
            for index in range(13)
        }
        self.relayout(theme.DEAL_MS, delays)

    def restore(
        self,
        south: Sequence[Card],
        counts: Sequence[int],
        trick: Sequence[tuple[Seat, Card]],
        chosen: Mapping[Seat, Sequence[Card]],
    ) -> None:
        """Lay out a hand part-way through (a resumed game), without animation.

        ``chosen`` lists the seats that have chosen their pass (the cards only for South).
        """
        self.clear()
        for seat in Seat:
            for index in range(counts[seat]):
                card = south[index] if seat is Seat.SOUTH else None
                item = CardItem(self.art, card, face_up=seat is Seat.SOUTH)
                self.addItem(item)
                self.hands[seat].append(item)
        for seat, card in trick:
            item = CardItem(self.art, card, face_up=True)
            self.addItem(item)
            self.trick.append((seat, item))
        for seat, cards in chosen.items():
            self._choose(seat, cards)
        for item, target in self.targets().items():
            self.animator.place_now(item, target)

    def set_chosen(self, seat: Seat, cards: Iterable[Card] = ()) -> None:
        """South's chosen cards rise out of the hand; another seat's (unknown) move toward
        the centre, to show it has chosen."""
        self._choose(seat, cards)
        self.relayout(theme.PASS_CHOOSE_MS)

    def _choose(self, seat: Seat, cards: Iterable[Card] = ()) -> None:
        if seat is Seat.SOUTH:
            wanted = set(cards)
            self.chosen[seat] = [i for i in self.hands[seat] if i.card in wanted]
        else:
            items = self.hands[seat]
            first = max(0, (len(items) - self.pass_count) // 2)
            self.chosen[seat] = items[first : first + self.pass_count]

    def toggle_chosen(self, card: Card) -> None:
        item = self.south_item(card)
        if item is None:
            return
        chosen = self.chosen[Seat.SOUTH]
        was = len(chosen)
        if item in chosen:
            chosen.remove(item)
        elif len(chosen) < self.pass_count:
            chosen.append(item)
        self.relayout(theme.PASS_CHOOSE_MS)
        if len(chosen) != was:
            self.chosen_toggled.emit(card)

    def exchange(
        self, direction: PassDirection, received: Sequence[Card], passed: Sequence[Card]
    ) -> None:
        """Every seat's chosen cards fly to the seat they are passed to; South's
        received cards turn face up on the way and stay raised for a moment."""
        self._choose(Seat.SOUTH, passed)
        for seat in Seat:
            if len(self.chosen[seat]) != self.pass_count:
                self._choose(seat)
        moving = {seat: list(self.chosen[seat]) for seat in Seat}
        for seat in Seat:
            for item in moving[seat]:
                self.hands[seat].remove(item)
            self.chosen[seat].clear()
        for giver in Seat:
            receiver = direction.receiver(giver)
            items = moving[giver]
            if receiver is Seat.SOUTH:
                for item, card in zip(items, sorted(received), strict=True):
                    item.card = card
                    item.set_marks(highlighted=True)
                self.received = list(items)
            hand = self.hands[receiver]
            middle = len(hand) // 2
            hand[middle:middle] = items
        self.hands[Seat.SOUTH].sort(key=_card_index)
        self.relayout(theme.PASS_MS)

    def set_hinted(self, items: list[CardItem]) -> None:
        """Outline South's ``items`` and raise them a little (none: put them back)."""
        for item in self.hinted:
            if item not in items:
                item.set_marks(highlighted=item in self.received)
        self.hinted = [i for i in items if i in self.hands[Seat.SOUTH]]
        for item in self.hinted:
            item.set_marks(highlighted=True)
        self.relayout(theme.PASS_CHOOSE_MS)

    def tag_received(self, text: str) -> None:
        """Name where the raised received cards came from ("from West"), over them."""
        self.decor.received_tag.text = text
        self._place_received_tag()

    def _place_received_tag(self) -> None:
        tag = self.decor.received_tag
        targets = self.targets()
        places = [targets[item].place for item in self.received if item in targets]
        if not places or not tag.text:
            tag.hide()
            return
        # over the received card nearest the middle of them: never over a card kept
        # when they are not side by side in the sorted hand
        middle = (min(p.x for p in places) + max(p.x for p in places)) / 2
        x = min((p.x for p in places), key=lambda px: abs(px - middle))
        top = min(p.y for p in places) - self.layout.card_height / 2
        tag.show_above(tag.text, x, top, self.layout.card_height)

    def settle_received(self) -> None:
        """The received cards stop being raised and highlighted."""
        self.decor.received_tag.hide()
        self.decor.received_tag.text = ""
        if self.received:
            for item in self.received:
                item.set_marks(highlighted=False)
            self.received.clear()
            self.relayout(theme.CLOSE_UP_MS)

    def play(self, seat: Seat, card: Card) -> None:
        """A card leaves a hand for the trick; an opponent's turns face up as it flies."""
        if seat is Seat.SOUTH:
            self.settle_received()
            self.waiting = None
        hand = self.hands[seat]
        item = next((i for i in hand if i.card == card), None)
        if item is None:
            unknown = [i for i in hand if i.card is None] or hand
            item = unknown[len(unknown) // 2]
            item.card = card
        hand.remove(item)
        item.set_marks(dimmed=False, focused=False, highlighted=False)
        if item in self.chosen[seat]:
            self.chosen[seat].remove(item)
        self.trick.append((seat, item))
        self.relayout(theme.PLAY_MS)

    def show_hand(self, seat: Seat, cards: Sequence[Card]) -> None:
        """An opponent lays its hand face up (it claims the rest): its cards turn over."""
        items = self.hands[seat]
        for item, card in zip(items, sorted(cards), strict=False):
            item.card = card
        self.open_hands.add(seat)
        self.relayout(theme.PASS_CHOOSE_MS)

    def collect(self, winner: Seat) -> None:
        """The trick slides under its winner's hand and fades."""
        self._sweep()
        pile = self.layout.pile(winner)
        for index, (_seat, item) in enumerate(self.trick):
            target = Target(pile, True, theme.Z_TAKEN + index, opacity=0.0, raised=False)
            self.animator.move(item, target, theme.COLLECT_MS)
            self.leaving.append(item)
        self.trick.clear()

    def show_taken(self, taken: Mapping[Seat, Sequence[Card]]) -> None:
        """The end of a hand: each seat's penalty cards rise face up from its pile into a
        small fan beside its name (the cards stay until the next deal)."""
        self._sweep()
        delays: dict[CardItem, int] = {}
        for seat in Seat:
            pile = Target(self.layout.pile(seat), False, theme.Z_SHOWN_TAKEN, opacity=0.0)
            for index, card in enumerate(taken.get(seat, ())):
                item = CardItem(self.art, card)
                self.animator.place_now(item, pile)
                self.addItem(item)
                self.shown_taken[seat].append(item)
                delays[item] = index * theme.TAKEN_STAGGER_MS
        self.relayout(theme.TAKEN_MS, delays)

    def _sweep(self) -> None:
        """Remove the cards of earlier tricks that have finished fading."""
        running = set(self.animator.moving())
        for item in [i for i in self.leaving if i not in running]:
            self.leaving.remove(item)
            self._discard(item)

    def _discard(self, item: CardItem) -> None:
        """Take ``item`` off the table for good and delete it now.

        The scene owns every card from ``addItem`` to here. Nothing else may hold a card
        past this point (the animations are stopped, the lift and focus let go), and the
        card is deleted here, at a known moment, rather than whenever the last Python
        reference happens to go: inside a Qt destructor, that was a crash.
        """
        self.animator.forget(item)
        self.hover.forget(item)
        if self.focused is item:
            self.focused = None
        self.removeItem(item)
        shiboken6.delete(item)

    def set_dimmed(self, playable: Iterable[Card] | None) -> None:
        """Dim South's cards that are not ``playable`` (None: dim nothing)."""
        allowed = None if playable is None else set(playable)
        for item in self.hands[Seat.SOUTH]:
            item.set_marks(dimmed=allowed is not None and item.card not in allowed)

    # -- the mouse -------------------------------------------------------------------

    def south_card_at(self, point: QPointF) -> CardItem | None:
        hand = set(self.hands[Seat.SOUTH])
        for item in self.items(point, Qt.ItemSelectionMode.IntersectsItemShape):
            if isinstance(item, CardItem):
                return item if item in hand else None
        return None

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.drag.cancel()
        self._felt_press = self._not_now_press = False
        if self.last_trick.isVisible():  # any click puts the trick looked at away
            self.last_trick.hide()
            self._not_now_press = True
            event.accept()
            return
        if event.button() == Qt.MouseButton.LeftButton:
            seat = self._plate_at(event.scenePos())
            if seat is not None:
                self._not_now_press = True
                event.accept()
                self.plate_clicked.emit(seat)
                return
        if event.button() == Qt.MouseButton.LeftButton:
            item = self.south_card_at(event.scenePos())
            if item is not None and self.may_touch():
                self.drag.start(item, event.scenePos())
                event.accept()
                return
            if item is not None:
                event.accept()
                self._not_now_press = True
                self.card_pressed_not_now.emit(item.card)
                return
        super().mousePressEvent(event)
        left = event.button() == Qt.MouseButton.LeftButton
        self._felt_press = left and self.mouseGrabberItem() is None
        if self._felt_press:
            event.accept()

    def _plate_at(self, point: QPointF) -> Seat | None:
        return next((s for s, p in self.decor.labels.items() if p.rect.contains(point)), None)

    def show_last_trick(
        self, cards: Sequence[tuple[Seat, Card]], winner: Seat, caption: str
    ) -> None:
        self.last_trick.show_trick(cards, winner, caption, self.layout.centre)

    def mark_winner(self, seat: Seat) -> None:
        """Ring the card that wins the trick lying on the table."""
        for player, item in self.trick:
            item.set_marks(highlighted=player is seat)

    def hover_at(self, point: QPointF | None) -> None:
        """Lift the playable card under the mouse at ``point`` (None: the mouse left);
        nothing rises while cards move."""
        item = None if point is None or self.animator.running else self.south_card_at(point)
        if item is not None and (item.card is None or not self.may_lift(item.card)):
            item = None
        self.hover.set(item)

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.drag.active:
            self.drag.move(event.scenePos())
        else:
            self.hover_at(event.scenePos())
            super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.drag.active:
            event.accept()
            self.drag.finish()
            return
        if self._not_now_press:
            self._not_now_press = False
            event.accept()
            return
        super().mouseReleaseEvent(event)
        if self._felt_press:
            self._felt_press = False
            event.accept()
            self.table_clicked.emit()

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self.may_touch():
            item = self.south_card_at(event.scenePos())
            if item is not None and item.card is not None:
                self.drag.cancel()
                event.accept()
                self.card_double_clicked.emit(item.card)
                return
        super().mouseDoubleClickEvent(event)

    # -- the felt -------------------------------------------------------------------

    def set_focused(self, item: CardItem | None) -> None:
        """Put the keyboard focus ring on ``item`` (None: nowhere)."""
        previous, self.focused = self.focused, item
        for card in (previous, item):
            if card is not None:
                card.set_marks(focused=card is item)
        if previous is not item:
            self.relayout(theme.FOCUS_MOVE_MS)
            self.focus_moved.emit()

    def drawForeground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        """The keyboard focus ring, over the cards but only around the visible part of
        its card (the focused card also rises a little), so it never takes in the strip
        of the next card. It lies within its card's bounding rect, so moving or marking
        the card repaints it."""
        item = self.focused
        if item is None or item.scene() is not self or not item.isVisible():
            return
        visible = item.sceneTransform().map(ring_path(item.art))
        for other in self.hands[Seat.SOUTH]:
            if other is not item and other.zValue() > item.zValue() and other.isVisible():
                visible = visible.subtracted(other.mapToScene(other.shape()))
        painter.save()
        paint_ring(painter, item.art, theme.FOCUS, visible)
        painter.restore()

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        ratio = self.art.ratio
        if self._background is None:
            self._background = self.cloth.pixmap(self.sceneRect(), ratio)
        painter.drawPixmap(self.sceneRect().topLeft(), self._background)


def _card_index(item: CardItem) -> int:
    return item.card.index if item.card is not None else -1
