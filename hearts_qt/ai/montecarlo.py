"""Hard and Expert: Monte Carlo search over deals consistent with what the seat knows.

For each decision the player samples the unseen cards into the other hands
(``sampler``), then, on each sampled deal, plays every legal card and finishes the hand on
the engine's fast path with the Normal policy for all four seats. The hand is scored with
the real rules (moon, sun, J♦), so shooting and stopping the moon fall out of the search.
All legal cards are tried on the same deals, which makes their comparison much sharper
than independent samples would. Hard passes with the Normal heuristic; Expert searches
its pass too (``pass_search``).

Both searches poll a ``CancelFlag`` before each sampled deal, beside their deadline: a
cancelled search returns within one deal's work (a few milliseconds) with the best choice
found so far, a legal one that the caller is expected to drop.

``evaluate_play`` and ``evaluate_pass`` are the searches themselves: they return the choice
with every candidate's expected points (``estimate``), which the hint shows (``advice``);
``think_play`` and ``think_pass`` keep only the choice.
"""

from __future__ import annotations

import time

from hearts_qt.ai.cancel import CancelFlag
from hearts_qt.ai.estimate import Evaluation, evaluation
from hearts_qt.ai.knowledge import Knowledge, knowledge_of
from hearts_qt.ai.pass_search import search_pass
from hearts_qt.ai.passing import normal_pass
from hearts_qt.ai.plausibility import deal_weight, observed_plays
from hearts_qt.ai.player import PassChoice, Player, check_pass_view, check_play_view, pass_cards
from hearts_qt.ai.policy import rollout_policy
from hearts_qt.ai.rounds import Rounds
from hearts_qt.ai.sampler import sample_hands
from hearts_qt.engine import masks
from hearts_qt.engine.cards import DECK, Card, PassDirection
from hearts_qt.engine.rules import Rules
from hearts_qt.engine.simulate import Position, play_out
from hearts_qt.engine.view import SeatView

GAME_END_WEIGHT = 6.0
"""Points of utility for finishing the game in (or out of) the lead, when a hand ends it."""
PASS_ITERATIONS_SHARE = 4
"""With a fixed count, the pass samples this many times fewer deals (each tries 20 passes)."""
SAFETY = 0.97
"""The share of the time budget the search plans to use (the rest covers the overshoot)."""


class MonteCarloPlayer(Player):
    """Samples deals and rolls out every legal card; ``iterations`` counts sampled deals."""

    def __init__(
        self,
        level: str,
        seed: int,
        iterations: int | None,
        time_budget: float | None,
        *,
        pass_search: bool = False,
        weighted: bool = False,
    ) -> None:
        super().__init__(seed)
        self.level = level
        self.pass_search = pass_search
        """Search the pass (Expert) instead of the Normal heuristic (Hard)."""
        self.weighted = weighted
        """Weight sampled deals by how plausible they make the others' plays (Expert)."""
        self.iterations = iterations
        self.time_budget = time_budget
        self.last_samples = 0
        """How many deals the last decision sampled (for benchmarks and the arena)."""

    def choose_pass(self, view: SeatView) -> PassChoice:
        return self.think_pass(view, None)

    def think_pass(self, view: SeatView, cancel: CancelFlag | None) -> PassChoice:
        chosen = self.evaluate_pass(view, cancel).chosen
        return chosen[0], chosen[1], chosen[2]

    def evaluate_pass(self, view: SeatView, cancel: CancelFlag | None) -> Evaluation:
        """The pass with every searched candidate's mean outcome (Hard, or a hold hand:
        the heuristic's pass, nothing measured)."""
        start = time.perf_counter()
        hand = check_pass_view(view)
        if not self.pass_search or view.direction is PassDirection.HOLD:
            return Evaluation(pass_cards(normal_pass(hand)))
        seat = int(view.seat)
        return search_pass(
            hand,
            seat,
            view.direction.value,
            view.rules,
            _Utility(view.rules, view.totals, view.hand_number, seat),
            self.rng(view, "pass"),
            self._rounds(start, PASS_ITERATIONS_SHARE, cancel),
        )

    def _rounds(self, start: float, share: int, cancel: CancelFlag | None) -> Rounds:
        """The sampled deals of one search begun at ``start``; with a fixed count, the
        ``share``-th part of it."""
        iterations = None if self.iterations is None else max(1, self.iterations // share)
        deadline = None if self.time_budget is None else start + self.time_budget * SAFETY
        return Rounds(iterations, deadline, cancel, start)

    def choose_play(self, view: SeatView) -> Card:
        return self.think_play(view, None)

    def think_play(self, view: SeatView, cancel: CancelFlag | None) -> Card:
        """Cancelled, it stops before its next sampled deal with the best card so far."""
        return self.evaluate_play(view, cancel).chosen[0]

    def evaluate_play(self, view: SeatView, cancel: CancelFlag | None) -> Evaluation:
        """The card with every legal card's mean outcome on the same sampled deals: the one
        search behind both the play and the hint."""
        start = time.perf_counter()
        legal = check_play_view(view)
        candidates = masks.indices_of(legal)
        if len(candidates) == 1:
            self.last_samples = 0
            return Evaluation((DECK[candidates[0]],))
        know = knowledge_of(view)
        rng = self.rng(view, "search")
        scores = [0.0] * len(candidates)
        points = [0.0] * len(candidates)
        seat = know.seat
        utility = _Utility(view.rules, view.totals, view.hand_number, seat)
        plays = observed_plays(view) if self.weighted else []
        points_on_first = view.rules.points_on_first_trick
        weights = 0.0
        rounds = self._rounds(start, 1, cancel)
        for _ in rounds:
            hands = sample_hands(know, rng)
            weight = deal_weight(plays, hands, points_on_first) if plays else 1.0
            for i, card in enumerate(candidates):
                position = sampled_position(know, view.rules, hands)
                position.play(card)
                outcome = play_out(position, rollout_policy).points
                scores[i] += weight * utility(outcome)
                points[i] += weight * outcome[seat]
            weights += weight
        self.last_samples = rounds.samples
        cards = [(DECK[card],) for card in candidates]
        return evaluation(cards, scores, points, weights, rounds.samples)


def sampled_position(know: Knowledge, rules: Rules, hands: list[int]) -> Position:
    """The position a search plays out from: the table ``know`` sees, with one sampled
    deal of the unseen cards (``hands``, a mask a seat). The play checker starts its
    paired rollouts here too."""
    return Position(
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


class _Utility:
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
