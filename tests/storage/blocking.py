"""FIFOs where files should be, and a deadline for code that would block on one.

A reader that opens a FIFO waits for a writer, for ever. ``finishes`` runs the code in
a thread; if it is still running at the deadline, it opens each FIFO for writing (which
releases a reader stuck in ``open``) and fails the test, so the suite cannot hang.
"""

from __future__ import annotations

import contextlib
import os
import stat
import threading
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

import pytest

T = TypeVar("T")

DEADLINE_SECONDS = 20.0

needs_fifos = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs on this system")


def make_fifo(path: Path) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    os.mkfifo(path)
    return path


def is_fifo(path: Path) -> bool:
    return stat.S_ISFIFO(path.lstat().st_mode)


def finishes(call: Callable[[], T], *fifos: Path, seconds: float = DEADLINE_SECONDS) -> T:
    """``call()``'s result, or a failed test if it has not returned within ``seconds``."""
    results: list[T] = []
    errors: list[BaseException] = []

    def run() -> None:
        try:
            results.append(call())
        except BaseException as exc:  # handed to the test's thread below
            errors.append(exc)

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    thread.join(seconds)
    if thread.is_alive():
        for fifo in fifos:
            _release_readers(fifo)
        thread.join(seconds)
        pytest.fail(f"still blocked after {seconds:.0f} s (on a FIFO?)")
    if errors:
        raise errors[0]
    return results[0]


def _release_readers(fifo: Path) -> None:
    """Open ``fifo`` for writing and close it: a reader waiting in ``open`` gets an
    empty file. Wherever the FIFO has been moved to, it is in the same folder."""
    for candidate in [fifo, *fifo.parent.glob(f"{fifo.stem}*")]:
        with contextlib.suppress(OSError):
            if is_fifo(candidate):
                os.close(os.open(candidate, os.O_WRONLY | os.O_NONBLOCK))
