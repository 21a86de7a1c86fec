"""The player's record: games, wins, streaks, points, moons and queens, kept as JSON.

What counts:

- Only a game South played as a person; a game the computer played for South
  (``--autoplay``) never counts.
- A finished game counts once (its id is remembered, so a game resumed after a crash
  at its very end is not counted twice). It is won when South has the lowest total,
  alone or shared.
- An *abandoned* game — a new game started over one in which at least one card had
  been played — counts as played and as abandoned, is not won, and ends the current
  winning streak (so leaving a game about to be lost cannot protect a streak). Its
  finished hands count in the points per hand, moons and queens; it has no final
  score. A game left before any card is played is not counted at all. Quitting the
  app is not abandoning: the game is saved and resumed.
- The win rate is games won over games played, abandoned ones included; the dialog
  shows the abandoned count beside it, so none is a silent loss.
- A sun (every trick) also takes every heart and the Q♠, so it counts as a moon.
- Per level, a game counts under its strongest opponent's level: each game is in
  exactly one level, and the levels add up to the overall figures (except streaks).
- Games in which the player used Undo are counted apart too ("with undo" and "without
  undo" add up to the overall figures, streaks apart), and every tally counts the hints
  asked for.
- A hand replayed as practice (Game ▸ Replay This Hand) counts apart, in its own tally
  ("practice", each replay a game of one hand), never in the others. A game opened from a
  file never counts (``saved_game.py``); a game from a typed deal number counts as any.

- With Check My Play on, each hand's check counts too, per level (``check_tally.py``):
  the agreement with the Expert and the points lost to flagged decisions per hand.

The file (schema 3; a schema 2 file is read as having no hand checked, a schema 1 file
also as having no game with undo and no hint)::

    {"format": "hearts-qt statistics", "schema": 3,
     "overall": {<Tally>}, "levels": {"easy": {<Tally>}, ...},
     "undo": {"with": {<Tally>}, "without": {<Tally>}}, "counted": ["<id>", ...],
     "practice": {<Tally>},   (optional: a file without it has no practice counted)
     "checks": {"overall": {<CheckTally>}, "levels": {...}, "counted": ["<id>/<hand>"]}}
"""

from __future__ import annotations

import json
import logging
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any, TypeGuard

from hearts_qt.ai import LEVELS
from hearts_qt.ai.verdict import HandCheck
from hearts_qt.engine import Game, Seat
from hearts_qt.i18n import translate
from hearts_qt.storage.check_tally import CheckTallies
from hearts_qt.storage.files import data_dir, move_aside, read_bytes, write_atomically

log = logging.getLogger(__name__)

FORMAT = "hearts-qt statistics"
SCHEMA = 3
FILE_NAME = "statistics.json"
REMEMBERED_IDS = 200


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
            queens_taken=sum(r.queen_of_spades is south for r in game.results),
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
    def from_dict(data: object, schema: int = SCHEMA) -> Tally:
        names = {f.name for f in fields(Tally)}
        if schema == 1 and isinstance(data, dict) and "hints" not in data:
            data = {**data, "hints": 0}  # schema 1 counted no hints
        if not isinstance(data, dict) or set(data) != names:
            raise ValueError("a tally has the wrong fields")
        for name, value in data.items():
            scores = name in ("best_score", "worst_score")  # may be None, or negative
            if scores and value is None:
                continue
            if not _is_int(value) or (not scores and value < 0):
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


@dataclass(slots=True)
class Statistics:
    """Overall and per-level tallies, and the ids of the games already counted."""

    overall: Tally = field(default_factory=Tally)
    levels: dict[str, Tally] = field(default_factory=lambda: {lv: Tally() for lv in LEVELS})
    with_undo: Tally = field(default_factory=Tally)
    """The games in which the player used Undo."""
    without_undo: Tally = field(default_factory=Tally)
    practice: Tally = field(default_factory=Tally)
    """The hands replayed as practice, apart from every other tally."""
    counted: list[str] = field(default_factory=list)
    checks: CheckTallies = field(default_factory=CheckTallies)
    """What the play checker found, per level."""

    def record(
        self,
        game: Game,
        levels: Sequence[str],
        game_id: str,
        *,
        undone: bool = False,
        hints: int = 0,
        practice: bool = False,
    ) -> bool:
        """Count a finished or abandoned game once; False if it does not count."""
        if game_id in self.counted or not game.begun:
            return False
        outcome = Outcome.of(game)
        self.counted = [*self.counted, game_id][-REMEMBERED_IDS:]
        if practice:
            self.practice.add(outcome, hints)
            return True
        self.overall.add(outcome, hints)
        self.levels[strongest(levels)].add(outcome, hints)
        (self.with_undo if undone else self.without_undo).add(outcome, hints)
        return True

    def to_dict(self) -> dict[str, Any]:
        return {
            "format": FORMAT,
            "schema": SCHEMA,
            "overall": asdict(self.overall),
            "levels": {name: asdict(tally) for name, tally in self.levels.items()},
            "undo": {"with": asdict(self.with_undo), "without": asdict(self.without_undo)},
            "counted": list(self.counted),
            "practice": asdict(self.practice),
            "checks": self.checks.to_dict(),
        }

    @staticmethod
    def from_dict(data: object) -> Statistics:
        """Raises ``NewerVersion`` for the file of a later version, ``ValueError`` else."""
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise ValueError("not a hearts-qt statistics file")
        schema = data.get("schema")
        if _is_int(schema) and schema > SCHEMA:
            raise NewerVersion(f"schema {schema}, this version reads {SCHEMA}")
        if not _is_int(schema) or schema < 1:
            raise ValueError(f"schema {schema!r}")
        levels, counted = data.get("levels"), data.get("counted")
        if not isinstance(levels, dict) or set(levels) != set(LEVELS):
            raise ValueError("the levels are wrong")
        if not isinstance(counted, list) or not all(isinstance(i, str) for i in counted):
            raise ValueError("the counted games are wrong")
        overall = Tally.from_dict(data.get("overall"), schema)
        if schema == 1:  # before undo: every game counted was played without it
            with_undo, without_undo = Tally(), Tally.from_dict(data.get("overall"), schema)
        else:
            undo = data.get("undo")
            if not isinstance(undo, dict) or set(undo) != {"with", "without"}:
                raise ValueError("the undo tallies are wrong")
            with_undo = Tally.from_dict(undo["with"])
            without_undo = Tally.from_dict(undo["without"])
        return Statistics(
            overall=overall,
            levels={name: Tally.from_dict(levels[name], schema) for name in LEVELS},
            with_undo=with_undo,
            without_undo=without_undo,
            practice=Tally.from_dict(data["practice"]) if "practice" in data else Tally(),
            counted=counted[-REMEMBERED_IDS:],
            checks=CheckTallies.from_dict(data.get("checks")) if schema >= 3 else CheckTallies(),
        )


class NewerVersion(ValueError):
    """The statistics were written by a later version of hearts-qt (a higher schema)."""


class StatisticsStore:
    """Reads and writes ``statistics.json`` in ``directory`` (default: ``data_dir()``).

    Every method returns ``None`` or one translated sentence for the player, and never
    raises. A damaged file is moved aside and the record starts again. A later version's
    file is left exactly as it is: once one is seen, this store writes nothing for the
    rest of the run (``read_only``) and no game is counted.
    """

    def __init__(self, directory: Path | None = None) -> None:
        self.directory = directory if directory is not None else data_dir()
        self.read_only = False
        """A later version's file was found: nothing is written from now on."""
        self._told = False

    @property
    def path(self) -> Path:
        return self.directory / FILE_NAME

    def load(self) -> tuple[Statistics, str | None]:
        try:
            data = read_bytes(self.path)
            if data is None:
                return Statistics(), None
            return Statistics.from_dict(json.loads(data)), None
        except NewerVersion as exc:
            log.warning("The statistics in %s are left alone: %s", self.path, exc)
            self.read_only = True
            return Statistics(), _newer_message()
        except (OSError, ValueError, UnicodeDecodeError, RecursionError) as exc:
            # RecursionError: deeply nested JSON, from the parser or from repr() of a value.
            log.warning("The statistics in %s cannot be used: %s", self.path, exc)
        moved = move_aside(self.path, "damaged")
        if moved is None:
            return Statistics(), translate(
                "Statistics",
                "Your statistics could not be read or moved aside: check that the folder "
                "“{folder}” can be written to.",
            ).format(folder=self.directory)
        return Statistics(), translate(
            "Statistics",
            "Your statistics could not be read, so they start again; the old file was kept "
            "as “{file}”.",
        ).format(file=moved.name)

    def save(self, statistics: Statistics) -> str | None:
        if self.read_only:
            return _newer_message()
        text = json.dumps(statistics.to_dict(), indent=1, ensure_ascii=False)
        reason = write_atomically(self.path, text.encode("utf-8"))
        if reason is None:
            return None
        log.warning("Could not save the statistics to %s: %s", self.path, reason)
        return translate(
            "Statistics", "Your statistics could not be saved in “{folder}”: {reason}."
        ).format(folder=self.directory, reason=reason.rstrip("."))

    def record(
        self,
        game: Game,
        levels: Sequence[str],
        game_id: str,
        *,
        undone: bool = False,
        hints: int = 0,
        practice: bool = False,
    ) -> str | None:
        """Count a finished or abandoned game (see the module docstring) and save."""
        statistics, message = self.load()
        counts = statistics.record(
            game, levels, game_id, undone=undone, hints=hints, practice=practice
        )
        if self.read_only:  # said once a run: every game of it goes uncounted alike
            told, self._told = self._told, self._told or counts
            return message if counts and not told else None
        if not counts:
            return message
        return self.save(statistics) or message

    def record_check(self, check: HandCheck, levels: Sequence[str], key: str) -> str | None:
        """Count a hand's check once, under its game's level (``key`` names the hand in
        its game), and save."""
        statistics, message = self.load()
        if self.read_only:  # a newer version's file: said when a game is counted
            return None
        if not statistics.checks.record(check, strongest(levels), key):
            return message
        return self.save(statistics) or message

    def reset(self) -> str | None:
        """Start the record again (the dialog asks the player first).

        The ids of the games already counted are kept, so that a finished game still in
        the saved-game file is not counted again after a reset (nor a hand's check).
        """
        statistics, _message = self.load()
        checked = CheckTallies(counted=statistics.checks.counted)
        return self.save(Statistics(counted=statistics.counted, checks=checked))


def _newer_message() -> str:
    return translate(
        "Statistics",
        "Your statistics were saved by a newer version of Hearts, so this version neither "
        "counts games in them nor changes them; the file is kept as it is.",
    )


def _is_int(value: object) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)
