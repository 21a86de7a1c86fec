"""A deal where South shoots the moon, for the New Moon tests of the controller and the
table: deal 2804, hand 1 with no pass, South playing its highest legal card and the others
their lowest (``Lowest``) takes every heart and the Q♠."""

from __future__ import annotations

from hearts_qt.engine import Card, Game, MoonScoring, PassDirection, Rules, Seat, SeatView
from hearts_qt.engine.game import Action

MOON_SEED = 2804
NEW_MOON = Rules(pass_cycle=(PassDirection.HOLD,), moon_scoring=MoonScoring.SHOOTER_CHOOSES)
"""No pass (hand 1 is played as dealt), and the shooter chooses."""


def highest(cards: tuple[Card, ...]) -> Card:
    return max(cards, key=lambda c: (c.rank, c.suit))


def lowest(cards: tuple[Card, ...]) -> Card:
    return min(cards, key=lambda c: (c.rank, -c.suit))


class Lowest:
    """A stand-in computer player: passes its first cards, plays its lowest legal card."""

    level = "lowest"

    def choose_pass(self, view: SeatView) -> tuple[Card, ...]:
        return view.hand[: view.rules.pass_count]

    def choose_play(self, view: SeatView) -> Card:
        return lowest(view.legal)


def lowest_players(_level: str, _seed: int) -> Lowest:
    return Lowest()


def moon_actions(rules: Rules = NEW_MOON) -> list[Action]:
    """Hand 1 of the moon deal up to South's last card, not played (South is on turn);
    ``rules`` may change the scores, not the play (no pass, the 2♣ leads)."""
    game = Game(rules, MOON_SEED)
    game.deal()
    while True:
        hand = game.hand
        seat = hand.to_play
        assert seat is not None
        legal = hand.legal_plays(seat)
        if seat is Seat.SOUTH and len(hand.held(seat)) == 1:
            return list(game.actions)
        game.play(seat, highest(legal) if seat is Seat.SOUTH else lowest(legal))
