"""The fast path: positions on bit masks, played out by a policy."""

from __future__ import annotations

import random

import pytest

from hearts_qt.engine import DECK, Hand, MoonScoring, PassDirection, Rules, Seat, deal_for
from hearts_qt.engine.masks import FULL_DECK, TWO_OF_CLUBS_BIT, indices_of, mask_of
from hearts_qt.engine.simulate import (
    Policy,
    Position,
    advance,
    deal_masks,
    new_position,
    play_out,
    position_of,
    random_policy,
)

from .helpers import BASE, hand_of, play, play_lowest, shooter_deal


def lowest(_position: Position, _seat: int, legal: int) -> int:
    return (legal & -legal).bit_length() - 1


def following(choices: list[int], legals: list[int] | None = None) -> Policy:
    """A policy that plays ``choices`` in order, checking each legal mask if given."""
    step = iter(range(len(choices)))

    def policy(_position: Position, _seat: int, legal: int) -> int:
        i = next(step)
        if legals is not None:
            assert legal == legals[i], f"legal masks differ at play {i}"
        assert legal >> choices[i] & 1
        return choices[i]

    return policy


def test_deal_masks_gives_thirteen_different_cards_to_each_seat() -> None:
    hands = deal_masks(random.Random(1))
    assert len(hands) == 4
    assert all(h.bit_count() == 13 for h in hands)
    assert hands[0] | hands[1] | hands[2] | hands[3] == FULL_DECK


def test_new_position_is_led_by_the_holder_of_the_two_of_clubs() -> None:
    hands = deal_masks(random.Random(2))
    position = new_position(hands, Rules())
    assert hands[position.leader] & TWO_OF_CLUBS_BIT
    assert position.to_play == position.leader
    assert position.legal() == TWO_OF_CLUBS_BIT
    assert not position.finished


def test_a_copy_is_independent() -> None:
    position = new_position(deal_masks(random.Random(3)), Rules())
    copy = position.copy()
    play_out(copy, random_policy(random.Random(3)))
    assert copy.finished
    assert position.tricks_played == 0 and position.played == 0
    assert sum(h.bit_count() for h in position.hands) == 52


def test_position_play_follows_the_same_rules_as_play_out() -> None:
    rules = Rules(queen_breaks_hearts=True)
    start = new_position(deal_masks(random.Random(4)), rules)
    stepped = start.copy()
    rng = random.Random(4)
    choices = []
    while not stepped.finished:
        card = rng.choice(indices_of(stepped.legal()))
        choices.append(card)
        stepped.play(card)
    assert stepped.played == FULL_DECK
    assert play_out(start, following(choices)) == stepped.score()
    assert start.taken == stepped.taken


def test_advance_plays_as_many_cards_as_asked_and_stops_at_the_end() -> None:
    start = new_position(deal_masks(random.Random(6)), Rules())
    whole = start.copy()
    play_out(whole, lowest)
    stepped = start.copy()
    for count in (1, 2, 3, 5, 8, 13, 20):
        before = stepped.played.bit_count()
        advance(stepped, lowest, count)
        assert stepped.played.bit_count() == min(52, before + count)
    advance(stepped, lowest, 52)
    assert stepped.finished
    assert (stepped.taken, stepped.tricks_won) == (whole.taken, whole.tricks_won)
    assert stepped.score() == whole.score()


def test_random_policy_plays_a_legal_card_and_a_forced_one_directly() -> None:
    policy = random_policy(random.Random(5))
    position = new_position(deal_masks(random.Random(5)), Rules())
    assert policy(position, 0, 1 << 17) == 17
    legal = mask_of(c for c in hand_of(**BASE).held(Seat.SOUTH))
    for _ in range(20):
        assert legal >> policy(position, 0, legal) & 1


def test_position_of_a_hand_mirrors_it() -> None:
    hand = hand_of(**BASE)
    play(hand, "2C 3C 4C AC / KS 2H")
    position = position_of(hand)
    assert position.hands == [hand.held_mask(s) for s in Seat]
    assert position.leader == Seat.EAST
    assert position.to_play == hand.to_play
    assert position.trick == [c.index for _, c in hand.trick]
    assert position.hearts_broken
    assert position.tricks_played == 1
    assert position.played == mask_of(hand.taken_cards(Seat.EAST)) | mask_of(
        c for _, c in hand.trick
    )
    assert position.legal() == mask_of(hand.legal_plays())


def test_position_of_a_passing_hand_is_refused() -> None:
    with pytest.raises(ValueError, match="still passing"):
        position_of(hand_of(**BASE, direction=PassDirection.LEFT))


@pytest.mark.parametrize(
    "rules",
    [
        Rules(),
        Rules(shoot_the_sun=True, jack_of_diamonds=-10),
        Rules(moon_scoring=MoonScoring.SHOOTER_MINUS, jack_of_diamonds=11),
    ],
)
def test_the_fast_path_scores_a_shot_like_the_checked_hand(rules: Rules) -> None:
    hand = Hand(shooter_deal(Seat.NORTH), PassDirection.HOLD, rules)
    start = position_of(hand)
    play_lowest(hand)
    assert play_out(start, lowest) == hand.score


@pytest.mark.parametrize("seed", range(6))
def test_play_out_from_the_middle_of_a_hand_matches_the_checked_hand(seed: int) -> None:
    rules = Rules(points_on_first_trick=seed % 2 == 0, queen_breaks_hearts=seed % 3 == 0)
    hand = Hand(deal_for(seed, 4), PassDirection.HOLD, rules)
    rng = random.Random(seed)
    for _ in range(4 * seed + seed % 4):
        seat = hand.to_play
        assert seat is not None
        hand.play(seat, rng.choice(hand.legal_plays(seat)))
    position = position_of(hand)
    policy = random_policy(rng)

    def recording(pos: Position, seat: int, legal: int) -> int:
        assert seat == hand.to_play
        assert legal == mask_of(hand.legal_plays(Seat(seat)))
        card = policy(pos, seat, legal)
        hand.play(Seat(seat), DECK[card])
        return card

    result = play_out(position, recording)
    assert result == hand.score
    assert position.taken == hand.taken
    assert position.tricks_won == hand.tricks_won
    assert position.hands == [0, 0, 0, 0]
