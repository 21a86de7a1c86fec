"""Undo and replay: the game as it was before its last actions."""

from __future__ import annotations

import random

import pytest

from hearts_qt.engine import Game, Phase, Rules, Seat
from hearts_qt.engine.game import Action

from .helpers import random_choosers, snapshot_game

History = tuple[Game, list[dict[str, object]]]
ACTIONS = 2 * (1 + 4 + 52)


@pytest.fixture(scope="module")
def history() -> History:
    """A game of two hands, with a snapshot before the first action and after each one."""
    game = Game(Rules(), seed=41)
    snapshots = [snapshot_game(game)]
    choose_pass, choose_play = random_choosers([random.Random(41)] * 4)
    for _ in range(2):
        game.deal()
        snapshots.append(snapshot_game(game))
        hand = game.hand
        for seat in Seat:
            game.pass_cards(seat, choose_pass(seat, hand.held(seat)))
            snapshots.append(snapshot_game(game))
        while hand.phase is Phase.PLAYING:
            seat = hand.to_play
            assert seat is not None
            game.play(seat, choose_play(seat, hand.legal_plays(seat)))
            snapshots.append(snapshot_game(game))
    assert len(game.actions) == ACTIONS
    return game, snapshots


@pytest.mark.parametrize("count", [1, 2, 3, 4, 5, 13, 52, 55, 56, 57, 58, 100, ACTIONS])
def test_undo_restores_the_state_before_the_last_actions(history: History, count: int) -> None:
    game, snapshots = history
    undone = game.undo(count)
    assert snapshot_game(undone) == snapshots[ACTIONS - count]
    assert snapshot_game(game) == snapshots[-1]  # the game undone from is left as it was


def test_undo_of_more_than_everything_or_of_nothing(history: History) -> None:
    game, snapshots = history
    assert snapshot_game(game.undo(ACTIONS + 10)) == snapshots[0]
    assert snapshot_game(game.undo(0)) == snapshots[-1]


def test_an_undone_game_plays_on_like_the_original(history: History) -> None:
    game, _ = history
    undone = game.undo(10)
    for action in game.actions[len(undone.actions) :]:
        undone.apply(action)
    assert snapshot_game(undone) == snapshot_game(game)


def test_replay_of_any_prefix_matches_the_state_at_that_action(history: History) -> None:
    game, snapshots = history
    for k in range(0, ACTIONS + 1, 7):
        actions: list[Action] = game.actions[:k]
        assert snapshot_game(Game.replay(game.rules, game.seed, actions)) == snapshots[k]
