"""What the play checker found in the game being played, kept beside the saved game so
that it survives quitting, and counted in the statistics.

A file of its own (``play-checks.json``), not a part of the saved game: the saved game is
the game's record, which other versions and other players' copies (Game ▸ Export) read,
and a check is neither part of the record nor something a friend's copy should carry;
nor the statistics, which keep figures, not cards. The file holds the checks of one game,
named by its id, and a game resumed under that id gets them back::

    {"format": "hearts-qt play checks", "schema": 1, "game": "<id>",
     "hands": [{"hand": 1, "decisions": 12, "agreed": 10, "verdicts": [
        {"kind": "play", "trick": 3, "chosen": ["AS"], "better": ["3S"],
         "cost": 4.2, "error": 1.1}, ...]}, ...]}
"""

from __future__ import annotations

import json
import logging
import math
from pathlib import Path
from typing import Any, Protocol

from PySide6.QtCore import QObject, Signal, SignalInstance

from hearts_qt.ai.verdict import HandCheck, Verdict
from hearts_qt.engine import Card
from hearts_qt.i18n import translate
from hearts_qt.storage.files import data_dir, move_aside, read_bytes, write_atomically
from hearts_qt.storage.saved_game import SavedGame
from hearts_qt.storage.statistics import StatisticsStore

log = logging.getLogger(__name__)

FORMAT = "hearts-qt play checks"
SCHEMA = 1
FILE_NAME = "play-checks.json"


def check_to_dict(check: HandCheck) -> dict[str, Any]:
    return {
        "hand": check.hand,
        "decisions": check.decisions,
        "agreed": check.agreed,
        "verdicts": [
            {
                "kind": v.kind,
                "trick": v.trick,
                "chosen": [c.code for c in v.chosen],
                "better": [c.code for c in v.better],
                "cost": v.cost,
                "error": v.error,
            }
            for v in check.verdicts
        ],
    }


def check_from_dict(data: object) -> HandCheck:
    """Raises ``ValueError`` for anything the checker could not have written."""
    if not isinstance(data, dict) or set(data) != {"hand", "decisions", "agreed", "verdicts"}:
        raise ValueError("a hand's check has the wrong fields")
    hand, decisions, agreed = (_count(data[k]) for k in ("hand", "decisions", "agreed"))
    verdicts = data["verdicts"]
    if not isinstance(verdicts, list) or hand < 1 or agreed + len(verdicts) != decisions:
        raise ValueError("a hand's check does not add up")
    return HandCheck(hand, decisions, agreed, tuple(_verdict(v) for v in verdicts))


def _verdict(data: object) -> Verdict:
    if not isinstance(data, dict) or set(data) != {
        "kind",
        "trick",
        "chosen",
        "better",
        "cost",
        "error",
    }:
        raise ValueError("a verdict has the wrong fields")
    kind, trick = data["kind"], data["trick"]
    size = 3 if kind == "pass" else 1
    if kind not in ("pass", "play") or (trick is None) != (kind == "pass"):
        raise ValueError(f"a verdict on {kind!r} in trick {trick!r}")
    if trick is not None and not 0 <= _count(trick) < 13:
        raise ValueError(f"trick {trick!r}")
    chosen, better = _cards(data["chosen"], size), _cards(data["better"], size)
    cost, error = _points(data["cost"]), _points(data["error"])
    return Verdict("pass" if kind == "pass" else "play", trick, chosen, better, cost, error)


def _count(value: object) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise ValueError(f"{value!r} is no count")
    return value


def _points(value: object) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float) or not math.isfinite(value):
        raise ValueError(f"{value!r} is no number of points")
    if value < 0:
        raise ValueError(f"{value!r} is negative")
    return float(value)


def _cards(value: object, size: int) -> tuple[Card, ...]:
    if not isinstance(value, list) or len(value) != size:
        raise ValueError(f"{value!r} are no cards")
    if not all(isinstance(c, str) for c in value):
        raise ValueError(f"{value!r} are no cards")
    return tuple(Card.parse(code) for code in value)


class CheckStore:
    """Reads and writes ``play-checks.json`` in ``directory`` (default: ``data_dir()``);
    its methods never raise, and return one translated sentence when the player should
    hear of a problem."""

    def __init__(self, directory: Path | None = None) -> None:
        self.directory = directory if directory is not None else data_dir()

    @property
    def path(self) -> Path:
        return self.directory / FILE_NAME

    def load(self, game_id: str) -> tuple[tuple[HandCheck, ...], str | None]:
        """The checks kept for the game ``game_id`` (none for any other game)."""
        try:
            data = read_bytes(self.path)
            if data is None:
                return (), None
            obj = json.loads(data)
            if not isinstance(obj, dict) or obj.get("format") != FORMAT:
                raise ValueError("not a hearts-qt play checks file")
            if obj.get("schema") != SCHEMA or not isinstance(obj.get("hands"), list):
                raise ValueError(f"schema {obj.get('schema')!r}")
            if obj.get("game") != game_id:
                return (), None
            return tuple(check_from_dict(hand) for hand in obj["hands"]), None
        except (OSError, ValueError, UnicodeDecodeError, RecursionError) as exc:
            log.warning("The play checks in %s cannot be used: %s", self.path, exc)
        moved = move_aside(self.path, "damaged")
        where = moved.name if moved is not None else self.path.name
        return (), translate(
            "PlayChecks",
            "What the Expert found in your earlier hands could not be read; the file was "
            "kept as “{file}”.",
        ).format(file=where)

    def save(self, game_id: str, checks: tuple[HandCheck, ...]) -> str | None:
        data = {
            "format": FORMAT,
            "schema": SCHEMA,
            "game": game_id,
            "hands": [check_to_dict(check) for check in checks],
        }
        text = json.dumps(data, indent=1, ensure_ascii=False)
        reason = write_atomically(self.path, text.encode("utf-8"))
        if reason is None:
            return None
        log.warning("Could not save the play checks to %s: %s", self.path, reason)
        return translate(
            "PlayChecks", "What the Expert found could not be saved in “{folder}”: {reason}."
        ).format(folder=self.directory, reason=reason.rstrip("."))


class Controller(Protocol):
    """What is used of ``GameController``."""

    @property
    def replaying(self) -> bool: ...
    @property
    def game_started(self) -> SignalInstance: ...
    @property
    def hand_checked(self) -> SignalInstance: ...
    def restore_checks(self, checks: tuple[HandCheck, ...]) -> None: ...


class Saving(Protocol):
    """What is used of ``AutoSave``: the game being saved, and the statistics."""

    current: SavedGame | None
    statistics: StatisticsStore


class CheckKeeper(QObject):
    """Keeps each hand's check with the game being played and counts it in the
    statistics; gives a resumed game its checks back. Connect it after the ``AutoSave``
    (it reads the game the autosave has just taken up).

    A replayed hand's check is shown but neither kept nor counted (the game set aside is
    what is kept), and a game opened from a file, or played by the computer, never counts.

    Signals:
        problem(str): one translated sentence for the player.
    """

    problem = Signal(str)

    def __init__(
        self,
        controller: Controller,
        autosave: Saving,
        store: CheckStore | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        self.autosave = autosave
        self.store = store or CheckStore()
        self._kept: tuple[str, tuple[HandCheck, ...]] = ("", ())
        controller.game_started.connect(self._on_game_started)
        controller.hand_checked.connect(self._on_checked)

    def _on_game_started(self, *_args: object) -> None:
        saved = self.autosave.current
        if saved is None or self.controller.replaying:
            return
        checks, message = self.store.load(saved.game_id)
        self._kept = (saved.game_id, checks)
        self.controller.restore_checks(checks)
        if message:
            self.problem.emit(message)

    def _on_checked(self, check: HandCheck) -> None:
        saved = self.autosave.current
        if saved is None or self.controller.replaying or saved.autoplay:
            return
        game_id, kept = self._kept
        if game_id != saved.game_id:
            kept = ()
        kept = (*(c for c in kept if c.hand != check.hand), check)
        self._kept = (saved.game_id, kept)
        message = self.store.save(saved.game_id, kept)
        if not saved.opened:
            counted = f"{saved.game_id}/{check.hand}"
            statistics = self.autosave.statistics
            counting = statistics.record_check(check, saved.levels, counted, saved.game.rules)
            message = counting or message
        if message:
            self.problem.emit(message)
