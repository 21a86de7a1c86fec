"""The table acting as a person would use it: mouse and keys on the view's viewport, then
what the controller (the game) and the scene (the cards) show."""

from __future__ import annotations

import threading

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from pytestqt.qtbot import QtBot
from table_helpers import (
    SEED,
    click,
    drag,
    pass_by_mouse,
    play_out_hand,
    play_until_south_holds_an_illegal_card,
    south_item,
    start,
    visible_point,
    wait_for_south,
)

from hearts_qt.ai import Player, make_player
from hearts_qt.controller import GameController
from hearts_qt.engine import Card, Game, PassDirection, Phase, Seat, SeatView
from hearts_qt.ui.card_renderer import CardRenderer
from hearts_qt.ui.table import theme
from hearts_qt.ui.table.view import TableView
from tests.screenshot_option import Pictures

pytestmark = pytest.mark.usefixtures("no_animation_left_running")


def test_pass_three_cards_with_the_mouse(qtbot: QtBot, table: TableView) -> None:
    start(qtbot, table)
    controller = table.controller
    assert table.table.decor.arrow.isVisible()
    passed = pass_by_mouse(qtbot, table)
    assert set(controller.view().passed) == set(passed)
    view = controller.view()
    assert table.table.south_cards() == view.hand
    assert not set(passed) & set(table.table.south_cards())
    received = [south_item(table, card) for card in view.received]
    assert all(item.highlighted and item.face_up for item in received)
    assert not table.table.decor.pass_button.isVisible()
    assert [len(table.table.hands[s]) for s in Seat] == [13, 13, 13, 13]


def test_received_cards_stay_raised_and_named_until_south_plays(
    qtbot: QtBot, table: TableView, screenshot: Pictures
) -> None:
    start(qtbot, table)
    pass_by_mouse(qtbot, table)
    view = table.controller.view()
    giver = next(s for s in Seat if view.direction.receiver(s) is Seat.SOUTH)
    tag = table.table.decor.received_tag
    assert tag.isVisible() and tag.text == f"from {table.names[giver]}"
    received = [south_item(table, card) for card in view.received]
    others = [i for i in table.table.hands[Seat.SOUTH] if i not in received]
    assert min(i.pos().y() for i in others) > max(i.pos().y() for i in received)
    assert any(abs(tag.rect.center().x() - i.x()) < 1 for i in received)  # over one of them
    assert any(n.startswith("You received") for n in table.status.news)
    wait_for_south(qtbot, table)
    screenshot("received")
    # South may lead or follow: the cards are still raised and named while it chooses
    assert tag.isVisible() and all(i.highlighted for i in received)
    assert any(n.startswith("You received") for n in table.status.news)
    with qtbot.waitSignal(table.controller.card_played):
        table.play(table.controller.legal_plays()[0])
    assert not tag.isVisible()
    assert not [i for i in received if i.highlighted and i.scene() is not None]
    assert not any(n.startswith("You received") for n in table.status.news)


def test_p_with_too_few_cards_chosen_says_so(qtbot: QtBot, table: TableView) -> None:
    start(qtbot, table)
    alert = table.table.decor.alert
    qtbot.keyClick(table, Qt.Key.Key_P)
    assert alert.isVisible() and alert.text.endswith("0 chosen so far.")
    click(qtbot, table, south_item(table, table.table.south_cards()[0]))
    qtbot.keyClick(table, Qt.Key.Key_P)
    assert alert.text.endswith("1 chosen so far.")
    assert table.phase == "passing" and table.controller.view().passed == ()


def test_a_click_during_the_deal_lands_it_at_once(qtbot: QtBot, table: TableView) -> None:
    table.set_animation_speed("slow")
    table.controller.new_game(seed=SEED)
    animator = table.table.animator
    assert animator.running and table.phase == "dealing"
    place = table.table.layout.hand(Seat.SOUTH, 13)[6]  # where a card will land
    qtbot.mouseClick(
        table.viewport(), Qt.MouseButton.LeftButton, pos=table.mapFromScene(place.point)
    )
    assert not animator.running
    qtbot.waitUntil(lambda: table.phase == "passing", timeout=1000)
    table.set_animation_speed("off")


def test_a_click_plays_a_card_and_a_card_that_may_not_be_played_says_why(
    qtbot: QtBot, table: TableView
) -> None:
    start(qtbot, table)
    pass_by_mouse(qtbot, table)
    illegal = play_until_south_holds_an_illegal_card(qtbot, table)
    with qtbot.assertNotEmitted(table.controller.card_played, wait=50):
        click(qtbot, table, south_item(table, illegal[0]))
    assert table.table.decor.alert.isVisible()  # the engine's reason, on the table
    card = table.controller.legal_plays()[0]
    with qtbot.waitSignal(table.controller.card_played) as played:
        click(qtbot, table, south_item(table, card))
    assert played.args == [Seat.SOUTH, card]


def test_p_plays_the_ringed_card_and_enter_passes_three_chosen(
    qtbot: QtBot, table: TableView
) -> None:
    start(qtbot, table)
    for item in table.table.hands[Seat.SOUTH][:3]:
        click(qtbot, table, item)
    with qtbot.waitSignal(table.controller.cards_received):
        qtbot.keyClick(table, Qt.Key.Key_Return)  # no card ringed: Enter presses Pass
    while True:  # to a turn with a choice
        wait_for_south(qtbot, table)
        legal = table.controller.legal_plays()
        if len(legal) > 1:
            break
        table.play(legal[0])
    for _ in range(13):  # the ring to the last card that may be played
        qtbot.keyClick(table, Qt.Key.Key_Right)
        if table.focus.card() == legal[-1]:
            break
    assert table.focus.card() == legal[-1] != legal[0]
    with qtbot.waitSignal(table.controller.card_played) as played:
        qtbot.keyClick(table, Qt.Key.Key_P)
    assert played.args == [Seat.SOUTH, legal[-1]]


def test_a_refusal_goes_when_the_game_moves_on(qtbot: QtBot, table: TableView) -> None:
    start(qtbot, table)
    pass_by_mouse(qtbot, table)
    illegal = play_until_south_holds_an_illegal_card(qtbot, table)
    click(qtbot, table, south_item(table, illegal[0]))
    alert = table.table.decor.alert
    assert alert.isVisible()
    with qtbot.waitSignal(table.controller.card_played):
        click(qtbot, table, south_item(table, table.controller.legal_plays()[0]))
    assert not alert.isVisible()
    assert not any(n == alert.text for n in table.status.news)


def test_a_chosen_card_dragged_back_is_put_back(qtbot: QtBot, table: TableView) -> None:
    start(qtbot, table)
    card = table.table.south_cards()[4]
    item = south_item(table, card)
    click(qtbot, table, item)
    assert table.table.chosen_cards() == (card,)
    home = table.table.layout.hand(Seat.SOUTH, 13)[4]
    drag(qtbot, table, item, QPointF(home.x, home.y + 20))
    assert table.table.chosen_cards() == ()
    assert item.pos() == home.point


def test_a_fourth_card_is_refused_saying_why(qtbot: QtBot, table: TableView) -> None:
    start(qtbot, table)
    cards = table.table.south_cards()
    for card in cards[:3]:
        click(qtbot, table, south_item(table, card))
    with qtbot.waitSignal(table.status_changed) as said:
        click(qtbot, table, south_item(table, cards[5]))
    assert table.table.chosen_cards() == tuple(cards[:3])
    assert said.args is not None and said.args[0].startswith("3 cards are chosen")
    assert table.table.decor.alert.isVisible()
    click(qtbot, table, south_item(table, cards[1]))  # put one back: now a fourth may go
    click(qtbot, table, south_item(table, cards[5]))
    assert set(table.table.chosen_cards()) == {cards[0], cards[2], cards[5]}


def test_play_a_legal_card_by_dragging_it_to_the_middle(qtbot: QtBot, table: TableView) -> None:
    start(qtbot, table)
    pass_by_mouse(qtbot, table)
    wait_for_south(qtbot, table)
    controller = table.controller
    card = controller.legal_plays()[0]
    item = south_item(table, card)
    with qtbot.waitSignal(controller.card_played) as played:
        drag(qtbot, table, item, table.table.layout.centre)
    assert played.args == [Seat.SOUTH, card]
    assert (Seat.SOUTH, card) in controller.view().played
    assert card not in table.table.south_cards()
    qtbot.waitUntil(lambda: table.table.animator.running == 0)
    place = table.table.layout.trick(Seat.SOUTH)
    if (Seat.SOUTH, item) in table.table.trick:
        assert item.pos() == place.point


def test_an_illegal_drag_is_refused_and_the_reason_shown(qtbot: QtBot, table: TableView) -> None:
    start(qtbot, table)
    pass_by_mouse(qtbot, table)
    controller = table.controller
    illegal = play_until_south_holds_an_illegal_card(qtbot, table)
    before = controller.snapshot()
    card = illegal[0]
    item = south_item(table, card)
    index = table.table.south_cards().index(card)
    with (
        qtbot.waitSignal(table.status_changed) as said,
        qtbot.assertNotEmitted(controller.card_played),
    ):
        drag(qtbot, table, item, table.table.layout.centre)
    assert said.args is not None
    reason = table.table.decor.alert.text
    assert reason and reason[-1] == "."
    assert said.args[0].startswith(reason)
    assert controller.snapshot() == before
    assert table.table.decor.alert.isVisible()
    qtbot.waitUntil(lambda: table.table.animator.running == 0)
    home = table.table.layout.hand(Seat.SOUTH, len(table.table.south_cards()))[index]
    assert item.pos() == home.point
    assert table.turn is Seat.SOUTH


def test_a_whole_hand_played_with_the_mouse(qtbot: QtBot, table: TableView) -> None:
    table.set_show_legal(True)
    start(qtbot, table)
    pass_by_mouse(qtbot, table)
    controller = table.controller
    plays = 0
    while table.phase != "scored":
        wait_for_south(qtbot, table)
        if table.phase == "scored":
            break
        legal = controller.legal_plays()
        dimmed = {i.card for i in table.table.hands[Seat.SOUTH] if i.dimmed}
        assert dimmed == set(table.table.south_cards()) - set(legal)
        item = south_item(table, legal[-1])
        with qtbot.waitSignal(controller.card_played):
            if plays % 2:
                qtbot.mouseDClick(
                    table.viewport(), Qt.MouseButton.LeftButton, pos=visible_point(table, item)
                )
            else:
                drag(qtbot, table, item, table.table.layout.centre)
        plays += 1
    # Thirteen, unless the hand was decided before South's last card (a claim, or no
    # points left): the rest is then played out without South.
    assert 1 <= plays <= 13
    assert controller.view().phase is Phase.SCORED
    result = controller.results[-1]
    labels = table.table.decor.labels
    assert [labels[s].total for s in Seat] == list(result.totals)
    assert table.table.decor.banner.isVisible()  # the hand's result, over the middle
    with qtbot.waitSignal(controller.hand_dealt):
        qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(5, 5))
    assert controller.snapshot().number == 2


def test_keys_choose_pass_and_play(qtbot: QtBot, table: TableView) -> None:
    start(qtbot, table)
    table.setFocus()
    for _ in range(3):
        qtbot.keyClick(table, Qt.Key.Key_Right)
        qtbot.keyClick(table, Qt.Key.Key_Space)
    hand = table.table.south_cards()
    assert table.table.chosen_cards() == hand[:3]
    assert south_item(table, hand[2]).focused
    with qtbot.waitSignal(table.controller.cards_received):
        qtbot.keyClick(table, Qt.Key.Key_P)
    wait_for_south(qtbot, table)
    card = table.controller.legal_plays()[0]
    with qtbot.waitSignal(table.controller.card_played) as played:
        qtbot.keyClick(table, Qt.Key.Key_P)
    assert played.args == [Seat.SOUTH, card]


def test_keys_from_a_fresh_hand_put_the_ring_on_the_first_card(
    qtbot: QtBot, table: TableView
) -> None:
    start(qtbot, table)
    table.setFocus()
    hand = table.table.south_cards()
    qtbot.keyClick(table, Qt.Key.Key_Space)  # no ring yet: the first card, chosen
    assert table.table.chosen_cards() == hand[:1] and south_item(table, hand[0]).focused
    qtbot.keyClick(table, Qt.Key.Key_Down)
    assert table.table.chosen_cards() == ()
    table.focus.clear()  # as a hand starts again: Up Right Up Right Up chooses three
    for key in (Qt.Key.Key_Up, Qt.Key.Key_Right) * 2 + (Qt.Key.Key_Up,):
        qtbot.keyClick(table, key)
    assert table.table.chosen_cards() == hand[:3]
    with qtbot.waitSignal(table.controller.cards_received):
        qtbot.keyClick(table, Qt.Key.Key_P)
    wait_for_south(qtbot, table)
    first = next(c for c in table.table.south_cards() if c in table.controller.legal_plays())
    played: list[Card] = []
    table.controller.card_played.connect(lambda _seat, card: played.append(card))
    qtbot.keyClick(table, Qt.Key.Key_Space)  # no ring: it comes, nothing is played yet
    assert table.focus.card() == first and played == []
    with qtbot.waitSignal(table.controller.card_played):
        qtbot.keyClick(table, Qt.Key.Key_Space)
    assert played[0] == first


def test_the_first_arrow_key_of_a_turn_lands_on_a_card_that_may_be_played(
    qtbot: QtBot, table: TableView
) -> None:
    start(qtbot, table)
    pass_by_mouse(qtbot, table)
    play_until_south_holds_an_illegal_card(qtbot, table)
    legal = table.controller.legal_plays()
    hand = table.table.south_cards()
    table.setFocus()
    qtbot.keyClick(table, Qt.Key.Key_Right)
    assert table.focus.card() == next(card for card in hand if card in legal)
    table.focus.clear()
    qtbot.keyClick(table, Qt.Key.Key_Left)
    last = next(card for card in reversed(hand) if card in legal)
    assert table.focus.card() == last
    qtbot.keyClick(table, Qt.Key.Key_Left)  # then the ring goes card by card, as before
    assert table.focus.card() == hand[max(hand.index(last) - 1, 0)]


def test_a_resize_lays_the_table_out_again(qtbot: QtBot, table: TableView) -> None:
    start(qtbot, table)
    small = table.table.layout.card_height
    table.resize(1920, 1080)
    qtbot.waitUntil(lambda: table.table.animator.running == 0)
    layout = table.table.layout
    assert layout.card_height > small
    assert table.table.art.height == round(layout.card_height)
    for item, target in table.table.targets().items():
        assert item.pos() == target.place.point
    assert table.table.decor.labels[Seat.EAST].rect == layout.label(Seat.EAST)


def test_animations_pace_the_controller(qtbot: QtBot, table: TableView) -> None:
    table.set_animation_speed("fast")
    assert table.controller.trick_pause_ms == 500
    table.table.animator.factor = 0.05
    idles: list[int] = []
    table.idle.connect(lambda: idles.append(table.table.animator.running))
    table.controller.new_game(seed=SEED)
    assert table.table.animator.running == 52
    first = table.table.south_cards()[0]
    click(qtbot, table, south_item(table, first))
    assert table.table.chosen_cards() == ()
    qtbot.waitUntil(lambda: table.phase == "passing")
    assert idles == [0]
    pass_by_mouse(qtbot, table)
    qtbot.waitUntil(lambda: len(idles) >= 2)
    assert set(idles) == {0}
    wait_for_south(qtbot, table)
    qtbot.waitUntil(lambda: table.table.animator.running == 0)


def test_speed_off_still_goes_idle_after_the_signal(qtbot: QtBot, table: TableView) -> None:
    seen: list[str] = []
    table.controller.hand_dealt.connect(lambda *_: seen.append("dealt"))
    table.idle.connect(lambda: seen.append("idle"))
    with qtbot.waitSignal(table.idle):
        table.controller.new_game(seed=SEED)
        assert seen == ["dealt"]
    assert seen[:2] == ["dealt", "idle"]


def test_with_animation_off_a_person_still_sees_the_finished_trick(
    qtbot: QtBot, table: TableView
) -> None:
    table.still_trick_ms = theme.TRICK_PAUSE_OFF_MS  # as in the app (the fixture sets 0)
    table.set_animation_speed("off")
    assert table.controller.trick_pause_ms == theme.TRICK_PAUSE_OFF_MS
    table.set_animation_speed("fast")
    assert table.controller.trick_pause_ms == round(theme.TRICK_PAUSE_MS * theme.SPEEDS["fast"])
    table.set_animation_speed("off")
    table.controller.south_level = "easy"  # autoplay: nobody to read it
    table.controller.new_game(seed=SEED)
    assert table.controller.trick_pause_ms == 0


def test_a_resumed_game_is_laid_out_as_it_was(qtbot: QtBot, table: TableView) -> None:
    game = Game(seed=SEED)
    game.deal()
    for seat in Seat:
        game.pass_cards(seat, game.hand.held(seat)[:3])
    for _ in range(6):
        turn = game.hand.to_play
        assert turn is not None
        game.play(turn, game.hand.legal_plays(turn)[0])
    table.controller.resume(game)
    view = table.controller.view()
    assert table.table.south_cards() == view.hand
    counts = [len(table.table.hands[s]) for s in Seat]
    assert counts == list(table.controller.card_counts())
    assert [(s, i.card) for s, i in table.table.trick] == list(view.trick)
    assert table.phase == "playing"
    assert [table.table.decor.labels[s].hand_points for s in Seat] == list(view.points_taken)
    wait_for_south(qtbot, table)
    qtbot.waitUntil(lambda: table.table.animator.running == 0)


def test_the_fourth_hand_has_no_pass(qtbot: QtBot, table: TableView) -> None:
    game = Game(seed=SEED)
    for _ in range(3):
        game.deal()
        play_out_hand(game)
    with qtbot.waitSignal(table.controller.hand_dealt) as dealt:
        table.controller.resume(game)
    assert dealt.args is not None and dealt.args[1] is PassDirection.HOLD
    qtbot.waitUntil(lambda: table.phase == "playing")
    decor = table.table.decor
    assert not decor.pass_button.isVisible() and not decor.arrow.isVisible()
    assert decor.active_zones == {"trick"}
    card = table.table.south_cards()[0]
    click(qtbot, table, south_item(table, card))
    assert table.table.chosen_cards() == ()
    assert [decor.labels[s].total for s in Seat] == list(game.totals)


def test_with_a_computer_in_south_the_hands_go_on_alone(qtbot: QtBot) -> None:
    controller = GameController(levels=("easy",) * 3, south_level="easy", threaded=False)
    view = TableView(controller, CardRenderer())
    qtbot.addWidget(view)
    view.set_animation_speed("off")
    view.resize(1024, 768)
    view.show()
    try:
        with qtbot.waitSignals([controller.hand_scored] * 2, timeout=20000):
            controller.new_game(seed=SEED)
        assert controller.snapshot().number >= 2
        assert not view.south.may_touch()
    finally:
        controller.shutdown()
        qtbot.waitUntil(lambda: view.table.animator.running == 0)


class Hesitant(Player):
    """An easy player that does not play until the test lets it."""

    def __init__(self, seed: int, gate: threading.Event) -> None:
        super().__init__(seed)
        self.inner = make_player("easy", seed)
        self.gate = gate

    def choose_pass(self, view: SeatView) -> tuple[Card, Card, Card]:
        return self.inner.choose_pass(view)

    def choose_play(self, view: SeatView) -> Card:
        self.gate.wait(10)
        return self.inner.choose_play(view)


def test_south_cards_ignore_the_mouse_while_others_think(qtbot: QtBot) -> None:
    gate = threading.Event()
    controller = GameController(
        levels=("easy",) * 3, player_factory=lambda _level, seed: Hesitant(seed, gate)
    )
    view = TableView(controller, CardRenderer())
    qtbot.addWidget(view)
    view.set_animation_speed("off")
    view.resize(1280, 800)
    view.show()
    try:
        start(qtbot, view)
        pass_by_mouse(qtbot, view)
        qtbot.waitUntil(lambda: view.turn is not None)
        if view.turn is Seat.SOUTH:
            view.play(controller.legal_plays()[0])
        qtbot.waitUntil(lambda: view.turn not in (None, Seat.SOUTH))
        before = controller.snapshot()
        item = view.table.hands[Seat.SOUTH][0]
        home = item.pos()
        with qtbot.assertNotEmitted(controller.card_played):
            drag(qtbot, view, item, view.table.layout.centre)
        assert controller.snapshot() == before
        assert item.pos() == home
        alert = view.table.decor.alert  # not silent: the table says why
        assert alert.isVisible()
        assert alert.text == f"{view.names[view.turn]} is to play: wait for your turn."
        gate.set()
        wait_for_south(qtbot, view)
    finally:
        gate.set()
        controller.shutdown()
        qtbot.waitUntil(lambda: view.table.animator.running == 0)


def test_held_after_a_hand_it_waits_to_be_told(qtbot: QtBot, table: TableView) -> None:
    controller = table.controller
    controller.hand_scored.connect(lambda _result: table.hold_after_hand())
    game = Game(seed=SEED)
    game.deal()
    play_out_hand(game)
    controller.resume(Game.replay(game.rules, game.seed, game.actions[:-4]))  # last trick
    while table.phase != "scored":
        wait_for_south(qtbot, table)
        if table.phase != "scored":
            table.play(controller.legal_plays()[0])
    assert not table.end.waiting
    with qtbot.assertNotEmitted(controller.hand_dealt, wait=50):
        pass
    with qtbot.waitSignal(controller.hand_dealt):
        table.continue_after_hand()
    qtbot.waitUntil(lambda: table.table.animator.running == 0)
