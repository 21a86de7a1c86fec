"""The announcer's queue of zeroconf steps: a step still waiting for the one before when
zeroconf closes is closed unrun, not left to warn "coroutine … was never awaited" (which
once failed tests/net/test_reconnect.py, warnings being errors)."""

from __future__ import annotations

import asyncio
import inspect
from concurrent.futures import Future

from hearts_qt.net import discovery


def test_a_step_cancelled_before_its_turn_is_closed_unrun() -> None:
    ran: list[str] = []

    async def update() -> None:
        ran.append("update")

    loop = asyncio.new_event_loop()
    try:
        step = update()
        previous: Future[object] = Future()  # a registration still probing the network
        queued = loop.create_task(discovery._after(previous, step))
        loop.run_until_complete(asyncio.sleep(0.01))  # the step waits for the one before
        queued.cancel()  # zeroconf closing
        loop.run_until_complete(asyncio.wait([queued]))
        closed = inspect.getcoroutinestate(step) == inspect.CORO_CLOSED
        step.close()
    finally:
        loop.close()
    assert queued.cancelled() and closed and not ran
