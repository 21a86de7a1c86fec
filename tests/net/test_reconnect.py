"""A player whose connection is cut mid-trick: a computer plays the seat after the
takeover time, and the player gets the seat back, with the game as it now stands, by
joining again with the same name and the table's token."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from hearts_qt.controller.snapshot import TableSnapshot
from hearts_qt.engine import Phase, Seat
from hearts_qt.net.host import TableHost
from tests.net.table import TAKEOVER_MS, host_actions, join


def test_a_cut_player_is_replaced_then_takes_the_seat_back(qtbot: QtBot, host: TableHost) -> None:
    ann = join(qtbot, host, "Ann")
    bob = join(qtbot, host, "Bob")

    def mid_trick(snapshot: TableSnapshot) -> bool:
        view = snapshot.view
        return (
            view is not None
            and view.phase is Phase.PLAYING
            and len(view.tricks) >= 2
            and bool(view.trick)
            and view.to_play is Seat.WEST
        )

    bob.hold = mid_trick
    host.start(seed=23)
    qtbot.waitUntil(lambda: mid_trick(bob.snapshot()), timeout=10_000)
    token, waiting, cut = bob.token, len(host_actions(host)), bob.snapshot()
    assert token is not None
    with qtbot.waitSignal(host.seats_changed, timeout=5000):
        bob.abort()
    assert host.present == (True, False, False, False)
    assert not host.is_computer(Seat.WEST)  # not yet: the seat waits for its player
    qtbot.waitUntil(lambda: host.is_computer(Seat.WEST), timeout=TAKEOVER_MS * 10)
    qtbot.waitUntil(lambda: len(host_actions(host)) > waiting + 8, timeout=10_000)

    stranger = join_rejected(qtbot, host, "Bob", "not the token")
    assert stranger == "That seat belongs to someone else."

    again = join(qtbot, host, "Bob", autoplay=False, token=token)
    assert again.seat is Seat.WEST and again.token == token
    assert not host.is_computer(Seat.WEST)
    qtbot.waitUntil(lambda: again.snapshot() == host.state_of(Seat.WEST).snapshot, timeout=5000)
    now, view = again.snapshot(), again.snapshot().view
    assert view is not None and cut.view is not None
    assert now.number > cut.number or len(view.tricks) > len(cut.view.tricks)  # what it missed
    assert host.present == (True, True, False, False)
    again.autoplay = True
    again.play_from_now()
    qtbot.waitUntil(lambda: ann.snapshot().over and again.snapshot().over, timeout=60_000)
    assert ann.results == again.results == tuple(host.game_copy().results)  # type: ignore[union-attr]


def join_rejected(qtbot: QtBot, host: TableHost, name: str, token: str) -> str:
    from tests.net.table import AutoClient

    client = AutoClient()
    with qtbot.waitSignal(client.rejected, timeout=5000) as rejected:
        client.join("127.0.0.1", host.port, name, token)
    return str(rejected.args[0])
