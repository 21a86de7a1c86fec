"""One connection of the network table, either side: a socket that sends and receives the
protocol's messages, one JSON line each, and closes on the first line that is not one."""

from __future__ import annotations

import logging

from PySide6.QtCore import QObject, QTimer, Signal, Slot
from PySide6.QtNetwork import QAbstractSocket, QTcpSocket

from hearts_qt.net.protocol import MAX_LINE, Message, ProtocolError, encode, parse

log = logging.getLogger(__name__)

MAX_BACKLOG = 64 * MAX_LINE
"""The most a connection may leave unread before it is cut off, in bytes."""


class Line(QObject):
    """A socket speaking the protocol; it owns the socket (its Qt parent).

    Its signals carry the line itself, so that an owner of many connects bound methods
    (a lambda holding its owner, kept by the connection, would keep the owner alive until
    a line is deleted, and then delete it from inside that deletion).

    Signals:
        received(Line, Message): a valid message arrived.
        failed(Line, str): the other side sent something that is not a message (the
            reason, for the log); the connection is being closed.
        closed(Line): the connection is gone, whoever closed it (emitted once).
    """

    received = Signal(object, object)
    failed = Signal(object, str)
    closed = Signal(object)

    def __init__(self, socket: QTcpSocket, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.socket = socket
        socket.setParent(self)
        socket.setReadBufferSize(4 * MAX_LINE)  # read on only as fast as lines are parsed
        # No Nagle: a card is a small write, which would otherwise wait for the other
        # side's delayed acknowledgement (40 ms on Linux, bench_server.py).
        socket.setSocketOption(QAbstractSocket.SocketOption.LowDelayOption, 1)
        socket.connected.connect(self._on_connected)
        self._buffer = bytearray()
        self._closed = False
        self._broken = False
        self.greeted = False
        """Whether the other side has said hello (the host's to set)."""
        socket.readyRead.connect(self._on_ready_read)
        socket.disconnected.connect(self._on_disconnected)
        socket.errorOccurred.connect(self._on_error)
        if socket.bytesAvailable():  # handed over with bytes already read (tls.py's server)
            QTimer.singleShot(0, self, self._on_ready_read)

    @property
    def is_open(self) -> bool:
        return not self._closed and not self._broken

    def send(self, message: Message) -> None:
        """Send ``message``; a peer that has left more than ``MAX_BACKLOG`` bytes unread
        is cut off (it would make the sender hold everything it was ever sent)."""
        if not self.is_open:
            return
        if self.socket.bytesToWrite() > MAX_BACKLOG:
            log.info("Cutting off a connection that reads nothing of what it is sent.")
            self.abort()
            return
        self.socket.write(encode(message))

    def close(self) -> None:
        """Close after what was sent has gone out."""
        if self.is_open:
            self._broken = True
            self.socket.disconnectFromHost()
            if self.socket.state() is QAbstractSocket.SocketState.UnconnectedState:
                self._on_disconnected()

    def abort(self) -> None:
        """Cut the connection at once (what a network cut does)."""
        self._broken = True
        self.socket.abort()
        self._on_disconnected()

    @Slot()
    def _on_connected(self) -> None:
        self.socket.setSocketOption(QAbstractSocket.SocketOption.LowDelayOption, 1)

    def expect_hello(self, within_ms: int) -> None:
        """Close unless ``greeted`` is set within ``within_ms``."""
        timer = QTimer(self)
        timer.setSingleShot(True)
        timer.timeout.connect(self._on_hello_due)
        timer.start(within_ms)

    @Slot()
    def _on_hello_due(self) -> None:
        if not self.greeted:
            self.close()

    @Slot()
    def _on_ready_read(self) -> None:
        self._buffer += self.socket.readAll().data()
        while not self._broken:
            end = self._buffer.find(b"\n")
            if end < 0:
                if len(self._buffer) > MAX_LINE:
                    self._fail(f"a line longer than {MAX_LINE} bytes")
                return
            line = bytes(self._buffer[:end])
            del self._buffer[: end + 1]
            try:
                message = parse(line)
            except ProtocolError as error:
                self._fail(str(error))
                return
            self.received.emit(self, message)

    def _fail(self, reason: str) -> None:
        log.info("Closing a connection that sent %s.", reason)
        self._buffer.clear()
        self.failed.emit(self, reason)
        self.close()

    @Slot()
    def _on_disconnected(self) -> None:
        if not self._closed:
            self._closed = True
            self.closed.emit(self)

    @Slot(QAbstractSocket.SocketError)
    def _on_error(self, _error: QAbstractSocket.SocketError) -> None:
        if self.socket.state() is QAbstractSocket.SocketState.UnconnectedState:
            self._on_disconnected()
