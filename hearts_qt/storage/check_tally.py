"""The play checker's figures in the statistics: per level, how often the Expert agreed
with the player's decisions, and the points the others gave up, per hand checked.

A hand counts once (its ``"<game id>/<hand>"`` key is remembered), under the level of its
game's strongest opponent like the game itself. Agreement is decisions agreed over
decisions checked; points lost are the checker's expected costs of the flagged decisions
summed, over the hands checked.
"""

from __future__ import annotations

import math
from dataclasses import asdict, dataclass, field, fields
from typing import Any

from hearts_qt.ai import LEVELS
from hearts_qt.ai.verdict import HandCheck

REMEMBERED_HANDS = 400


@dataclass(slots=True)
class CheckTally:
    """The checker's figures of one column of the statistics dialog."""

    hands: int = 0
    decisions: int = 0
    agreed: int = 0
    points_lost: float = 0.0

    @property
    def agreement(self) -> float | None:
        return self.agreed / self.decisions if self.decisions else None

    @property
    def points_lost_per_hand(self) -> float | None:
        return self.points_lost / self.hands if self.hands else None

    def add(self, check: HandCheck) -> None:
        self.hands += 1
        self.decisions += check.decisions
        self.agreed += check.agreed
        self.points_lost += check.points_lost

    @staticmethod
    def from_dict(data: object) -> CheckTally:
        if not isinstance(data, dict) or set(data) != {f.name for f in fields(CheckTally)}:
            raise ValueError("a check tally has the wrong fields")
        counts = [data[name] for name in ("hands", "decisions", "agreed")]
        lost = data["points_lost"]
        if not all(isinstance(n, int) and not isinstance(n, bool) and n >= 0 for n in counts):
            raise ValueError(f"check counts {counts!r}")
        if isinstance(lost, bool) or not isinstance(lost, int | float):
            raise ValueError(f"points lost {lost!r}")
        if not math.isfinite(lost) or lost < 0 or data["agreed"] > data["decisions"]:
            raise ValueError("the check figures do not add up")
        return CheckTally(counts[0], counts[1], counts[2], float(lost))


@dataclass(slots=True)
class CheckTallies:
    """Overall and per-level check figures, and the hands already counted."""

    overall: CheckTally = field(default_factory=CheckTally)
    levels: dict[str, CheckTally] = field(
        default_factory=lambda: {lv: CheckTally() for lv in LEVELS}
    )
    counted: list[str] = field(default_factory=list)

    def record(self, check: HandCheck, level: str, key: str) -> bool:
        """Count a hand's check once under ``level``; False if it was counted before."""
        if key in self.counted:
            return False
        self.overall.add(check)
        self.levels[level].add(check)
        self.counted = [*self.counted, key][-REMEMBERED_HANDS:]
        return True

    def to_dict(self) -> dict[str, Any]:
        return {
            "overall": asdict(self.overall),
            "levels": {name: asdict(tally) for name, tally in self.levels.items()},
            "counted": list(self.counted),
        }

    @staticmethod
    def from_dict(data: object) -> CheckTallies:
        if not isinstance(data, dict) or set(data) != {"overall", "levels", "counted"}:
            raise ValueError("the check tallies are wrong")
        levels, counted = data["levels"], data["counted"]
        if not isinstance(levels, dict) or set(levels) != set(LEVELS):
            raise ValueError("the check levels are wrong")
        if not isinstance(counted, list) or not all(isinstance(k, str) for k in counted):
            raise ValueError("the checked hands are wrong")
        return CheckTallies(
            CheckTally.from_dict(data["overall"]),
            {name: CheckTally.from_dict(levels[name]) for name in LEVELS},
            counted[-REMEMBERED_HANDS:],
        )
