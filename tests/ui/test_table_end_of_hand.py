"""The end of a hand on the table, played to it with the mouse: each seat's penalty cards
laid out by its name (as the engine counts them), the hand's result over the middle of
the table clear of every seat, a moon announced, and everything cleared by the next
deal."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from pytestqt.qtbot import QtBot
from table_helpers import SEED, play_out_hand, south_item, visible_point, wait_for_south

from hearts_qt.ai import make_player
from hearts_qt.controller.texts import number_text
from hearts_qt.engine import JACK_OF_DIAMONDS, Card, Game, Phase, Rules, Seat
from hearts_qt.ui.table import theme
from hearts_qt.ui.table.card_item import CardItem
from hearts_qt.ui.table.view import TableView


def before_last_trick(game: Game) -> Game:
    """The same game, rebuilt up to the last trick of its current (finished) hand."""
    return Game.replay(game.rules, game.seed, game.actions[:-4])


def first_hand(rules: Rules | None = None, seed: int = SEED) -> Game:
    game = Game(rules or Rules(), seed)
    game.deal()
    play_out_hand(game)
    return game


def moon_game() -> Game:
    """A game of four easy players whose latest hand someone shot the moon in."""
    for seed in range(300):
        game = Game(Rules(), seed)
        players = {seat: make_player("easy", seed * 4 + seat) for seat in Seat}
        while not game.is_over and game.number < 4:
            game.deal()
            hand = game.hand
            if hand.phase is Phase.PASSING:
                for seat in Seat:
                    game.pass_cards(seat, players[seat].choose_pass(game.view(seat)))
            while hand.phase is Phase.PLAYING:
                turn = hand.to_play
                assert turn is not None
                game.play(turn, players[turn].choose_play(game.view(turn)))
            if game.results[-1].moon is not None:
                return game
    raise AssertionError("no moon in 300 games")


def finish_with_the_mouse(qtbot: QtBot, table: TableView, game: Game) -> None:
    """Resume ``game`` and play South's last card with a double-click."""
    table.controller.resume(game)
    wait_for_south(qtbot, table)
    item = south_item(table, table.controller.legal_plays()[0])
    with qtbot.waitSignal(table.controller.hand_scored):
        qtbot.mouseDClick(
            table.viewport(), Qt.MouseButton.LeftButton, pos=visible_point(table, item)
        )
    qtbot.waitUntil(lambda: table.table.animator.running == 0)


def shown(table: TableView, seat: Seat) -> list[Card | None]:
    return [item.card for item in table.table.shown_taken[seat]]


def taken_cards(table: TableView, seat: Seat) -> tuple[Card, ...]:
    """The cards ``seat`` took in the hand (South's view shows every trick taken)."""
    tricks = table.controller.view().tricks
    return tuple(card for trick in tricks if trick.winner is seat for _s, card in trick.cards)


def penalty(cards: tuple[Card, ...], jack: bool = False) -> list[Card]:
    return sorted(c for c in cards if c.points or (jack and c == JACK_OF_DIAMONDS))


def test_each_seat_shows_the_penalty_cards_it_took(qtbot: QtBot, table: TableView) -> None:
    finish_with_the_mouse(qtbot, table, before_last_trick(first_hand()))
    result = table.controller.results[-1]
    layout = table.table.layout
    assert sum(len(shown(table, seat)) for seat in Seat) == 14
    for seat in Seat:
        assert shown(table, seat) == penalty(taken_cards(table, seat))
        items = table.table.shown_taken[seat]
        places = layout.taken(seat, len(items))
        for item, place in zip(items, places, strict=True):
            assert item.face_up and item.opacity() == 1.0
            assert item.pos() == place.point and item.rotation() == 0.0
            assert item.scale() == pytest.approx(theme.TAKEN_SCALE)
            assert item.isVisible() and table.viewport().rect().contains(
                table.mapFromScene(item.sceneBoundingRect().center())
            )
        label = table.table.decor.labels[seat]
        assert (label.hand_points, label.total) == (result.points[seat], result.totals[seat])
    result_panel = table.table.decor.banner
    assert result_panel.isVisible() and result_panel.title == "End of hand 1"
    names, points, totals = result_panel.rows
    assert names[1:] == [table.names[seat] for seat in Seat]
    assert points[1:] == [number_text(p) for p in result.points]
    assert totals[1:] == [number_text(t) for t in result.totals]


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080), (800, 540), (1000, 760)])
@pytest.mark.parametrize("moon", [False, True])
def test_the_result_on_the_table_hides_no_seat(
    qtbot: QtBot, table: TableView, size: tuple[int, int], moon: bool
) -> None:
    table.resize(*size)
    finish_with_the_mouse(qtbot, table, before_last_trick(moon_game() if moon else first_hand()))
    panel = table.table.decor.banner
    assert panel.isVisible()
    seen = table.mapFromScene(panel.sceneBoundingRect()).boundingRect()
    on_screen = QRect(table.viewport().mapToGlobal(seen.topLeft()), seen.size())
    seats = table.seat_areas()
    assert len(seats) == 4 + sum(len(table.table.shown_taken[seat]) for seat in Seat)
    assert [seat for seat in seats if seat.intersects(on_screen)] == []


def test_the_fans_rise_from_the_piles(qtbot: QtBot, table: TableView) -> None:
    table.set_animation_speed("fast")
    table.table.animator.factor = 0.05
    finish = before_last_trick(first_hand())
    table.controller.resume(finish)
    wait_for_south(qtbot, table)
    taken: list[CardItem] = []
    table.controller.hand_scored.connect(
        lambda _r: taken.extend(i for s in Seat for i in table.table.shown_taken[s])
    )
    table.play(table.controller.legal_plays()[0])
    qtbot.waitUntil(lambda: table.phase == "scored", timeout=5000)
    assert taken and all(not item.face_up for item in taken)
    qtbot.waitUntil(lambda: table.table.animator.running == 0, timeout=5000)
    assert all(item.face_up and item.opacity() == 1.0 for item in taken)


def test_the_jack_of_diamonds_shows_when_the_rule_is_on(qtbot: QtBot, table: TableView) -> None:
    game = first_hand(Rules(jack_of_diamonds=-10))
    finish_with_the_mouse(qtbot, table, before_last_trick(game))
    owner = next(seat for seat in Seat if JACK_OF_DIAMONDS in taken_cards(table, seat))
    assert JACK_OF_DIAMONDS in shown(table, owner)
    for seat in Seat:
        assert shown(table, seat) == penalty(taken_cards(table, seat), jack=True)


def test_without_the_rule_the_jack_is_not_shown(qtbot: QtBot, table: TableView) -> None:
    finish_with_the_mouse(qtbot, table, before_last_trick(first_hand()))
    assert all(JACK_OF_DIAMONDS not in shown(table, seat) for seat in Seat)


def test_a_moon_is_announced(qtbot: QtBot, table: TableView) -> None:
    game = moon_game()
    shooter = game.results[-1].moon
    assert shooter is not None
    said: list[str] = []
    table.status_changed.connect(said.append)
    finish_with_the_mouse(qtbot, table, before_last_trick(game))
    name = "You" if shooter is Seat.SOUTH else table.names[shooter]
    announcement = f"{name} shot the moon!"
    assert table.table.decor.banner.title == announcement
    assert announcement in said[-1]  # after what to do: "Hand 4 is over. Click…"
    assert len(shown(table, shooter)) == 14
    assert all(shown(table, seat) == [] for seat in Seat if seat is not shooter)


def test_held_for_the_score_sheet_the_result_stays_on_the_table(
    qtbot: QtBot, table: TableView
) -> None:
    controller = table.controller
    controller.hand_scored.connect(lambda _result: table.hold_after_hand())
    said: list[str] = []
    table.status_changed.connect(said.append)
    finish_with_the_mouse(qtbot, table, before_last_trick(first_hand()))
    assert table.table.decor.banner.isVisible()
    assert "press Enter" in said[-1]
    assert any(shown(table, seat) for seat in Seat)
    with qtbot.assertNotEmitted(controller.hand_dealt, wait=50):
        pass
    with qtbot.waitSignal(controller.hand_dealt):
        table.continue_after_hand()  # what the sheet's dismissed signal calls
    qtbot.waitUntil(lambda: table.table.animator.running == 0)
    assert all(shown(table, seat) == [] for seat in Seat)
    cards = [item for item in table.table.items() if isinstance(item, CardItem)]
    assert len(cards) == 52


def test_a_click_on_the_table_clears_them_with_the_next_deal(
    qtbot: QtBot, table: TableView
) -> None:
    finish_with_the_mouse(qtbot, table, before_last_trick(first_hand()))
    assert table.end.waiting
    with qtbot.waitSignal(table.controller.hand_dealt):
        qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(640, 400))
    assert not table.table.decor.banner.isVisible()
    assert all(shown(table, seat) == [] for seat in Seat)
    qtbot.waitUntil(lambda: table.phase == "passing")
    cards = [item for item in table.table.items() if isinstance(item, CardItem)]
    assert len(cards) == 52


def test_the_fans_follow_a_resize(qtbot: QtBot, table: TableView) -> None:
    finish_with_the_mouse(qtbot, table, before_last_trick(first_hand()))
    table.resize(1920, 1080)
    qtbot.waitUntil(lambda: table.table.animator.running == 0)
    layout = table.table.layout
    for seat in Seat:
        items = table.table.shown_taken[seat]
        for item, place in zip(items, layout.taken(seat, len(items)), strict=True):
            assert item.pos() == place.point
