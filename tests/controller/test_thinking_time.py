"""Hard's and Expert's thinking time: the controller gives it to its searching players
from their next decision, and to the hint; other players are left as they are."""

from __future__ import annotations

from collections.abc import Callable

from pytestqt.qtbot import QtBot

from hearts_qt.ai import TIME_BUDGETS, CancelFlag, Player, make_player
from hearts_qt.ai.estimate import Evaluation
from hearts_qt.ai.montecarlo import MonteCarloPlayer
from hearts_qt.ai.thinking import ThinkingTime, thinking_budget
from hearts_qt.controller import GameController
from hearts_qt.engine import SeatView

Asked = list[tuple[str, float | None]]


class Recorded(MonteCarloPlayer):
    """A Hard or Expert player that notes its time budget at each decision (it searches
    two deals, whichever budget it has)."""

    asked: Asked

    def evaluate_pass(self, view: SeatView, cancel: CancelFlag | None) -> Evaluation:
        self.asked.append((self.level, self.time_budget))
        return super().evaluate_pass(view, cancel)

    def evaluate_play(self, view: SeatView, cancel: CancelFlag | None) -> Evaluation:
        self.asked.append((self.level, self.time_budget))
        return super().evaluate_play(view, cancel)


def recording(asked: Asked, iterations: int = 2) -> Callable[[str, int], Player]:
    def factory(level: str, seed: int) -> Player:
        if level not in TIME_BUDGETS:
            return make_player(level, seed)
        player = Recorded(level, seed, iterations, TIME_BUDGETS[level])
        player.asked = asked
        return player

    return factory


def test_the_next_decisions_think_for_the_thinking_time_chosen(qtbot: QtBot) -> None:
    asked: Asked = []
    controller = GameController(
        levels=("hard", "expert", "normal"), threaded=False, player_factory=recording(asked)
    )
    controller.set_thinking_time(ThinkingTime.LONG)
    controller.new_game(seed=3)
    qtbot.waitUntil(lambda: len(asked) == 2)
    assert asked == [("hard", 0.625), ("expert", 2.5)]  # the passes
    controller.set_thinking_time(ThinkingTime.QUICK)  # South still to pass
    qtbot.waitUntil(lambda: controller.waiting_for_south)
    controller.choose_pass(controller.view().hand[:3])

    def south_plays_until_asked_twice() -> bool:
        if controller.waiting_for_south:
            controller.play_card(controller.legal_plays()[0])
        return len(asked) >= 4

    qtbot.waitUntil(south_plays_until_asked_twice)
    assert set(asked[2:]) == {
        ("hard", thinking_budget("hard", ThinkingTime.QUICK)),
        ("expert", thinking_budget("expert", ThinkingTime.QUICK)),
    }
    controller.shutdown()


def test_without_a_thinking_time_the_players_keep_their_own(qtbot: QtBot) -> None:
    asked: Asked = []
    controller = GameController(
        levels=("hard", "expert", "normal"), threaded=False, player_factory=recording(asked)
    )
    controller.new_game(seed=3)
    qtbot.waitUntil(lambda: len(asked) == 2)
    assert asked == [("hard", 0.25), ("expert", 1.0)]
    controller.shutdown()


def test_a_player_searching_a_fixed_number_of_deals_keeps_it(qtbot: QtBot) -> None:
    searched: list[int] = []

    def factory(level: str, seed: int) -> Player:
        player = make_player(level, seed, iterations=5)
        assert isinstance(player, MonteCarloPlayer)
        searched.append(0 if player.time_budget is None else 1)
        return player

    controller = GameController(levels=("expert",) * 3, threaded=False, player_factory=factory)
    controller.set_thinking_time(ThinkingTime.QUICK)
    controller.new_game(seed=3)
    qtbot.waitUntil(lambda: controller.waiting_for_south)
    assert searched == [0, 0, 0]
    controller.shutdown()


def test_the_hint_thinks_for_the_thinking_time_too(qtbot: QtBot) -> None:
    asked: Asked = []
    controller = GameController(
        levels=("easy",) * 3, threaded=False, player_factory=recording(asked, iterations=3)
    )
    controller.set_thinking_time(ThinkingTime.QUICK)
    controller.new_game(seed=5)
    qtbot.waitUntil(lambda: controller.waiting_for_south)
    with qtbot.waitSignal(controller.hint_ready):
        controller.hint()
    assert asked == [("expert", thinking_budget("expert", ThinkingTime.QUICK))]
    controller.shutdown()
