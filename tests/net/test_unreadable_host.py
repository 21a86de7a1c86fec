"""A host that sends what the client cannot read (a hearts-qt of another build that says
the same protocol number, seen play-testing: a result with a field the client did not
know): the window says the table plays another version and stops trying, instead of
joining again and again, each time dropped by the same line."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtNetwork import QHostAddress, QTcpServer, QTcpSocket
from pytestqt.qtbot import QtBot

from hearts_qt.engine import Seat
from hearts_qt.net.client import TableClient
from hearts_qt.net.protocol import VERSION, Welcome, encode
from tests.ui.window_helpers import quick_window


class StrangeHost(QTcpServer):
    """Seats whoever connects at South, then sends them ``strange`` when told to."""

    def __init__(self) -> None:
        super().__init__()
        self.sockets: list[QTcpSocket] = []
        self.newConnection.connect(self._on_connection)
        assert self.listen(QHostAddress(QHostAddress.SpecialAddress.LocalHost), 0)

    def _on_connection(self) -> None:
        socket = self.nextPendingConnection()
        self.sockets.append(socket)
        socket.write(encode(Welcome(VERSION, "Kitchen", Seat.SOUTH, "token")))

    def send(self, line: bytes) -> None:
        for socket in self.sockets:
            socket.write(line)


def test_a_line_the_client_cannot_read_is_said_as_another_version(
    qtbot: QtBot, tmp_path: Path
) -> None:
    host = StrangeHost()
    client = TableClient()
    with qtbot.waitSignal(client.joined, timeout=5000):
        client.join("127.0.0.1", host.serverPort(), "Ann")
    window = quick_window(qtbot, tmp_path)
    window.show()
    window.deal_new_game(seed=5)
    window.sit_at_table(client, threaded=False)
    network = window.network
    assert network is not None
    with qtbot.waitSignal(client.disconnected, timeout=5000):
        host.send(b'{"type":"state","from_a_later_build":true}\n')
    assert client.rejection == "version"
    assert network.table.status.text == (
        "The table plays another version of hearts-qt. "
        "Game ▸ Leave Table takes you back to your own game."
    )
    window.leave_table()
    host.close()
