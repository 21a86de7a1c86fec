"""Undo and redo over a game's record: where South's last action of the hand lies, and
which recorded actions a redo plays again.

An undo step is South's pass or card together with everything the computer players did
after it; it never reaches into a finished hand (nor before the hand's deal). The undone
actions are kept, in order, as the *redo tail*: a redo plays South's next recorded action
again, and the computer players answer from the tail as long as it goes on from the game's
position; South doing anything else drops the tail.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from hearts_qt.engine import Card, Phase, Seat
from hearts_qt.engine.game import Action, Game


@dataclass(frozen=True, slots=True)
class Step:
    """What an undo or a redo would take back or play again: South's pass or card."""

    kind: Literal["pass", "play"]
    cards: tuple[Card, ...]


def _south_step(action: Action) -> Step | None:
    if action[0] == "pass" and action[1] is Seat.SOUTH:
        return Step("pass", action[2])
    if action[0] == "play" and action[1] is Seat.SOUTH:
        return Step("play", (action[2],))
    return None


def cards_of(action: Action) -> tuple[Card, ...]:
    """The cards a pass or a play gives (none for a deal)."""
    if action[0] == "pass":
        return action[2]
    if action[0] == "play":
        return (action[2],)
    return ()


def undo_point(game: Game) -> int | None:
    """The index in ``game.actions`` of South's last action in the hand being played, or
    None when there is nothing to undo (no such action, or the hand is finished). A hand
    whose New Moon is still to be chosen is not finished: its last card may be undone."""
    if not game.hands or (game.hand.phase is Phase.SCORED and game.moon_chooser is None):
        return None
    actions = game.actions
    for index in range(len(actions) - 1, -1, -1):
        action = actions[index]
        if action[0] == "deal":
            return None
        if _south_step(action) is not None:
            return index
    return None


def undo_step(game: Game) -> Step | None:
    point = undo_point(game)
    return None if point is None else _south_step(game.actions[point])


def redo_step(tail: Sequence[Action]) -> Step | None:
    """South's next action in the redo tail (the computers' answers before it are played
    again first, as they were)."""
    return next((step for a in tail if (step := _south_step(a)) is not None), None)


def south_steps(tail: Sequence[Action]) -> int:
    """How many of South's actions the redo tail holds: how many Redos are left."""
    return sum(1 for action in tail if action[0] in ("pass", "play") and action[1] is Seat.SOUTH)


def next_answer(tail: Sequence[Action], seat: Seat) -> int | None:
    """Where in the redo tail lies the recorded action a computer player at ``seat`` gives
    now (None: the tail has nothing for it; it thinks as usual). Plays come in the game's
    order; the four passes of a hand come in any order, so a seat's pass is found among
    the passes at the head of the tail."""
    if seat is Seat.SOUTH:
        return None
    for index, action in enumerate(tail):
        if action[0] != "pass":
            if index == 0 and action[0] == "play" and action[1] is seat:
                return 0
            return None
        if action[1] is seat:
            return index
    return None
