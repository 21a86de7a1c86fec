"""A run at the moon, searched beside the Normal play by Expert and Hard.

The rollouts play every seat as Normal, and Normal shoots only once a moon is all but
made (five of its cards taken and at most one losing card left), so a search on them
alone can neither start a moon nor see what a failed one costs. A run is the other plan:
the seat shoots from this card on (``policy.ShootingRollout``), taking every trick it can
until another seat takes a moon card, while the others defend once it has one. The play's
search (``montecarlo``) and the pass's (``pass_search``) roll each candidate out both
ways on the same deals and follow the run only when it beats the Normal play by
``SHOOT_BIAS``: the better of two noisy means is biased upwards, the margin pays for it.
"""

from __future__ import annotations

from hearts_qt.ai.estimate import Plan
from hearts_qt.ai.knowledge import Knowledge
from hearts_qt.ai.policy import ShootingRollout, moon_runner, stakes_of
from hearts_qt.engine.rules import Rules

SHOOT = True
"""Whether the searches try a run at the moon beside the Normal play (and pass)."""
SHOOT_FIRST_CHECK = 8
"""After this many deals, and each time their count doubles, the run at the moon is given
up when its best card is ``SHOOT_MARGIN`` or more below the best card played as Normal."""
SHOOT_BIAS = 0.5
"""How much better (in the objective's points) the run's best card must be than the best
Normal card for the seat to run at the moon."""
SHOOT_MARGIN = 2.0
"""How far below the best Normal card (in the objective's points) the best run at the
moon may lie and still be searched on."""


def keeps_running(best_run: float, best_normal: float) -> bool:
    """Whether a run whose best candidate has mean ``best_run`` is still worth searching
    beside a Normal best of ``best_normal`` (``SHOOT_MARGIN``)."""
    return best_run > best_normal - SHOOT_MARGIN


def runs(best_run: float, best_normal: float) -> bool:
    """Whether the seat follows the run: its best mean beats the Normal best by
    ``SHOOT_BIAS``."""
    return best_run > best_normal + SHOOT_BIAS


class MoonRun:
    """A run at the moon, searched beside the Normal play: every candidate card is also
    rolled out on the same deals with the seat shooting from it on (``ShootingRollout``).
    When the run's best card beats the best Normal card by ``SHOOT_BIAS``, every card
    takes its run's means (``choose``): the seat plays the run's best card, and decides
    again at its next card. The run is given up
    (``checked``) once its best card lies ``SHOOT_MARGIN`` below the best Normal card,
    after ``SHOOT_FIRST_CHECK`` deals and each time their count doubles, so a hand that
    cannot shoot spends few rollouts on it."""

    def __init__(self, n: int, seat: int) -> None:
        self.policy = ShootingRollout(seat)
        self.scores = [0.0] * n
        self.points = [0.0] * n
        self.weights = [0.0] * n
        self.next_check = SHOOT_FIRST_CHECK

    @staticmethod
    def open(know: Knowledge, rules: Rules) -> bool:
        """Whether the seat can still shoot: no other seat has taken a moon card."""
        runner = moon_runner(know.taken, stakes_of(rules).moon)
        return runner < 0 or runner == know.seat

    def add(self, i: int, weight: float, outcome: tuple[float, int]) -> None:
        value, mine = outcome
        self.scores[i] += weight * value
        self.points[i] += weight * mine
        self.weights[i] += weight

    def checked(self, scores: list[float], weights: list[float]) -> MoonRun | None:
        """This run, or None when it is given up against the Normal means."""
        self.next_check *= 2
        best_normal = max(s / w for s, w in zip(scores, weights, strict=True) if w)
        best_run = max(
            (s / w for s, w in zip(self.scores, self.weights, strict=True) if w),
            default=best_normal - SHOOT_MARGIN - 1,
        )
        return self if keeps_running(best_run, best_normal) else None

    def choose(self, scores: list[float], points: list[float], weights: list[float]) -> Plan:
        """When the run's best card beats the best Normal card by ``SHOOT_BIAS`` (both
        on the same deals), the seat runs at the moon: every card then gets the run's
        means; else the Normal means stand. The plan chosen."""
        tried = [i for i, weight in enumerate(weights) if weight and self.weights[i] == weight]
        if not tried:
            return Plan.NORMAL
        best_normal = max(scores[i] / weights[i] for i in tried)
        best_run = max(self.scores[i] / weights[i] for i in tried)
        if not runs(best_run, best_normal):
            return Plan.NORMAL
        for i in tried:
            scores[i] = self.scores[i]
            points[i] = self.points[i]
        return Plan.MOON
