"""How long a search samples: a count, a deadline or a cancel, whichever comes first."""

from __future__ import annotations

import doctest
import time

import pytest

from hearts_qt.ai import CancelFlag, rounds
from hearts_qt.ai.rounds import Rounds


def test_a_count_of_deals_is_sampled_exactly() -> None:
    counted = Rounds(5, None, None, time.perf_counter())
    assert list(counted) == [0, 1, 2, 3, 4]
    assert counted.samples == 5


def test_a_deadline_stops_before_a_deal_would_end_past_it(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Deals of 1/8 s against a deadline 5/8 s away: the fifth ends on it, so a sixth,
    which would end past it, is not begun."""
    clock = [0.0]
    monkeypatch.setattr(rounds.time, "perf_counter", lambda: clock[0])
    timed = Rounds(None, 0.625, None, 0.0)
    for _ in timed:
        clock[0] += 0.125
    assert timed.samples == 5


def test_a_cancel_is_polled_before_each_deal() -> None:
    flag = CancelFlag()
    cancelled = Rounds(None, None, flag, time.perf_counter())
    for sample in cancelled:
        if sample == 2:
            flag.set()
    assert cancelled.samples == 3
    flag_set = CancelFlag()
    flag_set.set()
    assert list(Rounds(10, None, flag_set, 0.0)) == []


def test_the_doctest_holds() -> None:
    assert doctest.testmod(rounds, raise_on_error=False).failed == 0
