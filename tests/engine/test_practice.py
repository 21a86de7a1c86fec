"""Deal numbers and practice games: a number names a game's deals; a practice game plays
one hand of it again, with the same cards and pass direction, and is over after it."""

from __future__ import annotations

import json
import random

import pytest

from hearts_qt.engine import Game, PassDirection, RecordError, Rules, Seat, deal_for
from hearts_qt.engine.deal_number import (
    FIRST,
    LAST,
    DealNumberError,
    Problem,
    deal_number_text,
    parse_deal_number,
    random_deal_number,
)
from hearts_qt.engine.record import (
    SCHEMA,
    WHOLE_GAME_SCHEMA,
    from_dict,
    from_json,
    to_dict,
    to_json,
)

from .helpers import play_hand, random_choosers, snapshot_game


def _played(game: Game, hands: int, choice_seed: int = 5) -> Game:
    choose_pass, choose_play = random_choosers([random.Random(choice_seed)] * 4)
    for _ in range(hands):
        play_hand(game, choose_pass, choose_play)
    return game


@pytest.mark.parametrize(
    ("text", "number"),
    [
        ("1", 1),
        ("31415926", 31415926),
        (" 31 415 926 ", 31415926),
        ("31,415,926", 31415926),
        ("999\u202f999\u202f999", LAST),
        ("0007", 7),
        ("1.000", 1000),
    ],
)
def test_a_typed_deal_number(text: str, number: int) -> None:
    assert parse_deal_number(text) == number


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        ("", Problem.EMPTY),
        ("   ", Problem.EMPTY),
        ("abc", Problem.NOT_A_NUMBER),
        ("12a", Problem.NOT_A_NUMBER),
        ("1e5", Problem.NOT_A_NUMBER),
        ("+5", Problem.NOT_A_NUMBER),
        ("٣", Problem.NOT_A_NUMBER),
        (",", Problem.NOT_A_NUMBER),
        ("-5", Problem.TOO_SMALL),
        ("\u22125", Problem.TOO_SMALL),
        ("0", Problem.TOO_SMALL),
        ("1 000 000 000", Problem.TOO_LARGE),
        ("9" * 400, Problem.TOO_LARGE),
    ],
)
def test_what_is_not_a_deal_number(text: str, problem: Problem) -> None:
    with pytest.raises(DealNumberError) as error:
        parse_deal_number(text)
    assert error.value.problem is problem


def test_a_deal_number_reads_back_as_itself() -> None:
    rng = random.Random(4)
    for number in [FIRST, LAST, 1000, 999, *(random_deal_number(rng) for _ in range(200))]:
        assert FIRST <= number <= LAST
        assert parse_deal_number(deal_number_text(number)) == number
    assert deal_number_text(31415926) == "31\u202f415\u202f926"
    assert deal_number_text(7) == "7"


def test_the_same_number_deals_the_same_cards_in_every_hand() -> None:
    a, b = _played(Game(seed=31415926), 3), _played(Game(seed=31415926), 3, choice_seed=9)
    assert [h.dealt for h in a.hands] == [h.dealt for h in b.hands]
    assert [h.dealt for h in a.hands] == [deal_for(31415926, n) for n in (1, 2, 3)]
    assert _played(Game(seed=31415927), 1).hands[0].dealt != a.hands[0].dealt


@pytest.mark.parametrize("number", [1, 2, 3, 4, 7])
def test_a_practice_game_deals_that_hand_with_its_pass(number: int) -> None:
    game = Game(Rules(), seed=77, practice=number)
    game.deal()
    assert game.hand.dealt == deal_for(77, number)
    assert game.hand.direction is PassDirection.for_hand(number)
    assert game.number == 1 and game.hand_in_deal(1) == number
    assert game.totals == (0, 0, 0, 0) and not game.is_over


def test_a_practice_game_is_over_after_its_hand() -> None:
    game = _played(Game(Rules(target_score=500), seed=77, practice=3), 1)
    assert game.is_over and len(game.results) == 1
    assert game.winners and all(game.totals[s] == min(game.totals) for s in game.winners)
    with pytest.raises(ValueError):
        game.deal()


def test_a_practice_hand_scores_as_the_hand_did_in_the_game() -> None:
    """The same passes and plays give the same points as the original hand."""
    whole = _played(Game(seed=12), 3)
    start = [i for i, a in enumerate(whole.actions) if a[0] == "deal"][2]
    practice = Game.replay(Rules(), 12, whole.actions[start:], practice=3)
    assert practice.results[0].points == whole.results[2].points
    assert practice.is_over


def test_undo_and_copy_keep_a_practice_game_a_practice_game() -> None:
    game = Game(seed=5, practice=2)
    game.deal()
    for seat in Seat:
        game.pass_cards(seat, game.hand.held(seat)[:3])
    assert game.undo(2).practice == 2 and game.copy().practice == 2
    assert snapshot_game(game.copy()) == snapshot_game(game)
    assert game.undo(4).hand.dealt == deal_for(5, 2)


def test_no_hand_zero() -> None:
    with pytest.raises(ValueError):
        Game(seed=5, practice=0)


def test_a_practice_record_round_trips_naming_its_hand() -> None:
    game = _played(Game(seed=8, practice=6), 1)
    data = json.loads(to_json(game))
    assert data["schema"] == SCHEMA == 3 and data["practice"] == 6
    assert snapshot_game(from_json(to_json(game))) == snapshot_game(game)
    assert from_json(to_json(game)).practice == 6
    assert "practice" not in to_dict(Game(seed=8)) and to_dict(Game(seed=8))["schema"] == 3


@pytest.mark.parametrize("practice", [0, -1, "6", 6.0, True, None, 10_001])
def test_a_practice_record_with_no_valid_hand_is_refused(practice: object) -> None:
    data = to_dict(_played(Game(seed=8, practice=6), 1))
    data["practice"] = practice
    with pytest.raises(RecordError):
        from_dict(data)


def test_a_practice_record_of_another_hand_is_refused_as_illegal() -> None:
    data = to_dict(_played(Game(seed=8, practice=6), 1))
    data["practice"] = 5
    with pytest.raises(RecordError, match="illegal game"):
        from_dict(data)


def test_a_whole_game_record_may_not_name_a_practice_hand() -> None:
    data = to_dict(Game(seed=8))
    data["schema"] = WHOLE_GAME_SCHEMA
    data["practice"] = 2
    with pytest.raises(RecordError, match="practice"):
        from_dict(data)
