"""Check My Play as a player meets it: off out of the box, on from Options or for this
game from the Game menu; after a hand the Expert's verdict is told in words in the status
bar, with a link to review the hand, and kept with the game and in the statistics."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtGui import QAction
from pytestqt.qtbot import QtBot

from hearts_qt.ai.checker import CheckSize
from hearts_qt.ai.verdict import HandCheck
from hearts_qt.storage import DATA_DIR_ENV
from hearts_qt.storage.autosave import AutoSave
from hearts_qt.storage.play_checks import CheckStore
from hearts_qt.storage.saved_game import GameStore
from hearts_qt.storage.statistics import StatisticsStore
from hearts_qt.ui.main_window import MainWindow
from hearts_qt.ui.options_dialog import OptionsDialog
from tests.ui.test_end_of_hand_and_game import play_to_the_end_of_the_hand
from tests.ui.window_helpers import quick_window

SMALL = CheckSize(search_deals=12, measure_deals=12)


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> MainWindow:
    monkeypatch.setenv(DATA_DIR_ENV, str(tmp_path))
    w = quick_window(qtbot, tmp_path)
    w.controller.check_size = SMALL
    w.set_autosave(AutoSave(w.controller, GameStore(tmp_path), StatisticsStore(tmp_path)))
    w.show()
    qtbot.waitExposed(w)
    return w


def _menu_action(window: MainWindow, text: str) -> QAction:
    game = window.menuBar().actions()[0].menu()
    assert game is not None
    return next(a for a in game.actions() if a.text() == text)


def test_the_check_is_off_until_asked_for_and_the_menu_turns_it_on_for_this_game(
    qtbot: QtBot, window: MainWindow
) -> None:
    action = _menu_action(window, "Chec&k My Play")
    assert action.isCheckable() and not action.isChecked()
    window.controller.new_game(seed=5)
    with qtbot.assertNotEmitted(window.controller.hand_checked, wait=100):
        play_to_the_end_of_the_hand(qtbot, window)
    assert not window.check_notice.isVisible()
    action.trigger()  # on for the game being played
    assert window.controller.check_play
    window.controller.new_game(seed=6)
    assert not action.isChecked() and not window.controller.check_play  # as the option says
    window.controller.shutdown()


def test_after_a_hand_the_player_reads_what_the_expert_found_and_can_review_it(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    window.controller.new_game(seed=5)
    _menu_action(window, "Chec&k My Play").trigger()
    with qtbot.waitSignal(window.controller.hand_checked, timeout=60_000) as checked:
        play_to_the_end_of_the_hand(qtbot, window)
    found = checked.args[0]
    assert isinstance(found, HandCheck) and found.hand == 1
    qtbot.waitUntil(window.check_notice.isVisible)
    words = window.check_notice.words
    if found.verdicts:
        times = len(found.verdicts)
        assert f"the Expert would have chosen otherwise {times} time" in words
        assert "about " in words and " points" in words
    else:
        assert f"agrees with all your {found.decisions} decision" in words
    assert words.startswith("Hand 1: ")
    shown = window.check_notice.text()
    assert shown.startswith('<a href="review">Hand 1: ') and len(shown) < 60
    assert ("to review" if found.verdicts else "the Expert agrees") in shown
    assert window.check_notice.toolTip().startswith(words)

    window.check_notice.linkActivated.emit("review")  # the player clicks the link
    assert window.review.active
    window.review.close()

    saved = window.autosave.current if window.autosave else None
    assert saved is not None
    assert CheckStore(tmp_path).load(saved.game_id)[0] == (found,)
    statistics, _ = StatisticsStore(tmp_path).load()
    assert statistics.checks.levels["easy"].decisions == found.decisions
    window.controller.shutdown()


def test_options_turn_the_check_on_for_every_game(qtbot: QtBot, window: MainWindow) -> None:
    dialog = OptionsDialog(window.settings, window.controller.rules, window)
    qtbot.addWidget(dialog)
    assert not dialog.check_play.isChecked()
    dialog.check_play.click()
    dialog.accept()
    assert window.settings.check_play()
    assert window.controller.check_play and window.check_my_play.action.isChecked()
    window.controller.new_game(seed=7)
    assert window.controller.check_play
    window.controller.shutdown()


def test_a_replay_keeps_the_check_the_player_asked_for_this_game(
    qtbot: QtBot, window: MainWindow
) -> None:
    """Check My Play on for this game (the option is off), a hand replayed, then Back to
    the Game: the game is still checked, and the replay was too."""
    action = _menu_action(window, "Chec&k My Play")
    window.controller.new_game(seed=5)
    action.trigger()
    play_to_the_end_of_the_hand(qtbot, window)
    replay = _menu_action(window, "Repla&y This Hand")
    replay.trigger()
    assert window.controller.replaying
    assert action.isChecked() and window.controller.check_play
    replay.trigger()  # Replay Again
    _menu_action(window, "&Back to the Game").trigger()
    assert not window.controller.replaying
    assert action.isChecked() and window.controller.check_play
    window.controller.new_game(seed=6)  # a new game starts as the option says
    assert not action.isChecked() and not window.controller.check_play
    window.controller.shutdown()


def test_a_new_game_during_a_replay_starts_as_the_option_says(
    qtbot: QtBot, window: MainWindow
) -> None:
    action = _menu_action(window, "Chec&k My Play")
    window.controller.new_game(seed=5)
    action.trigger()
    play_to_the_end_of_the_hand(qtbot, window)
    _menu_action(window, "Repla&y This Hand").trigger()
    window.controller.new_game(seed=6)
    assert not action.isChecked() and not window.controller.check_play
    window.controller.resume(window.controller.game_copy())  # as Open Game… does
    assert not action.isChecked() and not window.controller.check_play
    window.controller.shutdown()
