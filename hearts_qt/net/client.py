"""A seat at a network table: connects to a host, says hello, takes a seat, receives its
seat's view and the cards played, and sends the player's pass and plays.

It is shaped like the ``GameController`` the window already renders: ``snapshot()`` is a
``TableSnapshot`` of this client's own seat, ``results`` the finished hands, ``moon`` the
New Moon choice the game waits for, and the intents are ``choose_pass``, ``play_card``
and ``choose_moon``; a refusal comes back translated, as the controller's
``illegal_move`` does.
"""

from __future__ import annotations

import logging
from collections.abc import Collection, Iterable

from PySide6.QtCore import QObject, Signal, Slot
from PySide6.QtNetwork import QAbstractSocket, QSslSocket, QTcpSocket

from hearts_qt.controller.moon import MoonQuestion
from hearts_qt.controller.snapshot import TableSnapshot
from hearts_qt.controller.texts import illegal_reason
from hearts_qt.engine import Card, HandResult, MoonScoring, Seat, sort_cards
from hearts_qt.net.line import Line
from hearts_qt.net.protocol import (
    VERSION,
    ChooseMoon,
    Closing,
    Hello,
    Message,
    PassCards,
    PlayCard,
    Played,
    Refused,
    Rejected,
    Rejection,
    Seats,
    State,
    Welcome,
)
from hearts_qt.net.tls import encrypted_socket

log = logging.getLogger(__name__)


class TableClient(QObject):
    """One player's connection to a table.

    Signals:
        joined(Seat seat, str token): the host gave this client ``seat``; keep ``token``
            to take the seat back after a drop (``join`` with it).
        rejected(str reason): the host gave no seat, in the player's words; or sent
            what this client cannot read (``rejection`` "version"), and the line closes.
        seats_changed(tuple[str, ...] names, tuple[bool, ...] present)
        state_changed(TableSnapshot): this seat's view of the game changed.
        card_played(Seat, Card)
        hand_scored(HandResult): a hand has ended (the results grew).
        illegal_move(str reason): the host refused this seat's pass or play.
        host_closing(): the host is shutting down.
        disconnected(): the connection is gone (``connected`` is False).
        certificate_unknown(str fingerprint): the table's TLS certificate is trusted by
            nobody (``tls.py``): once the player trusts that fingerprint, ``join`` again
            with it among ``trusted``. ``disconnected`` follows.
    """

    joined = Signal(object, str)
    rejected = Signal(str)
    seats_changed = Signal(object, object)
    state_changed = Signal(object)
    card_played = Signal(object, object)
    hand_scored = Signal(object)
    illegal_move = Signal(str)
    host_closing = Signal()
    disconnected = Signal()
    certificate_unknown = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.seat: Seat | None = None
        self.token: str | None = None
        self.table = ""
        self._line: Line | None = None
        self._snapshot = TableSnapshot(0, None, (0, 0, 0, 0), frozenset(), False)
        self._results: tuple[HandResult, ...] = ()
        self._moon: MoonQuestion | None = None
        self._hello = Hello(VERSION, "", None)
        self.names: tuple[str, str, str, str] = ("", "", "", "")
        """Who sits where, by the host's seats (empty: a computer or nobody)."""
        self.present: tuple[bool, bool, bool, bool] = (False, False, False, False)
        self.levels: tuple[str, str, str, str] = ("", "", "", "")
        """The level of the computer playing each seat (empty: none plays it)."""
        self.rejection: Rejection | None = None
        """Why the host last gave no seat (``rejected`` says it in words)."""
        self.address: tuple[str, int] | None = None
        """Where ``join`` last connected: ``rejoin`` goes there again."""
        self._tls: tuple[bool, tuple[str, ...]] = (False, ())
        """Whether ``join`` last asked for TLS, and the fingerprints it trusted: ``rejoin``
        connects the same way."""
        self.socket_error = QAbstractSocket.SocketError.UnknownSocketError
        """What the socket last said when the connection went (``HostNotFoundError``…)."""

    # -- what the window may ask ---------------------------------------------------------

    def snapshot(self) -> TableSnapshot:
        """This seat's view of the game now (its own cards only)."""
        return self._snapshot

    @property
    def results(self) -> tuple[HandResult, ...]:
        return self._results

    @property
    def moon(self) -> MoonQuestion | None:
        """The New Moon choice the game waits for (by the host's seats), or None."""
        return self._moon

    @property
    def connected(self) -> bool:
        return self._line is not None and self._line.is_open

    @property
    def encrypted(self) -> bool:
        """Whether the connection to the table is encrypted (TLS)."""
        socket = self._line.socket if self._line is not None else None
        return isinstance(socket, QSslSocket) and socket.isEncrypted()

    # -- intents --------------------------------------------------------------------------

    def join(
        self,
        host: str,
        port: int,
        name: str,
        token: str | None = None,
        password: str | None = None,
        *,
        encrypted: bool = False,
        trusted: Collection[str] = (),
    ) -> None:
        """Connect to the table at ``host``:``port`` and ask for a seat as ``name`` (with
        ``token``: ask for the seat it had; ``password``: the table's, if it has one)."""
        self.leave()
        self.address = (host, port)
        self._tls = (encrypted, tuple(trusted))
        pin = encrypted_socket(trusted)[1] if encrypted else None
        socket = QTcpSocket() if pin is None else pin.socket
        line = Line(socket, self)
        self._line = line
        self._hello = Hello(VERSION, name, token, password)
        line.received.connect(self._on_message)
        line.failed.connect(self._on_unreadable)
        line.closed.connect(self._on_closed)
        if pin is None:
            socket.connected.connect(self._on_connected)
            socket.connectToHost(host, port)
        else:  # TLS (``encrypted``): hello once the host's certificate is accepted
            pin.untrusted.connect(self.certificate_unknown)
            pin.socket.encrypted.connect(self._on_connected)
            pin.socket.connectToHostEncrypted(host, port)

    @property
    def name(self) -> str:
        """The name this client sits (or asked to sit) under."""
        return self._hello.name

    def rejoin(self) -> None:
        """Connect again to the table last joined and take back the seat it gave (with its
        token), after a drop: encrypted if it joined encrypted, trusting what it trusted."""
        if self.address is not None:
            host, port = self.address
            encrypted, trusted = self._tls
            hello = self._hello
            token, password = self.token, hello.password
            self.join(host, port, hello.name, token, password, encrypted=encrypted, trusted=trusted)

    @Slot()
    def _on_connected(self) -> None:
        self._send(self._hello)

    def leave(self) -> None:
        if self._line is not None:
            line, self._line = self._line, None
            line.close()

    def abort(self) -> None:
        """Cut the connection at once, as a network cut does."""
        if self._line is not None:
            self._line.abort()

    @Slot(object)
    def choose_pass(self, cards: Iterable[Card]) -> None:
        self._send(PassCards(sort_cards(cards)))

    @Slot(object)
    def play_card(self, card: Card) -> None:
        self._send(PlayCard(card))

    @Slot(object)
    def choose_moon(self, choice: MoonScoring) -> None:
        """How the New Moon this seat shot is scored (``MoonScoring.OTHERS_PLUS`` or
        ``SHOOTER_MINUS``)."""
        self._send(ChooseMoon(choice))

    def _send(self, message: Message) -> None:
        if self._line is not None:
            self._line.send(message)

    # -- what the host says ----------------------------------------------------------

    @Slot(object, object)
    def _on_message(self, line: Line, message: Message) -> None:
        if line is not self._line:
            return  # a table this client has left
        match message:
            case Welcome(_version, table, seat, token):
                self.seat, self.token, self.table = seat, token, table
                self.joined.emit(seat, token)
            case Rejected(reason):
                self.rejection = reason
                self.rejected.emit(self._rejection_text(reason))
            case Seats(names, present, levels):
                self.names, self.present, self.levels = names, present, levels
                self.seats_changed.emit(names, present)
            case State(snapshot, results, moon):
                self._take_state(snapshot, results, moon)
            case Played(seat, card):
                self.card_played.emit(seat, card)
            case Refused() as refused:
                self.illegal_move.emit(illegal_reason(refused.error))
            case Closing():
                self.host_closing.emit()
            case _:  # a client's message from the host: it is not speaking the protocol
                log.info("The host sent a client's message; leaving.")
                self.leave()

    @Slot(object, str)
    def _on_unreadable(self, line: Line, _reason: str) -> None:
        """The host sent a line this client cannot read: it speaks another version of the
        protocol under the same number (or is no table). Asking again would be read the
        same way, so it is said as that refusal and the line closes."""
        if line is self._line:
            self.rejection = "version"
            self.rejected.emit(self._rejection_text("version"))

    def _take_state(
        self,
        snapshot: TableSnapshot,
        results: tuple[HandResult, ...],
        moon: MoonQuestion | None,
    ) -> None:
        view = snapshot.view
        if view is not None and view.seat is not self.seat:
            log.info("The host sent another seat's view; leaving.")
            self.leave()
            return
        known = len(self._results)
        new = results[known:] if results[:known] == self._results else ()
        self._snapshot, self._results, self._moon = snapshot, results, moon
        self.state_changed.emit(snapshot)
        for result in new:
            self.hand_scored.emit(result)

    @Slot(object)
    def _on_closed(self, line: Line) -> None:
        line.deleteLater()
        if line is self._line or self._line is None:
            self._line = None
            self.socket_error = line.socket.error()
            self.disconnected.emit()

    def _rejection_text(self, reason: Rejection) -> str:
        return {
            "version": self.tr("The table plays another version of hearts-qt."),
            "full": self.tr("Every seat at the table is taken."),
            "name": self.tr("Someone at the table already has that name."),
            "token": self.tr("That seat belongs to someone else."),
            "started": self.tr("The game at this table has begun without you."),
            "password": self.tr("This table asks for a password.")
            if self._hello.password is None
            else self.tr("That is not the table’s password."),
        }[reason]
