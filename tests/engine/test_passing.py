"""The pass (RULES.md: A hand §2–3): directions, the exchange, who leads after it."""

from __future__ import annotations

import pytest

from hearts_qt.engine import (
    TWO_OF_CLUBS,
    CardsPassed,
    Game,
    Hand,
    PassChosen,
    PassDirection,
    Phase,
    Rules,
    Seat,
)

from .helpers import BASE, cards, deal_of, hand_of, play_lowest


def pass_all(hand: Hand, gifts: dict[Seat, str]) -> list[object]:
    events: list[object] = []
    for seat, text in gifts.items():
        events += hand.pass_cards(seat, cards(text))
    return events


GIFTS = {
    Seat.SOUTH: "2C 5C 2H",
    Seat.WEST: "2D 3D KD",
    Seat.NORTH: "AD 2S 5H",
    Seat.EAST: "QS AS AH",
}


@pytest.mark.parametrize(
    "direction", [PassDirection.LEFT, PassDirection.RIGHT, PassDirection.ACROSS]
)
def test_each_seat_receives_the_three_cards_of_the_seat_passing_to_it(
    direction: PassDirection,
) -> None:
    hand = hand_of(**BASE, direction=direction)
    before = {seat: set(hand.held(seat)) for seat in Seat}
    pass_all(hand, GIFTS)
    for giver, text in GIFTS.items():
        receiver = direction.receiver(giver)
        assert set(cards(text)) <= set(hand.held(receiver))
        assert hand.received(receiver) == cards(text)
    for seat in Seat:
        giver = seat.offset(-direction.value)
        expected = before[seat] - set(cards(GIFTS[seat])) | set(cards(GIFTS[giver]))
        assert set(hand.held(seat)) == expected
        assert len(hand.held(seat)) == 13


def test_nothing_changes_hands_until_all_four_have_chosen() -> None:
    hand = hand_of(**BASE, direction=PassDirection.LEFT)
    dealt = [hand.held(seat) for seat in Seat]
    events = pass_all(hand, {s: GIFTS[s] for s in (Seat.SOUTH, Seat.WEST, Seat.NORTH)})
    assert events == [PassChosen(s, cards(GIFTS[s])) for s in (Seat.SOUTH, Seat.WEST, Seat.NORTH)]
    assert [hand.held(seat) for seat in Seat] == dealt
    assert all(hand.received(seat) == () for seat in Seat)
    assert hand.phase is Phase.PASSING
    events = hand.pass_cards(Seat.EAST, cards(GIFTS[Seat.EAST]))
    assert events[0] == PassChosen(Seat.EAST, cards(GIFTS[Seat.EAST]))
    exchange = events[1]
    assert isinstance(exchange, CardsPassed)
    assert exchange.direction is PassDirection.LEFT
    assert exchange.passes == tuple(cards(GIFTS[s]) for s in Seat)
    assert exchange.received_by(Seat.WEST) == cards(GIFTS[Seat.SOUTH])
    assert exchange.received_by(Seat.SOUTH) == cards(GIFTS[Seat.EAST])
    assert hand.phase is Phase.PLAYING


def test_passes_are_recorded_sorted_whatever_the_order_chosen() -> None:
    hand = hand_of(**BASE, direction=PassDirection.LEFT)
    events = hand.pass_cards(Seat.SOUTH, cards("2H 5C 2C"))
    assert events == [PassChosen(Seat.SOUTH, cards("2C 5C 2H"))]
    assert hand.passes[Seat.SOUTH] == cards("2C 5C 2H")


def test_the_receiver_of_the_two_of_clubs_leads_it() -> None:
    hand = hand_of(**BASE, direction=PassDirection.LEFT)
    assert TWO_OF_CLUBS in hand.held(Seat.SOUTH)
    pass_all(hand, GIFTS)
    assert TWO_OF_CLUBS in hand.held(Seat.WEST)
    assert hand.to_play is hand.leader is Seat.WEST
    assert hand.legal_plays() == cards("2C")


def test_a_player_may_pass_the_cards_it_would_have_led() -> None:
    hand = hand_of(**BASE, direction=PassDirection.ACROSS)
    pass_all(hand, GIFTS)
    assert hand.to_play is Seat.NORTH
    play_lowest(hand)
    assert hand.phase is Phase.SCORED


def test_a_no_pass_hand_goes_straight_to_play() -> None:
    hand = Hand(deal_of(**BASE), PassDirection.HOLD, Rules())
    assert hand.phase is Phase.PLAYING
    assert hand.to_play is Seat.SOUTH
    assert all(hand.received(seat) == () for seat in Seat)


def test_the_game_passes_left_right_across_then_holds_and_repeats() -> None:
    game = Game(Rules(fixed_hands=8), seed=3)
    directions = []
    for _ in range(8):
        game.deal()
        hand = game.hand
        directions.append(hand.direction)
        assert hand.phase is (
            Phase.PLAYING if hand.direction is PassDirection.HOLD else Phase.PASSING
        )
        for seat in Seat:
            if hand.phase is Phase.PASSING:
                game.pass_cards(seat, hand.held(seat)[:3])
        play_lowest(game)
    assert (
        directions
        == [
            PassDirection.LEFT,
            PassDirection.RIGHT,
            PassDirection.ACROSS,
            PassDirection.HOLD,
        ]
        * 2
    )
    assert game.is_over


def test_a_deal_must_give_thirteen_different_cards_to_each_seat() -> None:
    deal = deal_of(**BASE)
    with pytest.raises(ValueError, match="13 different cards"):
        Hand(deal[:3], PassDirection.HOLD, Rules())
    with pytest.raises(ValueError, match="13 different cards"):
        Hand((deal[0], deal[1], deal[2], deal[3][:-1]), PassDirection.HOLD, Rules())
    with pytest.raises(ValueError, match="13 different cards"):
        Hand((deal[0] + deal[3][-1:], deal[1], deal[2], deal[3][:-1]), PassDirection.HOLD, Rules())
    with pytest.raises(ValueError, match="13 different cards"):
        Hand((deal[0], deal[0], deal[2], deal[3]), PassDirection.HOLD, Rules())
