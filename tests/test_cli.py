"""The command line: good arguments parse, bad ones exit 2 with a message."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from hearts_qt import cli


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
