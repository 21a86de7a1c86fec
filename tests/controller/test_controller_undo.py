"""Undo and redo in the controller, headless: South's last action of the hand goes back
with the computer plays after it; redo plays the same actions again; a new action drops
the redo; nothing reaches into a finished hand."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest
from pytestqt.qtbot import QtBot

from hearts_qt.controller import GameController
from hearts_qt.engine import Game, Phase, Seat
from hearts_qt.engine.game import Action
from tests.live_game import live_game


@pytest.fixture
def controller(qtbot: QtBot) -> Iterator[GameController]:
    """A person at South against three Easy players (random: a re-asked one could answer
    otherwise, so a redo that gives the same answers gives the recorded ones)."""
    c = GameController(levels=("easy", "easy", "easy"), threaded=False)
    yield c
    c.shutdown()


def _south_acts(qtbot: QtBot, c: GameController, rng: random.Random) -> None:
    view = c.view()
    if view.phase is Phase.PASSING:
        c.choose_pass(rng.sample(view.hand, 3))
    else:
        c.play_card(rng.choice(c.legal_plays()))
    _settle(qtbot, c)


def _settle(qtbot: QtBot, c: GameController) -> None:
    qtbot.waitUntil(lambda: c.waiting_for_south or c.is_over, timeout=5_000)


def _same_as_a_fresh_replay(c: GameController, actions: list[Action]) -> None:
    fresh = Game.replay(c.rules, live_game(c).seed, actions)
    assert live_game(c).actions == actions
    for seat in Seat:
        assert c.view(seat) == fresh.view(seat)
    assert c.results == tuple(fresh.results)


def test_undo_takes_back_souths_card_with_the_plays_after_it_and_redo_replays_them(
    qtbot: QtBot, controller: GameController
) -> None:
    rng = random.Random(5)
    controller.new_game(seed=8)
    _settle(qtbot, controller)
    assert controller.undo_step() is None and controller.redo_step() is None
    _south_acts(qtbot, controller, rng)  # the pass
    _south_acts(qtbot, controller, rng)  # a card
    _south_acts(qtbot, controller, rng)  # another
    played = list(live_game(controller).actions)
    south_plays = [i for i, a in enumerate(played) if a[0] == "play" and a[1] is Seat.SOUTH]
    step = controller.undo_step()
    assert step is not None and step.kind == "play"
    assert step.cards == (played[south_plays[-1]][2],)
    with qtbot.waitSignal(controller.game_rewound):
        controller.undo()
    _settle(qtbot, controller)
    _same_as_a_fresh_replay(controller, played[: south_plays[-1]])
    assert controller.waiting_for_south
    controller.undo()
    controller.undo()  # the pass too: back to the deal
    _settle(qtbot, controller)
    assert controller.view().phase is Phase.PASSING
    assert controller.undo_step() is None  # nothing before the hand's first action
    for _ in range(3):
        controller.redo()
        _settle(qtbot, controller)
    _same_as_a_fresh_replay(controller, played)
    assert controller.redo_step() is None


def test_a_new_action_after_undo_drops_the_redo(qtbot: QtBot, controller: GameController) -> None:
    rng = random.Random(2)
    controller.new_game(seed=3)
    _settle(qtbot, controller)
    _south_acts(qtbot, controller, rng)  # the pass
    _south_acts(qtbot, controller, rng)
    controller.undo()
    controller.undo()
    _settle(qtbot, controller)
    undone = controller.redo_step()
    assert undone is not None and undone.kind == "pass"
    other = [c for c in controller.view().hand if c not in undone.cards][:3]
    controller.choose_pass(other)
    _settle(qtbot, controller)
    assert controller.redo_step() is None
    assert controller.view().passed == tuple(sorted(other))


def test_undo_never_reaches_into_a_finished_hand(qtbot: QtBot) -> None:
    c = GameController(levels=("easy", "easy", "easy"), threaded=False)
    c.set_paced(True)  # the scored hand waits for next_hand, as at a table
    rng = random.Random(1)
    c.new_game(seed=4)
    while c.view().phase is not Phase.SCORED:
        qtbot.waitUntil(
            lambda: c.waiting_for_south or c.view().phase is Phase.SCORED or c._waiting_view,
            timeout=5_000,
        )
        if c._waiting_view:
            c.on_view_idle()
        elif c.waiting_for_south:
            view = c.view()
            if view.phase is Phase.PASSING:
                c.choose_pass(view.hand[:3])
            else:
                c.play_card(rng.choice(c.legal_plays()))
    assert c.undo_step() is None
    actions = list(live_game(c).actions)
    c.undo()
    assert live_game(c).actions == actions
    c.shutdown()


@pytest.mark.parametrize("sequence", range(8))
def test_random_undo_and_redo_sequences_match_a_fresh_replay(
    qtbot: QtBot, controller: GameController, sequence: int
) -> None:
    """25 random sequences per case (200 in all) of South's actions, undos and redos."""

    def record() -> list[Action]:
        return live_game(controller).actions

    for run in range(25):
        rng = random.Random(sequence * 1000 + run)
        controller.new_game(seed=rng.randrange(10_000))
        _settle(qtbot, controller)
        line: list[Action] = []  # the actions of the game's line, as far as known
        for _ in range(rng.randrange(4, 14)):
            choice = rng.random()
            hand_start = max(i for i, a in enumerate(record()) if a[0] == "deal")
            if choice < 0.25 and controller.undo_step() is not None:
                if len(record()) > len(line):
                    line = list(record())
                controller.undo()
                _settle(qtbot, controller)
                assert len(record()) > hand_start
                assert line[: len(record())] == record()
            elif choice < 0.45 and controller.redo_step() is not None:
                controller.redo()
                _settle(qtbot, controller)
                assert line[: len(record())] == record()
            else:
                _south_acts(qtbot, controller, rng)
                if line[: len(record())] != record():  # a new line (else it was the redo's)
                    line = list(record())
            if controller.is_over:
                break
            _same_as_a_fresh_replay(controller, list(record()))


def test_redos_asked_while_the_others_replay_are_kept_not_lost(
    qtbot: QtBot, controller: GameController
) -> None:
    rng = random.Random(9)
    controller.new_game(seed=3)
    _settle(qtbot, controller)
    for _ in range(4):  # the pass and three cards
        _south_acts(qtbot, controller, rng)
    played = list(live_game(controller).actions)
    for _ in range(4):
        controller.undo()
        _settle(qtbot, controller)
    assert controller.undo_step() is None
    for _ in range(4):  # at once, as fast as a person presses the keys
        controller.redo()
    qtbot.waitUntil(lambda: controller.redo_step() is None, timeout=5_000)
    _settle(qtbot, controller)
    _same_as_a_fresh_replay(controller, played)
