"""The host of a network table: the only authority. It runs the engine, seats joiners by
name, has computer players take the empty seats, and sends each client only its own
seat's view.

It drives a ``Game`` itself rather than a ``GameController``: the controller is built
around one human at South and one window (South's snapshots and signals, pacing for the
window's animations, undo, the hint, replays, claims), none of which a table of up to four
remote humans has; what the host shares with it is the engine, the computer players and
the ``Thinker`` that runs them off the event loop's thread.
"""

from __future__ import annotations

import logging
from collections import deque
from collections.abc import Sequence

from PySide6.QtCore import QObject, QTimer, Signal, Slot
from PySide6.QtNetwork import QHostAddress, QSslConfiguration, QTcpServer

from hearts_qt.ai import Player, make_player
from hearts_qt.controller.moon import MoonQuestion, computer_choice, moon_question
from hearts_qt.controller.snapshot import TableSnapshot
from hearts_qt.controller.thinker import Answer, Request, Thinker, Token, decide
from hearts_qt.engine import (
    CardPlayed,
    Event,
    Game,
    HandScored,
    IllegalMove,
    Phase,
    Rules,
    Seat,
)
from hearts_qt.engine.deal_number import random_deal_number
from hearts_qt.engine.game import Action
from hearts_qt.net.line import Line
from hearts_qt.net.protocol import (
    VERSION,
    ChooseMoon,
    Closing,
    Hello,
    Message,
    PassCards,
    PlayCard,
    Played,
    Refused,
    Rejected,
    Rejection,
    Seats,
    State,
    Welcome,
)
from hearts_qt.net.seating import Place, digest, new_token, seat_for
from hearts_qt.net.tls import EncryptedServer

log = logging.getLogger(__name__)

TAKEOVER_MS = 20_000
"""How long a dropped player's seat waits before a computer plays it."""
HELLO_MS = 10_000
"""How long a new connection may take to say hello."""
MAX_STRANGERS = 16
"""How many connections may wait to say hello at once; more are closed at once."""


class TableHost(QObject):
    """A table of four seats served on a TCP port.

    Signals:
        seats_changed(): someone sat down, left or came back (``names``, ``present``).
        game_started(int deal): a game has begun, with this deal number.
        card_played(Seat, Card): a card was played (just before the clients are told).
        hand_scored(HandResult): a hand has ended.
        game_finished(tuple[Seat, ...] winners, tuple[int, int, int, int] totals)
        closed(): ``close`` has told every client and let them go.
        changed(): the game moved or the seats changed: what a saved table keeps.
    """

    seats_changed = Signal()
    game_started = Signal(int)
    card_played = Signal(object, object)
    hand_scored = Signal(object)
    game_finished = Signal(object, object)
    closed = Signal()
    changed = Signal()

    def __init__(
        self,
        *,
        table: str = "",
        rules: Rules | None = None,
        levels: Sequence[str] = ("normal", "normal", "normal", "normal"),
        takeover_ms: int = TAKEOVER_MS,
        threaded: bool = True,
        password: str = "",
        tls: QSslConfiguration | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.table = table
        self._password = digest(password) if password else None
        """The table password's digest: a hello must bring the same (None: no password)."""
        self.rules = rules or Rules()
        self.levels = tuple(levels)
        """The level of the computer that plays each seat (South, West, North, East) no
        human holds, or a dropped human's seat."""
        self.takeover_ms = takeover_ms
        self._places = [Place() for _ in Seat]
        self._lines: set[Line] = set()
        self._game: Game | None = None
        self._generation = 0
        self._asked: dict[Seat, Token] = {}
        self._told = 0
        self._closed = False
        """The generation whose game's end has been logged and signalled."""
        self._asked_moon: tuple[tuple[int, int], MoonQuestion] | None = None
        """The New Moon question of the game at (generation, actions), worked out once."""
        self._server = QTcpServer(self) if tls is None else EncryptedServer(tls, self)
        self.encrypted = tls is not None
        """Whether the host speaks TLS (``tls.py``) to the clients that ask for it."""
        self._port = 0
        self._server.pendingConnectionAvailable.connect(self._on_new_connection)
        self._thinker = Thinker(self) if threaded else None
        self._unthreaded: deque[Request] = deque()
        self._decider = QTimer(self)
        self._decider.setSingleShot(True)
        self._decider.setInterval(0)
        self._decider.timeout.connect(self._decide)
        if self._thinker is not None:
            self._thinker.answered.connect(self._on_answer)

    # -- what the host's owner may ask and do ----------------------------------------

    def listen(self, port: int = 0, address: QHostAddress | None = None) -> bool:
        """Serve on ``port`` (0: any free one, see ``port``); False with ``error``."""
        any_address = QHostAddress(QHostAddress.SpecialAddress.Any)
        if not self._server.listen(address or any_address, port):
            return False
        self._port = self._server.serverPort()
        return True

    @property
    def port(self) -> int:
        """The port served on (still once closed: the saved table keeps it); 0 before."""
        return self._port

    @property
    def error(self) -> str:
        return self._server.errorString()

    @property
    def names(self) -> tuple[str, str, str, str]:
        n = [place.name for place in self._places]
        return (n[0], n[1], n[2], n[3])

    @property
    def present(self) -> tuple[bool, bool, bool, bool]:
        p = [place.line is not None for place in self._places]
        return (p[0], p[1], p[2], p[3])

    @property
    def tokens(self) -> tuple[str, str, str, str]:
        """The token that takes each seat back ("" for a free seat): the host's owner
        keeps them with the saved table."""
        t = [place.token for place in self._places]
        return (t[0], t[1], t[2], t[3])

    def is_computer(self, seat: Seat) -> bool:
        return self._places[seat].computer is not None

    @property
    def started(self) -> bool:
        return self._game is not None

    @property
    def game_over(self) -> bool:
        return self._game is not None and self._game.is_over

    def game_copy(self) -> Game | None:
        """The game being played, rebuilt from its record (the live one stays the host's)."""
        return None if self._game is None else self._game.copy()

    def start(self, seed: int | None = None) -> None:
        """Begin a game (a new one after a game is over): computer players take the seats
        no human holds. Nothing once the host is closed."""
        if self._closed:
            return
        self._generation += 1
        self._asked.clear()
        if self._thinker is not None:
            self._thinker.cancel()
        for seat, place in zip(Seat, self._places, strict=True):
            place.computer = None if place.line is not None else self._player(seat)
        self._game = Game(self.rules, random_deal_number() if seed is None else seed)
        log.debug("The game with deal %d begins.", self._game.seed)
        self.game_started.emit(self._game.seed)
        self._send_seats()
        self._apply(("deal",))

    def reserve(self, seat: Seat, name: str) -> str:
        """Keep the free ``seat`` for ``name`` (the host's own player) before the game;
        the token returned takes it, as after a drop."""
        place = self._places[seat]
        assert self._game is None and not place.name, "only a free seat before the game"
        place.name, place.token = name, new_token()
        self._send_seats()
        return place.token

    def resume(self, game: Game, names: Sequence[str], tokens: Sequence[str]) -> None:
        """Go on with a saved ``game`` before anyone has joined: each named seat waits for
        its player to come back with its token, as after a drop (a computer plays it
        after the takeover time), and computers take the seats nobody held."""
        assert not any(self.present), "resume before anyone joins"
        if self._closed:
            return
        self._generation += 1
        self._asked.clear()
        self._game = game
        for seat, place in zip(Seat, self._places, strict=True):
            named = bool(names[seat] and tokens[seat])
            place.name, place.token = (names[seat], tokens[seat]) if named else ("", "")
            place.computer = None if named else self._player(seat)
            if named:
                self._wait_for(place)
        log.debug("The game with deal %d resumes at hand %d.", game.seed, game.number)
        self._send_seats()
        self._advance()

    def close(self) -> None:
        """Tell every client the host is closing, let them go and stop serving."""
        self._closed = True
        self._generation += 1
        self._decider.stop()
        self._unthreaded.clear()
        self._server.close()
        if self._thinker is not None:
            self._thinker.stop()
        for line in list(self._lines):
            line.send(Closing())
            line.socket.flush()  # now: a window closing ends the event loop next
            line.close()
        self.closed.emit()

    # -- connections ------------------------------------------------------------------

    @Slot()
    def _on_new_connection(self) -> None:
        while self._server.hasPendingConnections():
            socket = self._server.nextPendingConnection()
            line = Line(socket, self)
            if len(self._lines) - sum(self.present) >= MAX_STRANGERS:
                log.debug("Too many connections waiting to say hello; closing one more.")
                line.abort()
                line.deleteLater()
                continue
            self._lines.add(line)
            line.received.connect(self._on_message)
            line.closed.connect(self._on_closed)
            line.expect_hello(HELLO_MS)

    def _seat_of(self, line: Line) -> Seat | None:
        for seat, place in zip(Seat, self._places, strict=True):
            if place.line is line:
                return seat
        return None

    @Slot(object, object)
    def _on_message(self, line: Line, message: Message) -> None:
        seat = self._seat_of(line)
        if seat is None:
            if isinstance(message, Hello):
                self._on_hello(line, message)
            else:
                line.close()  # the handshake comes first
            return
        if isinstance(message, PassCards):
            self._intent(line, ("pass", seat, message.cards))
        elif isinstance(message, PlayCard):
            self._intent(line, ("play", seat, message.card))
        elif isinstance(message, ChooseMoon):
            self._intent(line, ("moon", seat, message.choice))
        else:
            line.close()  # a host's message, or a second hello

    def _on_hello(self, line: Line, hello: Hello) -> None:
        seat = seat_for(self._places, hello, self._password, started=self._game is not None)
        if isinstance(seat, Seat):
            self._seat(line, seat)
        else:
            self._reject(line, seat)

    def _reject(self, line: Line, reason: Rejection) -> None:
        line.send(Rejected(reason))
        line.close()

    def _seat(self, line: Line, seat: Seat) -> None:
        place = self._places[seat]
        place.line = line
        line.greeted = True
        if place.timer is not None:
            place.timer.stop()
        if place.computer is not None and self._game is not None:
            log.debug("%s is back at the table.", place.name)
            place.computer = None
            self._asked.pop(seat, None)  # its computer's answer is no longer wanted
        line.send(Welcome(VERSION, self.table, seat, place.token))
        self._send_seats()
        if self._game is not None:
            self._send_state(seat)
            self._advance()

    @Slot(object)
    def _on_closed(self, line: Line) -> None:
        self._lines.discard(line)
        line.deleteLater()
        seat = self._seat_of(line)
        if seat is None:
            return
        place = self._places[seat]
        place.line = None
        if self._closed:
            pass
        elif self._game is None:
            self._places[seat] = Place()  # before the game, the seat is free again
        else:
            self._wait_for(place)
        self._send_seats()

    def _wait_for(self, place: Place) -> None:
        """A computer plays the seat if its player is not back within the takeover time."""
        if place.timer is None:
            place.timer = QTimer(self)
            place.timer.setSingleShot(True)
            place.timer.timeout.connect(self._take_over)
        place.timer.start(self.takeover_ms)

    @Slot()
    def _take_over(self) -> None:
        """A computer plays the seats whose player has been away long enough."""
        if self._game is None:
            return
        taken = False
        for seat, place in zip(Seat, self._places, strict=True):
            away = place.timer is not None and not place.timer.isActive()
            if place.line is None and away and place.computer is None:
                log.debug("A computer plays for %s, who is away.", place.name)
                place.computer = self._player(seat)
                taken = True
        if taken:
            self._send_seats()  # who plays that seat now: the lobby and the others see it
        self._advance()

    # -- the game ---------------------------------------------------------------------

    def _player(self, seat: Seat) -> Player:
        seed = self._game.seed if self._game is not None else 0
        return make_player(self.levels[seat], seed * 4 + seat + self._generation)

    def _intent(self, line: Line, action: Action) -> None:
        """A client's pass or play: the engine decides, a refusal goes back to it alone."""
        if self._game is None:
            line.send(Refused(IllegalMove.NOT_DEALT, ()))
            return
        try:
            events = self._game.apply(action)
        except IllegalMove as error:
            line.send(Refused(error.template, tuple(sorted(error.params.items()))))
            return
        self._tell(events)
        self._advance()

    def _apply(self, action: Action) -> None:
        assert self._game is not None
        events = self._game.apply(action)
        self._tell(events)
        self._advance()

    def _tell(self, events: list[Event]) -> None:
        for event in events:
            if isinstance(event, HandScored):
                self.hand_scored.emit(event.result)
            if isinstance(event, CardPlayed):
                self.card_played.emit(event.seat, event.card)
                for place in self._places:
                    if place.line is not None:
                        place.line.send(Played(event.seat, event.card))
        for seat in Seat:
            self._send_state(seat)
        self.changed.emit()

    def _advance(self) -> None:
        game = self._game
        if game is None or self._closed:
            return
        if game.is_over:
            if self._told != self._generation:
                self._told = self._generation
                self._finish(game)
            return
        if game.needs_deal:
            self._apply(("deal",))
            return
        question = self._question()
        if question is not None:
            if self.is_computer(question.seat):  # instant: the computers' rule
                self._apply(("moon", question.seat, computer_choice(game, question)))
            return  # the shooter's client is asked (``state_of``)
        hand = game.hand
        if hand.phase is Phase.PASSING:
            for seat in Seat:
                if hand.passes[seat] is None and self.is_computer(seat):
                    self._ask("pass", seat)
        elif hand.to_play is not None and self.is_computer(hand.to_play):
            self._ask("play", hand.to_play)

    def _finish(self, game: Game) -> None:
        log.debug("The game with deal %d is over after %d hands.", game.seed, game.number)
        self.game_finished.emit(game.winners, game.totals)

    def _ask(self, kind: str, seat: Seat) -> None:
        assert self._game is not None
        if seat in self._asked:
            return
        player = self._places[seat].computer
        assert player is not None
        token = Token(self._generation, len(self._game.actions), seat)
        self._asked[seat] = token
        request = Request(
            token, "pass" if kind == "pass" else "play", player, self._game.view(seat)
        )
        if self._thinker is not None:
            self._thinker.ask(request)
        else:
            self._unthreaded.append(request)
            self._decider.start()

    @Slot()
    def _decide(self) -> None:
        """Without a thread (tests): the requests asked, answered on the event loop."""
        while self._unthreaded:
            request = self._unthreaded.popleft()
            self._on_answer(request.token, decide(request))

    @Slot(object, object)
    def _on_answer(self, token: Token, cards: Answer) -> None:
        if self._game is None or self._asked.get(token.seat) != token:
            return  # a game or a seat that has moved on
        del self._asked[token.seat]
        if not self.is_computer(token.seat) or not isinstance(cards, tuple):
            return
        if self._game.hand.phase is Phase.PASSING:
            self._apply(("pass", token.seat, cards))
        else:
            self._apply(("play", token.seat, cards[0]))

    # -- what each client is sent ------------------------------------------------------

    def _send_seats(self) -> None:
        played = [self.levels[s] if self.is_computer(s) else "" for s in Seat]
        levels = (played[0], played[1], played[2], played[3])  # who plays the empty seats
        message = Seats(self.names, self.present, levels)
        for place in self._places:
            if place.line is not None:
                place.line.send(message)
        self.seats_changed.emit()
        self.changed.emit()

    def _send_state(self, seat: Seat) -> None:
        line = self._places[seat].line
        if line is not None:
            line.send(self.state_of(seat))

    def state_of(self, seat: Seat) -> State:
        """What ``seat`` may know now, and only that: its own view of the game."""
        game = self._game
        if game is None:
            return State(TableSnapshot(0, None, (0, 0, 0, 0), frozenset(), False), ())
        snapshot = TableSnapshot.of(game, seat)
        return State(snapshot, tuple(game.results), self._question())

    def _question(self) -> MoonQuestion | None:
        """The New Moon choice the game waits for (worked out once for each action)."""
        game = self._game
        if game is None or game.moon_chooser is None:
            return None
        moment = (self._generation, len(game.actions))
        if self._asked_moon is None or self._asked_moon[0] != moment:
            question = moon_question(game)
            assert question is not None
            self._asked_moon = (moment, question)
        return self._asked_moon[1]
