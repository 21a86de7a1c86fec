"""Claiming the rest as a player does: the button (and Game ▸ Claim the Rest) appears
exactly when the engine says South's cards take every remaining trick, and a click plays
the rest out, South taking every trick."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from hearts_qt.engine import Phase, Seat
from hearts_qt.engine.claim import can_claim
from hearts_qt.ui.main_window import MainWindow
from tests.screenshot_option import Pictures
from tests.ui.window_helpers import quick_window


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> Iterator[MainWindow]:
    w = quick_window(qtbot, tmp_path, play_out_decided=False)  # only claims end early
    w.show()
    qtbot.waitExposed(w)
    yield w
    w.controller.shutdown()


def test_the_claim_button_comes_exactly_when_certain_and_plays_the_rest(
    qtbot: QtBot, window: MainWindow, screenshot: Pictures
) -> None:
    controller, view = window.controller, window.table
    button = view.table.decor.claim_button
    rng = random.Random(3)
    controller.new_game(seed=12)
    for _ in range(2000):
        qtbot.waitUntil(
            lambda: view.south.may_touch() or view.phase.value == "scored", timeout=10_000
        )
        if view.phase.value == "scored":
            view.continue_after_hand()
            continue
        south = controller.view()
        if south.phase is Phase.PASSING:
            controller.choose_pass(south.hand[:3])
            continue
        certain = can_claim(controller.view()) and len(controller.view().hand) > 1
        assert button.isVisible() == certain and button.enabled == certain
        if certain:
            break
        controller.play_card(rng.choice(controller.legal_plays()))
    else:
        pytest.fail("no claim came up in 2000 turns")
    screenshot("claim")
    left = len(south.hand)
    won_before = sum(trick.winner is Seat.SOUTH for trick in south.tricks)
    seen: list[int] = []  # what the controller says has been played, at each card shown
    controller.card_played.connect(lambda *_: seen.append(len(controller.view().played)))
    qtbot.mouseClick(
        view.viewport(),
        Qt.MouseButton.LeftButton,
        pos=view.mapFromScene(button.rect.center()),
    )
    assert any("claim the rest" in n for n in view.status.news)
    assert not button.isVisible()
    qtbot.waitUntil(lambda: controller.view().phase is Phase.SCORED, timeout=10_000)
    won = sum(trick.winner is Seat.SOUTH for trick in controller.view().tricks)
    assert won == won_before + left
    # card by card: the controller is never ahead of the table (the Cards Played panel
    # showed all 52 played as soon as a claim began)
    assert seen == list(range(seen[0], seen[0] + len(seen))) and seen[-1] == 52


def test_the_play_out_option_reaches_the_controller(window: MainWindow) -> None:
    assert not window.controller.play_out_decided
    window.settings.set_play_out_decided(True)
    assert window.controller.play_out_decided
