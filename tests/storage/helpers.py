"""Games played by a seeded random chooser, the same way every time."""

from __future__ import annotations

import random

from hearts_qt.engine import Game, Phase, Rules, Seat


def step(game: Game, rng: random.Random) -> None:
    """One action: a deal, a seat's pass, or the card on turn, chosen by ``rng``."""
    if game.needs_deal:
        game.deal()
        return
    hand = game.hand
    if hand.phase is Phase.PASSING:
        seat = next(s for s in Seat if hand.passes[s] is None)
        game.pass_cards(seat, rng.sample(hand.held(seat), game.rules.pass_count))
        return
    seat = hand.to_play
    assert seat is not None
    game.play(seat, rng.choice(hand.legal_plays(seat)))


def advance(game: Game, rng: random.Random, actions: int | None = None) -> Game:
    """Take ``actions`` steps (or play to the end of the game)."""
    count = 0
    while not game.is_over and (actions is None or count < actions):
        step(game, rng)
        count += 1
    return game


def game_after(actions: int, seed: int = 7, rules: Rules | None = None) -> Game:
    return advance(Game(rules, seed), random.Random(seed), actions)


def finished_game(seed: int = 7, rules: Rules | None = None) -> Game:
    return advance(Game(rules, seed), random.Random(seed))
