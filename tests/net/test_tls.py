"""TLS at a network table, over loopback, with certificates made by the ``openssl`` command
for the test: a trusted certificate seats the player encrypted, an unknown one is refused
with its fingerprint, a client without TLS still plays in the clear, and the host's files
are refused with a reason when they cannot be used."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt, QTimer
from PySide6.QtNetwork import QAbstractSocket, QHostAddress, QSslCertificate, QTcpSocket
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from hearts_qt.net import tls
from hearts_qt.net.client import TableClient
from hearts_qt.net.discovery import TableAd
from hearts_qt.net.host import TableHost
from hearts_qt.net.protocol import VERSION
from hearts_qt.net.tls import TlsError, TrustedTables, fingerprint, server_configuration
from hearts_qt.storage.files import DATA_DIR_ENV
from hearts_qt.storage.settings import Settings
from hearts_qt.ui.join_dialog import JoinDialog

pytestmark = [
    pytest.mark.skipif(shutil.which("openssl") is None, reason="no openssl command here"),
    pytest.mark.skipif(not tls.available(), reason="this Qt has no TLS backend"),
]


def _make_certificate(folder: Path, *extra: str) -> tuple[Path, Path]:
    certificate, key = folder / "table.pem", folder / "table.key"
    subprocess.run(
        ["openssl", "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1",
         "-keyout", str(key), "-out", str(certificate), "-days", "2", "-subj", "/CN=kitchen",
         *extra],
        check=True, capture_output=True,
    )  # fmt: skip
    return certificate, key


@pytest.fixture
def files(tmp_path: Path) -> tuple[Path, Path]:
    return _make_certificate(tmp_path, "-nodes")


@pytest.fixture
def tls_host(qtbot: QtBot, files: tuple[Path, Path]) -> TableHost:
    host = TableHost(
        table="Kitchen", levels=("easy",) * 4, threaded=False, tls=server_configuration(*files)
    )
    assert host.listen(0, QHostAddress(QHostAddress.SpecialAddress.LocalHost)), host.error
    return host


def _print_of(files: tuple[Path, Path]) -> str:
    return fingerprint(QSslCertificate.fromPath(str(files[0]))[0])


def test_a_trusted_certificate_seats_the_player_encrypted(
    qtbot: QtBot, tls_host: TableHost, files: tuple[Path, Path]
) -> None:
    client = TableClient()
    with qtbot.waitSignal(client.joined, timeout=10_000):
        client.join("127.0.0.1", tls_host.port, "Ann", encrypted=True, trusted=[_print_of(files)])
    assert client.encrypted and tls_host.names[0] == "Ann"
    tls_host.start(seed=5)
    qtbot.waitUntil(lambda: client.snapshot().view is not None, timeout=10_000)
    assert len(client.snapshot().view.hand) == 13  # type: ignore[union-attr]
    client.leave()
    tls_host.close()


def test_an_unknown_certificate_is_refused_with_its_fingerprint(
    qtbot: QtBot, tls_host: TableHost, files: tuple[Path, Path]
) -> None:
    client = TableClient()
    joined: list[object] = []
    unknown: list[str] = []
    client.joined.connect(joined.append)
    client.certificate_unknown.connect(unknown.append)
    with qtbot.waitSignal(client.disconnected, timeout=10_000):
        client.join("127.0.0.1", tls_host.port, "Ann", encrypted=True, trusted=["AB:" * 31 + "CD"])
    assert unknown == [_print_of(files)]
    assert not joined and tls_host.names == ("", "", "", "")
    tls_host.close()


def test_a_client_in_the_clear_still_plays_at_a_tls_table(
    qtbot: QtBot, tls_host: TableHost
) -> None:
    client = TableClient()
    with qtbot.waitSignal(client.joined, timeout=10_000):
        client.join("127.0.0.1", tls_host.port, "Bob")
    assert not client.encrypted
    client.leave()
    tls_host.close()


def test_a_tls_client_at_a_table_in_the_clear_fails(qtbot: QtBot) -> None:
    host = TableHost(table="Plain", levels=("easy",) * 4, threaded=False)
    assert host.listen(0, QHostAddress(QHostAddress.SpecialAddress.LocalHost))
    client = TableClient()
    with qtbot.waitSignal(client.disconnected, timeout=15_000):
        client.join("127.0.0.1", host.port, "Ann", encrypted=True)
    assert host.names == ("", "", "", "")
    host.close()


def test_unusable_files_are_refused_with_the_reason(
    tmp_path: Path, files: tuple[Path, Path]
) -> None:
    certificate, key = files
    with pytest.raises(TlsError, match="Cannot read the certificate"):
        server_configuration(tmp_path / "missing.pem", key)
    (tmp_path / "junk.pem").write_text("not a certificate\n")
    with pytest.raises(TlsError, match="holds no certificate"):
        server_configuration(tmp_path / "junk.pem", key)
    with pytest.raises(TlsError, match="holds no RSA or EC private key"):
        server_configuration(certificate, tmp_path / "junk.pem")
    (tmp_path / "huge.pem").write_bytes(b"-" * (tls.MAX_PEM + 1))
    with pytest.raises(TlsError, match="too large"):
        server_configuration(tmp_path / "huge.pem", key)
    locked = tmp_path / "locked"
    locked.mkdir()
    with_passphrase = _make_certificate(locked, "-passout", "pass:secret")
    with pytest.raises(TlsError, match="without a passphrase"):
        server_configuration(*with_passphrase)


def test_trusted_fingerprints_are_kept_and_junk_lines_ignored(tmp_path: Path) -> None:
    store = TrustedTables(tmp_path / "trusted.txt")
    assert store.fingerprints() == frozenset()
    a, b = "AB:" * 31 + "CD", "01:" * 31 + "23"
    assert store.trust(a) is None and store.trust(b) is None
    with (tmp_path / "trusted.txt").open("a") as f:
        f.write("garbage\n\u202e\n")
    assert TrustedTables(tmp_path / "trusted.txt").fingerprints() == {a, b}
    with pytest.raises(ValueError, match="fingerprint"):
        store.trust("AB")


def _serve(folder: Path, *arguments: str) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, "-m", "hearts_qt.net.serve", "--port", "0", "--address", "127.0.0.1",
         "--levels", "easy", "--no-announce", *arguments],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
        env={**os.environ, DATA_DIR_ENV: str(folder)},
    )  # fmt: skip


def test_the_server_speaks_tls_and_shows_its_fingerprint(
    qtbot: QtBot, tmp_path: Path, files: tuple[Path, Path]
) -> None:
    server = _serve(tmp_path, "--certificate", str(files[0]), "--key", str(files[1]))
    try:
        assert server.stdout is not None
        said = server.stdout.readline() + server.stdout.readline()
        assert _print_of(files) in said, said
        port = re.search(r"port (\d+)", said)
        assert port, said
        client = TableClient()
        with qtbot.waitSignal(client.joined, timeout=10_000):
            client.join("127.0.0.1", int(port.group(1)), "Ann", encrypted=True,
                        trusted=[_print_of(files)])  # fmt: skip
        assert client.encrypted
        client.leave()
    finally:
        server.kill()
        server.communicate(timeout=10)  # and its pipes closed


@pytest.mark.parametrize(
    ("arguments", "message"),
    [
        (["--certificate", "{cert}"], "--certificate and --key go together"),
        (["--certificate", "{key}", "--key", "{key}"], "holds no certificate in PEM form"),
        (["--certificate", "{cert}", "--key", "{cert}"], "holds no RSA or EC private key"),
    ],
)
def test_the_server_refuses_unusable_files_with_the_reason(
    tmp_path: Path, files: tuple[Path, Path], arguments: list[str], message: str
) -> None:
    named = [a.format(cert=files[0], key=files[1]) for a in arguments]
    server = _serve(tmp_path, *named)
    _out, err = server.communicate(timeout=30)
    assert server.returncode == 2 and message in err, err


def _answer_trust(qtbot: QtBot, button: QMessageBox.StandardButton, asked: list[str]) -> None:
    """Answer the question about the table's certificate once it shows, as a person does."""

    def answer() -> None:
        boxes = [w for w in QApplication.topLevelWidgets() if isinstance(w, QMessageBox)]
        if not boxes or not boxes[0].isVisible():
            QTimer.singleShot(50, answer)
            return
        asked.append(boxes[0].text())
        qtbot.mouseClick(boxes[0].button(button), Qt.MouseButton.LeftButton)

    QTimer.singleShot(50, answer)


@pytest.mark.parametrize("trust", [True, False])
def test_join_table_asks_to_trust_a_self_signed_table_and_remembers(
    qtbot: QtBot, tls_host: TableHost, files: tuple[Path, Path], tmp_path: Path, trust: bool
) -> None:
    settings = Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    dialog = JoinDialog(settings)
    dialog.trusted = TrustedTables(tmp_path / "trusted.txt")
    qtbot.addWidget(dialog)
    dialog.show()
    ad = TableAd("Kitchen._hearts-qt._tcp.local.", "Kitchen", "127.0.0.1", tls_host.port,
                 VERSION, 4, False, True)  # fmt: skip
    dialog.add_table(ad)
    assert dialog.tables.item(1).text() == "Kitchen — 4 free seats, encrypted"
    dialog.tables.setCurrentRow(1)
    dialog.name.clear()
    qtbot.keyClicks(dialog.name, "Ann")
    asked: list[str] = []
    _answer_trust(
        qtbot, QMessageBox.StandardButton.Yes if trust else QMessageBox.StandardButton.No, asked
    )
    if trust:
        with qtbot.waitSignal(dialog.seated, timeout=15_000) as seated:
            qtbot.mouseClick(dialog.join_button, Qt.MouseButton.LeftButton)
        assert seated.args[0].encrypted
        assert dialog.trusted.fingerprints() == {_print_of(files)}
        seated.args[0].leave()
    else:
        qtbot.mouseClick(dialog.join_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: "not trusted" in dialog.message.text(), timeout=15_000)
        assert dialog.trusted.fingerprints() == frozenset() and dialog.isVisible()
        assert tls_host.names == ("", "", "", "")
        dialog.reject()
    assert _print_of(files)[:47] in asked[0] and _print_of(files)[48:] in asked[0]
    tls_host.close()


def test_without_tls_in_this_qt_an_encrypted_table_is_joined_in_the_clear_and_said_so(
    qtbot: QtBot, tls_host: TableHost, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(tls, "available", lambda: False)
    settings = Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    dialog = JoinDialog(settings)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.add_table(TableAd("k", "Kitchen", "127.0.0.1", tls_host.port, VERSION, 4, False, True))
    assert dialog.tables.item(1).text() == "Kitchen — 4 free seats"
    dialog.tables.setCurrentRow(1)
    dialog.name.clear()
    qtbot.keyClicks(dialog.name, "Ann")
    with qtbot.waitSignal(dialog.seated, timeout=10_000) as seated:
        qtbot.mouseClick(dialog.join_button, Qt.MouseButton.LeftButton)
        asking = dialog.message.text()
    assert asking == f"Asking the table at 127.0.0.1:{tls_host.port} for a seat (not encrypted)…"
    assert not seated.args[0].encrypted
    seated.args[0].leave()
    tls_host.close()


def test_connections_that_say_nothing_are_bounded_and_the_table_still_seats(
    qtbot: QtBot, tls_host: TableHost, files: tuple[Path, Path]
) -> None:
    silent = [QTcpSocket() for _ in range(tls.MAX_HANDSHAKES + 1)]
    for socket in silent:
        socket.connectToHost("127.0.0.1", tls_host.port)

    def states() -> list[QAbstractSocket.SocketState]:
        return [s.state() for s in silent]

    # Each connection settles open or closed; the one beyond the bound may be closed
    # before it has seen itself connected (its ``connected`` is then never said).
    qtbot.waitUntil(
        lambda: (
            states().count(QAbstractSocket.SocketState.ConnectedState) == tls.MAX_HANDSHAKES
            and states().count(QAbstractSocket.SocketState.UnconnectedState) == 1
        ),
        timeout=tls.HANDSHAKE_MS // 2,
    )
    # one beyond the bound was closed at once; the others would wait out their 10 s
    for socket in silent:
        socket.abort()
    client = TableClient()  # once the host has seen them go, a player is seated as ever

    def seated() -> bool:  # trying again, as a person would, until the host has room
        if client.seat is None and not client.connected:
            client.join(
                "127.0.0.1", tls_host.port, "Ann", encrypted=True, trusted=[_print_of(files)]
            )
        return client.seat is not None

    qtbot.waitUntil(seated, timeout=20_000)  # a loaded machine takes a while
    assert client.encrypted
    client.leave()
    tls_host.close()
