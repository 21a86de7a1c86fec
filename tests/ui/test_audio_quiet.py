"""Looking for a sound device where there is none says nothing on the terminal."""

from __future__ import annotations

import subprocess
import sys

PROBE = """
from hearts_qt.ui import audio
try:
    audio.open_miniaudio().close()
except Exception:
    pass
"""


def test_no_alsa_chatter_on_stderr() -> None:
    done = subprocess.run(
        [sys.executable, "-c", PROBE], capture_output=True, text=True, timeout=60, check=True
    )
    assert "ALSA lib" not in done.stderr
