"""Acting on the table as a person does (press, move, release on the viewport), shared by
the table tests."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from hearts_qt.engine import Card, Game, Phase, Seat
from hearts_qt.ui.table.card_item import CardItem
from hearts_qt.ui.table.view import TableView

SEED = 11
"""Hand 1 passes left; South does not hold the 2♣ after the pass, so others lead first."""


def start(qtbot: QtBot, view: TableView, seed: int = SEED) -> None:
    with qtbot.waitSignal(view.idle):
        view.controller.new_game(seed=seed)
    qtbot.waitUntil(lambda: view.phase == "passing")


def visible_point(view: TableView, item: CardItem) -> QPoint:
    """A point of the card not covered by its right-hand neighbour, on the viewport."""
    layout = view.table.layout
    step = layout.step(Seat.SOUTH)
    x = item.x() - layout.card_width / 2 + step / 2
    return view.mapFromScene(QPointF(x, item.y()))


def south_item(view: TableView, card: Card) -> CardItem:
    item = view.table.south_item(card)
    assert item is not None
    return item


def drag(qtbot: QtBot, view: TableView, item: CardItem, to: QPointF) -> None:
    viewport = view.viewport()
    start_at = visible_point(view, item)
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start_at)
    nudge = start_at + QPoint(0, -QApplication.startDragDistance() - 2)
    qtbot.mouseMove(viewport, nudge)
    end = view.mapFromScene(to)
    qtbot.mouseMove(viewport, end)
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=end)


def click(qtbot: QtBot, view: TableView, item: CardItem) -> None:
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=visible_point(view, item))


def pass_by_mouse(qtbot: QtBot, view: TableView) -> tuple[Card, ...]:
    hand = view.table.south_cards()
    first, second, third = hand[-1], hand[-2], hand[0]
    click(qtbot, view, south_item(view, first))
    click(qtbot, view, south_item(view, second))
    assert not view.table.decor.pass_button.enabled
    item = south_item(view, third)
    drag(qtbot, view, item, QPointF(item.x(), view.table.layout.centre.y()))
    assert set(view.table.chosen_cards()) == {first, second, third}
    button = view.table.decor.pass_button
    assert button.enabled and button.isVisible()
    with qtbot.waitSignal(view.controller.cards_received):
        qtbot.mouseClick(
            view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(button.rect.center())
        )
    return first, second, third


def wait_for_south(qtbot: QtBot, view: TableView) -> None:
    qtbot.waitUntil(lambda: view.turn is Seat.SOUTH or view.phase == "scored", timeout=10000)


def play_out_hand(game: Game) -> None:
    """Finish the current hand with the first legal choices (engine only)."""
    hand = game.hand
    if hand.phase is Phase.PASSING:
        for seat in Seat:
            game.pass_cards(seat, hand.held(seat)[:3])
    while hand.phase is Phase.PLAYING:
        turn = hand.to_play
        assert turn is not None
        game.play(turn, hand.legal_plays(turn)[0])


def play_until_south_holds_an_illegal_card(qtbot: QtBot, view: TableView) -> list[Card]:
    """Play South's first legal card turn after turn until some card in South's hand may
    not be played; return those cards (South is then on turn)."""
    controller = view.controller
    while True:
        wait_for_south(qtbot, view)
        legal = controller.legal_plays()
        illegal = [c for c in view.table.south_cards() if c not in legal]
        if illegal:
            return illegal
        view.play(legal[0])
