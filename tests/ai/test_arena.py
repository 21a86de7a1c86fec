"""The arena's command line on a handful of short games."""

from __future__ import annotations

import doctest
import json
import math
import statistics
import subprocess
import sys
from dataclasses import replace

import pytest

from hearts_qt.arena import match, sprt
from hearts_qt.arena.cli import build_parser, main
from hearts_qt.arena.cli import rules_of_args as arena_rules
from hearts_qt.arena.match import (
    GameRecord,
    GameSpec,
    SlotRecord,
    make_arena_player,
    v1_unknown_options,
)
from hearts_qt.arena.sprt import MIN_GROUPS, Sprt
from hearts_qt.arena.stats import ratio_estimate
from hearts_qt.engine.cards import Card, PassDirection
from hearts_qt.engine.presets import PRESETS, Preset
from hearts_qt.engine.rules import FirstLead, MoonScoring, Rules

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
        (["--iterations", "normal=3"], "only hard, expert, expert-v1 search"),
        (["--fixed-hands", "6"], "multiple of four"),
        (["--time-budget", "-1"], "positive"),
        (["--sprt", "1.0,0.9"], "--sprt needs --duplicate"),
        (["--duplicate", "--sprt", "1.0"], "two ratios"),
        (["--duplicate", "--sprt", "1.0,1.0"], "positive and differ"),
        (["--duplicate", "--sprt", "1.0,-2"], "positive and differ"),
        (["--duplicate", "--sprt", "1,0.9", "--alpha", "0.7"], "between 0 and 0.5"),
        (["--iterations", "expert-v2=3"], "only hard, expert, expert-v1 search"),
        (["--preset", "rook"], "invalid choice: 'rook'"),
        (["--pass-count", "6"], "invalid choice: 6"),
        (["--pass-cycle", "left,up"], "not a pass direction: 'up'"),
        (["--pass-cycle", "right,left"], "in that order"),
        (["--card-values", "ZZ=3"], "not a card: 'ZZ'"),
        (["--card-values", "KS=ten"], "a whole number, as QS=13, not 'KS=ten'"),
        (["--card-values", "AS=-100"], "from -99 to 99"),
        (["--preset", "omnibus", "--card-values", "JD=2"], "J♦ has a value of its own"),
        (["--no-tricks-bonus", "0"], "not 0"),
        (
            ["--players", "expert-v1,normal,normal,normal", "--preset", "black_maria"],
            "expert-v1 is frozen with the rules of its day and cannot play --card-values",
        ),
        (
            ["--players", "normal,expert-v1,normal,normal", "--moon-scoring", "shooter_chooses"],
            "cannot play --moon-scoring shooter_chooses",
        ),
    ],
)
def test_bad_arguments_exit_2(
    argv: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(argv)
    assert exit_info.value.code == 2
    assert message in capsys.readouterr().err


def rules_of(argv: list[str]) -> Rules:
    return arena_rules(build_parser().parse_args(argv))


def test_a_preset_then_the_options_given_on_top() -> None:
    assert rules_of([]) == Rules()
    assert rules_of(["--preset", "spot_hearts"]) == PRESETS[Preset.SPOT_HEARTS]
    czech = rules_of(["--preset", "czech", "--no-shared-wins"])
    assert czech == replace(PRESETS[Preset.CZECH], no_shared_wins=True)
    assert rules_of(["--preset", "czech", "--target-score", "50"]).fixed_hands is None
    maria = rules_of(["--preset", "black_maria", "--card-values", "ks=5,2c=-1", "--perfect-100"])
    assert maria.values[Card.parse("KS").index] == 5
    assert maria.values[Card.parse("2C").index] == -1
    assert maria.values[Card.parse("AS").index] == 7
    assert maria.perfect_100
    argv = ["--pass-count", "5", "--pass-cycle", "left,across", "--first-lead", "left_of_dealer"]
    argv += ["--hearts-any-time", "--no-tricks-bonus", "-5", "--moon-scoring", "shooter_chooses"]
    rest = rules_of(argv)
    assert rest == Rules(
        pass_count=5,
        pass_cycle=(PassDirection.LEFT, PassDirection.ACROSS),
        first_lead=FirstLead.LEFT_OF_DEALER,
        hearts_any_time=True,
        no_tricks_bonus=-5,
        moon_scoring=MoonScoring.SHOOTER_CHOOSES,
    )


def test_the_house_rules_are_played_and_a_new_moon_chosen(
    capsys: pytest.CaptureFixture[str],
) -> None:
    house = ["--preset", "black_maria", "--pass-count", "5", "--first-lead", "left_of_dealer"]
    house += ["--hearts-any-time", "--no-tricks-bonus", "-5", "--perfect-100", "--no-shared-wins"]
    house += ["--moon-scoring", "shooter_chooses", "--pass-cycle", "left,across"]
    argv = ["--players", "normal,normal,normal,random", "--hands", "100", "--seed", "4"]
    assert main([*argv, *house, "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    rules = Rules.from_dict(data["rules"])
    assert rules == rules_of(house)
    assert data["preset"] is None
    assert data["hands"] >= 100
    assert sum(p["moons"] for p in data["players"]) > 0
    assert main([*SHORT, "--preset", "spot_hearts"]) == 0
    assert "rules: spot_hearts" in capsys.readouterr().out


def test_expert_v1_plays_the_options_of_its_day_only() -> None:
    assert v1_unknown_options(Rules(jack_of_diamonds=11, shoot_the_sun=True)) == []
    assert v1_unknown_options(Rules(pass_count=4, perfect_100=True)) == [
        "--pass-count",
        "--perfect-100",
    ]
    spec = GameSpec(1, 0, ("expert-v1",) * 4, Rules(hearts_any_time=True))
    with pytest.raises(ValueError, match="expert-v1 cannot play --hearts-any-time"):
        make_arena_player("expert-v1", 1, spec)
    assert doctest.testmod(match, raise_on_error=False).failed == 0


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


def test_expert_v1_plays_in_the_arena_with_its_own_count(
    capsys: pytest.CaptureFixture[str],
) -> None:
    argv = ["--players", "expert,expert-v1,normal,easy", "--iterations", "expert=2,expert-v1=3"]
    assert main([*argv, "--duplicate", "--json", *SHORT]) == 0
    data = json.loads(capsys.readouterr().out)
    assert [p["level"] for p in data["players"]] == ["expert", "expert-v1", "normal", "easy"]
    assert data["deal_groups"] == data["games"] // 4
    assert data["interval"] == "delta method over deal groups"
    for player in data["players"]:
        assert player["ratio_low"] <= player["ratio"] <= player["ratio_high"]
        assert player["ratio_high"] - player["ratio"] == pytest.approx(player["ratio_ci95"])
        assert player["moons_per_100"] == pytest.approx(100 * player["moons"] / data["hands"])
        suffered = 100 * player["moons_suffered"] / data["hands"]
        assert player["moons_suffered_per_100"] == pytest.approx(suffered)


def test_the_table_names_the_player_under_test(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--players", "normal,easy,easy,easy", "--duplicate", *SHORT]) == 0
    out = capsys.readouterr().out
    assert "/100h" in out and "against" in out
    assert "under test: 1:normal" in out
    assert "delta method over" in out and "each in 4 rotations" in out


def test_a_sequential_test_stops_once_it_decides(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["--players", "normal,easy,easy,easy", "--duplicate", "--hands", "5000"]
    argv += ["--target-score", "30"]
    assert main([*argv, "--seed", "1", "--sprt", "1.0,0.9", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["sprt"]["decision"] == "H1"
    assert data["sprt"]["llr"] >= data["sprt"]["upper"]
    assert MIN_GROUPS <= data["deal_groups"] < MIN_GROUPS + 10
    assert data["hands"] < 5000
    assert main([*argv, "--seed", "1", "--sprt", "1.0,0.9"]) == 0
    assert "H1 accepted after" in capsys.readouterr().out


def test_players_that_never_differ_decide_h0_at_once(capsys: pytest.CaptureFixture[str]) -> None:
    """Four Normal players (no randomness) score alike on every duplicate deal: ratio 1
    with no spread, so the test takes H0 as soon as it may decide."""
    argv = ["--players", "normal,normal,normal,normal", "--duplicate", "--hands", "3000"]
    argv += ["--target-score", "30"]
    assert main([*argv, "--sprt", "1.0,0.9", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["sprt"]["decision"] == "H0"
    assert data["sprt"]["llr"] is None  # minus infinity
    assert data["deal_groups"] == MIN_GROUPS


def test_sprt_reports_undecided_when_the_hands_run_out(
    capsys: pytest.CaptureFixture[str],
) -> None:
    argv = ["--players", "easy,easy,easy,easy", "--duplicate", "--sprt", "1.0,0.99"]
    assert main([*argv, "--jobs", "1", *SHORT]) == 0
    assert "undecided after" in capsys.readouterr().out


def test_ratio_estimate_by_hand() -> None:
    """Two deal groups of one game each: the ratio is the slot's points over the field's
    mean, and the delta method's variance is that of the residuals m − R·f."""
    games = [
        GameRecord(1, 0, 1, [SlotRecord([p]) for p in (4, 10, 6, 6)]),
        GameRecord(2, 0, 1, [SlotRecord([p]) for p in (8, 4, 9, 5)]),
    ]
    estimate = ratio_estimate(0, games)
    field = [22 / 3, 18 / 3]
    ratio = 12 / sum(field)
    residuals = [4 - ratio * field[0], 8 - ratio * field[1]]
    variance = statistics.variance(residuals) / ((sum(field) / 2) ** 2 * 2)
    assert estimate.ratio == pytest.approx(ratio)
    assert estimate.variance == pytest.approx(variance)
    assert estimate.groups == 2
    assert estimate.high - estimate.low == pytest.approx(2 * 1.96 * math.sqrt(variance))
    assert math.isnan(ratio_estimate(0, games[:1]).variance)


def test_sprt_llr_and_bounds() -> None:
    test = Sprt(1.0, 0.9)
    assert test.llr(0.95, 0.01) == pytest.approx(0.0)
    assert test.llr(0.9, 0.0025) == pytest.approx(2.0)
    assert test.llr(1.0, 0.0025) == pytest.approx(-2.0)
    assert test.decide(0.8, 0.0001, MIN_GROUPS - 1) is None
    assert test.decide(0.8, 0.0001, MIN_GROUPS) == "H1"
    assert test.decide(1.1, 0.0001, MIN_GROUPS) == "H0"
    assert test.llr(math.nan, 0.1) == 0.0
    with pytest.raises(ValueError, match="different"):
        Sprt(1.0, 1.0)
    failures = doctest.testmod(sprt, raise_on_error=False).failed
    assert failures == 0
