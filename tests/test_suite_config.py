"""The suite's own configuration (tests/conftest.py): ``qtbot.waitUntil`` looks again
soon and keeps pytest-qt's meaning, and which runs are spread over the cores."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace

import pytest
from PySide6.QtCore import QTimer
from pytestqt.qtbot import QtBot

from tests.conftest import pytest_xdist_auto_num_workers


def test_wait_until_keeps_pytest_qts_meaning_and_may_be_nested(qtbot: QtBot) -> None:
    done: list[str] = []

    def inner() -> None:  # a slot run while the outer wait waits, waiting itself
        QTimer.singleShot(5, lambda: done.append("inner"))
        qtbot.waitUntil(lambda: "inner" in done)
        done.append("outer")

    QTimer.singleShot(0, inner)
    qtbot.waitUntil(lambda: "outer" in done, timeout=2000)
    assert done == ["inner", "outer"]

    def holds() -> None:
        assert done

    qtbot.waitUntil(holds)  # the assert form
    with pytest.raises(qtbot.TimeoutError, match="timed out in 30 milliseconds"):
        qtbot.waitUntil(lambda: False, timeout=30)

    def never() -> None:
        assert not done, "still waiting"

    with pytest.raises(qtbot.TimeoutError) as raised:
        qtbot.waitUntil(never, timeout=30)
    assert isinstance(raised.value.__cause__, AssertionError)
    with pytest.raises(ValueError, match="returned"):
        qtbot.waitUntil(list, timeout=30)  # type: ignore[arg-type]


def _config(here: Path, *args: str) -> pytest.Config:
    return SimpleNamespace(invocation_params=SimpleNamespace(dir=here), args=list(args))  # type: ignore[return-value]


def test_named_files_run_in_process_and_folders_on_every_core(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.delenv("PYTEST_XDIST_AUTO_NUM_WORKERS", raising=False)
    root = Path(__file__).parent.parent
    assert pytest_xdist_auto_num_workers(_config(root, "tests")) is None  # xdist: the cores
    assert pytest_xdist_auto_num_workers(_config(root, "tests/ui", "tests/test_cli.py")) is None
    assert pytest_xdist_auto_num_workers(_config(root, "tests/test_cli.py")) == 0
    assert pytest_xdist_auto_num_workers(_config(root / "tests", "test_cli.py::test_x")) == 0
    monkeypatch.setenv("PYTEST_XDIST_AUTO_NUM_WORKERS", "3")
    assert pytest_xdist_auto_num_workers(_config(root, "tests/test_cli.py")) is None
