"""The saved game: a round trip that continues identically, and every kind of damage
set aside with one clear sentence, the statistics untouched."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest

from hearts_qt.engine import Game, Phase, Rules, Seat, record
from hearts_qt.storage.saved_game import GameStore, SavedGame, encode
from hearts_qt.storage.statistics import StatisticsStore
from tests.storage.blocking import finishes, is_fifo, make_fifo, needs_fifos
from tests.storage.helpers import advance, finished_game, game_after


def snapshot(game: Game) -> dict[str, Any]:
    """Everything a player could see or the score sheet could show."""
    return {
        "record": record.to_dict(game),
        "results": list(game.results),
        "views": [game.view(seat) for seat in Seat] if game.hands else [],
        "over": game.is_over,
        "number": game.number,
    }


@pytest.mark.parametrize("actions", [0, 1, 3, 30, 161, 400])
def test_a_saved_game_loads_identical_and_both_copies_finish_alike(
    store: GameStore, actions: int
) -> None:
    rules = Rules(jack_of_diamonds=-10, shoot_the_sun=True)
    game = game_after(actions, seed=actions, rules=rules)
    saved = SavedGame(game, levels=("easy", "hard", "expert"), names=("Ada", "", "", "Bo"))
    assert store.save(saved) is None

    loaded = store.load()
    assert loaded.message is None and loaded.saved is not None
    assert loaded.saved.levels == saved.levels
    assert loaded.saved.names == saved.names
    assert loaded.saved.game_id == saved.game_id
    assert loaded.saved.autoplay is False
    copy = loaded.saved.game
    assert snapshot(copy) == snapshot(game)

    advance(game, random.Random(99))
    advance(copy, random.Random(99))
    assert game.is_over
    assert snapshot(copy) == snapshot(game)
    assert copy.winners == game.winners


def test_a_game_saved_mid_trick_resumes_on_the_same_seat(store: GameStore) -> None:
    game = game_after(40)
    while game.hand.phase is not Phase.PLAYING or not game.hand.trick:
        advance(game, random.Random(1), 1)
    store.save(SavedGame(game))
    copy = store.load().saved
    assert copy is not None
    assert copy.game.hand.to_play == game.hand.to_play
    assert copy.game.hand.trick == game.hand.trick


def test_saving_replaces_the_file_whole(store: GameStore) -> None:
    store.save(SavedGame(game_after(10)))
    later = SavedGame(game_after(60))
    store.save(later)
    assert store.path.read_bytes().count(b'"format": "hearts-qt saved game"') == 1
    loaded = store.load().saved
    assert loaded is not None and loaded.game_id == later.game_id
    assert list(store.directory.iterdir()) == [store.path]


# -- fault injection ----------------------------------------------------------------------


@pytest.fixture
def stats_before(stats_store: StatisticsStore) -> bytes:
    """A statistics file with one game in it, to check it is left alone."""
    assert stats_store.record(finished_game(3), ("normal",) * 3, "abc") is None
    return stats_store.path.read_bytes()


def assert_set_aside(
    store: GameStore, damaged: bytes, stats: StatisticsStore, before: bytes
) -> str:
    """Load ``damaged`` and check: no game, one sentence, the file kept aside, stats alone."""
    store.path.write_bytes(damaged)
    result = store.load()
    assert result.saved is None
    assert result.message is not None
    assert result.message.count(".") >= 1 and result.message.endswith(".")
    assert "\n" not in result.message
    assert result.moved_to is not None and result.moved_to.read_bytes() == damaged
    assert result.moved_to.name in result.message
    assert not store.path.exists()
    assert stats.path.read_bytes() == before
    return result.message


def good_save(actions: int = 120) -> bytes:
    return encode(SavedGame(game_after(actions), levels=("easy", "normal", "hard")))


def test_a_save_truncated_at_every_tenth_byte_is_set_aside(
    store: GameStore, stats_store: StatisticsStore, stats_before: bytes
) -> None:
    data = good_save(30)
    for cut in range(0, len(data), 10):
        message = assert_set_aside(store, data[:cut], stats_store, stats_before)
        assert "damaged" in message
        assert store.load().saved is None  # nothing left to trip over


def test_random_bytes_are_set_aside(
    store: GameStore, stats_store: StatisticsStore, stats_before: bytes
) -> None:
    rng = random.Random(2024)
    for size in (1, 17, 512, 5000):
        junk = bytes(rng.randrange(256) for _ in range(size))
        assert "damaged" in assert_set_aside(store, junk, stats_store, stats_before)


def _edit(change: Any) -> bytes:
    data = json.loads(good_save())
    change(data)
    return json.dumps(data).encode()


@pytest.mark.parametrize(
    "damaged",
    [
        b"[]",
        b"{}",
        b"null",
        b'"hearts"',
        json.dumps({"format": "hearts-qt saved game", "schema": 1}).encode(),
        _edit(lambda d: d.update(levels=["normal", "normal"])),
        _edit(lambda d: d.update(levels=["normal", "normal", "wizard"])),
        _edit(lambda d: d.update(names="Ada")),
        _edit(lambda d: d.update(autoplay="no")),
        _edit(lambda d: d.update(id=["x"])),
        _edit(lambda d: d.update(schema="1")),
        _edit(lambda d: d.update(schema=True)),
        _edit(lambda d: d["record"].update(hands={"plays": []})),
        _edit(lambda d: d["record"].update(seed="seven")),
        _edit(lambda d: d["record"]["rules"].update(target_score=-5)),
        _edit(lambda d: d["record"]["hands"][0].update(plays=[1, 2, 3])),
        _edit(lambda d: d.pop("record")),
    ],
    ids=lambda b: b[:40].decode(errors="replace"),
)
def test_valid_json_of_the_wrong_shape_is_set_aside(
    store: GameStore, stats_store: StatisticsStore, stats_before: bytes, damaged: bytes
) -> None:
    assert "damaged" in assert_set_aside(store, damaged, stats_store, stats_before)


@pytest.mark.parametrize(
    "change",
    [lambda d: d.update(schema=2), lambda d: d["record"].update(schema=record.SCHEMA + 1)],
    ids=["wrapper", "record"],
)
def test_a_future_schema_version_is_set_aside_as_another_version(
    store: GameStore, stats_store: StatisticsStore, stats_before: bytes, change: Any
) -> None:
    message = assert_set_aside(store, _edit(change), stats_store, stats_before)
    assert "another version" in message
    assert "other-version" in message


def _nested_in(place: Any, depth: int) -> bytes:
    """A good save whose value at ``place`` is a 0 inside ``depth`` lists."""
    data = json.loads(good_save())
    place(data, "@NESTED@")
    return json.dumps(data).encode().replace(b'"@NESTED@"', b"[" * depth + b"0" + b"]" * depth)


@pytest.mark.parametrize(
    "damaged",
    [
        b"[" * 1000,
        b"[" * 100_000,
        b"[" * 5000 + b"]" * 5000,
        b'{"a": ' * 3000,
        *(_nested_in(lambda d, v: d.update(levels=v), n) for n in (300, 600, 900, 2000)),
        _nested_in(lambda d, v: d["record"].update(seed=v), 700),
        _nested_in(lambda d, v: d["record"]["hands"][0].update(plays=v), 800),
    ],
    ids=lambda b: f"{b[:12].decode(errors='replace')}…{len(b)} bytes",
)
def test_deeply_nested_json_is_set_aside_as_damaged(
    store: GameStore, stats_store: StatisticsStore, stats_before: bytes, damaged: bytes
) -> None:
    """Python's parser (and ``repr`` of what it made) raises RecursionError on these."""
    assert "damaged" in assert_set_aside(store, damaged, stats_store, stats_before)


@needs_fifos
def test_a_fifo_in_place_of_the_saved_game_is_set_aside_without_waiting(
    store: GameStore, stats_store: StatisticsStore, stats_before: bytes
) -> None:
    fifo = make_fifo(store.path)
    result = finishes(store.load, fifo)
    assert result.saved is None and result.message is not None
    assert "could not be read (it is not a regular file)" in result.message
    assert result.moved_to is not None and is_fifo(result.moved_to)
    assert result.moved_to.name in result.message
    assert not store.path.exists()
    assert stats_store.path.read_bytes() == stats_before


def test_a_link_to_a_device_in_place_of_the_saved_game_is_set_aside(store: GameStore) -> None:
    if not Path("/dev/zero").exists():
        pytest.skip("no /dev/zero here")
    store.directory.mkdir(parents=True)
    store.path.symlink_to("/dev/zero")  # endless zeros: not a file of ours
    result = store.load()
    assert result.saved is None and result.message is not None
    assert "not a regular file" in result.message
    assert result.moved_to is not None and result.moved_to.is_symlink()


def _duplicate_a_card(data: dict[str, Any]) -> None:
    plays = data["record"]["hands"][0]["plays"]
    plays[5] = plays[1]


def _illegal_play(data: dict[str, Any]) -> None:
    hand = data["record"]["hands"][1]
    hand["plays"][0], hand["plays"][1] = hand["plays"][1], hand["plays"][0]


def _tamper_totals(data: dict[str, Any]) -> None:
    data["record"]["totals"][0] -= 1


def _pass_a_card_not_held(data: dict[str, Any]) -> None:
    passes = data["record"]["hands"][0]["passes"]
    passes["south"] = passes["west"]


@pytest.mark.parametrize(
    "change", [_duplicate_a_card, _illegal_play, _tamper_totals, _pass_a_card_not_held]
)
def test_a_record_that_replays_to_an_impossible_game_is_set_aside(
    store: GameStore, stats_store: StatisticsStore, stats_before: bytes, change: Any
) -> None:
    assert "damaged" in assert_set_aside(store, _edit(change), stats_store, stats_before)


def test_a_missing_file_is_no_game_and_no_message(
    store: GameStore, stats_store: StatisticsStore, stats_before: bytes
) -> None:
    result = store.load()
    assert (result.saved, result.message, result.moved_to) == (None, None, None)
    assert stats_store.path.read_bytes() == stats_before


def test_an_unreadable_saved_game_is_reported_and_set_aside(
    store: GameStore, stats_store: StatisticsStore, stats_before: bytes
) -> None:
    store.path.mkdir()  # a directory where the file should be: reading it fails
    result = store.load()
    assert result.saved is None and result.message is not None
    assert "could not be read" in result.message
    assert result.moved_to is not None and result.moved_to.is_dir()
    assert stats_store.path.read_bytes() == stats_before


def test_two_damaged_files_in_the_same_second_are_both_kept(store: GameStore) -> None:
    store.directory.mkdir(parents=True)
    store.path.write_bytes(b"one")
    first = store.load().moved_to
    store.path.write_bytes(b"two")
    second = store.load().moved_to
    assert first is not None and second is not None and first != second
    assert (first.read_bytes(), second.read_bytes()) == (b"one", b"two")


def test_a_file_too_large_to_be_a_saved_game_is_set_aside(store: GameStore) -> None:
    store.directory.mkdir(parents=True)
    store.path.write_bytes(b" " * (5 * 1024 * 1024))
    result = store.load()
    assert result.saved is None and result.moved_to is not None


def test_saving_where_no_directory_can_be_made_says_so(tmp_path: Path) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("not a directory")
    store = GameStore(blocker / "data")
    message = store.save(SavedGame(game_after(5)))
    assert message is not None and "could not be saved" in message
    assert str(blocker / "data") in message
