"""Which cards may be played (RULES.md: A hand §3–6 and their edge cases)."""

from __future__ import annotations

from hearts_qt.engine import HeartsBroken, PassDirection, Phase, Rules, Seat, Suit, TrickTaken

from .helpers import BASE, card, cards, hand_of, play


def test_the_holder_of_the_two_of_clubs_leads_it_and_nothing_else() -> None:
    hand = hand_of(**BASE)
    assert hand.to_play is Seat.SOUTH
    assert hand.legal_plays() == cards("2C")
    assert hand.legal_plays(Seat.SOUTH) == cards("2C")


def test_only_the_seat_on_turn_has_legal_plays() -> None:
    hand = hand_of(**BASE)
    for seat in (Seat.WEST, Seat.NORTH, Seat.EAST):
        assert hand.legal_plays(seat) == ()


def test_a_player_must_follow_the_suit_led() -> None:
    hand = hand_of(**BASE)
    play(hand, "2C 3C 4C AC / KS")
    assert hand.to_play is Seat.SOUTH  # void in spades
    play(hand, "2H 2D")
    assert hand.legal_plays(Seat.NORTH) == cards("2S 3S 4S 5S 6S 7S 8S 9S 10S JS")


def test_a_player_who_cannot_follow_may_play_any_card_after_the_first_trick() -> None:
    hand = hand_of(**BASE)
    play(hand, "2C 3C 4C AC / KS")
    assert hand.legal_plays(Seat.SOUTH) == hand.held(Seat.SOUTH)
    assert card("2H") in hand.legal_plays(Seat.SOUTH)


def test_the_highest_card_of_the_suit_led_wins_and_its_winner_leads() -> None:
    hand = hand_of(**BASE)
    events = play(hand, "2C 3C 4C AC")
    assert isinstance(events[-1], TrickTaken)
    assert events[-1].winner is Seat.EAST
    assert hand.leader is hand.to_play is Seat.EAST
    events = play(hand, "KS 2H 2D 2S")
    assert isinstance(events[-1], TrickTaken)
    assert events[-1].winner is Seat.EAST
    assert events[-1].trick.leader is Seat.EAST
    assert events[-1].trick.points == 1


def test_a_higher_card_of_another_suit_does_not_win() -> None:
    hand = hand_of(
        south="2C 3C", west="AD KD QD JD 10D 9D 8D 7D 6D 5D 4D 3D 2D", north="4C", east="5C"
    )
    events = play(hand, "2C AD 4C 5C")
    assert isinstance(events[-1], TrickTaken)
    assert events[-1].winner is Seat.EAST


# -- the first trick ----------------------------------------------------------------------


def test_first_trick_a_void_player_may_not_play_a_heart_or_the_queen_of_spades() -> None:
    hand = hand_of(south="2C", west="2D 3D 4D QS 2H 3H 4H 5H 6H 7H 8H 9H 10H")
    play(hand, "2C")
    assert hand.legal_plays(Seat.WEST) == cards("2D 3D 4D")


def test_first_trick_a_player_with_only_hearts_and_the_queen_may_play_them() -> None:
    west = "QS 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH"
    hand = hand_of(south="2C", west=west)
    play(hand, "2C")
    assert hand.legal_plays(Seat.WEST) == cards(west)
    events = play(hand, "QS")
    assert hand.trick[-1] == (Seat.WEST, card("QS"))
    assert not any(isinstance(e, HeartsBroken) for e in events)


def test_first_trick_a_player_with_only_hearts_may_play_one_and_it_breaks_hearts() -> None:
    west = "2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH AH"
    hand = hand_of(south="2C", west=west)
    play(hand, "2C")
    assert hand.legal_plays(Seat.WEST) == cards(west)
    assert play(hand, "AH")[-1] == HeartsBroken(Seat.WEST, card("AH"))
    assert hand.hearts_broken


def test_first_trick_any_other_non_club_card_must_be_played_instead() -> None:
    hand = hand_of(south="2C", west="JD QS 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH")
    play(hand, "2C")
    assert hand.legal_plays(Seat.WEST) == cards("JD")


def test_first_trick_the_jack_of_diamonds_is_no_penalty_card() -> None:
    rules = Rules(jack_of_diamonds=-10)
    hand = hand_of(south="2C", west="JD QS 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH", rules=rules)
    play(hand, "2C")
    assert hand.legal_plays(Seat.WEST) == cards("JD")


def test_points_on_first_trick_lifts_the_restriction() -> None:
    west = "2D 3D 4D QS 2H 3H 4H 5H 6H 7H 8H 9H 10H"
    hand = hand_of(south="2C", west=west, rules=Rules(points_on_first_trick=True))
    play(hand, "2C")
    assert hand.legal_plays(Seat.WEST) == cards(west)
    play(hand, "QS")
    assert hand.trick[-1] == (Seat.WEST, card("QS"))


def test_points_on_first_trick_still_makes_players_follow_and_lead_the_two() -> None:
    hand = hand_of(**BASE, rules=Rules(points_on_first_trick=True))
    assert hand.legal_plays() == cards("2C")
    play(hand, "2C")
    assert hand.legal_plays(Seat.WEST) == cards("3C")


# -- breaking hearts ----------------------------------------------------------------------


def test_hearts_may_not_be_led_before_they_are_broken() -> None:
    hand = hand_of(**BASE)
    play(hand, "2C 3C 4C AC")
    assert not hand.hearts_broken
    assert hand.legal_plays(Seat.EAST) == cards("QS KS AS")


def test_the_queen_of_spades_may_be_led_at_any_time() -> None:
    hand = hand_of(**BASE)
    play(hand, "2C 3C 4C AC")
    assert card("QS") in hand.legal_plays(Seat.EAST)
    events = play(hand, "QS")
    assert not hand.hearts_broken
    assert not any(isinstance(e, HeartsBroken) for e in events)


def test_a_heart_discarded_on_an_earlier_trick_breaks_hearts() -> None:
    hand = hand_of(**BASE)
    play(hand, "2C 3C 4C AC / KS")
    events = play(hand, "2H")
    assert events == [*events[:1], HeartsBroken(Seat.SOUTH, card("2H"))]
    assert hand.hearts_broken
    play(hand, "2D 2S")
    assert hand.to_play is Seat.EAST
    assert hand.legal_plays(Seat.EAST) == hand.held(Seat.EAST)
    assert card("6H") in hand.legal_plays(Seat.EAST)


def test_hearts_are_broken_only_once() -> None:
    hand = hand_of(**BASE)
    events = play(hand, "2C 3C 4C AC / KS 2H 2D 2S / 6H 3H 3D 5H")
    assert [e for e in events if isinstance(e, HeartsBroken)] == [
        HeartsBroken(Seat.SOUTH, card("2H"))
    ]


def test_a_leader_with_only_hearts_may_lead_one_and_breaks_hearts() -> None:
    east = "AC 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH"
    hand = hand_of(south="2C", west="3C", north="4C", east=east)
    play(hand, "2C 3C 4C AC")
    assert not hand.hearts_broken
    assert hand.legal_plays(Seat.EAST) == cards(east)[1:]
    events = play(hand, "7H")
    assert events[-1] == HeartsBroken(Seat.EAST, card("7H"))
    assert hand.hearts_broken


def test_a_leader_with_only_hearts_and_the_queen_must_lead_the_queen() -> None:
    east = "AC QS 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH"
    hand = hand_of(south="2C", west="3C", north="4C", east=east)
    play(hand, "2C 3C 4C AC")
    assert hand.legal_plays(Seat.EAST) == cards("QS")


def test_the_queen_does_not_break_hearts_by_default() -> None:
    hand = hand_of(**BASE)
    play(hand, "2C 3C 4C AC / QS 2H")
    assert hand.hearts_broken  # by South's heart, not the queen
    hand = hand_of(**BASE)
    play(hand, "2C 3C 4C AC / QS 5C")
    assert not hand.hearts_broken


def test_with_the_option_the_queen_of_spades_breaks_hearts() -> None:
    hand = hand_of(**BASE, rules=Rules(queen_breaks_hearts=True))
    play(hand, "2C 3C 4C AC")
    events = play(hand, "QS")
    assert events[-1] == HeartsBroken(Seat.EAST, card("QS"))
    assert hand.hearts_broken
    play(hand, "5C 2D 2S")
    assert hand.to_play is Seat.EAST  # the queen won: no one else had a higher spade
    assert any(c.suit is Suit.HEARTS for c in hand.legal_plays(Seat.EAST))


def test_no_one_is_on_turn_while_passing_or_once_scored() -> None:
    hand = hand_of(**BASE, direction=PassDirection.LEFT)
    assert hand.phase is Phase.PASSING
    assert hand.to_play is None
    assert all(hand.legal_plays(seat) == () for seat in Seat)
    assert hand.legal_plays() == ()
