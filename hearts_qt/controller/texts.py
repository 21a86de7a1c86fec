"""The words the game shows a player, translated: seat, suit and pass-direction names and
the engine's refusals."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from hearts_qt.engine import Card, IllegalMove, PassDirection, Seat, Suit


def tr(context: str, text: str) -> str:
    return QCoreApplication.translate(context, text)


def number_text(value: int) -> str:
    """A number of points as a score sheet prints it, with a real minus sign: "−10"."""
    return f"−{-value}" if value < 0 else str(value)


def card_text(card: Card) -> str:
    """A card as a player writes it: "10♥", "Q♠"."""
    rank = "10" if card.rank.letter == "T" else card.rank.letter
    return rank + card.suit.symbol


def seat_name(seat: Seat) -> str:
    return (
        tr("Seat", "South"),
        tr("Seat", "West"),
        tr("Seat", "North"),
        tr("Seat", "East"),
    )[seat]


def suit_name(suit: Suit) -> str:
    return (
        tr("Suit", "clubs"),
        tr("Suit", "diamonds"),
        tr("Suit", "spades"),
        tr("Suit", "hearts"),
    )[suit]


def pass_instruction(direction: PassDirection) -> str:
    """What the status bar says while South chooses."""
    return {
        PassDirection.LEFT: tr("Status", "Choose three cards to pass to the left."),
        PassDirection.RIGHT: tr("Status", "Choose three cards to pass to the right."),
        PassDirection.ACROSS: tr("Status", "Choose three cards to pass across."),
        PassDirection.HOLD: tr("Status", "No passing this hand."),
    }[direction]


def pass_button_text(direction: PassDirection) -> str:
    return {
        PassDirection.LEFT: tr("Pass", "Pass Left"),
        PassDirection.RIGHT: tr("Pass", "Pass Right"),
        PassDirection.ACROSS: tr("Pass", "Pass Across"),
        PassDirection.HOLD: tr("Pass", "No Pass"),
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
    return tr("IllegalMove", error.template).format(**params)
