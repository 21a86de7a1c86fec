"""Claims in the controller, headless: whoever claims the rest says so with the cards it
holds, and then plays exactly those."""

from __future__ import annotations

import random

from pytestqt.qtbot import QtBot

from hearts_qt.controller import GameController
from hearts_qt.engine import Card, Phase, Rules, Seat


def test_a_computer_claims_with_the_cards_it_holds_and_plays_them(qtbot: QtBot) -> None:
    c = GameController(levels=("easy",) * 3, south_level="easy", threaded=False)
    claims: list[tuple[Seat, tuple[Card, ...], tuple[Card, ...]]] = []
    after: list[Card] = []  # what the first claimer played from its claim to the hand's end

    def claimed(seat: Seat, cards: tuple[Card, ...]) -> None:
        claims.append((seat, cards, c.view(seat).hand))

    def played(seat: Seat, card: Card) -> None:
        if len(claims) == 1 and seat is claims[0][0] and len(after) < len(claims[0][1]):
            after.append(card)

    c.hand_claimed.connect(claimed)
    c.card_played.connect(played)
    try:
        for seed in range(20):
            with qtbot.waitSignal(c.game_over, timeout=20_000):
                c.new_game(Rules(fixed_hands=4), seed=seed)
            if claims:
                break
        assert claims, "no claim in 20 games"
        _seat, cards, held = claims[0]
        assert cards == held == tuple(sorted(held))  # what it held at the claim, sorted
        assert sorted(after) == list(cards)
    finally:
        c.shutdown()


def test_south_claims_with_the_cards_it_holds(qtbot: QtBot) -> None:
    c = GameController(levels=("easy",) * 3, threaded=False)
    rng = random.Random(2)
    try:
        c.new_game(seed=12)
        for _ in range(3000):
            qtbot.waitUntil(lambda: c.waiting_for_south or c.is_over, timeout=5_000)
            if c.is_over:
                c.new_game(seed=rng.randrange(1000))
            elif c.can_claim():
                break
            elif c.view().phase is Phase.PASSING:
                c.choose_pass(c.view().hand[:3])
            else:
                c.play_card(rng.choice(c.legal_plays()))
        else:
            raise AssertionError("South could not claim in 3000 turns")
        held = c.view().hand
        with qtbot.waitSignal(c.hand_claimed) as claimed:
            c.claim()
        assert claimed.args == [Seat.SOUTH, tuple(sorted(held))]
    finally:
        c.shutdown()
