"""Export Game… and Open Game… files: a game written atomically opens as it was; every
kind of bad file is refused with its own sentence and left as it is."""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from pathlib import Path

import pytest

from hearts_qt.engine import record
from hearts_qt.storage.exchange import GameFileRefused, export_game, open_game
from hearts_qt.storage.files import MAX_FILE_BYTES
from hearts_qt.storage.saved_game import SavedGame, encode
from hearts_qt.storage.statistics import Statistics
from tests.storage.helpers import finished_game, game_after

GOOD = SavedGame(
    game_after(40, seed=3), levels=("easy", "expert", "normal"), names=("Ada", "", "", "")
)


def _written(tmp_path: Path, data: bytes) -> Path:
    path = tmp_path / "game.hearts.json"
    path.write_bytes(data)
    return path


def _edited(change: Callable[[dict[str, object]], None]) -> bytes:
    data = json.loads(encode(GOOD))
    change(data)
    return json.dumps(data).encode()


def test_an_exported_game_opens_as_it_was(tmp_path: Path) -> None:
    path = tmp_path / "a folder" / "game.hearts.json"
    assert export_game(path, GOOD) is None
    opened = open_game(path)
    assert record.to_dict(opened.game) == record.to_dict(GOOD.game)
    assert opened.levels == GOOD.levels and opened.names == GOOD.names
    assert opened.opened and not GOOD.opened
    assert [p.name for p in path.parent.iterdir()] == ["game.hearts.json"]  # no temporary left


def test_a_finished_game_opens_finished(tmp_path: Path) -> None:
    path = tmp_path / "done.hearts.json"
    export_game(path, SavedGame(finished_game(seed=4)))
    assert open_game(path).game.is_over


def test_exporting_where_nothing_can_be_written_says_why(tmp_path: Path) -> None:
    (tmp_path / "file").write_text("x")
    message = export_game(tmp_path / "file" / "game.hearts.json", GOOD)
    assert message is not None and "game.hearts.json" in message


@pytest.mark.parametrize(
    ("data", "words"),
    [
        (b"", "damaged or incomplete"),
        (encode(GOOD)[: len(encode(GOOD)) // 2], "damaged or incomplete"),  # cut short
        (b"\xff\xfe not text", "damaged or incomplete"),
        (b"[" * 100_000, "damaged or incomplete"),  # nested too deeply
        (b'{"format": "some other game", "schema": 1}', "not a game saved by Hearts"),
        (b"<html>a web page</html>", "damaged or incomplete"),
        (json.dumps({"hello": "world"}).encode(), "not a game saved by Hearts"),
        (_edited(lambda d: d.update(schema=9)), "newer version"),
        (_edited(lambda d: d["record"].update(schema=9)), "newer version"),  # type: ignore[attr-defined]
        (_edited(lambda d: d["record"].update(totals=[5, 0, 0, 0])), "not make a legal game"),  # type: ignore[attr-defined]
        (_edited(lambda d: d["record"]["hands"][0]["plays"].reverse()), "not make a legal game"),  # type: ignore[index]
        (_edited(lambda d: d["record"].update(seed=4)), "not make a legal game"),  # type: ignore[attr-defined]
        (_edited(lambda d: d.update(levels=["grandmaster"] * 3)), "damaged or incomplete"),
    ],
    ids=[
        "empty",
        "truncated",
        "binary",
        "deep",
        "foreign",
        "html",
        "other-json",
        "newer",
        "newer-record",
        "tampered-totals",
        "tampered-plays",
        "tampered-seed",
        "bad-levels",
    ],
)
def test_a_bad_file_is_refused_with_its_reason_and_left_alone(
    tmp_path: Path, data: bytes, words: str
) -> None:
    path = _written(tmp_path, data)
    with pytest.raises(GameFileRefused, match=words) as refused:
        open_game(path)
    assert "game.hearts.json" in str(refused.value)
    assert path.read_bytes() == data


def test_a_file_too_large_is_refused_unread(tmp_path: Path) -> None:
    path = _written(tmp_path, b" " * (MAX_FILE_BYTES + 10))
    with pytest.raises(GameFileRefused, match="too large"):
        open_game(path)


def test_a_folder_a_fifo_or_nothing_is_refused(tmp_path: Path) -> None:
    with pytest.raises(GameFileRefused, match=r"not a file|could not be read: Is a directory"):
        open_game(tmp_path)
    with pytest.raises(GameFileRefused, match="not there"):
        open_game(tmp_path / "missing.hearts.json")
    if hasattr(os, "mkfifo"):
        os.mkfifo(tmp_path / "pipe.hearts.json")
        with pytest.raises(GameFileRefused, match="not a file"):
            open_game(tmp_path / "pipe.hearts.json")


def test_the_practice_tally_is_kept_and_an_older_file_has_none() -> None:
    statistics = Statistics()
    assert statistics.record(finished_game(seed=5), ("easy",) * 3, "a", practice=True)
    assert statistics.practice.games_played == 1 and statistics.overall.games_played == 0
    assert not statistics.record(finished_game(seed=5), ("easy",) * 3, "a", practice=True)
    data = statistics.to_dict()
    assert Statistics.from_dict(data).practice == statistics.practice
    del data["practice"]
    assert Statistics.from_dict(data).practice.games_played == 0
