"""The window at a network table, acting as a person does: join a host in this process over
loopback, pass three cards by mouse, play by drag, see the others' cards arrive, ask for a
hint, find Undo off with its reason, leave, and find the local game as it was."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from hearts_qt.engine import Phase, Seat
from hearts_qt.net.client import TableClient
from hearts_qt.net.host import TableHost
from hearts_qt.net.turned import turn
from hearts_qt.storage.autosave import AutoSave
from hearts_qt.storage.saved_game import GameStore
from hearts_qt.storage.statistics import StatisticsStore
from hearts_qt.ui.main_window import MainWindow
from hearts_qt.ui.network_table import NetworkTable
from hearts_qt.ui.table.phase import TablePhase
from hearts_qt.ui.table.view import TableView
from tests.net.table import host_actions, join
from tests.ui.table_helpers import drag, pass_by_mouse, south_item, wait_for_south
from tests.ui.window_helpers import quick_window


def _seated(qtbot: QtBot, host: TableHost, window: MainWindow, name: str) -> TableView:
    client = TableClient()
    with qtbot.waitSignal(client.joined, timeout=5000):
        client.join("127.0.0.1", host.port, name)
    window.sit_at_table(client, threaded=False)
    network = window.network
    assert network is not None
    network.table.still_trick_ms = 0
    return network.table


def _at_table(
    qtbot: QtBot, host: TableHost, folder: Path, name: str = "Ann"
) -> tuple[MainWindow, TableView, NetworkTable]:
    """A window with a local game dealt (as the application always has one), seated at
    ``host``'s table as ``name``."""
    window = quick_window(qtbot, folder)
    window.show()
    window.deal_new_game(seed=5)
    view = _seated(qtbot, host, window, name)
    assert window.network is not None
    return window, view, window.network


def _dealt_window(qtbot: QtBot, folder: Path) -> MainWindow:
    """A window shown with its local game dealt and laid out on the table."""
    window = quick_window(qtbot, folder)
    window.show()
    with qtbot.waitSignal(window.table.idle):
        window.deal_new_game(seed=11)
    return window


def _start(qtbot: QtBot, host: TableHost, view: TableView, seed: int) -> None:
    host.start(seed=seed)
    qtbot.waitUntil(lambda: view.phase is TablePhase.PASSING, timeout=5000)


def _play_by_drag(qtbot: QtBot, view: TableView) -> None:
    wait_for_south(qtbot, view)
    card = view.controller.legal_plays()[0]
    item = south_item(view, card)
    with qtbot.waitSignal(view.controller.card_played, timeout=5000):
        drag(qtbot, view, item, QPointF(view.table.layout.centre))
    assert (Seat.SOUTH, card) in view.controller.snapshot().view.played  # type: ignore[union-attr]


def test_a_network_table_plays_in_the_window_and_leaves_the_local_game_as_it_was(
    qtbot: QtBot, host: TableHost, tmp_path: Path
) -> None:
    window = _dealt_window(qtbot, tmp_path)
    qtbot.waitUntil(lambda: len(window.controller.passed_seats()) == 3)  # South to pass
    local = window.controller.snapshot()

    view = _seated(qtbot, host, window, "Ann")
    assert window.centralWidget().currentWidget() is view  # type: ignore[attr-defined]
    assert not window._undo.isEnabled() and not window._redo.isEnabled()
    assert window._undo.statusTip() == "A network game has no undo"
    assert window._undo.toolTip() == "A network game has no undo"
    with qtbot.waitSignal(view.controller.hand_dealt, timeout=5000):
        host.start(seed=11)  # dealt on the table as in a local game, not laid out at once
    qtbot.waitUntil(lambda: view.phase is TablePhase.PASSING, timeout=5000)
    assert view.names[Seat.SOUTH] == "Ann"
    assert view.names[Seat.WEST] == "West (Easy)"  # three Easy computers: by their seats too

    with qtbot.waitSignal(view.controller.hint_ready, timeout=20000):
        window.hint()
    assert len(view.aids.hinted) == 3  # the Expert's three cards, from this seat's view
    passed = pass_by_mouse(qtbot, view)
    held = host.game_copy()
    assert held is not None and held.hand.passes[Seat.SOUTH] == tuple(sorted(passed))

    _play_by_drag(qtbot, view)
    _play_by_drag(qtbot, view)  # the others' cards came between
    others = [s for s, _c in view.controller.snapshot().view.played if s is not Seat.SOUTH]  # type: ignore[union-attr]
    assert others  # a card of another seat arrived and was shown
    plays = [a for a in host_actions(host) if a[0] == "play"]
    assert len(plays) >= 2
    window.cards_played.show()  # View ▸ Cards Played follows the network table
    shown = len(view.controller.snapshot().view.played)  # type: ignore[union-attr]
    assert window.cards_played.panel.count.text() == f"{shown} of 52 played"

    window.leave_table()
    qtbot.waitUntil(lambda: window.network is None)
    assert window.centralWidget().currentWidget() is window.table  # type: ignore[attr-defined]
    assert window.controller.snapshot() == local  # the local game, as it was
    assert window._undo.statusTip() == ""
    assert window.cards_played.panel.count.text() == "0 of 52 played"  # the local game's
    qtbot.waitUntil(lambda: window.controller.waiting_for_south)


def test_a_player_at_north_sees_itself_at_the_bottom(
    qtbot: QtBot, host: TableHost, tmp_path: Path
) -> None:
    ann = join(qtbot, host, "Ann")  # South at the host, played by the first legal card
    bob = join(qtbot, host, "Bob")  # West
    _window, view, network = _at_table(qtbot, host, tmp_path, "Cy")
    assert network.client.seat is Seat.NORTH
    _start(qtbot, host, view, 3)
    held = host.game_copy()
    assert held is not None
    assert set(view.table.south_cards()) == set(held.hand.held(Seat.NORTH))
    names = view.names
    assert (names[Seat.SOUTH], names[Seat.NORTH], names[Seat.EAST]) == ("Cy", "Ann", "Bob")
    assert names[Seat.WEST] == "Easy"  # the host's East: a computer, by its level

    pass_by_mouse(qtbot, view)
    wait_for_south(qtbot, view)
    game = host.game_copy()
    assert game is not None and game.hand.phase is Phase.PLAYING
    shown = [(seat, item.card) for seat, item in view.table.trick]
    played = [(turn(seat, Seat.NORTH), card) for seat, card in game.hand.trick]
    assert shown == played  # each card lies where its player sits on this table
    assert ann.seat is Seat.SOUTH and bob.seat is Seat.WEST


def test_the_computers_at_a_west_players_table_are_named_by_their_real_seats(
    qtbot: QtBot, host: TableHost, tmp_path: Path
) -> None:
    ann = join(qtbot, host, "Ann")  # South at the host (kept, or it leaves)
    window, view, network = _at_table(qtbot, host, tmp_path, "Bob")
    assert network.client.seat is Seat.WEST
    _start(qtbot, host, view, 3)
    # On Bob's table the host's North sits at the left, its East across, Ann at the right.
    names = view.names
    assert (names[Seat.SOUTH], names[Seat.EAST]) == ("Bob", "Ann")
    assert names[Seat.WEST] == "North (Easy)"
    assert names[Seat.NORTH] == "East (Easy)"
    sheet = network.sheet.model
    assert [sheet.name(seat) for seat in Seat] == ["Bob", "North (Easy)", "East (Easy)", "Ann"]
    window.cards_played.show()
    panel = window.cards_played.panel
    assert panel.names[Seat.WEST].text() == "North (Easy)"
    assert panel.names[Seat.NORTH].text() == "East (Easy)"
    assert ann.seat is Seat.SOUTH


def test_the_window_says_the_connection_is_not_encrypted_and_not_the_local_games_line(
    qtbot: QtBot, host: TableHost, tmp_path: Path
) -> None:
    window = _dealt_window(qtbot, tmp_path)
    status = window.statusBar().findChildren(QLabel)[0]
    local = window.table.status.text
    assert local and status.text() == local  # the local game's line, before sitting down
    title = window.windowTitle()
    _seated(qtbot, host, window, "Ann")
    assert window.windowTitle() == "Table Test table (not encrypted)"
    assert status.text() == "The connection to the table is not encrypted."
    window.table.status.say("Choose three cards to pass")  # the local table, held behind
    assert status.text() == "The connection to the table is not encrypted."
    window.leave_table()
    qtbot.waitUntil(lambda: window.network is None)
    assert window.windowTitle() == title
    assert status.text() == "Choose three cards to pass"  # the local game's own, again


def test_a_whole_hand_at_a_network_table_ends_as_a_local_one(
    qtbot: QtBot, host: TableHost, tmp_path: Path
) -> None:
    window, view, _network = _at_table(qtbot, host, tmp_path, "Ann")
    _start(qtbot, host, view, 8)
    pass_by_mouse(qtbot, view)
    while view.phase is not TablePhase.SCORED:
        wait_for_south(qtbot, view)
        if view.phase is not TablePhase.SCORED:
            with qtbot.waitSignal(view.controller.card_played, timeout=5000):
                qtbot.keyClick(view, Qt.Key.Key_P)  # the first card South may play
    game = host.game_copy()
    assert game is not None and view.end.result == game.results[0]
    assert view.table.decor.banner.isVisible()  # the hand's result over the table
    assert [t for t in game.hands[0].tricks if t.winner is Seat.SOUTH] == [
        t for t in view.controller.view().tricks if t.winner is Seat.SOUTH
    ]
    window.toggle_score_sheet()  # F9: the network game's sheet, its hand's row
    network = window.network
    assert network is not None and network.sheet.isVisible()
    assert tuple(network.sheet.model.results) == (game.results[0],)
    assert network.sheet.deal.isHidden()  # the deal number is the host's secret
    with qtbot.waitSignal(view.controller.hand_dealt, timeout=10000):
        network.sheet.close()  # read: the next hand, which the host dealt long ago
    assert view.controller.snapshot().number == 2


def test_a_dropped_connection_is_said_and_taken_back_with_the_seat(
    qtbot: QtBot, host: TableHost, tmp_path: Path
) -> None:
    window, view, network = _at_table(qtbot, host, tmp_path, "Ann")
    network._retry.setInterval(100)
    _start(qtbot, host, view, 11)
    pass_by_mouse(qtbot, view)
    _play_by_drag(qtbot, view)
    with qtbot.waitSignal(network.connection_changed, timeout=5000) as lost:
        network.client.abort()  # a network cut, mid-hand
    assert lost.args == [False]
    assert "The connection to the table is lost" in window._status.text()
    assert view.table.decor.alert.isVisible()
    with qtbot.waitSignal(network.connection_changed, timeout=10000) as back:
        pass  # tried again with the seat's token until the host takes the player back
    assert back.args == [True] and network.client.seat is Seat.SOUTH
    _play_by_drag(qtbot, view)  # the game goes on from where the host has it

    def caught_up() -> bool:
        game = host.game_copy()
        return game is not None and view.controller.snapshot().view == game.view(Seat.SOUTH)

    qtbot.waitUntil(caught_up, timeout=5000)
    window.leave_table()
    assert window.network is None


def test_no_hint_is_offered_while_the_others_still_choose_their_pass(
    qtbot: QtBot, host: TableHost, tmp_path: Path
) -> None:
    window, view, _network = _at_table(qtbot, host, tmp_path, "Ann")
    idle = join(qtbot, host, "Bob", autoplay=False)  # a friend who takes time to choose
    _start(qtbot, host, view, 11)
    assert view.table.decor.hint_button.isVisible()
    passed = view.table.south_cards()[:3]
    for card in passed:
        view.toggle_chosen(card)
    with qtbot.waitSignal(
        view.controller.pass_chosen, timeout=5000, check_params_cb=lambda seat, _c: seat == 0
    ):
        view.send_pass()  # the others' passes may come first: wait for South's
    assert view.phase is TablePhase.PASSED
    assert not view.table.decor.hint_button.isVisible()
    assert "Waiting for the others" in window._status.text()
    idle.leave()


def test_a_host_that_closes_is_said_and_not_tried_again(
    qtbot: QtBot, host: TableHost, tmp_path: Path
) -> None:
    window, view, network = _at_table(qtbot, host, tmp_path, "Ann")
    network._retry.setInterval(50)
    _start(qtbot, host, view, 11)
    with qtbot.waitSignal(network.connection_changed, timeout=5000):
        host.close()
    assert window._status.text().startswith("The host has closed the table.")
    qtbot.wait(200)
    assert not network._retry.isActive() and not network.client.connected  # no more tries
    window.leave_table()
    assert window.network is None and window.centralWidget().currentWidget() is window.table  # type: ignore[attr-defined]


def test_the_autosave_keeps_the_local_game_through_a_network_game(
    qtbot: QtBot, host: TableHost, tmp_path: Path
) -> None:
    window = quick_window(qtbot, tmp_path)
    window.set_autosave(AutoSave(window.controller, GameStore(tmp_path), StatisticsStore(tmp_path)))
    window.show()
    with qtbot.waitSignal(window.table.idle):
        window.deal_new_game(seed=11)
    qtbot.waitUntil(lambda: len(window.controller.passed_seats()) == 3)
    local = window.controller.game_copy().actions
    view = _seated(qtbot, host, window, "Ann")
    _start(qtbot, host, view, 4)
    pass_by_mouse(qtbot, view)
    _play_by_drag(qtbot, view)
    window.close()  # quitting at the table: it is left, and the local game saved
    saved = GameStore(tmp_path).load().saved
    assert saved is not None and saved.game.seed == 11 and saved.game.actions == local


def test_the_end_of_a_network_game_shows_the_game_over_screen_without_play_again(
    qtbot: QtBot, tmp_path: Path
) -> None:
    from hearts_qt.engine import Rules
    from hearts_qt.ui.score_sheet.game_over import GameOverDialog
    from tests.net.table import local_host

    host = local_host(rules=Rules(fixed_hands=4))
    window, view, _network = _at_table(qtbot, host, tmp_path, "Ann")
    host.start(seed=21)
    while view.phase is not TablePhase.OVER:
        qtbot.waitUntil(
            lambda: (
                view.controller.waiting_for_south
                or view.phase in (TablePhase.SCORED, TablePhase.OVER)
            ),
            timeout=10000,
        )
        if view.phase is TablePhase.SCORED:
            view.continue_after_hand()  # the click that brings the next hand
        elif view.phase is TablePhase.PASSING:
            for card in view.table.south_cards()[:3]:
                view.toggle_chosen(card)
            view.send_pass()
        elif view.phase is TablePhase.PLAYING:
            qtbot.keyClick(view, Qt.Key.Key_P)
        qtbot.wait(1)
    game = host.game_copy()
    assert game is not None and game.is_over and len(game.results) == 4
    dialog = window.findChild(GameOverDialog)
    assert dialog is not None and dialog.isVisible()
    assert not dialog.play_again_button.isVisible()  # the host begins the next game
    assert view.controller.winners == game.winners
    assert tuple(dialog.model.results) == tuple(game.results)
    dialog.close()
    window.leave_table()
    host.close()


def test_a_pass_while_the_connection_is_lost_is_refused_and_made_once_it_is_back(
    qtbot: QtBot, host: TableHost, tmp_path: Path
) -> None:
    _window, view, network = _at_table(qtbot, host, tmp_path, "Ann")
    network._retry.setInterval(60_000)  # no try again until the test says so
    _start(qtbot, host, view, 11)
    with qtbot.waitSignal(network.connection_changed, timeout=5000):
        network.client.abort()
    for card in view.table.south_cards()[:3]:
        view.toggle_chosen(card)
    with qtbot.waitSignal(view.controller.illegal_move, timeout=5000) as refused:
        view.send_pass()
    assert refused.args == ["The table cannot hear you now: wait until the connection is back."]
    assert view.phase is TablePhase.PASSING and len(view.table.chosen_cards()) == 3
    with qtbot.waitSignal(network.connection_changed, timeout=5000):
        network._retry.start(0)
    with qtbot.waitSignal(view.controller.cards_received, timeout=5000):
        view.send_pass()  # the same three cards, now heard
    game = host.game_copy()
    assert game is not None and game.hand.phase is Phase.PLAYING


def test_a_friend_who_drops_and_comes_back_is_said(
    qtbot: QtBot, host: TableHost, tmp_path: Path
) -> None:
    bob = join(qtbot, host, "Bob")  # South at the host: East on Ann's table
    window, view, _network = _at_table(qtbot, host, tmp_path, "Ann")
    _start(qtbot, host, view, 11)
    token = bob.token
    bob.abort()  # Bob's network is cut
    qtbot.waitUntil(lambda: "Bob has left the table" in window._status.text(), timeout=5000)
    back = join(qtbot, host, "Bob", token=token)
    qtbot.waitUntil(lambda: "Bob is back at the table." in window._status.text(), timeout=5000)
    assert view.names[Seat.EAST] == "Bob" and back.seat is Seat.SOUTH


def test_a_card_dropped_on_the_trick_stays_there_until_the_host_answers(
    qtbot: QtBot, host: TableHost, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _window, view, network = _at_table(qtbot, host, tmp_path, "Ann")
    _start(qtbot, host, view, 11)
    pass_by_mouse(qtbot, view)
    wait_for_south(qtbot, view)
    sent: list[object] = []
    real_play = network.client.play_card
    monkeypatch.setattr(network.client, "play_card", sent.append)  # a slow network
    card = view.controller.legal_plays()[0]
    item = south_item(view, card)
    home = item.pos()
    drop = QPointF(view.table.layout.centre)
    drag(qtbot, view, item, drop)
    assert sent == [card]
    qtbot.wait(300)  # longer than a card takes to slide back home
    assert (item.pos() - drop).manhattanLength() < 40  # where it was let go (held off-centre)
    assert (item.pos() - home).manhattanLength() > 200  # not slid back into the hand
    with qtbot.waitSignal(view.controller.card_played, timeout=5000):
        real_play(card)  # the host's answer comes
    assert (Seat.SOUTH, item) in view.table.trick


def test_a_card_on_its_way_when_the_connection_drops_goes_back_to_the_hand(
    qtbot: QtBot, host: TableHost, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _window, view, network = _at_table(qtbot, host, tmp_path, "Ann")
    network._retry.setInterval(60_000)
    _start(qtbot, host, view, 11)
    pass_by_mouse(qtbot, view)
    wait_for_south(qtbot, view)
    monkeypatch.setattr(network.client, "play_card", lambda card: None)  # lost on the way
    card = view.controller.legal_plays()[0]
    item = south_item(view, card)
    home = item.pos()
    drag(qtbot, view, item, QPointF(view.table.layout.centre))
    with qtbot.waitSignal(view.controller.illegal_move, timeout=5000) as refused:
        network.client.abort()
    assert refused.args == ["The table cannot hear you now: wait until the connection is back."]
    qtbot.waitUntil(lambda: (item.pos() - home).manhattanLength() < 2, timeout=2000)
    assert view.table.waiting is None and card in view.table.south_cards()
