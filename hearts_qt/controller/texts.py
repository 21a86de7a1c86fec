"""The words the game shows a player, translated: cards as a player writes them (Q♠, and
French D♠), seat, suit and pass-direction names and the engine's refusals."""

from __future__ import annotations

from hearts_qt.engine import Card, IllegalMove, PassDirection, Rank, Seat, Suit
from hearts_qt.i18n import translate


def number_text(value: int) -> str:
    """A number of points as a score sheet prints it, with a real minus sign: "−10"."""
    return f"−{-value}" if value < 0 else str(value)


def with_sign(text: str, value: int) -> str:
    """``text``, translated with ``abs(value)`` as its ``%n`` count, with that number given
    its sign ("−10 points"): Qt writes no negative count (it leaves "%n" as it is), and
    a plural takes the form of the number's size.

    >>> with_sign("You took 10 points.", -10)
    'You took −10 points.'
    """
    if value >= 0:
        return text
    return text.replace(str(-value), number_text(value), 1)


def rank_letter(rank: Rank) -> str:
    """A rank as a card's corner shows it in the player's language: "Q" (French "D"),
    "10"; the number ranks are numbers."""
    letters = {
        Rank.JACK: translate(
            "Card",
            "J",
            "the jack's letter in a card's short name (J♠): J in English; French writes V "
            "(valet), German B (Bube); Czech and Spanish the letter their players use",
        ),
        Rank.QUEEN: translate(
            "Card",
            "Q",
            "the queen's letter in a card's short name (Q♠): Q in English; French writes D "
            "(dame), German D (Dame); Czech and Spanish the letter their players use",
        ),
        Rank.KING: translate(
            "Card",
            "K",
            "the king's letter in a card's short name (K♠): K in English; French writes R "
            "(roi), German K (König); Czech and Spanish the letter their players use",
        ),
        Rank.ACE: translate(
            "Card",
            "A",
            "the ace's letter in a card's short name (A♠): A in English, French and German "
            "(as, Ass); Czech and Spanish the letter their players use",
        ),
    }
    return letters.get(rank) or str(int(rank))


def card_text(card: Card) -> str:
    """A card as a player writes it, in their language: "10♥", "Q♠" (French "D♠")."""
    return translate(
        "Card",
        "{rank}{suit}",
        "a card's short name (Q♠, 10♥): {rank} is the rank's letter or number, {suit} the "
        "suit's symbol; write {suit}{rank} where the language puts the suit first (♠D)",
    ).format(rank=rank_letter(card.rank), suit=card.suit.symbol)


def seat_name(seat: Seat) -> str:
    return (
        translate("Seat", "South"),
        translate("Seat", "West"),
        translate("Seat", "North"),
        translate("Seat", "East"),
    )[seat]


def suit_name(suit: Suit) -> str:
    """A suit's name in a sentence ("You must follow suit: clubs.") and in a card's name
    in words ("Queen of spades")."""
    return (
        translate("Suit", "clubs", "in a sentence, and in a card in words: {rank} of {suit}"),
        translate("Suit", "diamonds", "in a sentence, and in a card in words: {rank} of {suit}"),
        translate("Suit", "spades", "in a sentence, and in a card in words: {rank} of {suit}"),
        translate("Suit", "hearts", "in a sentence, and in a card in words: {rank} of {suit}"),
    )[suit]


def pass_button_text(direction: PassDirection) -> str:
    return {
        PassDirection.LEFT: translate("Pass", "Pass Left"),
        PassDirection.RIGHT: translate("Pass", "Pass Right"),
        PassDirection.ACROSS: translate("Pass", "Pass Across"),
        PassDirection.HOLD: translate("Pass", "No Pass"),
    }[direction]


_SUIT_BY_LABEL = {suit.label: suit for suit in Suit}
_SEAT_BY_LABEL = {seat.label: seat for seat in Seat}


def illegal_reason(error: IllegalMove) -> str:
    """The engine's refusal in the player's language."""
    params = dict(error.params)
    if "suit" in params:
        params["suit"] = suit_name(_SUIT_BY_LABEL[params["suit"]])
    for key in ("seat", "turn"):
        if key in params:
            params[key] = seat_name(_SEAT_BY_LABEL[params[key]])
    if "card" in params:  # the engine writes str(card): "Q♠"
        params["card"] = card_text(Card.parse(params["card"]))
    return translate("IllegalMove", error.template).format(**params)
