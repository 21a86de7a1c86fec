"""Game ▸ Export Game… and Open Game…: a game in a file that can be shared, reviewed or
continued.

The file holds the same versioned JSON as the saved game (``saved_game.py``: the engine's
record, with the opponents' levels and the players' names), written atomically. Opening
one replays its record through the engine, so a file that is damaged, cut short, foreign,
too large, from a newer version or changed by hand is refused with one translated
sentence, and nothing is touched: the file stays as it is, the game being played goes on.
"""

from __future__ import annotations

import logging
from dataclasses import replace
from pathlib import Path

from hearts_qt.i18n import translate
from hearts_qt.storage.files import MAX_FILE_BYTES, NotAFile, read_bytes, write_atomically
from hearts_qt.storage.saved_game import SavedGame, UnusableGame, decode, encode

log = logging.getLogger(__name__)

SUFFIX = ".hearts.json"
"""The end of a game file's name."""


class GameFileRefused(Exception):
    """A file that cannot be opened as a game; the message is one translated sentence."""


def export_game(path: Path, saved: SavedGame) -> str | None:
    """Write ``saved`` to ``path`` atomically: ``None``, or one translated sentence saying
    why it could not be written."""
    reason = write_atomically(path, encode(saved))
    if reason is None:
        return None
    log.warning("Could not export the game to %s: %s", path, reason)
    return translate("GameFile", "The game could not be saved as “{file}”: {reason}.").format(
        file=path.name, reason=reason.rstrip(".")
    )


def open_game(path: Path) -> SavedGame:
    """The game in the file at ``path``, marked as opened (it never counts in the
    statistics); raises ``GameFileRefused`` if it cannot be used."""
    name = path.name
    try:
        data = read_bytes(path)
    except NotAFile as exc:
        raise GameFileRefused(
            translate("GameFile", "“{file}” is not a file that can be opened.").format(file=name)
        ) from exc
    except OSError as exc:
        raise GameFileRefused(
            translate("GameFile", "“{file}” could not be read: {reason}.").format(
                file=name, reason=(exc.strerror or str(exc)).rstrip(".")
            )
        ) from exc
    if data is None:
        raise GameFileRefused(translate("GameFile", "“{file}” is not there.").format(file=name))
    if len(data) > MAX_FILE_BYTES:
        raise GameFileRefused(
            translate(
                "GameFile", "“{file}” is too large to be a game of Hearts ({size} MB or more)."
            ).format(file=name, size=MAX_FILE_BYTES // (1024 * 1024))
        )
    try:
        saved = decode(data)
    except UnusableGame as exc:
        log.warning("The game file %s is refused: %s", path, exc)
        raise GameFileRefused(_refusal(exc, name)) from exc
    return replace(saved, opened=True)


def _refusal(unusable: UnusableGame, name: str) -> str:
    text = {
        "foreign": translate("GameFile", "“{file}” is not a game saved by Hearts."),
        "damaged": translate(
            "GameFile", "“{file}” is damaged or incomplete, so it cannot be opened."
        ),
        "version": translate(
            "GameFile", "“{file}” was saved by a newer version of Hearts: update Hearts to open it."
        ),
        "illegal": translate(
            "GameFile",
            "The cards or the scores in “{file}” do not make a legal game of Hearts: the file "
            "is damaged or has been changed.",
        ),
    }[unusable.kind]
    return text.format(file=name)
