"""The play checker's figures in the statistics: agreement and points lost per level,
each hand counted once, and the files of earlier versions still read."""

from __future__ import annotations

import json

import pytest

from hearts_qt.ai.verdict import HandCheck, Verdict
from hearts_qt.engine import Card, Rules
from hearts_qt.storage.check_tally import CheckTally
from hearts_qt.storage.statistics import SCHEMA, Statistics, StatisticsBook, StatisticsStore

QS, AS = Card.parse("QS"), Card.parse("AS")
CLASSIC = Rules()


def check(hand: int, decisions: int, costs: tuple[float, ...] = ()) -> HandCheck:
    verdicts = tuple(Verdict("play", n, (AS,), (QS,), cost, 0.5) for n, cost in enumerate(costs))
    return HandCheck(hand, decisions, decisions - len(costs), verdicts)


def test_agreement_and_points_lost_per_hand_add_up_per_level(
    stats_store: StatisticsStore,
) -> None:
    assert stats_store.record_check(check(1, 12), ("easy", "hard", "easy"), "g/1", CLASSIC) is None
    assert stats_store.record_check(check(2, 10, (3.0, 1.5)), ("hard",) * 3, "g/2", CLASSIC) is None
    assert stats_store.record_check(check(2, 10, (3.0, 1.5)), ("hard",) * 3, "g/2", CLASSIC) is None
    statistics, message = stats_store.load()
    assert message is None
    hard = statistics.checks.levels["hard"]
    assert (hard.hands, hard.decisions, hard.agreed) == (2, 22, 20)  # counted once
    assert hard.agreement == pytest.approx(20 / 22)
    assert hard.points_lost_per_hand == pytest.approx(4.5 / 2)
    assert statistics.checks.overall == hard
    assert statistics.checks.levels["easy"] == CheckTally()
    assert CheckTally().agreement is None and CheckTally().points_lost_per_hand is None


def test_reset_forgets_the_figures_but_not_which_hands_were_counted(
    stats_store: StatisticsStore,
) -> None:
    stats_store.record_check(check(1, 12, (2.0,)), ("normal",) * 3, "g/1", CLASSIC)
    stats_store.reset()
    stats_store.record_check(check(1, 12, (2.0,)), ("normal",) * 3, "g/1", CLASSIC)
    statistics, _ = stats_store.load()
    assert statistics.checks.overall == CheckTally()


OLD_FILE = """{
 "format": "hearts-qt statistics", "schema": 2,
 "overall": {"games_played": 3, "games_won": 1, "games_abandoned": 1, "current_streak": 0,
  "longest_streak": 1, "hands_played": 14, "points": 120, "best_score": 71,
  "worst_score": 104, "moons_by_you": 1, "moons_against_you": 0, "queens_taken": 4,
  "hints": 2},
 "levels": {%s},
 "undo": {"with": %s, "without": %s},
 "counted": ["a", "b", "c"]
}"""
EMPTY = (
    '{"games_played": 0, "games_won": 0, "games_abandoned": 0, "current_streak": 0,'
    ' "longest_streak": 0, "hands_played": 0, "points": 0, "best_score": null,'
    ' "worst_score": null, "moons_by_you": 0, "moons_against_you": 0, "queens_taken": 0,'
    ' "hints": 0}'
)


def test_a_schema_2_file_loads_with_no_hand_checked_and_is_written_as_schema_4(
    stats_store: StatisticsStore,
) -> None:
    levels = ", ".join(f'"{level}": {EMPTY}' for level in ("easy", "normal", "hard", "expert"))
    stats_store.directory.mkdir(parents=True, exist_ok=True)
    stats_store.path.write_text(OLD_FILE % (levels, EMPTY, EMPTY), encoding="utf-8")
    statistics, message = stats_store.load()
    assert message is None
    assert statistics.overall.games_played == 3 and statistics.overall.queens_taken == 4
    assert statistics.checks.overall == CheckTally()
    assert stats_store.record_check(check(1, 11, (0.5,)), ("expert",) * 3, "c/1", CLASSIC) is None
    data = json.loads(stats_store.path.read_text(encoding="utf-8"))
    assert data["schema"] == SCHEMA == 4
    classic = data["rules"]["classic"]
    assert classic["checks"]["levels"]["expert"]["decisions"] == 11
    assert classic["overall"]["games_played"] == 3  # nothing of the old record is lost


@pytest.mark.parametrize(
    "damage",
    [
        {"hands": -1},
        {"agreed": 99},
        {"points_lost": float("nan")},
        {"points_lost": "3"},
        {"decisions": True},
    ],
)
def test_damaged_check_figures_set_the_file_aside(
    stats_store: StatisticsStore, damage: dict[str, object]
) -> None:
    statistics = Statistics()
    statistics.checks.record(check(1, 12, (1.0,)), "easy", "g/1")
    data = StatisticsBook({None: statistics}).to_dict()
    data["rules"]["custom"]["checks"]["overall"].update(damage)
    stats_store.directory.mkdir(parents=True, exist_ok=True)
    stats_store.path.write_text(json.dumps(data), encoding="utf-8")
    loaded, message = stats_store.load()
    assert loaded == Statistics()
    assert message is not None and "kept as" in message
