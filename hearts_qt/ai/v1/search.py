"""expert-v1's two searches: the card to play and the three cards to pass.

The play: on each deal sampled consistently with the seat's knowledge, weighted by how
plausible it makes the others' recent plays, every legal card is played and the hand is
rolled out with the Normal policy for all four seats; the card of best mean utility wins.
The pass: on each random deal of the other hands (they pass with the Normal heuristic),
each of the twenty threes of the six cards the heuristic most wants to pass (and the
heuristic's own) is applied and rolled out. Both stop at a count of sampled deals, a
deadline or a cancel, whichever comes first (``rounds``).
"""

from __future__ import annotations

import random
import time
from collections.abc import Iterator
from itertools import combinations

from hearts_qt.ai.cancel import CancelFlag
from hearts_qt.ai.v1.knowledge import Knowledge
from hearts_qt.ai.v1.passing import danger_order, normal_pass
from hearts_qt.ai.v1.plausibility import Observed, deal_weight
from hearts_qt.ai.v1.policy import rollout_policy
from hearts_qt.ai.v1.sampler import sample_hands
from hearts_qt.engine import masks
from hearts_qt.engine.rules import Rules
from hearts_qt.engine.simulate import Position, new_position, play_out

GAME_END_WEIGHT = 6.0
"""Points of utility for finishing the game in (or out of) the lead, when a hand ends it."""
CANDIDATE_CARDS = 6
"""The pass tries every three of this many of the heuristic's most wanted cards."""


class Utility:
    """Minus the seat's points, plus a bonus (or malus) when the hand ends the game."""

    def __init__(
        self, rules: Rules, totals: tuple[int, int, int, int], number: int, seat: int
    ) -> None:
        self.rules = rules
        self.totals = totals
        self.seat = seat
        self.last_hand = rules.fixed_hands is not None and number >= rules.fixed_hands

    def __call__(self, points: tuple[int, int, int, int]) -> float:
        value = -float(points[self.seat])
        rules = self.rules
        after = [self.totals[s] + points[s] for s in range(4)]
        ends = self.last_hand or (rules.fixed_hands is None and max(after) >= rules.target_score)
        if ends:
            value += GAME_END_WEIGHT if after[self.seat] == min(after) else -GAME_END_WEIGHT
        return value


class Rounds:
    """The sampled deals of one search, counted in ``samples``: iterate to sample the next.

    It stops after ``iterations`` deals, or when the next one would end past ``deadline``
    (judged by the mean time a deal has taken since ``start``), or once ``cancel`` is set
    (polled before each deal)."""

    def __init__(
        self,
        iterations: int | None,
        deadline: float | None,
        cancel: CancelFlag | None,
        start: float,
    ) -> None:
        self.iterations = iterations
        self.deadline = deadline
        self.cancel = cancel
        self.start = start
        self.samples = 0

    def __iter__(self) -> Iterator[int]:
        cancel = self.cancel
        while cancel is None or not cancel.is_set():
            yield self.samples
            self.samples += 1
            if self.iterations is not None and self.samples >= self.iterations:
                return
            if self.deadline is not None:
                now = time.perf_counter()
                if now + (now - self.start) / self.samples > self.deadline:
                    return


def ranking(scores: list[float]) -> list[int]:
    """The indices of ``scores``, highest first; equal ones in their order."""
    return sorted(range(len(scores)), key=lambda i: (-scores[i], i))


def search_play(
    know: Knowledge,
    rules: Rules,
    candidates: list[int],
    utility: Utility,
    plays: list[Observed],
    rng: random.Random,
    rounds: Rounds,
) -> list[int]:
    """The candidate cards (indices), best mean utility over the sampled deals first."""
    scores = [0.0] * len(candidates)
    points_on_first = rules.points_on_first_trick
    for _ in rounds:
        hands = sample_hands(know, rng)
        weight = deal_weight(plays, hands, points_on_first) if plays else 1.0
        for i, card in enumerate(candidates):
            position = Position(
                rules,
                hands[:],
                know.leader,
                list(know.trick),
                know.hearts_broken,
                list(know.taken),
                list(know.tricks_won),
                know.tricks_played,
                know.played,
            )
            position.play(card)
            scores[i] += weight * utility(play_out(position, rollout_policy).points)
    return [candidates[i] for i in ranking(scores)]


def search_pass(
    hand: int,
    seat: int,
    direction: int,
    rules: Rules,
    utility: Utility,
    rng: random.Random,
    rounds: Rounds,
) -> list[tuple[int, ...]]:
    """The candidate passes (three card indices each), best mean utility first;
    ``direction`` is how many seats to the left the cards go."""
    ranked = danger_order(hand)[:CANDIDATE_CARDS]
    candidates = [tuple(sorted(c)) for c in combinations(ranked, 3)]
    heuristic = normal_pass(hand)
    if heuristic not in candidates:
        candidates.append(heuristic)
    scores = [0.0] * len(candidates)
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
            scores[i] += utility(play_out(new_position(after, rules), rollout_policy).points)
    return [candidates[i] for i in ranking(scores)]
