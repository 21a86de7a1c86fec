"""Each rule has one home in ``masks``; the checked hand, the fast path and the walk over a
view's tricks must keep agreeing with it card by card, so that a copy drifting apart fails."""

from __future__ import annotations

import random

import pytest

from hearts_qt.engine import PassDirection, Rules, Seat, deal_for, masks
from hearts_qt.engine.events import HeartsBroken, TrickTaken
from hearts_qt.engine.hand import Hand
from hearts_qt.engine.simulate import position_of
from hearts_qt.engine.view import card_by_card, view_of


@pytest.mark.parametrize("queen_breaks", [False, True])
@pytest.mark.parametrize("seed", range(8))
def test_hearts_broken_and_points_agree_everywhere(queen_breaks: bool, seed: int) -> None:
    rules = Rules(queen_breaks_hearts=queen_breaks, jack_of_diamonds=-10 if seed % 2 else None)
    hand = Hand(deal_for(seed, 4), PassDirection.HOLD, rules)
    position = position_of(hand)
    rng = random.Random(seed)
    broken_before: list[bool] = []
    while hand.to_play is not None:
        seat = hand.to_play
        card = rng.choice(hand.legal_plays(seat))
        broken_before.append(hand.hearts_broken)
        breaks = masks.breaks_hearts(1 << card.index, queen_breaks)
        events = hand.play(seat, card)
        position.play(card.index)
        told = [e for e in events if isinstance(e, HeartsBroken)]
        assert bool(told) == (breaks and not broken_before[-1])
        assert position.hearts_broken == hand.hearts_broken
        for trick in (e.trick for e in events if isinstance(e, TrickTaken)):
            trick_mask = masks.mask_of(c for _, c in trick.cards)
            assert trick.points == masks.base_points(trick_mask, rules)
            assert trick.score == masks.points_of(trick_mask, rules)
        for s in Seat:
            assert hand.points_taken(s) == masks.points_of(position.taken[s], rules)
    walked = [broken for *_, broken in card_by_card(view_of(hand, Seat.SOUTH, 1, (0, 0, 0, 0)))]
    assert walked == broken_before
    assert position.score() == hand.score
