"""The main window as a player meets it: menus that work, F9, the sheet after a hand,
options applied to the table, and a game that ends with the game-over dialog."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QSettings, Qt
from PySide6.QtWidgets import QAbstractButton, QMenu, QMessageBox
from pytestqt.qtbot import QtBot
from table_helpers import play_out_hand

from hearts_qt import cli
from hearts_qt.app import _start
from hearts_qt.controller import GameController
from hearts_qt.engine import Game, Phase, Rules, Seat
from hearts_qt.engine.presets import Preset, with_preset
from hearts_qt.storage.autosave import AutoSave
from hearts_qt.storage.files import DATA_DIR_ENV
from hearts_qt.storage.saved_game import GameStore, SavedGame
from hearts_qt.storage.settings import Settings
from hearts_qt.storage.statistics import StatisticsStore
from hearts_qt.ui.main_window import MainWindow
from hearts_qt.ui.rules_window import RulesWindow
from hearts_qt.ui.score_sheet.game_over import GameOverDialog
from hearts_qt.ui.statistics_dialog import StatisticsDialog
from tests.live_game import live_game
from tests.storage.helpers import game_after


def _bare_window(qtbot: QtBot, tmp_path: Path) -> MainWindow:
    """A window as the app makes it before its first frame: no autosave yet."""
    settings = Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    settings.set_animation("off")
    for seat in (Seat.WEST, Seat.NORTH, Seat.EAST):
        settings.set_level(seat, "easy")
    controller = GameController(levels=settings.levels(), threaded=False)
    w = MainWindow(controller, settings)
    w.table.still_trick_ms = 0  # whole hands at speed off, without a person's reading pause
    w.table.set_animation_speed("off")
    qtbot.addWidget(w)
    return w


def _autosave(window: MainWindow, folder: Path) -> AutoSave:
    return AutoSave(
        window.controller,
        GameStore(folder),
        StatisticsStore(folder),
        names=window.settings.names,
    )


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> Iterator[MainWindow]:
    w = _bare_window(qtbot, tmp_path)
    w.set_autosave(_autosave(w, tmp_path))
    w.show()
    qtbot.waitExposed(w)
    yield w
    w.controller.shutdown()


def _menu_actions(window: MainWindow) -> dict[str, object]:
    found: dict[str, object] = {}
    for menu in window.menuBar().findChildren(QMenu):
        for action in menu.actions():
            if action.text() and not action.isSeparator():
                found[action.text().replace("&", "")] = action
    return found


def test_every_menu_item_is_connected_and_enabled(window: MainWindow) -> None:
    actions = _menu_actions(window)
    for name in ("New Game", "Score Sheet", "Options…", "Statistics…", "Quit", "Rules of Hearts"):
        assert name in actions
    for name, action in actions.items():
        acts_only_sometimes = (
            "Undo",
            "Redo",
            "Claim",
            "Review",
            "Replay",
            "Back",
            "Export",
            "Leave",
        )
        if not name.startswith(acts_only_sometimes):  # only when they can act
            assert action.isEnabled()  # type: ignore[attr-defined]
        if action.menu() is None:  # type: ignore[attr-defined]
            assert action.receivers("2triggered(bool)") > 0  # type: ignore[attr-defined]


def test_statistics_open_once_the_saved_game_is_read(qtbot: QtBot, tmp_path: Path) -> None:
    window = _bare_window(qtbot, tmp_path)
    with qtbot.waitSignal(window.first_frame_painted):
        window.show()
    statistics = _menu_actions(window)["Statistics…"]
    assert not statistics.isEnabled()  # type: ignore[attr-defined]
    window.set_autosave(_autosave(window, tmp_path))  # what the app does after that frame
    assert statistics.isEnabled()  # type: ignore[attr-defined]
    statistics.trigger()  # type: ignore[attr-defined]
    qtbot.waitUntil(lambda: any(d.isVisible() for d in window.findChildren(StatisticsDialog)))
    window.controller.shutdown()


def test_a_resumed_game_shows_the_hands_already_played(qtbot: QtBot, window: MainWindow) -> None:
    game = game_after(2 * 57 + 10)  # two hands with a pass (57 actions each), then ten more
    assert len(game.results) == 2
    window.controller.resume(game)
    qtbot.keyClick(window, Qt.Key.Key_F9)
    qtbot.waitUntil(window.score_sheet.isVisible)
    assert window.score_sheet.model.rowCount() == 2


def _new_game_question(window: MainWindow) -> QMessageBox:
    return next(b for b in window.findChildren(QMessageBox) if b.isVisible())


def _button(box: QMessageBox, text: str) -> QAbstractButton:
    return next(b for b in box.buttons() if b.text().replace("&", "") == text)


def test_new_game_asks_before_giving_up_a_game_in_progress(
    qtbot: QtBot, window: MainWindow
) -> None:
    controller = window.controller
    window.new_game()
    dealt = controller.game_serial
    qtbot.keyClick(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    assert controller.game_serial != dealt  # no card played yet: nothing to give up, no question
    assert not window.findChildren(QMessageBox)
    game = controller.game_serial
    qtbot.waitUntil(lambda: controller.waiting_for_south, timeout=10_000)
    controller.choose_pass(controller.view().hand[:3])
    qtbot.waitUntil(lambda: controller.waiting_for_south or controller.begun, timeout=10_000)
    if not controller.begun:
        controller.play_card(controller.legal_plays()[0])
    assert controller.begun
    qtbot.keyClick(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: any(b.isVisible() for b in window.findChildren(QMessageBox)))
    question = _new_game_question(window)
    assert question.defaultButton() is _button(question, "Keep Playing")
    before = controller.snapshot()
    with qtbot.assertNotEmitted(controller.card_played, wait=300):
        pass  # the game waits for the answer: nothing is played behind the question
    assert controller.snapshot() == before
    qtbot.keyClick(question, Qt.Key.Key_Return)  # a stray Enter gives nothing up
    qtbot.waitUntil(lambda: not any(b.isVisible() for b in window.findChildren(QMessageBox)))
    assert window.controller.game_serial == game
    if not controller.waiting_for_south:  # and then it goes on
        with qtbot.waitSignal(controller.card_played, timeout=10_000):
            pass
    window.activateWindow()  # as a window manager does when the question closes
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: any(b.isVisible() for b in window.findChildren(QMessageBox)))
    given_up = controller.deal_place().deal
    qtbot.mouseClick(_button(_new_game_question(window), "New Game"), Qt.MouseButton.LeftButton)
    assert window.controller.game_serial != game
    deal = controller.deal_place().deal  # a deal of its own, not the button's False as 0
    assert 1 <= deal <= 999_999_999 and deal != given_up
    assert window.windowTitle().startswith("Deal ") and not window.windowTitle().startswith(
        "Deal 0,"
    )


def test_f1_shows_the_rules_of_the_game_being_played(qtbot: QtBot, window: MainWindow) -> None:
    window.controller.new_game(Rules(fixed_hands=4))
    qtbot.keyClick(window, Qt.Key.Key_F1)
    rules = next(w for w in window.findChildren(RulesWindow) if w.isVisible())
    assert "The game lasts 4 hands" in rules.text.toPlainText()
    window.controller.new_game(Rules(target_score=75))  # the open window follows
    assert "someone reaches 75 points" in rules.text.toPlainText()
    rules.close()
    window.controller.new_game(Rules(target_score=60))
    window.show_rules()  # the same window, brought up to date
    assert window.findChildren(RulesWindow) == [rules] and rules.isVisible()
    assert "someone reaches 60 points" in rules.text.toPlainText()


def test_full_screen_is_in_the_view_menu_with_a_key_and_escape_leaves_it(
    qtbot: QtBot, window: MainWindow
) -> None:
    action = _menu_actions(window)["Full Screen"]
    assert action.shortcuts()  # type: ignore[attr-defined]  # F11 where the platform has none
    action.trigger()  # type: ignore[attr-defined]
    qtbot.waitUntil(window.isFullScreen)
    assert action.isChecked()  # type: ignore[attr-defined]
    qtbot.keyClick(window.table, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not window.isFullScreen())
    assert not action.isChecked()  # type: ignore[attr-defined]


def test_the_command_lines_speed_holds_for_the_run_until_the_player_picks_one(
    window: MainWindow,
) -> None:
    stored = window.settings.animation()
    window.override_speed("slow")  # --animation slow
    actions = _menu_actions(window)
    assert actions["Slow"].isChecked()  # type: ignore[attr-defined]
    window.settings.set_four_colour(True)  # another View setting changes
    assert window.table.speed == "slow" and window.settings.animation() == stored
    actions["Fast"].trigger()  # type: ignore[attr-defined]
    assert window.table.speed == "fast" and window.settings.animation() == "fast"
    window.settings.set_four_colour(False)
    assert window.table.speed == "fast"


def test_the_table_has_the_keyboard_from_the_start(window: MainWindow) -> None:
    assert window.focusWidget() is window.table


def test_f9_toggles_the_score_sheet(qtbot: QtBot, window: MainWindow) -> None:
    window.new_game()
    assert not window.score_sheet.isVisible()
    qtbot.keyClick(window, Qt.Key.Key_F9)
    qtbot.waitUntil(window.score_sheet.isVisible)
    qtbot.keyClick(window.score_sheet, Qt.Key.Key_F9)
    qtbot.waitUntil(lambda: not window.score_sheet.isVisible())


def test_the_sheet_first_opens_on_screen_at_the_side_of_the_table(
    qtbot: QtBot, window: MainWindow
) -> None:
    window.setGeometry(0, 0, 800, 600)  # the offscreen screen is 800 wide: no room beside
    window.score_sheet.present()
    qtbot.waitUntil(window.score_sheet.isVisible)
    sheet = window.score_sheet.frameGeometry()
    screen = window.screen().availableGeometry()
    # Against the screen's right edge, on East's side (give or take the window frame).
    assert abs(sheet.x() + sheet.width() - (screen.x() + screen.width())) <= 8
    assert sheet.left() > screen.left()


def _play_first_hand(qtbot: QtBot, window: MainWindow) -> None:
    """South (through the controller) plays hand 1 to its end; the table waits."""
    controller = window.controller
    controller.south_level = None
    window.new_game()
    qtbot.waitUntil(lambda: controller.waiting_for_south, timeout=10_000)
    controller.choose_pass(controller.view().hand[:3])
    while not controller.results:
        qtbot.waitUntil(
            lambda: controller.waiting_for_south or bool(controller.results), timeout=10_000
        )
        if not controller.results:
            controller.play_card(controller.legal_plays()[0])
    qtbot.waitUntil(lambda: window.table.phase == "scored", timeout=10_000)


def test_after_a_hand_f9_shows_the_sheet_and_closing_it_deals_the_next(
    qtbot: QtBot, window: MainWindow
) -> None:
    _play_first_hand(qtbot, window)
    controller = window.controller
    qtbot.wait(100)
    assert controller.snapshot().number == 1  # held until the player has seen the score
    qtbot.keyClick(window, Qt.Key.Key_F9)
    qtbot.waitUntil(window.score_sheet.isVisible)
    assert window.score_sheet.model.rowCount() == 1
    window.score_sheet.close()
    qtbot.waitUntil(lambda: controller.snapshot().number == 2, timeout=10_000)


def test_a_click_on_the_table_deals_the_next_hand(qtbot: QtBot, window: MainWindow) -> None:
    _play_first_hand(qtbot, window)
    controller = window.controller
    qtbot.mouseClick(window.table.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(5, 5))
    qtbot.waitUntil(lambda: controller.snapshot().number == 2, timeout=10_000)


def test_a_sheet_the_player_opened_stays_for_the_next_hand(
    qtbot: QtBot, window: MainWindow
) -> None:
    window.score_sheet.present()  # F9 before the hand ends
    _play_first_hand(qtbot, window)
    controller = window.controller
    qtbot.waitUntil(lambda: window.table.phase == "scored", timeout=10_000)
    qtbot.mouseClick(window.table.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(5, 5))
    qtbot.waitUntil(lambda: controller.snapshot().number == 2, timeout=10_000)
    assert window.score_sheet.isVisible()


def test_the_view_menu_applies_to_the_table_and_is_remembered(window: MainWindow) -> None:
    actions = _menu_actions(window)
    actions["Four-Colour Deck"].trigger()  # type: ignore[attr-defined]
    assert window.settings.four_colour()
    assert window.renderer.four_colour
    actions["Red lattice"].trigger()  # type: ignore[attr-defined]
    assert window.settings.back() == "red"


def test_the_last_hand_goes_straight_to_the_game_over_dialog(
    qtbot: QtBot, window: MainWindow
) -> None:
    controller = window.controller
    controller.south_level = None
    controller.new_game(Rules(fixed_hands=4), seed=2)
    waits = 0
    while not controller.is_over:
        qtbot.waitUntil(
            lambda: (
                controller.waiting_for_south or window.table.phase == "scored" or controller.is_over
            ),
            timeout=10_000,
        )
        if controller.is_over:
            break
        if window.table.phase == "scored":
            waits += 1
            qtbot.keyClick(window.table, Qt.Key.Key_Return)  # seen: the next hand
            qtbot.waitUntil(lambda: window.table.phase != "scored", timeout=10_000)
        elif controller.view().phase is Phase.PASSING:
            controller.choose_pass(controller.view().hand[:3])
        else:
            controller.play_card(controller.legal_plays()[0])
    qtbot.waitUntil(lambda: any(d.isVisible() for d in window.findChildren(GameOverDialog)))
    assert waits == 3 and not window.score_sheet.isVisible()


def test_a_finished_game_offers_to_play_again(qtbot: QtBot, window: MainWindow) -> None:
    controller = window.controller
    controller.south_level = "easy"  # the computer plays South: a quick whole game
    controller.new_game(Rules(target_score=30), seed=4)
    qtbot.waitUntil(lambda: controller.is_over, timeout=30_000)
    finished, totals = controller.game_serial, controller.results[-1].totals
    controller.south_level = None  # a person is at the table when the game ends
    controller.game_over.emit(controller.winners, totals)
    dialog = next(d for d in window.findChildren(GameOverDialog) if d.isVisible())
    winners = [s.seat for s in dialog.standings if s.winner]
    assert winners == list(controller.winners)
    assert [s.total for s in dialog.standings] == sorted(totals)
    qtbot.mouseClick(dialog.play_again_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: controller.game_serial != finished, timeout=5_000)
    assert not controller.is_over


def test_a_seed_deals_a_new_game_and_counts_the_saved_one_as_abandoned(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(DATA_DIR_ENV, str(tmp_path))
    saved = game_after(30, seed=7)
    assert GameStore(tmp_path).save(SavedGame(saved)) is None
    window = _bare_window(qtbot, tmp_path)
    _start(window, window.controller, cli.Options(seed=5))  # as after the first frame
    assert live_game(window.controller).seed == 5
    statistics, _ = StatisticsStore(tmp_path).load()
    assert statistics.overall.games_abandoned == 1
    again = GameStore(tmp_path).load().saved
    assert again is not None and again.game.seed == 5
    window.controller.shutdown()


def test_hint_and_claim_are_off_once_the_game_is_over(qtbot: QtBot, window: MainWindow) -> None:
    game = Game(Rules(target_score=1), seed=5)  # over after one hand
    game.deal()
    play_out_hand(game)
    controller, actions = window.controller, _menu_actions(window)
    hint, claim = actions["Hint"], actions["Claim the Rest"]
    controller.resume(Game.replay(game.rules, game.seed, game.actions[:-4]))  # the last trick
    assert hint.isEnabled()  # type: ignore[attr-defined]
    while not controller.is_over:
        qtbot.waitUntil(lambda: controller.waiting_for_south or controller.is_over)
        if controller.waiting_for_south:
            qtbot.keyClick(window.table, Qt.Key.Key_P)
    qtbot.waitUntil(lambda: any(d.isVisible() for d in window.findChildren(GameOverDialog)))
    dialog = next(d for d in window.findChildren(GameOverDialog) if d.isVisible())
    assert not hint.isEnabled() and not claim.isEnabled()  # type: ignore[attr-defined]
    qtbot.mouseClick(dialog.play_again_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not controller.is_over)
    assert hint.isEnabled()  # type: ignore[attr-defined]


def test_the_rules_window_shows_its_whole_text_off_south_and_gives_the_keys_back(
    qtbot: QtBot, window: MainWindow
) -> None:
    window.controller.new_game(with_preset(Preset.CZECH, Rules()))  # the longest rules
    qtbot.waitUntil(lambda: window.table.phase == "passing")
    window.table.setFocus()
    qtbot.keyClick(window, Qt.Key.Key_F1)
    rules = next(w for w in window.findChildren(RulesWindow) if w.isVisible())
    qtbot.waitExposed(rules)
    assert "The J♦" in rules.text.toPlainText()
    assert rules.text.verticalScrollBar().maximum() == 0  # no scrolling to read it all
    south_hand = max(window.table.play_areas(), key=lambda seen: seen[1])[0]
    assert not rules.frameGeometry().intersects(south_hand)  # the screen has no room beside
    qtbot.keyClick(rules.text, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: window.table.hasFocus())
    first = window.table.table.south_cards()[0]
    qtbot.keyClick(window.table, Qt.Key.Key_Up)
    assert window.table.table.chosen_cards() == (first,)
