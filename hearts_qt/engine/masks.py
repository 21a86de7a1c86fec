"""The rules on bit masks of cards: one implementation shared by the checked ``Hand``
and the fast simulation path that the computer players use.

Bit ``card.index`` of a mask stands for that card (see ``Card.index``).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Final

from hearts_qt.engine.cards import DECK, Card
from hearts_qt.engine.hand_points import HandPoints as HandPoints
from hearts_qt.engine.rules import MoonScoring, Rules

# Final: compiled with mypyc (packaging/core_modules.py), a module's constants are then C
# values instead of a dictionary lookup at each use.
CLUBS: Final = 0x1FFF
DIAMONDS: Final = 0x1FFF << 13
SPADES: Final = 0x1FFF << 26
HEARTS: Final = 0x1FFF << 39
SUIT_MASKS: Final[tuple[int, ...]] = (CLUBS, DIAMONDS, SPADES, HEARTS)
TWO_OF_CLUBS_BIT: Final = 1 << 0
QUEEN_OF_SPADES_BIT: Final = 1 << (2 * 13 + 10)
JACK_OF_DIAMONDS_BIT: Final = 1 << (1 * 13 + 9)
POINT_CARDS: Final = HEARTS | QUEEN_OF_SPADES_BIT
FULL_DECK: Final = (1 << 52) - 1


def mask_of(cards: Iterable[Card]) -> int:
    mask = 0
    for card in cards:
        mask |= 1 << card.index
    return mask


def cards_of(mask: int) -> tuple[Card, ...]:
    """The cards of a mask, sorted."""
    return tuple(DECK[i] for i in indices_of(mask))


def indices_of(mask: int) -> list[int]:
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def legal_mask(
    hand: int, led_suit: int, first_trick: bool, hearts_broken: bool, points_on_first: bool
) -> int:
    """The cards of ``hand`` that may be played; ``led_suit`` is -1 when leading.

    Leading before hearts are broken, a hand of hearts and the Q♠ must lead the Q♠:

    >>> hand = mask_of(Card.parse(c) for c in ("QS", "2H", "AH"))
    >>> cards_of(legal_mask(hand, -1, False, False, False))
    (Card.parse('QS'),)
    """
    if led_suit < 0:
        if first_trick:
            return hand & TWO_OF_CLUBS_BIT
        if hearts_broken:
            return hand
        return hand & ~HEARTS or hand
    follow = hand & SUIT_MASKS[led_suit]
    if follow:
        return follow
    if first_trick and not points_on_first:
        return hand & ~POINT_CARDS or hand
    return hand


HEARTS_BREAKERS: Final[tuple[int, ...]] = (HEARTS, HEARTS | QUEEN_OF_SPADES_BIT)
"""The cards that break hearts when played, by the rule ``queen_breaks_hearts`` (index it
with the flag): every heart, and the Q♠ with that option."""


def hearts_breakers(queen_breaks_hearts: bool) -> int:
    """``HEARTS_BREAKERS`` for the option.

    >>> hearts_breakers(True) == HEARTS | QUEEN_OF_SPADES_BIT
    True
    """
    return HEARTS_BREAKERS[queen_breaks_hearts]


def breaks_hearts(card_bit: int, queen_breaks_hearts: bool) -> bool:
    return bool(card_bit & hearts_breakers(queen_breaks_hearts))


def penalty_points(cards: int) -> int:
    """The points of ``cards`` taken in tricks: one a heart, 13 for the Q♠ (before the moon,
    the sun and the J♦ are counted).

    >>> penalty_points(HEARTS | QUEEN_OF_SPADES_BIT)
    26
    """
    return each_penalty((cards,))[0]


def each_penalty(taken: Iterable[int]) -> list[int]:
    """``penalty_points`` of each mask: the formula's one home, in one call for the scorer
    of every rollout."""
    return [(t & HEARTS).bit_count() + (13 if t & QUEEN_OF_SPADES_BIT else 0) for t in taken]


def scoring_cards(rules: Rules) -> int:
    """The cards that count in a hand's score under ``rules``: the hearts, the Q♠ and,
    with the J♦ option, the J♦ (whatever its sign)."""
    return POINT_CARDS | (JACK_OF_DIAMONDS_BIT if rules.jack_of_diamonds is not None else 0)


def penalty_cards(rules: Rules) -> int:
    """The cards that cost their taker points: hearts, the Q♠, the J♦ if it scores plus."""
    jack = rules.jack_of_diamonds is not None and rules.jack_of_diamonds > 0
    return POINT_CARDS | (JACK_OF_DIAMONDS_BIT if jack else 0)


def points_with_jack(cards: int, rules: Rules) -> int:
    """``penalty_points`` and, with the J♦ option on, the jack's value if it is there."""
    points = penalty_points(cards)
    if rules.jack_of_diamonds is not None and cards & JACK_OF_DIAMONDS_BIT:
        points += rules.jack_of_diamonds
    return points


def score_hand(taken: Sequence[int], tricks_won: Sequence[int], rules: Rules) -> HandPoints:
    """Score a finished hand from the cards and the number of tricks each seat took."""
    points = each_penalty(taken)
    sun = tricks_won.index(13) if rules.shoot_the_sun and 13 in tricks_won else None
    moon = None
    if sun is None:
        moon = next((s for s in range(4) if taken[s] & POINT_CARDS == POINT_CARDS), None)
    shooter = sun if sun is not None else moon
    if shooter is not None:
        value = 52 if sun is not None else 26
        if rules.moon_scoring is MoonScoring.OTHERS_PLUS:
            points = [0 if s == shooter else value for s in range(4)]
        else:
            points = [-value if s == shooter else 0 for s in range(4)]
    jack = None
    if rules.jack_of_diamonds is not None:
        jack = next((s for s in range(4) if taken[s] & JACK_OF_DIAMONDS_BIT), None)
        if jack is not None:
            points[jack] += rules.jack_of_diamonds
    return HandPoints((points[0], points[1], points[2], points[3]), moon, sun, jack)


def trick_winner(leader: int, trick: Sequence[int]) -> int:
    """The seat that wins a full trick of card indices played from ``leader`` onwards.

    West (1) leads the 2♣; North's A♥ is off suit, so East's 5♣ wins:

    >>> trick_winner(1, [Card.parse(c).index for c in ("2C", "AH", "5C", "3C")])
    3
    """
    led = trick[0] // 13
    best = 0
    for i in range(1, 4):
        if trick[i] // 13 == led and trick[i] > trick[best]:
            best = i
    return (leader + best) % 4
