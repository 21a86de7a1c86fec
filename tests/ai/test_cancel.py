"""A search that is no longer wanted stops at its next sampled deal; one that is not
cancelled chooses exactly as before."""

from __future__ import annotations

import pytest

from hearts_qt.ai import CancelFlag, make_player
from hearts_qt.engine import Game, Phase, SeatView
from tests.ai.helpers import decisions, fast_player

ENDLESS = 10**7
"""Sampled deals no test could wait for: a search that ends was cancelled."""


class SetAfter(CancelFlag):
    """A flag that sets itself on its ``polls``-th poll and counts every poll."""

    def __init__(self, polls: int) -> None:
        super().__init__()
        self.after = polls
        self.polls = 0

    def is_set(self) -> bool:
        self.polls += 1
        if self.polls >= self.after:
            self.set()
        return super().is_set()


def _views(seed: int) -> tuple[list[SeatView], list[SeatView]]:
    game = Game(seed=seed)
    players = [fast_player("normal", s) for s in range(4)]
    views = list(decisions(game, players, hands=2))
    passes = [v for v in views if v.phase is Phase.PASSING]
    plays = [v for v in views if v.phase is Phase.PLAYING and len(v.legal) > 2]
    return passes, plays


@pytest.mark.parametrize("polls", [1, 2, 5])
def test_a_play_search_stops_at_the_first_poll_after_the_cancel(polls: int) -> None:
    _, plays = _views(3)
    player = make_player("expert", 1, iterations=ENDLESS)
    for view in plays[:4]:
        flag = SetAfter(polls)
        assert player.think_play(view, flag) in view.legal
        assert flag.polls == polls  # not polled again once set
        assert player.last_samples == polls - 1  # one deal sampled per poll before it


@pytest.mark.parametrize("polls", [1, 3])
def test_a_pass_search_stops_at_the_first_poll_after_the_cancel(polls: int) -> None:
    passes, _ = _views(4)
    player = make_player("expert", 1, iterations=ENDLESS)
    for view in passes[:4]:
        flag = SetAfter(polls)
        chosen = player.think_pass(view, flag)
        assert len(set(chosen)) == 3 and set(chosen) <= set(view.hand)
        assert flag.polls == polls


@pytest.mark.parametrize("level", ["hard", "expert"])
def test_an_uncancelled_flag_changes_no_choice(level: str) -> None:
    passes, plays = _views(5)
    with_flag = make_player(level, 9, iterations=6)
    without = make_player(level, 9, iterations=6)
    for view in passes:
        assert with_flag.think_pass(view, CancelFlag()) == without.choose_pass(view)
    for view in plays[:12]:
        assert with_flag.think_play(view, CancelFlag()) == without.choose_play(view)


@pytest.mark.parametrize("level", ["easy", "normal"])
def test_quick_players_just_choose(level: str) -> None:
    passes, plays = _views(6)
    flag = CancelFlag()
    flag.set()
    player = make_player(level, 2)
    assert player.think_pass(passes[0], flag) == player.choose_pass(passes[0])
    assert player.think_play(plays[0], flag) == player.choose_play(plays[0])
