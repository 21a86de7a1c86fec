"""Everything on the table that is not a card, kept in its place by the layout."""

from __future__ import annotations

from PySide6.QtCore import QObject, QTimer
from PySide6.QtWidgets import QGraphicsScene

from hearts_qt.engine import PassDirection, Seat
from hearts_qt.ui.table import theme
from hearts_qt.ui.table.card_item import CardItem
from hearts_qt.ui.table.cue import HeartsCue
from hearts_qt.ui.table.items import (
    AlertItem,
    ClaimButton,
    DropZone,
    HintButton,
    MessageItem,
    PassArrow,
    PassButton,
    SeatLabel,
    TagItem,
)
from hearts_qt.ui.table.layout import TableLayout
from hearts_qt.ui.table.zones import Zone, ZoneAnswer


class Decor(QObject):
    """The name plates, the pass arrow and button, the drop zones, the banner (a hand's
    result, the end of the game) and the hearts-broken cue."""

    def __init__(self, scene: QGraphicsScene) -> None:
        super().__init__(scene)
        self.labels = {seat: SeatLabel() for seat in Seat}
        self.pass_button = PassButton()
        self.hint_button = HintButton()
        self.hint_button.hide()
        self.claim_button = ClaimButton()
        """"Claim the Rest", at the left of South's hand, while South may claim."""
        self.claim_button.hide()
        self.arrow = PassArrow()
        self.trick_zone = DropZone()
        self.pass_zone = DropZone()
        self.banner = MessageItem(theme.BANNER_BACK, theme.BANNER_TEXT, theme.Z_BANNER)
        self.hearts_cue = HeartsCue()
        self.alert = AlertItem()
        self.received_tag = TagItem(theme.Z_LABEL)
        """"from West" over the cards South received, until South acts."""
        self.active_zones: set[Zone] = set()
        """The zones a card may be dropped on now: "pass" while passing, "trick" in play."""
        for item in (
            *self.labels.values(),
            self.pass_button,
            self.hint_button,
            self.claim_button,
            self.arrow,
            self.trick_zone,
            self.pass_zone,
            self.banner,
            self.hearts_cue,
            self.alert,
            self.received_tag,
        ):
            scene.addItem(item)
        self.show_pass(None)
        self._alert_timer = QTimer(self)
        self._alert_timer.setSingleShot(True)
        self._alert_timer.timeout.connect(self.alert.hide)
        self._layout: TableLayout | None = None

    def place(self, layout: TableLayout) -> None:
        self._layout = layout
        ch = layout.card_height
        for seat, label in self.labels.items():
            label.set_rect(layout.label(seat), ch)
        self.pass_button.set_rect(layout.pass_button(), ch)
        self.hint_button.set_rect(layout.hint_button(), ch)
        self.claim_button.set_rect(layout.claim_button(), ch)
        self.arrow.set_rect(layout.arrow())
        self.trick_zone.set_rect(layout.trick_zone())
        self.pass_zone.set_rect(layout.pass_zone())
        self.banner.set_rect(layout.banner())
        self.hearts_cue.set_rect(layout.hearts_cue())
        if self.alert.isVisible():
            self.alert.show_text(self.alert.text, layout.alert(), ch)

    def show_pass(self, direction: PassDirection | None, text: str = "") -> None:
        """Show the arrow and button of a pass (None or HOLD: hide them)."""
        passing = direction is not None and direction is not PassDirection.HOLD
        self.arrow.setVisible(passing)
        self.pass_button.setVisible(passing)
        if direction is not None:
            self.arrow.set_direction(direction)
            self.pass_button.set_state(text, False)

    def show_zones_for(self, dragged: CardItem | None, zone: Zone, answer: ZoneAnswer) -> None:
        """Outline the zones a dragged card may go to; light the one it is over."""
        zones: tuple[tuple[Zone, DropZone], ...] = (
            ("trick", self.trick_zone),
            ("pass", self.pass_zone),
        )
        for name, item in zones:
            if dragged is None or name not in self.active_zones:
                item.set_state("hidden")
            else:
                item.set_state(answer if name == zone else "shown")

    def show_alert(self, text: str, ms: int) -> None:
        if self._layout is None:
            return
        self.alert.show_text(text, self._layout.alert(), self._layout.card_height)
        self._alert_timer.start(ms)

    def hide_alert(self) -> None:
        self._alert_timer.stop()
        self.alert.hide()

    def hide_messages(self) -> None:
        """Take the banner and the hearts cue off the table."""
        self.banner.hide()
        self.hearts_cue.stop()
