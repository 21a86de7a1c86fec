"""The house rules (issue 17), each option and their interplay: passes of 4 and 5 cards, the
first lead left of the dealer, hearts any time, card values and the moon they make, New
Moon, Perfect 100, the no-tricks bonus and no shared wins; and records of older schemas."""

from __future__ import annotations

import json
import pathlib
from collections.abc import Iterator

import pytest

from hearts_qt.engine import (
    Card,
    FirstLead,
    Game,
    GameOver,
    Hand,
    HandScored,
    IllegalMove,
    MoonChoiceNeeded,
    MoonScoring,
    PassDirection,
    RecordError,
    Rules,
    Seat,
    TrickTaken,
)
from hearts_qt.engine import game as game_module
from hearts_qt.engine.masks import HandPoints, mask_of, moon_value, penalty_cards, score_hand
from hearts_qt.engine.presets import PRESETS, Preset
from hearts_qt.engine.record import from_json, to_json

from .helpers import BASE, card, cards, deal_of, hand_of, play, play_lowest, shooter_deal

OTHERS, MINUS, CHOOSES = (
    MoonScoring.OTHERS_PLUS,
    MoonScoring.SHOOTER_MINUS,
    MoonScoring.SHOOTER_CHOOSES,
)
HOLD_ONLY = (PassDirection.HOLD,)
BLACK_MARIA = PRESETS[Preset.BLACK_MARIA]
SPOT_HEARTS = PRESETS[Preset.SPOT_HEARTS]
HEARTS = " ".join(
    f"{r}H" for r in (["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"])
)
GOLDEN = pathlib.Path(__file__).parent / "golden"


def taken(*texts: str) -> list[int]:
    return [mask_of(cards(text)) for text in texts]


# -- card values and the moon ------------------------------------------------------------


def test_the_moon_is_every_card_of_positive_value_and_worth_their_sum() -> None:
    assert moon_value(Rules()) == 26
    assert moon_value(BLACK_MARIA) == 43 and moon_value(SPOT_HEARTS) == 117
    everything = f"{HEARTS} QS KS AS"
    assert score_hand(taken("", everything, "", ""), [1, 10, 1, 1], BLACK_MARIA) == HandPoints(
        (43, 0, 43, 43), moon=1
    )
    minus = Rules(card_values=BLACK_MARIA.values, moon_scoring=MINUS)
    result = score_hand(taken("", everything, "", ""), [1, 10, 1, 1], minus)
    assert result.points == (0, -43, 0, 0)
    # without the A♠ (worth 7) it is no moon: each card scores its value
    result = score_hand(taken("AS", f"{HEARTS} QS KS", "", ""), [1, 10, 1, 1], BLACK_MARIA)
    assert result.points == (7, 36, 0, 0) and result.moon is None


def test_a_moon_leaves_the_negative_cards_and_the_jack_to_whoever_took_them() -> None:
    values = list(Rules().values)
    values[card("QD").index] = -4
    values[card("2C").index] = -5
    rules = Rules(card_values=tuple(values), jack_of_diamonds=-10)
    result = score_hand(taken("QD", f"{HEARTS} QS 2C JD", "", ""), [1, 10, 1, 1], rules)
    assert result.points == (26 - 4, 0 - 5 - 10, 26, 26) and result.moon == 1


def test_the_no_tricks_bonus_goes_to_each_seat_that_took_no_trick() -> None:
    rules = Rules(no_tricks_bonus=-5)
    result = score_hand(taken("2H", "QS", "", "3H"), [5, 5, 0, 3], rules)
    assert result.points == (1, 13, -5, 1) and result.no_tricks == (2,)


def test_the_bonus_and_the_sun_both_ways() -> None:
    sun = Rules(shoot_the_sun=True, no_tricks_bonus=-5)
    everything = f"{HEARTS} QS"
    result = score_hand(taken(everything, "", "", ""), [13, 0, 0, 0], sun)
    assert result == HandPoints((0, 47, 47, 47), moon=None, sun=0, no_tricks=(1, 2, 3))
    minus = Rules(shoot_the_sun=True, no_tricks_bonus=-5, moon_scoring=MINUS)
    assert score_hand(taken(everything, "", "", ""), [13, 0, 0, 0], minus).points == (
        -52,
        -5,
        -5,
        -5,
    )


def test_spot_hearts_scores_each_heart_at_its_rank() -> None:
    result = score_hand(taken("2H 10H", "AH QS", "", ""), [5, 4, 2, 2], SPOT_HEARTS)
    assert result.points == (12, 27, 0, 0)


# -- passing and the first lead ------------------------------------------------------------


@pytest.mark.parametrize(("count", "message"), [(4, "four"), (5, "five")])
def test_each_seat_passes_the_rules_count_of_cards(count: int, message: str) -> None:
    hand = hand_of(**BASE, direction=PassDirection.LEFT, rules=Rules(pass_count=count))
    with pytest.raises(IllegalMove, match=f"Pass exactly {message} cards"):
        hand.pass_cards(Seat.SOUTH, hand.held(Seat.SOUTH)[:3])
    for seat in Seat:
        hand.pass_cards(seat, hand.held(seat)[-count:])
    assert all(len(hand.received(seat)) == count for seat in Seat)
    assert all(len(hand.held(seat)) == 13 for seat in Seat)


def test_the_pass_cycle_repeats_the_rules_directions() -> None:
    rules = Rules(pass_cycle=(PassDirection.LEFT, PassDirection.ACROSS))
    game = Game(rules, seed=3)
    directions = []
    for _ in range(3):
        game.deal()
        directions.append(game.hand.direction)
        for seat in Seat:
            game.pass_cards(seat, game.hand.held(seat)[:3])
        play_lowest(game)
    assert directions == [PassDirection.LEFT, PassDirection.ACROSS, PassDirection.LEFT]


def test_left_of_the_dealer_leads_any_card_but_a_heart_or_a_point() -> None:
    rules = Rules(first_lead=FirstLead.LEFT_OF_DEALER)
    hand = hand_of(**BASE, rules=rules)  # South deals: West leads, though South has the 2♣
    assert hand.to_play is Seat.WEST
    assert hand.legal_plays() == cards("3C 2D 3D 4D 5D 6D 7D 8D 9D 10D JD QD KD")
    east = Hand(deal_of(**BASE), PassDirection.HOLD, rules, Seat.NORTH)
    assert east.to_play is Seat.EAST
    legal = set(east.legal_plays())
    assert card("AC") in legal and card("QS") not in legal and card("6H") not in legal
    with pytest.raises(IllegalMove, match="No hearts and not the Q♠ on the first trick"):
        east.play(Seat.EAST, card("QS"))
    with pytest.raises(IllegalMove, match="Hearts have not been broken"):
        east.play(Seat.EAST, card("6H"))


def test_a_game_deals_from_each_seat_in_turn() -> None:
    game = Game(Rules(first_lead=FirstLead.LEFT_OF_DEALER, pass_cycle=HOLD_ONLY), seed=4)
    leaders = []
    for _ in range(5):
        game.deal()
        assert game.view(Seat.NORTH).dealer is game.hand.dealer
        leaders.append(game.hand.to_play)
        play_lowest(game)
    assert leaders == [Seat.WEST, Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST]


def test_hearts_may_be_led_any_time_but_not_to_the_first_trick() -> None:
    rules = Rules(hearts_any_time=True)
    hand = hand_of(**BASE, rules=rules)
    play(hand, "2C 3C 4C AC")
    assert card("6H") in hand.legal_plays(Seat.EAST)  # hearts not broken, led all the same
    rules = Rules(hearts_any_time=True, first_lead=FirstLead.LEFT_OF_DEALER)
    first = Hand(deal_of(**BASE), PassDirection.HOLD, rules, Seat.NORTH)
    assert first.to_play is Seat.EAST
    assert not any(c.suit.letter == "H" for c in first.legal_plays())


def test_hearts_led_any_time_are_never_broken() -> None:
    """Nothing is broken, so nothing is announced: the table says and sounds nothing."""
    hand = hand_of(**BASE, rules=Rules(hearts_any_time=True))
    assert hand.hearts_broken  # a heart may be led from the start
    events = play(hand, "2C 3C 4C AC")
    heart = next(c for c in hand.legal_plays() if c.suit.letter == "H")
    events += play(hand, heart.code)
    assert not [e for e in events if type(e).__name__ == "HeartsBroken"]


def test_the_first_trick_refuses_every_card_that_costs_points() -> None:
    assert penalty_cards(BLACK_MARIA) == mask_of(cards(f"{HEARTS} QS KS AS"))
    assert penalty_cards(Rules(jack_of_diamonds=11)) & mask_of(cards("JD"))
    assert not penalty_cards(Rules(jack_of_diamonds=-10)) & mask_of(cards("JD"))
    clubs = "2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC AC"
    hand = hand_of(south=clubs, west="KS AS QS", rules=BLACK_MARIA)  # West: and 2D-JD
    play(hand, "2C")
    assert hand.legal_plays(Seat.WEST) == cards("2D 3D 4D 5D 6D 7D 8D 9D 10D JD")
    with pytest.raises(IllegalMove, match="No card that costs points"):
        hand.play(Seat.WEST, card("KS"))


# -- a game: New Moon, Perfect 100, no shared wins ------------------------------------------


@pytest.fixture
def moons(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Every hand of a game a moon: hand n's shooter is dealt every club, the next seats
    every diamond, spade and heart (played lowest-first, it takes every trick). The first
    hand's shooter is South, then West, North, East, South …"""

    def deal(_seed: int, number: int) -> tuple[tuple[Card, ...], ...]:
        return shooter_deal(Seat((number - 1) % 4))

    monkeypatch.setattr(game_module, "deal_for", deal)
    yield


def test_new_moon_the_shooter_chooses_either_way(moons: None) -> None:
    game = Game(Rules(moon_scoring=CHOOSES, pass_cycle=HOLD_ONLY), seed=1)
    game.deal()
    events = play_lowest(game)
    assert isinstance(events[-2], TrickTaken) and events[-1] == MoonChoiceNeeded(Seat.SOUTH, False)
    assert game.moon_chooser is Seat.SOUTH and not game.needs_deal and game.results == []
    assert game.moon_points == {OTHERS: (0, 26, 26, 26), MINUS: (-26, 0, 0, 0)}
    with pytest.raises(IllegalMove, match="must first choose"):
        game.deal()
    with pytest.raises(IllegalMove, match="not West"):
        game.choose_moon(Seat.WEST, MINUS)
    with pytest.raises(IllegalMove, match="either as points"):
        game.choose_moon(Seat.SOUTH, CHOOSES)
    scored = game.choose_moon(Seat.SOUTH, MINUS)
    assert [type(e) for e in scored] == [HandScored]
    assert game.results[-1].totals == (-26, 0, 0, 0) and game.results[-1].moon_choice is MINUS
    assert game.moon_chooser is None and game.needs_deal
    game.deal()
    play_lowest(game)
    assert game.moon_chooser is Seat.WEST
    game.choose_moon(Seat.WEST, OTHERS)
    assert game.totals == (0, 0, 26, 26)
    loaded = from_json(to_json(game))
    assert loaded.results == game.results and loaded.actions == game.actions
    assert json.loads(to_json(game))["hands"][0]["moon"] == "shooter_minus"
    pending = game.undo(1)
    assert pending.moon_chooser is Seat.WEST and pending.view(Seat.WEST).totals == (-26, 0, 0, 0)
    for bad in ("shooter_chooses", 3):
        data = json.loads(to_json(game))
        data["hands"][1]["moon"] = bad
        with pytest.raises(RecordError, match="unknown moon choice"):
            from_json(json.dumps(data))
    data = json.loads(to_json(game))
    data["hands"][1]["plays"] = data["hands"][1]["plays"][:-4]  # no moon yet
    with pytest.raises(RecordError, match="nobody shot"):
        from_json(json.dumps(data))


def test_perfect_100_halves_a_total_that_a_moon_brings_to_the_target(moons: None) -> None:
    rules = Rules(target_score=52, perfect_100=True, pass_cycle=HOLD_ONLY)
    game = Game(rules, seed=1)
    for _ in range(2):
        game.deal()
        play_lowest(game)
    # South shot, then West: North and East reach 52 exactly and drop to 26
    assert game.results[-1].halved == (Seat.NORTH, Seat.EAST)
    assert game.totals == (26, 26, 26, 26) and not game.is_over
    fixed = Game(Rules(fixed_hands=4, target_score=52, perfect_100=True, pass_cycle=HOLD_ONLY))
    for _ in range(2):
        fixed.deal()
        play_lowest(fixed)
    assert fixed.totals == (26, 26, 52, 52) and fixed.results[-1].halved == ()


def test_no_shared_wins_plays_on_after_the_fixed_hands_until_one_seat_is_lowest(
    moons: None,
) -> None:
    rules = Rules(fixed_hands=4, no_shared_wins=True, pass_cycle=HOLD_ONLY)
    game = Game(rules, seed=1)
    for _ in range(4):
        game.deal()
        play_lowest(game)
    assert game.totals == (78, 78, 78, 78) and not game.is_over and game.needs_deal
    game.deal()
    events = play_lowest(game)
    assert game.totals == (78, 104, 104, 104) and game.is_over
    assert events[-1] == GameOver((Seat.SOUTH,), game.totals)
    shared = Game(Rules(fixed_hands=4, pass_cycle=HOLD_ONLY), seed=1)
    for _ in range(4):
        shared.deal()
        play_lowest(shared)
    assert shared.is_over and shared.winners == tuple(Seat)


# -- records of older schemas --------------------------------------------------------------


def test_a_whole_game_record_of_schema_1_still_loads() -> None:
    """Written by the version before the house rules (commit 5bd2eb6): its rules have the
    seven options of then."""
    text = (GOLDEN / "record_schema_1.json").read_text(encoding="utf-8")
    assert json.loads(text)["schema"] == 1 and "pass_count" not in json.loads(text)["rules"]
    game = from_json(text)
    assert game.rules == Rules(target_score=50, jack_of_diamonds=-10, moon_scoring=MINUS)
    assert game.number == 3 and game.totals == (1, 6, 1, 24)
    assert json.loads(to_json(game))["schema"] == 3


def test_a_practice_record_of_schema_2_still_loads() -> None:
    game = from_json((GOLDEN / "record_schema_2.json").read_text(encoding="utf-8"))
    assert game.practice == 2 and game.is_over and game.totals == (17, 0, 1, 8)
