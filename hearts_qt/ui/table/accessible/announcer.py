"""Telling a screen reader what changes at the table, as it changes: the card the
keyboard focus lands on, a card chosen or put back, the status line, the news, a
refusal, each card played.

Every slot returns at once when no assistive technology listens (``QAccessible.isActive``
is false): with no screen reader the table pays one call per change, and builds no
event and no interface.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6 import QtGui
from PySide6.QtCore import QObject
from PySide6.QtGui import QAccessible, QAccessibleEvent

from hearts_qt.engine import Card, Seat
from hearts_qt.ui.table.accessible import words
from hearts_qt.ui.table.accessible.interfaces import TableAccessible
from hearts_qt.ui.table.accessible.spots import hand_spot
from hearts_qt.ui.table.phase import TablePhase

if TYPE_CHECKING:
    from hearts_qt.ui.table.view import TableView

ANNOUNCEMENT: type[QtGui.QAccessibleAnnouncementEvent] | None = getattr(
    QtGui, "QAccessibleAnnouncementEvent", None
)
"""Qt 6.8 and later; before, the news reaches a reader as the table's description."""


class Announcer(QObject):
    """Sends Qt's accessibility events for one table (owned by its view)."""

    def __init__(self, view: TableView) -> None:
        super().__init__(view)
        self._view = view
        self.active: Callable[[], bool] = QAccessible.isActive
        """Whether an assistive technology listens (tests stand in for one)."""
        self.send: Callable[[QAccessibleEvent], None] = QAccessible.updateAccessibility
        """Where the events go (tests record them)."""
        self._state = ""
        view.table.focus_moved.connect(self._on_focus_moved)
        view.table.chosen_toggled.connect(self._on_chosen_toggled)
        view.status.changed.connect(self._on_status_changed)
        view.status.told.connect(self._on_news)
        view.controller.card_played.connect(self._on_card_played)

    def announce(self, text: str, assertive: bool = False) -> None:
        """Have a reader say ``text`` (``assertive``: at once, over what it is saying)."""
        if ANNOUNCEMENT is None:
            self.send(QAccessibleEvent(self._view, QAccessible.Event.DescriptionChanged))
            return
        event = ANNOUNCEMENT(self._view, text)
        politeness = QAccessible.AnnouncementPoliteness
        event.setPoliteness(politeness.Assertive if assertive else politeness.Polite)
        self.send(event)

    def _table(self) -> TableAccessible | None:
        found = QAccessible.queryAccessibleInterface(self._view)
        return found if isinstance(found, TableAccessible) else None

    # -- what changed -----------------------------------------------------------------

    def _on_focus_moved(self) -> None:
        """The focus ring moved along South's hand: a reader says the card it is on."""
        if not self.active():
            return
        focused = self._view.table.focused
        table = self._table()
        if table is not None and focused is not None and focused.card is not None:
            child = table.spot_child(hand_spot(focused.card))
            self.send(QAccessibleEvent(child, QAccessible.Event.Focus))

    def _on_chosen_toggled(self, card: Card) -> None:
        if not self.active():
            return
        table = self._table()
        if table is None:
            return
        child = table.spot_child(hand_spot(card))
        # Qt's bridges tell "selected" from these, not from a StateChanged event.
        chosen = card in self._view.table.chosen_cards()
        kind = QAccessible.Event.SelectionAdd if chosen else QAccessible.Event.SelectionRemove
        self.send(QAccessibleEvent(child, kind))
        self.send(QAccessibleEvent(child, QAccessible.Event.NameChanged))

    def _on_status_changed(self, _text: str) -> None:
        """The table's description is the status line. A new state is said too, unless it
        is the chatter of a trick (who is thinking, who plays: each card played is said
        on its own) rather than South's turn. (The state is followed even with no reader,
        so that one starting mid-game hears the next change, not a stale one.)"""
        view = self._view
        state, new = view.status.state, view.status.state != self._state
        self._state = state
        if not self.active():
            return
        self.send(QAccessibleEvent(view, QAccessible.Event.DescriptionChanged))
        if new and state and (view.phase is not TablePhase.PLAYING or view.south.to_play()):
            self.announce(state)

    def _on_news(self, news: str, kind: str) -> None:
        if self.active():
            self.announce(news, assertive=kind == "refusal")

    def _on_card_played(self, seat: Seat, card: Card) -> None:
        if self.active():
            self.announce(words.played_card(self._view.names[seat], card))
