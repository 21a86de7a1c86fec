"""One running game per data directory: a second is refused, a crashed one's lock is not
a life sentence."""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from hearts_qt.storage.files import LOCK_FILE, LOCK_STALE_MS, DataDirInUse, DataDirLock
from tests.storage.blocking import finishes, is_fifo, make_fifo, needs_fifos


def _age(path: Path, seconds: float) -> None:
    then = time.time() - seconds
    os.utime(path, (then, then))


def test_a_second_claim_is_refused_until_the_first_is_released(
    qapp: QApplication, data_dir: Path
) -> None:
    first = DataDirLock()
    with pytest.raises(DataDirInUse, match=str(data_dir)):
        DataDirLock()
    first.release()
    DataDirLock().release()


@pytest.mark.parametrize(
    "left_behind",
    [b"", b"123\nhearts-qt\nsome-other-host\n"],
    ids=["empty, from a crash before the id was written", "from another host"],
)
def test_a_lock_nobody_can_check_is_taken_over_once_it_has_gone_untouched(
    qapp: QApplication, data_dir: Path, left_behind: bytes
) -> None:
    data_dir.mkdir(parents=True)
    path = data_dir / LOCK_FILE
    path.write_bytes(left_behind)
    with pytest.raises(DataDirInUse):
        DataDirLock()  # fresh: it may belong to a game that is running
    _age(path, LOCK_STALE_MS / 1000 + 60)
    DataDirLock().release()


def test_the_running_game_keeps_its_lock_fresh(qapp: QApplication, data_dir: Path) -> None:
    lock = DataDirLock()
    _age(lock.path, LOCK_STALE_MS / 1000 + 60)  # as after a long game
    lock.refresh()  # what its timer does every minute
    with pytest.raises(DataDirInUse):
        DataDirLock()
    lock.release()


@needs_fifos
def test_a_fifo_in_place_of_the_lock_is_set_aside_and_the_lock_taken(
    qapp: QApplication, data_dir: Path
) -> None:
    """QLockFile reads a lock file it finds: a FIFO blocked it for ever."""
    fifo = make_fifo(data_dir / LOCK_FILE)
    lock = finishes(DataDirLock, fifo)
    assert lock.path.is_file()
    (kept,) = data_dir.glob("hearts-qt.damaged-*.lock")
    assert is_fifo(kept)
    with pytest.raises(DataDirInUse):
        DataDirLock()
    lock.release()
