"""The words the game shows a player, translated: seat, suit and pass-direction names and
the engine's refusals."""

from __future__ import annotations

from hearts_qt.engine import Card, IllegalMove, PassDirection, Seat, Suit
from hearts_qt.i18n import translate


def number_text(value: int) -> str:
    """A number of points as a score sheet prints it, with a real minus sign: "−10"."""
    return f"−{-value}" if value < 0 else str(value)


def card_text(card: Card) -> str:
    """A card as a player writes it: "10♥", "Q♠"."""
    rank = "10" if card.rank.letter == "T" else card.rank.letter
    return rank + card.suit.symbol


def seat_name(seat: Seat) -> str:
    return (
        translate("Seat", "South"),
        translate("Seat", "West"),
        translate("Seat", "North"),
        translate("Seat", "East"),
    )[seat]


def suit_name(suit: Suit) -> str:
    return (
        translate("Suit", "clubs"),
        translate("Suit", "diamonds"),
        translate("Suit", "spades"),
        translate("Suit", "hearts"),
    )[suit]


def pass_instruction(direction: PassDirection) -> str:
    """What the status bar says while South chooses."""
    return {
        PassDirection.LEFT: translate("Status", "Choose three cards to pass to the left."),
        PassDirection.RIGHT: translate("Status", "Choose three cards to pass to the right."),
        PassDirection.ACROSS: translate("Status", "Choose three cards to pass across."),
        PassDirection.HOLD: translate("Status", "No passing this hand."),
    }[direction]


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
    return translate("IllegalMove", error.template).format(**params)
