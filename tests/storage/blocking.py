"""FIFOs where files should be, and a deadline for code that would block on one.

A reader that opens a FIFO waits for a writer, for ever, and Qt's classes (QSettings,
QLockFile) wait holding Python's lock, so no thread of the test could step in.
``finishes`` starts a small watchdog process instead: at the deadline it opens each FIFO
for writing, which releases a reader stuck in ``open``; the call then returns, and the
test fails because it took that long. The suite cannot hang.
"""

from __future__ import annotations

import os
import stat
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

import pytest

T = TypeVar("T")

DEADLINE_SECONDS = 20.0

needs_fifos = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs on this system")

WATCHDOG = """
import os, stat, sys, time
from pathlib import Path
time.sleep(float(sys.argv[1]))
for name in sys.argv[2:]:
    fifo = Path(name)
    for path in [fifo, *fifo.parent.glob(fifo.stem + "*")]:  # moved aside, maybe
        try:
            if stat.S_ISFIFO(path.lstat().st_mode):
                os.close(os.open(path, os.O_WRONLY | os.O_NONBLOCK))
        except OSError:
            pass  # no reader waits on this one
"""


def make_fifo(path: Path) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    os.mkfifo(path)
    return path


def is_fifo(path: Path) -> bool:
    return stat.S_ISFIFO(path.lstat().st_mode)


def finishes(call: Callable[[], T], *fifos: Path, seconds: float = DEADLINE_SECONDS) -> T:
    """``call()``'s result, or a failed test if it has not returned within ``seconds``."""
    watchdog = subprocess.Popen(
        [sys.executable, "-c", WATCHDOG, str(seconds), *map(str, fifos)],
        stdin=subprocess.DEVNULL,
    )
    start = time.monotonic()
    try:
        result = call()
    finally:
        watchdog.kill()
        watchdog.wait()
    elapsed = time.monotonic() - start
    if elapsed >= seconds:
        pytest.fail(f"blocked for {elapsed:.0f} s until a FIFO was opened for writing")
    return result
