"""What the network tests share: a host on loopback, clients that play the first legal
card of their views (and score a New Moon they shot by adding it to the others), and a
raw seat that keeps every byte the host sends it."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtNetwork import QAbstractSocket, QHostAddress, QTcpSocket
from pytestqt.qtbot import QtBot

from hearts_qt.controller.moon import MoonQuestion
from hearts_qt.controller.snapshot import TableSnapshot
from hearts_qt.engine import MoonScoring, Phase, Rules, Seat
from hearts_qt.net.client import TableClient
from hearts_qt.net.host import TableHost
from hearts_qt.net.protocol import (
    VERSION,
    ChooseMoon,
    Hello,
    Message,
    PassCards,
    PlayCard,
    Refused,
    State,
    Welcome,
    encode,
    parse,
)

TAKEOVER_MS = 300


def local_host(*, threaded: bool = False, rules: Rules | None = None) -> TableHost:
    """A host on a free loopback port, easy computers in the empty seats."""
    table = TableHost(
        table="Test table",
        rules=rules,
        levels=("easy", "easy", "easy", "easy"),
        takeover_ms=TAKEOVER_MS,
        threaded=threaded,
    )
    assert table.listen(0, QHostAddress(QHostAddress.SpecialAddress.LocalHost)), table.error
    return table


def play_from_view(
    snapshot: TableSnapshot, seat: Seat, moon: MoonQuestion | None = None
) -> Message | None:
    """What a seat that plays the first legal card does with this view, if anything."""
    view = snapshot.view
    if view is None or snapshot.over:
        return None
    if moon is not None:
        return ChooseMoon(MoonScoring.OTHERS_PLUS) if moon.seat is seat else None
    if view.phase is Phase.PASSING and not view.passed and view.direction:
        return PassCards(view.hand[: view.rules.pass_count])
    if view.phase is Phase.PLAYING and view.to_play is seat and view.legal:
        return PlayCard(view.legal[0])
    return None


class AutoClient(TableClient):
    """A ``TableClient`` that plays the first legal card whenever its view asks it to."""

    def __init__(self, *, autoplay: bool = True) -> None:
        super().__init__()
        self.autoplay = autoplay
        self.hold: Callable[[TableSnapshot], bool] = lambda snapshot: False
        """Where to stop playing (True: wait here)."""
        self.refusals: list[str] = []
        self._acted: object = None
        self.state_changed.connect(self._play_from)
        self.illegal_move.connect(self.refusals.append)

    def play_from_now(self) -> None:
        self._play_from(self.snapshot())

    def _play_from(self, snapshot: TableSnapshot) -> None:
        if not self.autoplay or self.seat is None or self.hold(snapshot):
            return
        move = play_from_view(snapshot, self.seat, self.moon)
        view = snapshot.view
        if move is None or view is None:
            return
        moment = (snapshot.number, view.phase, len(view.played), self.moon is not None)
        if moment != self._acted:
            self._acted = moment
            if isinstance(move, PlayCard):
                self.play_card(move.card)
            elif isinstance(move, PassCards):
                self.choose_pass(move.cards)
            elif isinstance(move, ChooseMoon):
                self.choose_moon(move.choice)


def join(
    qtbot: QtBot, host: TableHost, name: str, *, autoplay: bool = True, token: str | None = None
) -> AutoClient:
    return join_at(qtbot, "127.0.0.1", host.port, name, autoplay=autoplay, token=token)


def join_at(
    qtbot: QtBot,
    address: str,
    port: int,
    name: str,
    *,
    autoplay: bool = True,
    token: str | None = None,
) -> AutoClient:
    client = AutoClient(autoplay=autoplay)
    with qtbot.waitSignal(client.joined, timeout=5000):
        client.join(address, port, name, token)
    return client


class RawSeat:
    """A seat that speaks the protocol by hand on a bare socket: it keeps every line the
    host sends it, and can send anything at all."""

    def __init__(self, host: TableHost, *, autoplay: bool = False) -> None:
        self.socket = QTcpSocket()
        self.lines: list[bytes] = []
        self.messages: list[Message] = []
        self.autoplay = autoplay
        self.seat: Seat | None = None
        self._acted: object = None
        self._buffer = b""
        self.socket.readyRead.connect(self._on_ready_read)
        self.socket.connectToHost("127.0.0.1", host.port)

    def _on_ready_read(self) -> None:
        self._buffer += self.socket.readAll().data()
        *lines, self._buffer = self._buffer.split(b"\n")
        for line in lines:
            self.lines.append(line)
            message = parse(line)
            self.messages.append(message)
            if isinstance(message, Welcome):
                self.seat = message.seat
            elif isinstance(message, State) and self.autoplay and self.seat is not None:
                self._play_from(message, self.seat)

    def _play_from(self, state: State, seat: Seat) -> None:
        snapshot = state.snapshot
        move = play_from_view(snapshot, seat, state.moon)
        view = snapshot.view
        if move is not None and view is not None:
            moment = (snapshot.number, view.phase, len(view.played), state.moon is not None)
            if moment != self._acted:
                self._acted = moment
                self.send(move)

    @property
    def last_state(self) -> State:
        return [m for m in self.messages if isinstance(m, State)][-1]

    def refusals(self) -> list[Refused]:
        return [m for m in self.messages if isinstance(m, Refused)]

    def send_bytes(self, data: bytes) -> None:
        self.socket.write(data)

    def send(self, message: Message) -> None:
        self.send_bytes(encode(message))

    def hello(self, name: str, token: str | None = None, version: int = VERSION) -> None:
        self.send(Hello(version, name, token))

    @property
    def connected(self) -> bool:
        return self.socket.state() is QAbstractSocket.SocketState.ConnectedState


def passing(seat: RawSeat) -> bool:
    """Whether the host's last state asks ``seat`` to pass."""
    states = [m for m in seat.messages if isinstance(m, State)]
    view = states[-1].snapshot.view if states else None
    return view is not None and view.phase is Phase.PASSING


def sit(qtbot: QtBot, host: TableHost, name: str, *, autoplay: bool = False) -> RawSeat:
    seat = RawSeat(host, autoplay=autoplay)
    qtbot.waitUntil(lambda: seat.connected, timeout=5000)
    seat.hello(name)
    qtbot.waitUntil(lambda: seat.seat is not None, timeout=5000)
    return seat


def host_actions(host: TableHost) -> list[object]:
    game = host.game_copy()
    return [] if game is None else list(game.actions)
