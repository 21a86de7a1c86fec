"""A network table turned so that the player's own seat is South: the host numbers the
seats as it sat the players, the window always shows its player at the bottom.

Turning by ``seat`` moves every seat ``seat`` places back (the host's ``seat`` becomes
South); play goes clockwise either way, so the pass directions (left, right, across) and
every rule stay as they are.

>>> turn(Seat.NORTH, Seat.NORTH), turn(Seat.EAST, Seat.NORTH), turn(Seat.SOUTH, Seat.NORTH)
(<Seat.SOUTH: 0>, <Seat.WEST: 1>, <Seat.NORTH: 2>)
"""

from __future__ import annotations

from dataclasses import replace
from typing import TypeVar

from hearts_qt.controller.moon import MoonOutcome, MoonQuestion
from hearts_qt.controller.snapshot import TableSnapshot
from hearts_qt.engine import Card, HandResult, Seat, SeatView, Trick

T = TypeVar("T")


def turn(seat: Seat, own: Seat) -> Seat:
    """Where the host's ``seat`` sits on the table of the player at ``own``."""
    return Seat((seat - own) % 4)


def unturn(seat: Seat, own: Seat) -> Seat:
    """The host's seat of the table's ``seat`` (the inverse of ``turn``)."""
    return Seat((seat + own) % 4)


def _maybe(seat: Seat | None, own: Seat) -> Seat | None:
    return None if seat is None else turn(seat, own)


def turned_four(values: tuple[T, T, T, T], own: Seat) -> tuple[T, T, T, T]:
    """Four values by the host's seats (names, points), by the table's."""
    s, w, n, e = (values[unturn(seat, own)] for seat in Seat)
    return (s, w, n, e)


def _plays(plays: tuple[tuple[Seat, Card], ...], own: Seat) -> tuple[tuple[Seat, Card], ...]:
    return tuple((turn(seat, own), card) for seat, card in plays)


def turned_trick(trick: Trick, own: Seat) -> Trick:
    return replace(
        trick,
        leader=turn(trick.leader, own),
        cards=_plays(trick.cards, own),
        winner=turn(trick.winner, own),
    )


def turned_view(view: SeatView, own: Seat) -> SeatView:
    return replace(
        view,
        seat=turn(view.seat, own),
        tricks=tuple(turned_trick(t, own) for t in view.tricks),
        trick=_plays(view.trick, own),
        leader=_maybe(view.leader, own),
        to_play=_maybe(view.to_play, own),
        points_taken=turned_four(view.points_taken, own),
        totals=turned_four(view.totals, own),
        dealer=turn(view.dealer, own),
    )


def turned_result(result: HandResult, own: Seat) -> HandResult:
    return replace(
        result,
        points=turned_four(result.points, own),
        totals=turned_four(result.totals, own),
        moon=_maybe(result.moon, own),
        sun=_maybe(result.sun, own),
        jack_of_diamonds=_maybe(result.jack_of_diamonds, own),
        queen_of_spades=_maybe(result.queen_of_spades, own),
        no_tricks=_turned_seats(result.no_tricks, own),
        halved=_turned_seats(result.halved, own),
        takers=_plays(result.takers, own),
    )


def _turned_seats(seats: tuple[Seat, ...], own: Seat) -> tuple[Seat, ...]:
    """Some seats (winners, the seats given a bonus), turned, in the table's order."""
    return tuple(sorted(turn(seat, own) for seat in seats))


def _turned_outcome(outcome: MoonOutcome, own: Seat) -> MoonOutcome:
    return replace(
        outcome,
        points=turned_four(outcome.points, own),
        totals=turned_four(outcome.totals, own),
        winners=_turned_seats(outcome.winners, own),
        halved=_turned_seats(outcome.halved, own),
    )


def turned_question(question: MoonQuestion, own: Seat) -> MoonQuestion:
    first, second = (_turned_outcome(o, own) for o in question.outcomes)
    return replace(
        question,
        seat=turn(question.seat, own),
        totals=turned_four(question.totals, own),
        outcomes=(first, second),
    )


def turned_snapshot(snapshot: TableSnapshot, own: Seat) -> TableSnapshot:
    view = snapshot.view
    return replace(
        snapshot,
        view=None if view is None else turned_view(view, own),
        card_counts=turned_four(snapshot.card_counts, own),
        passed=frozenset(turn(s, own) for s in snapshot.passed),
    )
