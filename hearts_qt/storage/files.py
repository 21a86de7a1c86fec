"""Where the game keeps its files, and the ways it touches them: reads that never block,
atomic writes, and moving a file it cannot use aside (never deleting it).

``HEARTS_QT_DATA_DIR``, when set, is the data directory and also holds the settings
(``settings.ini``), so a test or the crash test runs with nothing of the player's.
Otherwise the data lives under ``QStandardPaths.AppDataLocation`` and the settings in
the platform's native ``QSettings`` store.

Only regular files are read: a FIFO, a device or a folder where a file should be would
block ``open()`` or read forever, so it is set aside like a damaged file.
"""

from __future__ import annotations

import contextlib
import datetime
import logging
import os
import stat
import sys
import tempfile
from pathlib import Path

from PySide6.QtCore import (
    QByteArray,
    QCoreApplication,
    QIODevice,
    QLockFile,
    QObject,
    QSaveFile,
    QSettings,
    QStandardPaths,
    QTimer,
)

from hearts_qt.i18n import translate

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


def home_is_missing() -> bool:
    """True on a Unix system with no ``HOME`` and no ``HEARTS_QT_DATA_DIR``: Qt would then
    take the root folder as the home and keep the data in ``/.local/share``."""
    return os.name == "posix" and not os.environ.get("HOME") and not os.environ.get(DATA_DIR_ENV)


def open_settings() -> tuple[QSettings, str | None]:
    """The application's settings, and one translated sentence if their file could not be
    used: an INI file in ``HEARTS_QT_DATA_DIR`` if that is set, else the native store
    named after the application (set the organisation and application names first).

    A file that is not a regular one (it would block ``QSettings``), too large, or that
    Qt finds damaged is moved aside and the settings start from the defaults. If it cannot
    be moved, the settings of this run are kept in a temporary file, so nothing of the
    player's is overwritten.
    """
    unusable = [
        path for path in settings_files() if file_problem(path) is not None or _damaged_ini(path)
    ]
    if not unusable:
        return _qsettings(), None  # Qt keeps the files it has just read: not read again
    moved = [move_aside(path, "damaged") for path in unusable]
    kept = [path for path in moved if path is not None]
    if len(kept) < len(moved):
        folder = unusable[moved.index(None)].parent
        return _throwaway_settings(), translate(
            "Settings",
            "Your settings could not be read or moved aside, so the defaults are used and "
            "changes are not kept: check the folder “{folder}”.",
        ).format(folder=folder)
    return _qsettings(), translate(
        "Settings",
        "Your settings could not be read, so the defaults are used; the old file was kept "
        "as “{file}”.",
    ).format(file="”, “".join(path.name for path in kept))


def settings_files() -> list[Path]:
    """The files ``QSettings`` reads the player's settings from: ``settings.ini`` in
    ``HEARTS_QT_DATA_DIR``, or where the native store is INI files (Linux and other Unix
    desktops) the application's and the organisation's ``.conf``. Elsewhere (the
    Windows registry, macOS preferences) none: the system reads those itself."""
    override = os.environ.get(DATA_DIR_ENV)
    if override:
        return [Path(override) / SETTINGS_FILE]
    if sys.platform in ("win32", "darwin"):
        return []
    config = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.GenericConfigLocation)
    organisation = QCoreApplication.organizationName()
    application = QCoreApplication.applicationName()
    if not config or not organisation:
        return []
    folder = Path(config)
    return [folder / organisation / f"{application}.conf", folder / f"{organisation}.conf"]


def file_problem(path: Path) -> str | None:
    """Why ``path`` cannot be one of our files (``None`` if it can, or does not exist),
    found without opening it."""
    try:
        info = path.stat()
    except OSError:
        return None  # nothing there, or nothing that can block: reading it says why
    if not stat.S_ISREG(info.st_mode):
        return "not a regular file"
    if info.st_size > MAX_FILE_BYTES:
        return "too large"
    return None


def _qsettings() -> QSettings:
    override = os.environ.get(DATA_DIR_ENV)
    if override:
        return QSettings(str(Path(override) / SETTINGS_FILE), QSettings.Format.IniFormat)
    return QSettings()


def _damaged_ini(path: Path) -> bool:
    """Whether Qt finds the INI file at ``path`` damaged. (Only the first reading in a
    process says so: Qt keeps the file's contents and does not read it again unchanged.)"""
    if not path.is_file():
        return False
    status = QSettings(str(path), QSettings.Format.IniFormat).status()
    return status is QSettings.Status.FormatError


_THROWAWAY: list[tempfile.TemporaryDirectory[str]] = []
"""Folders of settings that cannot be kept, removed when the process ends."""


def _throwaway_settings() -> QSettings:
    folder = tempfile.TemporaryDirectory(prefix="hearts-qt-settings-")
    _THROWAWAY.append(folder)
    return QSettings(str(Path(folder.name) / SETTINGS_FILE), QSettings.Format.IniFormat)


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
        if file_problem(self.path) is not None:  # a FIFO would block QLockFile forever
            move_aside(self.path, "damaged")
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


class NotAFile(OSError):
    """A FIFO, a device or a folder where one of our files should be."""


_READ_FLAGS = (
    os.O_RDONLY
    | getattr(os, "O_NONBLOCK", 0)  # opening a FIFO returns at once instead of waiting
    | getattr(os, "O_NOCTTY", 0)
    | getattr(os, "O_BINARY", 0)
    | getattr(os, "O_CLOEXEC", 0)
)


def read_bytes(path: Path) -> bytes | None:
    """The file's bytes (at most ``MAX_FILE_BYTES`` + 1), ``None`` if it does not exist;
    raises ``NotAFile`` if it is not a regular file and ``OSError`` if unreadable.

    Never blocks: the file is opened without waiting and checked before it is read.
    """
    try:
        descriptor = os.open(path, _READ_FLAGS)
    except FileNotFoundError:
        return None
    with os.fdopen(descriptor, "rb") as stream:
        if not stat.S_ISREG(os.fstat(descriptor).st_mode):
            raise NotAFile(None, "not a regular file", str(path))
        return stream.read(MAX_FILE_BYTES + 1)


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
