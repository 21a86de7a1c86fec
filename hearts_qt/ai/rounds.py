"""How long a Monte Carlo search samples: the one loop shared by the play and the pass.

A search samples deals until it has ``iterations`` of them (reproducible whatever the
machine), or until the next one would end past its deadline — judged by the mean time a
deal has taken so far — or until its ``CancelFlag`` is set, polled before each deal so a
search no longer wanted returns within one deal's work.

>>> rounds = Rounds(3, None, None, 0.0)
>>> list(rounds), rounds.samples
([0, 1, 2], 3)
"""

from __future__ import annotations

import time
from collections.abc import Iterator

from hearts_qt.ai.cancel import CancelFlag


class Rounds:
    """The sampled deals of one search: iterate to sample the next; ``samples`` counts
    those begun (each one is finished before the next check)."""

    def __init__(
        self,
        iterations: int | None,
        deadline: float | None,
        cancel: CancelFlag | None,
        start: float,
    ) -> None:
        self.iterations = iterations
        self.deadline = deadline
        """On the ``time.perf_counter`` clock, or None for no clock."""
        self.cancel = cancel
        self.start = start
        """When the search began, for the mean time per deal."""
        self.samples = 0
        self.cancelled = False
        """Whether the deals stopped at the cancel (told without polling the flag again)."""

    def __iter__(self) -> Iterator[int]:
        cancel = self.cancel
        while cancel is None or not cancel.is_set():
            yield self.samples
            self.samples += 1
            if self.iterations is not None and self.samples >= self.iterations:
                return
            if self.deadline is not None:
                now = time.perf_counter()
                if now + (now - self.start) / self.samples > self.deadline:
                    return
        self.cancelled = True
