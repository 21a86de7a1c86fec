"""What the play checker found in one hand of South's: the decisions where the Expert,
looking from South's seat at that moment, would have chosen otherwise, and by how much.

The checker (``hearts_qt.ai.checker``) makes these; the controller keeps them per hand and
the review shows them beside the tricks. They are plain frozen data, so they cross threads
and reach the ui as they are.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from hearts_qt.engine import Card

DecisionKind = Literal["pass", "play"]


@dataclass(frozen=True, slots=True)
class Verdict:
    """One of South's decisions the Expert would have made otherwise."""

    kind: DecisionKind
    trick: int | None
    """The trick the play was made in (0-based), None for the pass."""
    chosen: tuple[Card, ...]
    """South's cards: those passed (``rules.pass_count``), or the one played."""
    better: tuple[Card, ...]
    """The Expert's choice in the same place."""
    cost: float
    """The expected points South's choice gives up against the Expert's (positive: worse),
    estimated by the search over the same sampled deals."""
    error: float
    """The standard error of ``cost``; a verdict is only made where ``cost`` is clearly
    larger than its noise."""


@dataclass(frozen=True, slots=True)
class HandCheck:
    """The checker's findings for one hand of South's."""

    hand: int
    """The hand's number in its game (1-based)."""
    decisions: int
    """How many of South's decisions were checked (the pass, if any, and each play with
    more than one legal card)."""
    agreed: int
    """How many of them the Expert would have made the same (or with no clear difference)."""
    verdicts: tuple[Verdict, ...]

    @property
    def points_lost(self) -> float:
        """The expected points the flagged decisions gave up, summed."""
        return sum(verdict.cost for verdict in self.verdicts)

    def for_trick(self, trick: int) -> Verdict | None:
        """The verdict on South's play in ``trick`` (0-based), if there is one."""
        return next((v for v in self.verdicts if v.kind == "play" and v.trick == trick), None)

    @property
    def on_pass(self) -> Verdict | None:
        """The verdict on South's pass, if there is one."""
        return next((v for v in self.verdicts if v.kind == "pass"), None)
