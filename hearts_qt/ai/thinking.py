"""How long the searching computer players think: the player's option in Options.

Expert thinks ``TIME_BUDGETS["expert"]`` seconds a decision at the normal thinking time,
Hard a quarter of it, and the option scales both:

>>> thinking_budget("expert", ThinkingTime.QUICK), thinking_budget("hard", ThinkingTime.LONG)
(0.4, 0.625)
"""

from __future__ import annotations

from enum import StrEnum

from hearts_qt.ai import TIME_BUDGETS, Player


class ThinkingTime(StrEnum):
    """The computer players' thinking time (its value is what the settings store)."""

    QUICK = "quick"
    NORMAL = "normal"
    LONG = "long"


SCALE = {ThinkingTime.QUICK: 0.4, ThinkingTime.NORMAL: 1.0, ThinkingTime.LONG: 2.5}
"""Each thinking time's share of the levels' own budgets."""


def thinking_budget(level: str, thinking: ThinkingTime) -> float:
    """The seconds a decision of ``level`` (hard or expert) takes at ``thinking``."""
    return TIME_BUDGETS[level] * SCALE[thinking]


def apply_thinking_time(player: Player, thinking: ThinkingTime) -> None:
    """Give a searching player that thinks against the clock the budget of ``thinking``,
    from its next decision; any other player (a fixed number of deals, a quick level)
    is left as it is."""
    if player.level not in TIME_BUDGETS:
        return
    from hearts_qt.ai.montecarlo import MonteCarloPlayer  # loaded with any such player

    if isinstance(player, MonteCarloPlayer) and player.time_budget is not None:
        player.time_budget = thinking_budget(player.level, thinking)
