"""Storage: the options in ``QSettings``, the saved game and the statistics as JSON files.

Qt core only, no widgets. Every class takes its ``QSettings`` or data directory as a
parameter, so tests (and the crash test) point it at a temporary place; by default the
directory comes from ``data_dir()``, which honours ``HEARTS_QT_DATA_DIR``.
"""

from hearts_qt.storage.autosave import AutoSave
from hearts_qt.storage.files import DATA_DIR_ENV, data_dir, open_settings
from hearts_qt.storage.saved_game import GameStore, LoadResult, SavedGame
from hearts_qt.storage.settings import Settings
from hearts_qt.storage.statistics import Statistics, StatisticsStore, Tally

__all__ = [
    "DATA_DIR_ENV",
    "AutoSave",
    "GameStore",
    "LoadResult",
    "SavedGame",
    "Settings",
    "Statistics",
    "StatisticsStore",
    "Tally",
    "data_dir",
    "open_settings",
]
