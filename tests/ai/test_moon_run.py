"""A run at the moon: the shooting rollout, and the Expert and Hard searches that try it
beside the Normal play and pass (``moon_run``)."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from hearts_qt.ai import make_player
from hearts_qt.ai.advice import advise_pass, advise_play
from hearts_qt.ai.knowledge import knowledge_of
from hearts_qt.ai.montecarlo import MonteCarloPlayer
from hearts_qt.ai.moon_run import SHOOT_FIRST_CHECK, MoonRun
from hearts_qt.ai.pass_search import run_candidates
from hearts_qt.ai.policy import ShootingRollout, rollout_policy
from hearts_qt.ai.reasons import ReasonKind
from hearts_qt.engine import Card, Game, PassDirection, Phase, Rules, Seat
from hearts_qt.engine.cards import DECK
from hearts_qt.engine.hand import Hand
from hearts_qt.engine.masks import mask_of
from hearts_qt.engine.simulate import Position, advance, new_position, play_out
from hearts_qt.engine.view import view_of
from tests.ai.test_reasons import cards

# Dealt by the game's seed 15 and 25 with no pass (South, West, North, East): hands that
# the search finds a moon in only by trying the run.
HOLD_ONLY = Rules(pass_cycle=(PassDirection.HOLD,))
MOON_SEEDS = (15, 25)


def masks_of(deal: tuple[str, str, str, str]) -> list[int]:
    return [mask_of(cards(seat)) for seat in deal]


# South holds every top card but the A♥ and leads after the 2♣ trick.
TOPS = (
    "AC KC QC AD KD QD JD AS KS KH QH JH 10H",
    "2C 3C 4C 5C 2D 3D 4D 2S 3S 4S 2H 3H 4H",
    "6C 7C 8C 9C 5D 6D 7D 5S 6S 7S 5H 6H 7H",
    "10C JC 8D 9D 10D 8S 9S 10S JS QS AH 9H 8H",
)


def test_the_shooter_takes_a_trick_that_normal_ducks() -> None:
    # East leads the 5♦; South holds the A♦ and the 2♦: Normal ducks, the shooter wins.
    hands = masks_of(TOPS)
    hands[0] = mask_of(cards("AC KC QC AD 2D AS KS KH QH JH 10H 9H"))
    hands[3] = mask_of(cards("10C JC 8D 9D 10D 8S 9S 10S JS QS AH 8H"))
    position = Position(Rules(), hands, 3, [Card.parse("5D").index], tricks_played=1)
    legal = position.legal()
    assert rollout_policy(position, 0, legal) == Card.parse("2D").index
    assert ShootingRollout(0)(position, 0, legal) == Card.parse("AD").index


def test_the_shooter_keeps_the_lead_with_its_winners() -> None:
    position = new_position(masks_of(TOPS), Rules())
    shooter = ShootingRollout(0)
    advance(position, shooter, 8)  # the 2♣ trick, won by the A♣, and the next
    assert position.leader == 0 and position.tricks_won[0] == 2


def test_once_another_seat_takes_a_moon_card_the_shooter_plays_as_normal() -> None:
    position = new_position(masks_of(TOPS), Rules())
    position.taken[2] = mask_of(cards("5H"))  # North has a heart: the moon is gone
    for _ in range(20):
        seat = position.to_play
        legal = position.legal()
        assert ShootingRollout(0)(position, seat, legal) == rollout_policy(position, seat, legal)
        advance(position, rollout_policy, 1)


def play_hand(seed: int, shoot: bool) -> tuple[tuple[int, ...], list[ReasonKind]]:
    """South's Expert (40 deals a card) against three Normal players, one hand of
    ``seed``: the points of each seat, and the reason the hint gave for each of South's
    cards (South plays the hint's card: the Expert's own choice)."""
    game = Game(HOLD_ONLY, seed)
    game.deal()
    expert = make_player("expert", 3, iterations=40)
    assert isinstance(expert, MonteCarloPlayer)
    expert.shoot = shoot
    normal = make_player("normal", 5)
    hand = game.hand
    reasons = []
    while hand.phase is Phase.PLAYING:
        turn = hand.to_play
        assert turn is not None
        view = game.view(turn)
        if turn is Seat.SOUTH:
            advice = advise_play(expert, view)
            assert advice.reason is not None
            reasons.append(advice.reason.kind)
            card = advice.cards[0]
        else:
            card = normal.choose_play(view)
        game.play(turn, card)
    return tuple(game.results[-1].points[seat] for seat in Seat), reasons


@pytest.mark.parametrize("seed", MOON_SEEDS)
def test_expert_shoots_a_moon_that_the_normal_rollouts_alone_miss(seed: int) -> None:
    points, reasons = play_hand(seed, shoot=True)
    assert points == (0, 26, 26, 26)
    # The hint says why South plays as it does: it runs for the moon.
    assert ReasonKind.MOON_PLAY in reasons
    points, reasons = play_hand(seed, shoot=False)
    assert points[0] > 0 and ReasonKind.MOON_PLAY not in reasons


def test_a_hopeless_run_is_given_up_at_the_first_check() -> None:
    run = MoonRun(2, 0)
    scores = [-3.0 * SHOOT_FIRST_CHECK, -4.0 * SHOOT_FIRST_CHECK]
    weights = [float(SHOOT_FIRST_CHECK)] * 2
    run.add(0, SHOOT_FIRST_CHECK, (-20.0 * SHOOT_FIRST_CHECK, 20))
    run.add(1, SHOOT_FIRST_CHECK, (-15.0 * SHOOT_FIRST_CHECK, 15))
    assert run.checked(scores, weights) is None


def test_the_run_replaces_the_normal_means_only_when_it_is_better() -> None:
    run = MoonRun(2, 0)
    run.add(0, 10.0, (0.0, 0))  # a moon on every deal
    run.add(1, 10.0, (-10.0, 1))
    scores, points, weights = [-40.0, -50.0], [40.0, 50.0], [10.0, 10.0]
    run.choose(scores, points, weights)
    assert scores == [0.0, -100.0] and points == [0.0, 10.0]
    worse = MoonRun(2, 0)
    worse.add(0, 10.0, (-6.0, 6))
    worse.add(1, 10.0, (-6.0, 6))
    scores = [-40.0, -50.0]
    worse.choose(scores, points, weights)
    assert scores == [-40.0, -50.0]


def test_no_run_is_searched_once_another_seat_has_a_moon_card() -> None:
    game = Game(HOLD_ONLY, MOON_SEEDS[0])
    game.deal()
    view = game.view(Seat.SOUTH)
    know = knowledge_of(view)
    assert MoonRun.open(know, view.rules)
    taken = (0, 1 << Card.parse("2H").index, 0, 0)
    assert not MoonRun.open(replace(know, taken=taken), view.rules)


def test_play_out_with_the_shooting_rollout_is_a_finished_hand() -> None:
    position: Position = new_position(masks_of(TOPS), Rules())
    scored = play_out(position, ShootingRollout(0))
    assert position.finished and sum(scored.points) in (26, 78)


def test_expert_keeps_the_winners_of_a_moon_hand_in_its_pass() -> None:
    # Four top hearts and the top spades: the Normal heuristic (it needs five hearts to
    # see a moon) passes the Q♠, the A♠ and a heart; the run passes none of them.
    south = cards("AH KH QH JH AS KS QS AC KC QC AD KD 2C")
    rest = [card for card in DECK if card not in south]
    random.Random(1).shuffle(rest)
    deal = (south, tuple(rest[:13]), tuple(rest[13:26]), tuple(rest[26:]))
    view = view_of(Hand(deal, PassDirection.LEFT, Rules()), Seat.SOUTH, 1, (0, 0, 0, 0))
    shooter = make_player("expert", 3, iterations=200)
    keeper = make_player("expert", 3, iterations=200)
    assert isinstance(keeper, MonteCarloPlayer)
    keeper.shoot = False
    moon = set(cards("AH KH QH JH QS"))
    advice = advise_pass(shooter, view)
    assert not moon & set(advice.cards)
    assert advice.reason is not None and advice.reason.kind is ReasonKind.MOON_PASS
    kept = advise_pass(keeper, view)
    assert moon & set(kept.cards)
    assert kept.reason is not None and kept.reason.kind is not ReasonKind.MOON_PASS
    assert len(run_candidates(mask_of(south), Rules())) == 4
