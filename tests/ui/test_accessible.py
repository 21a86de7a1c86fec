"""The table as a screen reader sees it, through Qt's accessibility interfaces: keys
pressed on the view as a person does, then what ``QAccessible`` answers about the view's
children and which events a reader was sent."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

import pytest
import shiboken6
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import (
    QAccessible,
    QAccessibleAnnouncementEvent,
    QAccessibleEvent,
    QAccessibleInterface,
)
from pytestqt.qtbot import QtBot
from table_helpers import (
    click,
    pass_by_mouse,
    play_until_south_holds_an_illegal_card,
    south_item,
    start,
    wait_for_south,
)

from hearts_qt.controller import GameController
from hearts_qt.engine import Card, Rank, Suit
from hearts_qt.ui.card_renderer import CardRenderer
from hearts_qt.ui.table.accessible import spots
from hearts_qt.ui.table.accessible.words import card_name, played_card
from hearts_qt.ui.table.view import TableView

Name = QAccessible.Text.Name
Event = QAccessible.Event


@dataclass(frozen=True)
class Sent:
    """One event a reader was sent, as it read it then."""

    type: QAccessible.Event
    name: str
    message: str = ""
    assertive: bool = False


class Reader:
    """Stands in for a screen reader: the table thinks one listens, and every event it
    sends is kept."""

    def __init__(self, view: TableView) -> None:
        self.sent: list[Sent] = []
        view.announcer.active = lambda: True
        view.announcer.send = self._receive

    def _receive(self, event: QAccessibleEvent) -> None:
        iface = event.accessibleInterface()
        name = iface.text(Name) if iface is not None else ""
        if isinstance(event, QAccessibleAnnouncementEvent):
            assertive = event.politeness() == QAccessible.AnnouncementPoliteness.Assertive
            self.sent.append(Sent(event.type(), name, event.message(), assertive))
        else:
            self.sent.append(Sent(event.type(), name))

    def of(self, kind: QAccessible.Event) -> list[Sent]:
        return [sent for sent in self.sent if sent.type == kind]

    def said(self) -> list[str]:
        return [sent.message for sent in self.of(Event.Announcement)]


@pytest.fixture
def reader(table: TableView) -> Reader:
    return Reader(table)


def accessible(view: TableView) -> QAccessibleInterface:
    iface = QAccessible.queryAccessibleInterface(view)
    assert iface is not None
    return iface


def children(view: TableView) -> list[QAccessibleInterface]:
    iface = accessible(view)
    return [iface.child(index) for index in range(iface.childCount())]


def names(view: TableView) -> list[str]:
    return [child.text(Name) for child in children(view)]


def focus_keys(qtbot: QtBot, view: TableView) -> None:
    view.activateWindow()
    view.setFocus()
    qtbot.waitUntil(view.hasFocus)


def test_cards_have_names_in_words() -> None:
    assert card_name(Card(Suit.SPADES, Rank.QUEEN)) == "Queen of spades"
    assert card_name(Card(Suit.HEARTS, Rank.TEN)) == "10 of hearts"
    every = {card_name(Card(suit, rank)) for suit in Suit for rank in Rank}
    assert len(every) == 52


def test_the_tables_children_are_souths_cards_and_the_seats(qtbot: QtBot, table: TableView) -> None:
    start(qtbot, table)
    iface = accessible(table)
    assert iface.text(Name) == "Card table"
    assert iface.childCount() == 13 + 4
    hand = table.table.south_cards()
    found = children(table)
    assert [child.text(Name) for child in found[:13]] == [card_name(card) for card in hand]
    assert {child.role() for child in found[:13]} == {QAccessible.Role.ListItem}
    assert all(child.state().selectable and not child.state().selected for child in found[:13])
    assert [child.text(Name) for child in found[13:]] == [
        f"{seat}, 0 points this hand, 0 in the game" for seat in ("South", "West", "North", "East")
    ]
    assert [iface.indexOfChild(child) for child in found] == list(range(17))
    assert all(child.parent() is iface and child.isValid() for child in found)


def test_arrow_keys_move_the_focus_and_tell_a_reader(
    qtbot: QtBot, table: TableView, reader: Reader
) -> None:
    start(qtbot, table)
    focus_keys(qtbot, table)
    hand = table.table.south_cards()
    qtbot.keyClick(table, Qt.Key.Key_Right)
    qtbot.keyClick(table, Qt.Key.Key_Right)
    assert [sent.name for sent in reader.of(Event.Focus)] == [card_name(c) for c in hand[:2]]
    found = children(table)
    assert found[1].state().focused and not found[0].state().focused
    focused = accessible(table).focusChild()
    assert focused is not None and focused.text(Name) == card_name(hand[1])
    qtbot.keyClick(table, Qt.Key.Key_Left)
    assert reader.of(Event.Focus)[-1].name == card_name(hand[0])


def test_a_card_chosen_to_pass_is_selected_and_says_so(
    qtbot: QtBot, table: TableView, reader: Reader
) -> None:
    start(qtbot, table)
    focus_keys(qtbot, table)
    card = table.table.south_cards()[0]
    qtbot.keyClick(table, Qt.Key.Key_Right)
    qtbot.keyClick(table, Qt.Key.Key_Space)
    child = children(table)[0]
    assert child.text(Name) == f"{card_name(card)}, chosen to pass"
    assert child.state().selected and child.state().focused
    assert [sent.name for sent in reader.of(Event.SelectionAdd)] == [child.text(Name)]
    qtbot.keyClick(table, Qt.Key.Key_Down)
    assert child.text(Name) == card_name(card) and not child.state().selected
    assert [sent.name for sent in reader.of(Event.SelectionRemove)] == [card_name(card)]
    assert len(reader.of(Event.NameChanged)) == 2


def test_while_south_plays_each_card_says_whether_it_may_be_played(
    qtbot: QtBot, table: TableView
) -> None:
    start(qtbot, table)
    pass_by_mouse(qtbot, table)
    illegal = play_until_south_holds_an_illegal_card(qtbot, table)
    legal = table.controller.legal_plays()
    hand = table.table.south_cards()
    for card, child in zip(hand, children(table), strict=False):
        if card in legal:
            assert child.text(Name) == f"{card_name(card)}, playable"
            assert not child.state().disabled
        else:
            assert card in illegal
            assert child.text(Name) == f"{card_name(card)}, not playable now"
            assert child.state().disabled
        assert not child.state().selectable


def test_the_trick_says_who_played_what_and_the_seats_whose_turn(
    qtbot: QtBot, table: TableView
) -> None:
    start(qtbot, table)
    pass_by_mouse(qtbot, table)
    wait_for_south(qtbot, table)
    trick = table.controller.view().trick
    assert trick, "with this seed the others lead the first trick"
    found = names(table)
    hand = len(table.table.south_cards())
    assert found[hand : hand + len(trick)] == [
        played_card(table.names[seat], card) for seat, card in trick
    ]
    assert found[hand].startswith(f"{table.names[trick[0][0]]} played the ")
    assert found[-4] == "South, 0 points this hand, 0 in the game, to play"
    assert all("to play" not in seat for seat in found[-3:])


def test_the_status_line_is_the_description_and_a_refusal_is_said_at_once(
    qtbot: QtBot, table: TableView, reader: Reader
) -> None:
    start(qtbot, table)
    assert accessible(table).text(QAccessible.Text.Description) == table.status.text
    qtbot.keyClick(table, Qt.Key.Key_P)  # nothing chosen yet
    refusal = table.table.decor.alert.text
    assert reader.of(Event.DescriptionChanged)
    assert Sent(Event.Announcement, "Card table", refusal, assertive=True) in reader.sent
    assert refusal in accessible(table).text(QAccessible.Text.Description)


def test_south_s_turn_and_the_others_plays_are_said(
    qtbot: QtBot, table: TableView, reader: Reader
) -> None:
    start(qtbot, table)
    pass_by_mouse(qtbot, table)
    wait_for_south(qtbot, table)
    said = reader.said()
    for seat, card in table.controller.view().trick:
        assert played_card(table.names[seat], card) in said
    assert said[-1] in ("Your turn.", "Your lead.")
    assert not any("thinking" in text for text in said)
    assert not any(sent.assertive for sent in reader.of(Event.Announcement))


def test_with_no_reader_nothing_is_built_nor_sent(
    qtbot: QtBot, table: TableView, monkeypatch: pytest.MonkeyPatch
) -> None:
    """No screen reader: Qt never asks for the table's children, and no event is made."""
    assert not QAccessible.isActive()
    sent: list[QAccessibleEvent] = []
    table.announcer.send = sent.append

    def asked(_view: TableView) -> list[spots.Spot]:
        raise AssertionError("the table's children were asked for")

    monkeypatch.setattr(spots, "spots", asked)
    start(qtbot, table)
    focus_keys(qtbot, table)
    for key in (Qt.Key.Key_Right, Qt.Key.Key_Space, Qt.Key.Key_P, Qt.Key.Key_Right):
        qtbot.keyClick(table, key)
    click(qtbot, table, south_item(table, table.table.south_cards()[-1]))
    assert sent == []


def test_under_a_real_reader_the_events_reach_qt(qtbot: QtBot, table: TableView) -> None:
    """With Qt's accessibility on (as when a screen reader runs), the events go through
    ``QAccessible.updateAccessibility``, which asks the interfaces what they are."""
    start(qtbot, table)
    focus_keys(qtbot, table)
    QAccessible.setActive(True)
    try:
        for key in (Qt.Key.Key_Right, Qt.Key.Key_Right, Qt.Key.Key_Space, Qt.Key.Key_P):
            qtbot.keyClick(table, key)
        focused = accessible(table).focusChild()
        assert focused is not None and focused.state().selected
    finally:
        QAccessible.setActive(False)


def test_a_point_on_a_card_finds_its_child(qtbot: QtBot, table: TableView) -> None:
    start(qtbot, table)
    iface = accessible(table)
    second = children(table)[1]
    area = second.rect()
    assert area.height() > area.width() > 0
    found = iface.childAt(area.left() + 3, area.center().y())
    assert found is second
    plate = children(table)[-1]  # East
    assert iface.childAt(plate.rect().center().x(), plate.rect().center().y()) is plate
    corner = table.viewport().mapToGlobal(QPoint(2, 2))
    assert iface.childAt(corner.x(), corner.y()) is None


@pytest.fixture
def lone_view(qtbot: QtBot) -> Iterator[tuple[TableView, GameController]]:
    controller = GameController(levels=("easy", "easy", "easy"), threaded=False)
    view = TableView(controller, CardRenderer())
    view.set_animation_speed("off")
    view.resize(1000, 700)
    view.show()
    qtbot.waitExposed(view)
    yield view, controller
    controller.shutdown()


def test_the_childrens_interfaces_go_with_the_table(
    qtbot: QtBot, lone_view: tuple[TableView, GameController]
) -> None:
    view, _controller = lone_view
    start(qtbot, view)
    ids = [QAccessible.uniqueId(child) for child in children(view)]
    assert all(QAccessible.accessibleInterface(unique) is not None for unique in ids)
    view.table.animator.finish_all()
    shiboken6.delete(view)
    assert all(QAccessible.accessibleInterface(unique) is None for unique in ids)
