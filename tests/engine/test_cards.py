"""Cards, suits, ranks, seats and pass directions (RULES.md: Table, A hand §2)."""

from __future__ import annotations

import pytest

from hearts_qt.engine import (
    DECK,
    JACK_OF_DIAMONDS,
    QUEEN_OF_SPADES,
    TWO_OF_CLUBS,
    Card,
    PassDirection,
    Rank,
    Seat,
    Suit,
    sort_cards,
)


def test_the_deck_has_52_different_cards_of_four_suits_and_thirteen_ranks() -> None:
    assert len(DECK) == len(set(DECK)) == 52
    assert {c.suit for c in DECK} == set(Suit)
    assert {c.rank for c in DECK} == set(Rank)


def test_ranks_run_from_two_low_to_ace_high() -> None:
    assert [r.letter for r in sorted(Rank)] == [
        "2",
        "3",
        "4",
        "5",
        "6",
        "7",
        "8",
        "9",
        "10",
        "J",
        "Q",
        "K",
        "A",
    ]
    assert Rank.ACE > Rank.KING > Rank.TWO


def test_card_index_is_its_position_in_the_deck() -> None:
    for i, c in enumerate(DECK):
        assert c.index == i
        assert Card.from_index(i) is c


def test_cards_sort_by_suit_then_rank() -> None:
    shuffled = [Card.parse(code) for code in ("AH", "2S", "QS", "3C", "10D", "2C")]
    assert [c.code for c in sort_cards(shuffled)] == ["2C", "3C", "10D", "2S", "QS", "AH"]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("QS", QUEEN_OF_SPADES),
        ("qs", QUEEN_OF_SPADES),
        (" Q♠ ", QUEEN_OF_SPADES),
        ("2C", TWO_OF_CLUBS),
        ("JD", JACK_OF_DIAMONDS),
        ("10h", Card(Suit.HEARTS, Rank.TEN)),
        ("T♥", Card(Suit.HEARTS, Rank.TEN)),
        ("A♦", Card(Suit.DIAMONDS, Rank.ACE)),
    ],
)
def test_parse_reads_codes_and_symbols(text: str, expected: Card) -> None:
    assert Card.parse(text) == expected


@pytest.mark.parametrize("text", ["", "Q", "1S", "11H", "QX", "ZS", "QSS", "♠Q", "10"])
def test_parse_refuses_what_is_not_a_card(text: str) -> None:
    with pytest.raises(ValueError, match="Not a card"):
        Card.parse(text)


def test_code_str_and_repr() -> None:
    ten = Card(Suit.HEARTS, Rank.TEN)
    assert ten.code == "10H"
    assert str(ten) == "10♥"
    assert repr(QUEEN_OF_SPADES) == "Card.parse('QS')"
    assert all(Card.parse(c.code) == c and Card.parse(str(c)) == c for c in DECK)


def test_points_without_options_hearts_one_queen_of_spades_thirteen() -> None:
    assert sum(c.points for c in DECK) == 26
    assert QUEEN_OF_SPADES.points == 13
    assert all(c.points == 1 for c in DECK if c.suit is Suit.HEARTS)
    assert JACK_OF_DIAMONDS.points == 0


def test_suit_names_and_symbols() -> None:
    assert [s.symbol for s in Suit] == ["♣", "♦", "♠", "♥"]
    assert [s.label for s in Suit] == ["clubs", "diamonds", "spades", "hearts"]
    assert [s.is_red for s in Suit] == [False, True, False, True]


def test_play_goes_clockwise_south_west_north_east() -> None:
    assert [Seat.SOUTH.offset(i) for i in range(5)] == [
        Seat.SOUTH,
        Seat.WEST,
        Seat.NORTH,
        Seat.EAST,
        Seat.SOUTH,
    ]
    assert [s.next for s in Seat] == [Seat.WEST, Seat.NORTH, Seat.EAST, Seat.SOUTH]
    assert Seat.SOUTH.offset(-1) is Seat.EAST
    assert [s.label for s in Seat] == ["South", "West", "North", "East"]


def test_pass_direction_cycles_left_right_across_hold() -> None:
    cycle = [PassDirection.for_hand(n) for n in range(1, 10)]
    left, right, across, hold = (
        PassDirection.LEFT,
        PassDirection.RIGHT,
        PassDirection.ACROSS,
        PassDirection.HOLD,
    )
    assert cycle == [left, right, across, hold, left, right, across, hold, left]


def test_left_of_south_is_west_right_is_east_across_is_north() -> None:
    assert PassDirection.LEFT.receiver(Seat.SOUTH) is Seat.WEST
    assert PassDirection.RIGHT.receiver(Seat.SOUTH) is Seat.EAST
    assert PassDirection.ACROSS.receiver(Seat.SOUTH) is Seat.NORTH
    assert PassDirection.LEFT.receiver(Seat.EAST) is Seat.SOUTH
    assert PassDirection.RIGHT.receiver(Seat.WEST) is Seat.SOUTH
    assert PassDirection.HOLD.receiver(Seat.NORTH) is Seat.NORTH
    assert [d.label for d in PassDirection] == ["hold", "left", "across", "right"]
