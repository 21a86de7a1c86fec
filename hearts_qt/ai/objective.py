"""What a searching player wants from a hand: its value of the hand's points, seat by seat.

Two things count, both read from the rules and the game's totals before the hand:

- **Points against the others'.** A point one of the others takes may be worth a share
  of one the seat avoids (``others_share``): the value is minus the seat's points plus
  that share of what the hand's points come to beyond the usual 26. Without a moon that
  is minus the seat's points (26 points are shared whatever happens); with a quarter, a
  moon shot is worth 13 points more than a clean hand (the others take 26 each) and one
  suffered costs what the Q♠ does, 13 (two others suffer it too), the linear response of
  the seat's points ÷ the others' mean. The default, ``OTHERS_SHARE``, is none (measured:
  see there): a moon shot is then worth a clean hand, and one suffered 26 points.
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
OTHERS_SHARE = 0.0
"""What a point taken by one of the others is worth, beside one the seat avoids. Off (0):
at 0.25, with the endgame solver and successive halving on, Expert ÷ ``expert-v1``
measured 1.012 (0.929 to 1.095), and suffered 2.56 moons per 100 hands against 1.95
without it (898 and 925 hands; the README's table): a moon suffered weighed as the Q♠
made it fight moons less."""
HAND_POINTS = 26
"""The points a hand shares out without a moon, the J♦ or the sun."""


class Objective:
    """The value a seat searches for: higher is better (see the module)."""

    def __init__(
        self,
        rules: Rules,
        totals: tuple[int, int, int, int],
        number: int,
        seat: int,
        others_share: float = OTHERS_SHARE,
    ) -> None:
        self.others_share = others_share
        self.rules = rules
        self.totals = totals
        self.seat = seat
        self.last_hand = rules.fixed_hands is not None and number >= rules.fixed_hands

    def __call__(self, points: tuple[int, int, int, int]) -> float:
        seat = self.seat
        value = -float(points[seat]) + self.others_share * (sum(points) - HAND_POINTS)
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
