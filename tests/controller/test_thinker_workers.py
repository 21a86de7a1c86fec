"""The controller's computer players search on the worker processes: a threaded game's
Expert answers from a worker with the choice it makes alone (one worker, fixed deals)."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from hearts_qt.ai import Player, make_player, parallel
from hearts_qt.controller import GameController
from hearts_qt.engine import Card, Seat, SeatView

START_S = 60.0


def test_a_threaded_games_expert_searches_on_a_worker(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    pool = parallel.SearchPool(1)
    assert pool.wait_ready(START_S)
    monkeypatch.setattr(parallel, "shared_pool", lambda: pool)
    views: list[SeatView] = []
    played: list[Card] = []

    def factory(level: str, seed: int) -> Player:
        return make_player(level, seed, iterations=12)

    controller = GameController(levels=("expert", "easy", "easy"), player_factory=factory)
    controller.card_played.connect(lambda seat, card: seat is Seat.WEST and played.append(card))
    controller.turn_changed.connect(
        lambda seat: seat is Seat.WEST and views.append(controller.view(Seat.WEST))
    )
    try:
        controller.new_game(seed=21)
        qtbot.waitUntil(lambda: controller.waiting_for_south, timeout=20_000)
        controller.choose_pass(controller.view().hand[:3])

        def south_plays_until_west_played() -> bool:
            if controller.waiting_for_south and controller.legal_plays():
                controller.play_card(controller.legal_plays()[0])
            return bool(played)

        qtbot.waitUntil(south_plays_until_west_played, timeout=30_000)
    finally:
        controller.shutdown()
        pool.shutdown()
    assert pool.spread_searches >= 2  # West's pass and its first card
    alone = factory("expert", 21 * 4 + Seat.WEST)  # the controller's seed for West
    assert played[0] == alone.choose_play(views[0])
