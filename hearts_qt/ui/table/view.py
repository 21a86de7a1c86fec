"""The table widget: shows what the controller says and sends the player's intents back.

It never changes the game: it moves cards when the controller's signals say something
happened, asks the controller (and so the engine) what South may do, and tells the
controller when its animations are over so the game may go on.

Mouse: click a card (or drag it up out of the hand) to choose it for the pass, click or
drag it back to put it back; click a card, or drag it to the middle of the table, to play
it. Keyboard: Left/Right move the focus along South's hand, Up/Down choose or put back a
card while passing, Space or Enter choose (passing) or play the focused card, P passes the
chosen cards or plays the ringed card (else the first that may be played), L shows
the last trick again. While South may act, the card under the mouse that may be chosen or
played rises a little. A refusal stays only until the game moves on.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QRect, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QKeyEvent, QPainter, QResizeEvent, QTransform
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from hearts_qt.controller.snapshot import TableSnapshot
from hearts_qt.controller.table_game import TableGame
from hearts_qt.controller.texts import pass_button_text, seat_name
from hearts_qt.engine import Card, FirstLead, HandResult, PassDirection, Phase, Rules, Seat
from hearts_qt.ui.card_renderer import CardRenderer
from hearts_qt.ui.decks import Deck
from hearts_qt.ui.table import theme
from hearts_qt.ui.table.accessible import Announcer, serve
from hearts_qt.ui.table.aids import LastTrickLook, TableAids
from hearts_qt.ui.table.animation import Pacer, speed_factor
from hearts_qt.ui.table.card_item import CardItem
from hearts_qt.ui.table.cloth import Cloth
from hearts_qt.ui.table.end_of_hand import EndOfHand
from hearts_qt.ui.table.keys import KeyAction, key_action
from hearts_qt.ui.table.messages import Messages
from hearts_qt.ui.table.part import TableParts
from hearts_qt.ui.table.phase import TablePhase, TableState
from hearts_qt.ui.table.scene import TableScene
from hearts_qt.ui.table.south import SouthSeat
from hearts_qt.ui.table.status import StatusLine


class TableView(QGraphicsView):
    """The card table.

    Signals:
        status_changed(str): what the status bar should say now.
        idle(): the animations of a step are over (mirrors ``controller.on_view_idle``).
    """

    status_changed = Signal(str)
    idle = Signal()

    def __init__(
        self, controller: TableGame, renderer: CardRenderer, parent: QWidget | None = None
    ) -> None:
        serve(TableView)  # before Qt can cache a default accessible interface for it
        super().__init__(parent)
        self.controller = controller
        self.renderer = renderer
        self.table = TableScene(renderer, self)
        self.setScene(self.table)
        self.names = {seat: seat_name(seat) for seat in Seat}
        self.messages = Messages(self.names)
        self.status = StatusLine(self)
        self.status.changed.connect(self.status_changed)
        self._setup_widget()
        self.state = TableState()
        self.hand_points = [0, 0, 0, 0]
        self.totals = [0, 0, 0, 0]
        self.show_legal = False
        self.speed = "normal"
        self._received_timer = self._timer(self.table.settle_received)
        self._received_news = ""
        parts = TableParts(self.table, self.state, controller, self.status, self.messages)
        self.end = EndOfHand(parts, self)
        self.end.next_wanted.connect(self.continue_after_hand)
        self.pacer = Pacer(self.table.animator, self)
        self.pacer.idle.connect(self._on_idle)
        self.south = SouthSeat(parts, self)
        self.south.go_on.connect(self.continue_after_hand)
        self.focus = self.south.focus
        self.aids = TableAids(parts, self.south)
        self.last_trick = LastTrickLook(parts, self)
        self.still_trick_ms = theme.TRICK_PAUSE_OFF_MS
        """How long a finished trick stays with animation off (tests that play whole hands
        at speed off set it to 0)."""
        self.table.animator.all_finished.connect(self.south.hover_under_mouse)
        self._connect(controller)
        self.set_animation_speed("normal")
        self._update_labels()
        self.announcer = Announcer(self)
        """Tells a screen reader what changes (see ``accessible``)."""

    # The table's state, as the tests and the window read it.

    @property
    def phase(self) -> TablePhase:
        return self.state.phase

    @phase.setter
    def phase(self, phase: TablePhase) -> None:
        self.state.phase = phase

    @property
    def direction(self) -> PassDirection:
        return self.state.direction

    @direction.setter
    def direction(self, direction: PassDirection) -> None:
        self.state.direction = direction

    @property
    def turn(self) -> Seat | None:
        return self.state.turn

    @turn.setter
    def turn(self, seat: Seat | None) -> None:
        self.state.turn = seat

    def _setup_widget(self) -> None:
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(self.horizontalScrollBarPolicy().ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(self.verticalScrollBarPolicy().ScrollBarAlwaysOff)
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing
            | QPainter.RenderHint.SmoothPixmapTransform
            | QPainter.RenderHint.TextAntialiasing
        )
        self.setMinimumSize(400, 300)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMouseTracking(True)

    def _timer(self, slot: Callable[[], None]) -> QTimer:
        timer = QTimer(self)
        timer.setSingleShot(True)
        timer.timeout.connect(slot)
        return timer

    def _connect(self, c: TableGame) -> None:
        c.set_paced(True)
        c.game_started.connect(self._on_game_started)
        c.game_resumed.connect(self._on_game_resumed)
        c.hand_dealt.connect(self._on_hand_dealt)
        c.pass_direction_announced.connect(self._on_pass_direction)
        c.pass_chosen.connect(self._on_pass_chosen)
        c.cards_received.connect(self._on_cards_received)
        c.turn_changed.connect(self._on_turn_changed)
        c.card_played.connect(self._on_card_played)
        c.hearts_broken.connect(self._on_hearts_broken)
        c.trick_taken.connect(self._on_trick_taken)
        c.hand_scored.connect(self._on_hand_scored)
        c.game_over.connect(self._on_game_over)
        c.illegal_move.connect(self._on_illegal_move)
        c.game_rewound.connect(self._on_game_rewound)

    # -- settings the window passes on ----------------------------------------------------

    def set_animation_speed(self, name: str) -> None:
        """ "off", "fast", "normal" or "slow"; also how long a finished trick stays."""
        factor = speed_factor(name)
        self.speed = name
        self.table.animator.factor = factor
        self._set_trick_pause()
        if factor == 0:
            self.table.animator.finish_all()

    def _set_trick_pause(self) -> None:
        """How long the controller leaves a finished trick on the table."""
        factor = self.table.animator.factor
        if factor > 0:
            pause = round(theme.TRICK_PAUSE_MS * factor)
        else:
            pause = self.still_trick_ms if self.south.human() else 0
        self.controller.set_trick_pause(pause)

    def set_show_legal(self, on: bool) -> None:
        """Dim the cards South may not play."""
        self.show_legal = on
        self._update_dimmed()

    def set_four_colour(self, on: bool) -> None:
        self.renderer.set_four_colour(on)
        self.table.art_changed()

    def set_back(self, name: str) -> None:
        self.renderer.set_back(name)
        self.table.art_changed()

    def set_deck(self, deck: Deck) -> None:
        """Show the faces (and a deck's own back) of ``deck`` (see ``decks.py``)."""
        if deck is not self.renderer.deck:
            self.renderer.set_deck(deck)
            self.table.art_changed()

    def set_cloth(self, cloth: Cloth) -> None:
        """Cover the table with a felt, wood or the player's picture (``cloth.py``)."""
        self.table.set_cloth(cloth)

    def set_seat_names(self, names: dict[Seat, str]) -> None:
        self.names.update(names)
        self._update_labels()

    def save_screenshot(self, path: str) -> bool:
        """Save what the table shows now as a PNG."""
        return self.viewport().grab().save(path, "PNG")

    def _scaled(self, ms: int) -> int:
        return round(ms * self.table.animator.factor)

    # -- pacing ---------------------------------------------------------------------

    def _await_idle(self) -> None:
        self.pacer.expect()

    def _on_idle(self) -> None:
        if self.phase is TablePhase.DEALING:
            self.phase = (
                TablePhase.PASSING
                if self.direction is not PassDirection.HOLD
                else TablePhase.PLAYING
            )
            self.south.update_pass_button()
        self.idle.emit()
        self.controller.on_view_idle()
        self.south.hover_under_mouse()
        self.aids.update_hint_button()

    def hold_after_hand(self) -> None:
        """Do not go on by itself after this hand: something else (a score window) will
        call ``continue_after_hand``; a click on the table still goes on."""
        self.end.hold()

    def continue_after_hand(self) -> None:
        """The player has seen the end of the hand: deal the next one."""
        if self.phase is TablePhase.SCORED:
            self.end.stop()
            self.controller.next_hand()

    # -- the controller's signals -------------------------------------------------------

    def _on_game_started(self, rules: Rules) -> None:
        self.table.pass_count = rules.pass_count
        self.last_trick.hide()
        self.aids.clear_hint()
        self.aids.show_claim(False)
        self._set_trick_pause()  # who plays South may have changed (autoplay)
        self.end.stop()
        self.table.animator.finish_all()
        self.table.clear()
        self.table.decor.hide_messages()
        self.table.decor.hide_alert()
        self.status.forget_news()
        self.hand_points = [0, 0, 0, 0]
        self.totals = [0, 0, 0, 0]
        self.turn = None
        self.phase = TablePhase.NONE
        self._update_labels()

    def _on_game_rewound(self, _number: int) -> None:
        """An undo or a redo: whatever moves stops, and the table is laid out again from
        what the controller says now."""
        self.show_snapshot(self.controller.snapshot())

    def _on_game_resumed(self, _number: int) -> None:
        """A saved game goes on: lay the table out as it was, at once."""
        self.show_snapshot(self.controller.snapshot())

    def show_snapshot(self, snapshot: TableSnapshot) -> None:
        """Lay the whole table out from ``snapshot`` at once: whatever moves stops, news
        is dropped, and the cards, plates, pass button and status line show that moment
        (a resumed game, an undo or a redo)."""
        self._received_timer.stop()
        self.aids.clear_hint()
        self.aids.show_claim(False)
        self.last_trick.hide()
        self.end.stop()
        self.table.animator.finish_all()
        decor = self.table.decor
        decor.hide_messages()
        decor.hide_alert()
        decor.hearts_cue.stop()
        self.status.forget_news()
        self.focus.clear()
        self.table.pass_count = self.controller.rules.pass_count
        view = snapshot.view
        if view is None:
            self.table.clear()
            self.phase, self.turn = TablePhase.NONE, None
            self.hand_points, self.totals = [0, 0, 0, 0], [0, 0, 0, 0]
            self._update_labels()
            return
        self.direction = view.direction
        self.turn = None
        self.hand_points = list(view.points_taken)
        self.totals = list(view.totals)
        chosen: dict[Seat, tuple[Card, ...]] = {}
        if snapshot.passing:
            for seat in snapshot.passed - {Seat.SOUTH}:
                chosen[seat] = ()
            if view.passed:
                chosen[Seat.SOUTH] = view.passed
        self.table.restore(view.hand, snapshot.card_counts, view.trick, chosen)
        self._on_pass_direction(view.direction if snapshot.passing else PassDirection.HOLD)
        if snapshot.passing and not view.passed:
            self.phase = TablePhase.PASSING
            self.south.update_pass_button()
            self.say(self._pass_instruction())
        elif snapshot.passing:
            self.phase = TablePhase.PASSED
            decor.show_pass(None)
            self.say(self.messages.waiting_for_pass())
        else:
            self.phase = TablePhase.PLAYING if view.phase is Phase.PLAYING else TablePhase.NONE
            self.turn = view.to_play
        self._update_labels()
        self._update_dimmed()

    def _on_hand_dealt(
        self, _number: int, direction: PassDirection, south: tuple[Card, ...]
    ) -> None:
        self.last_trick.hide()
        self.aids.clear_hint()
        self.aids.show_claim(False)
        self.end.stop()
        self.table.decor.hide_messages()
        self.status.forget_news()
        self.direction = direction
        self.phase = TablePhase.DEALING
        self.turn = None
        self.focus.clear()
        view = self.controller.view()
        self.hand_points = list(view.points_taken)
        self.totals = list(view.totals)
        self._update_labels()
        self.table.decor.active_zones = set()
        self.table.deal(south)
        self.say(self._pass_instruction())
        if direction is PassDirection.HOLD:
            self.tell(self.messages.pass_instruction(direction, self.controller.rules.pass_count))
        self._await_idle()

    def _pass_instruction(self) -> str:
        count = self.controller.rules.pass_count
        if self.south.human():
            return self.messages.pass_instruction(self.direction, count)
        return self.messages.others_pass(self.direction, count)

    def _on_pass_direction(self, direction: PassDirection) -> None:
        self.table.decor.show_pass(direction, pass_button_text(direction))
        passing = direction is not PassDirection.HOLD
        self.table.decor.active_zones = {"pass"} if passing else {"trick"}

    def _on_pass_chosen(self, seat: Seat, cards: tuple[Card, ...]) -> None:
        if seat is Seat.SOUTH:
            self.aids.clear_hint()
            self.phase = TablePhase.PASSED
            self.table.set_chosen(seat, cards)
            self.table.decor.show_pass(None)
            self.focus.clear()
            self.aids.update_hint_button()  # no hint while the others pass (a network table)
            self.say(self.messages.waiting_for_pass())
        else:
            self.table.set_chosen(seat)

    def _on_cards_received(self, received: tuple[Card, ...], passed: tuple[Card, ...]) -> None:
        self.phase = TablePhase.PLAYING
        self.table.decor.show_pass(None)
        self.table.decor.active_zones = {"trick"}
        self.table.exchange(self.direction, received, passed)
        giver = next(s for s in Seat if self.direction.receiver(s) is Seat.SOUTH)
        self._received_news = self.messages.received(sorted(received), giver)
        if self.south.human():
            # As at the classic table: the received cards stay raised and named until
            # South's first card, and so does the news.
            self.table.tag_received(self.messages.received_from(giver))
            self.tell(self._received_news, theme.RECEIVED_NEWS_MS)
        else:
            hold = theme.RECEIVED_HOLD_MS * max(1.0, self.table.animator.factor)
            self._received_timer.start(self._scaled(theme.PASS_MS) + round(hold))
        self.say(self.messages.cards_passed())
        self._await_idle()

    def _clear_refusal(self) -> None:
        """The game has moved on: a refusal no longer applies."""
        self.table.decor.hide_alert()
        self.status.drop(kind="refusal")

    def _on_turn_changed(self, seat: Seat) -> None:
        self._clear_refusal()
        self.turn = seat
        self._update_labels()
        self._update_dimmed()
        view = self.controller.view()
        leading = not view.trick
        left_of_dealer = self.controller.rules.first_lead is FirstLead.LEFT_OF_DEALER
        if left_of_dealer and leading and view.first_trick and view.leader is not None:
            self.tell(self.messages.deals_and_leads(view.dealer, view.leader))
        self.say(self.messages.turn(seat, seat is Seat.SOUTH and self.south.human(), leading))
        self.south.hover_under_mouse()

    def _on_card_played(self, seat: Seat, card: Card) -> None:
        if seat is Seat.SOUTH:
            self.aids.clear_hint()
            self._received_timer.stop()
            self.status.drop(self._received_news)
            self.focus.clear()
        self.turn = None if seat is self.turn else self.turn
        self._clear_refusal()
        self.status.drop(kind="trick")
        self.last_trick.hide()
        self.table.play(seat, card)
        view = self.controller.view()
        if (finished := view.completed_by(seat, card)) is not None:
            self.table.mark_winner(finished.winner)
        self._update_labels()
        self._update_dimmed()
        self.say(self.messages.after_play(seat, card, view, self.south.human()))
        self._await_idle()

    def _on_hearts_broken(self, _seat: Seat) -> None:
        """A glow under the trick and a line of news; the game does not wait for either.
        (When hearts may be led at any time the engine breaks nothing.)"""
        self.table.decor.hearts_cue.play(self.table.animator.factor)
        self.tell(self.messages.hearts_broken())

    def _on_trick_taken(self, winner: Seat, _cards: object, points: int) -> None:
        self._clear_refusal()
        self.hand_points[winner] += points
        self._update_labels()
        self.table.collect(winner)
        you = winner is Seat.SOUTH and self.south.human()
        self.tell(self.messages.takes_trick(winner, points, you), kind="trick")
        self._await_idle()

    def _on_hand_scored(self, result: HandResult) -> None:
        self.phase = TablePhase.SCORED
        self.turn = None
        self.hand_points = list(result.points)
        self.totals = list(result.totals)
        self._update_labels()
        self.table.decor.active_zones = set()
        self.end.show(result)

    def _on_game_over(self, winners: tuple[Seat, ...], totals: tuple[int, int, int, int]) -> None:
        self.end.stop()
        self.phase = TablePhase.OVER
        self.totals = list(totals)
        self._update_labels()
        self.status.forget_news()
        title = self.messages.game_won(winners)
        rows = self.messages.total_rows(totals)
        self.table.decor.banner.show_message(title, rows, self.messages.play_again())
        self.say(title)

    def show_game_result(self, on: bool = True) -> None:
        """Show (or take away, while a window shows the end of the game) who won and the
        totals over the middle of the table, once the game is over."""
        self.table.decor.banner.setVisible(on and self.phase is TablePhase.OVER)

    def _on_illegal_move(self, reason: str) -> None:
        self.south.refuse(reason)

    # -- South's intents (see south.py) ---------------------------------------------

    def play(self, card: Card) -> None:
        """Ask the controller to play ``card`` for South; it answers with a signal."""
        self.south.play(card)

    def send_pass(self) -> None:
        """Pass the chosen cards."""
        self.south.send_pass()

    def toggle_chosen(self, card: Card) -> None:
        """Choose a card for the pass, or put it back."""
        self.south.toggle_chosen(card)

    # -- keyboard -----------------------------------------------------------------------

    def keyPressEvent(self, event: QKeyEvent) -> None:
        action = key_action(event)
        if self.last_trick.shown:  # any key puts the trick looked at away
            self.last_trick.hide()
            if action in (KeyAction.LAST_TRICK, KeyAction.SELECT):
                event.accept()
                return
        if action is KeyAction.LAST_TRICK:
            event.accept()
            self.last_trick.show()
        elif action is not None and (self.south.may_touch() or self.phase is TablePhase.SCORED):
            event.accept()
            self.south.act(action)
        elif action is not None and self.phase is not TablePhase.OVER:
            event.accept()
            self.south.not_now()
        else:
            super().keyPressEvent(event)

    # -- what the table shows ------------------------------------------------------------

    def say(self, text: str) -> None:
        """What happens now, on the status line."""
        self.status.say(text)

    def tell(self, news: str, ms: int | None = None, kind: str = "") -> None:
        """News that leads the status line for a moment (``theme.NEWS_MS``)."""
        self.status.tell(news, theme.NEWS_MS if ms is None else ms, kind)

    def _update_labels(self) -> None:
        dealer = self._dealer()
        for seat, label in self.table.decor.labels.items():
            label.set_score(self.names[seat], self.hand_points[seat], self.totals[seat])
            label.set_on_turn(seat is self.turn)
            label.set_dealer(seat is dealer)
        self.aids.update_hint_button()

    def _dealer(self) -> Seat | None:
        """The seat the plates mark as the dealer: only where the seat left of it leads
        (the 2♣ says who leads otherwise), while a hand is on the table."""
        rules = self.controller.rules
        if rules.first_lead is not FirstLead.LEFT_OF_DEALER or self.phase is TablePhase.NONE:
            return None
        return self.controller.view().dealer

    def seat_areas(self) -> list[QRect]:
        """Each seat's name plate and the penalty cards shown beside it (where they come
        to rest), on the screen: what a window must not cover at the end of a hand."""
        scene = self.table
        areas = [label.rect for label in scene.decor.labels.values()]
        targets = scene.targets()
        for items in scene.shown_taken.values():
            for item in items:
                target = targets[item]
                place = QTransform().translate(target.place.x, target.place.y)
                place.rotate(target.place.rotation).scale(target.scale, target.scale)
                areas.append(place.mapRect(item.shape().boundingRect()))
        return [self._on_screen(area) for area in areas]

    def play_areas(self) -> list[tuple[QRect, float]]:
        """What the player watches while a hand is played, on the screen, with how much
        each matters to a window that must hide part of the table: each seat's plate,
        taken cards and hand (as it lies now) 1, South's own hand and the trick more
        (``theme.HAND_WEIGHT``, ``theme.TRICK_WEIGHT``)."""
        scene = self.table
        areas = [(area, 1.0) for area in self.seat_areas()]
        for seat, items in scene.hands.items():
            if items:
                weight = theme.HAND_WEIGHT if seat is Seat.SOUTH else 1.0
                areas.append((self._on_screen(self._united(items)), weight))
        areas.append((self._on_screen(scene.layout.trick_zone()), theme.TRICK_WEIGHT))
        return areas

    @staticmethod
    def _united(items: list[CardItem]) -> QRectF:
        area = QRectF()
        for item in items:
            area = area.united(item.sceneBoundingRect())
        return area

    def result_area(self) -> QRect | None:
        """Where the table shows the hand's (or the game's) result, on the screen."""
        banner = self.table.decor.banner
        return self._on_screen(banner.rect) if banner.isVisible() else None

    def _on_screen(self, area: QRectF) -> QRect:
        corner = self.viewport().mapToGlobal(self.mapFromScene(area.topLeft()))
        return QRect(corner, self.mapFromScene(area).boundingRect().size())

    def _update_dimmed(self) -> None:
        on = self.show_legal and self.south.to_play()
        self.table.set_dimmed(self.controller.legal_plays() if on else None)

    # -- Qt overrides -----------------------------------------------------------------

    def leaveEvent(self, event: QEvent) -> None:
        self.table.hover_at(None)
        super().leaveEvent(event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.DevicePixelRatioChange:
            self._fit()
        return super().event(event)

    def _fit(self) -> None:
        size = self.viewport().size()
        ratio = self.viewport().devicePixelRatioF()
        self.table.set_size(size.width(), size.height(), ratio, animate=self.isVisible())
        self.setSceneRect(self.table.sceneRect())
