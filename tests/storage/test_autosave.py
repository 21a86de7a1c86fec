"""AutoSave with the real controller, headless: a game saved part-way resumes in a fresh
controller and ends exactly as the uninterrupted game does; finished, abandoned and
autoplay games are counted as the statistics module documents."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from hearts_qt.controller import GameController
from hearts_qt.engine import Card, Phase, Rules, record
from hearts_qt.storage.autosave import AutoSave
from hearts_qt.storage.saved_game import GameStore, SavedGame
from hearts_qt.storage.statistics import StatisticsStore
from tests.storage.helpers import finished_game, game_after

RULES = Rules(fixed_hands=4)
LEVELS = ("easy", "normal", "easy")


class Table:
    """A controller with South played by a fixed rule, and its AutoSave."""

    def __init__(self, data: Path, *, south_level: str | None = None) -> None:
        self.controller = GameController(levels=LEVELS, south_level=south_level, threaded=False)
        self.autosave = AutoSave(
            self.controller,
            GameStore(data),
            StatisticsStore(data),
            names=lambda: ("Ada", "", "", ""),
        )
        self.problems: list[str] = []
        self.autosave.problem.connect(self.problems.append)

    def play_south(self, qtbot: QtBot, decisions: int | None = None) -> None:
        """South passes its three highest cards and plays its first legal card."""
        c = self.controller
        made = 0
        while decisions is None or made < decisions:
            qtbot.waitUntil(lambda: c.waiting_for_south or c.is_over, timeout=20_000)
            if c.is_over:
                return
            view = c.view()
            if view.phase is Phase.PASSING:
                c.choose_pass(view.hand[-3:])
            else:
                c.play_card(c.legal_plays()[0])
            made += 1


@pytest.fixture
def tables(data_dir: Path) -> Iterator[list[Table]]:
    made: list[Table] = []
    yield made
    for table in made:
        table.controller.shutdown()


def new_table(tables: list[Table], data: Path, south_level: str | None = None) -> Table:
    tables.append(Table(data, south_level=south_level))
    return tables[-1]


@pytest.mark.parametrize("decisions", [0, 1, 9, 30])
def test_a_game_saved_part_way_resumes_and_ends_like_the_uninterrupted_one(
    qtbot: QtBot, tables: list[Table], data_dir: Path, tmp_path: Path, decisions: int
) -> None:
    reference = new_table(tables, tmp_path / "reference")
    reference.controller.new_game(RULES, seed=21)
    reference.play_south(qtbot)

    first = new_table(tables, data_dir)
    first.controller.new_game(RULES, seed=21)
    first.play_south(qtbot, decisions)
    first.autosave.save()  # what quitting does
    before = record.to_dict(first.controller.game_copy())
    first.controller.shutdown()

    second = new_table(tables, data_dir)
    saved = second.autosave.load()
    assert saved is not None and saved.game_id == first.autosave.current.game_id  # type: ignore[union-attr]
    assert record.to_dict(saved.game) == before
    assert saved.levels == LEVELS and saved.names[0] == "Ada"
    second.controller.levels = saved.levels
    second.controller.resume(saved.game)
    second.play_south(qtbot)

    assert second.controller.is_over
    assert record.to_dict(second.controller.game_copy()) == record.to_dict(
        reference.controller.game_copy()
    )
    assert second.controller.results == reference.controller.results
    statistics, _ = StatisticsStore(data_dir).load()
    assert statistics.overall.games_played == 1
    assert statistics.levels["normal"].games_played == 1
    assert second.problems == first.problems == []


def test_the_game_is_saved_after_every_trick(
    qtbot: QtBot, tables: list[Table], data_dir: Path
) -> None:
    table = new_table(tables, data_dir)
    saves: list[int] = []
    table.controller.trick_taken.connect(
        lambda *_: saves.append(len(GameStore(data_dir).load().saved.game.actions))  # type: ignore[union-attr]
    )
    table.controller.new_game(RULES, seed=5)
    table.play_south(qtbot, 8)
    # AutoSave's slot was connected first, so each trick is on disk when others hear of it.
    assert len(saves) >= 2
    assert all(count % 4 == 0 for count in (s - 4 - 1 for s in saves))


def test_a_new_game_over_an_unfinished_one_counts_it_as_abandoned(
    qtbot: QtBot, tables: list[Table], data_dir: Path
) -> None:
    table = new_table(tables, data_dir)
    table.controller.new_game(RULES, seed=8)
    table.play_south(qtbot, 6)
    table.controller.new_game(RULES, seed=9)
    table.controller.new_game(RULES, seed=10)  # left before any card: not counted
    statistics, _ = StatisticsStore(data_dir).load()
    assert statistics.overall.games_played == 1
    assert statistics.overall.games_abandoned == 1
    assert statistics.overall.games_won == 0


def test_a_game_left_with_one_card_on_the_table_counts_as_abandoned(
    qtbot: QtBot, tables: list[Table], data_dir: Path
) -> None:
    """The first card is saved at once: no trick has been taken, but the game has begun."""
    table = new_table(tables, data_dir)
    c = table.controller
    c.set_paced(True)  # each card waits for the view: exactly one is played
    played: list[Card] = []
    c.card_played.connect(lambda _seat, card: played.append(card))
    c.new_game(RULES, seed=8)
    while not played:
        c.on_view_idle()  # the deal and the exchange are shown at once
        if c.waiting_for_south and c.view().phase is Phase.PASSING:
            c.choose_pass(c.view().hand[-3:])
        elif c.waiting_for_south:
            c.play_card(c.legal_plays()[0])
        qtbot.wait(5)
    c.new_game(RULES, seed=9)
    assert StatisticsStore(data_dir).load()[0].overall.games_abandoned == 1


def test_the_saved_game_is_a_copy_that_stays_as_it_was_saved(
    qtbot: QtBot, tables: list[Table], data_dir: Path
) -> None:
    table = new_table(tables, data_dir)
    table.controller.new_game(RULES, seed=5)
    table.play_south(qtbot, 3)
    saved = table.autosave.current
    assert saved is not None
    actions = list(saved.game.actions)
    table.play_south(qtbot, 3)
    assert saved.game.actions == actions  # later saves took new copies
    now = table.autosave.current
    assert now is not None and len(now.game.actions) > len(actions)
    assert now.game_id == saved.game_id


def test_autoplay_games_are_saved_but_never_counted(
    qtbot: QtBot, tables: list[Table], data_dir: Path
) -> None:
    table = new_table(tables, data_dir, south_level="easy")
    with qtbot.waitSignal(table.controller.game_over, timeout=30_000):
        table.controller.new_game(RULES, seed=3)
    table.controller.new_game(RULES, seed=4)
    qtbot.waitUntil(lambda: len(table.controller.game_copy().actions) > 20)
    table.controller.new_game(RULES, seed=5)
    loaded = GameStore(data_dir).load().saved
    assert loaded is not None and loaded.autoplay
    assert StatisticsStore(data_dir).load()[0].overall.games_played == 0


def test_a_human_resuming_an_autoplay_game_does_not_make_it_count(
    tables: list[Table], data_dir: Path
) -> None:
    GameStore(data_dir).save(SavedGame(finished_game(2), autoplay=True))
    table = new_table(tables, data_dir)
    assert table.autosave.load() is None
    assert StatisticsStore(data_dir).load()[0].overall.games_played == 0


def test_a_finished_saved_game_is_counted_once_and_not_resumed(
    tables: list[Table], data_dir: Path
) -> None:
    saved = SavedGame(finished_game(12), levels=("hard", "easy", "easy"))
    GameStore(data_dir).save(saved)
    for _ in range(2):
        assert new_table(tables, data_dir).autosave.load() is None
    statistics, _ = StatisticsStore(data_dir).load()
    assert statistics.overall.games_played == 1
    assert statistics.levels["hard"].games_played == 1


@pytest.mark.parametrize(
    "damaged", [b'{"format": "hearts-qt saved game", "schema": 1', b"[" * 1000], ids=["cut", "deep"]
)
def test_a_damaged_save_is_reported_once_and_a_new_game_can_start(
    qtbot: QtBot, tables: list[Table], data_dir: Path, damaged: bytes
) -> None:
    data_dir.mkdir(parents=True)
    (data_dir / "saved-game.json").write_bytes(damaged)
    table = new_table(tables, data_dir)
    assert table.autosave.load() is None
    assert len(table.problems) == 1 and "damaged" in table.problems[0]
    table.controller.new_game(RULES, seed=1)
    table.play_south(qtbot, 2)
    assert GameStore(data_dir).load().saved is not None
    (kept,) = data_dir.glob("saved-game.damaged-*.json")
    assert kept.read_bytes() == damaged


def test_saving_into_an_impossible_place_is_said_once(
    qtbot: QtBot, tables: list[Table], tmp_path: Path
) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("")
    table = new_table(tables, blocker / "data")
    table.controller.new_game(RULES, seed=2)
    table.play_south(qtbot, 10)
    assert len(table.problems) == 1 and "could not be saved" in table.problems[0]


def test_a_partial_game_saved_then_loaded_is_the_engines_game(data_dir: Path) -> None:
    game = game_after(77)
    GameStore(data_dir).save(SavedGame(game))
    loaded = GameStore(data_dir).load().saved
    assert loaded is not None and loaded.game.actions == game.actions
