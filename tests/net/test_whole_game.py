"""A host and three clients play a whole game over loopback."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from hearts_qt.engine import Seat
from hearts_qt.net.host import TableHost
from tests.net.table import join, local_host


def test_three_clients_and_a_computer_play_a_game_to_its_end(qtbot: QtBot) -> None:
    host = local_host(threaded=True)  # the computer thinks on the Thinker's thread
    try:
        clients = [join(qtbot, host, name) for name in ("Ann", "Bob", "Cy")]
        assert [c.seat for c in clients] == [Seat.SOUTH, Seat.WEST, Seat.NORTH]
        assert host.names == ("Ann", "Bob", "Cy", "")
        with qtbot.waitSignal(host.game_finished, timeout=60_000) as finished:
            host.start(seed=31)
        game = host.game_copy()
        assert game is not None and game.is_over
        assert finished.args == [game.winners, game.totals]
        qtbot.waitUntil(lambda: all(c.snapshot().over for c in clients), timeout=5000)
        for client in clients:
            assert client.results == tuple(game.results)
            assert client.refusals == []
        assert host.is_computer(Seat.EAST) and not host.is_computer(Seat.SOUTH)
    finally:
        host.close()


def test_joiners_take_the_free_seats_in_turn_and_see_who_sits_where(
    qtbot: QtBot, host: TableHost
) -> None:
    ann = join(qtbot, host, "Ann")
    with qtbot.waitSignal(ann.seats_changed, timeout=5000) as seen:
        bob = join(qtbot, host, "Bob")
    assert bob.seat is Seat.WEST
    assert seen.args == [("Ann", "Bob", "", ""), (True, True, False, False)]
    bob.leave()  # before the game, leaving frees the seat
    qtbot.waitUntil(lambda: host.names == ("Ann", "", "", ""), timeout=5000)
