"""A sequential probability ratio test on the ratio to the field, as chess engines are tested.

Fishtest plays games until the evidence decides between two hypotheses about the Elo
difference; here the quantity is the player under test's points over the mean points of
the others, lower being better. H0 says the ratio is ``r0`` (say 1.0: no better than
the baseline), H1 that it is ``r1`` (say 0.95: five per cent fewer points). After each
wave of whole deal groups the log-likelihood ratio of the ratio's estimate is taken under
a normal approximation with the delta method's variance (the generalised SPRT that
fishtest used before its pentanomial model)::

    LLR = (r1 − r0) · (2·R − r0 − r1) / (2·Var R)

and the match stops once it leaves ``(log(β / (1 − α)), log((1 − β) / α))``: above, H1
is accepted (the player is better by about ``r0 − r1``), below, H0. ``α`` is the chance
of accepting H1 when H0 holds, ``β`` of accepting H0 when H1 holds. The variance is
estimated, so no decision is taken before ``MIN_GROUPS`` deal groups: on simulated
matches (groups whose points vary by 25%, H0 1.0 against H1 0.9, α = β = 0.05) a test
that may stop from the 10th group accepted a false H1 7% of the time, one from the 20th
4.7% (a false H0 3.8%), one from the 30th 4.3%.

>>> test = Sprt(1.0, 0.95)
>>> round(test.lower, 3), round(test.upper, 3)
(-2.944, 2.944)
>>> round(test.llr(0.95, 0.0004), 3)
3.125
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

MIN_GROUPS = 20
"""Deal groups before the estimated variance is trusted enough to stop on."""


@dataclass(frozen=True, slots=True)
class Sprt:
    r0: float
    r1: float
    alpha: float = 0.05
    beta: float = 0.05

    def __post_init__(self) -> None:
        if self.r0 == self.r1 or min(self.r0, self.r1) <= 0:
            raise ValueError("The two ratios must be positive and different.")
        if not (0 < self.alpha < 0.5 and 0 < self.beta < 0.5):
            raise ValueError("alpha and beta must lie between 0 and 0.5.")

    @property
    def lower(self) -> float:
        return math.log(self.beta / (1 - self.alpha))

    @property
    def upper(self) -> float:
        return math.log((1 - self.beta) / self.alpha)

    def llr(self, ratio: float, variance: float) -> float:
        """The log-likelihood ratio of H1 over H0 for an estimate ``ratio`` of that
        ``variance``: 0 while either is unknown, infinite when the variance is 0 (players
        that never differ from deal to deal)."""
        if math.isnan(variance) or math.isnan(ratio):
            return 0.0
        evidence = (self.r1 - self.r0) * (2 * ratio - self.r0 - self.r1)
        if variance <= 0:
            return math.copysign(math.inf, evidence) if evidence else 0.0
        return evidence / (2 * variance)

    def decide(self, ratio: float, variance: float, groups: int) -> str | None:
        """``"H1"``, ``"H0"`` or None (play on)."""
        if groups < MIN_GROUPS:
            return None
        llr = self.llr(ratio, variance)
        if llr >= self.upper:
            return "H1"
        if llr <= self.lower:
            return "H0"
        return None

    def to_dict(self, ratio: float, variance: float, groups: int) -> dict[str, Any]:
        return {
            "r0": self.r0,
            "r1": self.r1,
            "alpha": self.alpha,
            "beta": self.beta,
            "llr": self.llr(ratio, variance),
            "lower": self.lower,
            "upper": self.upper,
            "groups": groups,
            "decision": self.decide(ratio, variance, groups),
        }
