"""The game controller: owns the game and the four players and tells the view what happens.

It turns engine events into signals, takes the human's intents as slots, asks the
computer players on a worker thread, and paces the game: with a view attached it emits
one animated step at a time and waits for the view to say it is idle; with no view it
runs straight through, which is how the tests play whole games headless.
"""

from __future__ import annotations

import logging
import random
from collections import deque
from collections.abc import Callable, Iterable, Sequence
from typing import Literal

from PySide6.QtCore import QObject, QTimer, Signal, Slot

from hearts_qt.ai import Player, make_player
from hearts_qt.controller import history
from hearts_qt.controller.history import Step
from hearts_qt.controller.texts import illegal_reason
from hearts_qt.controller.snapshot import TableSnapshot
from hearts_qt.controller.thinker import Request, Thinker, Token, decide
from hearts_qt.engine import (
    Card,
    CardPlayed,
    CardsPassed,
    Event,
    Game,
    GameOver,
    HandDealt,
    HandResult,
    HandScored,
    HeartsBroken,
    IllegalMove,
    PassChosen,
    Phase,
    Rules,
    Seat,
    SeatView,
    TrickTaken,
    sort_cards,
)
from hearts_qt.engine.claim import can_claim, finish_hand, no_points_left
from hearts_qt.engine.game import Action

log = logging.getLogger(__name__)

HINT_LEVEL = "expert"
"""Who gives South's hints: the strongest computer player."""

_ANIMATED = (HandDealt, CardsPassed, CardPlayed, TrickTaken)
"""Events after which a pacing view is given time to animate."""


class GameController(QObject):
    """A game of Hearts between South (the human, or a computer in autoplay) and three
    computer players.

    Signals:
        game_started(Rules): a new game begins (its first hand follows), or a saved one resumes.
        game_resumed(int number): a saved game resumes in hand ``number`` (0: none dealt).
        hand_dealt(int number, PassDirection, tuple[Card, ...] south_cards)
        pass_direction_announced(PassDirection)
        pass_chosen(Seat, tuple[Card, ...]): a seat has chosen; the cards only for South.
        cards_received(tuple[Card, ...] received, tuple[Card, ...] passed): South's exchange.
        turn_changed(Seat): whose turn it is now.
        card_played(Seat, Card)
        hearts_broken(Seat)
        trick_taken(Seat winner, tuple[tuple[Seat, Card], ...] cards, int points): points
            is what the trick adds to the winner's points this hand, the J♦ included.
        hand_scored(HandResult): per-seat points, totals, moon and sun.
        game_over(tuple[Seat, ...] winners, tuple[int, int, int, int] totals)
        illegal_move(str reason): the engine refused South's intent, in the player's words.
        game_rewound(int number): an undo or a redo set the game to another position of
            hand ``number``: lay the table out again from ``view()`` (as after
            game_resumed); whoever is on turn is then announced or asked as usual.
        history_changed(): what Undo and Redo would do may have changed (``undo_step``,
            ``redo_step``).
        hint_thinking(bool): a hint is being thought about (True) or no longer (False).
        hint_ready(tuple[Card, ...]): the Expert's choice for South now: three cards to
            pass or one to play.
        claim_available(bool): whether South may claim the rest of the hand now.
        hand_claimed(Seat): that seat takes every remaining trick for sure and claims
            them; the rest of the hand follows at once, card by card.
        hand_decided(): no points are left to take; the rest follows at once.

    A view that animates calls ``set_paced(True)`` and calls ``on_view_idle`` whenever its
    last animation has finished after a hand_dealt, cards_received, card_played or
    trick_taken signal. After hand_scored the game waits for ``next_hand`` when paced.
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
    history_changed = Signal()
    hint_thinking = Signal(bool)
    hint_ready = Signal(object)
    claim_available = Signal(bool)
    hand_claimed = Signal(object)
    hand_decided = Signal()

    def __init__(
        self,
        *,
        levels: Sequence[str] = ("normal", "normal", "normal"),
        south_level: str | None = None,
        threaded: bool = True,
        player_factory: Callable[[str, int], Player] = make_player,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.levels = tuple(levels)
        self.south_level = south_level
        self.game = Game()
        self._make_player = player_factory
        self._players: dict[Seat, Player] = {}
        self._generation = 0
        self._queue: deque[Event] = deque()
        self._paced = False
        self._waiting_view = False
        self._waiting_next_hand = False
        self._pausing = False
        self._pumping = False
        self._asked: Token | None = None
        self.play_out_decided = True
        """Play the rest of a hand at once when no points are left (an option)."""
        self._hint: Request | None = None
        """The hint being thought about, if any."""
        self._redo: list[Action] = []
        """The actions an undo took back, in order: what Redo plays again."""
        self.trick_pause_ms = 0
        self._thinker = Thinker(self) if threaded else None
        if self._thinker is not None:
            self._thinker.answered.connect(self._on_answer)

    # -- what the view may ask --------------------------------------------------------

    def is_computer(self, seat: Seat) -> bool:
        return seat is not Seat.SOUTH or self.south_level is not None

    def view(self, seat: Seat = Seat.SOUTH) -> SeatView:
        """What ``seat`` may know now (the table shows South's)."""
        return self.game.view(seat)

    def legal_plays(self) -> tuple[Card, ...]:
        """The cards South may play now (empty when it is not South's turn)."""
        if not self.game.hands or self.game.is_over:
            return ()
        return self.game.hand.legal_plays(Seat.SOUTH)

    def card_counts(self) -> tuple[int, int, int, int]:
        """How many cards each seat holds: public knowledge at any table."""
        hand = self.game.hand
        c = [len(hand.held(s)) for s in Seat]
        return (c[0], c[1], c[2], c[3])

    @property
    def rules(self) -> Rules:
        """The rules of the game being played."""
        return self.game.rules

    @property
    def results(self) -> tuple[HandResult, ...]:
        """The finished hands' results, in order (frozen)."""
        return tuple(self.game.results)

    @property
    def is_over(self) -> bool:
        return self.game.is_over

    @property
    def begun(self) -> bool:
        """Whether a card of this game has been played (before that, nothing is lost)."""
        return self.game.begun

    @property
    def winners(self) -> tuple[Seat, ...]:
        return self.game.winners if self.game.is_over else ()

    def passed_seats(self) -> frozenset[Seat]:
        """The seats that have chosen their pass in the hand being passed (none once the
        cards have been exchanged)."""
        if not self.game.hands or self.game.hand.phase is not Phase.PASSING:
            return frozenset()
        return frozenset(s for s in Seat if self.game.hand.passes[s] is not None)

    def snapshot(self) -> TableSnapshot:
        """Everything the table shows now, frozen (see ``TableSnapshot``)."""
        return TableSnapshot(
            number=self.game.number,
            view=self.game.view(Seat.SOUTH) if self.game.hands else None,
            card_counts=self.card_counts() if self.game.hands else (0, 0, 0, 0),
            passed=self.passed_seats(),
            over=self.game.is_over,
        )

    @Slot(object)
    def set_levels(self, levels: Sequence[str]) -> None:
        """The computer players' levels (West, North, East) from the next new game."""
        self.levels = tuple(levels)

    @Slot(int)
    def set_trick_pause(self, ms: int) -> None:
        """How long a finished trick stays on the table before it is taken (paced)."""
        self.trick_pause_ms = max(0, ms)

    @property
    def waiting_for_south(self) -> bool:
        """True while the game can go on only when South acts."""
        if self.is_computer(Seat.SOUTH) or not self.game.hands or self._queue:
            return False
        hand = self.game.hand
        if hand.phase is Phase.PASSING:
            return hand.passes[Seat.SOUTH] is None
        return hand.to_play is Seat.SOUTH

    # -- the human's intents ------------------------------------------------------------

    @Slot()
    def new_game(self, rules: Rules | None = None, seed: int | None = None) -> None:
        """Start a new game; anything a computer player is still thinking about is dropped."""
        seed = random.SystemRandom().randrange(2**31) if seed is None else seed
        self._start(Game(rules or self.game.rules, seed))
        self.game_started.emit(self.game.rules)
        self._act(self.game.deal)

    def resume(self, game: Game) -> None:
        """Continue a saved game (rebuilt from its record) exactly where it stopped.

        Emits game_started, then game_resumed for the view to lay out the table from
        ``view()``, then goes on as usual: whoever is on turn is asked (or South's turn
        is announced); a hand that was already scored is followed by the next deal.
        """
        self._start(game)
        self.game_started.emit(game.rules)
        self.game_resumed.emit(game.number)
        self._advance()

    def _start(self, game: Game) -> None:
        """Cancel anything a computer player is still thinking about and seat new players."""
        self.cancel_thinking()
        self._generation += 1
        self.game = game
        self._players = {
            seat: self._make_player(self._level(seat), game.seed * 4 + seat)
            for seat in Seat
            if self.is_computer(seat)
        }
        self._queue.clear()
        self._asked = None
        self._redo.clear()
        self._waiting_view = self._waiting_next_hand = self._pausing = False
        self.history_changed.emit()

    def _level(self, seat: Seat) -> str:
        if seat is Seat.SOUTH:
            return self.south_level or "normal"
        return self.levels[seat - 1]

    @Slot(object)
    def choose_pass(self, cards: Iterable[Card]) -> None:
        """South passes these three cards."""
        self._south_acts(("pass", Seat.SOUTH, sort_cards(cards)))

    @Slot(object)
    def play_card(self, card: Card) -> None:
        """South plays this card."""
        self._south_acts(("play", Seat.SOUTH, card))

    def _south_acts(self, action: Action) -> None:
        """South's intent; the same as the next one undone goes on with the redo tail,
        anything else (that the engine accepts) drops it. A hint still being thought
        about is no longer wanted."""
        self._drop_hint()
        self.claim_available.emit(False)
        redo = bool(self._redo) and self._redo[0] == action
        if redo:
            self._redo.pop(0)
        before = len(self.game.actions)
        self._act(lambda: self.game.apply(action), human=True)
        if not redo and len(self.game.actions) > before:
            self._redo.clear()

    # -- claims and decided hands --------------------------------------------------

    def can_claim(self) -> bool:
        """Whether South, a person on turn, may claim every remaining trick now."""
        if not self.waiting_for_south or self.game.hand.phase is not Phase.PLAYING:
            return False
        return can_claim(self.game.view(Seat.SOUTH))

    @Slot()
    def claim(self) -> None:
        """South claims the rest: it is played out at once, as if played."""
        if not self.can_claim():
            return
        self._drop_hint()
        self._redo.clear()
        self.claim_available.emit(False)
        self.hand_claimed.emit(Seat.SOUTH)
        self._act(lambda: finish_hand(self.game, Seat.SOUTH), human=True)

    @Slot(bool)
    def set_play_out_decided(self, on: bool) -> None:
        self.play_out_decided = on

    def _finish_if_decided(self, seat: Seat) -> bool:
        """A computer on turn that is sure of every remaining trick claims them; with
        no points left, the rest is played at once (if the option is on)."""
        view = self.game.view(seat)
        if self.is_computer(seat) and can_claim(view):
            self._redo.clear()  # the hand leaves the undone line
            self.hand_claimed.emit(seat)
            self._act(lambda: finish_hand(self.game, seat))
            return True
        if self.play_out_decided and no_points_left(view):
            self._redo.clear()
            self.hand_decided.emit()
            self._act(lambda: finish_hand(self.game))
            return True
        return False

    # -- hint -------------------------------------------------------------------------

    @property
    def hint_pending(self) -> bool:
        return self._hint is not None

    @Slot()
    def hint(self) -> None:
        """Ask the strongest computer player, off the GUI thread, what South should pass
        or play now; ``hint_ready`` gives its answer (the same as an Expert seated at
        South would choose from this view)."""
        if not self.waiting_for_south or self._hint is not None:
            return
        kind: Literal["pass", "play"] = "pass" if self.game.hand.phase is Phase.PASSING else "play"
        token = Token(self._generation, len(self.game.actions), Seat.SOUTH)
        player = self._make_player(HINT_LEVEL, self.game.seed * 4 + Seat.SOUTH)
        request = Request(token, kind, player, self.game.view(Seat.SOUTH))
        self._hint = request
        self.hint_thinking.emit(True)
        if self._thinker is not None:
            self._thinker.ask(request)
        else:
            QTimer.singleShot(0, lambda: self._on_hint(request, decide(request)))

    def _on_hint(self, request: Request, cards: tuple[Card, ...]) -> None:
        if request is not self._hint or request.cancel.is_set():
            return
        self._hint = None
        self.hint_thinking.emit(False)
        self.hint_ready.emit(cards)

    def _drop_hint(self) -> None:
        hint, self._hint = self._hint, None
        if hint is not None:
            hint.cancel.set()
            self.hint_thinking.emit(False)

    # -- undo and redo ----------------------------------------------------------------

    def undo_step(self) -> Step | None:
        """What Undo would take back now (South's last pass or card of this hand, with the
        computer plays after it), or None."""
        if self.is_computer(Seat.SOUTH):
            return None
        return history.undo_step(self.game)

    def redo_step(self) -> Step | None:
        """What Redo would play again now, or None."""
        if self.is_computer(Seat.SOUTH):
            return None
        return history.redo_step(self._redo)

    @Slot()
    def undo(self) -> None:
        """Take back South's last action of this hand and what the others did after it."""
        point = None if self.is_computer(Seat.SOUTH) else history.undo_point(self.game)
        if point is None:
            return
        actions = self.game.actions
        self._redo = [*actions[point:], *self._redo]
        self._rewind(actions[:point])

    @Slot()
    def redo(self) -> None:
        """Play South's next undone action again; the others answer as they did."""
        if self.redo_step() is not None:
            self._south_acts(self._redo[0])

    def _rewind(self, actions: Sequence[Action]) -> None:
        self.cancel_thinking()
        self._generation += 1
        self.game = Game.replay(self.game.rules, self.game.seed, actions)
        self._queue.clear()
        self._waiting_view = self._waiting_next_hand = self._pausing = False
        self.game_rewound.emit(self.game.number)
        self.history_changed.emit()
        self._advance()

    @Slot()
    def next_hand(self) -> None:
        """The player has seen the end of the hand: deal the next one."""
        if self._waiting_next_hand:
            self._waiting_next_hand = False
            self._advance()

    # -- pacing -----------------------------------------------------------------------

    def set_paced(self, paced: bool) -> None:
        """A view that animates turns pacing on; see the class docstring."""
        self._paced = paced

    @Slot()
    def on_view_idle(self) -> None:
        if self._waiting_view:
            self._waiting_view = False
            self._pump()

    def shutdown(self) -> None:
        """Cancel the computer players' thinking and stop the worker thread (the
        application is closing); pending answers are dropped."""
        self._generation += 1
        self.cancel_thinking()
        if self._thinker is not None:
            self._thinker.stop()

    def cancel_thinking(self) -> None:
        """Stop at once whatever the computer players are thinking about and forget the
        question: its answer never arrives. Nobody is asked again until the game moves on
        (``_advance``), so call this before an undo or when a hint is no longer wanted."""
        self._asked = None
        self._drop_hint()
        if self._thinker is not None:
            self._thinker.cancel()

    # -- the engine's events, one step at a time -----------------------------------

    def _act(self, action: Callable[[], list[Event]], *, human: bool = False) -> None:
        try:
            events = action()
        except IllegalMove as error:
            if not human:
                raise
            self.illegal_move.emit(illegal_reason(error))
            return
        self.history_changed.emit()
        self._queue.extend(events)
        self._pump()

    def _pump(self) -> None:
        if self._pumping:
            return
        self._pumping = True
        try:
            while self._queue and not (self._waiting_view or self._pausing):
                event = self._queue[0]
                if isinstance(event, TrickTaken) and self.trick_pause_ms > 0:
                    self._pause_before_collecting()
                    return
                self._queue.popleft()
                self._waiting_view = self._paced and isinstance(event, _ANIMATED)
                self._emit(event)
        finally:
            self._pumping = False
        if not self._queue and not (self._waiting_view or self._pausing):
            self._advance()

    def _pause_before_collecting(self) -> None:
        """Leave the finished trick on the table for a moment before it is taken."""
        self._pausing = True
        generation = self._generation

        def collect() -> None:
            if generation != self._generation:
                return
            self._pausing = False
            event = self._queue.popleft()
            self._waiting_view = self._paced
            self._emit(event)
            self._pump()

        QTimer.singleShot(self.trick_pause_ms, collect)

    def _emit(self, event: Event) -> None:
        match event:
            case HandDealt(number, direction, hands):
                self.hand_dealt.emit(number, direction, hands[Seat.SOUTH])
                self.pass_direction_announced.emit(direction)
            case PassChosen(seat, cards):
                self.pass_chosen.emit(seat, cards if seat is Seat.SOUTH else ())
            case CardsPassed() as passed:
                self.cards_received.emit(passed.received_by(Seat.SOUTH), passed.passes[Seat.SOUTH])
            case CardPlayed(seat, card):
                self.card_played.emit(seat, card)
            case HeartsBroken(seat, _card):
                self.hearts_broken.emit(seat)
            case TrickTaken(trick):
                self.trick_taken.emit(trick.winner, trick.cards, trick.score)
            case HandScored(result):
                self._waiting_next_hand = self._paced
                self.hand_scored.emit(result)
            case GameOver(winners, totals):
                self.game_over.emit(winners, totals)

    # -- who acts next ------------------------------------------------------------------

    def _advance(self) -> None:
        game = self.game
        if game.is_over or self._waiting_next_hand or self._asked is not None:
            return
        if game.needs_deal:
            self._redo.clear()  # undo never reaches into a finished hand, nor redo
            self._act(game.deal)
            return
        hand = game.hand
        if hand.phase is Phase.PASSING:
            waiting = [s for s in Seat if hand.passes[s] is None and self.is_computer(s)]
            if waiting:
                self._ask("pass", waiting[0])
            return
        seat = hand.to_play
        if seat is None or self._finish_if_decided(seat):
            return
        self.turn_changed.emit(seat)
        if self.is_computer(seat):
            self._ask("play", seat)
        else:
            self.claim_available.emit(self.can_claim())

    def _ask(self, kind: str, seat: Seat) -> None:
        token = Token(self._generation, len(self.game.actions), seat)
        request = Request(
            token, "pass" if kind == "pass" else "play", self._players[seat], self.game.view(seat)
        )
        self._asked = token
        recorded = history.next_answer(self._redo, seat)
        if recorded is not None:  # a redo: the same answer as before, at once
            cards = history.cards_of(self._redo.pop(recorded))
            QTimer.singleShot(0, lambda: self._on_answer(token, cards))
            return
        self._redo.clear()  # the game has left the undone line
        if self._thinker is not None:
            self._thinker.ask(request)
            return

        def answer() -> None:
            if token == self._asked:  # else cancelled or made stale meanwhile: not thought
                self._on_answer(token, decide(request))

        QTimer.singleShot(0, answer)

    @Slot(object, object)
    def _on_answer(self, token: Token, cards: tuple[Card, ...]) -> None:
        if self._hint is not None and token == self._hint.token:
            self._on_hint(self._hint, cards)
            return
        if token != self._asked:
            log.debug("Dropped a stale answer for %s.", token)
            return
        self._asked = None
        seat = token.seat
        if self.game.hand.phase is Phase.PASSING:
            self._act(lambda: self.game.pass_cards(seat, cards))
        else:
            self._act(lambda: self.game.play(seat, cards[0]))
