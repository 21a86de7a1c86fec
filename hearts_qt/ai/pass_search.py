"""Expert's pass: a Monte Carlo search over the most plausible three-card passes.

The candidates are every three of the six cards the Normal heuristic most wants to pass
(twenty passes, the heuristic's own among them). Each sampled deal gives the other seats
random hands; they pass with the Normal heuristic (so this seat also receives a plausible
three), every candidate is applied to the same deal, and the hand is rolled out with the
Normal policy. The candidate with the best mean outcome is passed; the search hands back
every candidate's mean outcome too, for the hint (``estimate``).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from itertools import combinations

from hearts_qt.ai.estimate import Evaluation, evaluation
from hearts_qt.ai.passing import danger_order, normal_pass
from hearts_qt.ai.policy import rollout_policy
from hearts_qt.ai.rounds import Rounds
from hearts_qt.engine import masks
from hearts_qt.engine.cards import DECK
from hearts_qt.engine.rules import Rules
from hearts_qt.engine.simulate import new_position, play_out

CANDIDATE_CARDS = 6


def pass_candidates(hand: int) -> list[tuple[int, int, int]]:
    """The passes the search tries: every three of the ``CANDIDATE_CARDS`` cards the
    heuristic most wants to pass, and the heuristic's own pass."""
    ranked = danger_order(hand)[:CANDIDATE_CARDS]
    candidates: list[tuple[int, int, int]] = []
    for a, b, c in combinations(ranked, 3):
        low, mid, high = sorted((a, b, c))
        candidates.append((low, mid, high))
    heuristic = normal_pass(hand)
    if heuristic not in candidates:
        candidates.append(heuristic)
    return candidates


def search_pass(
    hand: int,
    seat: int,
    direction: int,
    rules: Rules,
    utility: Callable[[tuple[int, int, int, int]], float],
    rng: random.Random,
    rounds: Rounds,
) -> Evaluation:
    """The best pass found, and how every candidate fared; ``direction`` is how many seats
    to the left the cards go.

    With no deal sampled (cancelled at once), the first candidate is returned."""
    candidates = pass_candidates(hand)
    scores = [0.0] * len(candidates)
    points = [0.0] * len(candidates)
    rest = masks.indices_of(masks.FULL_DECK & ~hand)
    others = [s for s in range(4) if s != seat]
    for _ in rounds:
        rng.shuffle(rest)
        dealt = [0, 0, 0, 0]
        dealt[seat] = hand
        for n, other in enumerate(others):
            for card in rest[n * 13 : n * 13 + 13]:
                dealt[other] |= 1 << card
        passes = [0, 0, 0, 0]
        for other in others:
            for card in normal_pass(dealt[other]):
                passes[other] |= 1 << card
        for i, candidate in enumerate(candidates):
            passes[seat] = (1 << candidate[0]) | (1 << candidate[1]) | (1 << candidate[2])
            after = [dealt[s] & ~passes[s] for s in range(4)]
            for s in range(4):
                after[(s + direction) % 4] |= passes[s]
            outcome = play_out(new_position(after, rules), rollout_policy).points
            scores[i] += utility(outcome)
            points[i] += outcome[seat]
    choices = [(DECK[a], DECK[b], DECK[c]) for a, b, c in candidates]
    return evaluation(choices, scores, points, float(rounds.samples), rounds.samples)
