"""Expert's pass: a Monte Carlo search over the most plausible passes.

The candidates are every ``rules.pass_count`` of the few cards the Normal heuristic most
wants to pass (``CANDIDATE_CARDS``: some twenty passes whatever the count, the heuristic's
own among them). Each sampled deal gives the other seats random hands; they pass with the
Normal heuristic (so this seat also receives a plausible pass), every candidate is applied
to the same deal, and the hand is rolled out with the Normal policy from the first trick
the rules give (the 2♣, or the player left of the dealer), a New Moon scored as its
shooter would choose. The candidate with the best mean outcome is passed; the search
hands back every candidate's mean outcome too, for the hint (``estimate``).
"""

from __future__ import annotations

import random
from itertools import combinations

from hearts_qt.ai.estimate import Evaluation, evaluation
from hearts_qt.ai.moon_choice import rolled_out
from hearts_qt.ai.objective import Objective
from hearts_qt.ai.passing import danger_order, normal_pass
from hearts_qt.ai.policy import rollout_policy
from hearts_qt.ai.rounds import Rounds
from hearts_qt.engine import masks
from hearts_qt.engine.cards import DECK
from hearts_qt.engine.rules import Rules
from hearts_qt.engine.simulate import new_position, play_out

CANDIDATE_CARDS = {3: 6, 4: 6, 5: 7}
"""By the number of cards passed, how many of the heuristic's first choices the candidates
are made of: 20, 15 and 21 passes."""


def pass_candidates(hand: int, rules: Rules) -> list[tuple[int, ...]]:
    """The passes the search tries: every ``rules.pass_count`` of the ``CANDIDATE_CARDS``
    cards the heuristic most wants to pass, and the heuristic's own pass (each in order of
    index)."""
    count = rules.pass_count
    ranked = danger_order(hand, rules)[: CANDIDATE_CARDS[count]]
    candidates = [tuple(sorted(chosen)) for chosen in combinations(ranked, count)]
    heuristic = normal_pass(hand, rules)
    if heuristic not in candidates:
        candidates.append(heuristic)
    return candidates


def search_pass(
    hand: int,
    seat: int,
    direction: int,
    rules: Rules,
    objective: Objective,
    rng: random.Random,
    rounds: Rounds,
    leader: int | None = None,
) -> Evaluation:
    """The best pass found, and how every candidate fared; ``direction`` is how many seats
    to the left the cards go, ``leader`` who leads the first trick when it is not the
    holder of the 2♣.

    With no deal sampled (cancelled at once), the first candidate is returned."""
    candidates = pass_candidates(hand, rules)
    scores = [0.0] * len(candidates)
    points = [0.0] * len(candidates)
    rest = masks.indices_of(masks.FULL_DECK & ~hand)
    others = [s for s in range(4) if s != seat]
    chosen = [sum(1 << card for card in candidate) for candidate in candidates]
    for _ in rounds:
        rng.shuffle(rest)
        dealt = [0, 0, 0, 0]
        dealt[seat] = hand
        for n, other in enumerate(others):
            for card in rest[n * 13 : n * 13 + 13]:
                dealt[other] |= 1 << card
        passes = [0, 0, 0, 0]
        for other in others:
            for card in normal_pass(dealt[other], rules):
                passes[other] |= 1 << card
        for i in range(len(candidates)):
            passes[seat] = chosen[i]
            after = [dealt[s] & ~passes[s] for s in range(4)]
            for s in range(4):
                after[(s + direction) % 4] |= passes[s]
            position = new_position(after, rules, leader)
            scored = play_out(position, rollout_policy)
            outcome = rolled_out(position, scored, objective.totals, objective.number)
            scores[i] += objective(outcome)
            points[i] += outcome[seat]
    choices = [tuple(DECK[card] for card in candidate) for candidate in candidates]
    return evaluation(choices, scores, points, float(rounds.samples), rounds.samples)
