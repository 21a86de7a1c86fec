"""The game controller: owns the game and the four players and tells the view what happens.

It turns engine events into signals, takes the human's intents as slots, asks the
computer players on a worker thread, and paces the game: with a view attached it emits
one animated step at a time and waits for the view to say it is idle; with no view it
runs straight through, which is how the tests play whole games headless.

Undo and redo (``undo.py``), the hint (``hint.py``), claims (``claims.py``) and replaying
a hand (``replay.py``) are parts of the controller of their own; ``core.py`` lists what
they use of the rest of it.
"""

from __future__ import annotations

import logging
from collections import deque
from collections.abc import Callable, Iterable, Sequence

from PySide6.QtCore import QObject, QTimer, Signal, Slot

from hearts_qt.ai import Player, make_player
from hearts_qt.ai.advice import Advice
from hearts_qt.ai.thinking import ThinkingTime, apply_thinking_time
from hearts_qt.controller.checking import Checking, PlayChecks
from hearts_qt.controller.claims import Claims, finish_step
from hearts_qt.controller.hint import Hints
from hearts_qt.controller.moon import MoonQuestion, computer_choice, moon_question
from hearts_qt.controller.replay import Replays
from hearts_qt.controller.snapshot import TableSnapshot
from hearts_qt.controller.texts import illegal_reason
from hearts_qt.controller.thinker import Answer, Request, Thinker, Token, decide
from hearts_qt.controller.undo import UndoRedo
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
    MoonScoring,
    PassChosen,
    Phase,
    Rules,
    Seat,
    SeatView,
    TrickTaken,
    sort_cards,
)
from hearts_qt.engine.deal_number import random_deal_number
from hearts_qt.engine.game import Action
from hearts_qt.engine.review import HandReview, review_of

log = logging.getLogger(__name__)

_ANIMATED = (HandDealt, CardsPassed, CardPlayed, TrickTaken)
"""Events after which a pacing view is given time to animate."""


class GameController(UndoRedo, Hints, Claims, Replays, PlayChecks, QObject):
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
        hint_ready(tuple[Card, ...], str reason): the Expert's choice for South now: the
            cards to pass or one to play, and why in a short translated sentence (empty
            when its search can say nothing).
        claim_available(bool): whether South may claim the rest of the hand now.
        hand_claimed(Seat, tuple[Card, ...] cards): that seat takes every remaining trick
            for sure and claims them, showing the cards it holds (sorted); the rest of the
            hand follows at once, card by card.
        hand_decided(): no points are left to take; the rest follows at once.
        hand_checked(HandCheck): the Expert has gone over South's decisions of a hand
            (``set_check_play``); ``hand_check(number)`` keeps it for the game.
        replay_started(Replay): a hand is about to be played again as practice; the
            game being played is still this one until game_started, then set aside.
        moon_choice_needed(MoonQuestion): South shot the moon (or the sun) under New
            Moon and must choose how it is scored (``choose_moon``); the hand's score
            waits. Asked again after an undo, a redo or a resume that comes back to it.

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
    hint_ready = Signal(object, str)
    claim_available = Signal(bool)
    hand_claimed = Signal(object, object)
    hand_decided = Signal()
    hand_checked = Signal(object)
    replay_started = Signal(object)
    moon_choice_needed = Signal(object)

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
        self._game = Game()
        self._serial = 0
        self._suspended = None
        self._make_player = player_factory
        self._players: dict[Seat, Player] = {}
        self.thinking_time: ThinkingTime | None = None
        """Hard's and Expert's thinking time (None: the players' own budgets)."""
        self._generation = 0
        self._queue: deque[Event] = deque()
        self._paced = False
        self._waiting_view = False
        self._waiting_next_hand = False
        self._pausing = False
        self._pumping = False
        self._asked: Token | None = None
        self.play_out_decided = True
        self._hint = None
        self._redo = []
        self._redo_wanted = 0
        self._finishing = None
        self._held = False
        self._held_answer: tuple[Token, Answer] | None = None
        self.trick_pause_ms = 0
        self._thinker = Thinker(self) if threaded else None
        if self._thinker is not None:
            self._thinker.answered.connect(self._on_answer)
        self._checking = Checking(threaded, self)
        self._checking.checked.connect(self.hand_checked)

    # -- what the view may ask --------------------------------------------------------

    def is_computer(self, seat: Seat) -> bool:
        return seat is not Seat.SOUTH or self.south_level is not None

    def view(self, seat: Seat = Seat.SOUTH) -> SeatView:
        """What ``seat`` may know now (the table shows South's)."""
        return self._game.view(seat)

    def legal_plays(self) -> tuple[Card, ...]:
        """The cards South may play now (empty when it is not South's turn)."""
        if not self._game.hands or self._game.is_over:
            return ()
        return self._game.hand.legal_plays(Seat.SOUTH)

    def card_counts(self) -> tuple[int, int, int, int]:
        """How many cards each seat holds: public knowledge at any table."""
        return TableSnapshot.of(self._game).card_counts

    @property
    def rules(self) -> Rules:
        """The rules of the game being played."""
        return self._game.rules

    @property
    def results(self) -> tuple[HandResult, ...]:
        """The finished hands' results, in order (frozen)."""
        return tuple(self._game.results)

    @property
    def is_over(self) -> bool:
        return self._game.is_over

    @property
    def begun(self) -> bool:
        """Whether a card of this game has been played (before that, nothing is lost)."""
        return self._game.begun

    @property
    def winners(self) -> tuple[Seat, ...]:
        return self._game.winners if self._game.is_over else ()

    def passed_seats(self) -> frozenset[Seat]:
        """The seats that have chosen their pass in the hand being passed (none once the
        cards have been exchanged)."""
        return TableSnapshot.of(self._game).passed

    @property
    def game_serial(self) -> int:
        """Which game is being played: a number that changes with each new or resumed game
        (not with an undo or a redo), so that the saved game can tell games apart."""
        return self._serial

    def game_copy(self) -> Game:
        """A copy of the game being played, rebuilt from its record (rules, seed and every
        action so far): what the saved game keeps, while the live game stays the
        controller's own. A replay costs about 0.25 ms per hand played."""
        return self._game.copy()

    def snapshot(self) -> TableSnapshot:
        """Everything the table shows now, frozen (see ``TableSnapshot``)."""
        return TableSnapshot.of(self._game)

    def hand_review(self, number: int) -> HandReview:
        """Finished hand ``number`` (1-based) of this game, from its deal to its score,
        frozen, for the review; ``ValueError`` for a hand not finished (one still being
        played would show the others' cards)."""
        return review_of(self._game, number)

    @Slot(object)
    def set_levels(self, levels: Sequence[str]) -> None:
        """The computer players' levels (West, North, East) from the next new game."""
        self.levels = tuple(levels)

    @Slot(object)
    def set_thinking_time(self, thinking: ThinkingTime) -> None:
        """Hard's and Expert's thinking time, from their next decision (a decision being
        thought about keeps its time)."""
        self.thinking_time = thinking
        for player in self._players.values():
            apply_thinking_time(player, thinking)

    def _new_player(self, level: str, seed: int) -> Player:
        """A computer player from the factory, thinking for the thinking time chosen."""
        player = self._make_player(level, seed)
        if self.thinking_time is not None:
            apply_thinking_time(player, self.thinking_time)
        return player

    @Slot(int)
    def set_trick_pause(self, ms: int) -> None:
        """How long a finished trick stays on the table before it is taken (paced)."""
        self.trick_pause_ms = max(0, ms)

    @property
    def waiting_for_south(self) -> bool:
        """True while the game can go on only when South acts."""
        if self.is_computer(Seat.SOUTH) or not self._game.hands or self._queue:
            return False
        hand = self._game.hand
        if self._game.moon_chooser is not None:
            return self._game.moon_chooser is Seat.SOUTH
        if hand.phase is Phase.PASSING:
            return hand.passes[Seat.SOUTH] is None
        return hand.to_play is Seat.SOUTH

    # -- the human's intents ------------------------------------------------------------

    @Slot()
    def new_game(self, rules: Rules | None = None, seed: int | None = None) -> None:
        """Start a new game; anything a computer player is still thinking about is dropped."""
        seed = random_deal_number() if seed is None else seed
        self._begin(Game(rules or self._game.rules, seed))

    def _begin(self, game: Game, suspended: Game | None = None) -> None:
        """Play ``game`` from its first deal; ``suspended`` is a game it interrupts (a
        replayed hand's), kept for ``end_replay``."""
        self._start(game, suspended)
        self.game_started.emit(game.rules)
        self._act(game.deal)

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

    def _start(self, game: Game, suspended: Game | None = None) -> None:
        """Cancel anything a computer player is still thinking about and seat new players."""
        self._drop_pending()
        self._checking.forget()
        self._serial += 1
        self._game = game
        self._suspended = suspended
        self._players = {
            seat: self._new_player(self._level(seat), game.seed * 4 + seat)
            for seat in Seat
            if self.is_computer(seat)
        }
        self._redo.clear()
        self._redo_wanted = 0
        self.history_changed.emit()

    def _drop_pending(self) -> None:
        """Forget the position being played on: its thinking, its answers and the events
        not yet shown (a new game or an undo replaces it)."""
        self.cancel_thinking()
        self._generation += 1
        self._queue.clear()
        self._finishing = None
        self._held, self._held_answer = False, None
        self._waiting_view = self._waiting_next_hand = self._pausing = False

    def _level(self, seat: Seat) -> str:
        if seat is Seat.SOUTH:
            return self.south_level or "normal"
        return self.levels[seat - 1]

    def moon_question(self) -> MoonQuestion | None:
        """The New Moon choice the game waits for now (South's or a computer's), or None."""
        return moon_question(self._game)

    @Slot(object)
    def choose_moon(self, choice: MoonScoring) -> None:
        """South's New Moon choice: add the moon to each other seat, or take it from South."""
        self._south_acts(("moon", Seat.SOUTH, choice))

    @Slot(object)
    def choose_pass(self, cards: Iterable[Card]) -> None:
        """South passes these cards (as many as the rules' pass)."""
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
        redo = self._redoes(action)
        before = len(self._game.actions)
        self._act(lambda: self._game.apply(action), human=True)
        if not redo and len(self._game.actions) > before:
            self._redo.clear()

    # -- pacing -----------------------------------------------------------------------

    @Slot()
    def next_hand(self) -> None:
        """The player has seen the end of the hand: deal the next one."""
        if self._waiting_next_hand:
            self._waiting_next_hand = False
            self._advance()

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
        self._checking.stop()

    def cancel_thinking(self) -> None:
        """Stop at once whatever the computer players are thinking about and forget the
        question: its answer never arrives. Nobody is asked again until the game moves on
        (``_advance``), so call this before an undo or when a hint is no longer wanted."""
        self._asked = None
        self._checking.hold(False)
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
            while self._queue and not (self._waiting_view or self._pausing or self._held):
                event = self._queue[0]
                if isinstance(event, TrickTaken) and self.trick_pause_ms > 0:
                    self._pause_before_collecting()
                    return
                self._queue.popleft()
                self._waiting_view = self._paced and isinstance(event, _ANIMATED)
                self._emit(event)
        finally:
            self._pumping = False
        if not self._queue and not (self._waiting_view or self._pausing or self._held):
            self._advance()

    @Slot(bool)
    def set_held(self, held: bool) -> None:
        """Hold the game where the table shows it (True: while the player answers a
        question such as "Give up this game?"), or let it go on. While held nothing is
        shown and no computer's answer is played; thinking goes on."""
        if held == self._held:
            return
        self._held = held
        if held:
            return
        answer, self._held_answer = self._held_answer, None
        if answer is not None:
            self._on_answer(*answer)
        else:
            self._pump()

    def _pause_before_collecting(self) -> None:
        """Leave the finished trick on the table for a moment before it is taken."""
        self._pausing = True
        generation = self._generation

        def collect() -> None:
            if generation != self._generation:
                return
            self._pausing = False
            if self._held:
                return  # set_held(False) goes on (the trick lies a moment longer)
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
                self._check_finished(result.number)
            case GameOver(winners, totals):
                self.game_over.emit(winners, totals)

    # -- who acts next ------------------------------------------------------------------

    def _advance(self) -> None:
        game = self._game
        if game.is_over or self._waiting_next_hand or self._asked is not None or self._held:
            return
        if game.needs_deal:
            self._redo.clear()  # undo never reaches into a finished hand, nor redo
            self._act(game.deal)
            return
        hand = game.hand
        if game.moon_chooser is not None:
            self._ask_moon()
            return
        if finish_step(self):
            return
        if hand.phase is Phase.PASSING:
            waiting = [s for s in Seat if hand.passes[s] is None and self.is_computer(s)]
            if waiting:
                self._ask("pass", waiting[0])
            elif hand.passes[Seat.SOUTH] is None:
                self._south_to_act()
            return
        seat = hand.to_play
        if seat is None or self._finish_if_decided(seat):
            return
        self.turn_changed.emit(seat)
        if self.is_computer(seat):
            self._ask("play", seat)
        else:
            self.claim_available.emit(self.can_claim())
            self._south_to_act()

    def _ask_moon(self) -> None:
        """The shooter chooses how its New Moon is scored: South through the dialog
        (``moon_choice_needed``), a computer at once (its choice is instant)."""
        question = moon_question(self._game)
        assert question is not None
        if not self.is_computer(question.seat):
            self._south_to_act()
            self.moon_choice_needed.emit(question)
            return
        choice = computer_choice(self._game, question)
        self._act(lambda: self._game.choose_moon(question.seat, choice))

    def _ask(self, kind: str, seat: Seat) -> None:
        token = Token(self._generation, len(self._game.actions), seat)
        request = Request(
            token, "pass" if kind == "pass" else "play", self._players[seat], self._game.view(seat)
        )
        self._asked = token
        recorded = self._recorded_answer(seat)
        if recorded is not None:  # a redo: the same answer as before, at once
            QTimer.singleShot(0, lambda: self._on_answer(token, recorded))
            return
        if self._thinker is not None:
            self._checking.hold(True)  # the computer players think first
            self._thinker.ask(request)
            return

        def answer() -> None:
            if token == self._asked:  # else cancelled or made stale meanwhile: not thought
                self._on_answer(token, decide(request))

        QTimer.singleShot(0, answer)

    @Slot(object, object)
    def _on_answer(self, token: Token, cards: Answer) -> None:
        if self._held and token == self._asked:
            self._held_answer = (token, cards)
            return
        if self._hint is not None and token == self._hint.token:
            self._on_hint(self._hint, cards)
            return
        if isinstance(cards, Advice):  # a withdrawn hint's answer: nothing to play
            return
        if token != self._asked:
            log.debug("Dropped a stale answer for %s.", token)
            return
        self._asked = None
        self._checking.hold(False)
        seat = token.seat
        if self._game.hand.phase is Phase.PASSING:
            self._act(lambda: self._game.pass_cards(seat, cards))
        else:
            self._act(lambda: self._game.play(seat, cards[0]))
