"""Cards, animations and timers live as long as their owners say, whatever the player
does while cards move: a card taken off the table mid-flight is deleted once, at once,
and takes nothing with it; two games in a row through the real window end cleanly."""

from __future__ import annotations

import dataclasses
import gc
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
import shiboken6
from PySide6.QtCore import (
    QAbstractAnimation,
    QCoreApplication,
    QEvent,
    QSettings,
    Qt,
    QTimer,
    SignalInstance,
)
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from hearts_qt.controller import GameController
from hearts_qt.engine import Seat
from hearts_qt.storage.settings import Settings
from hearts_qt.ui.main_window import MainWindow
from hearts_qt.ui.score_sheet.game_over import GameOverDialog
from hearts_qt.ui.table import theme
from hearts_qt.ui.table.card_item import CardItem
from hearts_qt.ui.table.scene import TableScene
from hearts_qt.ui.table.view import TableView

FAST = 0.05
"""The "fast" speed's factor in these tests: every animation runs, twenty times quicker
than a player sees it, so that two whole games fit in the suite's budget."""


def _delete_later_now() -> None:
    """Run the deletions Qt has deferred (``deleteLater``) now, as the event loop would."""
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def _live_cards() -> list[CardItem]:
    gc.collect()
    return [o for o in gc.get_objects() if isinstance(o, CardItem) and shiboken6.isValid(o)]


def _owned_animations(scene: TableScene) -> list[QAbstractAnimation]:
    owners = (scene.animator, scene.hover)
    return [c for o in owners for c in o.children() if isinstance(c, QAbstractAnimation)]


def test_cards_taken_off_the_table_mid_flight_are_deleted_once(
    qtbot: QtBot, table: TableView
) -> None:
    table.set_animation_speed("normal")
    scene = table.table
    with qtbot.waitSignal(table.controller.hand_dealt):
        table.controller.new_game(seed=3)
    qtbot.waitUntil(lambda: scene.animator.running > 20)  # the deal is under way
    dealt = scene.cards()
    scene.hover.set(scene.hands[Seat.SOUTH][0])  # a lift in flight too
    scene.clear()
    assert not any(shiboken6.isValid(item) for item in dealt)
    assert scene.animator.running == 0 and scene.hover.animations() == []
    _delete_later_now()  # where the crash was: a stopped animation deleted later
    assert _owned_animations(scene) == []
    assert scene.cards() == []


def test_a_finished_trick_is_deleted_once_it_has_faded(qtbot: QtBot, table: TableView) -> None:
    table.set_animation_speed("fast")
    scene = table.table
    table.controller.south_level = "easy"
    with qtbot.waitSignal(table.controller.trick_taken, timeout=20_000):
        table.controller.new_game(seed=3)
    leaving = list(scene.leaving)
    assert len(leaving) == 4
    with qtbot.waitSignal(table.controller.trick_taken, timeout=20_000):
        pass
    assert not any(shiboken6.isValid(item) for item in leaving)  # swept by the next trick
    assert len(scene.leaving) == 4


@pytest.mark.qt_log_level_fail("CRITICAL")
def test_a_card_never_becomes_a_qobjects_parent(
    qtbot: QtBot, table: TableView, qtlog: pytest.LogCaptureFixture
) -> None:
    item = CardItem(table.table.art, None)
    QTimer(item)
    warnings = [r.message for r in qtlog.records]  # type: ignore[attr-defined]
    assert any("given a card as its Qt parent" in m for m in warnings)


# -- two games in a row, through the real window ------------------------------------------


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[MainWindow]:
    """The main window at the "fast" speed, a person at South, Easy opponents, games of
    four hands, as a player who set those options meets it."""
    monkeypatch.setitem(theme.SPEEDS, "fast", FAST)
    settings = Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    settings.set_animation("fast")
    settings.set_rules(dataclasses.replace(settings.rules(), fixed_hands=4))
    for seat in (Seat.WEST, Seat.NORTH, Seat.EAST):
        settings.set_level(seat, "easy")
    controller = GameController(levels=settings.levels(), threaded=False)
    w = MainWindow(controller, settings)
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    qtbot.waitExposed(w)
    yield w
    controller.shutdown()
    w.table.table.animator.finish_all()


def _act(qtbot: QtBot, window: MainWindow) -> None:
    """What a person at South does next, by keyboard: pass three cards, play the first
    card that may be played, or go on after a hand (the score sheet put away)."""
    view = window.table
    if view.phase == "scored":
        qtbot.keyClick(view, Qt.Key.Key_Return)
    elif view.south.may_touch() and view.phase == "passing":
        for _ in range(3):
            qtbot.keyClick(view, Qt.Key.Key_Right)
            qtbot.keyClick(view, Qt.Key.Key_Up)
        qtbot.keyClick(view, Qt.Key.Key_P)
    elif view.south.to_play() and view.south.may_touch():
        qtbot.keyClick(view, Qt.Key.Key_P)


def _play_until(qtbot: QtBot, window: MainWindow, done: Callable[[], bool]) -> None:
    view = window.table

    def ready() -> bool:
        return done() or view.phase == "scored" or view.south.may_touch()

    while not done():
        qtbot.waitUntil(ready, timeout=20_000)
        if not done():
            _act(qtbot, window)
            qtbot.wait(1)


def _game_over_dialog(window: MainWindow) -> GameOverDialog | None:
    return next((d for d in window.findChildren(GameOverDialog) if d.isVisible()), None)


def _give_up_for_a_new_game(qtbot: QtBot, window: MainWindow) -> None:
    """Game ▸ New Game (Ctrl+N), and New Game in the question that follows."""

    def question() -> QMessageBox | None:
        return next((b for b in window.findChildren(QMessageBox) if b.isVisible()), None)

    # Back from the game-over dialog the window manager activates the window again; the
    # offscreen platform has none, so the test does.
    handle = window.windowHandle()
    assert handle is not None
    handle.requestActivate()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: question() is not None)
    box = question()
    assert box is not None
    give_up = next(b for b in box.buttons() if b.text() == "&New Game")
    qtbot.mouseClick(give_up, Qt.MouseButton.LeftButton)


def _give_up_while_moving(qtbot: QtBot, window: MainWindow, signal: SignalInstance) -> int:
    """Play on until ``signal``, then give the game up for a new one at once, while what
    the signal set moving still moves; how many cards were moving then."""
    controller, animator = window.controller, window.table.table.animator
    moving: list[int] = []

    def now() -> None:
        moving.append(animator.running)
        _give_up_for_a_new_game(qtbot, window)

    def soon(*_args: object) -> None:
        signal.disconnect(soon)
        QTimer.singleShot(0, now)

    signal.connect(soon)
    given_up = controller.game_serial
    _play_until(qtbot, window, lambda: controller.game_serial != given_up)
    return moving[0]


def _assert_clean(window: MainWindow) -> None:
    """Only the cards on the table are alive, and only running animations are owned."""
    scene = window.table.table
    _delete_later_now()
    assert sorted(map(id, _live_cards())) == sorted(map(id, scene.cards()))
    owned = _owned_animations(scene)
    assert len(owned) == scene.animator.running + len(scene.hover.animations())
    assert not [item for item in scene.cards() if item.children()]


def test_two_games_back_to_back_with_new_games_while_cards_move(
    qtbot: QtBot, window: MainWindow
) -> None:
    controller, view = window.controller, window.table
    window.new_game()
    first = controller.game_serial
    # Game one, played to its end; Play Again at once, while the penalty cards still rise.
    _play_until(qtbot, window, lambda: _game_over_dialog(window) is not None)
    assert controller.is_over and len(controller.results) == 4
    assert view.table.animator.running > 0
    dialog = _game_over_dialog(window)
    assert dialog is not None
    qtbot.keyClick(dialog, Qt.Key.Key_Return)  # Play Again is the default
    qtbot.waitUntil(lambda: controller.game_serial != first)
    _assert_clean(window)
    # Game two is given up while a card flies to the trick, game three while a trick
    # slides to its winner.
    assert _give_up_while_moving(qtbot, window, controller.card_played) > 0
    _assert_clean(window)
    assert _give_up_while_moving(qtbot, window, controller.trick_taken) > 0
    _assert_clean(window)
    # The game that follows plays to its end as the first did.
    _play_until(qtbot, window, lambda: _game_over_dialog(window) is not None)
    assert controller.is_over and len(controller.results) == 4
    _assert_clean(window)
