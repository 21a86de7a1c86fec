"""A game's totals after a hand and whether they end it: the one home of Perfect 100, the
end of the game and no shared wins, for the ``Game`` and for the players that weigh how a
hand would end it.
"""

from __future__ import annotations

from hearts_qt.engine.rules import Rules

Totals = tuple[int, int, int, int]


def after_hand(rules: Rules, totals: Totals, points: Totals) -> Totals:
    """The totals once a hand's ``points`` are added: with Perfect 100 (to a target score
    only), a total that lands exactly on the target drops to half of it.

    >>> after_hand(Rules(perfect_100=True), (90, 70, 20, 0), (10, 26, 0, 0))
    (50, 96, 20, 0)
    """
    after = (
        totals[0] + points[0],
        totals[1] + points[1],
        totals[2] + points[2],
        totals[3] + points[3],
    )
    target = rules.target_score
    if rules.perfect_100 and rules.fixed_hands is None and target in after:
        half = target // 2
        after = (
            half if after[0] == target else after[0],
            half if after[1] == target else after[1],
            half if after[2] == target else after[2],
            half if after[3] == target else after[3],
        )
    return after


def ends_game(rules: Rules, totals: Totals, hands: int) -> bool:
    """Whether a whole game is over with ``totals`` once ``hands`` hands are scored: a total
    reached the target, or the last of a fixed number of hands was played; with no shared
    wins, not while the lowest total is shared.

    >>> ends_game(Rules(no_shared_wins=True), (40, 102, 40, 77), 9)
    False
    >>> ends_game(Rules(fixed_hands=8), (40, 12, 40, 77), 8)
    True
    """
    if rules.fixed_hands is not None:
        over = hands >= rules.fixed_hands
    else:
        over = max(totals) >= rules.target_score
    if over and rules.no_shared_wins:
        return totals.count(min(totals)) == 1
    return over
