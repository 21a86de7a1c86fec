"""The winning card of a trick is marked while the trick lies on the table, and the last
trick can be looked at again (the L key, or a click on a seat's name plate)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot
from table_helpers import pass_by_mouse, start, wait_for_south

from hearts_qt.engine import Card, Seat
from hearts_qt.ui.table.view import TableView
from tests.screenshot_option import Pictures

pytestmark = pytest.mark.usefixtures("no_animation_left_running")


def _play_a_trick(qtbot: QtBot, table: TableView) -> None:
    start(qtbot, table)
    pass_by_mouse(qtbot, table)
    while not table.controller.view().tricks:
        wait_for_south(qtbot, table)
        if not table.controller.view().tricks:
            with qtbot.waitSignal(table.controller.card_played):
                table.play(table.controller.legal_plays()[0])
    wait_for_south(qtbot, table)


def _click_plate(qtbot: QtBot, table: TableView, seat: Seat) -> None:
    rect = table.table.decor.labels[seat].rect
    qtbot.mouseClick(
        table.viewport(), Qt.MouseButton.LeftButton, pos=table.mapFromScene(rect.center())
    )


def test_the_winning_card_is_ringed_while_the_trick_lies(qtbot: QtBot, table: TableView) -> None:
    marked: list[tuple[Seat, list[Card | None]]] = []

    def on_card(_seat: Seat, _card: Card) -> None:
        view = table.controller.view()
        if not view.trick:  # the card finished a trick, the view has laid it out
            rings = [item.card for _, item in table.table.trick if item.highlighted]
            marked.append((view.tricks[-1].winner, rings))

    table.controller.card_played.connect(on_card)
    _play_a_trick(qtbot, table)
    winner, rings = marked[0]
    trick = table.controller.view().tricks[0]
    assert winner is trick.winner
    assert rings == [card for seat, card in trick.cards if seat is winner]


def test_l_shows_the_last_trick_and_any_key_puts_it_away(
    qtbot: QtBot, table: TableView, screenshot: Pictures
) -> None:
    _play_a_trick(qtbot, table)
    item = table.table.last_trick
    assert not item.isVisible()
    qtbot.keyClick(table, Qt.Key.Key_L)
    screenshot("last-trick")
    trick = table.controller.view().tricks[-1]
    assert item.isVisible() and item.cards == trick.cards and item.winner is trick.winner
    assert item.caption.startswith("Trick 1:")
    qtbot.keyClick(table, Qt.Key.Key_L)
    assert not item.isVisible()


def test_a_click_on_a_plate_shows_that_seats_last_trick(qtbot: QtBot, table: TableView) -> None:
    _play_a_trick(qtbot, table)
    item = table.table.last_trick
    winner = table.controller.view().tricks[-1].winner
    _click_plate(qtbot, table, winner)
    assert item.isVisible() and item.winner is winner
    _click_plate(qtbot, table, winner)  # any click puts it away
    assert not item.isVisible()
    other = next(s for s in Seat if s is not winner)
    _click_plate(qtbot, table, other)
    assert not item.isVisible()
    assert any("no trick in this hand" in n for n in table.status.news)
