"""What a searching player wants from a hand: its value of the hand's points, seat by seat.

Two things count, both read from the rules and the game's totals before the hand:

- **Points against the others'.** A point that one of the others takes is worth a quarter
  of one the seat avoids: the value is minus the seat's points plus a quarter of what the
  hand's points come to beyond the usual 26. In a hand without a moon that is minus the
  seat's points (26 points are shared whatever happens), but a moon is weighed as the
  whole table feels it: shooting it is worth 13 points more than a clean hand (the others
  take 26 each), and suffering it costs what taking the Q♠ does, 13 (two others suffer
  it too), where counting the seat's own points alone made a moon shot no better than a
  clean hand and one suffered as bad as two queens. Over many hands this is what the
  seat's share of the points (its points ÷ the others' mean) responds to.
- **The end of the game.** When the hand's points end the game (some total reaches the
  target, or the last of a fixed number of hands), finishing with the lowest total is
  worth ``GAME_END_WEIGHT`` more, any other place as much less: the seat will not push
  itself (or let a shooter push it) over the end when that loses the game, and it takes
  points it could have dodged when dodging them hands the game to someone else.
"""

from __future__ import annotations

from hearts_qt.engine.rules import Rules

GAME_END_WEIGHT = 6.0
"""Points of value for finishing the game in (or out of) the lead, when a hand ends it."""
OTHERS_SHARE = 0.25
"""What a point taken by one of the others is worth, beside one the seat avoids."""
HAND_POINTS = 26
"""The points a hand shares out without a moon, the J♦ or the sun."""


class Objective:
    """The value a seat searches for: higher is better (see the module)."""

    def __init__(
        self, rules: Rules, totals: tuple[int, int, int, int], number: int, seat: int
    ) -> None:
        self.rules = rules
        self.totals = totals
        self.seat = seat
        self.last_hand = rules.fixed_hands is not None and number >= rules.fixed_hands

    def __call__(self, points: tuple[int, int, int, int]) -> float:
        seat = self.seat
        value = -float(points[seat]) + OTHERS_SHARE * (sum(points) - HAND_POINTS)
        rules = self.rules
        totals = self.totals
        after = (
            totals[0] + points[0],
            totals[1] + points[1],
            totals[2] + points[2],
            totals[3] + points[3],
        )
        if self.last_hand or (rules.fixed_hands is None and max(after) >= rules.target_score):
            value += GAME_END_WEIGHT if after[seat] == min(after) else -GAME_END_WEIGHT
        return value
