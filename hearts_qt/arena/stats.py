"""Summing up arena games: points per hand with confidence intervals, moons, think times.

The ratio to the field is a player's points per hand divided by the mean of the other
players'; its interval comes from the delta method over deal groups (the four rotations
of a duplicate game count as one group), so the duplicate pairing is used.
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
class PlayerSummary:
    slot: int
    level: str
    hands: int
    points_per_hand: float
    ci95: float
    ratio: float
    ratio_ci95: float
    moons: int
    moons_suffered: int
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


def summarize(levels: Sequence[str], games: Sequence[GameRecord]) -> list[PlayerSummary]:
    groups: dict[int, list[GameRecord]] = {}
    for game in games:
        groups.setdefault(game.seed, []).append(game)
    hands = sum(g.hands for g in games)
    out = []
    for slot, level in enumerate(levels):
        points = [p for g in games for p in g.slots[slot].points]
        times = [t for g in games for t in g.slots[slot].decision_ms]
        mean = sum(points) / hands if hands else 0.0
        spread = statistics.stdev(points) if len(points) > 1 else 0.0
        ratio, ratio_ci = _ratio(slot, list(groups.values()))
        out.append(
            PlayerSummary(
                slot=slot,
                level=level,
                hands=hands,
                points_per_hand=mean,
                ci95=Z95 * spread / math.sqrt(len(points)) if points else 0.0,
                ratio=ratio,
                ratio_ci95=ratio_ci,
                moons=sum(g.slots[slot].moons for g in games),
                moons_suffered=sum(g.slots[slot].moons_suffered for g in games),
                suns=sum(g.slots[slot].suns for g in games),
                decisions=len(times),
                decision_ms_median=statistics.median(times) if times else 0.0,
                decision_ms_p95=_percentile(times, 0.95),
                decision_ms_p99=_percentile(times, 0.99),
                decision_ms_max=max(times, default=0.0),
            )
        )
    return out


def _ratio(slot: int, groups: list[list[GameRecord]]) -> tuple[float, float]:
    """The slot's points over the field's mean points, and the 95% half-width."""
    mine = []
    field = []
    for group in groups:
        mine.append(float(sum(sum(g.slots[slot].points) for g in group)))
        others = [sum(sum(g.slots[s].points) for g in group) for s in range(4) if s != slot]
        field.append(sum(others) / 3.0)
    total_field = sum(field)
    if total_field == 0:
        return math.nan, math.nan
    ratio = sum(mine) / total_field
    n = len(groups)
    if n < 2:
        return ratio, math.nan
    residuals = [m - ratio * f for m, f in zip(mine, field, strict=True)]
    mean_field = total_field / n
    spread = statistics.stdev(residuals) / (mean_field * math.sqrt(n))
    return ratio, Z95 * spread
