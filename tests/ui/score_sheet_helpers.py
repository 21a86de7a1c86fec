"""Games for the score sheet's tests and its screenshot tool (no pytest here, so the
tool can import it): a scripted game with moons, a sun and the J♦, and a stand-in for the
table that lets a paced controller go on at once."""

from __future__ import annotations

from hearts_qt.controller import GameController
from hearts_qt.engine import Card, Game, Rules, Seat
from hearts_qt.engine.hand import Phase

SHOWCASE = Rules(jack_of_diamonds=-10, shoot_the_sun=True, fixed_hands=8)
SHOWCASE_SEED = 621
"""With ``scripted_game`` these rules and seed give moons by West and North, a sun by
South and the J♦ in every hand, in 8 hands."""


def _by_rank(card: Card) -> tuple[int, int]:
    return (card.rank, card.suit)


def scripted_game(seed: int, rules: Rules) -> Game:
    """South passes its lowest and plays its highest card by rank; the others pass their
    highest and play their lowest. South wins many tricks, so moons and suns happen."""
    game = Game(rules, seed)
    while not game.is_over:
        game.deal()
        hand = game.hand
        if hand.phase is Phase.PASSING:
            for seat in Seat:
                held = sorted(hand.held(seat), key=_by_rank)
                game.pass_cards(seat, held[:3] if seat is Seat.SOUTH else held[-3:])
        while hand.phase is not Phase.SCORED:
            player = hand.to_play
            assert player is not None
            legal = sorted(hand.legal_plays(player), key=_by_rank)
            game.play(player, legal[-1] if player is Seat.SOUTH else legal[0])
    return game


def pace_like_a_view(controller: GameController) -> None:
    """A stand-in for the table: every animation finishes at once."""
    controller.set_paced(True)
    for signal in (
        controller.hand_dealt,
        controller.cards_received,
        controller.card_played,
        controller.trick_taken,
    ):
        signal.connect(lambda *_args: controller.on_view_idle())
