"""A card South may choose or play rises a little under the resting mouse: only then,
never while cards move, and without moving the card itself."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QPoint, Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from table_helpers import (
    SEED,
    drag,
    pass_by_mouse,
    play_out_hand,
    play_until_south_holds_an_illegal_card,
    south_item,
    start,
    visible_point,
    wait_for_south,
)

from hearts_qt.engine import Game, Seat
from hearts_qt.ui.table import theme
from hearts_qt.ui.table.card_item import CardItem
from hearts_qt.ui.table.view import TableView


def hover(qtbot: QtBot, view: TableView, item: CardItem) -> None:
    qtbot.mouseMove(view.viewport(), visible_point(view, item))


def lifted(view: TableView) -> list[CardItem]:
    return [item for item in view.table.hands[Seat.SOUTH] if item.lift_px > 0]


def full_lift(view: TableView) -> float:
    return theme.HOVER_LIFT * view.table.layout.card_height


def test_while_passing_the_card_under_the_mouse_rises(qtbot: QtBot, table: TableView) -> None:
    start(qtbot, table)
    first, second = table.table.hands[Seat.SOUTH][2:4]
    home = first.pos()
    hover(qtbot, table, first)
    assert lifted(table) == [first]
    assert first.lift_px == pytest.approx(full_lift(table))
    assert first.pos() == home
    assert table.table.south_card_at(table.mapToScene(visible_point(table, first))) is first
    hover(qtbot, table, second)
    assert lifted(table) == [second]
    qtbot.mouseMove(table.viewport(), QPoint(5, 5))
    assert lifted(table) == []


def test_only_a_card_south_may_play_rises(qtbot: QtBot, table: TableView) -> None:
    controller = table.controller
    start(qtbot, table)
    pass_by_mouse(qtbot, table)
    illegal = play_until_south_holds_an_illegal_card(qtbot, table)
    legal = table.controller.legal_plays()
    hover(qtbot, table, south_item(table, illegal[0]))
    assert lifted(table) == []
    item = south_item(table, legal[0])
    hover(qtbot, table, item)
    assert lifted(table) == [item]
    with qtbot.waitSignal(controller.card_played):
        qtbot.mouseDClick(
            table.viewport(), Qt.MouseButton.LeftButton, pos=visible_point(table, item)
        )
    assert item.lift_px == 0.0
    assert lifted(table) == []


def test_nothing_rises_on_another_seat_s_turn(qtbot: QtBot, table: TableView) -> None:
    game = Game(seed=SEED)
    game.deal()
    play_out_hand(game)
    back = next(
        k
        for k in range(5, 20)
        if Game.replay(game.rules, game.seed, game.actions[:-k]).hand.to_play
        not in (None, Seat.SOUTH)
    )
    replayed = Game.replay(game.rules, game.seed, game.actions[:-back])
    table.controller.resume(replayed)
    assert table.turn is not Seat.SOUTH  # the computer is asked, and has not answered yet
    hover(qtbot, table, table.table.hands[Seat.SOUTH][0])
    assert lifted(table) == []
    wait_for_south(qtbot, table)


def test_nothing_rises_while_cards_move(qtbot: QtBot, table: TableView) -> None:
    controller = table.controller
    start(qtbot, table)
    pass_by_mouse(qtbot, table)
    illegal = play_until_south_holds_an_illegal_card(qtbot, table)
    legal = table.controller.legal_plays()
    table.table.animator.factor = 1.0
    with qtbot.waitSignal(controller.illegal_move):
        drag(qtbot, table, south_item(table, illegal[0]), table.table.layout.centre)
    assert table.table.animator.running > 0  # the refused card slides back
    item = south_item(table, legal[0])
    hover(qtbot, table, item)
    assert table.table.hover.item is None
    qtbot.waitUntil(lambda: table.table.animator.running == 0)
    # The mouse has not moved: the card under it rises once the others are still.
    qtbot.waitUntil(lambda: item.lift_px == pytest.approx(full_lift(table)))
    assert table.table.animator.running == 0  # a lift is not a move the game waits for
    table.table.animator.factor = 0.0


def test_leaving_the_table_lets_the_card_down(qtbot: QtBot, table: TableView) -> None:
    start(qtbot, table)
    item = table.table.hands[Seat.SOUTH][5]
    hover(qtbot, table, item)
    assert lifted(table) == [item]
    QApplication.sendEvent(table, QEvent(QEvent.Type.Leave))
    assert lifted(table) == []
    table.table.hover_at(table.mapToScene(visible_point(table, item)))
    assert lifted(table) == [item]
