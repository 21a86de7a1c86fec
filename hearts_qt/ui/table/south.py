"""South's side of the table: the player's mouse and keys become intents for the
controller, and only when the engine (through the controller) says South may act."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer
from PySide6.QtGui import QCursor
from PySide6.QtWidgets import QApplication

from hearts_qt.controller.texts import pass_button_text, pass_instruction
from hearts_qt.engine import Card, Seat
from hearts_qt.ui.table.phase import TablePhase
from hearts_qt.ui.table.zones import Zone, ZoneAnswer

if TYPE_CHECKING:
    from hearts_qt.ui.table.view import TableView


class SouthSeat(QObject):
    """What the player at South may do now, and doing it."""

    def __init__(self, view: TableView) -> None:
        super().__init__(view)
        self.view = view
        self._hint_timer = QTimer(self)
        self._hint_timer.setSingleShot(True)
        self._hint_timer.timeout.connect(
            lambda: view.tell(view.messages.how_to_play(), kind="hint")
        )
        table = view.table
        table.may_touch = self.may_touch
        table.zone_answer = self.zone_answer
        table.may_lift = self.may_lift
        table.card_clicked.connect(self._on_card_clicked)
        table.card_double_clicked.connect(self._on_card_double_clicked)
        table.card_dropped.connect(self._on_card_dropped)
        table.table_clicked.connect(self._on_table_clicked)
        table.decor.pass_button.clicked.connect(self.send_pass)

    # -- what South may do ---------------------------------------------------------------

    def human(self) -> bool:
        return not self.view.controller.is_computer(Seat.SOUTH)

    def to_play(self) -> bool:
        view = self.view
        return view.phase is TablePhase.PLAYING and view.turn is Seat.SOUTH and self.human()

    def may_touch(self) -> bool:
        """Whether South's cards answer the mouse and keys now."""
        return self.human() and (self.view.phase is TablePhase.PASSING or self.to_play())

    def may_lift(self, card: Card) -> bool:
        """Whether ``card`` rises under the mouse: it may be chosen, or played."""
        if self.view.phase is TablePhase.PASSING:
            return self.human()
        return self.to_play() and card in self.view.controller.legal_plays()

    def zone_answer(self, card: Card, zone: Zone) -> ZoneAnswer:
        if zone == "trick":
            ok = self.to_play() and card in self.view.controller.legal_plays()
            return "accept" if ok else "refuse"
        if zone == "pass":
            chosen = self.view.table.chosen_cards()
            return "accept" if card in chosen or len(chosen) < 3 else "refuse"
        return "shown"

    def hover_under_mouse(self) -> None:
        """Lift the card the resting mouse is on, now that South may act."""
        view = self.view
        point = view.viewport().mapFromGlobal(QCursor.pos())
        if self.may_touch() and view.viewport().rect().contains(point):
            view.table.hover_at(view.mapToScene(point))

    # -- doing it -----------------------------------------------------------------------

    def play(self, card: Card) -> None:
        """Ask the controller to play ``card`` for South; it answers with a signal."""
        if self.to_play():
            self.view.controller.play_card(card)

    def send_pass(self) -> None:
        """Pass the three chosen cards."""
        chosen = self.view.table.chosen_cards()
        if self.view.phase is TablePhase.PASSING and len(chosen) == 3:
            self.view.controller.choose_pass(chosen)

    def toggle_chosen(self, card: Card) -> None:
        """Choose a card for the pass, or put it back; a fourth is refused, saying why."""
        chosen = self.view.table.chosen_cards()
        if card not in chosen and len(chosen) >= 3:
            self.view.refuse(self.view.messages.three_chosen())
            return
        self.view.table.toggle_chosen(card)
        self.update_pass_button()

    def update_pass_button(self) -> None:
        """Enabled with three cards chosen; the status says what to do next."""
        view = self.view
        if view.phase is TablePhase.PASSING:
            button = view.table.decor.pass_button
            enabled = len(view.table.chosen_cards()) == 3
            text = pass_button_text(view.direction)
            if enabled != button.enabled:
                ready = view.messages.ready_to_pass(text)
                view.say(ready if enabled else pass_instruction(view.direction))
            button.set_state(text, enabled)

    def _hint(self) -> None:
        self.view.tell(self.view.messages.how_to_play(), kind="hint")

    # -- the scene's mouse signals ----------------------------------------------------------

    def _on_card_clicked(self, card: Card) -> None:
        if self.view.phase is TablePhase.PASSING:
            self.toggle_chosen(card)
        elif self.to_play():
            # Only if no second click follows: the first half of a double-click says nothing.
            self._hint_timer.start(QApplication.doubleClickInterval())

    def _on_card_double_clicked(self, card: Card) -> None:
        self._hint_timer.stop()
        if self.to_play():
            self.play(card)

    def _on_card_dropped(self, card: Card, zone: Zone) -> None:
        if self.view.phase is TablePhase.PASSING:
            chosen = card in self.view.table.chosen_cards()
            if (zone == "pass") != chosen:
                self.toggle_chosen(card)
        elif zone == "trick" and self.to_play():
            self.play(card)

    def _on_table_clicked(self) -> None:
        if self.view.phase is TablePhase.SCORED:
            self.view.continue_after_hand()
