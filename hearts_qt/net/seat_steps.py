"""From one view of a network table's seat to the next: the steps the window's table
shows between them, as the controller's signals would say them (see ``seat_game.py``).

The host sends a view after every action, so two views in a row are one action apart: a
deal, a pass chosen, the exchange, a card (with the trick it finishes, hearts broken, the
hand scored, the game over, or instead a New Moon's shooter asked to choose), or that
choice (the hand scored). Anything else is not a step: ``steps_between`` says None and
the table is laid out again at once.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from hearts_qt.controller.moon import MoonQuestion
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
    "moon_choice_needed",
    "moon_choosing",
]
ANIMATED = frozenset({"hand_dealt", "cards_received", "card_played", "trick_taken"})
"""The steps after which a pacing view is given time to animate (as the controller's)."""


@dataclass(frozen=True, slots=True)
class Moment:
    """What this seat knows at one moment of the game, its seats turned."""

    snapshot: TableSnapshot
    results: tuple[HandResult, ...]
    moon: MoonQuestion | None = None
    """The New Moon choice the game waits for (South's, or another seat's)."""


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
        return _hand_end(before, now, new)  # a New Moon chosen, or nothing new
    if len(played) != len(then) + 1 or played[: len(then)] != then:
        return None
    seat, card = played[-1]
    steps = [Step(now, "card_played", (seat, card))]
    if new.hearts_broken and not old.hearts_broken:
        steps.append(Step(now, "hearts_broken", (seat,)))
    trick = new.completed_by(seat, card)
    if trick is not None:
        steps.append(Step(now, "trick_taken", (trick.winner, trick.cards, trick.score)))
    steps.extend(_hand_end(before, now, new))
    steps.extend(turn_steps(now))
    return steps


def _hand_end(before: Moment, now: Moment, view: SeatView) -> list[Step]:
    """The hand scored (and the game over), or a New Moon's shooter newly asked."""
    if view.phase is Phase.SCORED and len(now.results) > len(before.results):
        steps = [Step(now, "hand_scored", (now.results[-1],))]
        if now.snapshot.over:
            steps.append(Step(now, "game_over", game_over_args(now)))
        return steps
    return moon_steps(now) if before.moon is None else []


def game_over_args(moment: Moment) -> tuple[object, ...]:
    totals = moment.results[-1].totals
    return (winners_of(totals), totals)


def moon_steps(moment: Moment) -> list[Step]:
    """The New Moon choice asked of South (``moon_choice_needed``) or of another seat
    (``moon_choosing``), with the question."""
    question = moment.moon
    if question is None:
        return []
    if question.seat is Seat.SOUTH:
        return [Step(moment, "moon_choice_needed", (question,))]
    return [Step(moment, "moon_choosing", (question,))]


def turn_steps(moment: Moment) -> list[Step]:
    """Whose turn it is, once for each card, as the controller says it."""
    view = moment.snapshot.view
    if view is None or view.phase is not Phase.PLAYING or view.to_play is None:
        return []
    return [Step(moment, "turn_changed", (view.to_play,))]


Sent = tuple[int, int, bool]
"""The hand, the number of cards played and whether a New Moon was asked when the
player's act went to the host."""


def taken(sent: Sent | None, moment: Moment) -> bool:
    """Whether ``moment`` shows the player's act ``sent`` as taken by the host, or
    nothing is on its way."""
    view = moment.snapshot.view
    if view is None or sent is None:
        return True
    hand, played, asked = sent
    if asked:
        return moment.moon is None
    if (view.hand_number, len(view.played)) != (hand, played):
        return True
    return view.phase is not Phase.PASSING or bool(view.passed)
