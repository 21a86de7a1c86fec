"""From one view of a network table's seat to the next: the steps the window's table
shows between them, as the controller's signals would say them (see ``seat_game.py``).

The host sends a view after every action, so two views in a row are one action apart: a
deal, a pass chosen, the exchange, or a card (with the trick it finishes, hearts broken,
the hand scored, the game over). Anything else is not a step: ``steps_between`` says
None and the table is laid out again at once.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from hearts_qt.controller.snapshot import TableSnapshot
from hearts_qt.engine import HandResult, Phase, Seat, SeatView
from hearts_qt.engine.game import winners_of

StepKind = Literal[
    "game_started",
    "hand_dealt",
    "pass_direction_announced",
    "pass_chosen",
    "cards_received",
    "turn_changed",
    "card_played",
    "hearts_broken",
    "trick_taken",
    "hand_scored",
    "game_over",
]
ANIMATED = frozenset({"hand_dealt", "cards_received", "card_played", "trick_taken"})
"""The steps after which a pacing view is given time to animate (as the controller's)."""


@dataclass(frozen=True, slots=True)
class Moment:
    """What this seat knows at one moment of the game, its seats turned."""

    snapshot: TableSnapshot
    results: tuple[HandResult, ...]


BEFORE = Moment(TableSnapshot(0, None, (0, 0, 0, 0), frozenset(), False), ())


@dataclass(frozen=True, slots=True)
class Step:
    moment: Moment
    """What the table's queries answer while it shows this step."""
    kind: StepKind
    args: tuple[object, ...]


def steps_between(before: Moment, now: Moment) -> list[Step] | None:
    """The steps from ``before`` to ``now``; None when they are not one action apart."""
    old, new = before.snapshot.view, now.snapshot.view
    if new is None:
        return [] if old is None else None
    fresh = not new.played and not now.snapshot.passed and not new.passed
    new_game = old is None or len(now.results) < len(before.results) or before.snapshot.over
    if new_game or old is None:
        if not fresh or now.results:
            return None
        return [Step(now, "game_started", (new.rules,)), *_dealt(now, new)]
    if new.hand_number != old.hand_number:
        if fresh and old.phase is Phase.SCORED and new.hand_number == old.hand_number + 1:
            return _dealt(now, new)
        return None
    if old.phase is Phase.PASSING:
        return _passing(before, now, old, new)
    return _playing(before, now, old, new)


def _dealt(now: Moment, view: SeatView) -> list[Step]:
    return [
        Step(now, "hand_dealt", (view.hand_number, view.direction, view.hand)),
        Step(now, "pass_direction_announced", (view.direction,)),
        *turn_steps(now),
    ]


def _passing(before: Moment, now: Moment, old: SeatView, new: SeatView) -> list[Step] | None:
    done_before = before.snapshot.passed
    if new.phase is Phase.PASSING:
        if not done_before <= now.snapshot.passed:
            return None
        chosen = now.snapshot.passed - done_before
    elif new.phase is Phase.PLAYING:
        chosen = frozenset(Seat) - done_before  # the last to pass, then the exchange
    else:
        return None
    steps = [
        Step(now, "pass_chosen", (seat, new.passed if seat is Seat.SOUTH else ()))
        for seat in sorted(chosen)
    ]
    if new.phase is Phase.PLAYING:
        steps.append(Step(now, "cards_received", (new.received, new.passed)))
        steps.extend(turn_steps(now))
    return steps


def _playing(before: Moment, now: Moment, old: SeatView, new: SeatView) -> list[Step] | None:
    played, then = new.played, old.played
    if played == then:
        return []  # nothing new (the same view again)
    if len(played) != len(then) + 1 or played[: len(then)] != then:
        return None
    seat, card = played[-1]
    steps = [Step(now, "card_played", (seat, card))]
    if new.hearts_broken and not old.hearts_broken:
        steps.append(Step(now, "hearts_broken", (seat,)))
    trick = new.completed_by(seat, card)
    if trick is not None:
        steps.append(Step(now, "trick_taken", (trick.winner, trick.cards, trick.score)))
    if new.phase is Phase.SCORED and len(now.results) > len(before.results):
        steps.append(Step(now, "hand_scored", (now.results[-1],)))
        if now.snapshot.over:
            steps.append(Step(now, "game_over", game_over_args(now)))
    steps.extend(turn_steps(now))
    return steps


def game_over_args(moment: Moment) -> tuple[object, ...]:
    totals = moment.results[-1].totals
    return (winners_of(totals), totals)


def turn_steps(moment: Moment) -> list[Step]:
    """Whose turn it is, once for each card, as the controller says it."""
    view = moment.snapshot.view
    if view is None or view.phase is not Phase.PLAYING or view.to_play is None:
        return []
    return [Step(moment, "turn_changed", (view.to_play,))]


def taken(sent: tuple[int, int] | None, moment: Moment) -> bool:
    """Whether ``moment`` shows the player's act ``sent`` (the hand and the number of
    cards played when it went) as taken by the host, or nothing is on its way."""
    view = moment.snapshot.view
    if view is None or sent is None:
        return True
    if (view.hand_number, len(view.played)) != sent:
        return True
    return view.phase is not Phase.PASSING or bool(view.passed)
