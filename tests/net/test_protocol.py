"""The protocol's messages: each one survives its line, and each kind of bad line is a
``ProtocolError`` (never another exception)."""

from __future__ import annotations

import json

import pytest

from hearts_qt.controller.moon import MoonOutcome, MoonQuestion
from hearts_qt.controller.snapshot import TableSnapshot
from hearts_qt.engine import (
    Card,
    Game,
    HandResult,
    IllegalMove,
    MoonScoring,
    PassDirection,
    Rules,
    Seat,
)
from hearts_qt.engine.presets import PRESETS, Preset
from hearts_qt.net.protocol import (
    MAX_LINE,
    VERSION,
    ChooseMoon,
    Closing,
    Hello,
    Message,
    PassCards,
    PlayCard,
    Played,
    ProtocolError,
    Refused,
    Rejected,
    Seats,
    State,
    Welcome,
    encode,
    parse,
)
from hearts_qt.net.turned import turned_question


def _state_mid_game(rules: Rules | None = None) -> State:
    game = Game(rules, seed=4)
    count = game.rules.pass_count
    game.deal()
    for seat in Seat:
        game.pass_cards(seat, game.hand.held(seat)[:count])
    while game.number < 2 or len(game.hand.tricks) < 3:
        if game.needs_deal:
            game.deal()
            for seat in Seat:
                game.pass_cards(seat, game.hand.held(seat)[-count:])
            continue
        seat = game.hand.to_play
        assert seat is not None
        game.play(seat, game.hand.legal_plays(seat)[0])
    snapshot = TableSnapshot(game.number, game.view(Seat.EAST), (10, 10, 10, 9), frozenset(), False)
    return State(snapshot, tuple(game.results))


_QUESTION = MoonQuestion(
    Seat.WEST,
    3,
    True,
    52,
    (20, 40, 95, 30),
    (
        MoonOutcome(
            MoonScoring.OTHERS_PLUS, (52, 0, 52, 52), (72, 40, 147, 82), True, (Seat.WEST,)
        ),
        MoonOutcome(MoonScoring.SHOOTER_MINUS, (0, -52, 0, 0), (20, -12, 95, 30), False, ()),
    ),
)

_HALVING = MoonQuestion(
    Seat.SOUTH,
    4,
    False,
    26,
    (74, 40, 60, 30),
    (
        MoonOutcome(MoonScoring.OTHERS_PLUS, (0, 26, 26, 26), (74, 66, 43, 56), False, (), ()),
        MoonOutcome(
            MoonScoring.SHOOTER_MINUS,
            (-26, 0, 0, 0),
            (48, 40, 60, 30),
            False,
            (),
            (Seat.NORTH,),
        ),
    ),
)
"""A New Moon under Perfect 100 where one choice drops North to half: the seats halved
travel with their outcome (its numbers need not add up here)."""

MESSAGES: list[Message] = [
    Hello(VERSION, "Ann", None),
    Hello(VERSION, "Zoë ♥", "abc"),
    PassCards((Card.parse("2C"), Card.parse("QS"), Card.parse("AH"))),
    PassCards(tuple(Card.parse(c) for c in ("2C", "3C", "QS", "AH", "KD"))),
    PlayCard(Card.parse("10D")),
    ChooseMoon(MoonScoring.SHOOTER_MINUS),
    Welcome(VERSION, "Kitchen table", Seat.NORTH, "tok"),
    Rejected("full"),
    Seats(("Ann", "", "Bob", ""), (True, False, False, False)),
    Seats(("Ann", "", "Bob", ""), (True, False, True, False), ("", "expert", "", "easy")),
    State(TableSnapshot(0, None, (0, 0, 0, 0), frozenset(), False), ()),
    _state_mid_game(),
    State(TableSnapshot(3, None, (0, 0, 0, 0), frozenset(), False), (), _QUESTION),
    State(TableSnapshot(4, None, (0, 0, 0, 0), frozenset(), False), (), _HALVING),
    State(
        TableSnapshot(2, None, (0, 0, 0, 0), frozenset(), False),
        (
            HandResult(1, PassDirection.LEFT, (-5, 117, 0, 0), (-5, 117, 0, 0), moon=Seat.WEST),
            HandResult(
                2,
                PassDirection.RIGHT,
                (-5, 0, 26, 0),
                (-10, 58, 26, 0),
                moon=Seat.NORTH,
                moon_choice=MoonScoring.OTHERS_PLUS,
                no_tricks=(Seat.SOUTH, Seat.EAST),
                halved=(Seat.WEST,),
            ),
        ),
    ),
    Played(Seat.EAST, Card.parse("QS")),
    Refused(IllegalMove.FOLLOW_SUIT, (("suit", "clubs"),)),
    Closing(),
]


@pytest.mark.parametrize("message", MESSAGES, ids=lambda m: type(m).__name__)
def test_every_message_comes_back_as_it_was_sent(message: Message) -> None:
    line = encode(message)
    assert line.endswith(b"\n") and line.count(b"\n") == 1 and len(line) < MAX_LINE
    assert parse(line[:-1]) == message


def _play(**fields: object) -> bytes:
    return json.dumps({"type": "play", "card": "QS", **fields}).encode()


BAD = {
    "not UTF-8": b'{"type": "play", "card": "\xff"}',
    "not JSON": b"play QS",
    "not an object": b'["play", "QS"]',
    "no type": b'{"card": "QS"}',
    "a type that is no text": b'{"type": 3}',
    "an unknown type": b'{"type": "claim"}',
    "an unknown field": _play(extra=1),
    "a missing field": b'{"type": "play"}',
    "a card that is no card": _play(card="QX"),
    "a card as a number": _play(card=12),
    "a pass of six": b'{"type": "pass", "cards": ["2C", "3C", "4C", "5C", "6C", "7C"]}',
    "a moon choice of the rules' own": b'{"type": "moon", "choice": "shooter_chooses"}',
    "a moon choice that is none": b'{"type": "moon", "choice": "half"}',
    "a moon choice missing": b'{"type": "moon"}',
    "a pass repeating a card": b'{"type": "pass", "cards": ["2C", "2C", "4C"]}',
    "a version as text": b'{"type": "hello", "version": "1", "name": "A", "token": null}',
    "a version as a bool": b'{"type": "hello", "version": true, "name": "A", "token": null}',
    "a blank name": b'{"type": "hello", "version": 1, "name": "  ", "token": null}',
    "a name too long": json.dumps(
        {"type": "hello", "version": 1, "name": "A" * 25, "token": None}
    ).encode(),
    "a name with a newline": b'{"type": "hello", "version": 1, "name": "A\\nB", "token": null}',
    "an empty token": b'{"type": "hello", "version": 1, "name": "A", "token": ""}',
    "a seat out of range": b'{"type": "played", "seat": 4, "card": "QS"}',
    "a seat below range": b'{"type": "played", "seat": -1, "card": "QS"}',
    "an unknown rejection": b'{"type": "rejected", "reason": "tired"}',
    "a refusal not the engine's": b'{"type": "refused", "template": "No.", "params": {}}',
    "a refusal missing its fill": json.dumps(
        {"type": "refused", "template": IllegalMove.FOLLOW_SUIT, "params": {}}
    ).encode(),
    "three seats": b'{"type": "seats", "names": ["", "", ""], "present": [true, true, true]}',
    "a level that is none": json.dumps(
        {"type": "seats", "names": [""] * 4, "present": [False] * 4, "levels": ["god"] * 4}
    ).encode(),
    "nested too deep": b"[" * 100_000,
    "a line too long": b" " * (MAX_LINE + 1),
}


@pytest.mark.parametrize("line", BAD.values(), ids=BAD.keys())
def test_a_bad_line_is_a_protocol_error(line: bytes) -> None:
    with pytest.raises(ProtocolError):
        parse(line)


def test_a_view_with_a_field_changed_to_nonsense_is_refused() -> None:
    state = json.loads(encode(_state_mid_game()))
    for field, nonsense in [("hand", ["QS", "QS"]), ("phase", "dreaming"), ("totals", [0, 0])]:
        broken = json.loads(json.dumps(state))
        broken["view"][field] = nonsense
        with pytest.raises(ProtocolError):
            parse(json.dumps(broken).encode())
    broken = json.loads(json.dumps(state))
    broken["view"]["rules"]["target_score"] = 0
    with pytest.raises(ProtocolError):
        parse(json.dumps(broken).encode())


def test_the_seats_a_moon_choice_halves_are_turned_to_the_player() -> None:
    turned = turned_question(_HALVING, Seat.WEST)  # North sits at West's left
    assert [o.halved for o in turned.outcomes] == [(), (Seat.WEST,)]


def test_seats_without_levels_are_seats_of_no_computer() -> None:
    line = b'{"type": "seats", "names": ["A", "", "", ""], "present": [true, false, false, false]}'
    assert parse(line) == Seats(("A", "", "", ""), (True, False, False, False))


@pytest.mark.parametrize("preset", list(Preset), ids=lambda p: p.name)
def test_every_preset_travels_with_the_view(preset: Preset) -> None:
    state = _state_mid_game(PRESETS[preset])
    assert parse(encode(state)[:-1]) == state


HOSTILE_RULES: dict[str, dict[str, object]] = {
    "a pass of six": {"pass_count": 6},
    "a pass count as text": {"pass_count": "5"},
    "a cycle out of order": {"pass_cycle": ["right", "left"]},
    "a direction that is none": {"pass_cycle": ["up"]},
    "a first lead that is none": {"first_lead": "youngest"},
    "a card worth a thousand": {"card_values": {"QS": 1000}},
    "a card that is none": {"card_values": {"ZZ": 1}},
    "no card worth anything": {"card_values": {"QS": -13}},
    "a bonus of zero": {"no_tricks_bonus": 0},
    "a flag as a number": {"perfect_100": 1},
    "an option unknown": {"everyone_wins": True},
}


@pytest.mark.parametrize("rules", HOSTILE_RULES.values(), ids=HOSTILE_RULES.keys())
def test_a_view_with_rules_out_of_bounds_is_refused_saying_which(
    rules: dict[str, object],
) -> None:
    state = json.loads(encode(_state_mid_game()))
    state["view"]["rules"].update(rules)
    with pytest.raises(ProtocolError, match=r"view\.rules: "):
        parse(json.dumps(state).encode())


def test_a_moon_question_with_its_outcomes_missing_or_nonsense_is_refused() -> None:
    asked = json.loads(
        encode(State(TableSnapshot(3, None, (0, 0, 0, 0), frozenset(), False), (), _QUESTION))
    )
    first, second = asked["moon"]["outcomes"]
    for outcomes in ([first], [second, first], [first, {**second, "winners": [1, 1]}]):
        broken = json.loads(json.dumps(asked))
        broken["moon"]["outcomes"] = outcomes
        with pytest.raises(ProtocolError):
            parse(json.dumps(broken).encode())
