"""Hard and Expert: Monte Carlo search over deals consistent with what the seat knows.

For each decision the player samples the unseen cards into the other hands
(``sampler``), then, on each sampled deal, plays every legal card and finishes the hand on
the engine's fast path with the Normal policy for all four seats. The hand is scored with
the real rules (moon, sun, card values; a New Moon as its shooter would choose:
``moon_choice.rolled_out``) and valued by the seat's ``Objective``. All legal cards are
tried on the same deals, which makes their comparison much sharper than independent
samples would. Both search their pass too (``pass_search``; Hard is Expert at a quarter of
its thinking time), rolled out from the first trick the rules give (the 2♣, or the player
left of the dealer: ``first_leader``).

Beside the Normal play, the play's search tries a run at the moon while the seat may
still shoot (``MoonRun``): each card is rolled out a second time on the same deal with
the seat shooting from it on (``policy.ShootingRollout``), and when the run's best card
beats the best Normal card by ``SHOOT_BIAS`` the seat plays the run's card. Without it the rollouts
shoot only once a moon is all but made, so the search could neither start one nor see
the cost of a failed one.

Two refinements are written and tested but switched off, as matches against
``expert-v1`` did not show them to help (the README's table): successive halving, which
drops the worse half of the cards after each stage (``HALVING``, ``halving_schedule``),
and solving each sampled deal exactly once few tricks remain (``endgame.SOLVE_TRICKS``).

Both searches poll a ``CancelFlag`` before each sampled deal (the endgame solver within
one too), beside their deadline: a cancelled search returns within a few milliseconds
with the best choice found so far, a legal one that the caller is expected to drop.

``evaluate_play`` and ``evaluate_pass`` are the searches themselves: they return the choice
with every candidate's expected points (``estimate``), which the hint shows (``advice``);
``think_play`` and ``think_pass`` keep only the choice.
"""

from __future__ import annotations

import time
from collections.abc import Iterator

from hearts_qt.ai.cancel import CancelFlag
from hearts_qt.ai.endgame import SOLVE_TRICKS, Cancelled, EndgameSolver
from hearts_qt.ai.estimate import Evaluation, Plan, evaluation
from hearts_qt.ai.knowledge import Knowledge, knowledge_of
from hearts_qt.ai.moon_choice import rolled_out
from hearts_qt.ai.moon_run import SHOOT, MoonRun
from hearts_qt.ai.objective import OTHERS_SHARE, Objective
from hearts_qt.ai.pass_search import search_pass
from hearts_qt.ai.passing import normal_pass
from hearts_qt.ai.plausibility import deal_weight, observed_plays
from hearts_qt.ai.player import PassChoice, Player, check_pass_view, check_play_view, pass_cards
from hearts_qt.ai.policy import rollout_policy
from hearts_qt.ai.rounds import Rounds
from hearts_qt.ai.sampler import sample_hands
from hearts_qt.engine import masks
from hearts_qt.engine.cards import DECK, Card, PassDirection
from hearts_qt.engine.rules import FirstLead, Rules
from hearts_qt.engine.simulate import Policy, Position, play_out
from hearts_qt.engine.view import SeatView

PASS_ITERATIONS_SHARE = 4
"""With a fixed count, the pass samples this many times fewer deals (each tries 20 passes)."""
HALVING = False
"""Whether the play's search halves its candidates (see ``evaluate_play``). Off: at 25
deals a card it measured no better than trying every card on every deal (Expert ÷
``expert-v1`` 1.000, 95% interval 0.927 to 1.073, 925 hands; the README's table)."""
MIN_FIRST_DEALS = 4
"""The fewest deals the first stage of a play's successive halving may drop cards on."""
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
        pass_search: bool = True,
        weighted: bool = True,
        solve_tricks: int = SOLVE_TRICKS,
        halving: bool = HALVING,
        shoot: bool = SHOOT,
        others_share: float = OTHERS_SHARE,
    ) -> None:
        super().__init__(seed)
        self.level = level
        self.pass_search = pass_search
        """Search the pass (Hard and Expert) instead of passing as the Normal heuristic does."""
        self.weighted = weighted
        """Weight sampled deals by how plausible they make the others' plays (Hard and Expert)."""
        self.halving = halving
        """Successive halving over the cards (``halving_schedule``) instead of every card
        on every deal."""
        self.shoot = shoot
        """Search a run at the moon beside the Normal play (``MoonRun``)."""
        self.others_share = others_share
        """What a point one of the others takes is worth to the seat (``Objective``)."""
        self.solve_tricks = solve_tricks
        """Solve each sampled deal exactly (``endgame``) once this many tricks or fewer
        remain, instead of rolling the cards out (0: never)."""
        self.iterations = iterations
        self.time_budget = time_budget
        self.last_samples = 0
        """How many deals the last decision sampled (for benchmarks and the arena)."""

    def choose_pass(self, view: SeatView) -> PassChoice:
        return self.think_pass(view, None)

    def think_pass(self, view: SeatView, cancel: CancelFlag | None) -> PassChoice:
        return self.evaluate_pass(view, cancel).chosen

    def evaluate_pass(self, view: SeatView, cancel: CancelFlag | None) -> Evaluation:
        """The pass with every searched candidate's mean outcome (without ``pass_search``,
        or in a hold hand: the heuristic's pass, nothing measured)."""
        start = time.perf_counter()
        hand = check_pass_view(view)
        if not self.pass_search or view.direction is PassDirection.HOLD:
            return Evaluation(pass_cards(normal_pass(hand, view.rules)))
        seat = int(view.seat)
        return search_pass(
            hand,
            seat,
            view.direction.value,
            view.rules,
            Objective(view.rules, view.totals, view.hand_number, seat, self.others_share),
            self.rng(view, "pass"),
            self._rounds(start, PASS_ITERATIONS_SHARE, cancel),
            first_leader(view),
            self.shoot,
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
        """The card with every legal card's mean outcome: the one search behind both the
        play and the hint. Every card is tried on every deal, or, with ``halving``,
        successive halving: in each stage the candidates still in play
        are rolled out on the same newly sampled deals, twice as many a candidate as in the
        stage before, then the worse half is dropped; the survivors of the last stage have
        been tried on every deal since the first, more than twice as many as any dropped."""
        start = time.perf_counter()
        legal = check_play_view(view)
        candidates = masks.indices_of(legal)
        if len(candidates) == 1:
            self.last_samples = 0
            return Evaluation((DECK[candidates[0]],))
        know = knowledge_of(view)
        rng = self.rng(view, "search")
        n = len(candidates)
        scores = [0.0] * n
        points = [0.0] * n
        weights = [0.0] * n
        tried = [0] * n
        seat = know.seat
        objective = Objective(view.rules, view.totals, view.hand_number, seat, self.others_share)
        plays = observed_plays(view) if self.weighted else []
        schedule = [(n, self.iterations or 1)]
        if self.halving:
            schedule = halving_schedule(n, self.iterations)
        alive = list(range(n))
        deals = 0
        solver = None
        if self.solve_tricks and 13 - know.tricks_played <= self.solve_tricks:
            solver = EndgameSolver(seat, objective, cancel)
        run = None
        if self.shoot and solver is None and MoonRun.open(know, view.rules):
            run = MoonRun(n, seat)
        for stage, stage_rounds in enumerate(self._stages(start, schedule, cancel)):
            for _ in stage_rounds:
                hands = sample_hands(know, rng)
                weight = deal_weight(plays, hands, view.rules) if plays else 1.0
                if solver is not None:
                    solver.table.clear()  # its positions are this deal's only
                try:
                    outcomes = [
                        self._outcome(know, view.rules, hands, candidates[i], objective, solver)
                        for i in alive
                    ]
                except Cancelled:
                    stage_rounds.cancelled = True
                    break
                for i, (value, mine) in zip(alive, outcomes, strict=True):
                    scores[i] += weight * value
                    points[i] += weight * mine
                    weights[i] += weight
                    tried[i] += 1
                if run is not None:
                    for i in alive:
                        run.add(
                            i,
                            weight,
                            self._outcome(
                                know, view.rules, hands, candidates[i], objective, None, run.policy
                            ),
                        )
                deals += 1
                if run is not None and deals >= run.next_check:
                    run = run.checked(scores, weights)
            if stage_rounds.cancelled:
                break
            if stage + 1 < len(schedule):
                best = sorted(alive, key=lambda i: (-scores[i], i))[: schedule[stage + 1][0]]
                alive = sorted(best)
        self.last_samples = deals
        plan = Plan.NORMAL
        if run is not None:
            plan = run.choose(scores, points, weights)
        cards = [(DECK[card],) for card in candidates]
        return evaluation(cards, scores, points, weights, tried, deals, plan)

    @staticmethod
    def _outcome(
        know: Knowledge,
        rules: Rules,
        hands: list[int],
        card: int,
        objective: Objective,
        solver: EndgameSolver | None,
        policy: Policy = rollout_policy,
    ) -> tuple[float, int]:
        """The value of playing ``card`` on one sampled deal and the seat's points then:
        rolled out with the Normal policy (or ``policy``), or solved exactly when
        ``solver`` is given."""
        position = sampled_position(know, rules, hands)
        position.play(card)
        if solver is not None:
            return solver.solve(position)
        outcome = rolled_out(
            position, play_out(position, policy), objective.totals, objective.number
        )
        return objective(outcome), outcome[know.seat]

    def _stages(
        self, start: float, schedule: list[tuple[int, int]], cancel: CancelFlag | None
    ) -> Iterator[Rounds]:
        """The sampled deals of each stage of a play's search begun at ``start``: with a
        fixed count, the schedule's; with a clock, each stage's share of the budget in
        proportion to its rollouts."""
        planned = sum(alive * deals for alive, deals in schedule)
        done = 0
        for alive, deals in schedule:
            done += alive * deals
            deadline = None
            if self.time_budget is not None:
                deadline = start + self.time_budget * SAFETY * done / planned
            yield Rounds(
                deals if self.iterations is not None else None,
                deadline,
                cancel,
                time.perf_counter(),
            )


def halving_schedule(candidates: int, iterations: int | None) -> list[tuple[int, int]]:
    """The stages of successive halving over ``candidates`` cards: (cards still in play,
    deals sampled) for each. With a count of ``iterations`` deals a card, the stages spend
    as many rollouts as trying every card on every deal would, the first stage sampling at
    least ``MIN_FIRST_DEALS`` (fewer stages, else; one is the flat search). With a clock,
    the deals are shares of the budget (see ``_stages``)."""
    stages = max(1, (candidates - 1).bit_length())
    while True:
        alive = [candidates]
        for _ in range(stages - 1):
            alive.append((alive[-1] + 1) // 2)
        units = sum(a << stage for stage, a in enumerate(alive))
        if iterations is None:
            return [(a, 1 << stage) for stage, a in enumerate(alive)]
        first = iterations * candidates // units
        if first >= MIN_FIRST_DEALS or stages == 1:
            return [(a, max(1, first) << stage) for stage, a in enumerate(alive)]
        stages -= 1


def first_leader(view: SeatView) -> int | None:
    """Who leads the first trick of the view's hand when it is not the holder of the 2♣
    (the rules' ``FirstLead.LEFT_OF_DEALER``), else None: known before the pass."""
    if view.rules.first_lead is FirstLead.LEFT_OF_DEALER:
        return int(view.dealer.offset(1))
    return None


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
