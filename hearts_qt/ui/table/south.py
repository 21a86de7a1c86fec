"""South's side of the table: the player's mouse and keys become intents for the
controller, and only when the engine (through the controller) says South may act."""

from __future__ import annotations

from PySide6.QtCore import QElapsedTimer, Signal
from PySide6.QtGui import QCursor
from PySide6.QtWidgets import QApplication, QGraphicsView

from hearts_qt.controller.texts import pass_button_text
from hearts_qt.engine import Card, Seat
from hearts_qt.ui.table import theme
from hearts_qt.ui.table.keys import HandFocus, KeyAction
from hearts_qt.ui.table.part import TablePart, TableParts
from hearts_qt.ui.table.phase import TablePhase
from hearts_qt.ui.table.zones import Zone, ZoneAnswer


class SouthSeat(TablePart):
    """What the player at South may do now, and doing it.

    It reads the table's state, asks the controller what the engine allows, and moves
    South's cards in the scene; it changes nothing else.

    Signals:
        go_on(): the player asks for the next hand (a click on the table, or Enter, while
            a scored hand waits).
    """

    go_on = Signal()

    def __init__(self, parts: TableParts, view: QGraphicsView) -> None:
        super().__init__(parts, view)
        self._view = view
        """Only to find the card under the resting mouse."""
        self.focus = HandFocus(self.scene)
        self._since_play = QElapsedTimer()
        """Since South's last card: the second click of a double-click that played it
        falls on the next card, and is no refusal."""
        self.scene.may_touch = self.may_touch
        self.scene.zone_answer = self.zone_answer
        self.scene.may_lift = self.may_lift
        self.scene.card_clicked.connect(self._on_card_clicked)
        self.scene.card_double_clicked.connect(self._on_card_double_clicked)
        self.scene.card_dropped.connect(self._on_card_dropped)
        self.scene.table_clicked.connect(self._on_table_clicked)
        self.scene.card_pressed_not_now.connect(self.not_now)
        self.scene.decor.pass_button.clicked.connect(self.send_pass)

    # -- what South may do ---------------------------------------------------------------

    def human(self) -> bool:
        return not self.controller.is_computer(Seat.SOUTH)

    def to_play(self) -> bool:
        state = self.state
        return state.phase is TablePhase.PLAYING and state.turn is Seat.SOUTH and self.human()

    def pass_count(self) -> int:
        """How many cards South passes in this game (the rules' 3, 4 or 5)."""
        return self.controller.rules.pass_count

    def may_touch(self) -> bool:
        """Whether South's cards answer the mouse and keys now."""
        return self.human() and (self.state.phase is TablePhase.PASSING or self.to_play())

    def may_lift(self, card: Card) -> bool:
        """Whether ``card`` rises under the mouse: it may be chosen, or played."""
        if self.state.phase is TablePhase.PASSING:
            return self.human()
        return self.to_play() and card in self.controller.legal_plays()

    def zone_answer(self, card: Card, zone: Zone) -> ZoneAnswer:
        if zone == "trick":
            ok = self.to_play() and card in self.controller.legal_plays()
            return "accept" if ok else "refuse"
        if zone == "pass":
            chosen = self.scene.chosen_cards()
            return "accept" if card in chosen or len(chosen) < self.pass_count() else "refuse"
        return "shown"

    def hover_under_mouse(self) -> None:
        """Lift the card the resting mouse is on, now that South may act."""
        viewport = self._view.viewport()
        point = viewport.mapFromGlobal(QCursor.pos())
        if self.may_touch() and viewport.rect().contains(point):
            self.scene.hover_at(self._view.mapToScene(point))

    # -- doing it -----------------------------------------------------------------------

    def play(self, card: Card) -> None:
        """Ask the controller to play ``card`` for South; it answers with a signal."""
        if self.to_play():
            self._since_play.start()
            self.controller.play_card(card)

    def send_pass(self) -> None:
        """Pass the chosen cards (with fewer than the pass takes, say how many to choose)."""
        chosen = self.scene.chosen_cards()
        if self.state.phase is not TablePhase.PASSING:
            return
        count = self.pass_count()
        if len(chosen) == count:
            self.controller.choose_pass(chosen)
        else:
            self.refuse(self.messages.choose_first(count, len(chosen)))

    def not_now(self, _card: object = None) -> None:
        """The player touched South's cards (or pressed a key) while South may not act:
        moving cards land at once (a deal, a flight), or the table says why not."""
        if not self.human():
            return
        late_click = self._since_play.isValid() and self._since_play.elapsed() < (
            QApplication.doubleClickInterval()
        )
        if self.scene.animator.running:
            self.scene.animator.finish_all()
            return
        phase, turn = self.state.phase, self.state.turn
        if late_click:
            return
        if phase is TablePhase.PASSED:
            self.refuse(self.messages.waiting_for_pass())
        elif phase is TablePhase.PLAYING and turn is not None and turn is not Seat.SOUTH:
            self.refuse(self.messages.not_your_turn(turn))
        elif phase is TablePhase.PLAYING:
            self.refuse(self.messages.wait_for_trick())

    def toggle_chosen(self, card: Card) -> None:
        """Choose a card for the pass, or put it back; one more than the pass takes is
        refused, saying why."""
        chosen = self.scene.chosen_cards()
        count = self.pass_count()
        if card not in chosen and len(chosen) >= count:
            self.refuse(self.messages.all_chosen(count))
            return
        self.scene.toggle_chosen(card)
        self.update_pass_button()

    def refuse(self, reason: str) -> None:
        """South may not do that: the card slides back, and the banner and the status
        line say why."""
        self.scene.waiting = None
        self.scene.decor.show_alert(reason, theme.ALERT_MS)
        self.scene.relayout(theme.SLIDE_BACK_MS)
        self.status.tell(reason, theme.ALERT_MS, kind="refusal")

    def update_pass_button(self) -> None:
        """Enabled with the pass's cards chosen; the status says what to do next (how
        many more cards to choose, or to pass them)."""
        if self.state.phase is TablePhase.PASSING:
            button = self.scene.decor.pass_button
            count = self.pass_count()
            chosen = len(self.scene.chosen_cards())
            enabled = chosen == count
            direction = self.state.direction
            text = pass_button_text(direction)
            if self.human():  # a computer's South: the table says the players choose
                ready = self.messages.ready_to_pass(text, count)
                more = self.messages.pass_instruction(direction, count, chosen)
                self.status.say(ready if enabled else more)
            button.set_state(text, enabled)

    def act(self, action: KeyAction) -> None:
        """Do what a key means at this moment of the hand (the view has checked that South
        may act, or that a scored hand waits to go on)."""
        if self.state.phase is TablePhase.SCORED:
            if action is KeyAction.SELECT:
                self.go_on.emit()
        elif action in (KeyAction.LEFT, KeyAction.RIGHT):
            playable = self.controller.legal_plays() if self.to_play() else ()
            self.focus.move(-1 if action is KeyAction.LEFT else 1, playable)
        elif action is KeyAction.AUTO:
            if self.state.phase is TablePhase.PASSING:
                self.send_pass()
            elif legal := self.controller.legal_plays():
                focused = self.focus.card()
                self.play(focused if focused in legal else legal[0])  # the ringed card first
        elif self.focus.card() is not None:
            self._act_on_ringed(action)
        elif action is KeyAction.SELECT and self._pass_ready():
            self.send_pass()  # Enter with the pass's cards chosen presses Pass
        else:
            # No ring yet (a fresh hand): the key puts it on the first card (while
            # playing, the first that may be played) and, while passing, acts on it.
            playable = self.controller.legal_plays() if self.to_play() else ()
            self.focus.move(1, playable)
            if self.state.phase is TablePhase.PASSING:
                self._act_on_ringed(action)

    def _pass_ready(self) -> bool:
        """Whether the pass's cards are chosen."""
        passing = self.state.phase is TablePhase.PASSING
        return passing and len(self.scene.chosen_cards()) == self.pass_count()

    def _act_on_ringed(self, action: KeyAction) -> None:
        """Up, Down, Space or Enter on the card with the ring: choose it or put it back
        (passing), or play it (Space and Enter, playing)."""
        card = self.focus.card()
        if card is None:
            return
        if self.state.phase is not TablePhase.PASSING:
            if action is KeyAction.SELECT:
                self.play(card)
            return
        chosen = card in self.scene.chosen_cards()
        wanted = {KeyAction.UP: True, KeyAction.DOWN: False}.get(action, not chosen)
        if wanted != chosen:
            self.toggle_chosen(card)

    # -- the scene's mouse signals ----------------------------------------------------------

    def _on_card_clicked(self, card: Card) -> None:
        if self.state.phase is TablePhase.PASSING:
            self.toggle_chosen(card)
        elif self.to_play():
            self.play(card)  # a card South may not play is refused, saying why

    def _on_card_double_clicked(self, card: Card) -> None:
        if self.to_play():
            self.play(card)

    def _on_card_dropped(self, card: Card, zone: Zone) -> None:
        if self.state.phase is TablePhase.PASSING:
            chosen = card in self.scene.chosen_cards()
            if (zone == "pass") != chosen:
                self.toggle_chosen(card)
        elif zone == "trick" and self.to_play():
            self.scene.waiting = self.scene.south_item(card)  # until the game answers
            self.play(card)

    def _on_table_clicked(self) -> None:
        if self.state.phase is TablePhase.SCORED:
            self.go_on.emit()
        elif self.human() and self.scene.animator.running:
            self.scene.animator.finish_all()  # a click on the felt lands the moving cards
