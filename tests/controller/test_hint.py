"""The hint is what an Expert seated at South would choose from South's view, and a
play made meanwhile withdraws it."""

from __future__ import annotations

import random

from pytestqt.qtbot import QtBot

from hearts_qt.ai import Player, make_player
from hearts_qt.controller import GameController
from hearts_qt.engine import PassDirection, Phase, Rules, Seat
from tests.live_game import live_game


def _players(level: str, seed: int) -> Player:
    """Fixed iteration counts: the same choices whatever the machine's speed."""
    return (
        make_player(level, seed, iterations=30)
        if level in ("hard", "expert")
        else (make_player(level, seed))
    )


def test_the_hint_is_the_experts_choice_from_the_same_view_and_seed(qtbot: QtBot) -> None:
    c = GameController(levels=("easy", "easy", "easy"), threaded=False, player_factory=_players)
    rng = random.Random(4)
    c.new_game(seed=21)
    checked = 0
    reasons: list[str] = []
    while checked < 6:
        qtbot.waitUntil(lambda: c.waiting_for_south, timeout=5_000)
        view = c.view()
        expert = _players("expert", live_game(c).seed * 4 + Seat.SOUTH)
        passing = view.phase is Phase.PASSING
        expected = tuple(expert.choose_pass(view)) if passing else (expert.choose_play(view),)
        with qtbot.waitSignal(c.hint_ready, timeout=10_000) as ready:
            c.hint()
        assert ready.args[0] == expected
        reasons.append(ready.args[1])
        checked += 1
        if passing:
            c.choose_pass(rng.sample(view.hand, 3))
        else:
            c.play_card(rng.choice(view.legal))
    c.shutdown()
    assert all(reasons), reasons  # every hint says why (at least the search's figures)
    assert all(r.endswith(".") for r in reasons)


def test_a_play_made_while_the_hint_thinks_withdraws_it(qtbot: QtBot) -> None:
    c = GameController(levels=("easy", "easy", "easy"), player_factory=_players)
    c.new_game(seed=5)
    qtbot.waitUntil(lambda: c.waiting_for_south, timeout=5_000)
    with qtbot.waitSignal(c.hint_thinking) as thinking:
        c.hint()
    assert thinking.args == [True] and c.hint_pending
    with qtbot.assertNotEmitted(c.hint_ready, wait=300):
        c.choose_pass(c.view().hand[:3])
        assert not c.hint_pending
    c.shutdown()


def test_a_hand_to_shoot_the_moon_with_is_hinted_as_a_run_at_the_moon(qtbot: QtBot) -> None:
    # The deal of seed 15 with no pass, South playing every card the hint gives: the
    # Expert runs at the moon (tests/ai/test_moon_run.py) and the hint says so.
    def players(level: str, seed: int) -> Player:
        return (
            make_player(level, seed, iterations=40) if level == "expert" else _players(level, seed)
        )

    c = GameController(levels=("normal",) * 3, threaded=False, player_factory=players)
    c.new_game(Rules(pass_cycle=(PassDirection.HOLD,)), seed=15)
    texts: list[str] = []
    for _ in range(13):
        qtbot.waitUntil(lambda: c.waiting_for_south, timeout=5_000)
        with qtbot.waitSignal(c.hint_ready, timeout=10_000) as ready:
            c.hint()
        texts.append(ready.args[1])
        c.play_card(ready.args[0][0])
    qtbot.waitUntil(lambda: bool(live_game(c).results), timeout=5_000)
    c.shutdown()
    moon = [t for t in texts if t.startswith("Runs for the moon: aims to take every card")]
    assert moon, texts
    assert live_game(c).results[-1].points == (0, 26, 26, 26)
