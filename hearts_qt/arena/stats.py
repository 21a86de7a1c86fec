"""Summing up arena games: points per hand with confidence intervals, moons, think times.

The ratio to the field is a player's points divided by the mean of the other three
players' points. Its 95% interval comes from the delta method over deal groups: the games
of one seed (with ``--duplicate`` its four rotations, which play the same deals) form one
group, and groups are independent, so the duplicate pairing is used and the games' own
correlations (a hand's points depend on the scores before it) are not mistaken for
independent evidence.
"""

from __future__ import annotations

import math
import statistics
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from hearts_qt.arena.match import GameRecord

Z95 = 1.96


@dataclass(frozen=True, slots=True)
class RatioEstimate:
    """A slot's points over the field's mean points, from ``groups`` deal groups."""

    ratio: float
    variance: float
    """Of ``ratio``, by the delta method (NaN with fewer than two groups)."""
    groups: int

    @property
    def half_width(self) -> float:
        """Of the 95% interval."""
        return Z95 * math.sqrt(self.variance)

    @property
    def low(self) -> float:
        return self.ratio - self.half_width

    @property
    def high(self) -> float:
        return self.ratio + self.half_width


@dataclass(frozen=True, slots=True)
class PlayerSummary:
    slot: int
    level: str
    hands: int
    points_per_hand: float
    ci95: float
    ratio: float
    ratio_ci95: float
    ratio_low: float
    ratio_high: float
    moons: int
    moons_suffered: int
    """Moons shot by another player in this player's hands."""
    moons_per_100: float
    moons_suffered_per_100: float
    suns: int
    decisions: int
    decision_ms_median: float
    decision_ms_p95: float
    decision_ms_p99: float
    decision_ms_max: float

    def to_dict(self) -> dict[str, Any]:
        return {name: getattr(self, name) for name in self.__slots__}


def _percentile(values: Sequence[float], share: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, math.ceil(share * len(ordered)) - 1)]


def _per_100(count: int, hands: int) -> float:
    return 100.0 * count / hands if hands else 0.0


def summarize(levels: Sequence[str], games: Sequence[GameRecord]) -> list[PlayerSummary]:
    hands = sum(g.hands for g in games)
    out = []
    for slot, level in enumerate(levels):
        points = [p for g in games for p in g.slots[slot].points]
        times = [t for g in games for t in g.slots[slot].decision_ms]
        mean = sum(points) / hands if hands else 0.0
        spread = statistics.stdev(points) if len(points) > 1 else 0.0
        estimate = ratio_estimate(slot, games)
        moons = sum(g.slots[slot].moons for g in games)
        suffered = sum(g.slots[slot].moons_suffered for g in games)
        out.append(
            PlayerSummary(
                slot=slot,
                level=level,
                hands=hands,
                points_per_hand=mean,
                ci95=Z95 * spread / math.sqrt(len(points)) if points else 0.0,
                ratio=estimate.ratio,
                ratio_ci95=estimate.half_width,
                ratio_low=estimate.low,
                ratio_high=estimate.high,
                moons=moons,
                moons_suffered=suffered,
                moons_per_100=_per_100(moons, hands),
                moons_suffered_per_100=_per_100(suffered, hands),
                suns=sum(g.slots[slot].suns for g in games),
                decisions=len(times),
                decision_ms_median=statistics.median(times) if times else 0.0,
                decision_ms_p95=_percentile(times, 0.95),
                decision_ms_p99=_percentile(times, 0.99),
                decision_ms_max=max(times, default=0.0),
            )
        )
    return out


def deal_groups(games: Sequence[GameRecord]) -> list[list[GameRecord]]:
    """The games grouped by seed (a duplicate game's four rotations), in seed order."""
    groups: dict[int, list[GameRecord]] = {}
    for game in games:
        groups.setdefault(game.seed, []).append(game)
    return [groups[seed] for seed in sorted(groups)]


def ratio_estimate(slot: int, games: Sequence[GameRecord]) -> RatioEstimate:
    """The slot's points over the field's mean points, with the delta method's variance:
    ``Var ≈ s² / (n · f̄²)``, ``s²`` the variance of the groups' residuals ``m − R·f``."""
    groups = deal_groups(games)
    mine = []
    field = []
    for group in groups:
        mine.append(float(sum(sum(g.slots[slot].points) for g in group)))
        others = [sum(sum(g.slots[s].points) for g in group) for s in range(4) if s != slot]
        field.append(sum(others) / 3.0)
    total_field = sum(field)
    n = len(groups)
    if total_field == 0:
        return RatioEstimate(math.nan, math.nan, n)
    ratio = sum(mine) / total_field
    if n < 2:
        return RatioEstimate(ratio, math.nan, n)
    residuals = [m - ratio * f for m, f in zip(mine, field, strict=True)]
    mean_field = total_field / n
    return RatioEstimate(ratio, statistics.variance(residuals) / (mean_field**2 * n), n)
