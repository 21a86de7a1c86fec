"""TLS for the network table, where the platform's Qt provides it (``available``).

The host. ``hearts-qt-server --certificate F --key F`` (PEM files: a certificate, or a
chain with the table's own first, and its unencrypted RSA or EC key) serves TLS with
``server_configuration``; ``EncryptedServer`` then takes both kinds of client on the one
port: a connection whose first byte opens a TLS handshake (0x16) is encrypted, any other
is served in the clear, as a table without a certificate is (a hearts-qt without TLS
support can still join, and its window says it is not encrypted).

The client's check of the host's certificate, trust on first use: a certificate that the
system's authorities vouch for, for the name or address joined, is accepted; any other
(the self-signed one a home table has) only when the player has trusted its SHA-256
``fingerprint`` before. Joining a table whose certificate is not trusted fails with that
fingerprint (``CertificatePin.untrusted``), so that the window can show it, ask the player
to compare it with the one the host's window or server shows, and join again trusting
it. The fingerprints a player trusts are kept by ``TrustedTables``.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Collection
from pathlib import Path

from PySide6.QtCore import QByteArray, QCryptographicHash, QDateTime, QObject, QTimer, Signal, Slot
from PySide6.QtNetwork import (
    QAbstractSocket,
    QSsl,
    QSslCertificate,
    QSslConfiguration,
    QSslError,
    QSslKey,
    QSslSocket,
    QTcpServer,
)

from hearts_qt.i18n import translate
from hearts_qt.storage.files import data_dir, read_bytes, write_atomically

log = logging.getLogger(__name__)

MAX_PEM = 256 * 1024
"""The largest certificate or key file read, in bytes."""
HANDSHAKE_MS = 10_000
"""How long a new connection may take to show what it speaks and finish its handshake."""
MAX_HANDSHAKES = 16
"""How many connections may be in their handshake at once; more are closed at once."""
_TLS_RECORD = b"\x16"
"""The first byte of a TLS handshake record (a ClientHello)."""

UNVERIFIED: frozenset[QSslError.SslError] = frozenset(
    {
        QSslError.SslError.SelfSignedCertificate,
        QSslError.SslError.SelfSignedCertificateInChain,
        QSslError.SslError.UnableToGetLocalIssuerCertificate,
        QSslError.SslError.UnableToVerifyFirstCertificate,
        QSslError.SslError.CertificateUntrusted,
        QSslError.SslError.HostNameMismatch,
    }
)
"""What is wrong with a certificate no authority vouches for, or for another name: what
a trusted fingerprint forgives. An expired or malformed certificate is never accepted."""


class TlsError(ValueError):
    """A certificate or key that cannot be used, in the player's words."""


def available() -> bool:
    """Whether this Qt can speak TLS (it finds an OpenSSL, Schannel or Secure Transport)."""
    return bool(QSslSocket.supportsSsl())


def fingerprint(certificate: QSslCertificate) -> str:
    """The certificate's SHA-256, as pairs of hex digits separated by colons."""
    digest: QByteArray = certificate.digest(QCryptographicHash.Algorithm.Sha256)
    return ":".join(f"{byte:02X}" for byte in bytes(digest.data()))


def _read(path: Path, what: str) -> bytes:
    try:
        if path.stat().st_size > MAX_PEM:
            raise TlsError(
                translate("Tls", "The {what} {path} is too large to be one.").format(
                    what=what, path=path
                )
            )
        return path.read_bytes()
    except OSError as error:
        raise TlsError(
            translate("Tls", "Cannot read the {what} {path}: {error}").format(
                what=what, path=path, error=error.strerror or error
            )
        ) from error


def server_configuration(certificate: Path, key: Path) -> QSslConfiguration:
    """The TLS a host serves with ``certificate`` (PEM, the table's first) and ``key``;
    ``TlsError`` says what is wrong with them."""
    if not available():
        raise TlsError(translate("Tls", "This computer's Qt cannot encrypt connections (TLS)."))
    chain = QSslCertificate.fromData(
        QByteArray(_read(certificate, translate("Tls", "certificate"))), QSsl.EncodingFormat.Pem
    )
    if not chain or chain[0].isNull():
        raise TlsError(
            translate("Tls", "{path} holds no certificate in PEM form.").format(path=certificate)
        )
    if chain[0].expiryDate() < QDateTime.currentDateTimeUtc():
        raise TlsError(
            translate("Tls", "The certificate {path} has expired.").format(path=certificate)
        )
    data = QByteArray(_read(key, translate("Tls", "key")))
    private = _private_key(data)
    if private is None:
        raise TlsError(
            translate(
                "Tls", "{path} holds no RSA or EC private key in PEM form without a passphrase."
            ).format(path=key)
        )
    configuration = QSslConfiguration.defaultConfiguration()
    configuration.setLocalCertificateChain(chain)
    configuration.setPrivateKey(private)
    configuration.setProtocol(QSsl.SslProtocol.TlsV1_2OrLater)
    configuration.setPeerVerifyMode(QSslSocket.PeerVerifyMode.VerifyNone)  # players have none
    return configuration


def _private_key(data: QByteArray) -> QSslKey | None:
    for algorithm in (QSsl.KeyAlgorithm.Rsa, QSsl.KeyAlgorithm.Ec):
        key = QSslKey(data, algorithm, QSsl.EncodingFormat.Pem, QSsl.KeyType.PrivateKey)
        if not key.isNull():
            return key
    return None


class EncryptedServer(QTcpServer):
    """A server whose clients may speak TLS or not: the first byte of each connection
    decides. A connection joins the pending ones (``pendingConnectionAvailable``) once it
    is encrypted, or at its first byte in the clear; one that says nothing or does not
    finish its handshake within ``HANDSHAKE_MS`` is closed."""

    def __init__(self, configuration: QSslConfiguration, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.configuration = configuration
        self._waiting: set[QSslSocket] = set()

    def incomingConnection(self, handle: int) -> None:
        socket = QSslSocket(self)
        if not socket.setSocketDescriptor(handle) or len(self._waiting) >= MAX_HANDSHAKES:
            socket.abort()
            socket.deleteLater()
            return
        socket.setSslConfiguration(self.configuration)
        self._waiting.add(socket)
        socket.readyRead.connect(self._on_first_bytes)
        socket.encrypted.connect(self._on_encrypted)
        socket.disconnected.connect(self._on_gone)
        socket.errorOccurred.connect(self._on_gone)
        timer = QTimer(socket)
        timer.setSingleShot(True)
        timer.timeout.connect(socket.abort)
        timer.start(HANDSHAKE_MS)

    def _socket(self) -> QSslSocket | None:
        sender = self.sender()
        return sender if isinstance(sender, QSslSocket) and sender in self._waiting else None

    @Slot()
    def _on_first_bytes(self) -> None:
        socket = self._socket()
        if socket is None or socket.mode() is not QSslSocket.SslMode.UnencryptedMode:
            return
        if socket.peek(1).data() == _TLS_RECORD:
            socket.startServerEncryption()
        else:
            self._hand_over(socket)

    @Slot()
    def _on_encrypted(self) -> None:
        socket = self._socket()
        if socket is not None:
            self._hand_over(socket)

    def _hand_over(self, socket: QSslSocket) -> None:
        self._waiting.discard(socket)
        for signal, slot in (
            (socket.readyRead, self._on_first_bytes),
            (socket.encrypted, self._on_encrypted),
            (socket.disconnected, self._on_gone),
            (socket.errorOccurred, self._on_gone),
        ):
            signal.disconnect(slot)
        for timer in socket.findChildren(QTimer):
            timer.stop()
            timer.deleteLater()
        self.addPendingConnection(socket)

    @Slot()
    def _on_gone(self) -> None:
        socket = self._socket()
        if socket is not None and socket.state() is not QAbstractSocket.SocketState.ConnectedState:
            self._waiting.discard(socket)
            socket.deleteLater()


class CertificatePin(QObject):
    """What a client accepts of a host's certificate (trust on first use, see above); a
    child of the socket it checks.

    Signals:
        untrusted(str fingerprint): the host's certificate was refused for being trusted
            by nobody (the connection fails next); trusting the fingerprint lets it join.
    """

    untrusted = Signal(str)

    def __init__(self, socket: QSslSocket, trusted: Collection[str]) -> None:
        super().__init__(socket)
        self.socket = socket
        self.trusted = frozenset(trusted)
        socket.sslErrors.connect(self._on_errors)

    @Slot(object)
    def _on_errors(self, errors: list[QSslError]) -> None:
        certificate = self.socket.peerCertificate()
        forgivable = all(error.error() in UNVERIFIED for error in errors)
        if certificate.isNull() or not forgivable:
            log.info("Refusing the table's certificate: %s", [e.errorString() for e in errors])
        elif fingerprint(certificate) in self.trusted:
            self.socket.ignoreSslErrors(errors)
        else:
            self.untrusted.emit(fingerprint(certificate))


def encrypted_socket(trusted: Collection[str] = ()) -> tuple[QSslSocket, CertificatePin]:
    """A client socket for TLS, checking the host's certificate against ``trusted``."""
    socket = QSslSocket()
    configuration = socket.sslConfiguration()
    configuration.setProtocol(QSsl.SslProtocol.TlsV1_2OrLater)
    socket.setSslConfiguration(configuration)
    return socket, CertificatePin(socket, trusted)


_FINGERPRINT = re.compile(r"^[0-9A-F]{2}(:[0-9A-F]{2}){31}$")


class TrustedTables:
    """The hosts' certificates the player has trusted, by fingerprint, one a line in
    ``trusted-tables.txt`` in the data folder. A line that is not a fingerprint, or a
    file that cannot be read, trusts nothing more (it is never an error to play on)."""

    FILE = "trusted-tables.txt"

    def __init__(self, path: Path | None = None) -> None:
        self.path = path or data_dir() / self.FILE

    def fingerprints(self) -> frozenset[str]:
        try:
            data = read_bytes(self.path) or b""
        except OSError:
            return frozenset()
        lines = data.decode("ascii", errors="replace").split("\n")
        return frozenset(line.strip() for line in lines if _FINGERPRINT.match(line.strip()))

    def trust(self, print_: str) -> str | None:
        """Trust ``print_`` from now on; None, or why it could not be kept."""
        if not _FINGERPRINT.match(print_):
            raise ValueError(f"not a SHA-256 fingerprint: {print_!r}")
        kept = sorted(self.fingerprints() | {print_})
        return write_atomically(self.path, "".join(f"{p}\n" for p in kept).encode("ascii"))
