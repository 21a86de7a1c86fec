"""Shared helpers for the computer-player tests: random rules, played-out games."""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import replace

from hearts_qt.ai import Player, make_player
from hearts_qt.engine import Game, MoonScoring, Phase, Rules, Seat, SeatView
from hearts_qt.engine.presets import PRESETS, Preset
from hearts_qt.engine.rules import PASS_COUNTS, FirstLead

FAST = {"iterations": 2}


def random_rules(rng: random.Random) -> Rules:
    return Rules(
        target_score=rng.choice([30, 60, 100]),
        queen_breaks_hearts=rng.random() < 0.5,
        points_on_first_trick=rng.random() < 0.5,
        jack_of_diamonds=rng.choice([None, -10, 11]),
        shoot_the_sun=rng.random() < 0.5,
        moon_scoring=rng.choice(list(MoonScoring)),
    )


def house_rules(rng: random.Random) -> Rules:
    """``random_rules`` with the house rules too: a 3-, 4- or 5-card pass, either first
    lead, hearts any time, Black Maria's or Spot Hearts' values, a no-tricks bonus."""
    values = rng.choice([None, *(PRESETS[p].card_values for p in HOUSE_VALUES)])
    return replace(
        random_rules(rng),
        pass_count=rng.choice(PASS_COUNTS),
        first_lead=rng.choice(list(FirstLead)),
        hearts_any_time=rng.random() < 0.3,
        card_values=values,
        no_tricks_bonus=rng.choice([None, -5]),
    )


HOUSE_VALUES = (Preset.BLACK_MARIA, Preset.SPOT_HEARTS)


def fast_player(level: str, seed: int) -> Player:
    return make_player(level, seed, iterations=2 if level in ("hard", "expert") else None)


def decisions(game: Game, players: list[Player], hands: int) -> Iterator[SeatView]:
    """Play ``hands`` hands of ``game`` with ``players``, yielding every view decided on;
    a New Moon's shooter chooses (``Player.choose_moon``)."""
    for _ in range(hands):
        chooser = game.moon_chooser
        if chooser is not None:
            choice = players[chooser].choose_moon(
                game.rules, game.totals, game.number, int(chooser), game.moon_points
            )
            game.choose_moon(chooser, choice)
        if game.is_over:
            return
        game.deal()
        hand = game.hand
        if hand.phase is Phase.PASSING:
            chosen = {}
            for seat in Seat:
                view = game.view(seat)
                yield view
                chosen[seat] = players[seat].choose_pass(view)
            for seat in Seat:
                game.pass_cards(seat, chosen[seat])
        while hand.phase is Phase.PLAYING:
            turn = hand.to_play
            assert turn is not None
            view = game.view(turn)
            yield view
            game.play(turn, players[turn].choose_play(view))
