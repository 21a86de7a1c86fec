"""``hearts-qt-server``: the table without a window, run as its own process; a player
joins it, a game begins, and SIGTERM tells the player the host is closing."""

from __future__ import annotations

import os
import re
import signal
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from hearts_qt.engine.presets import PRESETS, Preset
from hearts_qt.net.client import TableClient
from hearts_qt.net.serve_options import parser, rules_of
from hearts_qt.storage.files import DATA_DIR_ENV
from tests.net.table import join_at

SERVE = ["--port", "0", "--address", "127.0.0.1", "--levels", "easy", "--seed", "9"]


def _environment(folder: Path) -> dict[str, str]:
    """The server keeps its table in ``folder``, not in the player's data folder."""
    return {**os.environ, DATA_DIR_ENV: str(folder)}


@pytest.fixture
def server(tmp_path: Path) -> Iterator[subprocess.Popen[str]]:
    process = subprocess.Popen(
        [sys.executable, "-m", "hearts_qt.net.serve", *SERVE],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=_environment(tmp_path),
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
        (
            ["--password-file", "/no/such/file"],
            "argument --password-file: cannot read a password from '/no/such/file': "
            "No such file or directory",
        ),
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


def test_a_new_table_plays_the_preset_and_the_pass_asked_for(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert rules_of(parser().parse_args([])) == PRESETS[Preset.CLASSIC]
    rules = rules_of(parser().parse_args(["--preset", "black_maria", "--pass-count", "5"]))
    assert rules.values == PRESETS[Preset.BLACK_MARIA].values and rules.pass_count == 5
    for arguments, message in [
        (["--preset", "bridge"], "argument --preset: not a preset (one of classic, omnibus"),
        (["--pass-count", "6"], "argument --pass-count: not a number of cards to pass"),
    ]:
        with pytest.raises(SystemExit):
            parser().parse_args(arguments)
        assert message in capsys.readouterr().err


def test_a_password_from_a_file_is_asked_of_every_player(qtbot: QtBot, tmp_path: Path) -> None:
    secret = tmp_path / "password"
    secret.write_text("chou fleur\n", encoding="utf-8")
    process = subprocess.Popen(
        [sys.executable, "-m", "hearts_qt.net.serve", *SERVE, "--password-file", str(secret)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=_environment(tmp_path),
    )
    try:
        assert process.stdout is not None
        found = re.search(r"port (\d+)", process.stdout.readline())
        assert found
        port = int(found.group(1))
        stranger = TableClient()
        with qtbot.waitSignal(stranger.rejected, timeout=10_000) as said:
            stranger.join("127.0.0.1", port, "Zed", password="chou")
        assert said.args == ["That is not the table’s password."]
        friend = TableClient()
        with qtbot.waitSignal(friend.joined, timeout=10_000):
            friend.join("127.0.0.1", port, "Ann", password="chou fleur")
    finally:
        process.kill()
        process.communicate(timeout=10)
