"""Reference cycles are freed on the window's thread only (controller/collector.py)."""

from __future__ import annotations

import gc
import threading
import weakref
from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from hearts_qt.controller.collector import MainThreadCollector


class _Cycle:
    def __init__(self, freed_on: list[str]) -> None:
        self.me = self
        weakref.finalize(self, lambda: freed_on.append(threading.current_thread().name))


@pytest.fixture
def low_threshold() -> Iterator[None]:
    before = gc.get_threshold()
    gc.set_threshold(50, 10, 10)
    yield
    gc.set_threshold(*before)


def test_a_cycle_dropped_on_another_thread_is_freed_on_the_windows_thread(
    qtbot: QtBot, qapp: QApplication, low_threshold: None
) -> None:
    collector = MainThreadCollector(interval_ms=20)
    freed_on: list[str] = []

    def drop_cycles_and_allocate() -> None:
        for _ in range(20):
            _Cycle(freed_on)
        junk = [[] for _ in range(5000)]  # past the thresholds: the collector would run here
        del junk

    thread = threading.Thread(target=drop_cycles_and_allocate, name="not-the-window")
    thread.start()
    thread.join(5)
    assert not gc.isenabled()
    qtbot.waitUntil(lambda: len(freed_on) == 20, timeout=5000)
    assert set(freed_on) == {threading.main_thread().name}
    collector.stop()
    collector.deleteLater()


def test_stopped_it_gives_the_collector_back(qapp: QApplication) -> None:
    enabled = gc.isenabled()
    gc.enable()
    try:
        collector = MainThreadCollector()
        assert not gc.isenabled()
        collector.stop()
        assert gc.isenabled()
        collector.deleteLater()
    finally:
        if not enabled:
            gc.disable()


def test_nothing_is_collected_before_a_threshold_is_crossed(qapp: QApplication) -> None:
    collector = MainThreadCollector()
    gc.collect()
    assert collector.collect_if_due() == 0
    collector.stop()
    collector.deleteLater()
