"""Keeps a network table saved as it is played, and resumes it when its host restarts.

The same for the GUI host (Game ▸ Host Table…) and ``hearts-qt-server``: once a game has
begun, the table is saved with the storage layer's atomic write after every deal, pass,
card and arrival (``TableHost.changed``), those of a quarter of a second together, at
once when the game is over, and when the host closes: a host that stops loses at most
that quarter second's cards. It never holds the host's live game: each save takes a copy
rebuilt from the game's record.

Measured (a whole game of four easy computers, the save in a temporary folder): a save
took 22 ms (10 ms rebuilding the copy, 12 ms writing it), so saving each of the game's
564 changes made it 13.1 s instead of 1.4 s on the event loop's thread; together, the
saves are at most four a second.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QTimer, Signal, Slot

from hearts_qt.net.host import TableHost
from hearts_qt.storage.saved_table import SavedTable, TableStore

SAVE_MS = 250
"""How long the changes wait to be saved together."""


def resumable(saved: SavedTable | None) -> SavedTable | None:
    """``saved`` if its game can go on (a finished game starts a new table instead)."""
    return saved if saved is not None and not saved.game.is_over else None


def resume(host: TableHost, saved: SavedTable) -> None:
    """Go on with ``saved`` at ``host``: its game, its seats and their tokens."""
    host.resume(saved.game, saved.names, saved.tokens)


class TableKeeper(QObject):
    """Saves ``host``'s table in ``store`` whenever it changes, once its game has begun;
    it lives as long as ``host`` (its parent) unless given another parent.

    Signals:
        problem(str): one translated sentence: saving failed (said once until a save
            succeeds again).
    """

    problem = Signal(str)

    def __init__(self, host: TableHost, store: TableStore, parent: QObject | None = None) -> None:
        super().__init__(parent if parent is not None else host)
        self.host = host
        self.store = store
        self._failing = False
        self._soon = QTimer(self)
        self._soon.setSingleShot(True)
        self._soon.setInterval(SAVE_MS)
        self._soon.timeout.connect(self.save)
        self._done = False
        host.changed.connect(self._on_changed)
        host.closed.connect(self._on_closed)

    @Slot()
    def _on_closed(self) -> None:
        """The last save: a host started again may write the file next."""
        self.save()
        self._done = True

    @Slot()
    def _on_changed(self) -> None:
        if self.host.game_over:
            self.save()  # at once: the final scores are not resumed, but kept
        elif not self._soon.isActive():
            self._soon.start()

    @Slot()
    def save(self) -> None:
        """Save the table now (once its game has begun)."""
        self._soon.stop()
        if self._done:
            return
        host = self.host
        game = host.game_copy()
        if game is None:
            return
        levels = tuple(host.levels)
        saved = SavedTable(
            game=game,
            table=host.table,
            port=host.port,
            levels=(levels[0], levels[1], levels[2], levels[3]),
            names=host.names,
            tokens=host.tokens,
        )
        message = self.store.save(saved)
        if message is None:
            self._failing = False
        elif not self._failing:
            self._failing = True
            self.problem.emit(message)
