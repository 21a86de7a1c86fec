"""``hearts-qt-server``: the table without a window, run as its own process; a player
joins it, a game begins, and SIGTERM tells the player the host is closing."""

from __future__ import annotations

import re
import signal
import subprocess
import sys
from collections.abc import Iterator

import pytest
from pytestqt.qtbot import QtBot

from tests.net.table import join_at

SERVE = ["--port", "0", "--address", "127.0.0.1", "--levels", "easy", "--seed", "9"]


@pytest.fixture
def server() -> Iterator[subprocess.Popen[str]]:
    process = subprocess.Popen(
        [sys.executable, "-m", "hearts_qt.net.serve", *SERVE],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    yield process
    if process.poll() is None:
        process.kill()
    process.wait(10)


def test_a_player_joins_plays_and_is_told_when_the_server_closes(
    qtbot: QtBot, server: subprocess.Popen[str]
) -> None:
    assert server.stdout is not None
    first = server.stdout.readline()
    found = re.search(r"port (\d+)", first)
    assert found, first
    client = join_at(qtbot, "127.0.0.1", int(found.group(1)), "Ann")
    qtbot.waitUntil(lambda: len(client.snapshot().view.played) > 8, timeout=20_000)  # type: ignore[union-attr]
    with qtbot.waitSignals([client.host_closing, client.disconnected], timeout=10_000):
        server.send_signal(signal.SIGTERM)
    out, err = server.communicate(timeout=10)
    assert server.returncode == 0, err
    assert out.splitlines() == [
        "Ann sits at South.",
        "A game begins, deal 9.",
        "Closing the table and telling the players.",
        "Ann has left.",
    ]


@pytest.mark.parametrize(
    ("arguments", "message"),
    [
        (["--port", "65536"], "argument --port: not a port from 0 to 65535: '65536'"),
        (["--levels", "easy,genius"], "argument --levels: not one level or four"),
        (["--players", "5"], "argument --players: not a number of players from 1 to 4: '5'"),
        (["--takeover", "soon"], "argument --takeover: not a number of seconds"),
        (["--address", "the moon"], "not an IP address: 'the moon'"),
    ],
)
def test_a_bad_argument_is_refused_with_a_clear_message(arguments: list[str], message: str) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "hearts_qt.net.serve", *arguments],
        capture_output=True,
        text=True,
        timeout=30,
    )
    assert done.returncode == 2
    assert message in done.stderr
