"""The saved game: the engine's game record, with who sat at the table, in one JSON file.

The file is ``saved-game.json`` in the data directory, written atomically, so a crash
leaves the previous save or the new one. It is loaded by replaying the record through the
engine, which refuses anything damaged, tampered or foreign. A file that cannot be used
is renamed aside with a timestamp (never deleted) and the player gets one sentence.

The wrapper (schema 1)::

    {"format": "hearts-qt saved game", "schema": 1, "id": "<hex>",
     "autoplay": false, "levels": ["normal", "normal", "normal"],
     "names": ["", "", "", ""], "saved_at": "<ISO time, informative>",
     "record": {<hearts_qt.engine.record>}}

``levels`` are West's, North's and East's; an empty name means the seat's default name;
``autoplay`` marks a game a computer played for South at some point, and ``opened`` one
opened from a file (Game ▸ Open Game…, it may be anyone's): neither counts in the
statistics. The same JSON is what Game ▸ Export Game… writes (``exchange.py``).

The record holds the rules, house rules included, and every action, a New Moon choice
too: a game saved while its shooter had still to choose is resumed with the choice
still to make. A record of an earlier schema (before house rules) loads as the engine
reads it; one of a later schema is another version's.
"""

from __future__ import annotations

import datetime
import json
import logging
import uuid
from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal, TypeGuard

from hearts_qt.ai import LEVELS
from hearts_qt.engine import Game, RecordError, record
from hearts_qt.i18n import translate
from hearts_qt.storage.files import NotAFile, data_dir, move_aside, read_bytes, write_atomically
from hearts_qt.storage.settings import MAX_NAME_LENGTH

log = logging.getLogger(__name__)

FORMAT = "hearts-qt saved game"
SCHEMA = 1
FILE_NAME = "saved-game.json"


def new_game_id() -> str:
    return uuid.uuid4().hex


@dataclass(frozen=True, slots=True)
class SavedGame:
    """A game in progress (or just finished) and who played it."""

    game: Game
    """The game as it was saved: a copy of the controller's (``AutoSave`` takes one at
    each save), or the one loaded, which ``GameController.resume`` then takes over."""
    levels: tuple[str, str, str] = ("normal", "normal", "normal")
    names: tuple[str, str, str, str] = ("", "", "", "")
    autoplay: bool = False
    game_id: str = field(default_factory=new_game_id)
    """Identifies the game, so that the statistics never count it twice."""
    undone: bool = False
    """Whether the player used Undo in this game (the statistics count those apart)."""
    hints: int = 0
    """How many hints the player asked for in this game."""
    opened: bool = False
    """Whether the game was opened from a file (it never counts in the statistics)."""


@dataclass(frozen=True, slots=True)
class LoadResult:
    """What ``GameStore.load`` found.

    ``saved`` is ``None`` when there is nothing to resume; ``message`` is one translated
    sentence for the player when the file could not be used; ``moved_to`` is where the
    unusable file was kept.
    """

    saved: SavedGame | None
    message: str | None = None
    moved_to: Path | None = None


Unusable = Literal["foreign", "damaged", "version", "illegal"]
"""Why a file is not a saved game this version can use: it is something else, it is not
whole (not JSON, a field of the wrong shape), it is a newer version's, or its record
does not replay to a legal game (damaged or changed by hand)."""


class UnusableGame(Exception):
    """A file that is not a saved game this version can use; ``kind`` says why."""

    def __init__(self, kind: Unusable, detail: str) -> None:
        super().__init__(detail)
        self.kind: Unusable = kind


def encode(saved: SavedGame) -> bytes:
    data = {
        "format": FORMAT,
        "schema": SCHEMA,
        "id": saved.game_id,
        "autoplay": saved.autoplay,
        "undone": saved.undone,
        "hints": saved.hints,
        **({"opened": True} if saved.opened else {}),
        "levels": list(saved.levels),
        "names": list(saved.names),
        "saved_at": datetime.datetime.now(datetime.UTC).isoformat(timespec="seconds"),
        "record": record.to_dict(saved.game),
    }
    return json.dumps(data, indent=1, ensure_ascii=False).encode("utf-8")


def decode(data: bytes) -> SavedGame:
    """The saved game in ``data``; raises ``UnusableGame`` saying why it is not one."""
    try:
        return _decode(data)
    except RecursionError as exc:  # from the parser, or from repr() of a nested value
        raise UnusableGame("damaged", "nested too deeply") from exc


def _decode(data: bytes) -> SavedGame:
    try:
        obj = json.loads(data)
    except (ValueError, UnicodeDecodeError) as exc:
        raise UnusableGame("damaged", f"not JSON: {exc}") from exc
    if not isinstance(obj, dict) or obj.get("format") != FORMAT:
        raise UnusableGame("foreign", "not a hearts-qt saved game")
    schema, inner = obj.get("schema"), obj.get("record")
    if not _is_int(schema) or schema < 1:
        raise UnusableGame("damaged", f"schema {schema!r}")
    if schema != SCHEMA:
        raise UnusableGame("version", f"schema {schema}, this version reads {SCHEMA}")
    inner_schema = inner.get("schema") if isinstance(inner, dict) else None
    if _is_int(inner_schema) and inner_schema > record.SCHEMA:
        raise UnusableGame("version", f"record schema {inner_schema}")
    try:
        game = record.from_dict(inner)
    except RecordError as exc:
        raise UnusableGame("illegal", str(exc)) from exc
    return SavedGame(
        game=game,
        levels=_levels(obj.get("levels")),
        names=_names(obj.get("names")),
        autoplay=_flag(obj.get("autoplay")),
        game_id=_game_id(obj.get("id")),
        undone=_flag(obj.get("undone", False)),
        hints=_count(obj.get("hints", 0)),
        opened=_flag(obj.get("opened", False)),
    )


class GameStore:
    """Saves and loads the game in ``directory`` (default: ``data_dir()``)."""

    def __init__(self, directory: Path | None = None) -> None:
        self.directory = directory if directory is not None else data_dir()

    @property
    def path(self) -> Path:
        return self.directory / FILE_NAME

    def save(self, saved: SavedGame) -> str | None:
        """Write the game atomically; ``None``, or one translated sentence saying why not."""
        reason = write_atomically(self.path, encode(saved))
        if reason is None:
            return None
        log.warning("Could not save the game to %s: %s", self.path, reason)
        return translate(
            "SavedGame", "Your game could not be saved in “{folder}”: {reason}."
        ).format(folder=self.directory, reason=reason.rstrip("."))

    def load(self) -> LoadResult:
        """The saved game, or why there is none. Never raises."""
        try:
            data = read_bytes(self.path)
        except NotAFile:
            log.warning("The saved game %s is not a regular file.", self.path)
            return self._set_aside("unreadable", translate("SavedGame", "it is not a regular file"))
        except OSError as exc:
            log.warning("Could not read %s: %s", self.path, exc)
            return self._set_aside("unreadable", exc.strerror or str(exc))
        if data is None:
            return LoadResult(None)
        try:
            return LoadResult(decode(data))
        except UnusableGame as exc:
            log.warning("The saved game %s cannot be used: %s", self.path, exc)
            return self._set_aside(exc.kind, str(exc))

    def _set_aside(self, kind: Unusable | Literal["unreadable"], detail: str) -> LoadResult:
        moved = move_aside(self.path, "damaged" if kind != "version" else "other-version")
        shown: Literal["damaged", "version", "unreadable"] = (
            kind if kind in ("version", "unreadable") else "damaged"
        )
        return LoadResult(None, _message(shown, moved, self.directory, detail), moved)


def _message(
    kind: Literal["damaged", "version", "unreadable"], moved: Path | None, folder: Path, detail: str
) -> str:
    if moved is not None:
        text = {
            "damaged": translate(
                "SavedGame",
                "The saved game could not be resumed because it is damaged; "
                "it was kept as “{file}”.",
            ),
            "version": translate(
                "SavedGame",
                "The saved game was made by another version of Hearts and could not be "
                "resumed; it was kept as “{file}”.",
            ),
            "unreadable": translate(
                "SavedGame", "The saved game could not be read ({reason}); it was kept as “{file}”."
            ),
        }[kind]
        return text.format(file=moved.name, reason=detail)
    text = {
        "damaged": translate(
            "SavedGame",
            "The saved game could not be resumed because it is damaged, and it could not "
            "be moved aside: check that the folder “{folder}” can be written to.",
        ),
        "version": translate(
            "SavedGame",
            "The saved game was made by another version of Hearts and could not be resumed "
            "or moved aside: check that the folder “{folder}” can be written to.",
        ),
        "unreadable": translate(
            "SavedGame",
            "The saved game could not be read ({reason}) or moved aside: check the "
            "folder “{folder}”.",
        ),
    }[kind]
    return text.format(folder=folder, reason=detail)


def _is_int(value: object) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)


def _levels(value: object) -> tuple[str, str, str]:
    if not isinstance(value, list) or len(value) != 3 or any(v not in LEVELS for v in value):
        raise UnusableGame("damaged", f"levels {value!r}")
    return (value[0], value[1], value[2])


def _names(value: object) -> tuple[str, str, str, str]:
    if not isinstance(value, list) or len(value) != 4:
        raise UnusableGame("damaged", f"names {value!r}")
    for name in value:
        if not isinstance(name, str) or len(name) > MAX_NAME_LENGTH or not name.isprintable():
            raise UnusableGame("damaged", f"name {name!r}")
    return (value[0], value[1], value[2], value[3])


def _flag(value: object) -> bool:
    if not isinstance(value, bool):
        raise UnusableGame("damaged", f"flag {value!r}")
    return value


def _count(value: object) -> int:
    if not _is_int(value) or not 0 <= value <= 1_000_000:
        raise UnusableGame("damaged", f"count {value!r}")
    return value


def _game_id(value: object) -> str:
    if not isinstance(value, str) or not 1 <= len(value) <= 64 or not value.isalnum():
        raise UnusableGame("damaged", f"id {value!r}")
    return value
