"""Review a hand as a player does: Game ▸ Review Hand after a hand, or a double-click on
the score sheet's row; step through it with the keys, the buttons and the slider; Esc
goes back to the game exactly where it was, and nothing in review changes the game."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QMenu, QPushButton
from pytestqt.qtbot import QtBot

from hearts_qt.ai.verdict import HandCheck, Verdict
from hearts_qt.controller.texts import card_text
from hearts_qt.engine import Card, Seat
from hearts_qt.i18n import Translators
from hearts_qt.ui.main_window import MainWindow
from hearts_qt.ui.review.view import ReviewView
from hearts_qt.ui.table import theme
from hearts_qt.ui.table.phase import TablePhase
from tests.live_game import live_game
from tests.ui.window_helpers import quick_window


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> Iterator[MainWindow]:
    w = quick_window(qtbot, tmp_path)
    w.resize(1280, 800)
    w.show()
    qtbot.waitExposed(w)
    yield w
    w.controller.shutdown()


def _review_action(window: MainWindow) -> QAction:
    menu = next(m for m in window.menuBar().findChildren(QMenu) if m.title() == "&Game")
    return next(a for a in menu.actions() if a is window.review.action)


def _game_action(window: MainWindow, prefix: str) -> QAction:
    menu = next(m for m in window.menuBar().findChildren(QMenu) if m.title() == "&Game")
    return next(a for a in menu.actions() if a.text().replace("&", "").startswith(prefix))


def _south_acts_until(qtbot: QtBot, window: MainWindow, done: Callable[[], bool]) -> None:
    """South passes its first three cards and plays its first legal card, turn after
    turn, until ``done()``."""
    table, controller = window.table, window.controller
    while not done():
        qtbot.waitUntil(lambda: bool(done()) or table.south.may_touch(), timeout=10000)
        if done():
            return
        if table.phase is TablePhase.PASSING:
            for card in table.table.south_cards()[:3]:
                table.toggle_chosen(card)
            table.send_pass()
        else:
            table.play(controller.legal_plays()[0])


def _finish_hands(qtbot: QtBot, window: MainWindow, count: int) -> None:
    """Play on until ``count`` hands are scored; the table then shows the last one's end."""
    controller = window.controller
    if not controller.results and window.table.phase is TablePhase.NONE:
        with qtbot.waitSignal(window.table.idle):
            controller.new_game(seed=11)
    while len(controller.results) < count:
        if window.table.phase is TablePhase.SCORED:
            window.table.continue_after_hand()
        target = len(controller.results) + 1
        _south_acts_until(qtbot, window, lambda t=target: len(controller.results) >= t)
    qtbot.waitUntil(lambda: window.table.phase is TablePhase.SCORED)


def _review(window: MainWindow) -> ReviewView:
    view = window.review.view
    assert view is not None and window.review.active
    return view


def _key(qtbot: QtBot, view: ReviewView, key: Qt.Key, times: int = 1) -> None:
    for _ in range(times):
        qtbot.keyClick(view, key)


def _board_cards(view: ReviewView, seat: Seat) -> tuple[Card | None, ...]:
    return tuple(item.card for item in view.board.hands[seat])


def test_review_hand_after_a_hand_steps_with_keys_buttons_and_slider(
    qtbot: QtBot, window: MainWindow
) -> None:
    assert not _review_action(window).isEnabled()  # nothing finished yet
    _finish_hands(qtbot, window, 1)
    played = live_game(window.controller).hands[0]
    action = _review_action(window)
    assert action.isEnabled()
    action.trigger()
    view = _review(window)
    assert window.centralWidget().currentWidget() is view  # type: ignore[attr-defined]
    assert view.hasFocus()
    assert view.bar.heading.text() == "Hand 1 — The deal"
    for seat in Seat:  # all four hands face up, as dealt
        assert _board_cards(view, seat) == played.dealt[seat]
        assert all(item.face_up for item in view.board.hands[seat])

    _key(qtbot, view, Qt.Key.Key_Right)  # the pass: who passed what to whom
    assert view.bar.heading.text() == "Hand 1 — The pass"
    for seat in Seat:
        out = tuple(i.card for i in view.board.hands[seat] if i.highlighted)
        assert out == played.passes[seat]
    caption = view.bar.caption.text()
    assert "South passed" in caption and "to West" in caption

    _key(qtbot, view, Qt.Key.Key_Right)  # the first trick
    first = played.tricks[0]
    assert view.bar.heading.text() == "Hand 1 — Trick 1 of 13"
    assert [(seat, item.card) for seat, item in view.board.trick] == list(first.cards)
    ringed = [seat for seat, item in view.board.trick if item.highlighted]
    assert ringed == [first.winner]

    qtbot.mouseClick(view.bar.last, Qt.MouseButton.LeftButton)  # the last trick
    result = window.controller.results[0]
    assert view.bar.heading.text() == "Hand 1 — Trick 13 of 13"
    assert [view.board.labels[s].hand_points for s in Seat] == list(result.points)
    assert "The hand:" in view.bar.caption.text() or "shot the" in view.bar.caption.text()
    assert not view.bar.next.isEnabled()

    _key(qtbot, view, Qt.Key.Key_Home)
    assert view.bar.heading.text() == "Hand 1 — The deal"
    _key(qtbot, view, Qt.Key.Key_End)
    assert view.step == len(view.steps) - 1
    _key(qtbot, view, Qt.Key.Key_Left, 6)  # trick 7: points so far, per seat
    trick = played.tricks[6]
    assert view.bar.heading.text() == "Hand 1 — Trick 7 of 13"
    running = [0, 0, 0, 0]
    for taken in played.tricks[:7]:
        running[taken.winner] += taken.score
    assert [view.board.labels[s].hand_points for s in Seat] == running
    assert view.board.labels[trick.winner].on_turn

    slider = view.bar.slider  # the slider, by the mouse: drag its handle to trick 4
    y = slider.height() // 2
    start = QPoint(round(slider.mark_position(slider.value()).x()), y)
    end = QPoint(round(slider.mark_position(5).x()), y)
    qtbot.mousePress(slider, Qt.MouseButton.LeftButton, pos=start)
    qtbot.mouseMove(slider, end)
    qtbot.mouseRelease(slider, Qt.MouseButton.LeftButton, pos=end)
    assert view.bar.heading.text() == "Hand 1 — Trick 4 of 13"
    assert [(s, i.card) for s, i in view.board.trick] == list(played.tricks[3].cards)

    _key(qtbot, view, Qt.Key.Key_Escape)  # the hand's end, as it was: it waits for a click
    table = window.table
    assert table.phase is TablePhase.SCORED and table.end.held and not table.end.waiting
    with qtbot.waitSignal(window.controller.hand_dealt):
        qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(5, 5))


def test_esc_goes_back_exactly_where_the_game_was_and_it_goes_on(
    qtbot: QtBot, window: MainWindow
) -> None:
    _finish_hands(qtbot, window, 1)
    window.table.continue_after_hand()
    controller, table = window.controller, window.table
    qtbot.waitUntil(lambda: table.phase is TablePhase.PASSING)
    first, second = table.table.south_cards()[:2]
    table.toggle_chosen(first)
    table.toggle_chosen(second)  # two chosen, one to go: a pending choice
    before = controller.snapshot()
    chosen = table.table.chosen_cards()
    actions = len(live_game(controller).actions)

    _review_action(window).trigger()
    view = _review(window)
    assert view.bar.waiting.text().startswith("Reviewing hand 1.")
    _key(qtbot, view, Qt.Key.Key_Right, 3)
    for key in (Qt.Key.Key_P, Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Up):
        _key(qtbot, view, key)
    _key(qtbot, view, Qt.Key.Key_Escape)

    assert not window.review.active
    assert window.centralWidget().currentWidget() is table  # type: ignore[attr-defined]
    assert table.hasFocus()
    assert controller.snapshot() == before
    assert table.table.chosen_cards() == chosen
    assert len(live_game(controller).actions) == actions
    assert window.statusBar().isVisible()
    third = table.table.south_cards()[-1]  # the game goes on: the pass is made
    table.toggle_chosen(third)
    with qtbot.waitSignal(controller.cards_received):
        table.send_pass()


def test_a_computer_thinking_waits_for_the_review_then_plays(
    qtbot: QtBot, window: MainWindow
) -> None:
    _finish_hands(qtbot, window, 1)
    window.table.continue_after_hand()
    controller = window.controller
    _south_acts_until(qtbot, window, lambda: window.table.turn is Seat.SOUTH)
    card = controller.legal_plays()[0]
    window.table.play(card)  # the next seat is asked now; its answer comes later
    _review_action(window).trigger()
    view = _review(window)
    with qtbot.assertNotEmitted(controller.card_played, wait=300):
        _key(qtbot, view, Qt.Key.Key_Right)
    played = len(live_game(controller).actions)
    with qtbot.waitSignal(controller.card_played, timeout=5000):
        qtbot.mouseClick(view.bar.back, Qt.MouseButton.LeftButton)
    assert len(live_game(controller).actions) > played


def test_nothing_in_review_changes_the_game(qtbot: QtBot, window: MainWindow) -> None:
    _finish_hands(qtbot, window, 1)
    window.table.continue_after_hand()
    controller = window.controller
    _south_acts_until(qtbot, window, lambda: window.table.turn is Seat.SOUTH)
    undo = _game_action(window, "Undo")
    assert undo.isEnabled()
    before, actions = controller.snapshot(), len(live_game(controller).actions)
    _review_action(window).trigger()
    view = _review(window)
    for name in ("New Game", "Undo", "Redo", "Hint", "Claim"):
        assert not _game_action(window, name).isEnabled(), name
    assert _review_action(window).text().replace("&", "") == "Back to the Game"
    _key(qtbot, view, Qt.Key.Key_End)
    with qtbot.assertNotEmitted(controller.hint_thinking, wait=100):
        qtbot.keyClick(window, Qt.Key.Key_H)
        qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
        qtbot.keyClick(window, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    _key(qtbot, view, Qt.Key.Key_Home)
    board = view.board_view  # a click, a double-click and a drag on South's cards
    item = view.board.hands[Seat.SOUTH][0]
    at = board.mapFromScene(QPointF(item.x(), item.y()))
    qtbot.mouseClick(board.viewport(), Qt.MouseButton.LeftButton, pos=at)
    qtbot.mouseDClick(board.viewport(), Qt.MouseButton.LeftButton, pos=at)
    qtbot.mousePress(board.viewport(), Qt.MouseButton.LeftButton, pos=at)
    qtbot.mouseMove(board.viewport(), board.mapFromScene(view.board.layout.centre))
    qtbot.mouseRelease(board.viewport(), Qt.MouseButton.LeftButton)
    assert controller.snapshot() == before
    assert len(live_game(controller).actions) == actions
    _review_action(window).trigger()  # the menu's item leaves the review too
    assert not window.review.active
    assert undo.isEnabled()
    assert _review_action(window).text().replace("&", "") == "Review Hand"
    with qtbot.waitSignal(controller.card_played):
        window.table.play(controller.legal_plays()[0])


def test_hand_one_from_the_score_sheet_after_hand_three(qtbot: QtBot, window: MainWindow) -> None:
    _finish_hands(qtbot, window, 3)
    sheet = window.score_sheet
    qtbot.keyClick(window, Qt.Key.Key_F9)
    qtbot.waitExposed(sheet)
    table = sheet.table
    row = table.visualRect(sheet.model.index(0, 0)).center()
    # a double-click as the platform sends it: press, release, then the double-click
    qtbot.mousePress(table.viewport(), Qt.MouseButton.LeftButton, pos=row)
    qtbot.mouseRelease(table.viewport(), Qt.MouseButton.LeftButton, pos=row)
    qtbot.mouseDClick(table.viewport(), Qt.MouseButton.LeftButton, pos=row)
    view = _review(window)
    first = live_game(window.controller).hands[0]
    assert view.bar.heading.text() == "Hand 1 — The deal"
    assert _board_cards(view, Seat.WEST) == first.dealt[Seat.WEST]
    assert view.bar.hands.currentIndex() == 0 and view.bar.hands.count() == 3
    _key(qtbot, view, Qt.Key.Key_PageDown)  # the next hand
    assert view.bar.heading.text() == "Hand 2 — The deal"
    _key(qtbot, view, Qt.Key.Key_Escape)
    assert window.table.phase is TablePhase.SCORED  # hand 3's end, as it was


def test_only_finished_hands_are_reviewed(qtbot: QtBot, window: MainWindow) -> None:
    _finish_hands(qtbot, window, 1)
    window.table.continue_after_hand()
    _south_acts_until(qtbot, window, lambda: window.table.turn is Seat.SOUTH)
    _review_action(window).trigger()  # mid-hand 2: the last finished hand, hand 1
    assert _review(window).bar.heading.text() == "Hand 1 — The deal"
    with pytest.raises(ValueError, match="not finished"):
        window.controller.hand_review(2)


def test_the_experts_verdicts_are_marked(qtbot: QtBot, window: MainWindow) -> None:
    _finish_hands(qtbot, window, 1)
    review = window.controller.hand_review(1)
    south = review.tricks[2].card_of(Seat.SOUTH)
    better = next(c for c in review.tricks[2].held[Seat.SOUTH])
    passed = review.passed[Seat.SOUTH]
    expert_pass = review.dealt[Seat.SOUTH][-3:]
    check = HandCheck(
        hand=1,
        decisions=13,
        agreed=11,
        verdicts=(
            Verdict("play", 2, (south,), (better,), 2.34, 0.41),
            Verdict("pass", None, passed, expert_pass, 1.2, 0.3),
        ),
    )
    window.review.open(1, check)
    view = _review(window)
    assert view.bar.slider.marked == {1, 4}  # the pass, and trick 3 (after deal and pass)
    described = view.bar.slider.accessibleDescription()
    assert described == "The Expert would have played otherwise in trick 3."
    assert view.bar.verdict.text() == "The Expert agreed with 11 of your 13 decisions."
    _key(qtbot, view, Qt.Key.Key_Right)
    assert [i.card for i in view.board.expert] == list(expert_pass)
    assert view.bar.verdict.text().startswith("The Expert would have passed")
    _key(qtbot, view, Qt.Key.Key_Right)  # trick 1: no verdict
    assert view.board.expert == [] and view.bar.verdict.text() == ""
    _key(qtbot, view, Qt.Key.Key_Right, 2)  # trick 3
    mine = next(item for seat, item in view.board.trick if seat is Seat.SOUTH)
    assert mine.ring == theme.REVIEW_FLAG
    assert [i.card for i in view.board.expert] == [better]
    assert view.board.expert[0].ring == theme.REVIEW_EXPERT
    text = view.bar.verdict.text()
    assert text.startswith("The Expert would have played the ")
    assert "about 2.3 points better (±0.4)" in text


def test_the_reviews_controls_have_names(qtbot: QtBot, window: MainWindow) -> None:
    _finish_hands(qtbot, window, 1)
    _review_action(window).trigger()
    bar = _review(window).bar
    for control in (bar.back, bar.hands, bar.first, bar.previous, bar.slider, bar.next, bar.last):
        assert control.accessibleName()
        assert control.toolTip()
    view = _review(window)
    board = view.board_view
    assert board.accessibleName() == "Hand 1 — The deal"
    south = live_game(window.controller).hands[0].dealt[Seat.SOUTH]
    described = board.accessibleDescription().splitlines()
    assert described[0] == "South: " + " ".join(card_text(c) for c in south)
    view.go_to(len(view.steps) - 1)
    assert board.accessibleDescription().splitlines()[-1].startswith("The trick: ")


def test_a_check_that_arrives_while_reviewing_is_shown(qtbot: QtBot, window: MainWindow) -> None:
    _finish_hands(qtbot, window, 1)
    controller = window.controller
    _review_action(window).trigger()
    view = _review(window)
    assert view.bar.slider.marked == frozenset()  # the hand has not been checked
    review = controller.hand_review(1)
    south = review.tricks[0].card_of(Seat.SOUTH)
    found = Verdict("play", 0, (south,), (south,), 1.5, 0.2)
    controller.hand_checked.emit(HandCheck(hand=2, decisions=12, agreed=12, verdicts=()))
    assert view.check is None  # another hand's check
    controller.hand_checked.emit(HandCheck(hand=1, decisions=12, agreed=11, verdicts=(found,)))
    first_trick = 2 if review.passing else 1
    assert view.bar.slider.marked == {first_trick}
    assert view.bar.verdict.text() == "The Expert agreed with 11 of your 12 decisions."


def test_the_keys_work_whichever_control_has_the_focus(qtbot: QtBot, window: MainWindow) -> None:
    _finish_hands(qtbot, window, 1)
    _review_action(window).trigger()
    view = _review(window)
    _key(qtbot, view, Qt.Key.Key_Right, 3)
    for control in (view.bar.back, view.bar.next, view.bar.hands, view.bar.slider):
        control.setFocus()  # as Tab puts it there
        before = view.step
        qtbot.keyClick(control, Qt.Key.Key_Left)
        assert view.step == before - 1, control.accessibleName()
        qtbot.keyClick(control, Qt.Key.Key_Right)
        assert view.step == before, control.accessibleName()
    qtbot.keyClick(view.bar.next, Qt.Key.Key_Escape)
    assert not window.review.active


def test_closing_the_score_sheet_during_a_review_deals_nothing(
    qtbot: QtBot, window: MainWindow
) -> None:
    """The sheet is open at a hand's end, the player reviews that hand from it, closes
    the sheet (it stood over the review) and goes back: the hand's end is still there,
    waiting for the click; the next hand was not dealt behind the review."""
    _finish_hands(qtbot, window, 1)
    sheet = window.score_sheet
    qtbot.keyClick(window, Qt.Key.Key_F9)
    qtbot.waitExposed(sheet)
    row = sheet.table.visualRect(sheet.model.index(0, 0)).center()
    qtbot.mousePress(sheet.table.viewport(), Qt.MouseButton.LeftButton, pos=row)
    qtbot.mouseRelease(sheet.table.viewport(), Qt.MouseButton.LeftButton, pos=row)
    qtbot.mouseDClick(sheet.table.viewport(), Qt.MouseButton.LeftButton, pos=row)
    view = _review(window)
    close = next(b for b in sheet.findChildren(QPushButton) if b.text().replace("&", "") == "Close")
    qtbot.mouseClick(close, Qt.MouseButton.LeftButton)
    assert not sheet.isVisible()
    with qtbot.assertNotEmitted(window.controller.hand_dealt, wait=300):
        _key(qtbot, view, Qt.Key.Key_Escape)
    assert not window.review.active
    table = window.table
    assert table.phase is TablePhase.SCORED
    assert len(window.controller.results) == 1
    with qtbot.waitSignal(window.controller.hand_dealt):  # the click goes on
        table.continue_after_hand()


def test_the_slider_keeps_its_room_in_a_narrow_window(
    qtbot: QtBot, window: MainWindow, qapp: QApplication
) -> None:
    """In French at 800 px (a small screen, or a screen at twice the pixels) the buttons'
    words left the slider a stub; it then takes a row of its own, and comes back beside
    the buttons when the window is wide again."""
    _finish_hands(qtbot, window, 1)
    translators = Translators(qapp)
    assert translators.use("fr", system=[]) == "fr"
    try:
        window.resize(800, 600)
        _review_action(window).trigger()
        bar = _review(window).bar
        assert bar.next.text() == "&Suivant ▶"
        qtbot.waitUntil(lambda: bar.width() <= 800)
        qtbot.waitUntil(lambda: bar.slider.width() >= bar.width() // 2)
        assert bar.slider.geometry().bottom() < bar.next.geometry().top()  # above them
        for button in (bar.back, bar.first, bar.previous, bar.next, bar.last):
            assert bar.rect().contains(button.geometry()), button.text()
        window.resize(1800, 900)
        qtbot.waitUntil(lambda: bar.width() > 1600)
        row = bar.next.geometry
        qtbot.waitUntil(lambda: row().top() <= bar.slider.geometry().center().y() <= row().bottom())
        assert bar.slider.width() >= 600
    finally:
        translators.remove()


def test_the_game_waits_is_read_whole_in_a_narrow_window(qtbot: QtBot, window: MainWindow) -> None:
    """At 800 px the status line cut the sentence before "(Esc)"; the review's bar says
    it, wrapped, where the status line was, and the status line is back after."""
    _finish_hands(qtbot, window, 1)
    window.resize(800, 600)
    _review_action(window).trigger()
    view = _review(window)
    waiting = view.bar.waiting
    assert waiting.text() == (
        "Reviewing hand 1. The game waits: nothing can be played, undone or hinted until "
        "you go back to it (Esc)."
    )
    qtbot.waitUntil(lambda: view.bar.width() <= 800)
    qtbot.waitUntil(lambda: waiting.height() >= waiting.heightForWidth(waiting.width()))
    assert waiting.isVisible() and view.bar.rect().contains(waiting.geometry())
    assert not window.statusBar().isVisible()  # no second, cut-off copy
    _key(qtbot, view, Qt.Key.Key_Escape)
    assert window.statusBar().isVisible()
    assert "Reviewing" not in window.statusBar().currentMessage()
