"""A table with a password: a hello without it, or with another, is rejected in the
player's words and takes no seat; the right one sits down."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtNetwork import QHostAddress
from pytestqt.qtbot import QtBot

from hearts_qt.engine import Seat
from hearts_qt.net.client import TableClient
from hearts_qt.net.host import TableHost
from hearts_qt.net.protocol import Hello, ProtocolError, encode, parse


@pytest.fixture
def locked(qtbot: QtBot) -> Iterator[TableHost]:
    table = TableHost(table="Locked", threaded=False, password="chou fleur ♣")
    assert table.listen(0, QHostAddress(QHostAddress.SpecialAddress.LocalHost)), table.error
    yield table
    table.close()


def _refusal(qtbot: QtBot, host: TableHost, password: str | None) -> str:
    client = TableClient()
    with qtbot.waitSignal(client.rejected, timeout=5000) as said:
        client.join("127.0.0.1", host.port, "Ann", password=password)
    qtbot.waitUntil(lambda: not client.connected, timeout=5000)
    return str(said.args[0])


def test_a_missing_or_wrong_password_is_rejected_and_takes_no_seat(
    qtbot: QtBot, locked: TableHost
) -> None:
    assert _refusal(qtbot, locked, None) == "This table asks for a password."
    assert _refusal(qtbot, locked, "chou fleur") == "That is not the table’s password."
    assert _refusal(qtbot, locked, "") == "That is not the table’s password."
    assert locked.names == ("", "", "", "")


def test_the_right_password_sits_down_and_takes_the_seat_back(
    qtbot: QtBot, locked: TableHost
) -> None:
    client = TableClient()
    with qtbot.waitSignal(client.joined, timeout=5000):
        client.join("127.0.0.1", locked.port, "Ann", password="chou fleur ♣")
    assert client.seat is Seat.SOUTH
    assert locked.names[Seat.SOUTH] == "Ann"
    locked.start(5)
    token = client.token
    client.abort()
    qtbot.waitUntil(lambda: not locked.present[Seat.SOUTH], timeout=5000)
    back = TableClient()
    with qtbot.waitSignal(back.rejected, timeout=5000):
        back.join("127.0.0.1", locked.port, "Ann", token)  # the token alone is not enough
    with qtbot.waitSignal(back.joined, timeout=5000):
        back.join("127.0.0.1", locked.port, "Ann", token, "chou fleur ♣")
    assert back.seat is Seat.SOUTH


def test_a_hello_may_leave_the_password_out_but_not_give_a_wrong_kind() -> None:
    line = b'{"type": "hello", "version": 1, "name": "Ann", "token": null}'
    assert parse(line) == Hello(1, "Ann", None, None)
    with_one = Hello(1, "Ann", None, "secret")
    assert parse(encode(with_one).rstrip(b"\n")) == with_one
    for bad in (b"12", b'"' + b"x" * 65 + b'"', b'"a\\nb"'):
        with pytest.raises(ProtocolError):
            parse(
                b'{"type": "hello", "version": 1, "name": "A", "token": null, "password": '
                + bad
                + b"}"
            )
