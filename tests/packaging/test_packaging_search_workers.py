"""The launcher's smoke check of the search workers passes from the source tree: a worker
is spawned and searches a pass as the Expert does alone."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "packaging"))

import launcher


def test_the_search_workers_check_passes_from_the_source_tree() -> None:
    assert "as the Expert alone" in launcher._check_search_workers()
