"""One column's figures of the statistics: what a game adds (``Outcome``) and the sums
(``Tally``), and the level a game counts under."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, fields
from typing import TypeGuard

from hearts_qt.ai import LEVELS
from hearts_qt.engine import Game, Seat, masks

HINTS_SINCE = 2
"""The first schema of the statistics file whose tallies count hints."""


@dataclass(frozen=True, slots=True)
class Outcome:
    """What one game adds to the record, from South's side."""

    finished: bool
    won: bool
    final_score: int | None
    hands: int
    points: int
    moons_by_you: int
    moons_against_you: int
    queens_taken: int

    @staticmethod
    def of(game: Game) -> Outcome:
        south = Seat.SOUTH
        shooters = [r.sun if r.sun is not None else r.moon for r in game.results]
        return Outcome(
            finished=game.is_over,
            won=south in game.winners,
            final_score=game.totals[south] if game.is_over else None,
            hands=len(game.results),
            points=sum(r.points[south] for r in game.results),
            moons_by_you=sum(s is south for s in shooters),
            moons_against_you=sum(s is not None and s is not south for s in shooters),
            queens_taken=sum(r.queen_of_spades is south for r in game.results)
            if masks.scoring_cards(game.rules) & masks.QUEEN_OF_SPADES_BIT  # where it counts
            else 0,
        )


@dataclass(slots=True)
class Tally:
    """The figures of one column of the statistics dialog."""

    games_played: int = 0
    games_won: int = 0
    games_abandoned: int = 0
    current_streak: int = 0
    longest_streak: int = 0
    hands_played: int = 0
    points: int = 0
    """South's points summed over every hand played."""
    best_score: int | None = None
    """The lowest final total of a finished game."""
    worst_score: int | None = None
    moons_by_you: int = 0
    moons_against_you: int = 0
    queens_taken: int = 0
    hints: int = 0
    """Hints asked for, over every game counted."""

    @property
    def win_rate(self) -> float | None:
        return self.games_won / self.games_played if self.games_played else None

    @property
    def average_points(self) -> float | None:
        return self.points / self.hands_played if self.hands_played else None

    def add(self, outcome: Outcome, hints: int = 0) -> None:
        self.games_played += 1
        self.hints += hints
        self.games_abandoned += not outcome.finished
        if outcome.finished and outcome.won:
            self.games_won += 1
            self.current_streak += 1
            self.longest_streak = max(self.longest_streak, self.current_streak)
        else:
            self.current_streak = 0
        self.hands_played += outcome.hands
        self.points += outcome.points
        self.moons_by_you += outcome.moons_by_you
        self.moons_against_you += outcome.moons_against_you
        self.queens_taken += outcome.queens_taken
        if outcome.final_score is not None:
            score = outcome.final_score
            self.best_score = score if self.best_score is None else min(self.best_score, score)
            self.worst_score = score if self.worst_score is None else max(self.worst_score, score)

    @staticmethod
    def from_dict(data: object, schema: int = HINTS_SINCE) -> Tally:
        """The tally of a statistics file of ``schema``; raises ``ValueError``."""
        names = {f.name for f in fields(Tally)}
        if schema < HINTS_SINCE and isinstance(data, dict) and "hints" not in data:
            data = {**data, "hints": 0}  # schema 1 counted no hints
        if not isinstance(data, dict) or set(data) != names:
            raise ValueError("a tally has the wrong fields")
        for name, value in data.items():
            scores = name in ("best_score", "worst_score")  # may be None, or negative
            if scores and value is None:
                continue
            # points sum the hands' points: a moon taken off the shooter, the J♦ at −10, a
            # no-tricks bonus or a card of negative value can leave it below 0
            signed = scores or name == "points"
            if not _is_int(value) or (not signed and value < 0):
                raise ValueError(f"{name} is {value!r}")
        tally = Tally(**data)
        if tally.games_won + tally.games_abandoned > tally.games_played or (
            tally.longest_streak < tally.current_streak
        ):
            raise ValueError("the figures do not add up")
        return tally


def strongest(levels: Sequence[str]) -> str:
    """The level a game counts under: its strongest opponent's."""
    return max(levels, key=LEVELS.index)


def _is_int(value: object) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)
