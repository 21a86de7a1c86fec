"""The command line: good arguments parse, bad ones exit 2 with a message."""

from __future__ import annotations

import os
import subprocess
import sys

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


def test_the_installed_command_refuses_bad_arguments() -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    result = subprocess.run(
        [sys.executable, "-m", "hearts_qt", "--autoplay", "lots"],
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
        check=False,
    )
    assert result.returncode == 2
    assert "--autoplay" in result.stderr
