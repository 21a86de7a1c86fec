"""What a searching player wants from a hand: its value of the hand's points, seat by seat.

Two things count, both read from the rules and the game's totals before the hand:

- **Points against the others'.** A point one of the others takes may be worth a share
  of one the seat avoids (``others_share``): the value is minus the seat's points plus
  that share of what the hand's points come to beyond the moon's value (26 in the classic
  game, 43 in Black Maria: ``masks.moon_value``). Without a moon that is minus the seat's
  points (26 points are shared whatever happens); with the default, a quarter
  (``OTHERS_SHARE``), a moon shot is worth 13 points more than a clean hand (the others
  take 26 each) and one suffered costs what the Q♠ does, 13 (two others suffer it too):
  the linear response of the seat's points ÷ the others' mean, the arena's measure.
- **The end of the game.** When the hand's points end the game (some total reaches the
  target, or the last of a fixed number of hands), finishing with the lowest total is
  worth ``GAME_END_WEIGHT`` more, any other place as much less: the seat will not push
  itself (or let a shooter push it) over the end when that loses the game, and it takes
  points it could have dodged when dodging them hands the game to someone else. The
  totals are judged as the game judges them (``engine.game_end``): Perfect 100
  halves a total that lands on the target, and with no shared wins a tie for the lowest
  plays on. The no-tricks bonus is in the hand's points already.
"""

from __future__ import annotations

from hearts_qt.engine import masks
from hearts_qt.engine.game_end import after_hand, ends_game
from hearts_qt.engine.rules import Rules

GAME_END_WEIGHT = 6.0
"""Points of value for finishing the game in (or out of) the lead, when a hand ends it."""
OTHERS_SHARE = 0.25
"""What a point taken by one of the others is worth, beside one the seat avoids: a
quarter, so that a run at the moon (``montecarlo.MoonRun``) is worth what it gains the
seat against the table. Alone, without the run, it measured no better than none
(Expert ÷ ``expert-v1`` 1.012, 0.929 to 1.095, 898 hands, with successive halving and
the solver on; 1.087 against 1.087 on the same 217 deals of seed 100, both off)."""


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
        self.number = number
        self.hand_points = masks.moon_value(rules)
        """The points a hand shares out without a moon, the J♦, the sun or a bonus."""

    def __call__(self, points: tuple[int, int, int, int]) -> float:
        seat = self.seat
        value = -float(points[seat])
        if self.others_share:
            value += self.others_share * (sum(points) - self.hand_points)
        after = after_hand(self.rules, self.totals, points)
        if ends_game(self.rules, after, self.number):
            value += GAME_END_WEIGHT if after[seat] == min(after) else -GAME_END_WEIGHT
        return value
