"""Every level plays whole games under random house rules: it passes the rules' count of
its own cards, plays only legal cards (a first trick led from the dealer's left with any
card), and chooses each New Moon it shoots; the games end."""

from __future__ import annotations

import random
from dataclasses import replace

from hearts_qt.ai import LEVELS, Player
from hearts_qt.engine import Card, Game, Phase, Rules, Seat
from hearts_qt.engine.presets import PRESETS
from hearts_qt.engine.rules import CLASSIC_PASS_CYCLE, FirstLead

from .helpers import fast_player, random_rules


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


def play_game(game: Game, players: list[Player]) -> list[Card]:
    """Play ``game`` to its end, checking each decision; the first trick's leads."""
    rules = game.rules
    leads = []
    while not game.is_over:
        chooser = game.moon_chooser
        if chooser is not None:
            points = game.moon_points
            choice = players[chooser].choose_moon(
                rules, game.totals, game.number, int(chooser), points
            )
            game.choose_moon(chooser, choice)
            continue
        game.deal()
        hand = game.hand
        if hand.phase is Phase.PASSING:
            chosen = {}
            for seat in Seat:
                view = game.view(seat)
                chosen[seat] = players[seat].choose_pass(view)
                assert len(set(chosen[seat])) == rules.pass_count
                assert set(chosen[seat]) <= set(view.hand)
            for seat in Seat:
                game.pass_cards(seat, chosen[seat])
        while hand.phase is Phase.PLAYING:
            turn = hand.to_play
            assert turn is not None
            view = game.view(turn)
            card = players[turn].choose_play(view)
            assert card in view.legal
            if not view.tricks and not view.trick:
                leads.append(card)
            game.play(turn, card)
    return leads


def test_every_level_plays_whole_games_under_random_house_rules() -> None:
    for number in range(9):
        rng = random.Random(f"house/{number}")
        game = Game(any_house_rules(rng, 3 + number % 3), seed=number)
        players = [fast_player(LEVELS[(number + s) % 4], number * 4 + s) for s in range(4)]
        play_game(game, players)
        assert game.winners


def test_every_level_leads_any_card_left_of_the_dealer() -> None:
    rules = Rules(first_lead=FirstLead.LEFT_OF_DEALER, target_score=20)
    for level in LEVELS:
        game = Game(rules, seed=5)
        leads = play_game(game, [fast_player(level, s) for s in range(4)])
        assert len(leads) == len(game.results)
        assert any(lead != Card.parse("2C") for lead in leads)
