"""Storage tests never touch the player's files: Qt's test paths, a temporary data
directory (``HEARTS_QT_DATA_DIR``), and INI settings in ``tmp_path``."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, QStandardPaths

from hearts_qt.storage import DATA_DIR_ENV, Settings
from hearts_qt.storage.saved_game import GameStore
from hearts_qt.storage.statistics import StatisticsStore


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
