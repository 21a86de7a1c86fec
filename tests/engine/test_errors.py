"""Illegal actions: each is refused with a message a player can read, and changes nothing."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from hearts_qt.engine import (
    Game,
    Hand,
    IllegalMove,
    PassDirection,
    Phase,
    Rules,
    Seat,
)

from .helpers import BASE, card, cards, hand_of, play, play_lowest, snapshot_game, snapshot_hand


def refused(target: Hand | Game, action: Callable[[], Any], message: str) -> IllegalMove:
    """Run ``action``, expect ``message``, and check ``target`` is exactly as it was."""
    snapshot = snapshot_hand if isinstance(target, Hand) else snapshot_game
    before = snapshot(target)  # type: ignore[arg-type]
    with pytest.raises(IllegalMove) as info:
        action()
    assert str(info.value) == message
    assert snapshot(target) == before  # type: ignore[arg-type]
    return info.value


def test_an_illegal_move_is_a_value_error_with_a_template_to_translate() -> None:
    error = IllegalMove(IllegalMove.NOT_HELD, seat="South", card="Q♠")
    assert isinstance(error, ValueError)
    assert str(error) == "South does not hold the Q♠."
    assert error.template == "{seat} does not hold the {card}."
    assert error.params == {"seat": "South", "card": "Q♠"}


# -- playing ------------------------------------------------------------------------------


def test_playing_out_of_turn() -> None:
    hand = hand_of(**BASE)
    refused(hand, lambda: hand.play(Seat.WEST, card("3C")), "It is South's turn, not West's.")
    play(hand, "2C")
    error = refused(
        hand, lambda: hand.play(Seat.EAST, card("AC")), "It is West's turn, not East's."
    )
    assert error.params == {"turn": "West", "seat": "East"}


def test_playing_a_card_not_held() -> None:
    hand = hand_of(**BASE)
    play(hand, "2C")
    refused(hand, lambda: hand.play(Seat.WEST, card("QS")), "West does not hold the Q♠.")
    refused(hand, lambda: hand.play(Seat.WEST, card("2C")), "West does not hold the 2♣.")


def test_not_leading_the_two_of_clubs_to_the_first_trick() -> None:
    hand = hand_of(**BASE)
    refused(hand, lambda: hand.play(Seat.SOUTH, card("5C")), "The 2♣ leads the first trick.")
    refused(hand, lambda: hand.play(Seat.SOUTH, card("2H")), "The 2♣ leads the first trick.")


def test_not_following_suit() -> None:
    hand = hand_of(**BASE)
    play(hand, "2C")
    refused(hand, lambda: hand.play(Seat.WEST, card("2D")), "You must follow suit: clubs.")
    play(hand, "3C 4C AC / KS 2H 2D")
    error = refused(
        hand, lambda: hand.play(Seat.NORTH, card("AD")), "You must follow suit: spades."
    )
    assert error.template == IllegalMove.FOLLOW_SUIT


def test_leading_a_heart_before_hearts_are_broken() -> None:
    hand = hand_of(**BASE)
    play(hand, "2C 3C 4C AC")
    refused(hand, lambda: hand.play(Seat.EAST, card("AH")), "Hearts have not been broken.")


@pytest.mark.parametrize("code", ["QS", "2H"])
def test_a_penalty_card_on_the_first_trick(code: str) -> None:
    hand = hand_of(south="2C", west="2D 3D 4D QS 2H 3H 4H 5H 6H 7H 8H 9H 10H")
    play(hand, "2C")
    refused(
        hand,
        lambda: hand.play(Seat.WEST, card(code)),
        "No hearts and not the Q♠ on the first trick.",
    )


def test_playing_while_the_cards_are_being_passed() -> None:
    hand = hand_of(**BASE, direction=PassDirection.LEFT)
    refused(hand, lambda: hand.play(Seat.SOUTH, card("2C")), "The cards are still being passed.")
    hand.pass_cards(Seat.SOUTH, cards("5C 6C 7C"))
    refused(hand, lambda: hand.play(Seat.SOUTH, card("2C")), "The cards are still being passed.")


def test_playing_once_the_hand_is_over() -> None:
    hand = hand_of(**BASE)
    play_lowest(hand)
    assert hand.phase is Phase.SCORED
    refused(hand, lambda: hand.play(Seat.SOUTH, card("2C")), "The hand is over.")


# -- passing ------------------------------------------------------------------------------


@pytest.fixture
def passing() -> Hand:
    return hand_of(**BASE, direction=PassDirection.RIGHT)


@pytest.mark.parametrize("text", ["", "2C", "2C 5C", "2C 5C 6C 7C"])
def test_passing_other_than_three_cards(passing: Hand, text: str) -> None:
    refused(
        passing, lambda: passing.pass_cards(Seat.SOUTH, cards(text)), "Pass exactly three cards."
    )


def test_passing_the_same_card_twice(passing: Hand) -> None:
    refused(
        passing,
        lambda: passing.pass_cards(Seat.SOUTH, cards("2C 2C 5C")),
        "The cards passed must all be different.",
    )


def test_passing_a_card_not_held(passing: Hand) -> None:
    refused(
        passing,
        lambda: passing.pass_cards(Seat.SOUTH, cards("2C 5C AH")),
        "South does not hold the A♥.",
    )


def test_passing_twice(passing: Hand) -> None:
    passing.pass_cards(Seat.NORTH, cards("2S 3S 4S"))
    refused(
        passing,
        lambda: passing.pass_cards(Seat.NORTH, cards("5S 6S 7S")),
        "North has already chosen the cards to pass.",
    )


def test_passing_a_card_received_is_impossible_before_the_exchange(passing: Hand) -> None:
    passing.pass_cards(Seat.WEST, cards("2D 3D 4D"))
    refused(
        passing,
        lambda: passing.pass_cards(Seat.SOUTH, cards("2D 5C 6C")),
        "South does not hold the 2♦.",
    )


def test_passing_once_play_has_started(passing: Hand) -> None:
    for seat in Seat:
        passing.pass_cards(seat, passing.held(seat)[-3:])
    refused(
        passing,
        lambda: passing.pass_cards(Seat.SOUTH, passing.held(Seat.SOUTH)[:3]),
        "Cards are not being passed now.",
    )


def test_passing_in_a_hold_hand() -> None:
    hand = hand_of(**BASE)
    refused(
        hand,
        lambda: hand.pass_cards(Seat.SOUTH, cards("2C 5C 6C")),
        "There is no pass in this hand.",
    )


# -- the game -----------------------------------------------------------------------------


def test_acting_before_the_first_deal() -> None:
    game = Game(seed=4)
    refused(game, lambda: game.play(Seat.SOUTH, card("2C")), "No hand has been dealt yet.")
    refused(
        game,
        lambda: game.pass_cards(Seat.SOUTH, cards("2C 3C 4C")),
        "No hand has been dealt yet.",
    )
    with pytest.raises(IllegalMove, match="No hand has been dealt yet"):
        _ = game.hand


def test_dealing_before_the_hand_is_finished() -> None:
    game = Game(seed=4)
    game.deal()
    refused(game, game.deal, "The current hand is not finished.")


def test_game_refusals_leave_the_game_and_its_actions_unchanged() -> None:
    game = Game(seed=4)
    game.deal()
    held = game.hand.held(Seat.SOUTH)
    game.pass_cards(Seat.SOUTH, held[:3])
    refused(
        game,
        lambda: game.pass_cards(Seat.SOUTH, held[3:6]),
        "South has already chosen the cards to pass.",
    )
    refused(game, lambda: game.play(Seat.SOUTH, held[0]), "The cards are still being passed.")
    assert len(game.actions) == 2


def over_game() -> Game:
    game = Game(Rules(target_score=1), seed=4)
    game.deal()
    for seat in Seat:
        game.pass_cards(seat, game.hand.held(seat)[:3])
    play_lowest(game)
    assert game.is_over
    return game


def test_dealing_after_the_game_is_over() -> None:
    game = over_game()
    refused(game, game.deal, "The game is over.")


def test_playing_or_passing_after_the_game_is_over() -> None:
    game = over_game()
    refused(game, lambda: game.play(Seat.SOUTH, card("2C")), "The game is over.")
    refused(game, lambda: game.pass_cards(Seat.SOUTH, cards("2C 3C 4C")), "The game is over.")
