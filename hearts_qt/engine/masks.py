"""The rules on bit masks of cards: one implementation shared by the checked ``Hand``
and the fast simulation path that the computer players use.

Bit ``card.index`` of a mask stands for that card (see ``Card.index``). What the rules in
force make of the cards (their values, the moon, the cards barred from the first trick) is
worked out once per ``Rules`` (``ruling``) and kept, so the fast path pays for it once.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Final

from hearts_qt.engine.cards import DECK, Card
from hearts_qt.engine.hand_points import HandPoints as HandPoints
from hearts_qt.engine.rules import FirstLead, MoonScoring, Rules

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
"""The cards that score in the classic game (``Rules()``); other rules: ``ruling``."""
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


# -- what the rules make of the cards ----------------------------------------------------


class Ruling:
    """The card masks and values of one ``Rules``, worked out once (see ``ruling``)."""

    groups: list[tuple[int, int]]
    """``(value, mask)`` of the cards of each nonzero value, the J♦ option included: the
    points of taken cards are ``sum(value * (cards & mask).bit_count())``."""
    base_groups: list[tuple[int, int]]
    """The same without the J♦ option: the base values (``rules.values``) alone."""
    positive: list[tuple[int, int]]
    """The groups of positive base value: the part of a hand's points the moon replaces."""
    moon: int
    """The moon: every card of positive base value."""
    moon_value: int
    """The sum of the positive base values (26 in the classic game)."""
    penalty: int
    """The cards that cost their taker points: positive base values, the J♦ if its option
    is above 0."""
    scoring: int
    """The cards that count at all: nonzero base values, the J♦ with its option on."""
    first_barred: int
    """The cards barred from the first trick while their holder has another legal card (0
    with ``points_on_first_trick``)."""
    first_leads: int
    """The cards that may lead the first trick: the 2♣, or any card (left of the dealer)."""
    hearts_free: bool
    """Hearts may be led at any time."""

    def __init__(self, rules: Rules) -> None:
        values = rules.values
        by_value: dict[int, int] = {}
        for index, value in enumerate(values):
            if value:
                by_value[value] = by_value.get(value, 0) | 1 << index
        self.base_groups = sorted(by_value.items())
        self.positive = [(v, m) for v, m in self.base_groups if v > 0]
        self.moon = 0
        self.moon_value = 0
        for value, mask in self.positive:
            self.moon |= mask
            self.moon_value += value * mask.bit_count()
        jack = rules.jack_of_diamonds
        if jack is not None:
            by_value[jack] = by_value.get(jack, 0) | JACK_OF_DIAMONDS_BIT
        self.groups = sorted(by_value.items())
        self.penalty = self.moon | (JACK_OF_DIAMONDS_BIT if jack is not None and jack > 0 else 0)
        self.scoring = 0
        for _, mask in self.groups:
            self.scoring |= mask
        self.first_barred = 0 if rules.points_on_first_trick else self.penalty
        two = rules.first_lead is FirstLead.TWO_OF_CLUBS
        self.first_leads = TWO_OF_CLUBS_BIT if two else FULL_DECK
        self.hearts_free = rules.hearts_any_time


_RULINGS: dict[int, tuple[Rules, Ruling]] = {}
"""``Ruling`` by the ``id`` of its rules (which the entry keeps alive, so the id is not
reused): found without hashing every field of the rules at each hand scored."""
_MAX_RULINGS: Final = 64


def ruling(rules: Rules) -> Ruling:
    """What ``rules`` make of the cards, worked out on first use and kept.

    >>> ruling(Rules()).moon == POINT_CARDS, ruling(Rules()).moon_value
    (True, 26)
    """
    kept = _RULINGS.get(id(rules))
    if kept is not None and kept[0] is rules:
        return kept[1]
    if len(_RULINGS) >= _MAX_RULINGS:
        _RULINGS.clear()
    made = Ruling(rules)
    _RULINGS[id(rules)] = (rules, made)
    return made


def moon_cards(rules: Rules) -> int:
    """The cards a seat must take to shoot the moon: every card of positive base value.

    >>> moon_cards(Rules()) == HEARTS | QUEEN_OF_SPADES_BIT
    True
    """
    return ruling(rules).moon


def moon_value(rules: Rules) -> int:
    """The moon's value: the sum of the positive base values (26, 43 in Black Maria)."""
    return ruling(rules).moon_value


def penalty_cards(rules: Rules) -> int:
    """The cards that cost their taker points: those of positive base value, and the J♦
    if its option is above 0."""
    return ruling(rules).penalty


def scoring_cards(rules: Rules) -> int:
    """The cards that count in a hand's score under ``rules``: those of nonzero base
    value and, with the J♦ option, the J♦ (whatever its sign)."""
    return ruling(rules).scoring


def points_of(cards: int, rules: Rules) -> int:
    """The points of ``cards`` taken in tricks, before the moon, the sun and the no-tricks
    bonus: their base values and the J♦ option's value.

    >>> points_of(HEARTS | QUEEN_OF_SPADES_BIT | JACK_OF_DIAMONDS_BIT, Rules(jack_of_diamonds=-10))
    16
    """
    return _sum_of(cards, ruling(rules).groups)


def base_points(cards: int, rules: Rules) -> int:
    """The points of ``cards`` by their base values alone (``rules.values``: no J♦
    option)."""
    return _sum_of(cards, ruling(rules).base_groups)


def _sum_of(cards: int, groups: list[tuple[int, int]]) -> int:
    total = 0
    for value, mask in groups:
        total += value * (cards & mask).bit_count()
    return total


# -- which cards may be played -----------------------------------------------------------


def legal_mask(
    hand: int,
    led_suit: int,
    first_trick: bool,
    hearts_broken: bool,
    first_barred: int,
    first_leads: int,
) -> int:
    """The cards of ``hand`` that may be played; ``led_suit`` is -1 when leading.

    ``hearts_broken`` is true as well when hearts may be led at any time; ``first_barred``
    and ``first_leads`` are the rules' (``Ruling``): ``legal_for`` passes them all.
    Leading before hearts are broken, a hand of hearts and the Q♠ must lead the Q♠:

    >>> hand = mask_of(Card.parse(c) for c in ("QS", "2H", "AH"))
    >>> cards_of(legal_mask(hand, -1, False, False, POINT_CARDS, TWO_OF_CLUBS_BIT))
    (Card.parse('QS'),)
    """
    if led_suit < 0:
        if first_trick and first_leads != FULL_DECK:
            return hand & first_leads
        lead = hand if hearts_broken else hand & ~HEARTS or hand
        if first_trick:
            return lead & ~first_barred or lead
        return lead
    follow = hand & SUIT_MASKS[led_suit]
    if follow:
        return follow
    if first_trick:
        return hand & ~first_barred or hand
    return hand


def legal_for(
    hand: int, led_suit: int, first_trick: bool, hearts_broken: bool, rules: Rules
) -> int:
    """``legal_mask`` under ``rules``, its rule arguments read from ``ruling(rules)`` (as
    the fast path and ``holdings`` read them once for many calls).

    >>> from hearts_qt.engine.rules import FirstLead
    >>> hand = mask_of(Card.parse(c) for c in ("2C", "QS", "2H"))
    >>> cards_of(legal_for(hand, -1, True, False, Rules(first_lead=FirstLead.LEFT_OF_DEALER)))
    (Card.parse('2C'),)
    """
    made = ruling(rules)
    broken = hearts_broken or made.hearts_free
    return legal_mask(hand, led_suit, first_trick, broken, made.first_barred, made.first_leads)


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


# -- scoring -----------------------------------------------------------------------------


def score_hand(
    taken: Sequence[int],
    tricks_won: Sequence[int],
    rules: Rules,
    choice: MoonScoring | None = None,
) -> HandPoints:
    """Score a finished hand from the cards and the number of tricks each seat took.

    A seat's points are the values of the cards it took (the J♦ option included) and the
    no-tricks bonus if it took no trick. The moon (every card of positive value) or the
    sun (all 13 tricks, with the option; twice the moon's value) replaces only the
    positive cards' part. Under New Moon (``SHOOTER_CHOOSES``) ``choice`` is the
    shooter's; None scores it ``OTHERS_PLUS``.

    >>> score_hand([POINT_CARDS, 0, 0, 0], [13, 0, 0, 0], Rules(no_tricks_bonus=-5)).points
    (0, 21, 21, 21)
    """
    made = ruling(rules)
    groups = made.groups
    points = [0, 0, 0, 0]
    for seat in range(4):
        cards = taken[seat]
        total = 0
        for value, mask in groups:
            total += value * (cards & mask).bit_count()
        points[seat] = total
    sun = None
    if rules.shoot_the_sun:
        for seat in range(4):
            if tricks_won[seat] == 13:
                sun = seat
    moon = None
    if sun is None:
        moon_mask = made.moon
        for seat in range(4):
            if taken[seat] & moon_mask == moon_mask:
                moon = seat
    shooter = sun if sun is not None else moon
    if shooter is not None:
        value = 2 * made.moon_value if sun is not None else made.moon_value
        way = rules.moon_scoring
        if way is MoonScoring.SHOOTER_CHOOSES:
            way = MoonScoring.OTHERS_PLUS if choice is None else choice
        shooter_minus = way is MoonScoring.SHOOTER_MINUS
        for seat in range(4):
            points[seat] -= _sum_of(taken[seat], made.positive)
            if seat == shooter:
                points[seat] -= value if shooter_minus else 0
            elif not shooter_minus:
                points[seat] += value
    no_tricks: tuple[int, ...] = ()
    bonus = rules.no_tricks_bonus
    if bonus is not None:
        no_tricks = tuple(seat for seat in range(4) if tricks_won[seat] == 0)
        for seat in no_tricks:
            points[seat] += bonus
    jack = None
    if rules.jack_of_diamonds is not None:
        for seat in range(4):
            if taken[seat] & JACK_OF_DIAMONDS_BIT:
                jack = seat
    return HandPoints((points[0], points[1], points[2], points[3]), moon, sun, jack, no_tricks)


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
