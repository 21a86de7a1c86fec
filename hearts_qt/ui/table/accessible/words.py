"""What a screen reader says of the table's cards and seats, translated: cards in words
("Queen of spades", never "Q♠", which a reader spells out), whole sentences with
placeholders for each state."""

from __future__ import annotations

from PySide6.QtCore import QObject

from hearts_qt.controller.texts import number_text, suit_name
from hearts_qt.engine import Card, Rank
from hearts_qt.i18n import translate


def rank_name(rank: Rank) -> str:
    """A rank as a word: "Queen"; the number ranks as numbers ("7")."""
    faces = {
        Rank.JACK: translate("Card", "Jack"),
        Rank.QUEEN: translate("Card", "Queen"),
        Rank.KING: translate("Card", "King"),
        Rank.ACE: translate("Card", "Ace"),
    }
    return faces.get(rank) or str(int(rank))


def card_name(card: Card) -> str:
    """A card in words: "Queen of spades", "7 of hearts"."""
    pattern = translate(
        "Card",
        "{rank} of {suit}",
        "a card in words, as a screen reader says it (Queen of spades, 7 of hearts): {rank} "
        "is Jack, Queen, King, Ace or a number, {suit} a suit's name as in Suit (spades)",
    )
    return pattern.format(rank=rank_name(card.rank), suit=suit_name(card.suit))


def table_name() -> str:
    return translate("Accessible", "Card table")


def hand_card(card: Card, *, playable: bool | None, chosen: bool) -> str:
    """One of South's cards: ``playable`` is None when South is not to play."""
    name = card_name(card)
    if chosen:
        return translate("Accessible", "{card}, chosen to pass").format(card=name)
    if playable is None:
        return name
    if playable:
        return translate("Accessible", "{card}, playable").format(card=name)
    return translate("Accessible", "{card}, not playable now").format(card=name)


def played_card(name: str, card: Card, *, takes: bool = False) -> str:
    """A card of the trick on the table, and who played it (``takes``: it wins the trick)."""
    if takes:
        return translate("Accessible", "{name} played the {card}, which takes the trick").format(
            name=name, card=card_name(card)
        )
    return translate("Accessible", "{name} played the {card}").format(
        name=name, card=card_name(card)
    )


def seat(name: str, hand_points: int, total: int, *, to_play: bool) -> str:
    """A seat: its name, the points it took this hand and in the game, its turn."""
    return SeatWords().seat(name, hand_points, total, to_play=to_play)


class SeatWords(QObject):
    """What is said of a seat: a QObject for ``self.tr``, where lupdate reads a ``%n``
    plural's count (from ``translate`` only when the count is a literal number)."""

    def seat(self, name: str, hand_points: int, total: int, *, to_play: bool) -> str:
        if to_play:
            text = self.tr(
                "{name}, {points} point(s) this hand, {total} in the game, to play",
                None,
                abs(hand_points),
            )
        else:
            text = self.tr(
                "{name}, {points} point(s) this hand, {total} in the game", None, abs(hand_points)
            )
        return text.format(name=name, points=number_text(hand_points), total=number_text(total))
