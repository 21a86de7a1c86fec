"""The play search's switched-off refinements, kept working: successive halving over the
cards and the exact solve of the last tricks (``MonteCarloPlayer(halving=…,
solve_tricks=…)``)."""

from __future__ import annotations

import random
from itertools import pairwise

import pytest

from hearts_qt.ai import montecarlo
from hearts_qt.ai.montecarlo import MIN_FIRST_DEALS, MonteCarloPlayer, halving_schedule
from hearts_qt.engine import Game, Phase, SeatView
from hearts_qt.engine.masks import HandPoints
from hearts_qt.engine.simulate import Policy, Position
from tests.ai.helpers import decisions, fast_player, random_rules


def _plays(games: int) -> list[SeatView]:
    views: list[SeatView] = []
    for number in range(games):
        rng = random.Random(f"halving/{number}")
        game = Game(random_rules(rng), seed=rng.getrandbits(32))
        players = [fast_player("normal", number * 4 + s) for s in range(4)]
        views.extend(v for v in decisions(game, players, 1) if v.phase is Phase.PLAYING)
    return [v for v in views if len(v.legal) > 1]


def test_each_stage_doubles_the_deals_of_half_the_cards() -> None:
    for cards in range(2, 14):
        for iterations in (2, 8, 25, 100):
            schedule = halving_schedule(cards, iterations)
            assert schedule[0][0] == cards
            assert sum(alive * deals for alive, deals in schedule) <= cards * iterations
            if len(schedule) > 1:
                assert schedule[0][1] >= MIN_FIRST_DEALS
            for (alive, deals), (kept, more) in pairwise(schedule):
                assert kept == (alive + 1) // 2 and more == 2 * deals


def test_halving_tries_its_choice_on_the_most_deals() -> None:
    searched = 0
    for view in _plays(2)[:40]:
        player = MonteCarloPlayer("expert", 4, 25, None, weighted=True, halving=True)
        evaluation = player.evaluate_play(view, None)
        again = MonteCarloPlayer("expert", 4, 25, None, weighted=True, halving=True)
        assert again.evaluate_play(view, None) == evaluation
        assert sorted(c for e in evaluation.ranked for c in e.cards) == list(view.legal)
        most = max(e.samples for e in evaluation.ranked)
        best = evaluation.ranked[0]
        assert best.cards == evaluation.chosen and best.samples == most
        dropped = [e for e in evaluation.ranked if e.samples < most]
        assert all(2 * e.samples < most for e in dropped)
        searched += bool(dropped)
    assert searched >= 10


def test_the_last_tricks_are_solved_not_rolled_out(monkeypatch: pytest.MonkeyPatch) -> None:
    rollouts = 0
    real = montecarlo.play_out

    def counting(position: Position, policy: Policy) -> HandPoints:
        nonlocal rollouts
        rollouts += 1
        return real(position, policy)

    monkeypatch.setattr(montecarlo, "play_out", counting)
    late = [v for v in _plays(3) if len(v.tricks) >= 10]
    assert len(late) >= 5
    for view in late:
        player = MonteCarloPlayer("expert", 2, 12, None, solve_tricks=3)
        evaluation = player.evaluate_play(view, None)
        assert rollouts == 0 and evaluation.samples == 12
        assert evaluation.chosen[0] in view.legal
        assert all(-52 - 10 <= e.points <= 52 + 11 for e in evaluation.ranked)
