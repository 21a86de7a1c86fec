"""A replayed hand with the real controller and AutoSave, headless: the game set aside is
saved as it was, survives a crash during the replay, comes back unchanged, and the replay
counts apart, as practice, never as a game. A game opened from a file never counts."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from hearts_qt.engine import PassDirection, Phase, deal_for, record
from hearts_qt.storage.exchange import export_game, open_game
from hearts_qt.storage.saved_game import GameStore
from hearts_qt.storage.statistics import StatisticsStore
from tests.live_game import live_game
from tests.storage.test_autosave import RULES, Table, new_table


@pytest.fixture
def tables(data_dir: Path) -> Iterator[list[Table]]:
    made: list[Table] = []
    yield made
    for table in made:
        table.controller.shutdown()


def _in_hand_two(qtbot: QtBot, table: Table) -> dict[str, object]:
    """A game at its second hand, a trick and a card in; its record then."""
    table.controller.new_game(RULES, seed=424242)
    table.play_south(qtbot, 13 + 1 + 2)  # hand 1 (a pass, 13 cards), hand 2's pass, 2 cards
    qtbot.waitUntil(lambda: table.controller.waiting_for_south)
    assert table.controller.deal_place().hand == 2
    return record.to_dict(table.controller.game_copy())


def test_a_replay_plays_the_same_cards_and_comes_back_to_the_game_unchanged(
    qtbot: QtBot, tables: list[Table], data_dir: Path
) -> None:
    table = new_table(tables, data_dir)
    before = _in_hand_two(qtbot, table)
    c = table.controller
    with qtbot.waitSignal(c.replay_started) as started:
        c.replay_hand()
    assert (started.args[0].deal, started.args[0].hand) == (424242, 2)
    assert c.replaying and c.deal_place().practice and c.deal_place().hand == 2
    assert live_game(c).hands[0].dealt == deal_for(424242, 2)
    assert c.view().direction is PassDirection.RIGHT and c.results == ()
    # The saved game is the game set aside, as it was (a card into the trick included).
    assert record.to_dict(GameStore(data_dir).load().saved.game) == before  # type: ignore[union-attr]
    table.play_south(qtbot)  # the replay, to its end
    assert c.is_over and len(c.results) == 1
    assert record.to_dict(GameStore(data_dir).load().saved.game) == before  # type: ignore[union-attr]
    c.end_replay()
    assert not c.replaying and record.to_dict(c.game_copy()) == before
    assert not c.deal_place().practice and c.deal_place().hand == 2
    statistics, _ = StatisticsStore(data_dir).load()
    assert statistics.overall.games_played == 0 and statistics.practice.games_played == 1
    assert statistics.practice.hands_played == 1
    table.play_south(qtbot)  # the game goes on, and counts as a game
    statistics, _ = StatisticsStore(data_dir).load()
    assert statistics.overall.games_played == 1 and statistics.practice.games_played == 1


def test_replaying_a_replay_plays_the_same_hand_and_keeps_the_same_game(
    qtbot: QtBot, tables: list[Table], data_dir: Path
) -> None:
    table = new_table(tables, data_dir)
    before = _in_hand_two(qtbot, table)
    table.controller.replay_hand()
    table.play_south(qtbot, 3)
    table.controller.replay_hand()
    assert live_game(table.controller).hands[0].dealt == deal_for(424242, 2)
    assert live_game(table.controller).actions == [("deal",)]
    table.controller.end_replay()
    assert record.to_dict(table.controller.game_copy()) == before


def test_a_crash_during_a_replay_resumes_the_game_set_aside(
    qtbot: QtBot, tables: list[Table], data_dir: Path
) -> None:
    first = new_table(tables, data_dir)
    before = _in_hand_two(qtbot, first)
    first.controller.replay_hand()
    first.play_south(qtbot, 5)
    first.autosave.save()  # quitting during the replay saves nothing of it
    first.controller.shutdown()  # (or a crash: nothing more is written)
    second = new_table(tables, data_dir)
    saved = second.autosave.load()
    assert saved is not None and record.to_dict(saved.game) == before
    second.controller.resume(saved.game)
    assert record.to_dict(second.controller.game_copy()) == before


def test_a_new_game_during_a_replay_gives_up_the_game_set_aside(
    qtbot: QtBot, tables: list[Table], data_dir: Path
) -> None:
    table = new_table(tables, data_dir)
    _in_hand_two(qtbot, table)
    table.controller.replay_hand()
    assert table.controller.gives_up_a_game()
    table.controller.new_game(RULES)
    assert not table.controller.replaying
    statistics, _ = StatisticsStore(data_dir).load()
    assert statistics.overall.games_abandoned == 1 and statistics.practice.games_played == 0


def test_a_replay_before_the_first_deal_does_nothing(tables: list[Table], data_dir: Path) -> None:
    table = new_table(tables, data_dir)
    assert not table.controller.can_replay()
    table.controller.replay_hand()
    assert not table.controller.replaying


def test_an_exported_game_opens_as_it_was_and_never_counts(
    qtbot: QtBot, tables: list[Table], data_dir: Path, tmp_path: Path
) -> None:
    first = new_table(tables, data_dir)
    before = _in_hand_two(qtbot, first)
    path = tmp_path / "shared" / "game.hearts.json"
    assert export_game(path, first.autosave.playing_now()) is None
    opened = open_game(path)
    assert opened.opened and record.to_dict(opened.game) == before
    second = new_table(tables, tmp_path / "friend")
    second.autosave.opening(opened)
    second.controller.resume(opened.game)
    assert record.to_dict(second.controller.game_copy()) == before
    second.play_south(qtbot)
    assert second.controller.is_over
    statistics, _ = StatisticsStore(tmp_path / "friend").load()
    assert statistics.overall.games_played == 0
    kept = GameStore(tmp_path / "friend").load().saved
    assert kept is not None and kept.opened


def test_opening_a_game_over_one_in_progress_counts_that_one_as_abandoned(
    qtbot: QtBot, tables: list[Table], data_dir: Path, tmp_path: Path
) -> None:
    table = new_table(tables, data_dir)
    _in_hand_two(qtbot, table)
    path = tmp_path / "game.hearts.json"
    export_game(path, table.autosave.playing_now())
    table.autosave.opening(open_game(path))
    table.controller.resume(open_game(path).game)
    statistics, _ = StatisticsStore(data_dir).load()
    assert statistics.overall.games_abandoned == 1
    assert table.controller.view().phase is Phase.PLAYING


def test_a_replay_exported_part_way_opens_as_that_practice_hand(
    qtbot: QtBot, tables: list[Table], data_dir: Path, tmp_path: Path
) -> None:
    table = new_table(tables, data_dir)
    _in_hand_two(qtbot, table)
    table.controller.replay_hand()
    table.play_south(qtbot, 3)
    path = tmp_path / "practice.hearts.json"
    assert export_game(path, table.autosave.playing_now()) is None
    opened = open_game(path)
    assert opened.game.practice == 2 and opened.opened
    assert record.to_dict(opened.game) == record.to_dict(table.controller.game_copy())
