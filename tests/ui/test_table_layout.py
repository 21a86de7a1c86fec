"""The table's geometry, without a window: everything fits and nothing covers a name."""

from __future__ import annotations

from itertools import pairwise

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QRectF

from hearts_qt.engine import Seat
from hearts_qt.ui.card_renderer import CARD_ASPECT
from hearts_qt.ui.table import theme
from hearts_qt.ui.table.layout import HAND_SIZE, Place, TableLayout

SIZES = [(800, 600), (1024, 768), (1280, 800), (1920, 1080), (2560, 1440), (3840, 2160)]
ODD_SIZES = [(3840, 600), (800, 2160), (1000, 600), (800, 1000)]


def card_rect(layout: TableLayout, place: Place) -> QRectF:
    w, h = layout.card_width, layout.card_height
    if abs(place.rotation) % 180 == 90:
        w, h = h, w
    return QRectF(place.x - w / 2, place.y - h / 2, w, h)


def hand_rects(layout: TableLayout, seat: Seat, lifted: bool = False) -> list[QRectF]:
    places = layout.hand(seat, HAND_SIZE)
    if lifted:
        places = [layout.lifted(seat, p) for p in places]
    return [card_rect(layout, p) for p in places]


def all_card_rects(layout: TableLayout) -> list[tuple[Seat, QRectF]]:
    found = []
    for seat in Seat:
        for lifted in (False, True):
            found += [(seat, r) for r in hand_rects(layout, seat, lifted)]
    return found


def check_layout(width: int, height: int) -> None:
    layout = TableLayout(width, height, CARD_ASPECT)
    scene = QRectF(0, 0, width, height)
    cards = all_card_rects(layout)
    for _seat, rect in cards:
        assert scene.contains(rect), (rect, scene)
    labels = {seat: layout.label(seat) for seat in Seat}
    for seat, label in labels.items():
        assert scene.contains(label)
        for _other, rect in cards:
            assert not label.intersects(rect), (seat, label, rect)
        for other, rect in labels.items():
            assert other is seat or not label.intersects(rect)
    zone = layout.trick_zone()
    for seat in Seat:
        trick = card_rect(layout, layout.trick(seat))
        assert zone.contains(trick.center())
        for hand in hand_rects(layout, seat):
            assert not trick.intersects(hand)
        assert not zone.intersects(labels[seat])
    assert layout.pass_button().intersects(zone)
    for button in (layout.hint_button(), layout.claim_button()):
        assert scene.contains(button)
        assert not button.intersects(zone)
        assert not [r for _seat, r in cards if button.intersects(r)]
        assert not [p for p in labels.values() if button.intersects(p)]
    for rect in hand_rects(layout, Seat.SOUTH, lifted=True):
        assert not rect.intersects(layout.pass_button())


@pytest.mark.parametrize(("width", "height"), SIZES + ODD_SIZES)
def test_everything_fits_and_no_card_covers_a_name(width: int, height: int) -> None:
    check_layout(width, height)


@settings(max_examples=60, deadline=None)
@given(st.integers(800, 3840), st.integers(600, 2160))
def test_any_window_size_from_800x600_to_4k(width: int, height: int) -> None:
    check_layout(width, height)


def test_cards_are_sized_from_the_height_and_grow_with_the_window() -> None:
    heights = [TableLayout(w, h, CARD_ASPECT).card_height for w, h in SIZES]
    assert heights == sorted(heights)
    assert TableLayout(1920, 1080, CARD_ASPECT).card_height == pytest.approx(1080 * 0.185)
    narrow = TableLayout(800, 1000, CARD_ASPECT)
    assert narrow.card_height < 1000 * 0.185


def test_each_seat_plays_in_front_of_itself() -> None:
    layout = TableLayout(1280, 800, CARD_ASPECT)
    c = layout.centre
    assert layout.trick(Seat.SOUTH).y > c.y() > layout.trick(Seat.NORTH).y
    assert layout.trick(Seat.WEST).x < c.x() < layout.trick(Seat.EAST).x


def test_a_hand_closes_up_around_its_centre() -> None:
    layout = TableLayout(1280, 800, CARD_ASPECT)
    thirteen = layout.hand(Seat.SOUTH, 13)
    twelve = layout.hand(Seat.SOUTH, 12)
    assert thirteen[6].x == pytest.approx(640)
    assert (twelve[5].x + twelve[6].x) / 2 == pytest.approx(640)
    assert [p.x for p in thirteen] == sorted(p.x for p in thirteen)
    assert all(p.rotation == 90 for p in layout.hand(Seat.WEST, 13))


def test_lifting_moves_toward_the_centre() -> None:
    layout = TableLayout(1280, 800, CARD_ASPECT)
    for seat in Seat:
        place = layout.hand(seat, 13)[6]
        lifted = layout.lifted(seat, place)
        centre = layout.centre
        before = abs(place.x - centre.x()) + abs(place.y - centre.y())
        after = abs(lifted.x - centre.x()) + abs(lifted.y - centre.y())
        assert after < before
    south = layout.hand(Seat.SOUTH, 13)[0]
    assert layout.in_pass_zone(layout.lifted(Seat.SOUTH, south).point)
    assert not layout.in_pass_zone(south.point)


@pytest.mark.parametrize(("width", "height"), SIZES)
def test_a_short_hand_spreads_out_within_a_whole_hands_length(width: int, height: int) -> None:
    layout = TableLayout(width, height, CARD_ASPECT)
    whole = layout.fan_length(Seat.SOUTH, HAND_SIZE)
    steps = [layout.step(Seat.SOUTH, count) for count in range(HAND_SIZE, 1, -1)]
    assert steps == sorted(steps)  # fewer cards, wider apart
    assert steps[0] == pytest.approx(0.46 * layout.card_width)
    assert steps[-1] < layout.card_width  # still a hand, not a row of cards
    for count in range(1, HAND_SIZE + 1):
        assert layout.fan_length(Seat.SOUTH, count) <= whole + 1e-6
        places = layout.hand(Seat.SOUTH, count)
        assert [p.x for p in places] == sorted(p.x for p in places)
    assert layout.step(Seat.NORTH, 4) == layout.step(Seat.NORTH, 13)


@pytest.mark.parametrize(("width", "height"), SIZES)
def test_every_name_plate_sits_at_the_upper_right_of_its_hand(width: int, height: int) -> None:
    layout = TableLayout(width, height, CARD_ASPECT)
    for seat in Seat:
        plate = layout.label(seat)
        hand = hand_rects(layout, seat)
        if seat in (Seat.SOUTH, Seat.NORTH):
            assert plate.left() >= max(r.right() for r in hand)
            assert plate.top() <= min(r.top() for r in hand) + layout.card_height / 2
        else:
            assert plate.bottom() <= min(r.top() for r in hand)
            assert plate.left() <= layout.hand_centre(seat).x() <= plate.right()


@pytest.mark.parametrize("count", [1, 3, 7, 14])
def test_the_penalty_cards_taken_are_spread_so_each_shows(count: int) -> None:
    layout = TableLayout(1600, 1000, CARD_ASPECT)
    small = layout.card_width * theme.TAKEN_SCALE
    for seat in Seat:
        places = layout.taken(seat, count)
        steps = [b.x - a.x for a, b in pairwise(places)]
        assert all(step >= 0.3 * small for step in steps)  # rank and suit show
        if count <= 7:
            assert all(step >= 0.6 * small for step in steps)  # and some of the face
        row = places[-1].x - places[0].x + small
        assert row <= theme.TAKEN_ROW * layout.card_width + 0.01
