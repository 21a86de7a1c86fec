"""Storage: the options in ``QSettings``, the saved game and the statistics as JSON files.

Qt core only, no widgets. Every class takes its ``QSettings`` or data directory as a
parameter, so tests (and the crash test) point it at a temporary place; by default the
directory comes from ``data_dir()``, which honours ``HEARTS_QT_DATA_DIR``.

Only the settings are imported with the package: the window needs them before its first
frame. The saved game (``saved_game``), the statistics (``statistics``) and the
``autosave`` that ties them to the controller are imported from their modules, after the
table is on screen.
"""

from hearts_qt.storage.files import DATA_DIR_ENV, data_dir, open_settings
from hearts_qt.storage.settings import Settings

__all__ = ["DATA_DIR_ENV", "Settings", "data_dir", "open_settings"]
