"""A seat's view: what it may know, and nothing more."""

from __future__ import annotations

import dataclasses
import random

import pytest

from hearts_qt.engine import (
    Card,
    Game,
    PassDirection,
    Phase,
    Rules,
    Seat,
    SeatView,
    unseen_cards,
)
from hearts_qt.engine.masks import FULL_DECK, cards_of, mask_of
from hearts_qt.engine.view import card_by_card

from .helpers import cards_in, play_lowest


def passing_game() -> Game:
    game = Game(Rules(jack_of_diamonds=-10), seed=8)
    game.deal()
    return game


def test_a_view_while_passing_shows_only_the_seats_own_cards() -> None:
    game = passing_game()
    view = game.view(Seat.WEST)
    assert view.seat is Seat.WEST
    assert view.phase is Phase.PASSING
    assert view.hand == game.hand.held(Seat.WEST)
    assert view.passed == view.received == ()
    assert view.leader is None and view.to_play is None
    assert view.legal == ()
    assert view.tricks == view.trick == view.played == ()
    assert view.direction is PassDirection.LEFT
    assert view.passed_to is Seat.NORTH
    assert view.hand_number == 1
    assert view.rules == game.rules
    assert cards_in(view) == set(view.hand)


def test_a_seat_receives_nothing_before_everyone_has_chosen() -> None:
    game = passing_game()
    for seat in (Seat.SOUTH, Seat.WEST, Seat.NORTH):
        game.pass_cards(seat, game.hand.held(seat)[:3])
    west = game.view(Seat.WEST)
    assert west.passed == game.hand.held(Seat.WEST)[:3]
    assert west.received == ()
    assert west.hand == game.hand.held(Seat.WEST)  # the passed cards are still held
    assert cards_in(west) == set(west.hand)


def test_after_the_pass_a_seat_knows_what_it_gave_and_got() -> None:
    game = passing_game()
    gifts = {seat: game.hand.held(seat)[:3] for seat in Seat}
    for seat in Seat:
        game.pass_cards(seat, gifts[seat])
    view = game.view(Seat.SOUTH)
    assert view.phase is Phase.PLAYING
    assert view.passed == gifts[Seat.SOUTH]
    assert view.received == gifts[Seat.EAST]
    assert not set(view.passed) & set(view.hand)
    assert set(view.received) <= set(view.hand)
    assert view.leader is view.to_play is game.hand.to_play
    assert cards_in(view) == set(view.hand) | set(view.passed)


def test_only_the_seat_on_turn_sees_legal_plays() -> None:
    game = Game(Rules(fixed_hands=4), seed=8)
    game.deal()
    for seat in Seat:
        game.pass_cards(seat, game.hand.held(seat)[:3])
    turn = game.hand.to_play
    assert turn is not None
    for seat in Seat:
        expected = game.hand.legal_plays(turn) if seat is turn else ()
        assert game.view(seat).legal == expected


def test_a_view_shows_every_card_played_and_the_points_taken() -> None:
    game = passing_game()
    for seat in Seat:
        game.pass_cards(seat, game.hand.held(seat)[:3])
    for _ in range(4 * 5 + 2):
        seat = game.hand.to_play
        assert seat is not None
        game.play(seat, game.hand.legal_plays(seat)[-1])
    view = game.view(Seat.NORTH)
    assert len(view.tricks) == 5
    assert not view.first_trick
    assert len(view.trick) == 2
    assert view.trick == tuple(game.hand.trick)
    assert len(view.played) == 22
    assert view.played[:4] == view.tricks[0].cards
    assert view.hearts_broken is game.hand.hearts_broken
    assert view.points_taken == tuple(game.hand.points_taken(s) for s in Seat)
    played = {c for _, c in view.played}
    assert cards_in(view) <= set(view.hand) | set(view.passed) | played


def test_views_are_immutable() -> None:
    view = passing_game().view(Seat.SOUTH)
    with pytest.raises(dataclasses.FrozenInstanceError):
        view.hand = ()  # type: ignore[misc]
    assert isinstance(view.hand, tuple)


def test_totals_in_a_view_are_those_before_the_current_hand() -> None:
    game = Game(Rules(fixed_hands=8), seed=8)
    game.deal()
    for seat in Seat:
        game.pass_cards(seat, game.hand.held(seat)[:3])
    play_lowest(game)
    assert game.view(Seat.SOUTH).totals == (0, 0, 0, 0)
    first = game.totals
    game.deal()
    view = game.view(Seat.SOUTH)
    assert view.totals == first
    assert view.hand_number == 2
    assert view.direction is PassDirection.RIGHT
    assert view.passed_to is Seat.EAST


def test_a_hold_hand_view_has_no_pass() -> None:
    game = Game(Rules(fixed_hands=4), seed=8)
    for _ in range(3):
        game.deal()
        for seat in Seat:
            game.pass_cards(seat, game.hand.held(seat)[:3])
        play_lowest(game)
    game.deal()
    view = game.view(Seat.EAST)
    assert view.direction is PassDirection.HOLD
    assert view.passed_to is None
    assert view.passed == view.received == ()
    assert view.phase is Phase.PLAYING


def test_unseen_cards_are_the_others_unplayed_cards_less_the_ones_passed() -> None:
    game = passing_game()
    south = game.view(Seat.SOUTH)
    assert unseen_cards(south) == FULL_DECK & ~mask_of(south.hand)
    for seat in Seat:
        game.pass_cards(seat, game.hand.held(seat)[:3])
    seat = game.hand.to_play
    assert seat is not None
    game.play(seat, game.hand.legal_plays(seat)[0])
    view = game.view(Seat.SOUTH)
    unseen = set(cards_of(unseen_cards(view)))
    everyone_else = {c for s in Seat if s is not Seat.SOUTH for c in game.hand.held(s)}
    assert unseen == everyone_else - set(view.passed)


def test_a_view_is_a_seat_view() -> None:
    view = passing_game().view(Seat.SOUTH)
    assert isinstance(view, SeatView)
    assert all(isinstance(c, Card) for c in view.hand)


def test_shown_voids_are_true_and_come_from_a_suit_not_followed() -> None:
    """A seat shown void in a suit holds none of it; and each void was shown by a card
    of another suit played to a trick that suit led."""
    rng = random.Random(9)
    shown = 0
    for seed in range(20):
        game = Game(seed=seed)
        game.deal()
        hand = game.hand
        for seat in Seat:
            game.pass_cards(seat, hand.held(seat)[:3])
        while hand.to_play is not None:
            seat = hand.to_play
            game.play(seat, rng.choice(hand.legal_plays(seat)))
            view = game.view(Seat.SOUTH)
            for who, suits in view.shown_voids.items():
                for suit in suits:
                    shown += 1
                    assert not any(c.suit is suit for c in hand.held(who))
                    assert any(
                        cards[0][1].suit is suit
                        and any(s is who and c.suit is not suit for s, c in cards[1:])
                        for cards in (*(t.cards for t in view.tricks), view.trick)
                    )
    assert shown > 100


@pytest.mark.parametrize("queen_breaks", [False, True])
def test_card_by_card_walks_every_card_with_the_state_it_was_played_in(
    queen_breaks: bool,
) -> None:
    """The one walk over a view's tricks gives each card's trick, place, seat, suit led
    and whether hearts were broken before it, as the checked hand had them."""
    rng = random.Random(12)
    for seed in range(8):
        game = Game(Rules(queen_breaks_hearts=queen_breaks), seed=seed)
        game.deal()
        hand = game.hand
        for seat in Seat:
            game.pass_cards(seat, hand.held(seat)[:3])
        expected = []
        while hand.to_play is not None:
            seat = hand.to_play
            card = rng.choice(hand.legal_plays(seat))
            place = len(hand.trick)
            led = hand.trick[0][1].suit if hand.trick else card.suit
            broken = hand.hearts_broken
            expected.append((len(hand.tricks), place, seat, card.index, int(led), broken))
            game.play(seat, card)
            if hand.to_play is not None:
                assert list(card_by_card(game.view(Seat.WEST))) == expected
        assert len(expected) == 52


def test_completed_by_names_the_trick_only_its_last_card_finished() -> None:
    from hearts_qt.engine import Game

    game = Game(seed=4)
    game.deal()
    for seat in Seat:  # a hold-free start: pass the first three cards
        game.pass_cards(seat, game.view(seat).hand[:3])
    for _ in range(4):
        seat = game.hand.to_play
        assert seat is not None
        card = game.view(seat).legal[0]
        game.play(seat, card)
        view = game.view(Seat.SOUTH)
        finished = view.completed_by(seat, card)
        assert (finished is not None) == (len(view.tricks) == 1)
        if finished is not None:
            assert finished is view.tricks[-1] and finished.cards[-1] == (seat, card)
