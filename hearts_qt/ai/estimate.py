"""What a search measured: the expected outcome of each candidate it tried, best first.

A Monte Carlo search tries every candidate (a card, or a three-card pass) on the same
sampled deals. It ranks them by mean utility — minus the seat's points, with a bonus or
malus when the hand ends the game — and, beside it, keeps the plain expected points, which
are what a player understands. The hint reads both from here, so the figures it shows are
the ones the choice was made on, not a second search.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from hearts_qt.engine.cards import Card


@dataclass(frozen=True, slots=True)
class Estimate:
    """One candidate's mean outcome over the sampled deals (weighted, for Expert's play)."""

    cards: tuple[Card, ...]
    """The candidate: one card to play, or the three cards of a pass."""
    points: float
    """The points the seat is expected to score in this hand, those already taken included
    (the moon, the sun and the J♦ too)."""
    value: float
    """The mean utility the search ranks by (minus ``points`` unless the hand ends the game)."""


@dataclass(frozen=True, slots=True)
class Evaluation:
    """A decision and what it was based on."""

    chosen: tuple[Card, ...]
    """What the player chooses: ``ranked[0].cards`` whenever something was measured."""
    ranked: tuple[Estimate, ...] = ()
    """Every candidate, best first (ties keep the search's order); empty when the choice
    was not searched (a single legal card, a heuristic pass, no deal sampled)."""
    samples: int = 0
    """How many deals every candidate was tried on."""


def evaluation(
    candidates: Sequence[tuple[Card, ...]],
    values: Sequence[float],
    points: Sequence[float],
    weight: float,
    samples: int,
) -> Evaluation:
    """Rank candidates by their summed ``values`` (``points`` and ``weight`` are the sums
    of the seat's points and of the deals' weights). The first of equal values wins, as
    the search always chose, so the choice does not depend on who asks for it."""
    order = sorted(range(len(candidates)), key=lambda i: (-values[i], i))
    chosen = candidates[order[0]]
    if samples == 0 or weight <= 0:
        return Evaluation(chosen)
    ranked = tuple(Estimate(candidates[i], points[i] / weight, values[i] / weight) for i in order)
    return Evaluation(chosen, ranked, samples)
