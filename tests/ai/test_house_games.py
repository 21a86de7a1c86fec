"""Every level plays whole games under random house rules: it passes the rules' count of
its own cards, plays only legal cards (a first trick led from the dealer's left with any
card), and chooses each New Moon it shoots; the games end."""

from __future__ import annotations

import random
from dataclasses import replace

from hearts_qt.ai import LEVELS
from hearts_qt.engine import Card, Game, Rules
from hearts_qt.engine.presets import PRESETS
from hearts_qt.engine.rules import CLASSIC_PASS_CYCLE, FirstLead

from .helpers import decisions, fast_player, random_rules


def any_house_rules(rng: random.Random, pass_count: int) -> Rules:
    """``random_rules`` with every house rule, in games short enough for a test: a
    preset's values, New Moon, some pass cycle, either first lead, hearts any time,
    Perfect 100, a no-tricks bonus, no shared wins."""
    preset = rng.choice(list(PRESETS.values()))
    rules = random_rules(rng)
    jack = rules.jack_of_diamonds if preset.card_values is None else None
    cycle = tuple(d for d in CLASSIC_PASS_CYCLE if rng.random() < 0.6)
    return replace(
        rules,
        target_score=rng.choice([26, 40]),
        jack_of_diamonds=jack,
        card_values=preset.card_values,
        pass_count=pass_count,
        pass_cycle=cycle or CLASSIC_PASS_CYCLE[:1],
        first_lead=rng.choice(list(FirstLead)),
        hearts_any_time=rng.random() < 0.5,
        perfect_100=rng.random() < 0.5,
        no_tricks_bonus=rng.choice([None, -5, 3]),
        no_shared_wins=rng.random() < 0.5,
    )


def first_leads(game: Game) -> list[Card]:
    return [hand.tricks[0].cards[0][1] for hand in game.hands if hand.tricks]


def test_every_level_plays_whole_games_under_random_house_rules() -> None:
    for number in range(9):
        rng = random.Random(f"house/{number}")
        game = Game(any_house_rules(rng, 3 + number % 3), seed=number)
        players = [fast_player(LEVELS[(number + s) % 4], number * 4 + s) for s in range(4)]
        # The engine refuses a pass of the wrong count or cards, and any card not legal.
        for _ in decisions(game, players, hands=100):
            pass
        assert game.winners


def test_every_level_leads_any_card_left_of_the_dealer() -> None:
    rules = Rules(first_lead=FirstLead.LEFT_OF_DEALER, target_score=20)
    for level in LEVELS:
        game = Game(rules, seed=5)
        for _ in decisions(game, [fast_player(level, s) for s in range(4)], hands=100):
            pass
        assert game.is_over and any(lead != Card.parse("2C") for lead in first_leads(game))
