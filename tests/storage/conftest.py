"""Storage tests never touch the player's files: Qt's test paths, a temporary data
directory (``HEARTS_QT_DATA_DIR``), and INI settings in ``tmp_path``."""

from __future__ import annotations

import ctypes
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QObject, QSettings, QStandardPaths, Signal

from hearts_qt.storage import DATA_DIR_ENV, GameStore, Settings, StatisticsStore


class _Probe(QObject):
    ping = Signal()


def _emit_steals_a_reference_to_true() -> bool:
    probe = _Probe()
    before = sys.getrefcount(True)
    for _ in range(10):
        probe.ping.emit()
    return sys.getrefcount(True) < before


@pytest.fixture(scope="session", autouse=True)
def lend_true_references() -> None:
    """PySide6 6.12.0's ``SignalInstance.emit`` returns ``True`` without a new reference.
    Before Python 3.12 (where ``True`` is immortal) every emit takes one reference away,
    and after a few hundred the interpreter aborts in ``bool_dealloc``. The controller
    emits thousands in a game, so while that PySide6 is installed these tests lend
    ``True`` enough references first. The app itself needs a pin or the same fix."""
    if _emit_steals_a_reference_to_true():
        for _ in range(300_000):
            ctypes.pythonapi.Py_IncRef(ctypes.py_object(True))


@pytest.fixture(autouse=True)
def isolated(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    QStandardPaths.setTestModeEnabled(True)
    data = tmp_path / "data"
    monkeypatch.setenv(DATA_DIR_ENV, str(data))
    yield data
    QStandardPaths.setTestModeEnabled(False)


@pytest.fixture
def data_dir(isolated: Path) -> Path:
    return isolated


@pytest.fixture
def qsettings(tmp_path: Path) -> QSettings:
    return QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)


@pytest.fixture
def settings(qsettings: QSettings) -> Settings:
    return Settings(qsettings)


@pytest.fixture
def store(data_dir: Path) -> GameStore:
    return GameStore(data_dir)


@pytest.fixture
def stats_store(data_dir: Path) -> StatisticsStore:
    return StatisticsStore(data_dir)
