"""Players decide from their view only: same view and seed, same choice — even when the
other seats' hidden cards are different, and whatever was asked before."""

from __future__ import annotations

import random

import pytest

from hearts_qt.ai import LEVELS
from hearts_qt.ai.knowledge import knowledge_of
from hearts_qt.ai.sampler import sample_hands
from hearts_qt.engine import Card, Game, IllegalMove, Phase, Seat, SeatView
from hearts_qt.engine.game import Action
from hearts_qt.engine.hand import Hand
from hearts_qt.engine.masks import cards_of, mask_of
from hearts_qt.engine.view import view_of

from .helpers import decisions, fast_player


def _actions_of_hand(game: Game) -> list[Action]:
    start = max(i for i, a in enumerate(game.actions) if a[0] == "deal")
    return game.actions[start + 1 :]


def _replay(hand: Hand, actions: list[Action]) -> Hand:
    for action in actions:
        if action[0] == "pass":
            hand.pass_cards(action[1], action[2])
        elif action[0] == "play":
            hand.play(action[1], action[2])
    return hand


def _other_deal(game: Game, seat: Seat, rng: random.Random) -> Hand | None:
    """The current hand replayed from a different deal that ``seat`` cannot tell apart:
    the others' unplayed cards (those not passed) are dealt among them again."""
    hand = game.hand
    passed = mask_of(c for p in hand.passes if p for c in p)
    know = knowledge_of(game.view(seat))
    hands = sample_hands(know, rng)
    deal: list[tuple[Card, ...]] = []
    for s in Seat:
        held = hands[s] if s != seat else hand.held_mask(s)
        if s != seat and (held ^ hand.held_mask(s)) & passed:
            return None
        played = mask_of(c for t in hand.tricks for w, c in t.cards if w == s)
        played |= mask_of(c for w, c in hand.trick if w == s)
        gave = mask_of(hand.passes[s] or ())
        got = mask_of(hand.received(s))
        deal.append(cards_of((held | played | gave) & ~got))
    try:
        return _replay(Hand(tuple(deal), hand.direction, hand.rules), _actions_of_hand(game))
    except (IllegalMove, ValueError):
        return None


def _twin(game: Game, seat: Seat, rng: random.Random) -> SeatView | None:
    for _ in range(50):
        other = _other_deal(game, seat, rng)
        if other is None:
            continue
        if all(other.held_mask(s) == game.hand.held_mask(s) for s in Seat):
            continue
        view = view_of(other, seat, game.number, game.view(seat).totals)
        if view == game.view(seat):
            return view
    return None


@pytest.mark.parametrize("level", LEVELS)
def test_choices_ignore_the_hidden_cards(level: str) -> None:
    compared = 0
    for number in range(3):
        game = Game(seed=100 + number)
        players = [fast_player("normal", s) for s in range(4)]
        player = fast_player(level, 7)
        rng = random.Random(number)
        for view in decisions(game, players, hands=2):
            if view.phase is not Phase.PLAYING or len(view.legal) < 2 or rng.random() < 0.6:
                continue
            twin = _twin(game, view.seat, rng)
            if twin is None:
                continue
            assert twin is not view
            assert player.choose_play(twin) == player.choose_play(view)
            compared += 1
    assert compared >= 5


@pytest.mark.parametrize("level", LEVELS)
def test_same_view_and_seed_same_choice_whatever_came_before(level: str) -> None:
    game = Game(seed=5)
    players = [fast_player("normal", s) for s in range(4)]
    views = list(decisions(game, players, hands=2))
    first = fast_player(level, 42)
    second = fast_player(level, 42)
    for view in reversed(views[:30]):
        second.choose_pass(view) if view.phase is Phase.PASSING else None
    for view in views[:30]:
        if view.phase is Phase.PASSING:
            assert first.choose_pass(view) == second.choose_pass(view)
        else:
            assert first.choose_play(view) == second.choose_play(view)
