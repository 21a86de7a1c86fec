"""The saved network table: the host's game, who sits where with the token that takes the
seat back, the computers' levels and the port, in one JSON file written atomically.

A host that stops (a crash, a restart, Close Table) resumes the table from it: the game
goes on from the last card, and each friend takes the same seat back by joining again
under the same name with the token the host gave (the client keeps it). The GUI host and
``hearts-qt-server`` each keep their own file (``hosted-table.json``,
``served-table.json`` in the data directory). The table's password is never saved: the
host gives it again. The record keeps the table's rules, every option, and a New
Moon the game waits for: its last card is there and the choice not yet, so the resumed
game asks its shooter again.

Like the saved game (``saved_game.py``), the file is loaded by replaying the game's record
through the engine; a file that cannot be used is renamed aside with a timestamp (never
deleted) and the host gets one sentence::

    {"format": "hearts-qt saved table", "schema": 1, "table": "Kitchen", "port": 7531,
     "levels": [four levels], "names": [four names, "" a seat no friend took],
     "tokens": [four tokens, "" likewise], "saved_at": "<ISO time, informative>",
     "record": {<hearts_qt.engine.record>}}
"""

from __future__ import annotations

import datetime
import json
import logging
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from hearts_qt.ai import LEVELS
from hearts_qt.engine import Game, RecordError, record
from hearts_qt.i18n import translate
from hearts_qt.storage.files import NotAFile, data_dir, move_aside, read_bytes, write_atomically

log = logging.getLogger(__name__)

FORMAT = "hearts-qt saved table"
SCHEMA = 1
HOSTED_FILE = "hosted-table.json"
"""The GUI host's table (Game ▸ Host Table…)."""
SERVED_FILE = "served-table.json"
"""``hearts-qt-server``'s table."""
MAX_TEXT = 64
"""The longest table name, seat name or token kept (the protocol's limits are smaller)."""

Four = tuple[str, str, str, str]


@dataclass(frozen=True, slots=True)
class SavedTable:
    """A network table's game and seats, as the host saved them."""

    game: Game
    table: str
    port: int
    levels: Four
    names: Four
    tokens: Four


class UnusableTable(ValueError):
    """A file that is not a saved table this version can use."""


def encode(saved: SavedTable) -> bytes:
    data = {
        "format": FORMAT,
        "schema": SCHEMA,
        "table": saved.table,
        "port": saved.port,
        "levels": list(saved.levels),
        "names": list(saved.names),
        "tokens": list(saved.tokens),
        "saved_at": datetime.datetime.now(datetime.UTC).isoformat(timespec="seconds"),
        "record": record.to_dict(saved.game),
    }
    return json.dumps(data, indent=1, ensure_ascii=False).encode("utf-8")


def decode(data: bytes) -> SavedTable:
    """The saved table in ``data``; raises ``UnusableTable`` saying why it is not one."""
    try:
        obj = json.loads(data)
    except (ValueError, UnicodeDecodeError, RecursionError) as exc:
        raise UnusableTable(f"not JSON: {exc}") from None
    if not isinstance(obj, dict) or obj.get("format") != FORMAT or obj.get("schema") != SCHEMA:
        raise UnusableTable("not a saved table of this version")
    port = obj.get("port")
    if not isinstance(port, int) or isinstance(port, bool) or not 0 <= port <= 65535:
        raise UnusableTable(f"port {port!r}")
    levels = _four(obj.get("levels"), "levels")
    if any(level not in LEVELS for level in levels):
        raise UnusableTable(f"levels {levels!r}")
    try:
        game = record.from_dict(obj.get("record"))
    except (RecordError, RecursionError) as exc:
        raise UnusableTable(f"record: {exc}") from None
    return SavedTable(
        game=game,
        table=_text(obj.get("table"), "table"),
        port=port,
        levels=levels,
        names=_four(obj.get("names"), "names"),
        tokens=_four(obj.get("tokens"), "tokens"),
    )


def _text(value: Any, what: str) -> str:
    if not isinstance(value, str) or len(value) > MAX_TEXT or not value.isprintable():
        raise UnusableTable(f"{what} {value!r:.80}")
    return value


def _four(value: Any, what: str) -> Four:
    if not isinstance(value, list) or len(value) != 4:
        raise UnusableTable(f"{what} {value!r:.80}")
    a, b, c, d = (_text(v, what) for v in value)
    return (a, b, c, d)


@dataclass(frozen=True, slots=True)
class TableLoad:
    """What ``TableStore.load`` found: the table (None: none to resume) and, when the file
    could not be used, one translated sentence saying where it was kept."""

    saved: SavedTable | None
    message: str | None = None


class TableStore:
    """Saves and loads one network table in ``path`` (default: ``HOSTED_FILE`` in the
    data directory)."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = path if path is not None else data_dir() / HOSTED_FILE

    def save(self, saved: SavedTable) -> str | None:
        """Write the table atomically; ``None``, or one translated sentence saying why not."""
        reason = write_atomically(self.path, encode(saved))
        if reason is None:
            return None
        log.warning("Could not save the table to %s: %s", self.path, reason)
        return translate(
            "SavedTable", "The table could not be saved in “{file}”: {reason}."
        ).format(file=self.path, reason=reason.rstrip("."))

    def load(self) -> TableLoad:
        """The saved table, or why there is none. Never raises."""
        try:
            data = read_bytes(self.path)
            if data is None:
                return TableLoad(None)
            return TableLoad(decode(data))
        except (NotAFile, OSError, UnusableTable) as exc:
            log.warning("The saved table %s cannot be used: %s", self.path, exc)
        moved = move_aside(self.path, "damaged")
        if moved is None:
            return TableLoad(
                None,
                translate(
                    "SavedTable",
                    "The saved table could not be resumed because it is damaged, and it "
                    "could not be moved aside: check that the folder “{folder}” can be "
                    "written to.",
                ).format(folder=self.path.parent),
            )
        return TableLoad(
            None,
            translate(
                "SavedTable",
                "The saved table could not be resumed because it is damaged; it was kept "
                "as “{file}”.",
            ).format(file=moved.name),
        )
