"""South's card under a pressed mouse button: a click, or a drag that starts past Qt's
start distance, lights the zone it is over and ends with the card let go there."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF
from PySide6.QtWidgets import QApplication

from hearts_qt.ui.table import theme
from hearts_qt.ui.table.card_item import CardItem
from hearts_qt.ui.table.zones import Zone

if TYPE_CHECKING:
    from hearts_qt.ui.table.scene import TableScene


class CardDrag:
    """The press on one of South's cards, from the press to the release."""

    def __init__(self, scene: TableScene) -> None:
        self.scene = scene
        self._press: tuple[CardItem, QPointF, QPointF] | None = None
        self._dragging = False

    @property
    def active(self) -> bool:
        return self._press is not None

    @property
    def dragged(self) -> CardItem | None:
        """The card following the mouse now, if any."""
        return self._press[0] if self._press is not None and self._dragging else None

    def start(self, item: CardItem, point: QPointF) -> None:
        self._press = (item, QPointF(point), item.pos())
        self._dragging = False

    def move(self, point: QPointF) -> None:
        if self._press is None:
            return
        item, start, origin = self._press
        offset = point - start
        scene = self.scene
        if not self._dragging:
            if offset.manhattanLength() < QApplication.startDragDistance():
                return
            self._dragging = True
            scene.hover.set(None)
            scene.animator.forget(item)
            item.setZValue(theme.Z_DRAGGED)
        item.setPos(origin + offset)
        if item.card is not None:
            zone = self.zone_of(item)
            scene.decor.show_zones_for(item, zone, scene.zone_answer(item.card, zone))

    def finish(self) -> None:
        """The button is released: a drop on a zone, or a click; the card goes home
        unless the view, told of it, sends it somewhere else."""
        if self._press is None:
            return
        item = self._press[0]
        dragged = self._dragging
        zone = self.zone_of(item)
        self.cancel()
        if item.card is not None:
            if dragged:
                self.scene.card_dropped.emit(item.card, zone)
            else:
                self.scene.card_clicked.emit(item.card)
        self.scene.relayout(theme.SLIDE_BACK_MS)

    def cancel(self) -> None:
        self._press = None
        self._dragging = False
        self.scene.decor.show_zones_for(None, "hand", "shown")

    def zone_of(self, item: CardItem) -> Zone:
        """Where a card let go at its current position would go."""
        centre = item.pos()
        layout = self.scene.layout
        zones = self.scene.decor.active_zones
        if "trick" in zones and layout.trick_zone().contains(centre):
            return "trick"
        if "pass" in zones and layout.in_pass_zone(centre):
            return "pass"
        return "hand"
