"""The scene without a controller: cards move where the layout says, animations are
counted, and an opponent's card turns face up on its way to the trick."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from hearts_qt.engine import PassDirection, Seat, deal_for
from hearts_qt.ui.card_renderer import CardRenderer
from hearts_qt.ui.table import theme
from hearts_qt.ui.table.card_item import CardItem, Target
from hearts_qt.ui.table.layout import Place
from hearts_qt.ui.table.scene import TableScene

DEAL = deal_for(3, 1)


@pytest.fixture
def scene(qapp: QApplication) -> Iterator[TableScene]:
    table = TableScene(CardRenderer())
    table.set_size(1280, 800, 1.0, animate=False)
    yield table
    table.animator.finish_all()


def at_rest(scene: TableScene) -> None:
    for item, target in scene.targets().items():
        assert item.pos() == target.place.point
        assert item.face_up == target.face_up


def test_a_deal_flies_every_card_and_reports_once(qtbot: QtBot, scene: TableScene) -> None:
    scene.animator.factor = 0.02
    finished: list[int] = []
    scene.animator.all_finished.connect(lambda: finished.append(scene.animator.running))
    scene.deal(DEAL[Seat.SOUTH])
    assert scene.animator.running == 52
    with qtbot.waitSignal(scene.animator.all_finished, timeout=5000):
        pass
    assert finished == [0]
    at_rest(scene)
    assert all(i.face_up for i in scene.hands[Seat.SOUTH])
    assert not any(i.face_up for s in (Seat.WEST, Seat.NORTH, Seat.EAST) for i in scene.hands[s])


def test_an_opponent_card_turns_face_up_in_flight(qtbot: QtBot, scene: TableScene) -> None:
    scene.animator.factor = 0.0
    scene.deal(DEAL[Seat.SOUTH])
    scene.animator.factor = 1.0
    card = DEAL[Seat.WEST][4]
    scene.play(Seat.WEST, card)
    seat, item = scene.trick[0]
    assert (seat, item.card) == (Seat.WEST, card)
    assert not item.face_up and scene.animator.running >= 1
    assert item.zValue() > 900
    with qtbot.waitSignal(scene.animator.all_finished, timeout=5000):
        pass
    assert item.face_up and item.rotation() == pytest.approx(4.0)
    assert len(scene.hands[Seat.WEST]) == 12
    at_rest(scene)


def test_a_new_target_mid_flight_replaces_the_old_one(qtbot: QtBot, scene: TableScene) -> None:
    scene.animator.factor = 0.0
    scene.deal(DEAL[Seat.SOUTH])
    scene.animator.factor = 1.0
    scene.play(Seat.SOUTH, DEAL[Seat.SOUTH][0])
    running = scene.animator.running
    scene.set_size(1920, 1080, 1.0)
    assert scene.animator.running <= 52 and scene.animator.running >= running - 1
    with qtbot.waitSignal(scene.animator.all_finished, timeout=5000):
        pass
    assert scene.animator.running == 0
    at_rest(scene)


def test_the_last_flight_stopped_short_still_reports_the_end(
    qtbot: QtBot, scene: TableScene
) -> None:
    """A card in flight sent to where it already is stops at once; if it was the last
    one moving, the table must still say so, or the game waits for it forever."""
    animator = scene.animator
    item = CardItem(scene.art, None)
    scene.addItem(item)
    scene.hands[Seat.NORTH].append(item)
    animator.place_now(item, Target(Place(100, 100), False, 1.0))
    animator.move(item, Target(Place(600, 400), False, 1.0), 1000)
    assert animator.running == 1
    qtbot.waitUntil(lambda: item.x() > 101)
    here = Target(Place(item.x(), item.y(), item.rotation()), False, 1.0)
    with qtbot.waitSignal(animator.all_finished, timeout=1000):
        animator.move(item, here, 1000)
        assert animator.running == 0
    with qtbot.assertNotEmitted(animator.all_finished, wait=50):
        pass  # once


def test_the_exchange_moves_three_cards_between_each_pair(scene: TableScene) -> None:
    scene.animator.factor = 0.0
    south = DEAL[Seat.SOUTH]
    scene.deal(south)
    passed = south[:3]
    received = DEAL[Seat.EAST][:3]
    scene.set_chosen(Seat.SOUTH, passed)
    scene.set_chosen(Seat.NORTH)
    assert len(scene.chosen[Seat.NORTH]) == 3
    scene.exchange(PassDirection.LEFT, received, passed)
    assert scene.south_cards() == tuple(sorted(set(south[3:]) | set(received)))
    assert [len(scene.hands[s]) for s in Seat] == [13, 13, 13, 13]
    west_known = {i.card for i in scene.hands[Seat.WEST] if i.card is not None}
    assert west_known == set(passed)
    assert {i.card for i in scene.received} == set(received)
    assert all(i.highlighted for i in scene.received)
    at_rest(scene)
    scene.settle_received()
    assert not any(i.highlighted for i in scene.hands[Seat.SOUTH])


def test_an_opponents_chosen_three_wait_on_top_of_its_closed_up_hand(scene: TableScene) -> None:
    scene.animator.factor = 0.0
    scene.deal(DEAL[Seat.SOUTH])
    scene.set_chosen(Seat.NORTH)
    at_rest(scene)
    layout = scene.layout
    chosen = scene.chosen[Seat.NORTH]
    kept = [item for item in scene.hands[Seat.NORTH] if item not in chosen]
    assert len(chosen) == 3 and len(kept) == 10
    assert [item.pos() for item in kept] == [p.point for p in layout.hand(Seat.NORTH, 10)]
    lifted = [layout.lifted(Seat.NORTH, p).point for p in layout.hand(Seat.NORTH, 3)]
    assert [item.pos() for item in chosen] == lifted
    assert min(item.zValue() for item in chosen) > max(item.zValue() for item in kept)


def _column_colours(scene: TableScene, x: float, item: CardItem) -> set[int]:
    """The colours down a column at ``x``, over the middle of ``item``'s height."""
    image = QImage(1280, 800, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.black)
    painter = QPainter(image)
    scene.render(painter, QRectF(0, 0, 1280, 800), QRectF(0, 0, 1280, 800))
    painter.end()
    top = round(item.y() - scene.layout.card_height / 4)
    return {image.pixel(round(x), y) & 0xFFFFFF for y in range(top, top + 20)}


def _near(colours: set[int], colour: int) -> bool:
    """Whether one of ``colours`` is ``colour`` give or take antialiasing."""
    return any(
        all(abs((c >> shift & 255) - (colour >> shift & 255)) <= 24 for shift in (0, 8, 16))
        for c in colours
    )


def test_the_focus_ring_goes_round_the_visible_part_of_a_raised_card(
    scene: TableScene,
) -> None:
    scene.animator.factor = 0.0
    scene.deal(DEAL[Seat.SOUTH])
    hand = scene.hands[Seat.SOUTH]
    item, neighbour = hand[4], hand[5]
    half = scene.layout.card_width / 2
    ring = theme.FOCUS.rgb() & 0xFFFFFF
    assert not _near(_column_colours(scene, neighbour.x() - half + 1, item), ring)
    scene.set_focused(item)
    assert item.focused
    assert item.y() < neighbour.y()  # it rises
    # the ring runs along the neighbour's edge, not over the neighbour's strip
    assert _near(_column_colours(scene, neighbour.x() - half, item), ring)
    assert not _near(_column_colours(scene, item.x() + half, item), ring)
    assert _near(_column_colours(scene, item.x() - half - 1, item), ring)
    scene.set_focused(None)
    assert not item.focused and item.y() == neighbour.y()
    assert not _near(_column_colours(scene, neighbour.x() - half, item), ring)


def test_a_collected_trick_fades_toward_its_winner(qtbot: QtBot, scene: TableScene) -> None:
    scene.animator.factor = 0.0
    scene.deal(DEAL[Seat.SOUTH])
    for seat in Seat:
        scene.play(seat, DEAL[seat][0])
    scene.animator.factor = 0.02
    scene.collect(Seat.NORTH)
    assert scene.trick == [] and len(scene.leaving) == 4
    with qtbot.waitSignal(scene.animator.all_finished, timeout=5000):
        pass
    pile = scene.layout.pile(Seat.NORTH).point
    assert all(i.opacity() == 0 and i.pos() == pile for i in scene.leaving)


def test_cards_are_drawn_at_the_screen_pixel_ratio(scene: TableScene) -> None:
    scene.animator.factor = 0.0
    scene.set_size(1280, 800, 2.0, animate=False)
    scene.deal(DEAL[Seat.SOUTH])
    height = scene.art.height
    sprite = scene.art.sprite(DEAL[Seat.SOUTH][0], False, 0)
    assert sprite.devicePixelRatio() == 2.0
    assert sprite.height() >= 2 * height
    back = scene.art.sprite(None, False, 1)
    assert back.width() > back.height()  # turned a quarter for West and East
    scene.set_size(1920, 1080, 2.0, animate=False)
    assert scene.art.height > height
    assert scene.art.sprite(DEAL[Seat.SOUTH][0], False, 0).height() > sprite.height()
