"""Python's cycle collector runs on the window's thread only.

Left to itself, the collector runs on whichever thread happens to allocate when its
thresholds are crossed: zeroconf's loop, a computer player's thread, a closing thread.
A Qt object that only a reference cycle kept alive (a window, a dialog, a timer) is then
deleted from that thread, and Qt crashes later in its timers or event queue (seen in the
suite: a segmentation fault in pytest-qt's event processing while three zeroconf loops
ran). ``MainThreadCollector`` turns the automatic collector off and collects on the
thread it lives on, from a timer, each generation when its own threshold is crossed, as
the automatic collector would have.
"""

from __future__ import annotations

import gc

from PySide6.QtCore import QObject, QTimer, Slot

INTERVAL_MS = 500
"""How often the window's thread looks whether a collection is due."""


class MainThreadCollector(QObject):
    """While it lives, cycles are collected on its thread only (``stop`` gives the
    collector back to Python)."""

    def __init__(self, parent: QObject | None = None, interval_ms: int = INTERVAL_MS) -> None:
        super().__init__(parent)
        self._was_enabled = gc.isenabled()
        gc.disable()
        self._timer = QTimer(self)
        self._timer.setInterval(interval_ms)
        self._timer.timeout.connect(self.collect_if_due)
        self._timer.start()

    @Slot()
    def collect_if_due(self) -> int:
        """Collect the oldest generation whose threshold is crossed; how many objects
        were unreachable (0 when no collection was due)."""
        counts = gc.get_count()
        thresholds = gc.get_threshold()
        due = [g for g in range(3) if thresholds[g] and counts[g] > thresholds[g]]
        return gc.collect(due[-1]) if due else 0

    def stop(self) -> None:
        self._timer.stop()
        if self._was_enabled:
            gc.enable()
