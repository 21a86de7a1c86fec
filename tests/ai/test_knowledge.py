"""What a seat infers from its view is true of the real deal, and sampled deals respect it."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from hearts_qt.ai.knowledge import Table, knowledge_of
from hearts_qt.ai.plausibility import deal_weight, observed_plays
from hearts_qt.ai.sampler import sample_hands
from hearts_qt.engine import DECK, Card, Game, PassDirection, Phase, Rank, Rules, Seat, Suit, masks
from hearts_qt.engine.hand import Hand
from hearts_qt.engine.masks import FULL_DECK, HEARTS, POINT_CARDS
from hearts_qt.engine.presets import PRESETS, Preset
from hearts_qt.engine.rules import FirstLead
from hearts_qt.engine.view import view_of

from .helpers import decisions, fast_player, house_rules, random_rules


@pytest.mark.parametrize("rules_of", [random_rules, house_rules])
def test_inferences_hold_for_the_real_deal_and_for_samples(
    rules_of: Callable[[random.Random], Rules],
) -> None:
    """Under the options and the house rules (a 3-, 4- or 5-card pass, either first lead,
    hearts any time, Black Maria's and Spot Hearts' values)."""
    checked = 0
    for number in range(10):
        rng = random.Random(number)
        game = Game(rules_of(rng), seed=number)
        players = [fast_player("easy" if s % 2 else "normal", s) for s in range(4)]
        for view in decisions(game, players, hands=3):
            if view.phase is not Phase.PLAYING:
                continue
            know = knowledge_of(view)
            real = [game.hand.held_mask(s) for s in Seat]
            for s in range(4):
                assert real[s] & ~know.allowed[s] == 0
                assert know.known[s] & ~real[s] == 0
                assert real[s].bit_count() == know.sizes[s]
            sample = sample_hands(know, rng)
            assert sample[view.seat] == real[view.seat]
            assert sample[0] | sample[1] | sample[2] | sample[3] == FULL_DECK & ~know.played
            for s in range(4):
                assert sample[s].bit_count() == know.sizes[s]
                assert sample[s] & ~know.allowed[s] == 0
                assert know.known[s] & ~sample[s] == 0
            checked += 1
    assert checked > 300


def _card(text: str) -> Card:
    return Card.parse(text)


def test_a_discard_on_the_first_trick_shows_only_points_left() -> None:
    # West holds no club and nothing but hearts and the Q♠ besides.
    suits = [Suit.CLUBS, Suit.DIAMONDS, Suit.SPADES]
    others = [Card(s, r) for s in suits for r in Rank if Card(s, r) != _card("QS")]
    west = (*(Card(Suit.HEARTS, r) for r in list(Rank)[:12]), _card("QS"))
    south = tuple(others[:13])
    north = tuple(others[13:26])
    east = (*others[26:38], _card("AH"))
    hand = Hand((south, west, north, east), PassDirection.HOLD, Rules())
    assert hand.to_play is Seat.SOUTH
    hand.play(Seat.SOUTH, _card("2C"))
    hand.play(Seat.WEST, _card("2H"))
    know = knowledge_of(view_of(hand, Seat.NORTH, 4, (0, 0, 0, 0)))
    assert know.allowed[Seat.WEST] & ~POINT_CARDS == 0
    assert know.void_suits(Seat.WEST) & 0b0011 == 0b0011
    assert know.allowed[Seat.EAST] & HEARTS


def _dealt(west: str, east: str) -> list[list[Card]]:
    """South the clubs, West ``west``, East ``east``, North the rest."""
    west_cards = [_card(c) for c in west.split()]
    east_cards = [_card(c) for c in east.split()]
    south = [Card(Suit.CLUBS, rank) for rank in Rank]
    north = [c for c in DECK if c not in (*south, *west_cards, *east_cards)]
    return [south, west_cards, north, east_cards]


LOW_HEARTS = "2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH"
DIAMONDS = "2D 3D 4D 5D 6D 7D 8D 9D 10D JD QD KD"


def test_a_first_lead_left_of_the_dealer_the_rules_bar_shows_nothing_else_held() -> None:
    """West leads the first trick; the Q♠ is barred from it unless West holds nothing else
    but hearts (not broken): leading it shows West's other cards are hearts."""
    rules = Rules(first_lead=FirstLead.LEFT_OF_DEALER)
    deal = _dealt(f"QS {LOW_HEARTS}", f"AH {DIAMONDS}")
    hand = Hand(tuple(tuple(c) for c in deal), PassDirection.HOLD, rules)
    assert hand.leader is Seat.WEST
    hand.play(Seat.WEST, _card("QS"))
    know = knowledge_of(view_of(hand, Seat.SOUTH, 1, (0, 0, 0, 0)))
    assert know.allowed[Seat.WEST] == masks.HEARTS
    assert know.allowed[Seat.NORTH] == FULL_DECK & ~(masks.CLUBS | _bits("QS"))


def test_a_heart_led_any_time_is_no_sign_of_a_hand_of_hearts() -> None:
    rules = Rules(
        first_lead=FirstLead.LEFT_OF_DEALER, points_on_first_trick=True, hearts_any_time=True
    )
    deal = _dealt(f"2H {DIAMONDS}", f"AH QS {LOW_HEARTS.replace('2H ', '')}")
    hand = Hand(tuple(tuple(c) for c in deal), PassDirection.HOLD, rules)
    hand.play(Seat.WEST, _card("2H"))
    know = knowledge_of(view_of(hand, Seat.SOUTH, 1, (0, 0, 0, 0)))
    assert know.allowed[Seat.WEST] == FULL_DECK & ~(masks.CLUBS | _bits("2H"))


def test_a_card_that_costs_points_on_the_first_trick_shows_only_such_cards_left() -> None:
    """Black Maria: West, out of clubs, throws the K♠: it holds nothing but cards that cost
    points (hearts, the Q♠, K♠ and A♠)."""
    deal = _dealt("2H 3H 4H 5H 6H 7H 8H 9H 10H JH QS KS AS", f"AH {DIAMONDS}")
    hand = Hand(tuple(tuple(c) for c in deal), PassDirection.HOLD, PRESETS[Preset.BLACK_MARIA])
    hand.play(Seat.SOUTH, _card("2C"))
    hand.play(Seat.WEST, _card("KS"))
    know = knowledge_of(view_of(hand, Seat.NORTH, 1, (0, 0, 0, 0)))
    costly = masks.penalty_cards(PRESETS[Preset.BLACK_MARIA])
    assert know.allowed[Seat.WEST] == costly & ~_bits("KS") & ~masks.mask_of(deal[2])


def _bits(codes: str) -> int:
    return masks.mask_of(_card(c) for c in codes.split())


@pytest.mark.parametrize("count", [3, 5])
def test_passed_cards_stay_with_the_receiver_until_played(count: int) -> None:
    game = Game(Rules(pass_count=count), seed=9)
    players = [fast_player("normal", s) for s in range(4)]
    for view in decisions(game, players, hands=1):
        if view.phase is Phase.PLAYING and view.seat is Seat.SOUTH:
            know = knowledge_of(view)
            receiver = view.passed_to
            assert receiver is not None
            passed = sum(1 << c.index for c in view.passed)
            played = know.played
            assert len(view.passed) == count
            assert know.known[receiver] == passed & ~played
            for _ in range(20):
                hands = sample_hands(know, random.Random(_))
                assert hands[receiver] & know.known[receiver] == know.known[receiver]
            return
    raise AssertionError("South never played")


@pytest.mark.parametrize("house", [False, True])
def test_the_real_deal_is_fully_plausible_against_normal_players(house: bool) -> None:
    """Under the house rules too: the model plays to their legal cards and values."""
    total = 0.0
    count = 0
    for seed in range(3):
        rules = house_rules(random.Random(f"house/{seed}")) if house else Rules()
        game = Game(rules, seed=seed)
        players = [fast_player("normal", s) for s in range(4)]
        rng = random.Random(seed)
        for view in decisions(game, players, hands=2):
            if view.phase is not Phase.PLAYING:
                continue
            plays = observed_plays(view)
            real = [game.hand.held_mask(s) for s in Seat]
            assert deal_weight(plays, real, game.rules) == 1.0
            sampled = sample_hands(knowledge_of(view), rng)
            total += deal_weight(plays, sampled, game.rules)
            count += 1
    assert total / count < 0.9


def test_the_walk_shows_the_table_before_each_card_and_ends_at_the_last() -> None:
    game = Game(seed=5)
    players = [fast_player("normal", s) for s in range(4)]
    views = [v for v in decisions(game, players, hands=1) if v.phase is Phase.PLAYING]
    for view in views:
        table = Table()
        played = 0
        won = [0, 0, 0, 0]
        for number, place, _, card, _, _ in table.replay(view):
            assert table.played == played and table.won == won
            assert len(table.order) == place
            played |= 1 << card
            if place == 3:
                won[int(view.tricks[number].winner)] += 1
        know = knowledge_of(view)
        assert table.played == played == know.played
        assert tuple(table.won) == know.tricks_won and tuple(table.taken) == know.taken
    assert len(views) == 52
