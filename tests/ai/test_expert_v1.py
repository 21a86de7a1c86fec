"""expert-v1, the frozen baseline of issue 16, decides as the Expert did when it was frozen.

``recorded/expert_v1_positions.json`` holds five seeded games (as engine records, so they
replay through the rules) and 118 positions in them — passes and plays, five rule sets,
a last hand of a fixed-length game and hands that end a game — with the order in which
today's Expert ranked its candidates there at commit b7dcbc7 (its choice first): 765
candidates, so a change to the samples or the rollouts shows even where the choice
survives it. A difference means the baseline moved: whatever changed must leave
``hearts_qt/ai/v1`` deciding as before. Never regenerate the file.
"""

from __future__ import annotations

import json
import pathlib
from functools import cache
from typing import Any

import pytest

from hearts_qt.ai import LEVELS, CancelFlag
from hearts_qt.ai.v1 import ExpertV1
from hearts_qt.engine import Game, Phase, Seat, SeatView
from hearts_qt.engine.game import Action
from hearts_qt.engine.record import from_dict

RECORDED = pathlib.Path(__file__).parent / "recorded" / "expert_v1_positions.json"


@cache
def _recorded() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(RECORDED.read_text(encoding="utf-8"))
    return data


@cache
def _game_actions(index: int) -> tuple[Game, list[Action]]:
    game = from_dict(_recorded()["games"][index])
    return game, game.actions


def _view(position: dict[str, Any]) -> SeatView:
    game, actions = _game_actions(position["game"])
    replayed = Game.replay(game.rules, game.seed, actions[: position["actions"]])
    return replayed.view(Seat[position["seat"].upper()])


def _ranked(player: ExpertV1, view: SeatView, kind: str) -> list[str]:
    if kind == "pass":
        return [" ".join(c.code for c in cards) for cards in player.ranked_passes(view)]
    return [card.code for card in player.ranked_plays(view)]


def test_expert_v1_ranks_every_recorded_position_as_recorded() -> None:
    positions = _recorded()["positions"]
    assert len(positions) == 118
    assert {p["kind"] for p in positions} == {"pass", "play"}
    changed = []
    for number, position in enumerate(positions):
        view = _view(position)
        assert view.phase is (Phase.PASSING if position["kind"] == "pass" else Phase.PLAYING)
        player = ExpertV1(position["seed"], iterations=position["iterations"])
        ranked = _ranked(player, view, position["kind"])
        if ranked != position["ranked"]:
            changed.append(f"position {number}: {ranked} instead of {position['ranked']}")
    assert changed == []


def test_expert_v1_chooses_the_first_it_ranks() -> None:
    for position in _recorded()["positions"][::10]:
        view = _view(position)
        player = ExpertV1(position["seed"], iterations=position["iterations"])
        if position["kind"] == "pass":
            assert " ".join(c.code for c in player.choose_pass(view)) == position["ranked"][0]
        else:
            assert player.choose_play(view).code == position["ranked"][0]


def test_expert_v1_is_offered_in_the_arena_only() -> None:
    assert "expert-v1" not in LEVELS
    assert ExpertV1(1).level == "expert-v1"


def test_expert_v1_thinks_on_a_clock_and_stops_when_cancelled() -> None:
    position = next(p for p in _recorded()["positions"] if p["kind"] == "play")
    view = _view(position)
    player = ExpertV1(3, time_budget=0.05)
    assert player.choose_play(view) in view.legal
    assert player.last_samples >= 1
    assert ExpertV1(3).time_budget == 1.0
    flag = CancelFlag()
    flag.set()
    cancelled = ExpertV1(3)
    assert cancelled.think_play(view, flag) == min(view.legal, key=lambda c: c.index)
    assert cancelled.last_samples == 0


@pytest.mark.parametrize(("iterations", "budget"), [(0, None), (None, -1.0)])
def test_expert_v1_refuses_to_search_nothing(iterations: int | None, budget: float | None) -> None:
    with pytest.raises(ValueError, match="must be"):
        ExpertV1(1, iterations, budget)
