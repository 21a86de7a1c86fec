"""The network table's protocol, version 2: every message, its fields, who sends it, when.

Framing: JSON lines over TCP. Each message is one JSON object encoded in UTF-8 on one
line ended by ``\\n``; nothing else travels on the connection. A line longer than
``MAX_LINE`` bytes (without its newline), bytes that are not UTF-8, text that is not
JSON, an object of an unknown ``type``, an unknown or missing field, or a field of the
wrong type or out of range is a ``ProtocolError``: whoever receives it closes the
connection (the host's game goes on without that client). ``parse`` is the one place a
line becomes a message: it checks every field before anything touches a game.

Cards are written by their code (``"QS"``, ``"10H"``, ``Card.code``), seats by their
number (0 South, 1 West, 2 North, 3 East), a pass direction by the seats it moves the
cards clockwise (0 hold, 1 left, 2 across, 3 right).

Encryption (``tls.py``): a host given a certificate also speaks TLS, on the same port, to a
client whose first byte opens a TLS handshake (0x16); the lines then travel inside TLS.
Any other first byte is the protocol in the clear, as at a host without a certificate.

The handshake. A client connects and sends ``hello`` first (anything else first is a
protocol error). The host answers ``welcome`` (the client has a seat) or ``rejected``
(with why, and closes the connection). Only one version is spoken: a ``hello`` of another
``version`` is rejected with ``"version"``. Version 2 (the house rules: a pass of 3 to 5
cards, New Moon, the new hand results) is not additive: a version 1 client would refuse
its rules and its new fields mid-game, so it is told ``"version"`` at once instead (and
a version 1 host says the same to a version 2 client). A host's message from a client,
or a second ``hello``, closes the connection too.

Limits (``host.py``, ``line.py``): a connection that has not said hello within 10 s is
closed, and so is any beyond 16 waiting to; a peer that leaves 4 MiB of what it is sent
unread is cut off. A client that drops keeps its seat for the takeover time (20 s by
default), then a computer plays it until the client comes back with its token.

Client → host:

``hello`` {``version``: int, ``name``: str of 1 to ``MAX_NAME`` characters, ``token``:
    str or null, ``password``: str of at most ``MAX_TEXT`` characters or null}: the first
    message. With ``token`` null the client asks for a free seat (refused once the game
    has begun); with the token a ``welcome`` gave it before, under the same name, it takes
    its seat back after a drop, with the game as it stands. ``password`` may be left out
    (it is null then); a table with a password rejects a ``hello`` whose ``password`` is
    not that one (null included) with ``"password"``, before anything else but the
    version; the host compares it in constant time.
``pass`` {``cards``: one to five distinct card codes}: the seat's pass, while passing; the
    engine refuses (``refused``) one that is not ``rules.pass_count`` cards.
``play`` {``card``: a card code}: the seat's card, on its turn.
``moon`` {``choice``: ``"others_plus"`` or ``"shooter_minus"``}: how the seat scores the
    New Moon it shot, when the ``state``'s ``moon`` asks it.

Host → client:

``welcome`` {``version``: int, ``table``: str, ``seat``: seat, ``token``: str}: the client
    sits at ``seat``; ``token`` takes the seat back after a drop.
``rejected`` {``reason``: one of ``REJECTIONS``}: no seat; the host closes next.
``seats`` {``names``: four str (empty: a free seat), ``present``: four bool, ``levels``:
    four str, each a computer level (``ai.LEVELS``) or empty}: who sits where, who is
    connected now and at which level a computer plays each seat that one plays (empty:
    a person's seat, or before the game); sent to all on every arrival or departure.
    ``levels`` may be left out (all empty then).
``state`` {``number``: int, ``view``: a seat view or null, ``card_counts``: four int,
    ``passed``: seats, ``over``: bool, ``results``: hand results, ``moon``: a moon
    question or null}: the client's own seat's view of the game (``SeatView``: its own
    cards, the table, what every seat may see; never another seat's unplayed card) after
    every change, and after ``welcome`` once the game has begun. While ``moon`` is not
    null the game waits for that seat's ``moon`` (its hand is over, its result not yet
    among ``results``); for a computer's seat, or a player's away past the takeover
    time, the host chooses at once by the computers' rule.
``played`` {``seat``: seat, ``card``: card}: a card was played (the ``state`` follows).
``refused`` {``template``: one of the engine's ``IllegalMove`` sentences, ``params``:
    object of str}: the client's pass, play or moon choice was refused; the game is
    unchanged.
``closing`` {}: the host is shutting down; it closes the connection next.

A seat view {``seat``, ``rules`` (``Rules.to_dict``), ``hand_number``, ``direction``,
``phase`` ("passing", "playing", "scored"), ``hand``, ``passed``, ``received`` (cards),
``tricks`` (tricks), ``trick`` (plays), ``leader`` and ``to_play`` (seat or null),
``hearts_broken``, ``points_taken`` and ``totals`` (four int), ``legal`` (cards),
``dealer`` (seat)}; its ``pass_count`` is the rules'. A trick {``leader``, ``cards``
(plays), ``winner``, ``points``, ``score``}; a play is [seat, card]. A hand result
{``number``, ``direction``, ``points`` and ``totals`` (four int), ``moon``, ``sun``,
``jack_of_diamonds``, ``queen_of_spades`` (seat or null), and only when they are not
empty ``moon_choice`` (a ``moon`` choice), ``no_tricks`` and ``halved`` (seats: the
no-tricks bonus, Perfect 100), ``takers`` (plays: who took each other scoring card, not
a heart, the Q♠ or the J♦)}. A moon question (``controller.moon.MoonQuestion``)
{``seat``, ``number``, ``sun``, ``value``, ``totals`` (before the hand), ``outcomes``:
two, others_plus then shooter_minus, each {``choice``, ``points`` and ``totals`` (four
int), ``over``, ``winners`` (seats), and only when not empty ``halved`` (seats dropped
to half by Perfect 100 with that choice)}}. The rules are ``Rules.to_dict``: every option,
checked by ``Rules.from_dict`` (an option out of its bounds is a ``ProtocolError`` saying
which).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from string import Formatter
from typing import Any, Literal, TypeVar, get_args

from hearts_qt.ai import LEVELS
from hearts_qt.controller.moon import CHOICES, MoonOutcome, MoonQuestion
from hearts_qt.controller.snapshot import TableSnapshot
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
    Trick,
)
from hearts_qt.engine.rules import PASS_COUNTS

VERSION = 2
MAX_LINE = 65536
"""The longest line either side accepts, in bytes: a state message carries the view
(about 3 KB mid-hand) and every finished hand's result (about 130 bytes each, so 400 of
them fit: a game to 500 points, the most the options allow, lasts far fewer)."""
MAX_NAME = 24
MAX_TOKEN = 64
MAX_TEXT = 64
"""The longest table name, password or refusal parameter."""
MAX_RESULTS = 400
"""More hands than any game to a target score lasts (a fixed game may be no longer)."""
MAX_POINTS = 10_000

Rejection = Literal["version", "full", "name", "token", "started", "password"]
REJECTIONS: tuple[Rejection, ...] = get_args(Rejection)

TEMPLATES = frozenset(
    value for name, value in vars(IllegalMove).items() if name.isupper() and isinstance(value, str)
)
"""The engine's refusals: the only sentences a ``refused`` message may carry."""
_PARAMS = frozenset(
    name for template in TEMPLATES for _, name, _, _ in Formatter().parse(template) if name
)
"""The names the engine's refusals fill in (``seat``, ``card``, ``count``…)."""
MOST_PASSED = max(PASS_COUNTS)
"""The most cards a pass may hold (the rules say how many it must)."""


class ProtocolError(ValueError):
    """A line that is not a valid message of this protocol; the connection is closed."""


# -- the messages ---------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Hello:
    version: int
    name: str
    token: str | None
    password: str | None = None


@dataclass(frozen=True, slots=True)
class PassCards:
    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class PlayCard:
    card: Card


@dataclass(frozen=True, slots=True)
class ChooseMoon:
    choice: MoonScoring
    """One of ``controller.moon.CHOICES``."""


@dataclass(frozen=True, slots=True)
class Welcome:
    version: int
    table: str
    seat: Seat
    token: str


@dataclass(frozen=True, slots=True)
class Rejected:
    reason: Rejection


@dataclass(frozen=True, slots=True)
class Seats:
    names: tuple[str, str, str, str]
    present: tuple[bool, bool, bool, bool]
    levels: tuple[str, str, str, str] = ("", "", "", "")


@dataclass(frozen=True, slots=True)
class State:
    snapshot: TableSnapshot
    results: tuple[HandResult, ...]
    moon: MoonQuestion | None = None
    """The New Moon choice the game waits for, if any (the hand is over, its result not
    yet in ``results``): every seat is told, the shooter's answers."""


@dataclass(frozen=True, slots=True)
class Played:
    seat: Seat
    card: Card


@dataclass(frozen=True, slots=True)
class Refused:
    template: str
    params: tuple[tuple[str, str], ...]

    @property
    def error(self) -> IllegalMove:
        """The engine's refusal again, for ``illegal_reason`` to translate."""
        return IllegalMove(self.template, **dict(self.params))


@dataclass(frozen=True, slots=True)
class Closing:
    pass


ClientMessage = Hello | PassCards | PlayCard | ChooseMoon
HostMessage = Welcome | Rejected | Seats | State | Played | Refused | Closing
Message = ClientMessage | HostMessage


# -- encoding -------------------------------------------------------------------------


def encode(message: Message) -> bytes:
    """The message as one line, newline included."""
    text = json.dumps(_to_json(message), ensure_ascii=False, separators=(",", ":"))
    return text.encode() + b"\n"


def _plays_json(plays: tuple[tuple[Seat, Card], ...]) -> list[list[object]]:
    return [[int(seat), card.code] for seat, card in plays]


def _codes(cards: tuple[Card, ...]) -> list[str]:
    return [card.code for card in cards]


def _seat_or_none(seat: Seat | None) -> int | None:
    return None if seat is None else int(seat)


def _view_json(view: SeatView) -> dict[str, object]:
    return {
        "seat": int(view.seat),
        "rules": view.rules.to_dict(),
        "hand_number": view.hand_number,
        "direction": int(view.direction),
        "phase": view.phase.value,
        "hand": _codes(view.hand),
        "passed": _codes(view.passed),
        "received": _codes(view.received),
        "tricks": [
            {
                "leader": int(t.leader),
                "cards": _plays_json(t.cards),
                "winner": int(t.winner),
                "points": t.points,
                "score": t.score,
            }
            for t in view.tricks
        ],
        "trick": _plays_json(view.trick),
        "leader": _seat_or_none(view.leader),
        "to_play": _seat_or_none(view.to_play),
        "hearts_broken": view.hearts_broken,
        "points_taken": list(view.points_taken),
        "totals": list(view.totals),
        "legal": _codes(view.legal),
        "dealer": int(view.dealer),
    }


def _result_json(result: HandResult) -> dict[str, object]:
    data: dict[str, object] = {
        "number": result.number,
        "direction": int(result.direction),
        "points": list(result.points),
        "totals": list(result.totals),
        "moon": _seat_or_none(result.moon),
        "sun": _seat_or_none(result.sun),
        "jack_of_diamonds": _seat_or_none(result.jack_of_diamonds),
        "queen_of_spades": _seat_or_none(result.queen_of_spades),
    }
    if result.moon_choice is not None:  # the house rules' fields only when they say something
        data["moon_choice"] = result.moon_choice.value
    if result.no_tricks:
        data["no_tricks"] = _seats(result.no_tricks)
    if result.halved:
        data["halved"] = _seats(result.halved)
    if result.takers:
        data["takers"] = _plays_json(result.takers)
    return data


def _seats(seats: tuple[Seat, ...]) -> list[int]:
    return [int(seat) for seat in seats]


def _question_json(question: MoonQuestion) -> dict[str, object]:
    return {
        "seat": int(question.seat),
        "number": question.number,
        "sun": question.sun,
        "value": question.value,
        "totals": list(question.totals),
        "outcomes": [
            {
                "choice": o.choice.value,
                "points": list(o.points),
                "totals": list(o.totals),
                "over": o.over,
                "winners": _seats(o.winners),
                **({"halved": _seats(o.halved)} if o.halved else {}),
            }
            for o in question.outcomes
        ],
    }


def _to_json(message: Message) -> dict[str, object]:
    match message:
        case Hello(version, name, token, password):
            return {
                "type": "hello",
                "version": version,
                "name": name,
                "token": token,
                "password": password,
            }
        case PassCards(cards):
            return {"type": "pass", "cards": _codes(cards)}
        case PlayCard(card):
            return {"type": "play", "card": card.code}
        case ChooseMoon(choice):
            return {"type": "moon", "choice": choice.value}
        case Welcome(version, table, seat, token):
            return {
                "type": "welcome",
                "version": version,
                "table": table,
                "seat": int(seat),
                "token": token,
            }
        case Rejected(reason):
            return {"type": "rejected", "reason": reason}
        case Seats(names, present, levels):
            return {
                "type": "seats",
                "names": list(names),
                "present": list(present),
                "levels": list(levels),
            }
        case State(snapshot, results, moon):
            view = snapshot.view
            return {
                "type": "state",
                "number": snapshot.number,
                "view": None if view is None else _view_json(view),
                "card_counts": list(snapshot.card_counts),
                "passed": sorted(int(s) for s in snapshot.passed),
                "over": snapshot.over,
                "results": [_result_json(r) for r in results],
                "moon": None if moon is None else _question_json(moon),
            }
        case Played(seat, card):
            return {"type": "played", "seat": int(seat), "card": card.code}
        case Refused(template, params):
            return {"type": "refused", "template": template, "params": dict(params)}
        case Closing():
            return {"type": "closing"}


# -- parsing --------------------------------------------------------------------------

T = TypeVar("T")


class _Fields:
    """The fields of one JSON object, each taken once with its type checked; ``done``
    refuses any left over."""

    def __init__(self, data: object, what: str) -> None:
        if not isinstance(data, dict):
            raise ProtocolError(f"{what} must be an object")
        self._data: dict[str, Any] = dict(data)
        self._what = what

    def has(self, name: str) -> bool:
        return name in self._data

    def take(self, name: str) -> Any:
        if name not in self._data:
            raise ProtocolError(f"{self._what} has no {name}")
        return self._data.pop(name)

    def done(self) -> None:
        if self._data:
            raise ProtocolError(f"{self._what} has unknown fields: {', '.join(sorted(self._data))}")

    def integer(self, name: str, low: int, high: int) -> int:
        return _integer(self.take(name), low, high, f"{self._what}.{name}")

    def flag(self, name: str) -> bool:
        value = self.take(name)
        if not isinstance(value, bool):
            raise ProtocolError(f"{self._what}.{name} must be true or false")
        return value

    def text(self, name: str, longest: int, *, empty: bool = False) -> str:
        return _text(self.take(name), longest, f"{self._what}.{name}", empty=empty)

    def seat(self, name: str) -> Seat:
        return Seat(self.integer(name, 0, 3))

    def seat_or_none(self, name: str) -> Seat | None:
        value = self.take(name)
        return None if value is None else Seat(_integer(value, 0, 3, f"{self._what}.{name}"))

    def card(self, name: str) -> Card:
        return _card(self.take(name))

    def cards(self, name: str, most: int = 13) -> tuple[Card, ...]:
        cards = tuple(_card(c) for c in _array(self.take(name), most, f"{self._what}.{name}"))
        if len(set(cards)) != len(cards):
            raise ProtocolError(f"{self._what}.{name} repeats a card")
        return cards

    def four(self, name: str, item: Callable[[object, str], T]) -> tuple[T, T, T, T]:
        values = _array(self.take(name), 4, f"{self._what}.{name}")
        if len(values) != 4:
            raise ProtocolError(f"{self._what}.{name} must have four entries")
        a, b, c, d = (item(v, f"{self._what}.{name}") for v in values)
        return (a, b, c, d)

    def points(self, name: str) -> tuple[int, int, int, int]:
        return self.four(name, lambda v, what: _integer(v, -MAX_POINTS, MAX_POINTS, what))


def _integer(value: object, low: int, high: int, what: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise ProtocolError(f"{what} must be a whole number from {low} to {high}")
    return value


def _text(value: object, longest: int, what: str, *, empty: bool = False) -> str:
    if not isinstance(value, str) or len(value) > longest or not (value or empty):
        raise ProtocolError(f"{what} must be a text of at most {longest} characters")
    if not value.isprintable():
        raise ProtocolError(f"{what} holds a control character")
    return value


def _array(value: object, most: int, what: str) -> list[object]:
    if not isinstance(value, list) or len(value) > most:
        raise ProtocolError(f"{what} must be a list of at most {most} entries")
    return value


_CARDS = {card.code: card for card in (Card.from_index(i) for i in range(52))}


def _card(value: object) -> Card:
    if not isinstance(value, str) or value not in _CARDS:
        raise ProtocolError(f"not a card code: {str(value)[:8]!r}")
    return _CARDS[value]


def _play(value: object, what: str) -> tuple[Seat, Card]:
    pair = _array(value, 2, what)
    if len(pair) != 2:
        raise ProtocolError(f"{what}: a play is [seat, card]")
    return Seat(_integer(pair[0], 0, 3, what)), _card(pair[1])


def _plays(value: object, most: int, what: str) -> tuple[tuple[Seat, Card], ...]:
    return tuple(_play(v, what) for v in _array(value, most, what))


def _trick(value: object, what: str) -> Trick:
    f = _Fields(value, what)
    trick = Trick(
        leader=f.seat("leader"),
        cards=_plays(f.take("cards"), 4, f"{what}.cards"),
        winner=f.seat("winner"),
        points=f.integer("points", -MAX_POINTS, MAX_POINTS),
        score=f.integer("score", -MAX_POINTS, MAX_POINTS),
    )
    f.done()
    return trick


def _view(value: object) -> SeatView:
    f = _Fields(value, "view")
    try:
        rules = Rules.from_dict(f.take("rules"))
    except (ValueError, TypeError) as error:
        raise ProtocolError(f"view.rules: {error}") from None
    try:
        phase = Phase(f.take("phase"))
    except ValueError:
        raise ProtocolError("view.phase is unknown") from None
    view = SeatView(
        seat=f.seat("seat"),
        rules=rules,
        hand_number=f.integer("hand_number", 0, MAX_RESULTS),
        direction=PassDirection(f.integer("direction", 0, 3)),
        phase=phase,
        hand=f.cards("hand"),
        passed=f.cards("passed", MOST_PASSED),
        received=f.cards("received", MOST_PASSED),
        tricks=tuple(_trick(t, "trick") for t in _array(f.take("tricks"), 13, "view.tricks")),
        trick=_plays(f.take("trick"), 3, "view.trick"),
        leader=f.seat_or_none("leader"),
        to_play=f.seat_or_none("to_play"),
        hearts_broken=f.flag("hearts_broken"),
        points_taken=f.points("points_taken"),
        totals=f.points("totals"),
        legal=f.cards("legal"),
        pass_count=rules.pass_count,
        dealer=f.seat("dealer"),
    )
    f.done()
    return view


def _result(value: object, what: str) -> HandResult:
    f = _Fields(value, what)
    result = HandResult(
        number=f.integer("number", 1, MAX_RESULTS),
        direction=PassDirection(f.integer("direction", 0, 3)),
        points=f.points("points"),
        totals=f.points("totals"),
        moon=f.seat_or_none("moon"),
        sun=f.seat_or_none("sun"),
        jack_of_diamonds=f.seat_or_none("jack_of_diamonds"),
        queen_of_spades=f.seat_or_none("queen_of_spades"),
        moon_choice=_moon_choice(f.take("moon_choice")) if f.has("moon_choice") else None,
        no_tricks=_seat_list(f.take("no_tricks"), f"{what}.no_tricks")
        if f.has("no_tricks")
        else (),
        halved=_seat_list(f.take("halved"), f"{what}.halved") if f.has("halved") else (),
        takers=_plays(f.take("takers"), 52, f"{what}.takers") if f.has("takers") else (),
    )
    f.done()
    return result


def _state(f: _Fields) -> State:
    view = f.take("view")
    passed = _array(f.take("passed"), 4, "state.passed")
    snapshot = TableSnapshot(
        number=f.integer("number", 0, MAX_RESULTS),
        view=None if view is None else _view(view),
        card_counts=f.four("card_counts", lambda v, what: _integer(v, 0, 16, what)),
        passed=frozenset(Seat(_integer(s, 0, 3, "state.passed")) for s in passed),
        over=f.flag("over"),
    )
    results = _array(f.take("results"), MAX_RESULTS, "state.results")
    moon = f.take("moon")
    return State(
        snapshot,
        tuple(_result(r, "result") for r in results),
        None if moon is None else _question(moon),
    )


def _question(value: object) -> MoonQuestion:
    f = _Fields(value, "moon")
    outcomes = _array(f.take("outcomes"), 2, "moon.outcomes")
    if len(outcomes) != 2:
        raise ProtocolError("moon.outcomes must have two entries")
    first, second = (_outcome(o, choice) for o, choice in zip(outcomes, CHOICES, strict=True))
    question = MoonQuestion(
        seat=f.seat("seat"),
        number=f.integer("number", 1, MAX_RESULTS),
        sun=f.flag("sun"),
        value=f.integer("value", 1, MAX_POINTS),
        totals=f.points("totals"),
        outcomes=(first, second),
    )
    f.done()
    return question


def _outcome(value: object, choice: MoonScoring) -> MoonOutcome:
    f = _Fields(value, "moon.outcome")
    if f.take("choice") != choice.value:
        raise ProtocolError(f"moon.outcomes must be {', '.join(c.value for c in CHOICES)}")
    outcome = MoonOutcome(
        choice=choice,
        points=f.points("points"),
        totals=f.points("totals"),
        over=f.flag("over"),
        winners=_seat_list(f.take("winners"), "moon.outcome.winners"),
        halved=_seat_list(f.take("halved"), "moon.outcome.halved") if f.has("halved") else (),
    )
    f.done()
    return outcome


def _seat_list(value: object, what: str) -> tuple[Seat, ...]:
    seats = tuple(Seat(_integer(s, 0, 3, what)) for s in _array(value, 4, what))
    if len(set(seats)) != len(seats):
        raise ProtocolError(f"{what} repeats a seat")
    return seats


def _moon_choice(value: object) -> MoonScoring:
    for choice in CHOICES:
        if value == choice.value:
            return choice
    raise ProtocolError("a moon choice is others_plus or shooter_minus")


def _refused(f: _Fields) -> Refused:
    template = f.take("template")
    if template not in TEMPLATES:
        raise ProtocolError("refused.template is not one of the engine's refusals")
    params = f.take("params")
    if not isinstance(params, dict) or not set(params) <= _PARAMS:
        raise ProtocolError("refused.params must be an object of known names")
    values = tuple((k, _text(v, MAX_TEXT, f"refused.{k}")) for k, v in sorted(params.items()))
    try:
        IllegalMove(template, **dict(values))
    except (KeyError, IndexError, ValueError):
        raise ProtocolError("refused.params do not fill its template") from None
    return Refused(template, values)


def _token(value: object) -> str | None:
    return None if value is None else _text(value, MAX_TOKEN, "hello.token")


def _password(f: _Fields) -> str | None:
    """The hello's password: null when it is left out."""
    value = f.take("password") if f.has("password") else None
    return None if value is None else _text(value, MAX_TEXT, "hello.password", empty=True)


_READERS: Mapping[str, Callable[[_Fields], Message]] = {
    "hello": lambda f: Hello(
        f.integer("version", 0, 2**31),
        f.text("name", MAX_NAME).strip(),
        _token(f.take("token")),
        _password(f),
    ),
    "pass": lambda f: PassCards(f.cards("cards", MOST_PASSED)),
    "play": lambda f: PlayCard(f.card("card")),
    "moon": lambda f: ChooseMoon(_moon_choice(f.take("choice"))),
    "welcome": lambda f: Welcome(
        f.integer("version", 0, 2**31),
        f.text("table", MAX_TEXT, empty=True),
        f.seat("seat"),
        f.text("token", MAX_TOKEN),
    ),
    "rejected": lambda f: Rejected(_rejection(f.take("reason"))),
    "seats": lambda f: Seats(
        f.four("names", lambda v, what: _text(v, MAX_NAME, what, empty=True)),
        f.four("present", _flag),
        f.four("levels", _level) if f.has("levels") else ("", "", "", ""),
    ),
    "state": _state,
    "played": lambda f: Played(f.seat("seat"), f.card("card")),
    "refused": _refused,
    "closing": lambda f: Closing(),
}


def _flag(value: object, what: str) -> bool:
    if not isinstance(value, bool):
        raise ProtocolError(f"{what} must be true or false")
    return value


def _level(value: object, what: str) -> str:
    if value == "" or value in LEVELS:
        return str(value)
    raise ProtocolError(f"{what} is not a computer level")


def _rejection(value: object) -> Rejection:
    for reason in REJECTIONS:
        if value == reason:
            return reason
    raise ProtocolError("rejected.reason is unknown")


def parse(line: bytes) -> Message:
    """The message on ``line`` (without its newline); ``ProtocolError`` for anything else."""
    if len(line) > MAX_LINE:
        raise ProtocolError(f"a line longer than {MAX_LINE} bytes")
    try:
        data = json.loads(line.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError):
        raise ProtocolError("not a line of JSON in UTF-8") from None
    fields = _Fields(data, "message")
    kind = fields.take("type")
    reader = _READERS.get(kind) if isinstance(kind, str) else None
    if reader is None:
        raise ProtocolError(f"unknown message type: {str(kind)[:20]!r}")
    fields = _Fields(data, kind)
    fields.take("type")
    message = reader(fields)
    fields.done()
    if isinstance(message, Hello) and not message.name:
        raise ProtocolError("hello.name is blank")
    return message
