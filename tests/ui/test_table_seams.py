"""The table's helpers know only what they are given, and the table can be laid out again
from one frozen snapshot of the controller."""

from __future__ import annotations

import ast
import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from hearts_qt.engine import Card, Phase, Seat
from hearts_qt.ui.main_window import MainWindow
from hearts_qt.ui.table.view import TableView
from tests.ui.window_helpers import quick_window

TABLE = Path(__file__).parents[2] / "hearts_qt" / "ui" / "table"


def _imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module:
            found.add(node.module)
        elif isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
    return found


@pytest.mark.parametrize("helper", ["south", "keys", "messages", "end_of_hand", "aids"])
def test_the_views_helpers_do_not_reach_back_through_it(helper: str) -> None:
    assert "hearts_qt.ui.table.view" not in _imports(TABLE / f"{helper}.py")


def test_messages_only_make_strings() -> None:
    imports = _imports(TABLE / "messages.py")
    assert not [m for m in imports if m.startswith("hearts_qt.ui")], imports
    assert not [m for m in imports if m.startswith("PySide6") and m != "PySide6.QtCore"]


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> Iterator[MainWindow]:
    w = quick_window(qtbot, tmp_path, play_out_decided=False)
    w.show()
    qtbot.waitExposed(w)
    yield w
    w.controller.shutdown()


def _table(view: TableView) -> tuple[object, ...]:
    """What the table shows, as a player would describe it."""
    scene = view.table
    hands = tuple(
        tuple((i.card if seat is Seat.SOUTH else None, i.face_up) for i in scene.hands[seat])
        for seat in Seat
    )
    trick = tuple((seat, item.card) for seat, item in scene.trick)
    chosen = tuple(len(scene.chosen[seat]) for seat in Seat)
    plates = tuple(
        (label.name, label.hand_points, label.total, label.on_turn)
        for label in scene.decor.labels.values()
    )
    button = scene.decor.pass_button
    return (
        view.phase,
        hands,
        trick,
        chosen,
        sorted(scene.chosen_cards()),
        plates,
        view.hand_points,
        view.totals,
        button.isVisible(),
        button.enabled,
    )


def _south_may_act(window: MainWindow) -> bool:
    view = window.table
    return view.south.may_touch()


def _until_south_may_act(qtbot: QtBot, window: MainWindow) -> None:
    """Wait until South may act; the end of a hand is gone on from at once, as the player
    does, not after the pause the table leaves for reading it (3.5 s a hand)."""
    view = window.table
    qtbot.waitUntil(lambda: _south_may_act(window) or view.phase.value == "scored", timeout=10_000)
    if not _south_may_act(window):
        view.continue_after_hand()
        qtbot.waitUntil(lambda: _south_may_act(window), timeout=10_000)


@pytest.mark.parametrize("moves", [0, 1, 5, 14, 30])
def test_show_snapshot_lays_out_the_table_as_the_game_left_it(
    qtbot: QtBot, window: MainWindow, moves: int
) -> None:
    controller, view = window.controller, window.table
    rng = random.Random(moves)
    controller.new_game(seed=moves + 5)
    for _ in range(moves):
        _until_south_may_act(qtbot, window)
        snap = controller.snapshot()
        assert snap.view is not None
        if snap.view.phase is Phase.PASSING:
            controller.choose_pass(snap.view.hand[:3])
        else:
            controller.play_card(rng.choice(controller.legal_plays()))
    _until_south_may_act(qtbot, window)
    if view.phase.value == "passing":
        view.toggle_chosen(view.table.south_cards()[4])  # one card chosen, not yet passed
        view.toggle_chosen(view.table.south_cards()[4])
    before = _table(view)
    view.show_snapshot(controller.snapshot())
    after = _table(view)
    if view.phase.value == "passing":  # choices not yet passed are the player's, not the game's
        before, after = before[:4] + before[5:8], after[:4] + after[5:8]
    assert after == before


def test_a_computer_claimer_lays_its_cards_face_up(qtbot: QtBot, window: MainWindow) -> None:
    controller, view = window.controller, window.table
    seen: list[tuple[Seat, list[Card | None], list[bool], bool]] = []

    def on_claim(seat: Seat, cards: tuple[Card, ...]) -> None:
        items = view.table.hands[seat]
        said = any(view.names[seat] in n and "claims the rest" in n for n in view.status.news)
        seen.append((seat, [i.card for i in items], [i.face_up for i in items], said))
        assert sorted(cards) == [i.card for i in items]

    controller.hand_claimed.connect(on_claim)
    rng = random.Random(8)
    controller.new_game(seed=40)
    for _ in range(3000):
        if any(entry[0] is not Seat.SOUTH for entry in seen):
            break
        qtbot.waitUntil(
            lambda: _south_may_act(window) or view.phase.value in ("scored", "over"),
            timeout=10_000,
        )
        if view.phase.value == "over":
            controller.new_game(seed=rng.randrange(1000))
        elif view.phase.value == "scored":
            view.continue_after_hand()
        elif (snap := controller.snapshot()).passing and snap.view is not None:
            controller.choose_pass(snap.view.hand[:3])
        else:
            controller.play_card(rng.choice(controller.legal_plays()))
    claims = [entry for entry in seen if entry[0] is not Seat.SOUTH]
    assert claims, "no computer claimed in 3000 turns"
    _seat, cards, up, said = claims[0]
    assert cards and None not in cards
    assert all(up)
    assert said
