"""How many hands a server process plays on many tables at once, and how late the cards
arrive: loopback only, bounded in time.

A child process (the server) serves ``--tables`` tables (``TableHost``, their computer
players on each table's worker thread, as ``hearts-qt-server`` does); this process joins
each with one scripted client that plays the first legal card of its view at once. Each
table begins when its client sits and begins a new game when one ends. After
``--seconds`` the server closes every table and reports the hands scored and, for each
table, when each card was played; the clients report when each ``played`` message
arrived. Both use ``time.monotonic_ns`` (the same clock in both processes on Linux and
macOS). Prints hands per second and the median and 99th percentile of the delay from a
card played on the host to its arrival at the table's client (the only other client on
it; three of every four cards are the computers').

    python benchmarks/bench_server.py [--tables 50] [--seconds 20] [--level normal]
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time

from PySide6.QtCore import QCoreApplication, QProcess, QTimer
from PySide6.QtNetwork import QHostAddress

from hearts_qt.controller.snapshot import TableSnapshot
from hearts_qt.engine import Card, Phase, Seat
from hearts_qt.net.client import TableClient
from hearts_qt.net.host import TableHost


def serve(tables: int, seconds: float, level: str) -> None:
    """The server process: prints the ports, then after ``seconds`` of play the figures."""
    app = QCoreApplication([sys.argv[0]])
    hosts = [TableHost(table=f"bench {i}", levels=(level,) * 4) for i in range(tables)]
    plays: list[list[int]] = [[] for _ in hosts]
    hands = [0]
    started = [0]
    for i, host in enumerate(hosts):
        assert host.listen(0, QHostAddress(QHostAddress.SpecialAddress.LocalHost)), host.error
        host.card_played.connect(lambda _s, _c, i=i: plays[i].append(time.monotonic_ns()))
        host.hand_scored.connect(lambda _result: hands.__setitem__(0, hands[0] + 1))
        host.game_finished.connect(lambda _w, _t, host=host: QTimer.singleShot(0, host.start))
        host.seats_changed.connect(lambda host=host: begin(host))
    began = [0.0]

    def begin(host: TableHost) -> None:
        if host.started or not any(host.present):
            return
        host.start()
        started[0] += 1
        if started[0] == tables:  # every table plays: the clock starts
            hands[0] = 0
            for table in plays:
                table.clear()
            began[0] = time.monotonic()
            QTimer.singleShot(int(seconds * 1000), stop)

    def stop() -> None:
        elapsed = time.monotonic() - began[0]
        report = {"hands": hands[0], "seconds": elapsed, "plays": plays}
        for host in hosts:
            host.close()
        print(json.dumps(report), flush=True)
        QTimer.singleShot(500, app.quit)

    print(json.dumps([host.port for host in hosts]), flush=True)
    app.exec()


class ScriptedClient(TableClient):
    """Plays the first legal card of its view, at once, and notes when cards arrive."""

    def __init__(self) -> None:
        super().__init__()
        self.arrivals: list[int] = []
        self._acted: object = None
        self.card_played.connect(self._on_card)
        self.state_changed.connect(self._on_state)

    def _on_card(self, _seat: Seat, _card: Card) -> None:
        self.arrivals.append(time.monotonic_ns())

    def _on_state(self, snapshot: TableSnapshot) -> None:
        view = snapshot.view
        if view is None or snapshot.over:
            return
        moment = (snapshot.number, view.phase, len(view.played))
        if moment == self._acted:
            return
        if view.phase is Phase.PASSING and not view.passed and view.direction:
            self._acted = moment
            self.choose_pass(view.hand[:3])
        elif view.phase is Phase.PLAYING and view.to_play is self.seat and view.legal:
            self._acted = moment
            self.play_card(view.legal[0])


def measure(tables: int, seconds: float, level: str) -> None:
    app = QCoreApplication(sys.argv[:1])
    child = QProcess()
    child.setProcessChannelMode(QProcess.ProcessChannelMode.ForwardedErrorChannel)
    arguments = [__file__, "--serve", "--tables", str(tables), "--seconds", str(seconds)]
    child.start(sys.executable, [*arguments, "--level", level])
    lines: list[bytes] = []
    clients: list[ScriptedClient] = []

    def on_output() -> None:
        while child.canReadLine():
            lines.append(child.readLine().data())
            if len(lines) == 1:
                for port in json.loads(lines[0]):
                    client = ScriptedClient()
                    client.join("127.0.0.1", port, "Bench")
                    clients.append(client)
            elif len(lines) == 2:
                QTimer.singleShot(1000, app.quit)  # the clients read what is left

    child.readyReadStandardOutput.connect(on_output)
    app.exec()
    child.waitForFinished(10_000)
    report = json.loads(lines[1])
    delays = [
        (arrived - played) / 1e6
        for client, played_at in zip(clients, report["plays"], strict=True)
        for played, arrived in zip(played_at, client.arrivals, strict=False)
    ]
    delays.sort()
    hands = report["hands"]
    print(f"{tables} tables, computers at {level}, {report['seconds']:.1f} s on one server:")
    print(f"  hands per second: {hands / report['seconds']:.1f} ({hands} hands)")
    p99 = delays[min(len(delays) - 1, int(len(delays) * 0.99))]
    median = statistics.median(delays)
    print(f"  play → arrival at the other client: median {median:.2f} ms, p99 {p99:.2f} ms")
    print(f"  ({len(delays)} cards; {sum(len(c.arrivals) for c in clients)} arrivals)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, default=50)
    parser.add_argument("--seconds", type=float, default=20.0)
    parser.add_argument("--level", default="normal")
    parser.add_argument("--serve", action="store_true", help=argparse.SUPPRESS)
    options = parser.parse_args()
    if not 1 <= options.tables <= 200 or not 0 < options.seconds <= 600:
        parser.error("1 to 200 tables, for at most 600 seconds")
    if options.serve:
        serve(options.tables, options.seconds, options.level)
    else:
        measure(options.tables, options.seconds, options.level)


if __name__ == "__main__":
    main()
