"""expert-v1's weight of a sampled deal: how plausible it makes the others' plays.

A deal in which an opponent's recent plays are what a sensible player would have made
with the cards the deal gives it is more likely than one in which they look like
blunders. Expert weights each sampled deal by that: for each recent play of another
seat, it asks the Normal policy what it would have played from the hand the deal implies
(its cards now plus the ones it has played since); a play that differs costs the deal a
factor ``MISMATCH``. Only what the view shows is used: the cards played, by whom, when.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from hearts_qt.ai.v1.policy import normal_play
from hearts_qt.engine import masks
from hearts_qt.engine.view import SeatView, card_by_card

MISMATCH = 0.4
"""The weight factor for a play the model would not have made."""
RECENT_TRICKS = 3
"""How many tricks back (the current one included) plays are checked."""


@dataclass(frozen=True, slots=True)
class Observed:
    """One play by another seat, with the public state it was made in."""

    seat: int
    card: int
    later: int
    """This card and every card the seat played after it: add them to its hand now."""
    trick: tuple[int, ...]
    leader: int
    played: int
    taken: tuple[int, int, int, int]
    tricks_played: int
    hearts_broken: bool
    others_void: int


def observed_plays(view: SeatView) -> list[Observed]:
    """The other seats' plays in the last ``RECENT_TRICKS`` tricks, oldest first."""
    me = int(view.seat)
    first_checked = len(view.tricks) + 1 - RECENT_TRICKS
    taken = [0, 0, 0, 0]
    shown_void = [0, 0, 0, 0]
    played = 0
    leader = -1
    order: list[int] = []
    raw: list[tuple[int, int, tuple[int, ...], int, int, tuple[int, int, int, int], int, bool, int]]
    raw = []
    for number, place, seat_value, card, led, broken in card_by_card(view):
        seat = int(seat_value)
        if place == 0:
            leader = seat
            order = []
        if seat != me and number >= first_checked:
            voids = 0
            for other in range(4):
                if other != seat:
                    voids |= shown_void[other]
            snapshot = (taken[0], taken[1], taken[2], taken[3])
            raw.append((seat, card, tuple(order), leader, played, snapshot, number, broken, voids))
        order.append(card)
        played |= 1 << card
        if card // 13 != led:
            shown_void[seat] |= 1 << led
        if place == 3:
            winner = int(view.tricks[number].winner)
            for earlier in order:
                taken[winner] |= 1 << earlier
    later_by_seat = [0, 0, 0, 0]
    out: list[Observed] = []
    for seat, card, trick, leader, before, snapshot, number, was_broken, voids in reversed(raw):
        later_by_seat[seat] |= 1 << card
        out.append(
            Observed(
                seat,
                card,
                later_by_seat[seat],
                trick,
                leader,
                before,
                snapshot,
                number,
                was_broken,
                voids,
            )
        )
    out.reverse()
    return out


def deal_weight(plays: Sequence[Observed], hands: Sequence[int], points_on_first: bool) -> float:
    """The deal's plausibility factor, from 1 (every play as expected) down."""
    weight = 1.0
    barred = 0 if points_on_first else masks.POINT_CARDS  # the classic game's, as in v1
    for play in plays:
        hand = hands[play.seat] | play.later
        led = play.trick[0] // 13 if play.trick else -1
        first = play.tricks_played == 0
        two = masks.TWO_OF_CLUBS_BIT
        legal = masks.legal_mask(hand, led, first, play.hearts_broken, barred, two)
        if legal & (legal - 1) == 0:
            continue
        expected = normal_play(
            hand,
            legal,
            play.trick,
            play.leader,
            play.seat,
            play.played,
            play.taken,
            play.others_void,
            play.tricks_played,
        )
        if expected != play.card:
            weight *= MISMATCH
    return weight
