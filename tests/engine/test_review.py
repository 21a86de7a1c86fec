"""A hand's review is the engine's own replay of it: the deal, the passes, each trick with
the holdings and running points after it, and the score, for finished hands only."""

from __future__ import annotations

import dataclasses

import pytest

from hearts_qt.engine import Game, PassDirection, Rules, Seat, record
from hearts_qt.engine.review import review_of
from tests.engine.helpers import play_hand
from tests.ui.score_sheet_helpers import SHOWCASE, SHOWCASE_SEED, scripted_game


def _played(hands: int, seed: int = 5, rules: Rules | None = None) -> Game:
    game = Game(rules, seed)
    for _ in range(hands):  # the first three cards passed, the first legal card played
        play_hand(game, lambda _seat, held: held[:3], lambda _seat, legal: legal[0])
    return game


def test_a_review_replays_the_deal_the_passes_and_every_trick() -> None:
    game = _played(3)
    for number in (1, 2, 3):
        played = game.hands[number - 1]
        review = review_of(game, number)
        assert review.number == number
        assert review.dealt == played.dealt
        assert review.direction is played.direction
        assert [(t.leader, t.cards, t.winner) for t in review.tricks] == [
            (t.leader, t.cards, t.winner) for t in played.tricks
        ]
        assert review.result == game.results[number - 1]
        for giver in Seat:
            receiver = review.receiver(giver)
            assert set(review.passed[giver]) <= set(review.after_pass[receiver])
            assert not set(review.passed[giver]) & set(review.after_pass[giver])
            assert review.received(receiver) == review.passed[giver]


def test_holdings_and_running_points_follow_the_tricks() -> None:
    review = review_of(_played(1), 1)
    before = review.after_pass
    for trick in review.tricks:
        for seat in Seat:
            assert set(trick.held[seat]) == set(before[seat]) - {trick.card_of(seat)}
        before = trick.held
    assert all(held == () for held in review.tricks[-1].held)
    assert sum(review.tricks[-1].running) == 26
    running = [0, 0, 0, 0]
    for trick in review.tricks:
        running[trick.winner] += trick.points
        assert list(trick.running) == running
    assert review.tricks[0].hearts_broken is False


def test_the_totals_before_a_hand_are_the_last_hands_totals() -> None:
    game = _played(3)
    assert review_of(game, 1).totals_before == (0, 0, 0, 0)
    assert review_of(game, 3).totals_before == game.results[1].totals


def test_a_hand_without_passing_has_no_passes() -> None:
    review = review_of(_played(4), 4)
    assert review.direction is PassDirection.HOLD and not review.passing
    assert review.passed == ((), (), (), ())
    assert review.after_pass == review.dealt
    assert review.received(Seat.SOUTH) == ()


def test_a_moon_and_the_jack_are_the_results_not_the_tricks_sum() -> None:
    game = scripted_game(SHOWCASE_SEED, SHOWCASE)
    reviews = [review_of(game, n) for n in range(1, len(game.results) + 1)]
    moons = [r for r in reviews if r.moon]
    assert moons, "the showcase game has moons"
    for review in moons:
        assert review.tricks[-1].running != review.result.points
    jack = [r for r in reviews if not r.moon]
    assert any(r.tricks[-1].running == r.result.points for r in jack)


def test_only_finished_hands_are_reviewed() -> None:
    game = _played(1)
    game.deal()  # hand 2 dealt, not played
    with pytest.raises(ValueError, match="not finished"):
        review_of(game, 2)
    with pytest.raises(ValueError):
        review_of(game, 0)


def test_a_review_is_frozen_and_the_same_after_the_record_is_loaded() -> None:
    game = _played(2)
    review = review_of(game, 2)
    with pytest.raises(dataclasses.FrozenInstanceError):
        review.number = 3  # type: ignore[misc]
    assert review_of(record.from_json(record.to_json(game)), 2) == review
