"""The table as a list of things a screen reader can name: South's cards from left to
right, the cards of the trick in the order they were played, then the four seats.

Everything is read from what the table shows (its scene, its name plates, its state)
and from what the controller says South may do (``legal_plays``), at the moment a
reader asks: nothing is copied, so nothing goes stale, and nothing runs when no reader
asks.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import TYPE_CHECKING

from PySide6.QtCore import QPoint, QPointF, QRect, QRectF
from PySide6.QtGui import QAccessible

from hearts_qt.engine import Card, Seat
from hearts_qt.ui.table.accessible import words
from hearts_qt.ui.table.phase import TablePhase

if TYPE_CHECKING:
    from hearts_qt.ui.table.card_item import CardItem
    from hearts_qt.ui.table.view import TableView


class Kind(Enum):
    HAND = "hand"
    """One of South's cards."""
    TRICK = "trick"
    """A card of the trick on the table."""
    SEAT = "seat"


@dataclass(frozen=True, slots=True)
class Spot:
    """What one child of the table stands for: South's ``card``, the ``card`` that
    ``seat`` played to the trick, or ``seat`` itself."""

    kind: Kind
    seat: Seat
    card: Card | None = None


def hand_spot(card: Card) -> Spot:
    return Spot(Kind.HAND, Seat.SOUTH, card)


def spots(view: TableView) -> list[Spot]:
    scene = view.table
    hand = [hand_spot(card) for card in scene.south_cards()]
    trick = [Spot(Kind.TRICK, seat, item.card) for seat, item in scene.trick if item.card]
    return [*hand, *trick, *(Spot(Kind.SEAT, seat) for seat in Seat)]


def item(view: TableView, spot: Spot) -> CardItem | None:
    """The card on the table that ``spot`` names (None for a seat, or a card gone)."""
    scene = view.table
    if spot.kind is Kind.HAND and spot.card is not None:
        return scene.south_item(spot.card)
    if spot.kind is Kind.TRICK:
        return next((i for s, i in scene.trick if s is spot.seat and i.card == spot.card), None)
    return None


def name(view: TableView, spot: Spot) -> str:
    card = spot.card
    if spot.kind is Kind.SEAT or card is None:
        seat = spot.seat
        to_play = view.turn is seat and view.phase is TablePhase.PLAYING
        points, total = view.hand_points[seat], view.totals[seat]
        return words.seat(view.names[seat], points, total, to_play=to_play)
    if spot.kind is Kind.TRICK:
        takes = (shown := item(view, spot)) is not None and shown.highlighted
        return words.played_card(view.names[spot.seat], card, takes=takes)
    chosen = card in view.table.chosen_cards()
    playable = card in view.controller.legal_plays() if view.south.to_play() else None
    return words.hand_card(card, playable=playable, chosen=chosen)


def role(spot: Spot) -> QAccessible.Role:
    return QAccessible.Role.ListItem if spot.kind is Kind.HAND else QAccessible.Role.StaticText


def state(view: TableView, spot: Spot) -> QAccessible.State:
    """A card of South's: focusable; focused under the keyboard ring (while the table has
    the keyboard); selectable while passing, selected once chosen; disabled when South is
    to play and may not play it. The others: read only."""
    result = QAccessible.State()
    result.readOnly = spot.kind is not Kind.HAND
    shown = item(view, spot)
    if spot.kind is not Kind.HAND or shown is None or spot.card is None:
        return result
    result.focusable = True
    result.focused = shown is view.table.focused and view.hasFocus()
    passing = view.phase is TablePhase.PASSING and view.south.human()
    result.selectable = passing
    result.selected = shown in view.table.chosen[Seat.SOUTH]
    result.disabled = view.south.to_play() and spot.card not in view.controller.legal_plays()
    return result


def scene_rect(view: TableView, spot: Spot) -> QRectF:
    """Where ``spot`` lies on the table (its card's face, or its name plate)."""
    if spot.kind is Kind.SEAT:
        return view.table.decor.labels[spot.seat].rect
    shown = item(view, spot)
    if shown is None:
        return QRectF()
    return shown.mapToScene(shown.shape()).boundingRect()


def screen_rect(view: TableView, spot: Spot) -> QRect:
    area = scene_rect(view, spot)
    if area.isEmpty():
        return QRect()
    on_view = view.mapFromScene(area).boundingRect()
    return QRect(view.viewport().mapToGlobal(on_view.topLeft()), on_view.size())


def spot_at(view: TableView, screen: QPoint) -> Spot | None:
    """The spot under a point of the screen: South's card whose visible part is there, a
    card of the trick (the one on top), or a name plate."""
    point = view.mapToScene(view.viewport().mapFromGlobal(screen))
    scene = view.table
    south = scene.south_card_at(point)
    if south is not None and south.card is not None:
        return hand_spot(south.card)
    for seat, shown in reversed(scene.trick):
        if shown.card is not None and shown.contains(shown.mapFromScene(QPointF(point))):
            return Spot(Kind.TRICK, seat, shown.card)
    for seat, label in scene.decor.labels.items():
        if label.rect.contains(point):
            return Spot(Kind.SEAT, seat)
    return None
