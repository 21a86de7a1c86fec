"""Scoring a hand (RULES.md: A hand §7): points, the moon both ways, the sun, the J♦."""

from __future__ import annotations

import random

import pytest

from hearts_qt.engine import (
    JACK_OF_DIAMONDS,
    QUEEN_OF_SPADES,
    Hand,
    MoonScoring,
    PassDirection,
    Phase,
    Rules,
    Seat,
    TrickTaken,
    deal_for,
)
from hearts_qt.engine.cards import DECK
from hearts_qt.engine.masks import (
    HEARTS,
    HandPoints,
    cards_of,
    mask_of,
    points_of,
    score_hand,
)

from .helpers import (
    BASE,
    MOON_NOT_SUN,
    MOON_NOT_SUN_START,
    cards,
    deal_of,
    hand_of,
    play,
    play_lowest,
    shooter_deal,
)

MINUS = MoonScoring.SHOOTER_MINUS


def taken(*texts: str) -> list[int]:
    return [mask_of(cards(text)) for text in texts]


HEART_CODES = [f"{r}H" for r in ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"]]
ALL_POINTS = " ".join([*HEART_CODES, "QS"])


# -- on masks -------------------------------------------------------------------------------


def test_each_heart_is_one_point_and_the_queen_thirteen() -> None:
    result = score_hand(
        taken("2H 3H", "QS 4H", "JD", " ".join(HEART_CODES[3:])), [3, 4, 3, 3], Rules()
    )
    assert result == HandPoints((2, 14, 0, 10))
    assert sum(result.points) == 26


def test_the_points_formula_is_the_cards_own_points() -> None:
    """``points_of``, the one formula for cards taken, agrees in the classic game with
    ``Card.points``, and adds the J♦ only with the option on."""
    rng = random.Random(5)
    for _ in range(200):
        mask = rng.getrandbits(52)
        classic = sum(card.points for card in cards_of(mask))
        assert points_of(mask, Rules()) == classic
        jack = JACK_OF_DIAMONDS.index
        with_jack = classic + (-10 if mask >> jack & 1 else 0)
        assert points_of(mask, Rules(jack_of_diamonds=-10)) == with_jack
    assert points_of(mask_of(DECK), Rules()) == 26


def test_shooting_the_moon_gives_the_others_26() -> None:
    result = score_hand(taken("", ALL_POINTS, "", ""), [1, 10, 1, 1], Rules())
    assert result == HandPoints((26, 0, 26, 26), moon=1)


def test_shooting_the_moon_with_the_gnome_rule_gives_the_shooter_minus_26() -> None:
    result = score_hand(taken("", "", ALL_POINTS, ""), [1, 1, 10, 1], Rules(moon_scoring=MINUS))
    assert result == HandPoints((0, 0, -26, 0), moon=2)


def test_all_hearts_without_the_queen_is_no_moon() -> None:
    hearts = " ".join(HEART_CODES)
    result = score_hand(taken(hearts, "QS", "", ""), [10, 1, 1, 1], Rules())
    assert result == HandPoints((13, 13, 0, 0))


def test_without_the_sun_option_all_thirteen_tricks_is_a_moon() -> None:
    result = score_hand(taken(ALL_POINTS, "", "", ""), [13, 0, 0, 0], Rules())
    assert result == HandPoints((0, 26, 26, 26), moon=0)


def test_shooting_the_sun_gives_the_others_52_and_takes_precedence() -> None:
    rules = Rules(shoot_the_sun=True)
    result = score_hand(taken("", "", "", ALL_POINTS), [0, 0, 0, 13], rules)
    assert result == HandPoints((52, 52, 52, 0), sun=3)


def test_shooting_the_sun_with_the_gnome_rule_gives_the_shooter_minus_52() -> None:
    rules = Rules(shoot_the_sun=True, moon_scoring=MINUS)
    result = score_hand(taken(ALL_POINTS, "", "", ""), [13, 0, 0, 0], rules)
    assert result == HandPoints((-52, 0, 0, 0), sun=0)


def test_the_sun_option_still_scores_a_plain_moon() -> None:
    rules = Rules(shoot_the_sun=True)
    result = score_hand(taken("", ALL_POINTS, "", ""), [1, 12, 0, 0], rules)
    assert result == HandPoints((26, 0, 26, 26), moon=1)


@pytest.mark.parametrize("value", [-10, 11, 0, -3, 100])
def test_the_jack_of_diamonds_adds_any_whole_value_to_its_taker(value: int) -> None:
    result = score_hand(taken("2H", "JD QS", "3H", ""), [3, 4, 3, 3], Rules(jack_of_diamonds=value))
    assert result.points == (1, 13 + value, 1, 0)
    assert result.jack_of_diamonds == 1


def test_the_jack_of_diamonds_is_ignored_when_the_option_is_off() -> None:
    result = score_hand(taken("2H", "JD QS", "3H", ""), [3, 4, 3, 3], Rules())
    assert result == HandPoints((1, 13, 1, 0))


def test_the_jack_of_diamonds_applies_on_top_of_a_moon_to_whoever_took_it() -> None:
    rules = Rules(jack_of_diamonds=-10)
    assert score_hand(taken("JD", ALL_POINTS, "", ""), [1, 12, 0, 0], rules) == HandPoints(
        (16, 0, 26, 26), moon=1, jack_of_diamonds=0
    )
    assert score_hand(taken("", f"{ALL_POINTS} JD", "", ""), [0, 13, 0, 0], rules) == HandPoints(
        (26, -10, 26, 26), moon=1, jack_of_diamonds=1
    )
    minus = Rules(jack_of_diamonds=11, moon_scoring=MINUS)
    assert score_hand(taken("", "JD", ALL_POINTS, ""), [0, 1, 12, 0], minus) == HandPoints(
        (0, 11, -26, 0), moon=2, jack_of_diamonds=1
    )


def test_the_jack_of_diamonds_applies_on_top_of_a_sun() -> None:
    rules = Rules(jack_of_diamonds=-10, shoot_the_sun=True)
    result = score_hand(taken("", "", f"{ALL_POINTS} JD", ""), [0, 0, 13, 0], rules)
    assert result == HandPoints((52, 52, -10, 52), sun=2, jack_of_diamonds=2)
    minus = Rules(jack_of_diamonds=11, shoot_the_sun=True, moon_scoring=MINUS)
    result = score_hand(taken("", "", f"{ALL_POINTS} JD", ""), [0, 0, 13, 0], minus)
    assert result == HandPoints((0, 0, -41, 0), sun=2, jack_of_diamonds=2)


def test_the_jack_of_diamonds_never_counts_towards_the_moon() -> None:
    rules = Rules(jack_of_diamonds=-10)
    result = score_hand(taken("JD", "", " ".join(HEART_CODES), "QS"), [1, 0, 11, 1], rules)
    assert result == HandPoints((-10, 0, 13, 13), jack_of_diamonds=0)
    assert result.moon is None


# -- whole hands ----------------------------------------------------------------------------


def shoot(shooter: Seat, rules: Rules) -> Hand:
    hand = Hand(shooter_deal(shooter), PassDirection.HOLD, rules)
    assert hand.to_play is shooter
    play_lowest(hand)
    assert hand.phase is Phase.SCORED
    assert hand.tricks_won[shooter] == 13
    return hand


@pytest.mark.parametrize(
    ("rules", "points", "moon", "sun"),
    [
        (Rules(), (26, 0, 26, 26), 1, None),
        (Rules(moon_scoring=MINUS), (0, -26, 0, 0), 1, None),
        (Rules(shoot_the_sun=True), (52, 0, 52, 52), None, 1),
        (Rules(shoot_the_sun=True, moon_scoring=MINUS), (0, -52, 0, 0), None, 1),
        (Rules(jack_of_diamonds=-10), (26, -10, 26, 26), 1, None),
        (Rules(jack_of_diamonds=11, shoot_the_sun=True), (52, 11, 52, 52), None, 1),
        (
            Rules(jack_of_diamonds=-10, shoot_the_sun=True, moon_scoring=MINUS),
            (0, -62, 0, 0),
            None,
            1,
        ),
    ],
)
def test_a_player_taking_every_trick(
    rules: Rules, points: tuple[int, ...], moon: int | None, sun: int | None
) -> None:
    hand = shoot(Seat.WEST, rules)
    assert hand.score is not None
    assert hand.score.points == points
    assert (hand.score.moon, hand.score.sun) == (moon, sun)


def moon_not_sun(rules: Rules) -> Hand:
    hand = hand_of(**MOON_NOT_SUN, rules=rules)
    play(hand, MOON_NOT_SUN_START)
    play_lowest(hand)
    assert hand.tricks_won == [0, 12, 1, 0]
    return hand


@pytest.mark.parametrize(
    ("rules", "points"),
    [
        (Rules(), (26, 0, 26, 26)),
        (Rules(shoot_the_sun=True), (26, 0, 26, 26)),
        (Rules(moon_scoring=MINUS), (0, -26, 0, 0)),
        (Rules(jack_of_diamonds=-10), (26, -10, 26, 26)),
        (Rules(jack_of_diamonds=11, moon_scoring=MINUS), (0, -15, 0, 0)),
    ],
)
def test_a_moon_that_is_not_a_sun(rules: Rules, points: tuple[int, ...]) -> None:
    hand = moon_not_sun(rules)
    assert hand.score is not None
    assert hand.score.points == points
    assert hand.score.moon == Seat.WEST
    assert hand.score.sun is None
    assert hand.taken[Seat.WEST] & HEARTS == HEARTS


def test_an_ordinary_hand_scores_26_points_and_tricks_show_their_points() -> None:
    hand = Hand(deal_for(1, 4), PassDirection.HOLD, Rules())
    events = play_lowest(hand)
    tricks = [e.trick for e in events if isinstance(e, TrickTaken)]
    assert len(tricks) == 13
    assert hand.score is not None
    assert hand.score.moon is None
    assert sum(hand.score.points) == 26
    for seat in Seat:
        assert hand.score.points[seat] == sum(t.points for t in tricks if t.winner is seat)
        assert hand.score.points[seat] == hand.points_taken(seat)


def test_points_taken_so_far_include_the_jack_of_diamonds() -> None:
    hand = hand_of(**BASE, rules=Rules(jack_of_diamonds=-10))
    play(hand, "2C 3C 4C AC / KS 2H JD 2S")
    assert hand.points_taken(Seat.EAST) == 1 - 10
    assert hand.taken_cards(Seat.EAST) == cards("2C 3C 4C AC JD 2S KS 2H")
    assert [t.points for t in hand.tricks] == [0, 1]
    assert [t.score for t in hand.tricks] == [0, 1 - 10]  # what each adds, the J♦ too


def test_trick_scores_add_up_to_the_points_taken() -> None:
    hand = Hand(deal_of(**BASE), PassDirection.HOLD, Rules(jack_of_diamonds=-10))
    play_lowest(hand)
    for seat in Seat:
        won = [t for t in hand.tricks if t.winner is seat]
        assert sum(t.score for t in won) == hand.points_taken(seat)


def test_the_tricks_record_who_took_the_queen_and_the_jack() -> None:
    hand = Hand(deal_of(**BASE), PassDirection.HOLD, Rules(jack_of_diamonds=-10))
    play_lowest(hand)
    holders = {card: seat for seat in Seat for card in hand.taken_cards(seat)}
    assert hand.score is not None
    assert hand.score.jack_of_diamonds == holders[JACK_OF_DIAMONDS]
    assert QUEEN_OF_SPADES in holders


def test_scoring_and_penalty_cards_follow_the_jack_of_diamonds_option() -> None:
    from hearts_qt.engine import masks
    from hearts_qt.engine.rules import Rules

    assert masks.scoring_cards(Rules()) == masks.penalty_cards(Rules()) == masks.POINT_CARDS
    omnibus = Rules(jack_of_diamonds=-10)
    assert masks.scoring_cards(omnibus) & masks.JACK_OF_DIAMONDS_BIT  # it counts...
    assert not masks.penalty_cards(omnibus) & masks.JACK_OF_DIAMONDS_BIT  # ...as a bonus
    assert masks.penalty_cards(Rules(jack_of_diamonds=11)) & masks.JACK_OF_DIAMONDS_BIT
