"""Cost of reading a seat's knowledge from its view (``knowledge_of``), which every
searching decision starts with: the live reading, which asks the engine's legal cards
about each card played (so that it follows the house rules), beside expert-v1's copy of
the classic reading, on the same classic views; and the live one under two presets.

    python benchmarks/bench_knowledge.py [--views 400] [--runs 5]

The views are play decisions between two or more cards from Normal self-play (those of
bench_ai.py under the classic rules; the same walk under each preset's rules). The
readings alternate run by run; it prints the median over the runs of the microseconds per
view, and live ÷ expert-v1 from the same runs.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Callable, Sequence

from bench_ai import positions

from hearts_qt.ai import knowledge as live_knowledge
from hearts_qt.ai import make_player
from hearts_qt.ai.v1 import knowledge as v1_knowledge
from hearts_qt.engine import Game, Phase, Seat, SeatView
from hearts_qt.engine.presets import PRESETS, Preset
from hearts_qt.engine.rules import Rules


def preset_views(rules: Rules, count: int, seed: int) -> list[SeatView]:
    """Play decisions between two or more cards from Normal self-play under ``rules``."""
    players = [make_player("normal", s) for s in range(4)]
    views: list[SeatView] = []
    game = Game(rules, seed)
    while len(views) < count * 4:
        shooter = game.moon_chooser
        if shooter is not None:
            choice = players[shooter].choose_moon(
                rules, game.totals, game.number, int(shooter), game.moon_points
            )
            game.choose_moon(shooter, choice)
        if game.is_over:
            seed += 1
            game = Game(rules, seed)
        game.deal()
        hand = game.hand
        if hand.phase is Phase.PASSING:
            chosen = {s: players[s].choose_pass(game.view(s)) for s in Seat}
            for s in Seat:
                game.pass_cards(s, chosen[s])
        while hand.phase is Phase.PLAYING:
            turn = hand.to_play
            assert turn is not None
            view = game.view(turn)
            if len(view.legal) > 1:
                views.append(view)
            game.play(turn, players[turn].choose_play(view))
    return random.Random(seed).sample(views, count)


def per_view(read: Callable[[SeatView], object], views: Sequence[SeatView]) -> float:
    start = time.perf_counter()
    for view in views:
        read(view)
    return (time.perf_counter() - start) / len(views) * 1e6


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--views", type=int, default=400)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    classic = positions(args.views, 3)
    maria = preset_views(PRESETS[Preset.BLACK_MARIA], args.views, 3)
    spot = preset_views(PRESETS[Preset.SPOT_HEARTS], args.views, 3)
    cases: dict[str, tuple[Callable[[SeatView], object], list[SeatView]]] = {
        "live, classic": (live_knowledge.knowledge_of, classic),
        "expert-v1, classic": (v1_knowledge.knowledge_of, classic),
        "live, Black Maria": (live_knowledge.knowledge_of, maria),
        "live, Spot Hearts": (live_knowledge.knowledge_of, spot),
    }
    times: dict[str, list[float]] = {name: [] for name in cases}
    for _ in range(args.runs):
        for name, (read, views) in cases.items():
            times[name].append(per_view(read, views))
    print(f"{args.views} views a rule set, {args.runs} runs alternated")
    for name, runs in times.items():
        print(f"{name:<20} {statistics.median(runs):8.1f} µs a view")
    ratios = [
        a / b for a, b in zip(times["live, classic"], times["expert-v1, classic"], strict=True)
    ]
    print(f"live ÷ expert-v1 (classic): {statistics.median(ratios):.2f}")


if __name__ == "__main__":
    main()
