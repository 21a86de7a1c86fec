"""The command line: good arguments parse, bad ones exit 2 with a message; a display that
cannot be opened is said plainly, with exit status 1."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QTranslator

from hearts_qt import app, cli
from hearts_qt.resources import resource_path

linux_only = pytest.mark.skipif(
    not sys.platform.startswith("linux"), reason="X11 displays found as on Linux"
)


def test_arguments_parse() -> None:
    options = cli.parse(["--seed", "7", "--animation", "fast", "--autoplay", "3"])
    assert options == cli.Options(seed=7, animation="fast", autoplay=3)
    assert cli.parse([]) == cli.Options()


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--autoplay", "-1"], "must not be negative"),
        (["--seed", "x"], "not a whole number"),
        (["--animation", "warp"], "invalid choice"),
        (["--bogus"], "unrecognized arguments"),
    ],
)
def test_bad_arguments_exit_2_with_a_message(
    argv: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as exit_info:
        cli.parse(argv)
    assert exit_info.value.code == 2
    assert message in capsys.readouterr().err


def _run(args: list[str], env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "hearts_qt", *args],
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
        check=False,
    )


def test_qt_options_are_told_from_unknown_ones() -> None:
    assert cli.qt_option("-platform") == "platform"
    assert cli.qt_option("--style=fusion") == "style"
    assert cli.qt_option("-display") == "display"
    assert cli.qt_option("--bogus") is None
    assert cli.qt_option("offscreen") is None
    options = cli.parse_ours(["-platform", "offscreen", "--seed", "4", "-reverse"])
    assert options == cli.Options(seed=4)


def test_the_installed_command_refuses_bad_arguments() -> None:
    result = _run(["--autoplay", "lots"], {**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    assert result.returncode == 2
    assert "--autoplay" in result.stderr


@pytest.mark.parametrize(
    ("argv", "code", "output"),
    [
        (["--help"], 0, "--animation {off,fast,normal,slow}"),
        (["--version"], 0, "hearts-qt 0."),
        (["--animation", "warp"], 2, "invalid choice: 'warp'"),
        (["--bogus"], 2, "unrecognized arguments: --bogus"),
    ],
)
def test_help_and_bad_arguments_answer_where_no_display_can_be_opened(
    argv: list[str], code: int, output: str
) -> None:
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
    env["QT_QPA_PLATFORM"] = "xcb"  # no display: Qt itself would abort
    result = _run(argv, env)
    assert result.returncode == code, result.stderr
    assert output in result.stdout + result.stderr


DESCRIPTION = "The card game Hearts against three computer players."


def _in(language: str, source: str) -> str:
    """``source`` (context cli) as the shipped .qm of ``language`` translates it."""
    translator = QTranslator()
    assert translator.load(str(resource_path("translations", f"hearts-qt_{language}.qm")))
    return translator.translate("cli", source)


@pytest.mark.parametrize(
    ("system", "setting", "language"),
    [
        ("cs_CZ.UTF-8", None, "cs"),  # the system's language
        ("es_ES.UTF-8", None, "es"),
        ("C.UTF-8", "fr", "fr"),  # the one chosen in Options ▸ Language
        ("cs_CZ.UTF-8", "fr", "fr"),
        ("cs_CZ.UTF-8", "en", "en"),
        ("cs_CZ.UTF-8", "xx", "cs"),  # a language that does not ship: the system's
    ],
)
def test_help_speaks_the_player_s_language(
    tmp_path: Path, system: str, setting: str | None, language: str
) -> None:
    if setting is not None:
        (tmp_path / "settings.ini").write_text(f"[view]\nlanguage={setting}\n", encoding="utf-8")
    gone = ("LC_ALL", "LC_MESSAGES", "LANGUAGE")
    env = {k: v for k, v in os.environ.items() if k not in gone}
    env.update(LANG=system, HEARTS_QT_DATA_DIR=str(tmp_path), QT_QPA_PLATFORM="offscreen")
    result = _run(["--help"], env)
    assert result.returncode == 0, result.stderr
    expected = DESCRIPTION if language == "en" else _in(language, DESCRIPTION)
    assert expected and (expected != DESCRIPTION) == (language != "en")
    assert expected in result.stdout
    assert result.stderr == ""  # a bad setting is said once the game starts, not by --help


def test_qt_keeps_its_own_options(tmp_path: Path) -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "xcb", "HEARTS_QT_DATA_DIR": str(tmp_path)}
    for qt_args in (["-platform", "offscreen"], ["--platform", "offscreen", "--style=fusion"]):
        result = _run([*qt_args, "--autoplay", "0"], env)
        assert result.returncode == 0, result.stderr
        assert "first frame painted" in result.stdout
    stray = _run(["-platform", "offscreen", "stray"], env)
    assert stray.returncode == 2
    assert "unrecognized arguments: stray" in stray.stderr


def test_with_no_display_at_all_it_says_so_instead_of_aborting() -> None:
    if not sys.platform.startswith("linux"):
        pytest.skip("DISPLAY and WAYLAND_DISPLAY are how Linux desktops are found")
    gone = ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")
    env = {k: v for k, v in os.environ.items() if k not in gone}
    result = _run([], env)
    assert result.returncode == 1, result.stderr
    assert "no graphical display was found" in result.stderr


# -- a display that does not answer ------------------------------------------------------

ONE_WORKER = pytest.mark.xdist_group("x-displays")
"""The tests below that take a free display number run one after the other, never at the
same time in two test workers, where one could take the number the other found free."""


def _free_display() -> int:
    """A display number at which no X server listens here (no socket, no TCP port)."""
    for number in range(99, 400):
        if not app.x_server_answers(f":{number}"):
            return number
    pytest.skip("an X server answers at every display number tried")


def _x11_env(display: str, data: Path) -> dict[str, str]:
    """The environment of a desktop session on X11 (Qt picks its platform itself)."""
    gone = ("QT_QPA_PLATFORM", "WAYLAND_DISPLAY", "XDG_SESSION_TYPE")
    env = {k: v for k, v in os.environ.items() if k not in gone}
    return {**env, "DISPLAY": display, "HEARTS_QT_DATA_DIR": str(data)}


@linux_only
@ONE_WORKER
def test_a_display_where_no_x_server_answers_is_said_instead_of_aborting(tmp_path: Path) -> None:
    display = f":{_free_display()}"
    result = _run(["--autoplay", "0"], _x11_env(display, tmp_path))
    assert result.returncode == 1, result.stderr  # Qt aborted: 134
    assert f"the display “{display}” could not be opened" in result.stderr
    assert "Reinstalling" not in result.stderr and "xcb" not in result.stderr
    assert list(tmp_path.iterdir()) == []  # refused before anything was touched


class RefusingServer:
    """Accepts connections on a display's abstract socket and closes them at once, as an
    X server that refuses the client does: only Qt finds out that it cannot connect."""

    def __init__(self, number: int) -> None:
        self.socket = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        self.socket.bind(f"\0{app.X_SOCKETS}/X{number}")
        self.socket.listen(8)
        self.thread = threading.Thread(target=self._serve, daemon=True)
        self.thread.start()

    def _serve(self) -> None:
        while True:
            try:
                client, _address = self.socket.accept()
            except OSError:
                return  # closed
            client.close()

    def close(self) -> None:
        self.socket.shutdown(socket.SHUT_RDWR)
        self.socket.close()
        self.thread.join(10)


@pytest.fixture
def refusing_display() -> Iterator[str]:
    number = _free_display()
    server = RefusingServer(number)
    yield f":{number}"
    server.close()


@linux_only
@ONE_WORKER
def test_a_display_that_refuses_the_app_is_said_too(tmp_path: Path, refusing_display: str) -> None:
    assert app.x_server_answers(refusing_display)  # the probe lets it through; Qt fails
    result = _run(["--autoplay", "0"], _x11_env(refusing_display, tmp_path))
    assert result.returncode == 1, result.stderr
    assert f"the display “{refusing_display}” could not be opened" in result.stderr
    assert "Reinstalling" not in result.stderr


def test_qt_failing_to_start_for_another_reason_exits_1_with_its_own_words(
    tmp_path: Path,
) -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "no-such-platform", "HEARTS_QT_DATA_DIR": str(tmp_path)}
    result = _run(["--autoplay", "0"], env)
    assert result.returncode == 1, result.stderr
    assert 'Could not find the Qt platform plugin "no-such-platform"' in result.stderr


@linux_only
def test_the_probe_looks_where_libxcb_does(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(app, "X_SOCKETS", str(tmp_path))
    number = _free_display()
    assert not app.x_server_answers(f":{number}")
    assert not app.x_server_answers(f"unix:{number}.0")
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as listening:
        listening.bind(str(tmp_path / f"X{number}"))  # the socket file: one stat, no connect
        assert app.x_server_answers(f":{number}") and app.x_server_answers(f":{number}.1")
    with socket.socket() as tcp:
        tcp.bind(("127.0.0.1", 0))
        tcp.listen(1)
        port = tcp.getsockname()[1]
        if port <= app.X_TCP_PORT:
            pytest.skip("the free port is below the X11 range")
        number = port - app.X_TCP_PORT
        assert app.x_server_answers(f"127.0.0.1:{number}")
        assert app.x_server_answers(f"tcp/localhost:{number}.0")
    assert not app.x_server_answers(f"127.0.0.1:{number}")
    for odd in ("", "nonsense", "host::0", ":x"):  # Qt says what is wrong with these
        assert app.x_server_answers(odd)


def test_the_server_s_help_speaks_the_player_s_language_too(tmp_path: Path) -> None:
    gone = ("LC_ALL", "LC_MESSAGES", "LANGUAGE")
    env = {k: v for k, v in os.environ.items() if k not in gone}
    env.update(LANG="cs_CZ.UTF-8", HEARTS_QT_DATA_DIR=str(tmp_path), QT_QPA_PLATFORM="offscreen")
    result = subprocess.run(
        [sys.executable, "-m", "hearts_qt.net.serve", "--help"],
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    for english in ("usage:", "options:", "show this help and exit", "show the version"):
        assert english not in result.stdout  # argparse's own words, as the game's --help
    assert result.stdout.startswith("použití: hearts-qt-server")
    assert _in("cs", "show this help and exit") in result.stdout
