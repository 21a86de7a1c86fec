"""The launcher's smoke checks pass from the source tree, and it hands over to the app."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "packaging"))

import launcher


@pytest.mark.parametrize(
    "check",
    [
        launcher._check_svg_plugin,
        launcher._check_card_art,
        launcher._check_icon,
        launcher._check_sound,
    ],
)
def test_smoke_checks_pass_from_the_source_tree(qtbot: QtBot, check: object) -> None:
    assert callable(check)
    assert check()


def test_unfrozen_it_restarts_itself_through_this_python() -> None:
    command = launcher._self_command("--autoplay", "1")
    assert command[:2] == [sys.executable, str(Path(launcher.__file__).resolve())]
    assert command[2:] == ["--autoplay", "1"]


def test_a_failing_check_is_reported_and_counted(capsys: pytest.CaptureFixture[str]) -> None:
    report = launcher._Report()

    def broken() -> str:
        raise RuntimeError("no svg")

    report.check("svg", broken)
    report.check("fine", lambda: "yes")
    report.close()
    assert report.failed == 1
    assert capsys.readouterr().out.splitlines() == [
        "FAIL svg: RuntimeError: no svg",
        "ok   fine: yes",
    ]
