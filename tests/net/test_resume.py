"""A host stopped mid-hand and started again resumes its table from the save: the game
from where it was, each friend back in their seat with the token they had, the game going
on; a damaged save is set aside with a sentence, and the server resumes on restart."""

from __future__ import annotations

import queue
import re
import signal
import subprocess
import sys
import threading
from pathlib import Path

import shiboken6
from PySide6.QtNetwork import QHostAddress
from pytestqt.qtbot import QtBot

from hearts_qt.controller.snapshot import TableSnapshot
from hearts_qt.engine import Phase, Seat
from hearts_qt.net.host import TableHost
from hearts_qt.net.table_keeper import TableKeeper, resumable, resume
from hearts_qt.storage.saved_table import TableStore
from tests.net.table import TAKEOVER_MS, AutoClient, host_actions, join, join_at, local_host


def _host(port: int = 0, levels: tuple[str, ...] = ("easy", "hard", "easy", "normal")) -> TableHost:
    table = TableHost(
        table="Kitchen",
        levels=levels,
        takeover_ms=TAKEOVER_MS,
        threaded=False,
    )
    assert table.listen(port, QHostAddress(QHostAddress.SpecialAddress.LocalHost)), table.error
    return table


def _mid_hand(snapshot: TableSnapshot) -> bool:
    view = snapshot.view
    return view is not None and view.phase is Phase.PLAYING and len(view.played) >= 6


def _waits_for(snapshot: TableSnapshot, *seats: Seat) -> bool:
    """Mid-hand, and the game waits for one of ``seats`` (held: nothing moves)."""
    view = snapshot.view
    return _mid_hand(snapshot) and view is not None and view.to_play in seats


def test_a_host_stopped_mid_hand_resumes_and_its_players_take_their_seats_back(
    qtbot: QtBot, tmp_path: Path
) -> None:
    store = TableStore(tmp_path / "table.json")
    first = _host()
    TableKeeper(first, store)
    ann, bob = join(qtbot, first, "Ann"), join(qtbot, first, "Bob")
    ann.hold = bob.hold = _mid_hand
    first.start(seed=31)
    qtbot.waitUntil(
        lambda: (
            _waits_for(first.state_of(Seat.SOUTH).snapshot, Seat.SOUTH, Seat.WEST)
            and ann.snapshot() == first.state_of(Seat.SOUTH).snapshot
        ),
        timeout=10_000,
    )
    port, played, seen = first.port, host_actions(first), ann.snapshot()
    tokens = (ann.token, bob.token)
    first.close()
    qtbot.waitUntil(lambda: not ann.connected and not bob.connected, timeout=5000)

    saved = resumable(store.load().saved)
    assert saved is not None
    assert list(saved.game.actions) == played
    assert (saved.table, saved.port, saved.levels) == ("Kitchen", port, first.levels)
    assert saved.names == ("Ann", "Bob", "", "") and saved.tokens[:2] == tokens
    again = _host(port)
    TableKeeper(again, store)
    resume(again, saved)
    assert again.names == ("Ann", "Bob", "", "")
    assert host_actions(again) == played  # nobody back yet: the game waits for them
    assert not again.is_computer(Seat.SOUTH) and again.is_computer(Seat.NORTH)

    ann2 = join(qtbot, again, "Ann", autoplay=False, token=tokens[0])
    bob2 = join(qtbot, again, "Bob", autoplay=False, token=tokens[1])
    assert (ann2.seat, bob2.seat) == (Seat.SOUTH, Seat.WEST)
    qtbot.waitUntil(lambda: ann2.snapshot() == seen, timeout=5000)  # where it was stopped
    for client in (ann2, bob2):
        client.autoplay = True
        client.play_from_now()
    qtbot.waitUntil(lambda: ann2.snapshot().number >= 2, timeout=20_000)  # the game goes on
    assert host_actions(again)[: len(played)] == played
    assert resumable(store.load().saved) is not None  # saved as it goes on
    again.close()


def test_a_finished_game_is_saved_but_not_resumed(qtbot: QtBot, tmp_path: Path) -> None:
    store = TableStore(tmp_path / "table.json")
    host = _host(levels=("easy",) * 4)
    TableKeeper(host, store)
    join(qtbot, host, "Ann")
    host.start(seed=4)
    qtbot.waitUntil(lambda: host.game_over, timeout=60_000)
    assert store.load().saved is not None
    assert resumable(store.load().saved) is None
    host.close()


def test_a_damaged_save_is_kept_aside_with_a_sentence(tmp_path: Path) -> None:
    path = tmp_path / "table.json"
    path.write_bytes(b'{"format": "hearts-qt saved table", "schema": 1, "record": [')
    loaded = TableStore(path).load()
    assert loaded.saved is None
    kept = [p for p in tmp_path.iterdir() if p.name.startswith("table.damaged-")]
    assert len(kept) == 1 and not path.exists()
    assert loaded.message == (
        "The saved table could not be resumed because it is damaged; "
        f"it was kept as “{kept[0].name}”."
    )
    assert kept[0].read_bytes().endswith(b"[")


SERVE = ["--port", "0", "--address", "127.0.0.1", "--levels", "easy", "--seed", "9"]


class _Served:
    """A ``hearts-qt-server`` process whose output lines are all kept as they come: one
    thread alone reads its standard output (``readline`` then ``communicate`` lost the
    lines already buffered), and its errors go to a file."""

    def __init__(self, save: Path, *extra: str) -> None:
        self._errors = save.with_name(f"{save.name}.{len(list(save.parent.iterdir()))}.err")
        with self._errors.open("w") as errors:  # the process has its own copy
            self.process = subprocess.Popen(
                [sys.executable, "-m", "hearts_qt.net.serve", *SERVE, "--save", str(save), *extra],
                stdout=subprocess.PIPE,
                stderr=errors,
                text=True,
            )
        self._lines: queue.Queue[str | None] = queue.Queue()
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()
        found = re.search(r"port (\d+)", self.line())
        assert found, self.errors()
        self.port = int(found.group(1))

    def _read(self) -> None:
        assert self.process.stdout is not None
        for line in self.process.stdout:
            self._lines.put(line.rstrip("\n"))
        self._lines.put(None)  # the output has ended

    def line(self, timeout: float = 20) -> str:
        """The next line the server writes ("" once its output has ended)."""
        line = self._lines.get(timeout=timeout)
        return "" if line is None else line

    def errors(self) -> str:
        return self._errors.read_text()

    def stop(self) -> list[str]:
        """SIGTERM, and every line written after those read."""
        self.process.send_signal(signal.SIGTERM)
        self.process.wait(timeout=10)
        assert self.process.returncode == 0, self.errors()
        self._reader.join(timeout=10)
        lines = []
        while (line := self._lines.get(timeout=1)) is not None:
            lines.append(line)
        assert self.process.stdout is not None
        self.process.stdout.close()
        return lines


def test_the_server_resumes_its_table_on_restart_unless_fresh(qtbot: QtBot, tmp_path: Path) -> None:
    save = tmp_path / "served.json"
    server = _Served(save)
    ann = join_at(qtbot, "127.0.0.1", server.port, "Ann")
    ann.hold = _mid_hand
    qtbot.waitUntil(lambda: _waits_for(ann.snapshot(), Seat.SOUTH), timeout=20_000)
    cut = ann.snapshot()
    token = ann.token
    server.stop()

    server = _Served(save)
    try:
        assert server.line() == (
            "The saved game resumes at hand 1 of deal 9: "
            "its players take their seats back by joining again."
        )
        back = AutoClient(autoplay=False)
        with qtbot.waitSignal(back.state_changed, timeout=10_000):
            back.join("127.0.0.1", server.port, "Ann", token)
        assert back.seat is Seat.SOUTH
        assert back.snapshot() == cut  # the game where it was
    finally:
        lines = server.stop()
    assert lines[0] == "Ann sits at South."

    server = _Served(save, "--fresh")
    newcomer = join_at(qtbot, "127.0.0.1", server.port, "Ann", autoplay=False, token=token)
    assert newcomer.token != token  # a new table, with new tokens
    lines = server.stop()
    assert lines[:2] == ["Ann sits at South.", "A game begins, deal 9."]


def test_a_closing_host_tells_its_players_even_if_its_process_ends_at_once(
    qtbot: QtBot,
) -> None:
    host = local_host()
    ann = join(qtbot, host, "Ann", autoplay=False)
    host.close()
    shiboken6.delete(host)  # as when the window closes: no event loop left to write it
    with qtbot.waitSignal(ann.host_closing, timeout=3000):
        pass


def test_the_seats_are_said_again_when_a_computer_takes_an_away_players_seat(
    qtbot: QtBot,
) -> None:
    host = local_host()
    ann = join(qtbot, host, "Ann", autoplay=False)
    bob = join(qtbot, host, "Bob", autoplay=False)
    host.start(seed=3)
    with qtbot.waitSignal(host.seats_changed, timeout=5000):
        bob.abort()
    assert not host.is_computer(Seat.WEST)  # the seat waits for Bob first
    told = []
    ann.seats_changed.connect(lambda *seats: told.append(seats))
    with qtbot.waitSignal(host.seats_changed, timeout=TAKEOVER_MS * 10):
        pass
    assert host.is_computer(Seat.WEST)
    qtbot.waitUntil(lambda: bool(told), timeout=5000)  # Ann hears it too
    host.close()
