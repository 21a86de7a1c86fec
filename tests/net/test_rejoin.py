"""The retry after a drop reconnects the way the table was joined: encrypted when it was
joined encrypted, trusting the certificate it trusted; and the window says so."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from PySide6.QtNetwork import QHostAddress
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from hearts_qt.net import tls
from hearts_qt.net.client import TableClient
from hearts_qt.net.host import TableHost
from hearts_qt.net.tls import server_configuration
from tests.net.test_tls import _make_certificate, _print_of
from tests.ui.window_helpers import quick_window

pytestmark = [
    pytest.mark.skipif(shutil.which("openssl") is None, reason="no openssl command here"),
    pytest.mark.skipif(not tls.available(), reason="this Qt has no TLS backend"),
]


def _joined_encrypted(qtbot: QtBot, folder: Path) -> tuple[TableHost, TableClient]:
    """A TLS table on loopback, and Ann seated at it encrypted, its certificate trusted."""
    files = _make_certificate(folder, "-nodes")
    host = TableHost(
        table="Kitchen", levels=("easy",) * 4, threaded=False, tls=server_configuration(*files)
    )
    assert host.listen(0, QHostAddress(QHostAddress.SpecialAddress.LocalHost)), host.error
    client = TableClient()
    with qtbot.waitSignal(client.joined, timeout=10_000):
        client.join("127.0.0.1", host.port, "Ann", encrypted=True, trusted=[_print_of(files)])
    return host, client


def test_a_table_joined_encrypted_is_rejoined_encrypted(qtbot: QtBot, tmp_path: Path) -> None:
    host, client = _joined_encrypted(qtbot, tmp_path)
    assert client.encrypted
    seat = client.seat
    with qtbot.waitSignal(client.disconnected, timeout=5000):
        client.abort()  # a network cut
    with qtbot.waitSignal(client.joined, timeout=10_000) as back:
        client.rejoin()
    assert back.args[0] is seat  # the same seat, taken back with its token
    assert client.encrypted  # not in the clear, which the host would also have served
    client.leave()
    host.close()


def test_a_window_at_an_encrypted_table_says_so(qtbot: QtBot, tmp_path: Path) -> None:
    host, client = _joined_encrypted(qtbot, tmp_path)
    window = quick_window(qtbot, tmp_path / "window")
    window.show()
    window.deal_new_game(seed=5)  # the local game the application always has
    window.sit_at_table(client, threaded=False)
    status = window.statusBar().findChildren(QLabel)[0]
    assert window.windowTitle() == "Table Kitchen (encrypted)"
    assert status.text() == "The connection to the table is encrypted."
    window.leave_table()
    qtbot.waitUntil(lambda: window.network is None)
    host.close()
