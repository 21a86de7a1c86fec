"""The game record: plain JSON that round-trips, and refuses damage and tampering."""

from __future__ import annotations

import json
from typing import Any

import pytest

from hearts_qt.engine import Game, MoonScoring, RecordError, Rules, Seat
from hearts_qt.engine.record import (
    FORMAT,
    SCHEMA,
    from_dict,
    from_json,
    to_dict,
    to_json,
)

from .helpers import random_game, snapshot_game

RULES = Rules(target_score=60, jack_of_diamonds=-10, moon_scoring=MoonScoring.SHOOTER_MINUS)


@pytest.fixture(scope="module")
def finished() -> Game:
    return random_game(RULES, seed=31, choice_seed=31)


@pytest.fixture(scope="module")
def unfinished() -> Game:
    return random_game(Rules(), seed=32, choice_seed=32, max_hands=2)


def test_a_record_is_plain_json_with_format_and_schema(finished: Game) -> None:
    data = json.loads(to_json(finished))
    assert data["format"] == FORMAT == "hearts-qt game record"
    assert data["schema"] == SCHEMA == 3
    assert data["seed"] == 31
    assert Rules.from_dict(data["rules"]) == RULES
    assert data["totals"] == list(finished.totals)
    assert len(data["hands"]) == finished.number
    first = data["hands"][0]
    assert set(first) == {"passes", "plays"}
    assert set(first["passes"]) == {"south", "west", "north", "east"}
    assert len(first["plays"]) == 52
    assert all(isinstance(code, str) for code in first["plays"])


@pytest.mark.parametrize("name", ["finished", "unfinished"])
def test_a_record_round_trips(name: str, request: pytest.FixtureRequest) -> None:
    game: Game = request.getfixturevalue(name)
    text = to_json(game)
    loaded = from_json(text)
    assert snapshot_game(loaded) == snapshot_game(game)
    assert to_json(loaded) == text
    assert from_json(text.encode("utf-8")).totals == game.totals


def test_a_record_can_be_saved_in_the_middle_of_a_pass_or_a_trick() -> None:
    game = Game(seed=3)
    game.deal()
    game.pass_cards(Seat.NORTH, game.hand.held(Seat.NORTH)[:3])
    assert snapshot_game(from_json(to_json(game))) == snapshot_game(game)
    for seat in (Seat.SOUTH, Seat.WEST, Seat.EAST):
        game.pass_cards(seat, game.hand.held(seat)[:3])
    for _ in range(6):
        seat = game.hand.to_play
        assert seat is not None
        game.play(seat, game.hand.legal_plays(seat)[0])
    assert snapshot_game(from_json(to_json(game))) == snapshot_game(game)


def test_an_empty_game_round_trips() -> None:
    game = Game(Rules(fixed_hands=12), seed=-5)
    loaded = from_json(to_json(game))
    assert (loaded.rules, loaded.seed, loaded.actions) == (game.rules, -5, [])


# -- damaged and tampered records ---------------------------------------------------------


def damaged(game: Game, change: Any) -> dict[str, Any]:
    data = json.loads(to_json(game))
    change(data)
    return data


def refused(data: object, message: str) -> None:
    with pytest.raises(RecordError, match=message):
        from_dict(data)
    with pytest.raises(RecordError, match=message):
        from_json(json.dumps(data))


@pytest.mark.parametrize(
    "text", ["", "{", "not json", '{"format": "hearts-qt game record",', b"\xff\xfe{"]
)
def test_bad_json(text: str | bytes) -> None:
    with pytest.raises(RecordError, match="not valid JSON"):
        from_json(text)


@pytest.mark.parametrize("data", [None, [], 42, "record", {}, {"format": "chess game"}])
def test_not_a_record(data: object) -> None:
    refused(data, "not a hearts-qt game record")


@pytest.mark.parametrize("schema", [4, 0, "1", 1.0, True, None])
def test_wrong_schema(unfinished: Game, schema: object) -> None:
    refused(damaged(unfinished, lambda d: d.update(schema=schema)), "schema")


@pytest.mark.parametrize("seed", ["31", 3.5, None, True])
def test_wrong_seed_type(unfinished: Game, seed: object) -> None:
    refused(damaged(unfinished, lambda d: d.update(seed=seed)), "no valid seed")


def test_a_different_seed_replays_to_an_illegal_game(finished: Game) -> None:
    refused(damaged(finished, lambda d: d.update(seed=d["seed"] + 1)), "illegal game")


@pytest.mark.parametrize(
    ("rules", "message"),
    [
        ("classic", "rules must be an object"),
        ({"trumps": "hearts"}, "Unknown rule options: trumps"),
        ({"target_score": "100"}, "whole number"),
        ({"fixed_hands": 5}, "multiple of four"),
        ({"moon_scoring": "never"}, "Unknown moon scoring"),
    ],
)
def test_bad_rules(unfinished: Game, rules: object, message: str) -> None:
    refused(damaged(unfinished, lambda d: d.update(rules=rules)), f"damaged: .*{message}")


@pytest.mark.parametrize(
    "totals", [None, [0, 0, 0], [0, 0, 0, "0"], [0.0, 0, 0, 0], [False, 0, 0, 0], "0 0 0 0"]
)
def test_wrong_totals_type(unfinished: Game, totals: object) -> None:
    refused(damaged(unfinished, lambda d: d.update(totals=totals)), "totals are not four")


def test_tampered_totals(finished: Game) -> None:
    def lower_south(data: dict[str, Any]) -> None:
        data["totals"][0] -= 1

    refused(damaged(finished, lower_south), "scores in the game record do not match")


def test_changed_rules_change_the_scores(finished: Game) -> None:
    def classic(data: dict[str, Any]) -> None:
        data["rules"]["jack_of_diamonds"] = None

    refused(damaged(finished, classic), "do not match|illegal game")


def test_hands_of_the_wrong_shape(unfinished: Game) -> None:
    refused(damaged(unfinished, lambda d: d.update(hands={})), "damaged: no list of hands")
    refused(damaged(unfinished, lambda d: d["hands"].append([])), "damaged: a hand is not")
    refused(damaged(unfinished, lambda d: d["hands"][0].pop("plays")), "damaged: a hand is not")
    refused(damaged(unfinished, lambda d: d["hands"][0].update(extra=1)), "damaged: a hand is not")
    refused(
        damaged(unfinished, lambda d: d["hands"][0].update(plays="2C")), "damaged: .*wrong shape"
    )


def test_a_play_that_is_not_a_card(unfinished: Game) -> None:
    def bad(data: dict[str, Any]) -> None:
        data["hands"][0]["plays"][0] = "ZZ"

    refused(damaged(unfinished, bad), "damaged: Not a card: 'ZZ'")

    def number(data: dict[str, Any]) -> None:
        data["hands"][0]["plays"][0] = 2

    refused(damaged(unfinished, number), "damaged: not a card: 2")


def test_passes_that_are_not_a_list_or_name_no_seat(unfinished: Game) -> None:
    def string(data: dict[str, Any]) -> None:
        data["hands"][0]["passes"]["south"] = "2C 3C 4C"

    refused(damaged(unfinished, string), "damaged: passed cards are not a list")

    def seat(data: dict[str, Any]) -> None:
        data["hands"][0]["passes"]["dealer"] = data["hands"][0]["passes"].pop("south")

    refused(damaged(unfinished, seat), "damaged: unknown seat 'dealer'")


def test_a_duplicate_card_in_a_pass(unfinished: Game) -> None:
    def dup(data: dict[str, Any]) -> None:
        passed = data["hands"][0]["passes"]["west"]
        passed[1] = passed[0]

    refused(damaged(unfinished, dup), "illegal game: The cards passed must all be different")


def test_a_pass_of_two_cards(unfinished: Game) -> None:
    refused(
        damaged(unfinished, lambda d: d["hands"][0]["passes"]["east"].pop()),
        "illegal game: Pass exactly three cards",
    )


def test_a_card_played_twice(unfinished: Game) -> None:
    def twice(data: dict[str, Any]) -> None:
        plays = data["hands"][0]["plays"]
        plays[4] = plays[0]

    refused(damaged(unfinished, twice), "illegal game: .*does not hold")


def test_leading_something_else_than_the_two_of_clubs(unfinished: Game) -> None:
    leader = unfinished.hands[0].tricks[0].leader
    other = next(c for c in unfinished.hands[0].dealt[leader] if c.code != "2C")

    def lead(data: dict[str, Any]) -> None:
        data["hands"][0]["plays"][0] = other.code

    refused(damaged(unfinished, lead), "illegal game: The 2♣ leads the first trick")


def test_not_following_suit(unfinished: Game) -> None:
    """The first time a player follows suit holding another suit, it discards instead."""
    game = Game(unfinished.rules, unfinished.seed)
    for action in unfinished.actions:
        hand = game.hands[-1] if game.hands else None
        if action[0] == "play" and hand is not None and hand.trick:
            seat, led = action[1], hand.trick[0][1].suit
            discards = [c for c in hand.held(seat) if c.suit is not led]
            if discards:
                index = _play_index(game)
                break
        game.apply(action)
    else:
        pytest.fail("no follow with a choice in the first hand")

    def discard(data: dict[str, Any]) -> None:
        data["hands"][game.number - 1]["plays"][index] = discards[0].code

    refused(damaged(unfinished, discard), f"illegal game: You must follow suit: {led.label}")


def _play_index(game: Game) -> int:
    hand = game.hand
    return 4 * len(hand.tricks) + len(hand.trick)


def test_plays_before_the_pass_is_complete(unfinished: Game) -> None:
    refused(
        damaged(unfinished, lambda d: d["hands"][0]["passes"].pop("north")),
        "damaged: a card is played while no one is on turn",
    )


def test_a_pass_in_a_hold_hand() -> None:
    game = random_game(Rules(), seed=33, choice_seed=33, max_hands=4)

    def hold_pass(data: dict[str, Any]) -> None:
        data["hands"][3]["passes"] = dict(data["hands"][0]["passes"])

    refused(damaged(game, hold_pass), "illegal game: There is no pass in this hand")


def test_a_hand_after_the_game_is_over(finished: Game) -> None:
    refused(
        damaged(finished, lambda d: d["hands"].append({"passes": {}, "plays": []})),
        "illegal game: The game is over",
    )


def test_a_second_hand_before_the_first_is_finished(unfinished: Game) -> None:
    refused(
        damaged(unfinished, lambda d: d["hands"][0]["plays"].pop()),
        "illegal game: The current hand is not finished",
    )


def test_a_record_error_is_a_value_error() -> None:
    assert issubclass(RecordError, ValueError)
    game = Game(seed=1)
    assert to_dict(game)["hands"] == []
