"""Thinking can be cancelled: a stale request does not run to its end, a queued one is not
thought about at all, neither is answered, and the next request is served."""

from __future__ import annotations

import logging
import threading
from collections.abc import Iterator

import pytest
from pytestqt.qtbot import QtBot

from hearts_qt.ai import CancelFlag, Player, make_player
from hearts_qt.controller import GameController
from hearts_qt.controller import thinker as thinker_module
from hearts_qt.controller.thinker import Request, Thinker, Token
from hearts_qt.engine import Card, Game, Seat, SeatView
from tests.live_game import live_game

ENDLESS = 10**9
"""Iterations no test could wait for: a search that ends was cancelled."""


class Searcher(Player):
    """A stand-in for a long search: counts its iterations and polls the flag before each."""

    level = "searcher"

    def __init__(self, limit: int = ENDLESS) -> None:
        super().__init__(0)
        self.limit = limit
        self.iterations = 0
        self.started = threading.Event()
        self.finished = threading.Event()

    def choose_pass(self, view: SeatView) -> tuple[Card, Card, Card]:
        return self.think_pass(view, None)

    def choose_play(self, view: SeatView) -> Card:
        return view.legal[0]

    def think_pass(self, view: SeatView, cancel: CancelFlag | None) -> tuple[Card, Card, Card]:
        self.started.set()
        while self.iterations < self.limit and not (cancel is not None and cancel.is_set()):
            self.iterations += 1
        self.finished.set()
        a, b, c = view.hand[:3]
        return (a, b, c)


class NotedFlag(CancelFlag):
    """Notes how far ``searcher`` had got when the flag was set."""

    def __init__(self, searcher: Searcher) -> None:
        super().__init__()
        self.searcher = searcher
        self.iterations_when_set = -1

    def set(self) -> None:
        super().set()
        self.iterations_when_set = self.searcher.iterations


@pytest.fixture
def thinker(qtbot: QtBot) -> Iterator[Thinker]:
    t = Thinker()
    yield t
    assert t.stop()


def _request(number: int, player: Player, flag: CancelFlag | None = None) -> Request:
    game = Game(seed=number)
    game.deal()
    token = Token(number, 1, Seat.WEST)
    if flag is None:
        return Request(token, "pass", player, game.view(Seat.WEST))
    return Request(token, "pass", player, game.view(Seat.WEST), flag)


def test_cancel_stops_the_search_in_progress_and_skips_the_queued_one(
    qtbot: QtBot, thinker: Thinker
) -> None:
    running, queued, after = Searcher(), Searcher(), Searcher(limit=10)
    flag = NotedFlag(running)
    answered: list[Token] = []
    thinker.answered.connect(lambda token, _cards: answered.append(token))
    thinker.ask(_request(1, running, flag))
    thinker.ask(_request(2, queued))
    assert running.started.wait(5)
    thinker.cancel()
    with qtbot.waitSignal(thinker.answered, timeout=5_000) as served:
        thinker.ask(_request(3, after))
    assert running.finished.is_set()
    assert running.iterations < ENDLESS  # it did not run to its end
    # It polls before each iteration, so at most the one under way when the flag was set.
    assert flag.iterations_when_set >= 0
    assert running.iterations <= flag.iterations_when_set + 1
    assert not queued.started.is_set()  # asked before the cancel: never thought about
    assert queued.iterations == 0
    assert after.iterations == 10  # asked after it: thought about in full
    assert served.args[0] == Token(3, 1, Seat.WEST)
    assert answered == [Token(3, 1, Seat.WEST)]  # nothing of the cancelled requests


def test_an_answer_not_yet_delivered_when_cancelled_is_dropped(
    qtbot: QtBot, thinker: Thinker
) -> None:
    """The search has ended on the worker, the GUI thread has not yet seen its answer."""
    searcher = Searcher(limit=10)
    with qtbot.assertNotEmitted(thinker.answered, wait=100):
        thinker.ask(_request(1, searcher))
        assert searcher.finished.wait(5)  # the GUI thread is held here meanwhile
        thinker.cancel()
    assert searcher.iterations == 10


def test_stop_waits_with_a_timeout_and_logs_a_player_that_ignores_the_flag(
    qtbot: QtBot, caplog: pytest.LogCaptureFixture
) -> None:
    gate = threading.Event()

    class Stubborn(Searcher):
        def think_pass(self, view: SeatView, cancel: CancelFlag | None) -> tuple[Card, Card, Card]:
            self.started.set()
            gate.wait(10)
            return super().think_pass(view, None)

    stubborn = Stubborn(limit=1)
    thinker = Thinker()
    thinker.ask(_request(1, stubborn))
    assert stubborn.started.wait(5)
    with caplog.at_level(logging.WARNING, logger=thinker_module.__name__):
        assert not thinker.stop(timeout_ms=20)
    assert "did not stop within 20 ms" in caplog.text
    thread, _worker = thinker_module._UNFINISHED[-1]
    gate.set()
    assert thread.wait(5_000)
    thinker_module._UNFINISHED.remove((thread, _worker))


class Watched(Player):
    """A real player whose decisions are logged in order: asked, and done (cancelled?)."""

    def __init__(self, inner: Player, game_seed: int, log: list[tuple[str, int, bool]]) -> None:
        super().__init__(inner.seed)
        self.inner = inner
        self.game_seed = game_seed
        self.log = log

    def choose_pass(self, view: SeatView) -> tuple[Card, Card, Card]:
        return self.think_pass(view, None)

    def choose_play(self, view: SeatView) -> Card:
        return self.think_play(view, None)

    def think_pass(self, view: SeatView, cancel: CancelFlag | None) -> tuple[Card, Card, Card]:
        self.log.append(("asked", self.game_seed, False))
        try:
            return self.inner.think_pass(view, cancel)
        finally:
            self.log.append(("done", self.game_seed, cancel is not None and cancel.is_set()))

    def think_play(self, view: SeatView, cancel: CancelFlag | None) -> Card:
        self.log.append(("asked", self.game_seed, False))
        try:
            return self.inner.think_play(view, cancel)
        finally:
            self.log.append(("done", self.game_seed, cancel is not None and cancel.is_set()))


def test_a_new_game_during_an_experts_search_cancels_it(qtbot: QtBot) -> None:
    """Game 1's Experts would sample deals for hours; game 2's are quick."""
    log: list[tuple[str, int, bool]] = []

    def factory(level: str, seed: int) -> Player:
        game_seed = seed // 4
        iterations = ENDLESS if game_seed == 1 else 4
        return Watched(make_player(level, seed, iterations=iterations), game_seed, log)

    controller = GameController(levels=("expert",) * 3, player_factory=factory)
    passes: list[Seat] = []
    controller.pass_chosen.connect(lambda seat, _cards: passes.append(seat))
    try:
        controller.new_game(seed=1)
        qtbot.waitUntil(lambda: ("asked", 1, False) in log)
        controller.new_game(seed=2)
        qtbot.waitUntil(lambda: len(passes) == 3, timeout=10_000)  # game 2's three passes
        assert live_game(controller).seed == 2
        assert log[:3] == [("asked", 1, False), ("done", 1, True), ("asked", 2, False)]
        assert [entry for entry in log if entry[1] == 1] == [("asked", 1, False), ("done", 1, True)]
        assert log[3:] == [("done", 2, False), *[("asked", 2, False), ("done", 2, False)] * 2]
    finally:
        controller.shutdown()


def test_cancel_thinking_forgets_the_question(qtbot: QtBot) -> None:
    log: list[tuple[str, int, bool]] = []

    def factory(level: str, seed: int) -> Player:
        return Watched(make_player(level, seed, iterations=ENDLESS), seed // 4, log)

    controller = GameController(levels=("expert",) * 3, player_factory=factory)
    try:
        controller.new_game(seed=1)
        qtbot.waitUntil(lambda: ("asked", 1, False) in log)
        with qtbot.assertNotEmitted(controller.pass_chosen, wait=200):
            controller.cancel_thinking()
            qtbot.waitUntil(lambda: ("done", 1, True) in log)
        assert live_game(controller).actions == [("deal",)]
    finally:
        controller.shutdown()


def test_unthreaded_a_cancelled_question_is_never_put_to_the_player(qtbot: QtBot) -> None:
    log: list[tuple[str, int, bool]] = []

    def factory(level: str, seed: int) -> Player:
        return Watched(make_player("normal", seed), seed // 4, log)

    controller = GameController(threaded=False, player_factory=factory)
    try:
        controller.new_game(seed=1)  # West is asked on the next turn of the event loop
        controller.new_game(seed=2)
        qtbot.waitUntil(lambda: len(log) >= 2)
        assert log[0] == ("asked", 2, False)
        assert all(seed == 2 for _, seed, _ in log)
    finally:
        controller.shutdown()
