"""How plausible a sampled deal makes the plays the other seats were seen to make.

A deal in which an opponent's recent plays are what a sensible player would have made
with the cards the deal gives it is more likely than one in which they look like
blunders. Expert weights each sampled deal by that: for each recent play of another
seat, it asks the Normal policy what it would have played from the hand the deal implies
(its cards now plus the ones it has played since), under the rules in force (their legal
cards, their card values); a play that differs costs the deal a factor ``MISMATCH``.
Only what the view shows is used: the cards played, by whom, when.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from hearts_qt.ai.knowledge import Table, legal_cards
from hearts_qt.ai.policy import normal_play, stakes_of
from hearts_qt.engine.rules import Rules
from hearts_qt.engine.view import SeatView

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
    table = Table()
    seen: list[Observed] = []
    for number, _, seat_value, card, _, broken in table.replay(view):
        seat = int(seat_value)
        if seat != me and number >= first_checked:
            taken = table.taken
            seen.append(
                Observed(
                    seat,
                    card,
                    0,
                    tuple(table.order),
                    table.leader,
                    table.played,
                    (taken[0], taken[1], taken[2], taken[3]),
                    number,
                    broken,
                    table.voids_except(seat),
                )
            )
    later = [0, 0, 0, 0]
    for i in range(len(seen) - 1, -1, -1):
        play = seen[i]
        later[play.seat] |= 1 << play.card
        seen[i] = replace(play, later=later[play.seat])
    return seen


def deal_weight(plays: Sequence[Observed], hands: Sequence[int], rules: Rules) -> float:
    """The deal's plausibility factor, from 1 (every play as expected) down; the model
    plays to ``rules`` (their legal cards and what each card is worth)."""
    weight = 1.0
    stakes = stakes_of(rules)
    for play in plays:
        hand = hands[play.seat] | play.later
        led = play.trick[0] // 13 if play.trick else -1
        legal = legal_cards(hand, led, play.tricks_played, play.hearts_broken, rules)
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
            stakes,
        )
        if expected != play.card:
            weight *= MISMATCH
    return weight
