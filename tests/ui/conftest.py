"""Fixtures of the table tests: a table view to play on, a check that no card
animation is left running, and every deferred deletion run before the next test."""

from __future__ import annotations

import gc
from collections.abc import Iterator

import pytest
import shiboken6
from PySide6.QtCore import QAbstractAnimation, QCoreApplication, QEvent, QPropertyAnimation
from pytestqt.qtbot import QtBot

from hearts_qt.controller import GameController
from hearts_qt.ui.card_renderer import CardRenderer
from hearts_qt.ui.table import animation
from hearts_qt.ui.table.view import TableView


@pytest.fixture(autouse=True)
def _deferred_deletions_run_in_the_test() -> Iterator[None]:
    """Run what the test left to ``deleteLater`` and to the garbage collector before the
    next test starts: a lifetime bug (a Qt object deleted twice, a card freed under an
    animation) then crashes in the test that caused it, with its name on the
    faulthandler's traceback, not at a random later point."""
    yield
    if QCoreApplication.instance() is not None:
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    gc.collect()
    if QCoreApplication.instance() is not None:
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


@pytest.fixture
def no_animation_left_running(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Fail a test that ends with a card animation still running."""
    made: list[QPropertyAnimation] = []

    class Tracked(QPropertyAnimation):
        def __init__(self, *args: object) -> None:
            super().__init__(*args)  # type: ignore[call-overload]
            made.append(self)

    monkeypatch.setattr(animation, "QPropertyAnimation", Tracked)
    yield
    running = [
        a for a in made if shiboken6.isValid(a) and a.state() == QAbstractAnimation.State.Running
    ]
    assert running == []


@pytest.fixture
def table(qtbot: QtBot) -> Iterator[TableView]:
    """A table at 1280×800, animation off, against three Easy players on the GUI thread."""
    controller = GameController(levels=("easy", "easy", "easy"), threaded=False)
    view = TableView(controller, CardRenderer())
    qtbot.addWidget(view)
    view.still_trick_ms = 0  # whole hands at speed off, without a person's reading pause
    view.set_animation_speed("off")
    view.resize(1280, 800)
    view.show()
    qtbot.waitExposed(view)
    yield view
    controller.shutdown()
    view.table.animator.finish_all()
    view.table.hover.reset()
    view.table.decor.hearts_cue.stop()
