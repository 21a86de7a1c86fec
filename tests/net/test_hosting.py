"""Game ▸ Host Table…, acting as a person does: fill the dialog, open the table, see a friend
(a scripted client) join in the lobby, press Start and play South in the window; a port in
use is said in the dialog with nothing lost; a table closed mid-hand is offered again and
resumed, the friend taking the seat back with their token."""

from __future__ import annotations

from pathlib import Path

import pytest
import shiboken6
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QGuiApplication
from PySide6.QtNetwork import QHostAddress, QTcpServer
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from hearts_qt.engine import Seat
from hearts_qt.net.client import TableClient
from hearts_qt.storage.files import DATA_DIR_ENV
from hearts_qt.ui import player_name
from hearts_qt.ui.host_dialog import HostDialog
from hearts_qt.ui.hosting import HostCommands
from hearts_qt.ui.lobby import LobbyWindow
from hearts_qt.ui.main_window import MainWindow
from hearts_qt.ui.table.phase import TablePhase
from tests.net.table import AutoClient
from tests.ui.table_helpers import click, pass_by_mouse, south_item, wait_for_south
from tests.ui.window_helpers import quick_window


def _window(qtbot: QtBot, tmp_path: Path, name: str | None) -> MainWindow:
    window = quick_window(qtbot, tmp_path)
    if name is not None:
        window.settings.set_name(Seat.SOUTH, name)
    window.show()
    with qtbot.waitSignal(window.table.idle):
        window.deal_new_game(seed=11)  # as the game starts one with its window
    return window


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> MainWindow:
    monkeypatch.setenv(DATA_DIR_ENV, str(tmp_path))  # the hosted table's save is kept here
    return _window(qtbot, tmp_path, "Ann")


def _game_menu(window: MainWindow, text: str) -> QAction:
    """The Game menu's item ``text``."""
    game_menu = window.menuBar().actions()[0].menu()
    assert game_menu is not None
    [action] = [a for a in game_menu.actions() if isinstance(a, QAction) and a.text() == text]
    return action


def _host_table(qtbot: QtBot, window: MainWindow) -> tuple[HostDialog, HostCommands]:
    """Game ▸ Host Table…, from the menu."""
    _game_menu(window, "Host T&able…").trigger()
    qtbot.waitUntil(lambda: window.findChild(HostDialog) is not None)
    dialog = window.findChild(HostDialog)
    assert isinstance(dialog, HostDialog) and window.hosting is not None
    window.hosting.threaded = False  # the table's computers on the event loop
    qtbot.waitExposed(dialog)
    return dialog, window.hosting


def _fill(qtbot: QtBot, dialog: HostDialog, *, password: str = "chou") -> None:
    dialog.table_name.selectAll()
    qtbot.keyClicks(dialog.table_name, "Kitchen")
    qtbot.mouseClick(dialog.any_port, Qt.MouseButton.LeftButton)
    qtbot.keyClicks(dialog.password, password)
    dialog.level_boxes[Seat.EAST].setFocus()
    qtbot.keyClick(dialog.level_boxes[Seat.EAST], Qt.Key.Key_Home)  # Easy


def _lobby(qtbot: QtBot, hosting: HostCommands) -> LobbyWindow:
    qtbot.waitUntil(lambda: hosting.lobby is not None and hosting.lobby.isVisible())
    assert hosting.lobby is not None
    return hosting.lobby


def _friend(qtbot: QtBot, port: int, token: str | None = None) -> AutoClient:
    bob = AutoClient()
    with qtbot.waitSignal(bob.joined, timeout=5000):
        bob.join("127.0.0.1", port, "Bob", token, "chou")
    return bob


def test_host_a_table_a_friend_joins_start_and_play_south(qtbot: QtBot, window: MainWindow) -> None:
    dialog, hosting = _host_table(qtbot, window)
    assert dialog.table_name.text() == "Ann’s table"
    assert (
        dialog.port.value() == 7531
        and dialog.rules_text.text() == "a game to 100 points, as in Options"
    )
    _fill(qtbot, dialog)
    qtbot.mouseClick(dialog.open_button, Qt.MouseButton.LeftButton)
    lobby = _lobby(qtbot, hosting)
    host = hosting.host
    assert host is not None and host.table == "Kitchen" and host.port != 7531
    assert host.levels == ("normal", "easy", "easy", "easy")
    assert all(field.text().endswith(f":{host.port}") for field in lobby.address_fields)
    qtbot.mouseClick(lobby.copy_buttons[0], Qt.MouseButton.LeftButton)
    assert QGuiApplication.clipboard().text() == lobby.address_fields[0].text()  # Copy
    qtbot.waitUntil(lambda: window.network is not None)  # the host's seat, in the window
    qtbot.waitUntil(lambda: lobby.state[Seat.SOUTH].text() == "here")
    assert lobby.who[Seat.WEST].text() == "(a free seat)"

    bob = _friend(qtbot, host.port)
    qtbot.waitUntil(lambda: lobby.who[Seat.WEST].text() == "Bob")
    assert lobby.state[Seat.WEST].text() == "here"
    assert lobby.state[Seat.NORTH].text() == "a computer (Easy) if nobody sits here"
    qtbot.mouseClick(lobby.start_button, Qt.MouseButton.LeftButton)
    assert lobby.state[Seat.NORTH].text() == "a computer (Easy)"
    assert not lobby.start_button.isVisible()

    network = window.network
    assert network is not None
    network.table.still_trick_ms = 0
    view = network.table
    qtbot.waitUntil(lambda: view.phase is TablePhase.PASSING, timeout=5000)
    pass_by_mouse(qtbot, view)
    wait_for_south(qtbot, view)
    assert bob.snapshot().view is not None and bob.seat is Seat.WEST

    _game_menu(window, "&Leave Table").trigger()  # the host's seat waits, the lobby offers it
    qtbot.waitUntil(lambda: lobby.state[Seat.SOUTH].text() == "away: the seat waits for them")
    assert window.network is None and lobby.sit_button.isVisible()
    qtbot.mouseClick(lobby.sit_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.network is not None and lobby.state[Seat.SOUTH].text() == "here")
    assert not lobby.sit_button.isVisible()
    qtbot.mouseClick(lobby.close_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not bob.connected, timeout=5000)
    assert window.network is None and hosting.lobby is None  # back at the local table


def test_a_port_in_use_is_said_in_the_dialog_and_nothing_is_lost(
    qtbot: QtBot, window: MainWindow
) -> None:
    taken = QTcpServer()
    assert taken.listen(QHostAddress(QHostAddress.SpecialAddress.Any), 0)
    dialog, hosting = _host_table(qtbot, window)
    _fill(qtbot, dialog)
    qtbot.mouseClick(dialog.any_port, Qt.MouseButton.LeftButton)  # a port of one's own again
    dialog.port.selectAll()
    qtbot.keyClicks(dialog.port, str(taken.serverPort()))
    qtbot.mouseClick(dialog.open_button, Qt.MouseButton.LeftButton)
    assert dialog.isVisible() and hosting.host is None
    assert dialog.message.text().startswith(
        f"The table cannot be served on port {taken.serverPort()}: "
    )
    assert (dialog.table_name.text(), dialog.password.text()) == ("Kitchen", "chou")
    taken.close()
    qtbot.mouseClick(dialog.open_button, Qt.MouseButton.LeftButton)  # free now
    _lobby(qtbot, hosting)
    assert not dialog.isVisible()
    hosting.close_table()


def test_a_table_closed_mid_hand_is_resumed_and_the_friend_takes_the_seat_back(
    qtbot: QtBot, window: MainWindow
) -> None:
    dialog, hosting = _host_table(qtbot, window)
    _fill(qtbot, dialog)
    qtbot.mouseClick(dialog.open_button, Qt.MouseButton.LeftButton)
    lobby = _lobby(qtbot, hosting)
    host = hosting.host
    assert host is not None
    qtbot.waitUntil(lambda: window.network is not None)
    bob = _friend(qtbot, host.port)
    qtbot.mouseClick(lobby.start_button, Qt.MouseButton.LeftButton)
    network = window.network
    assert network is not None
    network.table.still_trick_ms = 0
    qtbot.waitUntil(lambda: network.table.phase is TablePhase.PASSING, timeout=5000)
    pass_by_mouse(qtbot, network.table)
    wait_for_south(qtbot, network.table)
    game = host.game_copy()
    assert game is not None
    played, port, token = list(game.actions), host.port, bob.token
    qtbot.mouseClick(lobby.close_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not bob.connected, timeout=5000)

    dialog, hosting = _host_table(qtbot, window)
    assert dialog.resume.isVisible() and dialog.resume.isChecked()
    assert dialog.resume.text() == "&Resume “Kitchen” at hand 1, with Bob"
    assert dialog.port.value() == port and not dialog.table_name.isEnabled()
    qtbot.keyClicks(dialog.password, "chou")
    qtbot.mouseClick(dialog.open_button, Qt.MouseButton.LeftButton)
    lobby = _lobby(qtbot, hosting)
    host = hosting.host
    assert host is not None and host.port == port
    again = host.game_copy()
    assert again is not None and list(again.actions) == played
    qtbot.waitUntil(lambda: window.network is not None)  # Ann back at South
    assert lobby.state[Seat.WEST].text() == "away: the seat waits for them"
    back = _friend(qtbot, port, token)
    assert back.seat is Seat.WEST
    qtbot.waitUntil(lambda: lobby.state[Seat.WEST].text() == "here")
    hosting.close_table()
    QApplication.processEvents()


def test_a_friend_in_a_window_of_their_own_plays_at_the_hosted_table(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    dialog, hosting = _host_table(qtbot, window)
    _fill(qtbot, dialog)
    qtbot.mouseClick(dialog.open_button, Qt.MouseButton.LeftButton)
    lobby = _lobby(qtbot, hosting)
    host = hosting.host
    assert host is not None
    qtbot.waitUntil(lambda: window.network is not None)
    friends_folder = tmp_path / "friend"
    friends_folder.mkdir()
    friends = quick_window(qtbot, friends_folder)
    friends.show()
    with qtbot.waitSignal(friends.table.idle):
        friends.deal_new_game(seed=12)
    bob = TableClient()
    with qtbot.waitSignal(bob.joined, timeout=5000):
        bob.join("127.0.0.1", host.port, "Bob", None, "chou")
    friends.sit_at_table(bob, threaded=False)
    qtbot.waitUntil(lambda: lobby.state[Seat.WEST].text() == "here")
    qtbot.mouseClick(lobby.start_button, Qt.MouseButton.LeftButton)
    views = []
    for each in (window, friends):
        network = each.network
        assert network is not None
        network.table.still_trick_ms = 0
        views.append(network.table)
    for view in views:
        qtbot.waitUntil(lambda view=view: view.phase is TablePhase.PASSING, timeout=5000)
    hosts_view, friends_view = views
    chosen = hosts_view.table.south_cards()[:3]  # the host chooses three and passes first
    for card in chosen:
        click(qtbot, hosts_view, south_item(hosts_view, card))
    pass_button = hosts_view.table.decor.pass_button
    qtbot.mouseClick(
        hosts_view.viewport(),
        Qt.MouseButton.LeftButton,
        pos=hosts_view.mapFromScene(pass_button.rect.center()),
    )
    qtbot.waitUntil(lambda: Seat.SOUTH in host.state_of(Seat.WEST).snapshot.passed)
    with qtbot.waitSignal(hosts_view.controller.cards_received, timeout=5000):
        pass_by_mouse(qtbot, friends_view)  # then the friend, in their own window
    game = host.game_copy()
    assert game is not None and game.hand.passes[Seat.SOUTH] == tuple(sorted(chosen))
    hosting.close_table()
    qtbot.waitUntil(lambda: friends.network is None or not bob.connected, timeout=5000)


def test_a_damaged_saved_table_is_said_in_the_dialog_and_kept_aside(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    (tmp_path / "hosted-table.json").write_text('{"format": "hearts-qt saved table", "sch')
    dialog, _hosting = _host_table(qtbot, window)
    [kept] = [p.name for p in tmp_path.iterdir() if p.name.startswith("hosted-table.damaged-")]
    assert dialog.message.text() == (
        f"The saved table could not be resumed because it is damaged; it was kept as “{kept}”."
    )
    assert not dialog.resume.isVisible() and dialog.table_name.isEnabled()  # a new table
    dialog.reject()


@pytest.fixture
def unnamed(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> MainWindow:
    """A window whose player never set a name (Options shows "South")."""
    monkeypatch.setenv(DATA_DIR_ENV, str(tmp_path))
    return _window(qtbot, tmp_path, None)


def test_the_host_is_named_after_the_user_and_a_friend_from_south_sits_at_once(
    qtbot: QtBot, unnamed: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(player_name.getpass, "getuser", lambda: "marie")
    dialog, hosting = _host_table(qtbot, unnamed)
    assert dialog.name.text() == "marie" and dialog.table_name.text() == "marie’s table"
    _fill(qtbot, dialog)
    qtbot.mouseClick(dialog.open_button, Qt.MouseButton.LeftButton)
    host = hosting.host
    assert host is not None and host.names[Seat.SOUTH] == "marie"
    qtbot.waitUntil(lambda: unnamed.network is not None)
    friend = AutoClient()  # a friend who never set a name either: their window says South
    with qtbot.waitSignal(friend.joined, timeout=5000):
        friend.join("127.0.0.1", host.port, "South", None, "chou")
    assert friend.seat is Seat.WEST
    clash = AutoClient()  # a name taken still gets its sentence
    with qtbot.waitSignal(clash.rejected, timeout=5000) as refused:
        clash.join("127.0.0.1", host.port, "marie", None, "chou")
    assert refused.args == ["Someone at the table already has that name."]
    hosting.close_table()
    dialog, hosting = _host_table(qtbot, unnamed)
    assert dialog.name.text() == "marie"  # remembered
    dialog.reject()


def test_without_a_user_name_the_host_is_a_player_and_an_empty_name_is_said(
    qtbot: QtBot, unnamed: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    def no_user() -> str:
        raise OSError("No username set in the environment")

    monkeypatch.setattr(player_name.getpass, "getuser", no_user)
    dialog, hosting = _host_table(qtbot, unnamed)
    assert dialog.name.text() == "Player"
    dialog.name.selectAll()
    qtbot.keyClick(dialog.name, Qt.Key.Key_Delete)
    qtbot.mouseClick(dialog.open_button, Qt.MouseButton.LeftButton)
    assert dialog.isVisible() and hosting.host is None
    assert dialog.message.text() == (
        "Type the name your friends will see at the table (printable characters)."
    )
    dialog.reject()


def test_the_lobby_is_a_window_of_its_own_minimised_alone(qtbot: QtBot, window: MainWindow) -> None:
    dialog, hosting = _host_table(qtbot, window)
    _fill(qtbot, dialog)
    qtbot.mouseClick(dialog.open_button, Qt.MouseButton.LeftButton)
    lobby = _lobby(qtbot, hosting)
    handle = lobby.windowHandle()
    assert handle is not None and handle.transientParent() is None  # no owner to take along
    assert lobby.windowType() is Qt.WindowType.Window  # with a minimise button
    lobby.showMinimized()
    qtbot.waitUntil(lobby.isMinimized)
    assert window.isVisible() and not window.isMinimized()
    assert window.windowHandle() is not None and window.windowHandle().isExposed()
    _game_menu(window, "Host T&able…").trigger()  # the lobby of the table, back in front
    qtbot.waitUntil(lambda: not lobby.isMinimized() and lobby.isVisible())
    window.close()  # the table's window closing closes the table and its lobby
    qtbot.waitUntil(
        lambda: hosting.lobby is None and not (shiboken6.isValid(lobby) and lobby.isVisible())
    )
