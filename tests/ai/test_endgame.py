"""The endgame solver: exact values of the last tricks, against a plain minimax."""

from __future__ import annotations

import doctest
import random
from dataclasses import replace

from hearts_qt.ai import endgame
from hearts_qt.ai.endgame import EndgameSolver, distinct_cards, unlike_cards
from hearts_qt.ai.policy import rollout_policy
from hearts_qt.engine import Card, masks
from hearts_qt.engine.presets import PRESETS, Preset
from hearts_qt.engine.rules import Rules
from hearts_qt.engine.simulate import Position, advance, deal_masks, new_position
from tests.ai.helpers import random_rules


def mask(text: str) -> int:
    return masks.mask_of(Card.parse(code) for code in text.split())


def index(code: str) -> int:
    return Card.parse(code).index


def minimax(position: Position, seat: int) -> float:
    """Every legal card tried, no pruning: the searcher's points, the others against it."""
    if position.finished:
        return -float(position.score().points[seat])
    values = []
    for card in masks.indices_of(position.legal()):
        child = position.copy()
        child.play(card)
        values.append(minimax(child, seat))
    return max(values) if position.to_play == seat else min(values)


def test_the_solver_agrees_with_a_plain_minimax() -> None:
    rng = random.Random("endgame")
    for _ in range(40):
        rules = random_rules(rng)
        position = new_position(deal_masks(rng), rules)
        advance(position, rollout_policy, 52 - 8 - rng.randrange(4))
        seat = rng.randrange(4)
        solver = EndgameSolver(seat, lambda points, seat=seat: -float(points[seat]))
        value, points = solver.solve(position)
        assert value == minimax(position, seat) == -points


def test_the_solver_agrees_with_a_plain_minimax_under_house_rules() -> None:
    """Cards of any value (Black Maria's spades, Spot Hearts' hearts), the no-tricks bonus
    and the sun: touching cards of different values are both tried, and a hand is not
    settled while a seat without a trick may still take one."""
    rng = random.Random("endgame house rules")
    for n in range(30):
        preset = (Preset.BLACK_MARIA, Preset.SPOT_HEARTS, Preset.OMNIBUS)[n % 3]
        rules = replace(
            PRESETS[preset],
            no_tricks_bonus=rng.choice([None, -5, 3]),
            shoot_the_sun=rng.random() < 0.3,
        )
        position = new_position(deal_masks(rng), rules)
        advance(position, rollout_policy, 52 - 8 - rng.randrange(4))
        seat = rng.randrange(4)
        solver = EndgameSolver(seat, lambda points, seat=seat: -float(points[seat]))
        value, points = solver.solve(position)
        assert value == minimax(position, seat) == -points


def test_touching_cards_of_different_values_are_unlike() -> None:
    assert doctest.testmod(endgame, raise_on_error=False).failed == 0
    maria = unlike_cards(PRESETS[Preset.BLACK_MARIA])
    assert maria == mask("QS KS AS")
    assert unlike_cards(Rules(jack_of_diamonds=-10)) == mask("QS JD")
    spot = unlike_cards(PRESETS[Preset.SPOT_HEARTS])
    assert spot & masks.HEARTS == masks.HEARTS & ~mask("2H")
    legal = mask("JS KS AS 5H 6H")
    alive = legal | mask("QS")
    assert distinct_cards(legal, alive, maria) == mask("JS KS AS 5H")
    assert distinct_cards(legal, alive, spot) == mask("JS KS 5H 6H")


def test_only_taking_the_heart_now_stops_the_moon() -> None:
    # West has taken every point card but the 2♥, the J♥ it led and South's Q♥, and
    # holds the A♣ for the last trick: ducking with the 2♥ hands it the moon.
    south, west = 0, 1
    hands = [mask("QH 2H"), mask("AC"), mask("4C"), mask("6C")]
    in_play = mask("JH 3C 5C") | hands[0] | hands[1] | hands[2] | hands[3]
    rest = masks.FULL_DECK & ~in_play
    west_took = rest & masks.POINT_CARDS
    taken = [0, west_took | mask("2C 3D 4D"), rest & ~west_took & ~mask("2C 3D 4D"), 0]
    position = Position(
        Rules(),
        hands,
        west,
        [index("JH"), index("3C"), index("5C")],
        True,
        taken,
        [0, 8, 3, 0],
        11,
        masks.FULL_DECK & ~(hands[0] | hands[1] | hands[2] | hands[3]),
    )
    assert position.to_play == south
    solver = EndgameSolver(south, lambda points: -float(points[south]))
    results = {}
    for card in ("QH", "2H"):
        child = position.copy()
        child.play(index(card))
        results[card] = solver.solve(child)
    assert results == {"QH": (-3.0, 3), "2H": (-26.0, 26)}


def test_touching_cards_play_alike() -> None:
    legal = mask("4C 5C 7C 9H TH JD QD")
    alive = legal | mask("6C 2S")
    jack = masks.JACK_OF_DIAMONDS_BIT
    assert distinct_cards(legal, alive, jack) == mask("4C 7C 9H JD QD")
    assert distinct_cards(legal, alive, 0) == mask("4C 7C 9H JD")
