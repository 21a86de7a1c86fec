"""How long the play checker takes to go over a whole hand of South's, on one core.

Plays ``--hands`` seeded hands with four Normal players (South's decisions are a fair
player's, so the Expert often differs), then checks South's decisions in each with the
checker's sample counts (``CheckSize``: the Expert's search per decision, and the paired
deals on which a differing choice is measured). No Qt, no thread: the time is the
checker's alone. Prints each hand's time and findings, then the median and the spread.

``--beside`` measures instead what a check costs the computer players: an Expert thinks
about six plays with a 0.5 s budget each, alone, then with the controller's check
(``Checking``, on its own thread) running beside it, held while it thinks as the
controller holds it, and not held; it prints the deals the Expert sampled in each case.

    python benchmarks/bench_checker.py [--hands 7] [--seed 1]
        [--search-deals 400] [--measure-deals 200] [--beside]
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import time

from hearts_qt.ai import make_player
from hearts_qt.ai.checker import MEASURE_DEALS, SEARCH_DEALS, CheckSize, check_hand
from hearts_qt.engine import Game, Phase, Seat, SeatView

EXPERT_BUDGET = 0.5
_APP: list[object] = []
"""The application ``--beside`` needs for its thread, kept for the run."""


def played_hand(seed: int) -> Game:
    """The first hand of the game with ``seed``, four Normal players (passing left)."""
    game = Game(seed=seed)
    players = [make_player("normal", seed * 4 + s) for s in Seat]
    game.deal()
    hand = game.hand
    chosen = {seat: players[seat].choose_pass(game.view(seat)) for seat in Seat}
    for seat in Seat:
        game.pass_cards(seat, chosen[seat])
    while hand.phase is Phase.PLAYING:
        turn = hand.to_play
        assert turn is not None
        game.play(turn, players[turn].choose_play(game.view(turn)))
    return game


def expert_deals(views: list[SeatView], beside: str) -> int:
    """The deals an Expert samples over ``views`` with ``beside`` the check: "nothing",
    "held" (while the Expert thinks) or "running"."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QCoreApplication, QEventLoop, QTimer

    from hearts_qt.controller.checking import Checking

    if QCoreApplication.instance() is None:
        _APP.append(QCoreApplication([]))
    checking = Checking(threaded=True)
    if beside != "nothing":  # a check far too large to end during the measurement
        checking.check(played_hand(3), 1, 12, CheckSize(100_000, 100_000))
        loop = QEventLoop()
        QTimer.singleShot(300, loop.quit)
        loop.exec()
    total = 0
    for view in views:
        expert = make_player("expert", 7, time_budget=EXPERT_BUDGET)
        checking.hold(beside == "held")
        total += expert.evaluate_play(view, None).samples
        checking.hold(False)
    checking.stop()
    return total


def beside_the_expert(seed: int) -> None:
    rng = random.Random(seed)
    views: list[SeatView] = []
    while len(views) < 6:
        game = played_hand(rng.randrange(2**31))
        game_views = [v for v in _south_plays(game) if len(v.legal) >= 4]
        views.extend(game_views[:2])
    for beside in ("nothing", "held", "running"):
        deals = expert_deals(views[:6], beside)
        print(f"the Expert, {EXPERT_BUDGET} s a play, 6 plays, beside {beside}: {deals} deals")


def _south_plays(game: Game) -> list[SeatView]:
    from hearts_qt.ai.checker import south_decisions

    return [d.view for d in south_decisions(game, 1) if d.kind == "play"]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=7)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--search-deals", type=int, default=SEARCH_DEALS)
    parser.add_argument("--measure-deals", type=int, default=MEASURE_DEALS)
    parser.add_argument("--beside", action="store_true")
    args = parser.parse_args()
    if args.beside:
        beside_the_expert(args.seed)
        return
    size = CheckSize(args.search_deals, args.measure_deals)
    print(
        f"{args.hands} hands, seeds {args.seed}…{args.seed + args.hands - 1}: the Expert "
        f"searches {size.search_deals} deals a play ({size.search_deals // 4} a pass), a "
        f"differing choice is measured on {size.measure_deals} paired deals"
    )
    times: list[float] = []
    walls: list[float] = []
    decisions = verdicts = 0
    for seed in range(args.seed, args.seed + args.hands):
        game = played_hand(seed)
        start, wall = time.process_time(), time.perf_counter()
        found = check_hand(game, 1, seed * 4 + Seat.SOUTH, size)
        elapsed = time.process_time() - start
        walls.append(time.perf_counter() - wall)
        assert found is not None
        times.append(elapsed)
        decisions += found.decisions
        verdicts += len(found.verdicts)
        costs = ", ".join(f"{v.cost:.1f}±{v.error:.1f}" for v in found.verdicts) or "none"
        print(
            f"  seed {seed}: {elapsed:5.2f} s CPU, {found.decisions} decisions, "
            f"{len(found.verdicts)} flagged (points: {costs})"
        )
    quartiles = (
        statistics.quantiles(times, n=4, method="inclusive") if len(times) > 1 else [times[0]] * 3
    )
    print(
        f"a whole hand: median {statistics.median(times):.2f} s CPU, interquartile "
        f"{quartiles[0]:.2f}–{quartiles[2]:.2f} s, range {min(times):.2f}–{max(times):.2f} s; "
        f"{verdicts} of {decisions} decisions flagged"
    )
    print(f"wall clock: median {statistics.median(walls):.2f} s, max {max(walls):.2f} s")


if __name__ == "__main__":
    main()
