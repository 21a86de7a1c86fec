"""A seat at a network table as the window's table sees a game: the signals, queries and
intents of ``GameController`` (``controller.table_game.TableGame``), fed by a
``TableClient``.

The host sends this seat's view after every action. Each view is compared with the one
before: one action apart (a deal, a pass chosen, the exchange, a card) it becomes the
controller's signals, which a view that animates receives one step at a time, as from the
controller (``set_paced``, ``on_view_idle``, ``next_hand``); anything else (the view
after a reconnection that missed cards, a table sat at mid-game) lays the table out again
at once (``game_resumed``). The host does not wait for the window: what it sends meanwhile waits
here in order, so the next hand is dealt on this table when the player has seen the last.

The seats are turned so that the player's own is South (``turned.py``). A New Moon the
player shot is asked as the controller asks it (``moon_choice_needed`` with the
``MoonQuestion``, answered by ``choose_moon``); one another seat shot is told
(``moon_choosing``) while that seat chooses. A network game has no undo, no claim and no
replay: only the host knows the other hands. The hint is the
Expert's, thinking on this machine from this seat's own view, as honest as the seat.
"""

from __future__ import annotations

import logging
from collections import deque
from collections.abc import Iterable
from typing import Literal

from PySide6.QtCore import QObject, QTimer, Signal, Slot

from hearts_qt.ai import make_player
from hearts_qt.ai.advice import Advice
from hearts_qt.ai.thinking import ThinkingTime, apply_thinking_time
from hearts_qt.controller.hint import HINT_LEVEL
from hearts_qt.controller.hint_texts import reason_text
from hearts_qt.controller.moon import MoonQuestion
from hearts_qt.controller.replay import DealPlace
from hearts_qt.controller.snapshot import TableSnapshot
from hearts_qt.controller.thinker import Answer, Request, Thinker, Token, answer
from hearts_qt.engine import (
    Card,
    HandResult,
    IllegalMove,
    MoonScoring,
    PassDirection,
    Phase,
    Rules,
    Seat,
    SeatView,
)
from hearts_qt.engine.game import winners_of
from hearts_qt.net.client import TableClient
from hearts_qt.net.seat_steps import (
    ANIMATED,
    BEFORE,
    Moment,
    Sent,
    Step,
    game_over_args,
    moon_steps,
    steps_between,
    taken,
    turn_steps,
)
from hearts_qt.net.turned import turned_four, turned_question, turned_result, turned_snapshot

log = logging.getLogger(__name__)


class SeatGame(QObject):
    """The game at a network table, as the player's seat (South on this table) sees it.

    Signals: those of ``GameController`` that a table uses (see ``TableGame``), and
        names_changed(tuple[str, str, str, str] names, tuple[bool, ...] present): who
            sits where on this table (empty: a computer plays the seat).
        moon_choosing(MoonQuestion): another seat shot a New Moon and chooses how it is
            scored; the hand's score waits (``hand_scored`` follows).
    """

    game_started = Signal(object)
    game_resumed = Signal(int)
    hand_dealt = Signal(int, object, object)
    pass_direction_announced = Signal(object)
    pass_chosen = Signal(object, object)
    cards_received = Signal(object, object)
    turn_changed = Signal(object)
    card_played = Signal(object, object)
    hearts_broken = Signal(object)
    trick_taken = Signal(object, object, int)
    hand_scored = Signal(object)
    game_over = Signal(object, object)
    illegal_move = Signal(str)
    game_rewound = Signal(int)
    hint_thinking = Signal(bool)
    hint_ready = Signal(object, str)
    claim_available = Signal(bool)
    hand_claimed = Signal(object, object)
    hand_decided = Signal()
    names_changed = Signal(object, object)
    moon_choice_needed = Signal(object)
    moon_choosing = Signal(object)

    def __init__(
        self, client: TableClient, *, threaded: bool = True, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self.client = client
        self._received = BEFORE
        """The last moment the host sent."""
        self._shown = BEFORE
        """The moment the table shows (behind ``_received`` while steps wait)."""
        self._queue: deque[Step] = deque()
        self._paced = self._waiting_view = self._waiting_next_hand = False
        self._pausing = self._pumping = False
        self._sent: Sent | None = None
        """When the player's pass, card or New Moon choice went to the host: it is on its
        way until a view shows it taken (or it is refused)."""
        self._turn_told: tuple[int, int] | None = None
        self._generation = 0
        self._hint: Request | None = None
        self.trick_pause_ms = 0
        self.thinking_time = ThinkingTime.NORMAL
        """How long the hint's Expert thinks (the Options' thinking time)."""
        self.names: tuple[str, str, str, str] = ("", "", "", "")
        self.present: tuple[bool, bool, bool, bool] = (False, False, False, False)
        self.levels: tuple[str, str, str, str] = ("", "", "", "")
        """The level of the computer playing each seat of this table (empty: none)."""
        self._thinker = Thinker(self) if threaded else None
        if self._thinker is not None:
            self._thinker.answered.connect(self._on_hint_answer)
        client.state_changed.connect(self._on_state)
        client.seats_changed.connect(self._on_seats)
        client.joined.connect(self._on_joined)
        client.disconnected.connect(self._on_disconnected)
        client.illegal_move.connect(self._on_refused)

    def catch_up(self) -> None:
        """Show what the client was told before this was connected to it (its seat, who
        sits where, the game as it stands): call it once the table listens."""
        if self.client.seat is not None:
            self._on_seats(self.client.names, self.client.present)
            self._on_state(self.client.snapshot())

    # -- what the table may ask ----------------------------------------------------------

    def is_computer(self, seat: Seat) -> bool:
        """Whether a computer plays ``seat`` (never the player's own, South)."""
        return seat is not Seat.SOUTH and not self.names[seat]

    def view(self, seat: Seat = Seat.SOUTH) -> SeatView:
        """What the player's seat knows at the moment the table shows (only South's)."""
        if seat is not Seat.SOUTH:
            raise ValueError("A network table shows only its player's own seat.")
        view = self._shown.snapshot.view
        if view is None:
            raise IllegalMove(IllegalMove.NOT_DEALT)  # as the engine says before a deal
        return view

    def snapshot(self) -> TableSnapshot:
        return self._shown.snapshot

    def legal_plays(self) -> tuple[Card, ...]:
        """The cards South may play now (none while its card is on its way)."""
        view = self._shown.snapshot.view
        if view is None or self._sent is not None or view.to_play is not Seat.SOUTH:
            return ()
        return view.legal

    def deal_place(self) -> DealPlace | None:
        """None: a network table's deal number is the host's secret (it gives every hand)."""
        return None

    @property
    def rules(self) -> Rules:
        view = self._shown.snapshot.view or self._received.snapshot.view
        return view.rules if view is not None else Rules()

    @property
    def results(self) -> tuple[HandResult, ...]:
        return self._shown.results

    @property
    def is_over(self) -> bool:
        return self._shown.snapshot.over

    @property
    def winners(self) -> tuple[Seat, ...]:
        results = self._shown.results
        return winners_of(results[-1].totals) if self.is_over and results else ()

    @property
    def hint_pending(self) -> bool:
        return self._hint is not None

    def moon_question(self) -> MoonQuestion | None:
        """The New Moon choice the game waits for from the player (South), or None."""
        question = self._shown.moon
        return question if question is not None and question.seat is Seat.SOUTH else None

    @property
    def waiting_for_south(self) -> bool:
        """True while the game can go on only when the player acts."""
        view = self._shown.snapshot.view
        if view is None or self._queue or self._sent is not None or self._shown.snapshot.over:
            return False
        if self._shown.moon is not None:
            return self._shown.moon.seat is Seat.SOUTH
        if view.phase is Phase.PASSING:
            return not view.passed and view.direction is not PassDirection.HOLD
        return view.phase is Phase.PLAYING and view.to_play is Seat.SOUTH

    # -- the player's intents ------------------------------------------------------------

    @Slot(object)
    def choose_pass(self, cards: Iterable[Card]) -> None:
        if self._send():
            self.client.choose_pass(cards)

    @Slot(object)
    def play_card(self, card: Card) -> None:
        if self._send():
            self.client.play_card(card)

    @Slot(object)
    def choose_moon(self, choice: MoonScoring) -> None:
        """The player's New Moon choice: add the moon to each other seat, or take it from
        the player's own score."""
        if self._send(moon=True):
            self.client.choose_moon(choice)

    def _send(self, *, moon: bool = False) -> bool:
        """Whether the player may act now (``moon``: choose how a New Moon is scored,
        else pass or play); if so, the act is on its way from now on."""
        view = self._shown.snapshot.view
        if view is None or not self.waiting_for_south or (self._shown.moon is not None) != moon:
            return False
        if not self.client.connected:
            self.illegal_move.emit(self._unheard())
            return False
        self._drop_hint()
        self._sent = (view.hand_number, len(view.played), self._shown.moon is not None)
        return True

    @Slot()
    def hint(self) -> None:
        """The Expert's pass or card for the player now, thought about on this machine
        from this seat's view alone; ``hint_ready`` gives it."""
        view = self._shown.snapshot.view
        if view is None or not self.waiting_for_south or self._hint is not None:
            return
        if self._shown.moon is not None:
            return  # the New Moon dialog says what each choice gives
        kind: Literal["pass", "play"] = "pass" if view.phase is Phase.PASSING else "play"
        token = Token(self._generation, len(view.played), Seat.SOUTH)
        player = make_player(HINT_LEVEL, view.hand_number * 4)
        apply_thinking_time(player, self.thinking_time)
        request = Request(token, kind, player, view, advise=True)
        self._hint = request
        self.hint_thinking.emit(True)
        if self._thinker is not None:
            self._thinker.ask(request)
        else:
            QTimer.singleShot(0, lambda: self._on_hint_answer(token, answer(request)))

    @Slot()
    def claim(self) -> None:
        """A network table has no claim (only the host could check it): nothing."""

    def shutdown(self) -> None:
        """Stop the hint's thinking for good (the window leaves the table)."""
        self._generation += 1
        self._drop_hint()
        if self._thinker is not None:
            self._thinker.stop()

    # -- pacing (as the controller's) ----------------------------------------------------

    def set_paced(self, paced: bool) -> None:
        self._paced = paced

    @Slot(int)
    def set_trick_pause(self, ms: int) -> None:
        self.trick_pause_ms = max(0, ms)

    @Slot()
    def on_view_idle(self) -> None:
        if self._waiting_view:
            self._waiting_view = False
            self._pump()

    @Slot()
    def next_hand(self) -> None:
        if self._waiting_next_hand:
            self._waiting_next_hand = False
            self._pump()

    # -- what the host says --------------------------------------------------------------

    def _unheard(self) -> str:
        return self.tr("The table cannot hear you now: wait until the connection is back.")

    @Slot()
    def _on_disconnected(self) -> None:
        """The act on its way may never arrive: the table takes it back."""
        if self._sent is not None:
            self._sent = None
            self.illegal_move.emit(self._unheard())

    @Slot(object, str)
    def _on_joined(self, _seat: Seat, _token: str) -> None:
        """Back at the table: what was sent before the drop may never have arrived."""
        self._sent = None

    @Slot(object, object)
    def _on_seats(
        self, names: tuple[str, str, str, str], present: tuple[bool, bool, bool, bool]
    ) -> None:
        own = self.client.seat
        if own is None:
            return
        self.names = turned_four(names, own)
        self.present = turned_four(present, own)
        self.levels = turned_four(self.client.levels, own)
        self.names_changed.emit(self.names, self.present)

    @Slot(str)
    def _on_refused(self, reason: str) -> None:
        self._sent = None
        self.illegal_move.emit(reason)

    @Slot(object)
    def _on_state(self, snapshot: TableSnapshot) -> None:
        own = self.client.seat
        if own is None:
            return
        moon = self.client.moon
        moment = Moment(
            turned_snapshot(snapshot, own),
            tuple(turned_result(r, own) for r in self.client.results),
            None if moon is None else turned_question(moon, own),
        )
        before, self._received = self._received, moment
        self._sent = None if taken(self._sent, moment) else self._sent
        steps = steps_between(before, moment)  # after a reconnection too: a gap is None
        if steps is None:
            self._lay_out(moment)
            return
        self._queue.extend(steps)
        self._pump()

    def _lay_out(self, moment: Moment) -> None:
        """The table shows ``moment`` at once: what waited to be shown is dropped."""
        self._generation += 1
        self._drop_hint()
        self._queue.clear()
        self._waiting_view = self._waiting_next_hand = self._pausing = False
        self._shown = moment
        self._turn_told = None
        if moment.snapshot.view is None:
            return
        self.game_started.emit(self.rules)
        self.game_resumed.emit(moment.snapshot.number)
        self._queue.extend(turn_steps(moment))
        self._queue.extend(moon_steps(moment))
        if moment.snapshot.over and moment.results:
            self._queue.append(Step(moment, "game_over", game_over_args(moment)))
        self._pump()

    # -- one step at a time --------------------------------------------------------------

    def _pump(self) -> None:
        if self._pumping:
            return
        self._pumping = True
        try:
            while self._queue and not (
                self._waiting_view or self._waiting_next_hand or self._pausing
            ):
                step = self._queue[0]
                if step.kind == "trick_taken" and self.trick_pause_ms > 0:
                    self._pause_before_collecting()
                    return
                self._queue.popleft()
                self._show(step)
        finally:
            self._pumping = False

    def _pause_before_collecting(self) -> None:
        """Leave the finished trick on the table for a moment before it is taken."""
        self._pausing = True
        generation = self._generation

        def collect() -> None:
            if generation != self._generation:
                return
            self._pausing = False
            if self._queue:
                self._show(self._queue.popleft())
            self._pump()

        QTimer.singleShot(self.trick_pause_ms, collect)

    def _show(self, step: Step) -> None:
        self._shown = step.moment
        self._waiting_view = self._paced and step.kind in ANIMATED
        if step.kind == "hand_scored":
            self._waiting_next_hand = self._paced and not step.moment.snapshot.over
        if step.kind == "turn_changed":
            view = step.moment.snapshot.view
            told = (step.moment.snapshot.number, len(view.played) if view else 0)
            if told == self._turn_told:
                return
            self._turn_told = told
        getattr(self, step.kind).emit(*step.args)

    # -- the hint ------------------------------------------------------------------------

    @Slot(object, object)
    def _on_hint_answer(self, token: Token, answered: Answer) -> None:
        request = self._hint
        if request is None or token != request.token or request.cancel.is_set():
            return
        self._hint = None
        advice = answered if isinstance(answered, Advice) else Advice(answered, None)
        self.hint_thinking.emit(False)
        self.hint_ready.emit(advice.cards, reason_text(advice.reason))

    def _drop_hint(self) -> None:
        hint, self._hint = self._hint, None
        if hint is not None:
            hint.cancel.set()
            self.hint_thinking.emit(False)
