"""``hearts-qt-server``: a network table without a window, for a machine that stays up.

It serves one table, begins a game once enough players have joined, plays game after
game (15 s apart) with whoever is seated, writes one line per game (and per arrival and
departure) to standard output, and on SIGTERM or SIGINT tells the players the host is
closing and exits.
Bad arguments exit with status 2 and a message, as argparse does (``serve_options.py``).

The table is saved as it is played (``--save``, by default ``served-table.json`` in the
data directory) and a server started again resumes it: the game from its last card, each
player's seat kept for the name and token they had, the table's name and levels (``--fresh``
begins a new table instead).

A table password comes from a file or the environment, never from the command line
(``serve_options.py`` says why).
"""

from __future__ import annotations

import os
import signal
import socket
import sys
from collections.abc import Callable, Sequence
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, QSocketNotifier, QTimer
from PySide6.QtNetwork import QHostAddress, QSslConfiguration

from hearts_qt.controller.texts import seat_name
from hearts_qt.engine import Seat
from hearts_qt.i18n import Translators, speak_before_qt, translate
from hearts_qt.net import tls
from hearts_qt.net.discovery import TableAnnouncer
from hearts_qt.net.host import TableHost
from hearts_qt.net.protocol import MAX_TEXT
from hearts_qt.net.serve_options import PASSWORD_ENV, parser, rules_of
from hearts_qt.net.table_keeper import TableKeeper, resumable, resume
from hearts_qt.storage.files import data_dir
from hearts_qt.storage.saved_table import SERVED_FILE, SavedTable, TableStore

CLOSE_MS = 500
"""How long the players are given to hear that the host is closing."""
ANNOUNCE_MS = 200
"""How long the table's changes wait to be announced together."""
NEXT_GAME_MS = 15_000
"""How long the final scores stay before the next game begins."""


class Server:
    """The host, what it says on standard output, and when it begins each game."""

    def __init__(self, host: TableHost, players: int, seed: int | None) -> None:
        self.host = host
        self.players = players
        self._seed = seed
        host.seats_changed.connect(self._on_seats_changed)
        host.game_started.connect(self._on_game_started)
        host.game_finished.connect(self._on_game_finished)
        self._present, self._names = host.present, host.names

    def _on_seats_changed(self) -> None:
        for seat, was, now in zip(Seat, self._present, self.host.present, strict=True):
            name = self.host.names[seat]
            if now and not was:
                say(
                    translate("Server", "{name} sits at {seat}.").format(
                        name=name, seat=seat_name(seat)
                    )
                )
            elif was and not now:
                say(translate("Server", "{name} has left.").format(name=self._names[seat]))
        self._present, self._names = self.host.present, self.host.names
        if not self.host.started and sum(self._present) >= self.players:
            self.host.start(self._seed)

    def _on_game_started(self, deal: int) -> None:
        say(translate("Server", "A game begins, deal {deal}.").format(deal=deal))

    def _on_game_finished(self, winners: tuple[Seat, ...], totals: Sequence[int]) -> None:
        names = [self.host.names[s] or seat_name(s) for s in Seat]
        scores = ", ".join(f"{name} {total}" for name, total in zip(names, totals, strict=True))
        say(
            translate("Server", "The game is over: {scores}; won by {winners}.").format(
                scores=scores, winners=", ".join(names[s] for s in winners)
            )
        )
        QTimer.singleShot(NEXT_GAME_MS, self._next_game)

    def _next_game(self) -> None:
        if self.host.game_over and sum(self.host.present) >= self.players:
            self._seed = None if self._seed is None else self._seed + 1
            self.host.start(self._seed)


def say(line: str) -> None:
    print(line, flush=True)


def _on_signals(app: QCoreApplication, host: TableHost) -> QSocketNotifier:
    """SIGTERM and SIGINT reach the event loop through a socket (Python runs its own
    handlers only between bytecodes, never while Qt waits)."""
    reader, writer = socket.socketpair()
    reader.setblocking(False)
    writer.setblocking(False)
    signal.set_wakeup_fd(writer.fileno())
    for number in (signal.SIGTERM, signal.SIGINT):
        signal.signal(number, lambda *_: None)
    notifier = QSocketNotifier(reader.fileno(), QSocketNotifier.Type.Read, app)

    def close() -> None:
        reader.recv(64)
        notifier.setEnabled(False)
        say(translate("Server", "Closing the table and telling the players."))
        host.close()
        QTimer.singleShot(CLOSE_MS, app.quit)

    notifier.activated.connect(close)
    _KEPT.extend([reader, writer])
    return notifier


_KEPT: list[socket.socket] = []
"""The signal sockets, open until the process ends."""


def _encryption(certificate: Path | None, key: Path | None) -> QSslConfiguration | None:
    """The TLS the table serves (None: none asked); bad files end with the reason."""
    if certificate is None and key is None:
        return None
    if certificate is None or key is None:
        parser().error(translate("Server", "--certificate and --key go together"))
    try:
        configuration = tls.server_configuration(certificate, key)
    except tls.TlsError as error:
        parser().error(str(error))
    say(
        translate(
            "Server",
            "The table speaks TLS; its certificate's fingerprint (SHA-256), for players "
            "asked whether to trust it: {fingerprint}",
        ).format(fingerprint=tls.fingerprint(configuration.localCertificate()))
    )
    return configuration


def announce(
    host: TableHost, password: bool, parent: QObject, problem: Callable[[str], None]
) -> TableAnnouncer:
    """Announce the table on the local network while it serves, with its free seats;
    ``problem`` is told, in a sentence, when it cannot be (the GUI host uses it too)."""
    announcer = TableAnnouncer(parent)
    soon = QTimer(announcer)  # arrivals and the start close together: one announcement
    soon.setSingleShot(True)
    soon.setInterval(ANNOUNCE_MS)
    withdrawn: list[bool] = []

    def publish() -> None:
        if withdrawn:
            return  # the friends leaving as the table closes
        free = 0 if host.started else sum(not name for name in host.names)
        if not announcer.publish(host.table, host.port, free, password, host.encrypted):
            problem(
                translate(
                    "Server", "The table is not announced on the local network: {error}"
                ).format(error=announcer.error)
            )

    host.seats_changed.connect(soon.start)
    host.game_started.connect(lambda _deal: soon.start())  # not start(deal): a deal's ms

    def withdraw() -> None:
        withdrawn.append(True)
        soon.stop()
        announcer.withdraw(wait_s=CLOSE_MS / 1000)

    soon.timeout.connect(publish)
    host.closed.connect(withdraw)
    publish()
    return announcer


def main(argv: Sequence[str] | None = None) -> int:
    speak_before_qt("")
    options = parser().parse_args(sys.argv[1:] if argv is None else argv)
    QCoreApplication.setOrganizationName("hearts-qt")  # the game's data folder
    QCoreApplication.setApplicationName("hearts-qt")
    app = QCoreApplication.instance() or QCoreApplication([sys.argv[0]])
    translators = Translators(app)
    translators.use("")
    address = QHostAddress(options.address) if options.address else None
    if address is not None and address.isNull():
        parser().error(
            translate("Server", "not an IP address: {text}").format(text=repr(options.address))
        )
    password = options.password_file or os.environ.get(PASSWORD_ENV, "")
    if len(password) > MAX_TEXT or not password.isprintable():
        parser().error(
            translate(
                "Server", "{variable} is not a password of at most {most} printable characters"
            ).format(variable=PASSWORD_ENV, most=MAX_TEXT)
        )
    store = TableStore(options.save or data_dir() / SERVED_FILE)
    saved = None if options.fresh else _saved_table(store)
    encryption = _encryption(options.certificate, options.key)
    host = TableHost(
        table=options.table if saved is None else saved.table,
        rules=rules_of(options) if saved is None else saved.game.rules,
        levels=options.levels if saved is None else saved.levels,
        takeover_ms=int(options.takeover * 1000),
        password=password,
        tls=encryption,
    )
    if not host.listen(options.port, address):
        say(
            translate("Server", "Cannot serve on port {port}: {error}").format(
                port=options.port, error=host.error
            )
        )
        return 1
    keeper = TableKeeper(host, store)
    keeper.problem.connect(say)
    server = Server(host, options.players, options.seed)
    notifier = _on_signals(app, host)
    say(
        translate("Server", "Serving the table on port {port}; waiting for players.").format(
            port=host.port
        )
    )
    if saved is not None:
        say(
            translate(
                "Server",
                "The saved game resumes at hand {hand} of deal {deal}: its players take "
                "their seats back by joining again.",
            ).format(hand=saved.game.number, deal=saved.game.seed)
        )
        resume(host, saved)
    if not options.no_announce:
        announce(host, bool(password), app, say)
    app.exec()
    del server, notifier, translators, keeper
    return 0


def _saved_table(store: TableStore) -> SavedTable | None:
    """The table to resume, if an unfinished one was saved; a damaged file is said."""
    loaded = store.load()
    if loaded.message:
        say(loaded.message)
    return resumable(loaded.saved)


if __name__ == "__main__":
    sys.exit(main())
