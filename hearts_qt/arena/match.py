"""Playing one arena game and recording what each player did.

A New Moon's shooter chooses how it is scored (``Player.choose_moon``).

A game is described by a picklable ``GameSpec`` so that games can run in worker
processes; ``slot`` numbers the players as listed on the command line, and slot ``i``
sits at seat ``(i + rotation) % 4``.
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass, field

from hearts_qt.ai import make_player
from hearts_qt.ai.player import PassChoice, Player
from hearts_qt.ai.v1 import ExpertV1
from hearts_qt.engine.cards import Card, Seat
from hearts_qt.engine.game import Game
from hearts_qt.engine.hand import Phase
from hearts_qt.engine.rules import MoonScoring, Rules
from hearts_qt.engine.view import SeatView

ARENA_LEVELS = ("random", "easy", "normal", "hard", "expert", "expert-v1")
"""The game's levels, the random yardstick and the frozen baseline (``hearts_qt.ai.v1``)."""
SEARCHING_LEVELS = ("hard", "expert", "expert-v1")
"""The levels that take ``--iterations`` and ``--time-budget``."""


class RandomPlayer(Player):
    """Uniformly random legal cards and passes: the arena's yardstick and speed test."""

    level = "random"

    def choose_pass(self, view: SeatView) -> PassChoice:
        return tuple(self.rng(view, "pass").sample(view.hand, view.rules.pass_count))

    def choose_play(self, view: SeatView) -> Card:
        return self.rng(view, "play").choice(view.legal)


@dataclass(frozen=True, slots=True)
class GameSpec:
    seed: int
    rotation: int
    levels: tuple[str, str, str, str]
    rules: Rules
    iterations: tuple[tuple[str, int], ...] = ()
    """Sampled deals per card for the Monte Carlo levels named (the others keep their clock)."""
    time_budget: float | None = None


@dataclass(slots=True)
class SlotRecord:
    """One player's record over one game."""

    points: list[int] = field(default_factory=list)
    moons: int = 0
    moons_suffered: int = 0
    suns: int = 0
    decision_ms: list[float] = field(default_factory=list)


@dataclass(slots=True)
class GameRecord:
    seed: int
    rotation: int
    hands: int
    slots: list[SlotRecord]


V1_OPTIONS = frozenset(
    (
        "target_score",
        "fixed_hands",
        "queen_breaks_hearts",
        "points_on_first_trick",
        "jack_of_diamonds",
        "shoot_the_sun",
        "moon_scoring",
    )
)
"""The rule options of ``expert-v1``'s day (before the house rules of issue 17)."""


def v1_unknown_options(rules: Rules) -> list[str]:
    """The command-line options of ``rules`` that ``expert-v1``, frozen, was not written
    for (empty: it can play them).

    >>> from hearts_qt.engine.presets import PRESETS, Preset
    >>> v1_unknown_options(PRESETS[Preset.OMNIBUS]), v1_unknown_options(PRESETS[Preset.SPOT_HEARTS])
    ([], ['--card-values'])
    """
    classic = Rules()
    unknown = [
        "--" + name.replace("_", "-")
        for name in Rules.__dataclass_fields__
        if name not in V1_OPTIONS and getattr(rules, name) != getattr(classic, name)
    ]
    if rules.moon_scoring is MoonScoring.SHOOTER_CHOOSES:
        unknown.insert(0, f"--moon-scoring {rules.moon_scoring.value}")
    return unknown


def make_arena_player(level: str, seed: int, spec: GameSpec) -> Player:
    if level == "random":
        return RandomPlayer(seed)
    iterations = dict(spec.iterations).get(level)
    if level == "expert-v1":
        unknown = v1_unknown_options(spec.rules)
        if unknown:
            raise ValueError(f"expert-v1 cannot play {', '.join(unknown)}.")
        return ExpertV1(seed, iterations, spec.time_budget)
    return make_player(level, seed, iterations=iterations, time_budget=spec.time_budget)


def play_game(spec: GameSpec) -> GameRecord:
    """Play one whole game of ``spec`` and return each slot's record."""
    seat_of = [Seat((slot + spec.rotation) % 4) for slot in range(4)]
    slot_at = {seat: slot for slot, seat in enumerate(seat_of)}
    players = [
        make_arena_player(level, random.Random(f"arena/{spec.seed}/{slot}").getrandbits(32), spec)
        for slot, level in enumerate(spec.levels)
    ]
    records = [SlotRecord() for _ in range(4)]
    game = Game(spec.rules, spec.seed)
    while not game.is_over:
        game.deal()
        hand = game.hand
        if hand.phase is Phase.PASSING:
            chosen = {seat: players[slot_at[seat]].choose_pass(game.view(seat)) for seat in Seat}
            for seat in Seat:
                game.pass_cards(seat, chosen[seat])
        while hand.phase is Phase.PLAYING:
            turn = hand.to_play
            assert turn is not None
            slot = slot_at[turn]
            view = game.view(turn)
            start = time.perf_counter()
            card = players[slot].choose_play(view)
            records[slot].decision_ms.append((time.perf_counter() - start) * 1000.0)
            game.play(turn, card)
        shooter = game.moon_chooser
        if shooter is not None:
            chooser = players[slot_at[shooter]]
            choice = chooser.choose_moon(
                spec.rules, game.totals, game.number, shooter, game.moon_points
            )
            game.choose_moon(shooter, choice)
        result = game.results[-1]
        for slot, seat in enumerate(seat_of):
            records[slot].points.append(result.points[seat])
            records[slot].moons += result.moon == seat
            records[slot].moons_suffered += result.moon is not None and result.moon != seat
            records[slot].suns += result.sun == seat
    return GameRecord(spec.seed, spec.rotation, len(game.results), records)
