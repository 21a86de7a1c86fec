"""The search spread over worker processes: the same choices as in-process with one
worker, reproducible with two, cancelled within a deal, and always an answer."""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator

import pytest

from hearts_qt.ai import CancelFlag, make_player, parallel
from hearts_qt.ai.estimate import Estimate, Evaluation, merged
from hearts_qt.ai.montecarlo import MonteCarloPlayer
from hearts_qt.ai.parallel import SearchPool, SpreadPlayer, merge
from hearts_qt.engine import Card, Game, Phase, SeatView
from tests.ai.helpers import decisions, fast_player

START_S = 60.0
"""Long enough for spawned workers to start on a loaded machine (a fraction of a second
on a quiet one)."""


@pytest.fixture(scope="module")
def one() -> Iterator[SearchPool]:
    pool = SearchPool(1)
    assert pool.wait_ready(START_S)
    yield pool
    pool.shutdown()


@pytest.fixture(scope="module")
def two() -> Iterator[SearchPool]:
    pool = SearchPool(2)
    assert pool.wait_ready(START_S)
    yield pool
    pool.shutdown()


def _views(seed: int) -> tuple[list[SeatView], list[SeatView]]:
    players = [fast_player("normal", s) for s in range(4)]
    views = list(decisions(Game(seed=seed), players, hands=2))
    passes = [v for v in views if v.phase is Phase.PASSING and v.direction.value]
    plays = [v for v in views if v.phase is Phase.PLAYING and len(v.legal) > 2]
    return passes, plays


def _expert(iterations: int | None = 24, seed: int = 5) -> MonteCarloPlayer:
    player = make_player("expert", seed, iterations=iterations)
    assert isinstance(player, MonteCarloPlayer)
    return player


def test_one_worker_chooses_exactly_as_the_player_does_alone(one: SearchPool) -> None:
    passes, plays = _views(11)
    player = _expert()
    for view in plays[:5]:
        assert one.evaluate(player, "play", view, None) == player.evaluate_play(view, None)
    for view in passes[:2]:
        assert one.evaluate(player, "pass", view, None) == player.evaluate_pass(view, None)


def test_two_workers_share_the_deals_and_choose_the_same_each_time(two: SearchPool) -> None:
    _, plays = _views(12)
    player = _expert(iterations=25)
    for view in plays[:4]:
        first = two.evaluate(player, "play", view, None)
        assert first == two.evaluate(player, "play", view, None)
        assert first.chosen[0] in view.legal
        assert player.last_samples == first.samples
        assert {e.cards[0] for e in first.ranked} <= set(view.legal)


def test_a_cancel_reaches_the_workers(two: SearchPool) -> None:
    """A search of ten million deals a worker returns once its flag is set."""
    _, plays = _views(13)
    player = _expert(iterations=10**7)
    flag = CancelFlag()
    done: list[Evaluation] = []
    thread = threading.Thread(
        target=lambda: done.append(two.evaluate(player, "play", plays[0], flag))
    )
    thread.start()
    time.sleep(0.3)
    flag.set()
    thread.join(START_S)
    assert not thread.is_alive()
    assert done[0].chosen[0] in plays[0].legal
    assert done[0].samples < 10**6


def test_after_a_shutdown_the_search_runs_in_process() -> None:
    _, plays = _views(14)
    pool = SearchPool(1)
    assert pool.wait_ready(START_S)
    pool.shutdown()
    player = _expert()
    assert pool.evaluate(player, "play", plays[0], None) == player.evaluate_play(plays[0], None)


def test_a_spread_player_is_asked_like_any_other(one: SearchPool) -> None:
    passes, plays = _views(15)
    alone = _expert()
    spread = SpreadPlayer(_expert(), one)
    assert spread.level == "expert"
    assert spread.choose_play(plays[1]) == alone.choose_play(plays[1])
    assert spread.choose_pass(passes[0]) == alone.choose_pass(passes[0])


def test_only_the_packages_searching_players_are_spread(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(parallel, "shared_pool", lambda: SearchPool(1))
    normal = make_player("normal", 1)
    assert parallel.spread(normal) is normal

    class Local(MonteCarloPlayer):
        pass

    local = Local("expert", 1, 4, None)
    assert parallel.spread(local) is local  # a worker could not import this class
    assert isinstance(parallel.spread(_expert()), SpreadPlayer)


def test_no_workers_when_the_environment_says_zero(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(parallel.WORKERS_VARIABLE, "0")
    monkeypatch.setattr(parallel, "_SHARED", None)
    monkeypatch.setattr(parallel, "_SHUT_DOWN", False)
    expert = _expert()
    assert parallel.spread(expert) is expert


@pytest.mark.parametrize("value", ["many", "-1", "1000"])
def test_a_bad_worker_count_falls_back_to_the_cores(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture, value: str
) -> None:
    monkeypatch.setenv(parallel.WORKERS_VARIABLE, value)
    assert parallel.default_workers() == max(1, parallel.cores() - 1)
    assert parallel.WORKERS_VARIABLE in caplog.text


def _estimate(card: str, points: float, value: float, deals: int) -> Estimate:
    return Estimate((Card.parse(card),), points, value, deals, float(deals))


def test_shares_merge_as_the_estimates_pool() -> None:
    a = Evaluation(
        (Card.parse("2C"),), (_estimate("2C", 1.0, -1.0, 30), _estimate("3C", 4.0, -4.0, 30)), 30
    )
    b = Evaluation(
        (Card.parse("3C"),), (_estimate("3C", 1.0, -1.0, 10), _estimate("2C", 4.0, -4.0, 10)), 10
    )
    assert merge([a, b]) == merged([a, b])
    assert merge([a, b]).chosen == (Card.parse("2C"),)


def test_merging_one_measured_share_keeps_it_as_it_is() -> None:
    measured = Evaluation((Card.parse("2C"),), (_estimate("2C", 1.0, -1.0, 3),), 3)
    unmeasured = Evaluation((Card.parse("3C"),))
    assert merge([measured, unmeasured]) is measured
    assert merge([unmeasured]) is unmeasured


def test_a_share_that_cannot_reach_a_worker_is_searched_in_process(
    caplog: pytest.LogCaptureFixture,
) -> None:
    _, plays = _views(16)
    pool = SearchPool(1)
    assert pool.wait_ready(START_S)
    player = _expert()
    player.unpicklable = lambda: None  # type: ignore[attr-defined]
    try:
        for n in range(parallel.MAX_FAILURES + 1):
            assert pool.wait_ready(START_S) is (n < parallel.MAX_FAILURES)
            assert pool.evaluate(player, "play", plays[n], None) == player.evaluate_play(
                plays[n], None
            )
    finally:
        pool.shutdown()
    assert caplog.text.count("The search workers failed") == parallel.MAX_FAILURES
