"""Game ▸ Join Table…, used as a person does: a name and an address typed (or a table
picked from those found), Join pressed; bad input and refusals said in the dialog."""

from __future__ import annotations

import gc
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QSettings, Qt
from PySide6.QtNetwork import QHostAddress
from pytestqt.qtbot import QtBot

from hearts_qt.engine import Seat
from hearts_qt.net.client import TableClient
from hearts_qt.net.discovery import TableAd
from hearts_qt.net.host import TableHost
from hearts_qt.net.protocol import VERSION
from hearts_qt.storage.settings import Settings
from hearts_qt.ui import player_name
from hearts_qt.ui.join_dialog import JoinDialog
from tests.net.table import join
from tests.ui.window_helpers import quick_window


@pytest.fixture(autouse=True)
def _deleted_on_this_thread() -> Iterator[None]:
    """What a test made is deleted when it ends, here: pytest-qt only asks for a later
    deletion, and a window in a reference cycle was then freed by whichever thread ran
    the garbage collector, once zeroconf's (a crash in Qt's timers, 1 run in 2)."""
    yield
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    gc.collect()


def _dialog(qtbot: QtBot, folder: Path) -> JoinDialog:
    settings = Settings(QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat))
    dialog = JoinDialog(settings)
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def _type(qtbot: QtBot, dialog: JoinDialog, name: str, address: str) -> None:
    dialog.name.clear()
    qtbot.keyClicks(dialog.name, name)
    dialog.address.clear()
    qtbot.keyClicks(dialog.address, address)


def _press_join(qtbot: QtBot, dialog: JoinDialog) -> None:
    qtbot.mouseClick(dialog.join_button, Qt.MouseButton.LeftButton)


def test_a_bad_address_or_no_name_is_said_and_nothing_is_tried(
    qtbot: QtBot, tmp_path: Path
) -> None:
    dialog = _dialog(qtbot, tmp_path)
    _type(qtbot, dialog, "Ann", "192.168.1.300:7531")
    _press_join(qtbot, dialog)
    assert dialog.message.text() == "“192.168.1.300” is not an address or a host name."
    assert dialog.client is None and dialog.isVisible()
    _type(qtbot, dialog, "Ann", "kitchen:99999")
    _press_join(qtbot, dialog)
    assert dialog.message.text() == "The port must be a number from 1 to 65535."
    _type(qtbot, dialog, "  ", "kitchen")
    _press_join(qtbot, dialog)
    assert dialog.message.text() == "Type the name the others will see at the table."
    dialog.reject()


def test_joining_by_address_seats_the_player_and_remembers_the_name(
    qtbot: QtBot, host: TableHost, tmp_path: Path
) -> None:
    dialog = _dialog(qtbot, tmp_path)
    _type(qtbot, dialog, "Ann", f"127.0.0.1:{host.port}")
    with qtbot.waitSignal(dialog.seated, timeout=5000) as seated:
        _press_join(qtbot, dialog)
    client = seated.args[0]
    assert isinstance(client, TableClient) and client.seat is Seat.SOUTH
    assert not dialog.isVisible()
    assert host.names[Seat.SOUTH] == "Ann"
    again = _dialog(qtbot, tmp_path)
    assert again.name.text() == "Ann"
    assert again.address.text() == f"127.0.0.1:{host.port}"
    again.reject()
    client.leave()


def test_a_refusal_is_said_in_the_players_words(
    qtbot: QtBot, host: TableHost, tmp_path: Path
) -> None:
    first = join(qtbot, host, "Ann", autoplay=False)
    dialog = _dialog(qtbot, tmp_path)
    _type(qtbot, dialog, "Ann", f"127.0.0.1:{host.port}")
    _press_join(qtbot, dialog)
    qtbot.waitUntil(lambda: dialog.message.text() == "Someone at the table already has that name.")
    assert dialog.isVisible() and dialog.join_button.isEnabled()
    dialog.reject()
    first.leave()


def test_no_table_at_the_address_is_said(qtbot: QtBot, tmp_path: Path) -> None:
    closed = TableHost()
    assert closed.listen(0, QHostAddress(QHostAddress.SpecialAddress.LocalHost))
    port = closed.port
    closed.close()  # nobody listens there any more
    dialog = _dialog(qtbot, tmp_path)
    _type(qtbot, dialog, "Ann", f"127.0.0.1:{port}")
    _press_join(qtbot, dialog)
    qtbot.waitUntil(
        lambda: dialog.message.text() == f"No table is being served at 127.0.0.1:{port}.",
        timeout=5000,
    )
    assert dialog.join_button.isEnabled()
    dialog.reject()


def test_a_table_with_a_password_asks_for_it(qtbot: QtBot, tmp_path: Path) -> None:
    host = TableHost(password="owl", threaded=False)
    assert host.listen(0, QHostAddress(QHostAddress.SpecialAddress.LocalHost))
    dialog = _dialog(qtbot, tmp_path)
    assert not dialog.password.isVisible()
    _type(qtbot, dialog, "Ann", f"127.0.0.1:{host.port}")
    _press_join(qtbot, dialog)
    qtbot.waitUntil(lambda: dialog.message.text() == "This table asks for a password.")
    assert dialog.password.isVisible()
    qtbot.keyClicks(dialog.password, "owl")
    with qtbot.waitSignal(dialog.seated, timeout=5000) as seated:
        _press_join(qtbot, dialog)
    seated.args[0].leave()
    host.close()


def test_a_table_found_on_the_network_is_picked_from_the_list(qtbot: QtBot, tmp_path: Path) -> None:
    dialog = _dialog(qtbot, tmp_path)
    dialog.add_table(
        TableAd(
            "Friday._hearts-qt._tcp.local.", "Friday", "10.0.0.7", 7600, VERSION, 2, True, False
        )
    )
    dialog.add_table(
        TableAd("Full._hearts-qt._tcp.local.", "Full", "10.0.0.8", 7531, VERSION, 0, False, False)
    )
    texts = [dialog.tables.item(row).text() for row in range(dialog.tables.count())]
    assert "Friday — 2 free seats (password)" in texts
    found = dialog.tables.findItems("Friday", Qt.MatchFlag.MatchStartsWith)[0]
    full = dialog.tables.findItems("Full", Qt.MatchFlag.MatchStartsWith)[0]
    assert not full.flags() & Qt.ItemFlag.ItemIsEnabled  # no free seat: not joinable
    dialog.tables.setCurrentItem(found)
    assert dialog.address.text() == "10.0.0.7:7600"
    assert dialog.password.isVisible()
    dialog.remove_table("Friday._hearts-qt._tcp.local.")
    assert not dialog.tables.findItems("Friday", Qt.MatchFlag.MatchStartsWith)
    dialog.reject()


def test_join_table_in_the_window_sits_at_the_table(
    qtbot: QtBot, host: TableHost, tmp_path: Path
) -> None:
    window = quick_window(qtbot, tmp_path)
    window.show()
    window.deal_new_game(seed=5)
    window.show_join()
    dialog = window.findChild(JoinDialog)
    assert dialog is not None
    _type(qtbot, dialog, "Ann", f"127.0.0.1:{host.port}")
    _press_join(qtbot, dialog)
    qtbot.waitUntil(lambda: window.network is not None, timeout=5000)
    assert window._leave.isEnabled() and not window._join.isEnabled()
    assert not window._new.isEnabled()
    window.leave_table()
    assert window._join.isEnabled() and window._new.isEnabled() and not window._leave.isEnabled()


def test_an_ipv6_address_in_brackets_is_joined(qtbot: QtBot, tmp_path: Path) -> None:
    host = TableHost(threaded=False)
    if not host.listen(0, QHostAddress(QHostAddress.SpecialAddress.LocalHostIPv6)):
        pytest.skip(f"no IPv6 loopback here: {host.error}")
    dialog = _dialog(qtbot, tmp_path)
    _type(qtbot, dialog, "Ann", f"[::1]:{host.port}")
    with qtbot.waitSignal(dialog.seated, timeout=5000) as seated:
        _press_join(qtbot, dialog)
    assert seated.args[0].seat is Seat.SOUTH
    seated.args[0].leave()
    host.close()


def test_a_host_name_nobody_has_is_said(qtbot: QtBot, tmp_path: Path) -> None:
    dialog = _dialog(qtbot, tmp_path)
    _type(qtbot, dialog, "Ann", "nobody.invalid:7531")  # .invalid never resolves (RFC 6761)
    _press_join(qtbot, dialog)
    qtbot.waitUntil(
        lambda: (
            dialog.message.text() == "No computer called nobody.invalid was found on the network."
        ),
        timeout=8000,
    )
    dialog.reject()


def test_a_player_who_left_a_game_takes_the_seat_back_by_joining_again(
    qtbot: QtBot, host: TableHost, tmp_path: Path
) -> None:
    dialog = _dialog(qtbot, tmp_path)
    _type(qtbot, dialog, "Ann", f"127.0.0.1:{host.port}")
    with qtbot.waitSignal(dialog.seated, timeout=5000) as seated:
        _press_join(qtbot, dialog)
    first = seated.args[0]
    host.start(seed=3)
    qtbot.waitUntil(lambda: first.snapshot().view is not None, timeout=5000)
    first.leave()  # Game ▸ Leave Table, mid-game: the host keeps the seat
    qtbot.waitUntil(lambda: not host.present[Seat.SOUTH], timeout=5000)
    again = _dialog(qtbot, tmp_path)
    assert again.name.text() == "Ann"
    with qtbot.waitSignal(again.seated, timeout=5000) as seated:
        _press_join(qtbot, again)  # the name and address remembered, and the seat's token
    assert seated.args[0].seat is Seat.SOUTH and host.present[Seat.SOUTH]
    seated.args[0].leave()


def test_the_name_offered_is_the_players_not_a_seats(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A joiner was offered "South", as the host was: the first friend's join clashed."""
    monkeypatch.setattr(player_name.getpass, "getuser", lambda: "bob")
    assert _dialog(qtbot, tmp_path).name.text() == "bob"
