"""Every level passes three of its own cards and plays only legal cards, whatever the rules."""

from __future__ import annotations

import random
import time

import pytest

from hearts_qt.ai import LEVELS, make_player
from hearts_qt.engine import Game, Phase, Seat

from .helpers import decisions, fast_player, random_rules


def test_levels_and_interface() -> None:
    assert LEVELS == ("easy", "normal", "hard", "expert")
    for level in LEVELS:
        assert make_player(level, 1).level == level
    with pytest.raises(ValueError, match="Unknown level"):
        make_player("grandmaster", 1)
    with pytest.raises(ValueError):
        make_player("hard", 1, iterations=0)


@pytest.mark.parametrize("level", LEVELS)
def test_passes_and_plays_are_legal(level: str) -> None:
    games = 12 if level in ("easy", "normal") else 3
    checked = 0
    for number in range(games):
        rng = random.Random(f"{level}/{number}")
        game = Game(random_rules(rng), seed=rng.getrandbits(32))
        players = [
            fast_player(level if s == number % 4 else "normal", number * 4 + s) for s in range(4)
        ]
        me = players[number % 4]
        for view in decisions(game, players, hands=4):
            if view.seat != number % 4:
                continue
            if view.phase is Phase.PASSING:
                chosen = me.choose_pass(view)
                assert len(set(chosen)) == 3
                assert set(chosen) <= set(view.hand)
            else:
                assert me.choose_play(view) in view.legal
            checked += 1
    assert checked > 40


def test_mixed_table_plays_whole_games() -> None:
    for number in range(4):
        rng = random.Random(number)
        game = Game(random_rules(rng), seed=number)
        players = [fast_player(level, number) for level in LEVELS]
        for _ in decisions(game, players, hands=40):
            pass
        assert game.is_over


def test_refuses_a_view_that_is_not_on_turn() -> None:
    game = Game(seed=3)
    game.deal()
    view = game.view(Seat.SOUTH)
    assert view.phase is Phase.PASSING
    for level in LEVELS:
        with pytest.raises(ValueError, match="turn"):
            fast_player(level, 1).choose_play(view)


def test_time_budget_is_kept() -> None:
    game = Game(seed=21)
    players = [fast_player("normal", s) for s in range(4)]
    views = [v for v in decisions(game, players, hands=1) if len(v.legal) > 3]
    player = make_player("expert", 3, time_budget=0.05)
    for view in views[:3]:
        start = time.perf_counter()
        assert player.choose_play(view) in view.legal
        # 10% is the promise; the slack covers a busy test machine.
        assert time.perf_counter() - start < 0.05 * 1.5
