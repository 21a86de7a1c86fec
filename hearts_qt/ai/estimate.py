"""What a search measured: the expected outcome of each candidate it tried, best first.

A Monte Carlo search tries candidates (a card, or the cards of a pass) on sampled deals. It
ranks them by mean utility (the seat's ``Objective``: minus its points, a moon weighed as
the table feels it, a bonus or malus when the hand ends the game) and, beside it, keeps
the plain expected points, which are what a player understands. The hint reads both from
here, so the figures it shows are the ones the choice was made on, not a second search.

Each estimate keeps the deals it stands on and their summed weight, so that evaluations
of the same view by independent searches (worker processes) merge into one (``merged``):
the means are pooled by weight. A search that spends more deals on the close candidates
(successive halving) tries some candidates on fewer deals than others; the ranking puts
the candidates tried on at least half as many deals as the most tried ones first
(``FINALIST_SHARE``), by mean utility, then the rest, by mean utility.

A search may follow one of two plans (``Plan``): the Normal play, or a run at the moon
(``moon_run``), whose means are those of the cards played as a shooter would. Searches
that followed different plans are not pooled: the plan with more deals behind it stands,
the Normal play on a tie.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import Enum

from hearts_qt.engine.cards import Card

FINALIST_SHARE = 0.5
"""A candidate tried on at least this share of the most tried one's deals is a finalist."""


class Plan(Enum):
    """What a search's means are the outcomes of."""

    NORMAL = "normal"
    """The seat plays on as Normal would after the candidate."""
    MOON = "moon"
    """The seat runs at the moon from the candidate on (``moon_run``): the search found
    that worth more than the Normal play by the run's margin."""


@dataclass(frozen=True, slots=True)
class Estimate:
    """One candidate's mean outcome over the sampled deals (weighted, for Expert's play)."""

    cards: tuple[Card, ...]
    """The candidate: one card to play, or the cards of a pass (as many as the rules pass)."""
    points: float
    """The points the seat is expected to score in this hand, those already taken included
    (the moon, the sun and the J♦ too)."""
    value: float
    """The mean utility the search ranks by (``objective``: minus ``points`` unless there
    is a moon or the hand ends the game)."""
    samples: int = 0
    """How many sampled deals this candidate was tried on."""
    weight: float = 0.0
    """The summed weight of those deals (their count when deals are not weighted): what
    ``points`` and ``value`` are means over, for pooling them with another search's."""


@dataclass(frozen=True, slots=True)
class Evaluation:
    """A decision and what it was based on."""

    chosen: tuple[Card, ...]
    """What the player chooses: ``ranked[0].cards`` whenever something was measured."""
    ranked: tuple[Estimate, ...] = ()
    """Every candidate, best first (see the module's ranking; ties keep the search's
    order); empty when the choice was not searched (a single legal card, a heuristic
    pass, no deal sampled)."""
    samples: int = 0
    """How many deals the search sampled (each candidate's own count is in its estimate)."""
    plan: Plan = Plan.NORMAL
    """The plan the means are of, and the seat follows."""


def evaluation(
    candidates: Sequence[tuple[Card, ...]],
    values: Sequence[float],
    points: Sequence[float],
    weights: float | Sequence[float],
    samples: int | Sequence[int],
    deals: int | None = None,
    plan: Plan = Plan.NORMAL,
) -> Evaluation:
    """Rank candidates by their summed ``values`` (``points`` are the sums of the seat's
    points; ``weights`` and ``samples`` the summed weight and the count of the deals each
    was tried on, one for all when every candidate was tried on the same deals; ``deals``
    the deals sampled, by default the most any candidate was tried on). The first of equal
    values wins, as the search always chose, so the choice does not depend on who asks."""
    n = len(candidates)
    each_weight = [weights] * n if isinstance(weights, float | int) else list(weights)
    each_samples = [samples] * n if isinstance(samples, int) else list(samples)
    estimates = [
        Estimate(
            candidates[i],
            points[i] / each_weight[i] if each_weight[i] > 0 else 0.0,
            values[i] / each_weight[i] if each_weight[i] > 0 else 0.0,
            each_samples[i],
            float(each_weight[i]),
        )
        for i in range(n)
    ]
    sampled = max(each_samples, default=0) if deals is None else deals
    return _ranked(estimates, sampled, plan)


def merged(evaluations: Iterable[Evaluation]) -> Evaluation:
    """One evaluation of a view from several searches' of it (each with its own deals):
    every candidate's means pooled by weight, the deals summed, ranked again. Candidates
    are matched by their cards, and equal ones ranked in the cards' order (whichever
    search answered first); a search that measured nothing adds nothing (but the first
    one's choice stands when none measured anything). Of searches that followed
    different plans, only those of the plan with more deals are pooled (the Normal play's
    on a tie): a run's means and the Normal play's are outcomes of different play."""
    evaluations = list(evaluations)
    deals_by_plan = dict.fromkeys(Plan, 0)
    for each in evaluations:
        if each.ranked:
            deals_by_plan[each.plan] += each.samples
    plan = Plan.MOON if deals_by_plan[Plan.MOON] > deals_by_plan[Plan.NORMAL] else Plan.NORMAL
    pooled: dict[tuple[Card, ...], list[float]] = {}
    order: list[tuple[Card, ...]] = []
    deals = 0
    first: tuple[Card, ...] | None = None
    for each in evaluations:
        first = each.chosen if first is None else first
        if each.ranked and each.plan is not plan:
            continue
        deals += each.samples
        for estimate in each.ranked:
            sums = pooled.get(estimate.cards)
            if sums is None:
                sums = pooled[estimate.cards] = [0.0, 0.0, 0.0, 0.0]
                order.append(estimate.cards)
            sums[0] += estimate.points * estimate.weight
            sums[1] += estimate.value * estimate.weight
            sums[2] += estimate.samples
            sums[3] += estimate.weight
    if first is None:
        raise ValueError("No evaluation to merge.")
    estimates = [
        Estimate(
            cards,
            pooled[cards][0] / pooled[cards][3] if pooled[cards][3] > 0 else 0.0,
            pooled[cards][1] / pooled[cards][3] if pooled[cards][3] > 0 else 0.0,
            int(pooled[cards][2]),
            pooled[cards][3],
        )
        for cards in sorted(order)
    ]
    return _ranked(estimates, deals, plan) if estimates else Evaluation(first)


def _ranked(estimates: Sequence[Estimate], deals: int, plan: Plan = Plan.NORMAL) -> Evaluation:
    """The evaluation of ``estimates`` (in the search's order), ranked as the module says."""
    tried = [e for e in estimates if e.samples > 0 and e.weight > 0]
    if deals == 0 or not tried:
        return Evaluation(estimates[0].cards)
    most = max(e.samples for e in tried)
    position = {id(e): i for i, e in enumerate(estimates)}

    def key(e: Estimate) -> tuple[bool, float, int]:
        finalist = e.samples > 0 and e.weight > 0 and e.samples >= FINALIST_SHARE * most
        return not finalist, -e.value, position[id(e)]

    ranked = tuple(sorted(estimates, key=key))
    return Evaluation(ranked[0].cards, ranked, deals, plan)
