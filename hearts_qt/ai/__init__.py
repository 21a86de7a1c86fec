"""The computer players: four honest levels that decide from a seat's view only.

>>> from hearts_qt.ai import LEVELS, make_player
>>> LEVELS
('easy', 'normal', 'hard', 'expert')
>>> make_player("hard", seed=7, iterations=20).level
'hard'

No Qt is imported here: the controller runs these players in a worker thread.
"""

from __future__ import annotations

from hearts_qt.ai.cancel import CancelFlag
from hearts_qt.ai.player import EasyPlayer, NormalPlayer, Player

LEVELS = ("easy", "normal", "hard", "expert")
TIME_BUDGETS = {"hard": 0.25, "expert": 1.0}
"""Default thinking time per card, in seconds of wall-clock time."""


def make_player(
    level: str, seed: int, *, iterations: int | None = None, time_budget: float | None = None
) -> Player:
    """A player of ``level``. The Monte Carlo levels (hard, expert) search for
    ``time_budget`` seconds per card (their default when neither is given) or for
    ``iterations`` sampled deals (reproducible whatever the machine); with both, whichever
    ends first."""
    if level == "easy":
        return EasyPlayer(seed)
    if level == "normal":
        return NormalPlayer(seed)
    if level not in TIME_BUDGETS:
        raise ValueError(f"Unknown level {level!r}; choose one of {', '.join(LEVELS)}.")
    if iterations is not None and iterations < 1:
        raise ValueError("The number of iterations must be at least 1.")
    if time_budget is not None and time_budget <= 0:
        raise ValueError("The time budget must be positive.")
    if iterations is None and time_budget is None:
        time_budget = TIME_BUDGETS[level]
    # Imported here, not at the top: the window shows its table before the searching
    # players are loaded (see benchmarks/bench_startup.py).
    from hearts_qt.ai.montecarlo import MonteCarloPlayer

    # Hard is Expert's search at a quarter of its time (its budget): the pass searched and
    # the deals weighed as Expert's are (README, issue 16).
    return MonteCarloPlayer(level, seed, iterations, time_budget)


__all__ = ["LEVELS", "TIME_BUDGETS", "CancelFlag", "Player", "make_player"]
