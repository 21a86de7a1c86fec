"""What the checker found is kept with the game being played (it survives quitting),
counted once in the statistics, and a damaged file loses nothing else."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path

from PySide6.QtCore import QObject, Signal

from hearts_qt.ai.verdict import HandCheck, Verdict
from hearts_qt.engine import Card, Game
from hearts_qt.storage.play_checks import CheckKeeper, CheckStore, check_from_dict
from hearts_qt.storage.saved_game import SavedGame
from hearts_qt.storage.statistics import StatisticsStore


def _cards(text: str) -> tuple[Card, ...]:
    return tuple(Card.parse(c) for c in text.split())


FOUND = HandCheck(
    2,
    12,
    10,
    (
        Verdict("pass", None, _cards("2C 3C 4C"), _cards("QS AS KS"), 2.5, 0.8),
        Verdict("play", 4, _cards("AS"), _cards("3S"), 6.0, 1.25),
    ),
)
AGREED = HandCheck(1, 11, 11, ())


def test_the_checks_of_a_game_round_trip_and_no_other_game_gets_them(data_dir: Path) -> None:
    store = CheckStore()
    assert store.load("g") == ((), None)
    assert store.save("g", (AGREED, FOUND)) is None
    assert store.load("g") == ((AGREED, FOUND), None)
    assert store.load("another game") == ((), None)


def test_a_damaged_file_is_set_aside_with_a_sentence(data_dir: Path) -> None:
    store = CheckStore()
    store.save("g", (FOUND,))
    good = json.loads(store.path.read_text(encoding="utf-8"))
    wrong = [
        ("agreed", 11),  # does not add up
        ("verdicts", [{**good["hands"][0]["verdicts"][1], "chosen": ["XX"]}]),
        ("verdicts", [{**good["hands"][0]["verdicts"][1], "cost": float("inf")}]),
        ("verdicts", [{**good["hands"][0]["verdicts"][1], "trick": None}]),
    ]
    for key, value in wrong:
        hand = {**good["hands"][0], key: value}
        store.path.write_text(json.dumps({**good, "hands": [hand]}), encoding="utf-8")
        checks, message = store.load("g")
        assert checks == () and message is not None and "kept as" in message
    assert len(list(store.directory.glob("play-checks.damaged-*.json"))) == len(wrong)
    assert check_from_dict(good["hands"][0]) == FOUND


class FakeController(QObject):
    game_started = Signal(object)
    hand_checked = Signal(object)

    def __init__(self) -> None:
        super().__init__()
        self.replaying = False
        self.restored: list[tuple[HandCheck, ...]] = []

    def restore_checks(self, checks: tuple[HandCheck, ...]) -> None:
        self.restored.append(checks)


@dataclass
class FakeAutoSave:
    statistics: StatisticsStore = field(default_factory=StatisticsStore)
    current: SavedGame | None = None


def test_each_check_is_kept_and_counted_once_and_a_resumed_game_gets_them_back(
    data_dir: Path,
) -> None:
    controller, autosave = FakeController(), FakeAutoSave()
    saved = SavedGame(Game(seed=1), levels=("easy", "expert", "easy"))
    autosave.current = saved
    keeper = CheckKeeper(controller, autosave)
    controller.game_started.emit(None)
    assert controller.restored == [()]  # nothing kept for a new game
    controller.hand_checked.emit(AGREED)
    controller.hand_checked.emit(FOUND)
    controller.hand_checked.emit(FOUND)  # the same hand again: counted once
    statistics, _ = autosave.statistics.load()
    assert statistics.checks.levels["expert"].hands == 2
    assert statistics.checks.levels["expert"].decisions == 23

    again = FakeController()
    resumed = CheckKeeper(again, autosave)
    again.game_started.emit(None)  # the game resumed after quitting
    assert again.restored == [(AGREED, FOUND)]
    assert keeper is not resumed


def test_a_replayed_hand_is_not_kept_and_an_opened_game_not_counted(data_dir: Path) -> None:
    controller, autosave = FakeController(), FakeAutoSave()
    autosave.current = SavedGame(Game(seed=1), opened=True)
    keeper = CheckKeeper(controller, autosave)
    controller.hand_checked.emit(FOUND)
    assert keeper.store.load(autosave.current.game_id)[0] == (FOUND,)
    controller.replaying = True
    controller.hand_checked.emit(AGREED)
    assert keeper.store.load(autosave.current.game_id)[0] == (FOUND,)
    statistics, _ = autosave.statistics.load()
    assert statistics.checks.overall.hands == 0
