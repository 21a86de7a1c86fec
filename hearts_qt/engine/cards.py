"""Cards, suits, ranks and seats: the small value types everything else is made of.

A card also has an ``index`` from 0 to 51 (``suit * 13 + rank - 2``), which the fast
simulation path uses as a bit position.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from enum import IntEnum


class Suit(IntEnum):
    """The four suits, in the order a sorted hand shows them."""

    CLUBS = 0
    DIAMONDS = 1
    SPADES = 2
    HEARTS = 3

    @property
    def symbol(self) -> str:
        return "♣♦♠♥"[self]

    @property
    def letter(self) -> str:
        return "CDSH"[self]

    @property
    def label(self) -> str:
        """The suit's English name in lower case, as used in messages."""
        return self.name.lower()

    @property
    def is_red(self) -> bool:
        return self in (Suit.DIAMONDS, Suit.HEARTS)


class Rank(IntEnum):
    """Ranks from two (low) to ace (high)."""

    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13
    ACE = 14

    @property
    def letter(self) -> str:
        return _RANK_LETTERS[self - 2]


_RANK_LETTERS = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")


@dataclass(frozen=True, order=True, slots=True)
class Card:
    """A playing card. Sorts by suit, then rank.

    >>> Card.parse("QS")
    Card.parse('QS')
    >>> str(Card.parse("10h"))
    '10♥'
    """

    suit: Suit
    rank: Rank

    @property
    def index(self) -> int:
        return self.suit * 13 + self.rank - 2

    @property
    def code(self) -> str:
        """A plain ASCII name such as ``QS`` or ``10H``, used in records and file names."""
        return self.rank.letter + self.suit.letter

    @property
    def points(self) -> int:
        """The card's value in the classic game: hearts 1, the Q♠ 13 (the J♦ option not
        counted). The game asks the rules in force (``Rules.values``, ``masks.points_of``);
        this classic reading is the tests' independent reference."""
        if self.suit is Suit.HEARTS:
            return 1
        return 13 if self == QUEEN_OF_SPADES else 0

    @staticmethod
    def from_index(index: int) -> Card:
        return DECK[index]

    @staticmethod
    def parse(text: str) -> Card:
        """Read a card from ``QS``, ``10h``, ``Q♠`` or ``T♥``; raise ``ValueError`` otherwise."""
        cleaned = text.strip().upper()
        if len(cleaned) < 2:
            raise ValueError(f"Not a card: {text!r}")
        rank_text, suit_text = cleaned[:-1], cleaned[-1]
        rank_text = "10" if rank_text == "T" else rank_text
        suit_letter = _SUIT_BY_TEXT.get(suit_text)
        if suit_letter is None or rank_text not in _RANK_LETTERS:
            raise ValueError(f"Not a card: {text!r}")
        return Card(Suit(suit_letter), Rank(_RANK_LETTERS.index(rank_text) + 2))

    def __str__(self) -> str:
        return self.rank.letter + self.suit.symbol

    def __repr__(self) -> str:
        return f"Card.parse({self.code!r})"


_SUIT_BY_TEXT = {"C": 0, "D": 1, "S": 2, "H": 3, "♣": 0, "♦": 1, "♠": 2, "♥": 3}

DECK: tuple[Card, ...] = tuple(Card(suit, rank) for suit in Suit for rank in Rank)
"""All 52 cards, sorted; ``DECK[card.index] is card``."""

QUEEN_OF_SPADES = Card(Suit.SPADES, Rank.QUEEN)
TWO_OF_CLUBS = Card(Suit.CLUBS, Rank.TWO)
JACK_OF_DIAMONDS = Card(Suit.DIAMONDS, Rank.JACK)


def sort_cards(cards: Iterable[Card]) -> tuple[Card, ...]:
    """The cards sorted as a hand shows them (clubs, diamonds, spades, hearts; low to high)."""
    return tuple(sorted(cards))


class Seat(IntEnum):
    """The four seats, numbered in the clockwise order of play: South → West → North → East.

    >>> Seat.SOUTH.next, Seat.EAST.next
    (<Seat.WEST: 1>, <Seat.SOUTH: 0>)
    """

    SOUTH = 0
    WEST = 1
    NORTH = 2
    EAST = 3

    @property
    def next(self) -> Seat:
        """The seat that plays after this one (to the left)."""
        return Seat((self + 1) % 4)

    def offset(self, steps: int) -> Seat:
        return Seat((self + steps) % 4)

    @property
    def label(self) -> str:
        return self.name.capitalize()


class PassDirection(IntEnum):
    """Where the passed cards go; the value is how many seats clockwise the receiver sits."""

    HOLD = 0
    LEFT = 1
    ACROSS = 2
    RIGHT = 3

    @staticmethod
    def for_hand(number: int) -> PassDirection:
        """The direction of hand ``number`` (1-based): left, right, across, hold, repeat.

        >>> [PassDirection.for_hand(n).label for n in range(1, 6)]
        ['left', 'right', 'across', 'hold', 'left']
        >>> PassDirection.RIGHT.receiver(Seat.SOUTH)
        <Seat.EAST: 3>
        """
        return _PASS_CYCLE[(number - 1) % 4]

    def receiver(self, seat: Seat) -> Seat:
        return seat.offset(self.value)

    @property
    def label(self) -> str:
        return self.name.lower()


_PASS_CYCLE = (PassDirection.LEFT, PassDirection.RIGHT, PassDirection.ACROSS, PassDirection.HOLD)
