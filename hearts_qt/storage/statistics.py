"""The player's record: games, wins, streaks, points, moons and queens, kept as JSON.

What counts:

- Only a game South played as a person; a game the computer played for South
  (``--autoplay``) never counts.
- Every figure is kept per set of rules: a game counts under its rules' preset
  (``engine/presets.py``: Classic, Omnibus, Black Maria, Spot Hearts, the Czech game),
  or under "custom rules" when they are none of them. How a game ends (to a score, a
  number of hands) makes no preset of its own, except the Czech game's eight hands.
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
- A sun (every trick) also takes every card that scores, so it counts as a moon.
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

The file (schema 4)::

    {"format": "hearts-qt statistics", "schema": 4,
     "rules": {"classic": {<Figures>}, "black_maria": {<Figures>}, "custom": {...}, ...}}

with the figures of one set of rules (a key only once a game counted under it)::

    {"overall": {<Tally>}, "levels": {"easy": {<Tally>}, ...},
     "undo": {"with": {<Tally>}, "without": {<Tally>}}, "counted": ["<id>", ...],
     "practice": {<Tally>},   (optional: none counted without it)
     "checks": {"overall": {<CheckTally>}, "levels": {...}, "counted": ["<id>/<hand>"]}}

An older file (schema 1 to 3, before house rules) is the figures of one set of rules
with ``format`` and ``schema`` beside them: a schema 2 file is read as having no hand
checked, a schema 1 file also as having no game with undo and no hint. The rules of
those games were not kept, so they count under the preset of the rules the player had
chosen when this version first read the file (``legacy_rules``: Classic unless they had
changed the options), and the file is written again at once in schema 4 so that they
stay there whatever the options become."""

from __future__ import annotations

import json
import logging
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any, TypeGuard

from hearts_qt.ai import LEVELS
from hearts_qt.ai.verdict import HandCheck
from hearts_qt.engine import Game, Rules
from hearts_qt.engine.presets import Preset, preset_of
from hearts_qt.i18n import translate
from hearts_qt.storage.check_tally import CheckTallies
from hearts_qt.storage.files import data_dir, move_aside, read_bytes, write_atomically
from hearts_qt.storage.tally import Outcome, Tally, strongest

__all__ = [
    "FILE_NAME",
    "FORMAT",
    "SCHEMA",
    "NewerVersion",
    "Outcome",
    "RulesKind",
    "Statistics",
    "StatisticsBook",
    "StatisticsStore",
    "Tally",
    "strongest",
]

log = logging.getLogger(__name__)

FORMAT = "hearts-qt statistics"
SCHEMA = 4
FILE_NAME = "statistics.json"
REMEMBERED_IDS = 200
CUSTOM = "custom"
"""The file's key for the figures of rules that are no preset."""

RulesKind = Preset | None
"""Which figures a game counts in: its rules' preset, or None for custom rules."""
KINDS: tuple[RulesKind, ...] = (*Preset, None)
"""Every kind of rules, in the order the dialog offers them."""


def kind_of(rules: Rules) -> RulesKind:
    return preset_of(rules)


def _key(kind: RulesKind) -> str:
    return CUSTOM if kind is None else kind.value


@dataclass(slots=True)
class Statistics:
    """The figures of one set of rules: overall and per-level tallies, and the ids of
    the games already counted (a game's rules never change, so each id is in one set)."""

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
            "overall": asdict(self.overall),
            "levels": {name: asdict(tally) for name, tally in self.levels.items()},
            "undo": {"with": asdict(self.with_undo), "without": asdict(self.without_undo)},
            "counted": list(self.counted),
            "practice": asdict(self.practice),
            "checks": self.checks.to_dict(),
        }

    @staticmethod
    def from_dict(data: object, schema: int = SCHEMA) -> Statistics:
        """The figures in ``data``, as a file of ``schema`` keeps them; ``ValueError``
        if they are damaged."""
        if not isinstance(data, dict):
            raise ValueError("the figures are not an object")
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


@dataclass(slots=True)
class StatisticsBook:
    """The whole file: the figures of each set of rules a game was counted under."""

    figures: dict[RulesKind, Statistics] = field(default_factory=dict)

    def of(self, kind: RulesKind) -> Statistics:
        """The figures of ``kind`` (empty ones if no game counted under it yet)."""
        return self.figures.setdefault(kind, Statistics())

    def to_dict(self) -> dict[str, Any]:
        kept = {_key(k): self.figures[k].to_dict() for k in KINDS if k in self.figures}
        return {"format": FORMAT, "schema": SCHEMA, "rules": kept}

    @staticmethod
    def from_dict(data: object, legacy: RulesKind = Preset.CLASSIC) -> StatisticsBook:
        """The file's figures; an older file's under ``legacy``. Raises ``NewerVersion``
        for the file of a later version, ``ValueError`` else."""
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise ValueError("not a hearts-qt statistics file")
        schema = data.get("schema")
        if _is_int(schema) and schema > SCHEMA:
            raise NewerVersion(f"schema {schema}, this version reads {SCHEMA}")
        if not _is_int(schema) or schema < 1:
            raise ValueError(f"schema {schema!r}")
        if schema < SCHEMA:
            return StatisticsBook({legacy: Statistics.from_dict(data, schema)})
        kept = data.get("rules")
        keys = {_key(kind): kind for kind in KINDS}
        if not isinstance(kept, dict) or not set(kept) <= set(keys):
            raise ValueError("the sets of rules are wrong")
        return StatisticsBook({keys[k]: Statistics.from_dict(v) for k, v in kept.items()})


class NewerVersion(ValueError):
    """The statistics were written by a later version of hearts-qt (a higher schema)."""


class StatisticsStore:
    """Reads and writes ``statistics.json`` in ``directory`` (default: ``data_dir()``).

    Every method returns ``None`` or one translated sentence for the player, and never
    raises. A damaged file is moved aside and the record starts again. A later version's
    file is left exactly as it is: once one is seen, this store writes nothing for the
    rest of the run (``read_only``) and no game is counted. An older version's file is
    read with its games under ``legacy_rules``' preset and written again in this schema.
    """

    def __init__(self, directory: Path | None = None, *, legacy_rules: Rules | None = None) -> None:
        self.directory = directory if directory is not None else data_dir()
        self.legacy: RulesKind = kind_of(legacy_rules or Rules())
        """Where an older file's games count (their rules were not kept)."""
        self.read_only = False
        """A later version's file was found: nothing is written from now on."""
        self._told = False

    @property
    def path(self) -> Path:
        return self.directory / FILE_NAME

    def load(self, kind: RulesKind = Preset.CLASSIC) -> tuple[Statistics, str | None]:
        """The figures of one set of rules (Classic's unless told), and a sentence for
        the player if the file could not be used."""
        book, message = self.load_book()
        return book.of(kind), message

    def load_book(self) -> tuple[StatisticsBook, str | None]:
        """The figures of every set of rules, and a sentence if the file was unusable."""
        try:
            data = read_bytes(self.path)
            if data is None:
                return StatisticsBook(), None
            obj = json.loads(data)
            book = StatisticsBook.from_dict(obj, self.legacy)
        except NewerVersion as exc:
            log.warning("The statistics in %s are left alone: %s", self.path, exc)
            self.read_only = True
            return StatisticsBook(), _newer_message()
        except (OSError, ValueError, UnicodeDecodeError, RecursionError) as exc:
            # RecursionError: deeply nested JSON, from the parser or from repr() of a value.
            log.warning("The statistics in %s cannot be used: %s", self.path, exc)
        else:
            older = obj.get("schema") != SCHEMA  # from_dict took it: an int, not newer
            return book, self.save(book) if older else None
        moved = move_aside(self.path, "damaged")
        if moved is None:
            return StatisticsBook(), translate(
                "Statistics",
                "Your statistics could not be read or moved aside: check that the folder "
                "“{folder}” can be written to.",
            ).format(folder=self.directory)
        return StatisticsBook(), translate(
            "Statistics",
            "Your statistics could not be read, so they start again; the old file was kept "
            "as “{file}”.",
        ).format(file=moved.name)

    def save(self, book: StatisticsBook) -> str | None:
        if self.read_only:
            return _newer_message()
        text = json.dumps(book.to_dict(), indent=1, ensure_ascii=False)
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
        """Count a finished or abandoned game under its rules (see the module docstring)
        and save."""
        book, message = self.load_book()
        figures = book.of(kind_of(game.rules))
        counts = figures.record(
            game, levels, game_id, undone=undone, hints=hints, practice=practice
        )
        if self.read_only:  # said once a run: every game of it goes uncounted alike
            told, self._told = self._told, self._told or counts
            return message if counts and not told else None
        if not counts:
            return message
        return self.save(book) or message

    def record_check(
        self, check: HandCheck, levels: Sequence[str], key: str, rules: Rules
    ) -> str | None:
        """Count a hand's check once, under its game's rules and level (``key`` names the
        hand in its game), and save."""
        book, message = self.load_book()
        if self.read_only:  # a newer version's file: said when a game is counted
            return None
        if not book.of(kind_of(rules)).checks.record(check, strongest(levels), key):
            return message
        return self.save(book) or message

    def reset(self) -> str | None:
        """Start the record again, for every set of rules (the dialog asks first).

        The ids of the games already counted are kept, so that a finished game still in
        the saved-game file is not counted again after a reset (nor a hand's check).
        """
        book, _message = self.load_book()
        kept = StatisticsBook()
        for kind, figures in book.figures.items():
            checked = CheckTallies(counted=figures.checks.counted)
            kept.figures[kind] = Statistics(counted=figures.counted, checks=checked)
        return self.save(kept)


def _newer_message() -> str:
    return translate(
        "Statistics",
        "Your statistics were saved by a newer version of Hearts, so this version neither "
        "counts games in them nor changes them; the file is kept as it is.",
    )


def _is_int(value: object) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)
