"""New Moon: how a computer player that shot the moon (or the sun) scores it.

Under ``MoonScoring.SHOOTER_CHOOSES`` the shooter adds the moon's value to each other seat
or takes it from its own total. The choice is made from the totals before the hand and
the hand's points under each choice (``Game.moon_points``), judged as the game judges the
end (``engine.game_end``: Perfect 100, no shared wins):

1. a choice that ends the game with the shooter winning (alone or, where wins are shared,
   tied) beats one that lets the game go on, which beats one that ends it lost;
2. then the larger lead of the shooter over the lowest of the others;
3. then, leading, the choice that brings the end nearer (adding to the others), behind,
   the one that keeps the game going (taking from itself); adding first if still equal.

Pure and instant: the table calls it on the window's thread, and the searches score the
New Moons of their rollouts with it (``rolled_out``), as the shooter will choose.
"""

from __future__ import annotations

from hearts_qt.engine import masks
from hearts_qt.engine.game_end import Totals, after_hand, ends_game
from hearts_qt.engine.rules import MoonScoring, Rules
from hearts_qt.engine.simulate import Position

CHOICES = (MoonScoring.OTHERS_PLUS, MoonScoring.SHOOTER_MINUS)
"""The two ways a shooter may score a New Moon; the first wins a tie."""


def choose_moon(
    rules: Rules,
    totals: Totals,
    number: int,
    shooter: int,
    points_if: dict[MoonScoring, Totals],
) -> MoonScoring:
    """The shooter's choice for hand ``number`` (see the module); ``totals`` are before
    the hand, ``points_if`` the hand's points under each of ``CHOICES``.

    Adding 26 to the others ends the game with the shooter lowest:

    >>> choose_moon(Rules(), (80, 75, 90, 85), 9, 0, {
    ...     MoonScoring.OTHERS_PLUS: (0, 26, 26, 26),
    ...     MoonScoring.SHOOTER_MINUS: (-26, 0, 0, 0)}).value
    'others_plus'
    """

    def merit(choice: MoonScoring) -> tuple[int, int, int]:
        after = after_hand(rules, totals, points_if[choice])
        mine = after[shooter]
        lowest_other = min(total for seat, total in enumerate(after) if seat != shooter)
        outcome = 1  # the game goes on
        if ends_game(rules, after, number):
            outcome = 2 if mine <= lowest_other else 0
        adding = choice is MoonScoring.OTHERS_PLUS
        wanted = adding if mine < lowest_other else not adding
        return outcome, lowest_other - mine, int(wanted)

    return max(CHOICES, key=merit)


def rolled_out(position: Position, scored: masks.HandPoints, totals: Totals, number: int) -> Totals:
    """The points of a hand played out to its end (``position``, ``scored`` as the fast
    path scores it: a New Moon as ``OTHERS_PLUS``), a New Moon as its shooter would
    choose given the ``totals`` before hand ``number``."""
    shooter = scored.sun if scored.sun is not None else scored.moon
    rules = position.rules
    if shooter is None or rules.moon_scoring is not MoonScoring.SHOOTER_CHOOSES:
        return scored.points
    points_if = {
        choice: masks.score_hand(position.taken, position.tricks_won, rules, choice).points
        for choice in CHOICES
    }
    return points_if[choose_moon(rules, totals, number, shooter, points_if)]
