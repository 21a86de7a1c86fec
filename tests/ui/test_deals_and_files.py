"""Deal numbers, Play Deal…, Replay This Hand, Export Game… and Open Game… as a player
uses them, by keyboard: a typed number deals what any game from it deals, a replay comes
back to the game unchanged and counts apart, a game exported opens the same in a fresh
window, and a bad file is refused with the game being played unchanged."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog, QLineEdit, QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from hearts_qt.controller import GameController
from hearts_qt.engine import PassDirection, Seat, deal_for, record
from hearts_qt.engine.deal_number import deal_number_text
from hearts_qt.storage.autosave import AutoSave
from hearts_qt.storage.files import MAX_FILE_BYTES
from hearts_qt.storage.saved_game import GameStore, SavedGame, encode
from hearts_qt.storage.statistics import StatisticsStore
from hearts_qt.ui.deal_dialog import DealNumberDialog
from hearts_qt.ui.main_window import MainWindow
from hearts_qt.ui.table.phase import TablePhase
from tests.live_game import live_game
from tests.storage.helpers import finished_game
from tests.ui.window_helpers import quick_window

DEAL = 31_415_926


def _window(qtbot: QtBot, folder: Path) -> MainWindow:
    w = quick_window(qtbot, folder)
    w.set_autosave(AutoSave(w.controller, GameStore(folder), StatisticsStore(folder)))
    w.show()
    qtbot.waitExposed(w)
    return w


@pytest.fixture
def windows(qtbot: QtBot, tmp_path: Path) -> Iterator[list[MainWindow]]:
    made: list[MainWindow] = []
    yield made
    for w in made:
        w.controller.shutdown()


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path, windows: list[MainWindow]) -> MainWindow:
    windows.append(_window(qtbot, tmp_path / "mine"))
    return windows[0]


def _ctrl(qtbot: QtBot, window: MainWindow, key: Qt.Key) -> None:
    qtbot.keyClick(window, key, Qt.KeyboardModifier.ControlModifier)


def _shown(qtbot: QtBot, window: MainWindow, kind: type[QWidget]) -> QWidget:
    qtbot.waitUntil(lambda: any(w.isVisible() for w in window.findChildren(kind)))
    return next(w for w in window.findChildren(kind) if w.isVisible())


def _none_shown(window: MainWindow, kind: type[QWidget]) -> bool:
    return not any(w.isVisible() for w in window.findChildren(kind))


def _pass(qtbot: QtBot, window: MainWindow) -> None:
    view = window.table
    qtbot.waitUntil(lambda: view.phase is TablePhase.PASSING and view.south.may_touch())
    for _ in range(3):
        qtbot.keyClick(view, Qt.Key.Key_Right)
        qtbot.keyClick(view, Qt.Key.Key_Up)
    qtbot.keyClick(view, Qt.Key.Key_P)


def _play(qtbot: QtBot, window: MainWindow, cards: int) -> None:
    view = window.table
    for _ in range(cards):
        qtbot.waitUntil(lambda: view.south.to_play() and view.south.may_touch(), timeout=10_000)
        qtbot.keyClick(view, Qt.Key.Key_P)


def _begun(qtbot: QtBot, window: MainWindow, seed: int = 5) -> dict[str, object]:
    """A game of ``seed`` with South's pass and two cards played; its record."""
    window.deal_new_game(seed=seed)
    _pass(qtbot, window)
    _play(qtbot, window, 2)
    qtbot.waitUntil(lambda: window.table.south.to_play() and window.table.south.may_touch())
    return record.to_dict(window.controller.game_copy())


def _type_deal(qtbot: QtBot, window: MainWindow, text: str) -> DealNumberDialog:
    _ctrl(qtbot, window, Qt.Key.Key_G)
    dialog = _shown(qtbot, window, DealNumberDialog)
    assert isinstance(dialog, DealNumberDialog)
    qtbot.keyClicks(dialog.field, text)
    qtbot.keyClick(dialog.field, Qt.Key.Key_Return)
    return dialog


def test_a_typed_deal_number_deals_what_any_game_from_it_deals(
    qtbot: QtBot, window: MainWindow
) -> None:
    window.deal_new_game()
    qtbot.waitUntil(lambda: window.table.south.may_touch())
    random_deal = window.controller.deal_place().deal
    assert 1 <= random_deal <= 999_999_999
    assert deal_number_text(random_deal) in window.windowTitle()
    _type_deal(qtbot, window, "31 415 926")
    qtbot.waitUntil(lambda: window.controller.deal_place().deal == DEAL)
    qtbot.waitUntil(lambda: window.table.south.may_touch())
    other = GameController(threaded=False)
    other.new_game(seed=DEAL)
    assert window.table.table.south_cards() == other.view().hand
    assert live_game(window.controller).hand.dealt == deal_for(DEAL, 1)
    other.shutdown()
    caption = f"Deal {deal_number_text(DEAL)}, hand 1"
    assert window.windowTitle() == caption == window.deals.place_label.text()
    qtbot.keyClick(window, Qt.Key.Key_F9)
    assert window.score_sheet.deal.text() == f"Deal {deal_number_text(DEAL)}"


@pytest.mark.parametrize(
    ("typed", "words"),
    [
        ("abc", "“abc” is not a deal number"),
        ("12 monkeys", "is not a deal number"),
        ("-5", "Deal numbers start at 1"),
        ("0", "Deal numbers start at 1"),
        ("1000000000", "Deal numbers go up to 999\u202f999\u202f999"),
        ("", "Type a deal number"),
    ],
)
def test_what_is_not_a_deal_number_is_said_and_esc_keeps_the_game(
    qtbot: QtBot, window: MainWindow, typed: str, words: str
) -> None:
    window.deal_new_game(seed=77)
    qtbot.waitUntil(lambda: window.table.south.may_touch())
    dialog = _type_deal(qtbot, window, typed)
    assert dialog.isVisible() and dialog.problem.isVisible()
    assert words in dialog.problem.text()
    qtbot.keyClicks(dialog.field, "x")  # typing again takes the message away
    assert not dialog.problem.isVisible()
    qtbot.keyClick(dialog.field, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: _none_shown(window, DealNumberDialog))
    assert window.controller.deal_place().deal == 77


def test_play_deal_over_a_game_in_progress_asks_first(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    before = _begun(qtbot, window)
    _type_deal(qtbot, window, "7")
    box = _shown(qtbot, window, QMessageBox)
    assert isinstance(box, QMessageBox) and "play the deal you typed" in box.text()
    qtbot.keyClick(box, Qt.Key.Key_Return)  # a stray Enter keeps playing
    qtbot.waitUntil(lambda: _none_shown(window, QMessageBox))
    assert record.to_dict(window.controller.game_copy()) == before
    _type_deal(qtbot, window, "7")
    box = _shown(qtbot, window, QMessageBox)
    assert isinstance(box, QMessageBox)
    play = next(b for b in box.buttons() if b.text() == "&Play Deal")
    qtbot.mouseClick(play, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.controller.deal_place().deal == 7)
    statistics, _ = StatisticsStore(tmp_path / "mine").load()
    assert statistics.overall.games_abandoned == 1


def _finish_replay(qtbot: QtBot, window: MainWindow) -> None:
    view = window.table
    _pass(qtbot, window)
    while not window.controller.is_over:
        qtbot.waitUntil(
            lambda: window.controller.is_over or (view.south.to_play() and view.south.may_touch()),
            timeout=10_000,
        )
        if not window.controller.is_over:
            qtbot.keyClick(view, Qt.Key.Key_P)


def test_a_replayed_hand_comes_back_to_the_game_unchanged_and_counts_apart(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    before = _begun(qtbot, window, seed=DEAL)
    held = window.table.table.south_cards()
    _ctrl(qtbot, window, Qt.Key.Key_R)
    qtbot.waitUntil(lambda: window.table.phase is TablePhase.PASSING)
    assert window.windowTitle() == f"Replay of deal {deal_number_text(DEAL)}, hand 1"
    assert window.deals.place_label.text() == window.windowTitle()
    assert window.table.table.south_cards() == deal_for(DEAL, 1)[Seat.SOUTH]
    assert window.controller.view().direction is PassDirection.LEFT
    saved = GameStore(tmp_path / "mine").load().saved
    assert saved is not None and record.to_dict(saved.game) == before
    _finish_replay(qtbot, window)
    box = _shown(qtbot, window, QMessageBox)
    assert isinstance(box, QMessageBox) and "The replay is over" in box.text()
    assert not window.table.table.decor.banner.isVisible()  # nobody won a game
    qtbot.keyClick(box, Qt.Key.Key_Return)  # Back to the Game
    qtbot.waitUntil(lambda: not window.controller.replaying)
    qtbot.waitUntil(lambda: window.table.south.to_play() and window.table.south.may_touch())
    assert record.to_dict(window.controller.game_copy()) == before
    assert window.table.table.south_cards() == held
    assert window.windowTitle() == f"Deal {deal_number_text(DEAL)}, hand 1"
    assert _none_shown(window, QMessageBox)  # no game-over dialog, no "play again"
    statistics, _ = StatisticsStore(tmp_path / "mine").load()
    assert statistics.overall.games_played == 0 and statistics.practice.games_played == 1


def test_back_to_the_game_leaves_a_replay_part_way(qtbot: QtBot, window: MainWindow) -> None:
    before = _begun(qtbot, window)
    back = window.deals.back
    assert not back.isEnabled()
    _ctrl(qtbot, window, Qt.Key.Key_R)
    _pass(qtbot, window)
    assert back.isEnabled()
    back.trigger()
    qtbot.waitUntil(lambda: window.table.south.to_play() and window.table.south.may_touch())
    assert record.to_dict(window.controller.game_copy()) == before and not back.isEnabled()


def _choose_file(qtbot: QtBot, window: MainWindow, path: Path) -> None:
    """Put the file's path where the dialog asks for a name (pasted: typing opens the
    completer, which grabs the keyboard), and press Enter."""
    dialog = _shown(qtbot, window, QFileDialog)
    assert isinstance(dialog, QFileDialog)
    name = dialog.findChild(QLineEdit, "fileNameEdit")
    assert isinstance(name, QLineEdit)
    name.setText(str(path))
    qtbot.keyClick(name, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: _none_shown(window, QFileDialog))


def test_an_exported_game_opens_the_same_in_a_fresh_window(
    qtbot: QtBot, window: MainWindow, windows: list[MainWindow], tmp_path: Path
) -> None:
    before = _begun(qtbot, window, seed=DEAL)
    path = tmp_path / "shared" / "our game.hearts.json"
    path.parent.mkdir()
    _ctrl(qtbot, window, Qt.Key.Key_E)
    _choose_file(qtbot, window, path)
    assert path.is_file() and "our game.hearts.json" in window._status.text()
    friend = _window(qtbot, tmp_path / "friend")
    windows.append(friend)
    friend.deal_new_game(seed=3)
    qtbot.waitUntil(lambda: friend.table.south.may_touch())
    _ctrl(qtbot, friend, Qt.Key.Key_O)
    _choose_file(qtbot, friend, path)
    qtbot.waitUntil(lambda: friend.table.south.to_play() and friend.table.south.may_touch())
    assert record.to_dict(friend.controller.game_copy()) == before
    assert friend.table.table.south_cards() == window.table.table.south_cards()
    assert [c for _s, c in friend.controller.view().trick] == [
        c for _s, c in window.controller.view().trick
    ]
    assert friend.windowTitle() == window.windowTitle()
    assert friend.deals.folder() == path.parent  # the next dialog starts there


def _bad_files() -> dict[str, bytes]:
    good = encode(SavedGame(finished_game(seed=4)))

    def edited(change: object) -> bytes:
        data = json.loads(good)
        change(data)  # type: ignore[operator]
        return json.dumps(data).encode()

    return {
        "damaged": b"\x00\x01garbage",
        "truncated": good[: len(good) // 3],
        "foreign": b'{"format": "spreadsheet", "cells": []}',
        "too large": b" " * (MAX_FILE_BYTES + 1),
        "newer": edited(lambda d: d.update(schema=7)),
        "tampered": edited(lambda d: d["record"].update(totals=[0, 0, 0, 0])),
    }


@pytest.mark.parametrize(
    ("kind", "words"),
    [
        ("damaged", "damaged or incomplete"),
        ("truncated", "damaged or incomplete"),
        ("foreign", "is not a game saved by Hearts"),
        ("too large", "too large"),
        ("newer", "newer version"),
        ("tampered", "do not make a legal game"),
    ],
)
def test_a_bad_file_is_refused_and_the_game_goes_on_unchanged(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, kind: str, words: str
) -> None:
    before = _begun(qtbot, window)
    on_disk = GameStore(tmp_path / "mine").path.read_bytes()
    path = tmp_path / f"{kind}.hearts.json"
    bad = _bad_files()[kind]
    path.write_bytes(bad)
    _ctrl(qtbot, window, Qt.Key.Key_O)
    _choose_file(qtbot, window, path)
    box = _shown(qtbot, window, QMessageBox)
    assert isinstance(box, QMessageBox) and words in box.text() and path.name in box.text()
    qtbot.keyClick(box, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: _none_shown(window, QMessageBox))
    assert record.to_dict(window.controller.game_copy()) == before
    assert GameStore(tmp_path / "mine").path.read_bytes() == on_disk
    assert path.read_bytes() == bad  # left as it was
    _play(qtbot, window, 1)  # and the game goes on


def test_a_finished_game_opens_finished_with_its_score_sheet(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    window.deal_new_game(seed=9)
    qtbot.waitUntil(lambda: window.table.south.may_touch())
    path = tmp_path / "done.hearts.json"
    game = finished_game(seed=4)
    path.write_bytes(encode(SavedGame(game)))
    assert window.deals.open_file(str(path))
    qtbot.waitUntil(lambda: window.score_sheet.isVisible())
    assert window.controller.is_over and window.controller.results == tuple(game.results)
    assert window.score_sheet.caption.text().startswith("Game over — ")
    statistics, _ = StatisticsStore(tmp_path / "mine").load()
    assert statistics.overall.games_played == 0  # someone else's game is not yours


def _finish_hand(qtbot: QtBot, window: MainWindow) -> None:
    view = window.table
    _pass(qtbot, window)
    while view.phase is not TablePhase.SCORED:
        qtbot.waitUntil(
            lambda: (
                view.phase is TablePhase.SCORED or (view.south.to_play() and view.south.may_touch())
            ),
            timeout=10_000,
        )
        if view.phase is not TablePhase.SCORED:
            qtbot.keyClick(view, Qt.Key.Key_P)


def test_the_hand_just_finished_is_the_one_replayed_and_review_keeps_it_off(
    qtbot: QtBot, window: MainWindow
) -> None:
    window.deal_new_game(seed=DEAL)
    _finish_hand(qtbot, window)
    window.table.hold_after_hand()  # the player reads the table
    finished = window.controller.results
    window.review.open()
    assert window.review.active
    assert not any(a.isEnabled() for a in window.deals.changing_the_game())
    window.review.close()
    assert window.deals.replay.isEnabled()
    _ctrl(qtbot, window, Qt.Key.Key_R)
    qtbot.waitUntil(lambda: window.table.phase is TablePhase.PASSING)
    assert window.table.table.south_cards() == deal_for(DEAL, 1)[Seat.SOUTH]
    assert window.controller.view().direction is PassDirection.LEFT
    window.deals.back.trigger()  # back: the game goes on with its next hand
    qtbot.waitUntil(lambda: window.controller.deal_place().hand == 2)
    assert window.controller.results == finished and not window.controller.replaying
