"""The fast path: play a hand out from a position with a policy, on bit masks.

The Monte Carlo players call ``play_out`` thousands of times per decision, so it checks
nothing, makes no events and copies only the small lists it must. The rules come from
``masks``, the same functions the checked ``Hand`` uses.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field

from hearts_qt.engine import masks
from hearts_qt.engine.cards import Seat
from hearts_qt.engine.hand import Hand, Phase
from hearts_qt.engine.rules import Rules

Policy = Callable[["Position", int, int], int]
"""``policy(position, seat, legal_mask) -> card index`` for the seat on turn."""


@dataclass(slots=True)
class Position:
    """A hand in play, on masks: every seat's cards, the current trick and what was taken."""

    rules: Rules
    hands: list[int]
    leader: int
    trick: list[int] = field(default_factory=list)
    """Card indices of the current trick, in the order played from ``leader``."""
    hearts_broken: bool = False
    taken: list[int] = field(default_factory=lambda: [0, 0, 0, 0])
    tricks_won: list[int] = field(default_factory=lambda: [0, 0, 0, 0])
    tricks_played: int = 0
    played: int = 0
    """Mask of every card played so far, the current trick included."""

    def copy(self) -> Position:
        return Position(
            self.rules,
            self.hands[:],
            self.leader,
            self.trick[:],
            self.hearts_broken,
            self.taken[:],
            self.tricks_won[:],
            self.tricks_played,
            self.played,
        )

    @property
    def to_play(self) -> int:
        return (self.leader + len(self.trick)) % 4

    @property
    def finished(self) -> bool:
        return self.tricks_played == 13

    def legal(self) -> int:
        led = self.trick[0] // 13 if self.trick else -1
        return masks.legal_for(
            self.hands[self.to_play], led, self.tricks_played == 0, self.hearts_broken, self.rules
        )

    def play(self, card: int) -> None:
        """Play ``card`` (an index) for the seat on turn; nothing is checked."""
        advance(self, lambda _position, _seat, _legal: card, 1)

    def score(self) -> masks.HandPoints:
        """The finished hand's score (a New Moon scored as ``OTHERS_PLUS``)."""
        return masks.score_hand(self.taken, self.tricks_won, self.rules)


def play_out(position: Position, policy: Policy) -> masks.HandPoints:
    """Play ``position`` (changed in place) to the end of the hand and score it (a New
    Moon as ``OTHERS_PLUS``)."""
    advance(position, policy, 52)
    return masks.score_hand(position.taken, position.tricks_won, position.rules)


def advance(position: Position, policy: Policy, cards: int) -> None:
    """Play the next ``cards`` cards of ``position`` (changed in place; fewer if the hand
    ends first), each the ``policy``'s choice for the seat on turn (it reads the position
    and must not change it): the one place where the fast path plays a card."""
    rules = position.rules
    hands = position.hands
    taken = position.taken
    made = masks.ruling(rules)
    barred = made.first_barred
    first_leads = made.first_leads
    hearts_free = made.hearts_free
    breakers = masks.HEARTS_BREAKERS[rules.queen_breaks_hearts]
    suit_masks = masks.SUIT_MASKS
    legal_mask = masks.legal_mask
    trick = position.trick
    seat = (position.leader + len(trick)) % 4
    led = trick[0] // 13 if trick else -1
    left = 52 - 4 * position.tricks_played - len(trick)
    for _ in range(cards if cards < left else left):
        hand = hands[seat]
        if led >= 0 and hand & suit_masks[led]:
            legal = hand & suit_masks[led]
        else:
            first = position.tricks_played == 0
            broken = position.hearts_broken or hearts_free
            legal = legal_mask(hand, led, first, broken, barred, first_leads)
        card = policy(position, seat, legal)
        bit = 1 << card
        hands[seat] = hand & ~bit
        position.played |= bit
        if bit & breakers:
            position.hearts_broken = True
        trick.append(card)
        if len(trick) < 4:
            if led < 0:
                led = card // 13
            seat = (seat + 1) % 4
        else:
            seat = masks.trick_winner(position.leader, trick)
            taken[seat] |= (1 << trick[0]) | (1 << trick[1]) | (1 << trick[2]) | (1 << trick[3])
            position.tricks_won[seat] += 1
            position.tricks_played += 1
            trick.clear()
            position.leader = seat
            led = -1


def random_policy(rng: random.Random) -> Policy:
    """A policy that plays a uniformly random legal card."""
    choice = rng.choice
    indices_of = masks.indices_of

    def policy(_position: Position, _seat: int, legal: int) -> int:
        if legal & (legal - 1) == 0:
            return legal.bit_length() - 1
        return choice(indices_of(legal))

    return policy


def deal_masks(rng: random.Random) -> list[int]:
    """Four random hands of thirteen cards, as masks."""
    deck = list(range(52))
    rng.shuffle(deck)
    hands = []
    for seat in range(4):
        mask = 0
        for card in deck[seat * 13 : seat * 13 + 13]:
            mask |= 1 << card
        hands.append(mask)
    return hands


def position_of(hand: Hand) -> Position:
    """The fast-path position of a checked hand in play (after its pass)."""
    if hand.phase is Phase.PASSING:
        raise ValueError("A hand still passing has no position yet.")
    played = 0
    for trick in hand.tricks:
        played |= masks.mask_of([card for _, card in trick.cards])
    played |= masks.mask_of([card for _, card in hand.trick])
    return Position(
        hand.rules,
        [hand.held_mask(seat) for seat in Seat],
        int(hand.leader),
        [card.index for _, card in hand.trick],
        hand.hearts_broken,
        list(hand.taken),
        list(hand.tricks_won),
        len(hand.tricks),
        played,
    )


def new_position(hands: list[int], rules: Rules, leader: int | None = None) -> Position:
    """The start of play (after any pass): ``leader`` leads, by default the holder of the
    2♣ (give the seat left of the dealer when the rules' first lead is that)."""
    if leader is None:
        leader = next(s for s in range(4) if hands[s] & masks.TWO_OF_CLUBS_BIT)
    return Position(rules, hands, leader)
