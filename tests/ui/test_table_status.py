"""The status line through a hand played with the mouse: never stale, one check per
phase, and the hearts-broken cue that leads it for a moment without holding up the game."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
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

from hearts_qt.controller.texts import card_text
from hearts_qt.engine import Game, Rules, Seat
from hearts_qt.ui.table import theme
from hearts_qt.ui.table.view import TableView


class Said:
    """Every status line the table showed, and what it showed when a signal came."""

    def __init__(self, view: TableView) -> None:
        self.lines: list[str] = []
        view.status_changed.connect(self.lines.append)

    @property
    def now(self) -> str:
        return self.lines[-1] if self.lines else ""


def test_passing_phases_each_say_what_to_do(qtbot: QtBot, table: TableView) -> None:
    said = Said(table)
    start(qtbot, table)
    assert said.now == "Choose 3 cards to pass to the left."
    hand = table.table.south_cards()
    click(qtbot, table, south_item(table, hand[0]))
    assert said.now == "Choose 2 more cards to pass to the left."
    click(qtbot, table, south_item(table, hand[1]))
    assert said.now == "Choose 1 more card to pass to the left."
    click(qtbot, table, south_item(table, hand[1]))  # put back
    assert said.now == "Choose 2 more cards to pass to the left."
    click(qtbot, table, south_item(table, hand[1]))
    click(qtbot, table, south_item(table, hand[2]))
    assert said.now == "Click “Pass Left” (or press P) to pass these 3 cards."
    waiting: list[str] = []
    table.controller.pass_chosen.connect(
        lambda seat, _cards: waiting.append(said.now) if seat is Seat.SOUTH else None
    )
    with qtbot.waitSignal(table.controller.cards_received) as received:
        button = table.table.decor.pass_button
        qtbot.mouseClick(
            table.viewport(),
            Qt.MouseButton.LeftButton,
            pos=table.mapFromScene(button.rect.center()),
        )
    assert waiting == ["Waiting for the others to pass…"]
    assert received.args is not None
    cards = sorted(received.args[0])
    first, second, third = (card_text(card) for card in cards)
    assert said.now.startswith(f"You received {first}, {second} and {third} from East.")


def test_every_turn_and_trick_is_said_and_a_play_never_leaves_your_turn(
    qtbot: QtBot, table: TableView
) -> None:
    said = Said(table)
    controller = table.controller
    start(qtbot, table)
    pass_by_mouse(qtbot, table)
    after_south: list[str] = []
    after_play: list[str] = []
    at_turn: list[tuple[Seat, str]] = []
    at_trick: list[str] = []
    controller.card_played.connect(
        lambda seat, _card: after_south.append(said.now) if seat is Seat.SOUTH else None
    )
    controller.card_played.connect(lambda *_args: after_play.append(said.now))
    controller.turn_changed.connect(lambda seat: at_turn.append((seat, said.now)))
    controller.trick_taken.connect(lambda *_args: at_trick.append(said.now))
    while table.phase != "scored":
        wait_for_south(qtbot, table)
        if table.phase == "scored":
            break
        item = south_item(table, controller.legal_plays()[-1])
        with qtbot.waitSignal(controller.card_played):
            qtbot.mouseDClick(
                table.viewport(), Qt.MouseButton.LeftButton, pos=visible_point(table, item)
            )
    assert len(after_south) == 13
    for line in after_south:
        assert "You play the " in line or line.endswith(("the trick.", "point.", "points."))
    assert len(after_play) == 52
    for line in after_play:  # "Your turn" waits until the table shows it (turn_changed)
        assert "Your turn." not in line and "Your lead." not in line
        assert " play" in line or " take" in line
    for seat, line in at_turn:
        if seat is Seat.SOUTH:
            assert line.endswith(("Your turn.", "Your lead."))
        else:
            assert line.endswith(f"{table.names[seat]} is thinking…")
    assert len(at_trick) == 13
    assert all(" the trick" in line for line in at_trick)
    assert said.now == "Hand 1 is over. Click the table to go on."


def test_the_reason_of_a_refusal_leads_the_line(qtbot: QtBot, table: TableView) -> None:
    said = Said(table)
    controller = table.controller
    start(qtbot, table)
    pass_by_mouse(qtbot, table)
    illegal = play_until_south_holds_an_illegal_card(qtbot, table)
    with qtbot.waitSignal(controller.illegal_move) as refused:
        drag(qtbot, table, south_item(table, illegal[0]), table.table.layout.centre)
    assert refused.args is not None
    assert said.now.startswith(refused.args[0])
    assert said.now.endswith(("Your turn.", "Your lead."))


def test_game_over_is_said(qtbot: QtBot, table: TableView) -> None:
    game = Game(Rules(fixed_hands=4), SEED)
    for _ in range(4):
        game.deal()
        play_out_hand(game)
    assert game.is_over
    said = Said(table)
    table.controller.resume(Game.replay(game.rules, game.seed, game.actions[:-4]))
    while table.phase != "over":
        wait_for_south(qtbot, table)
        if table.phase == "scored":
            table.continue_after_hand()
        elif table.turn is Seat.SOUTH:
            table.play(table.controller.legal_plays()[0])
        qtbot.waitUntil(lambda: table.phase in ("over", "scored") or table.turn is Seat.SOUTH)
    banner = table.table.decor.banner
    assert banner.isVisible() and said.now == banner.title
    assert said.now.endswith(("wins the game.", "You win the game!", "share the win."))


def test_hearts_broken_glows_and_is_said_without_holding_up_the_game(
    qtbot: QtBot, table: TableView, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(theme, "NEWS_MS", 300)
    said = Said(table)
    controller = table.controller
    cue = table.table.decor.hearts_cue
    start(qtbot, table)
    pass_by_mouse(qtbot, table)
    seen: list[tuple[bool, str, int]] = []
    controller.hearts_broken.connect(
        lambda _seat: seen.append((cue.playing, said.now, table.table.animator.running))
    )
    went_on: list[bool] = []
    controller.turn_changed.connect(lambda _seat: went_on.append(cue.playing) if seen else None)
    controller.trick_taken.connect(lambda *_a: went_on.append(cue.playing) if seen else None)
    while not seen and table.phase != "scored":
        wait_for_south(qtbot, table)
        if table.turn is Seat.SOUTH and not seen:
            table.play(controller.legal_plays()[-1])
        qtbot.waitUntil(lambda: bool(seen) or table.turn is Seat.SOUTH or table.phase == "scored")
    assert seen, "hearts were never broken in this hand"
    playing, line, moving = seen[0]
    assert playing and line.startswith("Hearts are broken.") and moving == 0
    qtbot.waitUntil(lambda: bool(went_on))
    assert went_on[0], "the game went on while the heart glowed"
    assert "Hearts are broken." in said.now
    qtbot.waitUntil(lambda: not cue.playing, timeout=4000)
    qtbot.waitUntil(lambda: "Hearts are broken." not in said.now)
    assert said.now.count("the trick") <= 1


def test_the_cue_fades_by_itself_when_animated(qtbot: QtBot, table: TableView) -> None:
    table.set_animation_speed("fast")
    cue = table.table.decor.hearts_cue
    cue.play(table.table.animator.factor)
    assert cue.playing and table.table.animator.running == 0
    qtbot.waitUntil(lambda: cue.opacity() > 0.3, timeout=2000)
    qtbot.waitUntil(lambda: not cue.playing, timeout=3000)
    assert cue.opacity() == 0.0


def test_a_click_on_the_felt_between_hands_says_the_next_deal(
    qtbot: QtBot, table: TableView
) -> None:
    game = Game(seed=SEED)
    game.deal()
    play_out_hand(game)
    said = Said(table)
    table.controller.resume(Game.replay(game.rules, game.seed, game.actions[:-4]))
    wait_for_south(qtbot, table)
    table.play(table.controller.legal_plays()[0])
    qtbot.waitUntil(lambda: table.phase == "scored")
    with qtbot.waitSignal(table.controller.hand_dealt):
        qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(8, 8))
    assert said.now == "Choose 3 cards to pass to the right."
