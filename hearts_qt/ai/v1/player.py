"""The expert-v1 player: the searches of ``search`` with the settings Expert had."""

from __future__ import annotations

import time

from hearts_qt.ai.cancel import CancelFlag
from hearts_qt.ai.player import PassChoice, Player, check_pass_view, check_play_view, pass_cards
from hearts_qt.ai.v1.knowledge import knowledge_of
from hearts_qt.ai.v1.passing import normal_pass
from hearts_qt.ai.v1.plausibility import observed_plays
from hearts_qt.ai.v1.search import Rounds, Utility, search_pass, search_play
from hearts_qt.engine import masks
from hearts_qt.engine.cards import DECK, Card, PassDirection
from hearts_qt.engine.view import SeatView

TIME_BUDGET = 1.0
"""Seconds of wall-clock time per decision when no count of deals is given."""
SAFETY = 0.97
"""The share of the time budget the search plans to use (the rest covers the overshoot)."""
PASS_ITERATIONS_SHARE = 4
"""With a fixed count, the pass samples this many times fewer deals (each tries 20 passes)."""


class ExpertV1(Player):
    """Expert as frozen for issue 16; ``iterations`` counts sampled deals per decision."""

    level = "expert-v1"

    def __init__(
        self, seed: int, iterations: int | None = None, time_budget: float | None = None
    ) -> None:
        super().__init__(seed)
        if iterations is not None and iterations < 1:
            raise ValueError("The number of iterations must be at least 1.")
        if time_budget is not None and time_budget <= 0:
            raise ValueError("The time budget must be positive.")
        self.iterations = iterations
        if iterations is None and time_budget is None:
            time_budget = TIME_BUDGET
        self.time_budget = time_budget
        self.last_samples = 0
        """How many deals the last play sampled (for benchmarks)."""

    def _rounds(self, start: float, share: int, cancel: CancelFlag | None) -> Rounds:
        iterations = None if self.iterations is None else max(1, self.iterations // share)
        deadline = None if self.time_budget is None else start + self.time_budget * SAFETY
        return Rounds(iterations, deadline, cancel, start)

    def choose_pass(self, view: SeatView) -> PassChoice:
        return self.think_pass(view, None)

    def think_pass(self, view: SeatView, cancel: CancelFlag | None) -> PassChoice:
        return self.ranked_passes(view, cancel)[0]

    def ranked_passes(self, view: SeatView, cancel: CancelFlag | None = None) -> list[PassChoice]:
        """The passes searched, the chosen one first (in a hold hand, the heuristic's)."""
        start = time.perf_counter()
        hand = check_pass_view(view)
        if view.direction is PassDirection.HOLD:
            return [pass_cards(normal_pass(hand))]
        seat = int(view.seat)
        utility = Utility(view.rules, view.totals, view.hand_number, seat)
        rounds = self._rounds(start, PASS_ITERATIONS_SHARE, cancel)
        rng = self.rng(view, "pass")
        direction = view.direction.value
        ranked = search_pass(hand, seat, direction, view.rules, utility, rng, rounds)
        return [(DECK[a], DECK[b], DECK[c]) for a, b, c in ranked]

    def choose_play(self, view: SeatView) -> Card:
        return self.think_play(view, None)

    def think_play(self, view: SeatView, cancel: CancelFlag | None) -> Card:
        return self.ranked_plays(view, cancel)[0]

    def ranked_plays(self, view: SeatView, cancel: CancelFlag | None = None) -> list[Card]:
        """The legal cards, the chosen one first, the others in the order the search
        valued them."""
        start = time.perf_counter()
        candidates = masks.indices_of(check_play_view(view))
        if len(candidates) == 1:
            self.last_samples = 0
            return [DECK[candidates[0]]]
        know = knowledge_of(view)
        rng = self.rng(view, "search")
        utility = Utility(view.rules, view.totals, view.hand_number, know.seat)
        rounds = self._rounds(start, 1, cancel)
        plays = observed_plays(view)
        ranked = search_play(know, view.rules, candidates, utility, plays, rng, rounds)
        self.last_samples = rounds.samples
        return [DECK[card] for card in ranked]
