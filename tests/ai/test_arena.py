"""The arena's command line on a handful of short games."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from hearts_qt.arena.cli import main

SHORT = ["--target-score", "20", "--hands", "8", "--seed", "3"]


def test_json_report_has_the_documented_shape(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["--players", "hard,expert,easy,random", "--iterations", "hard=1,expert=2", "--json"]
    assert main([*argv, *SHORT]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["hands"] >= 8
    assert data["hands_per_second"] > 0
    assert [p["level"] for p in data["players"]] == ["hard", "expert", "easy", "random"]
    keys = {"points_per_hand", "ci95", "moons", "decision_ms_median", "decision_ms_p95"}
    for player in data["players"]:
        assert keys | {"decision_ms_max", "ratio"} <= set(player)
    total = sum(p["points_per_hand"] for p in data["players"])
    assert total > 0


def test_duplicate_plays_each_deal_in_four_rotations(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--players", "normal,normal,normal,normal", "--duplicate", "--json", *SHORT]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["games"] % 4 == 0
    ratios = [p["ratio"] for p in data["players"]]
    assert all(r == pytest.approx(1.0, abs=0.6) for r in ratios)


def test_table_output(capsys: pytest.CaptureFixture[str]) -> None:
    rules = ["--jack-of-diamonds", "-10", "--shoot-the-sun", "--moon-scoring", "shooter_minus"]
    assert main(["--players", "random,random,random,random", *rules, *SHORT]) == 0
    out = capsys.readouterr().out
    assert "1:random" in out
    assert "hands/s" in out


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--players", "easy,normal,normal,wizard"], "unknown level 'wizard'"),
        (["--players", "easy,normal"], "exactly four players"),
        (["--hands", "-5"], "at least 1"),
        (["--jobs", "0"], "at least 1"),
        (["--iterations", "x"], "not a whole number"),
        (["--iterations", "normal=3"], "only hard and expert"),
        (["--fixed-hands", "6"], "multiple of four"),
        (["--time-budget", "-1"], "positive"),
    ],
)
def test_bad_arguments_exit_2(
    argv: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(argv)
    assert exit_info.value.code == 2
    assert message in capsys.readouterr().err


def test_runs_as_a_module_with_parallel_jobs() -> None:
    command = [sys.executable, "-m", "hearts_qt.arena", "--jobs", "2", "--json", *SHORT]
    result = subprocess.run(command, capture_output=True, text=True, check=False, timeout=60)
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout)["hands"] >= 8
    bad = subprocess.run(
        [sys.executable, "-m", "hearts_qt.arena", "--hands", "0"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert bad.returncode == 2
    assert "--hands" in bad.stderr
