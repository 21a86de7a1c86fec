"""The steps a review goes through: the deal, the pass (if the hand had one), then each
trick. Navigation only: what each step shows comes from the engine's ``HandReview``."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from hearts_qt.engine.review import HandReview, TrickReview


class StepKind(Enum):
    DEAL = "deal"
    PASS = "pass"
    TRICK = "trick"


@dataclass(frozen=True, slots=True)
class ReviewStep:
    kind: StepKind
    trick: TrickReview | None = None
    """The trick shown (a trick step only)."""


def steps_of(review: HandReview) -> tuple[ReviewStep, ...]:
    """The deal, the pass if there was one, then the thirteen tricks."""
    first = [ReviewStep(StepKind.DEAL)]
    if review.passing:
        first.append(ReviewStep(StepKind.PASS))
    return (*first, *(ReviewStep(StepKind.TRICK, trick) for trick in review.tricks))
