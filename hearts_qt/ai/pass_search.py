"""Expert's pass: a Monte Carlo search over the most plausible passes.

The candidates are every ``rules.pass_count`` of the few cards the Normal heuristic most
wants to pass (``CANDIDATE_CARDS``: some twenty passes whatever the count, the heuristic's
own among them). Each sampled deal gives the other seats random hands; they pass with the
Normal heuristic (so this seat also receives a plausible pass), every candidate is applied
to the same deal, and the hand is rolled out with the Normal policy from the first trick
the rules give (the 2♣, or the player left of the dealer), a New Moon scored as its
shooter would choose. The candidate with the best mean outcome is passed; the search
hands back every candidate's mean outcome too, for the hint (``estimate``).

Beside them it tries a run at the moon, as the play's search does (``montecarlo``): the
few passes of the lowest cards, the moon's cards kept (``run_candidates``), rolled out on
the same deals with this seat shooting from the first trick (``ShootingRollout``). They
are dropped after ``SHOOT_FIRST_CHECK`` deals (and each doubling) once the best of them
lies ``SHOOT_MARGIN`` below the best pass; they are passed when the best of them beats
it by ``SHOOT_BIAS``. The Normal heuristic passes its high cards, which spoils every
hand that could shoot.
"""

from __future__ import annotations

import random
from itertools import combinations

from hearts_qt.ai.estimate import Evaluation, Plan, evaluation
from hearts_qt.ai.moon_choice import rolled_out
from hearts_qt.ai.moon_run import SHOOT, SHOOT_FIRST_CHECK, keeps_running, runs
from hearts_qt.ai.objective import Objective
from hearts_qt.ai.passing import danger_order, normal_pass, run_order
from hearts_qt.ai.policy import ShootingRollout, rollout_policy
from hearts_qt.ai.rounds import Rounds
from hearts_qt.engine import masks
from hearts_qt.engine.cards import DECK
from hearts_qt.engine.rules import Rules
from hearts_qt.engine.simulate import Policy, new_position, play_out

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


RUN_CARDS = 1
"""How many more of the lowest cards than are passed the run's passes are made of."""


def run_candidates(hand: int, rules: Rules) -> list[tuple[int, ...]]:
    """The passes a run at the moon tries: every ``rules.pass_count`` of the
    ``pass_count + RUN_CARDS`` cards it least needs (``passing.run_order``)."""
    count = rules.pass_count
    ranked = run_order(hand, rules)[: count + RUN_CARDS]
    return [tuple(sorted(chosen)) for chosen in combinations(ranked, count)]


def search_pass(
    hand: int,
    seat: int,
    direction: int,
    rules: Rules,
    objective: Objective,
    rng: random.Random,
    rounds: Rounds,
    leader: int | None = None,
    shoot: bool = True,
) -> Evaluation:
    """The best pass found, and how every candidate fared; ``direction`` is how many seats
    to the left the cards go, ``leader`` who leads the first trick when it is not the
    holder of the 2♣.

    With no deal sampled (cancelled at once), the first candidate is returned. ``shoot``
    tries the run's passes too (Expert's ``MonteCarloPlayer.shoot``)."""
    candidates = pass_candidates(hand, rules)
    normal = len(candidates)
    if shoot and SHOOT:
        candidates += run_candidates(hand, rules)
    policies: list[Policy] = [rollout_policy] * normal
    policies += [ShootingRollout(seat)] * (len(candidates) - normal)
    alive = len(candidates)
    check = SHOOT_FIRST_CHECK
    scores = [0.0] * len(candidates)
    points = [0.0] * len(candidates)
    rest = masks.indices_of(masks.FULL_DECK & ~hand)
    others = [s for s in range(4) if s != seat]
    chosen = [sum(1 << card for card in candidate) for candidate in candidates]
    deals = 0
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
        for i in range(alive):
            passes[seat] = chosen[i]
            after = [dealt[s] & ~passes[s] for s in range(4)]
            for s in range(4):
                after[(s + direction) % 4] |= passes[s]
            position = new_position(after, rules, leader)
            scored = play_out(position, policies[i])
            outcome = rolled_out(position, scored, objective.totals, objective.number)
            scores[i] += objective(outcome)
            points[i] += outcome[seat]
        deals += 1
        if alive > normal and deals >= check:
            check *= 2
            if not keeps_running(max(scores[normal:]) / deals, max(scores[:normal]) / deals):
                alive = normal
    plan = Plan.NORMAL
    if (
        alive > normal
        and deals
        and runs(max(scores[normal:]) / deals, max(scores[:normal]) / deals)
    ):
        plan = Plan.MOON
        keep = list(range(normal, alive))  # the run is on: its passes first
        keep += [i for i in range(normal) if candidates[i] not in candidates[normal:]]
    else:
        keep = list(range(normal))
    choices = [tuple(DECK[card] for card in candidates[i]) for i in keep]
    return evaluation(
        choices,
        [scores[i] for i in keep],
        [points[i] for i in keep],
        float(rounds.samples),
        rounds.samples,
        plan=plan,
    )
