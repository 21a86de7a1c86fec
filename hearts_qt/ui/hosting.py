"""Game ▸ Host Table…: the table this window hosts, its lobby, and the host's own seat.

The table is a ``TableHost`` served from this process; the host's player sits South
through a ``TableClient`` over loopback, shown and played in the window like any table
joined (``MainWindow.sit_at_table``), so the host's own seat gets nothing the friends'
do not. The table is saved as it is played (``TableKeeper``, ``hosted-table.json``) and
Host Table… offers to resume an unfinished one. Closing the window closes the table,
telling the friends.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt, QTimer

from hearts_qt.engine import Seat
from hearts_qt.net.client import TableClient
from hearts_qt.net.host import TableHost
from hearts_qt.net.serve import CLOSE_MS, announce
from hearts_qt.net.table_keeper import TableKeeper, resumable, resume
from hearts_qt.storage.saved_table import TableStore
from hearts_qt.ui.host_dialog import HostChoices, HostDialog
from hearts_qt.ui.lobby import LobbyWindow
from hearts_qt.ui.player_name import NAME_KEY

if TYPE_CHECKING:
    from hearts_qt.ui.main_window import MainWindow

LOOPBACK = "127.0.0.1"


class HostCommands(QObject):
    """Game ▸ Host Table… of ``window``: at most one table hosted at a time."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.host: TableHost | None = None
        self.lobby: LobbyWindow | None = None
        self.threaded = True
        """Whether the table's computers think on a thread (tests: on the event loop)."""
        self._password = ""
        self._client: TableClient | None = None
        """The host's own seat's connection until the window takes it (``sit_at_table``)."""
        window.installEventFilter(self)

    def show_dialog(self) -> None:
        """The dialog, or the lobby of the table already hosted."""
        if self.lobby is not None:
            self.lobby.present()
            return
        loaded = TableStore().load()
        dialog = HostDialog(
            self.window.settings, self.open_table, resumable(loaded.saved), self.window
        )
        if loaded.message:
            dialog.message.setText(loaded.message)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()

    def open_table(self, choices: HostChoices) -> str | None:
        """Serve the table chosen, show its lobby and sit the host's player South; or say
        why it cannot be served (the port in use, a bad password)."""
        host = TableHost(
            table=choices.table,
            rules=choices.rules,
            levels=choices.resume.levels if choices.resume else choices.levels,
            password=choices.password,
            threaded=self.threaded,
            parent=self,
        )
        if not host.listen(choices.port):
            error = host.error
            host.deleteLater()
            return self.tr(
                "The table cannot be served on port {port}: {error}. Choose another port, "
                "or any free port."
            ).format(port=choices.port, error=error)
        keeper = TableKeeper(host, TableStore())
        self.host, self._password = host, choices.password
        self.lobby = LobbyWindow(host, password=bool(choices.password), beside=self.window)
        self.window.destroyed.connect(self.lobby.deleteLater)  # a window of its own
        keeper.problem.connect(self.lobby.show_problem)
        self.lobby.close_wanted.connect(self.close_table)
        self.lobby.sit_wanted.connect(self.sit_down)
        announce(
            host, bool(choices.password), host, self.lobby.show_problem
        )  # Join Table… lists it
        if choices.resume is not None:
            resume(host, choices.resume)
        else:
            host.reserve(Seat.SOUTH, choices.name)
            self.window.settings.qsettings.setValue(NAME_KEY, choices.name)  # remembered
        self.sit_down()
        self.lobby.present()
        return None

    def sit_down(self) -> None:
        """The host's player takes South, with its token, in this window."""
        host = self.host
        if host is None or host.present[Seat.SOUTH] or not host.tokens[Seat.SOUTH]:
            return
        client = TableClient()
        self._client = client
        client.joined.connect(self._on_seated)
        client.rejected.connect(self._on_rejected)
        client.join(
            LOOPBACK, host.port, host.names[Seat.SOUTH], host.tokens[Seat.SOUTH], self._password
        )

    def _on_seated(self, *_args: object) -> None:
        client, self._client = self._client, None
        if client is not None:
            client.joined.disconnect(self._on_seated)
            client.rejected.disconnect(self._on_rejected)
            self.window.sit_at_table(client, threaded=self.threaded)

    def _on_rejected(self, reason: str) -> None:
        self._client = None
        if self.lobby is not None:
            self.lobby.show_problem(reason)

    def close_table(self) -> None:
        """Close Table: the friends are told, the table stays saved to be resumed."""
        host, lobby, self.host, self.lobby = self.host, self.lobby, None, None
        if host is None:
            return
        network = self.window.network
        if network is not None and network.client.token == host.tokens[Seat.SOUTH]:
            self.window.leave_table()  # the host's own seat: no "the host has closed"
        host.close()
        QTimer.singleShot(CLOSE_MS, host.deleteLater)  # time to tell the friends
        if lobby is not None:
            lobby.close()
            lobby.deleteLater()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() == QEvent.Type.Close:
            self.close_table()
        return False
