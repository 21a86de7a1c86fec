"""Every kind of bad input: an action the rules refuse gets the engine's reason and the
game is unchanged; a line that is not a message closes that connection, and the game
goes on (a computer takes the seat after the takeover time)."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from hearts_qt.engine import DECK, IllegalMove, Phase, Seat
from hearts_qt.net.host import TableHost
from hearts_qt.net.protocol import MAX_LINE, VERSION, PassCards, PlayCard, Rejected, State
from tests.net.table import RawSeat, host_actions, passing, sit


def _two_seats(qtbot: QtBot, host: TableHost) -> tuple[RawSeat, RawSeat]:
    """South and West held by raw seats, a game begun and passed, South or West to play
    (neither has sent anything since its pass)."""
    south, west = sit(qtbot, host, "Ann"), sit(qtbot, host, "Bob")
    host.start(seed=11)
    for seat in (south, west):
        qtbot.waitUntil(lambda seat=seat: passing(seat), timeout=5000)
        view = seat.last_state.snapshot.view
        assert view is not None
        seat.send(PassCards(view.hand[:3]))

    def humans_turn() -> bool:
        game = host.game_copy()
        return (
            game is not None
            and game.hand.phase is Phase.PLAYING
            and (game.hand.to_play in (Seat.SOUTH, Seat.WEST))
        )

    qtbot.waitUntil(humans_turn, timeout=5000)
    qtbot.waitUntil(lambda: all(_up_to_date(host, s) for s in (south, west)), timeout=5000)
    return south, west


def _up_to_date(host: TableHost, seat: RawSeat) -> bool:
    assert seat.seat is not None
    return seat.last_state == host.state_of(seat.seat)


def _on_turn(host: TableHost, seats: tuple[RawSeat, RawSeat]) -> tuple[RawSeat, RawSeat]:
    game = host.game_copy()
    assert game is not None
    return seats if game.hand.to_play is seats[0].seat else (seats[1], seats[0])


def _refused(qtbot: QtBot, seat: RawSeat, message: PlayCard) -> str:
    before = len(seat.refusals())
    seat.send(message)
    qtbot.waitUntil(lambda: len(seat.refusals()) > before, timeout=5000)
    return seat.refusals()[-1].template


def test_a_card_not_held_out_of_turn_or_against_the_rules_is_refused_with_the_reason(
    qtbot: QtBot, host: TableHost
) -> None:
    seats = _two_seats(qtbot, host)
    actions = host_actions(host)
    turn, other = _on_turn(host, seats)
    view = turn.last_state.snapshot.view
    assert view is not None and view.to_play is turn.seat
    not_held = next(c for c in DECK if c not in view.hand)
    assert _refused(qtbot, turn, PlayCard(not_held)) == IllegalMove.NOT_HELD
    other_view = other.last_state.snapshot.view
    assert other_view is not None
    out_of_turn = PlayCard(other_view.hand[0])
    assert _refused(qtbot, other, out_of_turn) == IllegalMove.NOT_YOUR_TURN
    illegal = [c for c in view.hand if c not in view.legal]  # the first trick (seed 11)
    assert illegal, "this deal's first trick lets the seat play any card"
    assert _refused(qtbot, turn, PlayCard(illegal[0])) in {
        IllegalMove.FOLLOW_SUIT,
        IllegalMove.FIRST_LEAD,
    }
    assert host_actions(host) == actions
    assert turn.connected and other.connected
    turn.send(PlayCard(view.legal[0]))  # and the game goes on
    qtbot.waitUntil(lambda: len(host_actions(host)) > len(actions), timeout=5000)


def test_a_refused_play_is_told_to_the_player_in_words(qtbot: QtBot, host: TableHost) -> None:
    from tests.net.table import join

    client = join(qtbot, host, "Ann", autoplay=False)
    host.start(seed=3)
    qtbot.waitUntil(lambda: client.snapshot().view is not None, timeout=5000)
    with qtbot.waitSignal(client.illegal_move, timeout=5000) as refused:
        client.play_card(client.snapshot().view.hand[0])  # type: ignore[union-attr]
    assert refused.args == ["The cards are still being passed."]


GARBAGE = {
    "malformed JSON": b'{"type": "play", "card": "QS"\n',
    "a line over the limit": b'{"type": "play", "card": "' + b"Q" * MAX_LINE + b'"}\n',
    "a limitless line": b"x" * (MAX_LINE + 2),
    "binary garbage": bytes(range(256)) * 4 + b"\n",
    "an unknown type": b'{"type": "shuffle"}\n',
    "an unknown field": b'{"type": "play", "card": "QS", "seat": 0}\n',
    "a card that is no card": b'{"type": "play", "card": "1Z"}\n',
    "a second hello": b'{"type": "hello", "version": 1, "name": "Ann", "token": null}\n',
    "JSON nested too deep": b"[" * 5000 + b"\n",
}


@pytest.mark.parametrize("garbage", GARBAGE.values(), ids=GARBAGE.keys())
def test_garbage_closes_that_connection_and_the_game_goes_on(
    qtbot: QtBot, host: TableHost, garbage: bytes
) -> None:
    seats = _two_seats(qtbot, host)
    actions = host_actions(host)
    turn, other = _on_turn(host, seats)
    turn.send_bytes(garbage)
    qtbot.waitUntil(lambda: not turn.connected, timeout=5000)
    assert other.connected
    assert host.present[turn.seat] is False  # type: ignore[index]
    assert host_actions(host)[: len(actions)] == actions
    qtbot.waitUntil(lambda: host.is_computer(turn.seat), timeout=5000)  # type: ignore[arg-type]
    qtbot.waitUntil(lambda: len(host_actions(host)) > len(actions), timeout=5000)


def test_a_hello_of_another_version_is_rejected_and_the_game_is_unchanged(
    qtbot: QtBot, host: TableHost
) -> None:
    south = sit(qtbot, host, "Ann")
    host.start(seed=5)
    qtbot.waitUntil(lambda: isinstance(south.messages[-1], State), timeout=5000)
    actions = host_actions(host)
    stranger = RawSeat(host)
    qtbot.waitUntil(lambda: stranger.connected, timeout=5000)
    stranger.hello("Zed", version=VERSION + 1)
    qtbot.waitUntil(lambda: not stranger.connected, timeout=5000)
    assert stranger.messages == [Rejected("version")]
    assert host_actions(host) == actions and host.names == ("Ann", "", "", "")
    assert south.connected


def test_a_message_before_hello_closes_the_connection(qtbot: QtBot, host: TableHost) -> None:
    stranger = RawSeat(host)
    qtbot.waitUntil(lambda: stranger.connected, timeout=5000)
    stranger.send(PlayCard(DECK[0]))
    qtbot.waitUntil(lambda: not stranger.connected, timeout=5000)
    assert stranger.messages == []


def test_a_pass_of_two_cards_or_a_pass_after_the_exchange_is_refused(
    qtbot: QtBot, host: TableHost
) -> None:
    south = sit(qtbot, host, "Ann")
    host.start(seed=11)
    qtbot.waitUntil(lambda: passing(south), timeout=5000)
    view = south.last_state.snapshot.view
    assert view is not None
    south.send(PassCards(view.hand[:2]))
    qtbot.waitUntil(lambda: len(south.refusals()) == 1, timeout=5000)
    assert south.refusals()[0].template == IllegalMove.PASS_THREE
    assert [a for a in host_actions(host) if a[1:2] == (Seat.SOUTH,)] == []
    south.send(PassCards(view.hand[:3]))
    qtbot.waitUntil(lambda: len(host_actions(host)) >= 5, timeout=5000)  # all four passed
    south.send(PassCards(view.hand[3:6]))
    qtbot.waitUntil(lambda: len(south.refusals()) == 2, timeout=5000)
    assert south.refusals()[1].template == IllegalMove.WRONG_PHASE_PASS
    assert south.connected


def test_a_player_who_reads_nothing_is_cut_off_and_the_game_goes_on(
    qtbot: QtBot, host: TableHost, monkeypatch: pytest.MonkeyPatch
) -> None:
    from hearts_qt.net import line

    south = sit(qtbot, host, "Ann")
    monkeypatch.setattr(line, "MAX_BACKLOG", 100)  # a state is 2 KB: the deal's fills it
    host.start(seed=5)
    qtbot.waitUntil(lambda: not south.connected, timeout=5000)
    assert host.present == (False, False, False, False)
    qtbot.waitUntil(lambda: host.is_computer(Seat.SOUTH), timeout=5000)
    qtbot.waitUntil(lambda: len(host_actions(host)) > 20, timeout=5000)


def test_connections_that_never_say_hello_are_limited(qtbot: QtBot, host: TableHost) -> None:
    from hearts_qt.net.host import MAX_STRANGERS

    strangers = [RawSeat(host) for _ in range(MAX_STRANGERS)]
    qtbot.waitUntil(lambda: all(s.connected for s in strangers), timeout=5000)
    one_more = RawSeat(host)
    qtbot.waitUntil(lambda: one_more.socket.state().name == "UnconnectedState", timeout=5000)
    assert all(s.connected for s in strangers)


@pytest.mark.parametrize("token", [None, "guess", "jeton à moi ♠"])
def test_a_seat_taken_back_without_its_token_is_refused(
    qtbot: QtBot, host: TableHost, token: str | None
) -> None:
    south = sit(qtbot, host, "Ann")
    host.start(seed=5)
    south.socket.abort()
    qtbot.waitUntil(lambda: host.present == (False, False, False, False), timeout=5000)
    thief = RawSeat(host)
    qtbot.waitUntil(lambda: thief.connected, timeout=5000)
    thief.hello("Ann", token)
    qtbot.waitUntil(lambda: not thief.connected, timeout=5000)
    assert thief.messages == [Rejected("token")]
    assert host.names == ("Ann", "", "", "")
