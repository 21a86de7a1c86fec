"""Where the game keeps its files, and the two ways it touches them: atomic writes and
moving a file it cannot use aside (never deleting it).

``HEARTS_QT_DATA_DIR``, when set, is the data directory and also holds the settings
(``settings.ini``), so a test or the crash test runs with nothing of the player's.
Otherwise the data lives under ``QStandardPaths.AppDataLocation`` and the settings in
the platform's native ``QSettings`` store.
"""

from __future__ import annotations

import contextlib
import datetime
import logging
import os
from pathlib import Path

from PySide6.QtCore import (
    QByteArray,
    QIODevice,
    QLockFile,
    QObject,
    QSaveFile,
    QSettings,
    QStandardPaths,
    QTimer,
)

log = logging.getLogger(__name__)

DATA_DIR_ENV = "HEARTS_QT_DATA_DIR"
"""Environment variable: a directory for the saved game, the statistics and the settings."""

SETTINGS_FILE = "settings.ini"
LOCK_FILE = "hearts-qt.lock"
"""Held by the running game, so a second one cannot write over its saved game."""
MAX_FILE_BYTES = 4 * 1024 * 1024
"""A saved game is a few kilobytes; anything this large is not one of ours."""


def data_dir() -> Path:
    """The directory for the saved game and the statistics (it may not exist yet)."""
    override = os.environ.get(DATA_DIR_ENV)
    if override:
        return Path(override)
    location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(location) if location else Path.home() / ".hearts-qt"


def open_settings() -> QSettings:
    """The application's settings: an INI file in ``HEARTS_QT_DATA_DIR`` if that is set,
    else the native store named after the application (set the organisation and
    application names before calling)."""
    override = os.environ.get(DATA_DIR_ENV)
    if override:
        return QSettings(str(Path(override) / SETTINGS_FILE), QSettings.Format.IniFormat)
    return QSettings()


class DataDirInUse(Exception):
    """Another running hearts-qt holds the data directory (the message names it)."""


LOCK_STALE_MS = 5 * 60 * 1000
"""A lock file untouched this long is a crashed game's, whoever wrote it (another host,
an empty file left by a crash before its process id was written)."""
LOCK_REFRESH_MS = 60 * 1000
"""How often the running game touches its lock file, so it never looks stale."""


class DataDirLock(QObject):
    """The running game's claim on its data directory until ``release`` or the end of the
    process, so a second hearts-qt cannot write over its saved game.

    Raises ``DataDirInUse`` if another running hearts-qt holds it. A lock left by one that
    crashed is taken over: at once on this machine (its process is gone), else once it has
    gone untouched for ``LOCK_STALE_MS``. A directory where no lock file can be made
    (read-only) is not locked: saving there fails anyway, and says so.
    """

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        folder = data_dir()
        with contextlib.suppress(OSError):
            folder.mkdir(parents=True, exist_ok=True)
        self.path = folder / LOCK_FILE
        self._lock = QLockFile(str(self.path))
        self._lock.setStaleLockTime(LOCK_STALE_MS)
        if not self._lock.tryLock(0) and self._lock.error() is QLockFile.LockError.LockFailedError:
            raise DataDirInUse(str(folder))
        self._fresh = QTimer(self)
        self._fresh.setInterval(LOCK_REFRESH_MS)
        self._fresh.timeout.connect(self.refresh)
        if self._lock.isLocked():
            self._fresh.start()

    def refresh(self) -> None:
        """Touch the lock file: the game holding it is alive."""
        with contextlib.suppress(OSError):
            os.utime(self.path)

    def release(self) -> None:
        self._fresh.stop()
        self._lock.unlock()


def write_atomically(path: Path, data: bytes) -> str | None:
    """Write ``data`` to ``path`` so that a reader sees the old file or the new one, never
    half of each (``QSaveFile``); return ``None`` or the reason it failed."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        return exc.strerror or str(exc)
    file = QSaveFile(str(path))
    if not file.open(QIODevice.OpenModeFlag.WriteOnly):
        return file.errorString()
    if file.write(QByteArray(data)) != len(data):
        reason = file.errorString()
        file.cancelWriting()
        file.commit()
        return reason
    if not file.commit():
        return file.errorString()
    return None


def read_bytes(path: Path) -> bytes | None:
    """The file's bytes, ``None`` if it does not exist; raises ``OSError`` if unreadable."""
    try:
        with path.open("rb") as stream:
            data = stream.read(MAX_FILE_BYTES + 1)
    except FileNotFoundError:
        return None
    return data


def move_aside(path: Path, label: str) -> Path | None:
    """Rename ``path`` to ``<stem>.<label>-<timestamp><suffix>`` next to it, never over an
    existing file; return the new path, or ``None`` if it could not be moved."""
    stamp = datetime.datetime.now().strftime("%Y%m%d-%H%M%S")
    for attempt in range(10_000):
        extra = f"-{attempt + 1}" if attempt else ""
        target = path.with_name(f"{path.stem}.{label}-{stamp}{extra}{path.suffix}")
        if target.exists():
            continue
        try:
            path.rename(target)
        except OSError as exc:
            log.warning("Could not move %s aside: %s", path, exc)
            return None
        log.warning("Moved %s aside to %s.", path, target)
        return target
    return None
