"""The rules of Hearts (RULES.md), in pure Python: no Qt is imported here."""

from hearts_qt.engine.cards import (
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
from hearts_qt.engine.errors import IllegalMove, RecordError
from hearts_qt.engine.events import (
    CardPlayed,
    CardsPassed,
    Event,
    GameOver,
    HandDealt,
    HandResult,
    HandScored,
    HeartsBroken,
    MoonChoiceNeeded,
    PassChosen,
    Trick,
    TrickTaken,
)
from hearts_qt.engine.game import Game, deal_for
from hearts_qt.engine.hand import Hand, Phase
from hearts_qt.engine.rules import FirstLead, MoonScoring, Rules
from hearts_qt.engine.view import SeatView, unseen_cards

__all__ = [
    "DECK",
    "JACK_OF_DIAMONDS",
    "QUEEN_OF_SPADES",
    "TWO_OF_CLUBS",
    "Card",
    "CardPlayed",
    "CardsPassed",
    "Event",
    "FirstLead",
    "Game",
    "GameOver",
    "Hand",
    "HandDealt",
    "HandResult",
    "HandScored",
    "HeartsBroken",
    "IllegalMove",
    "MoonChoiceNeeded",
    "MoonScoring",
    "PassChosen",
    "PassDirection",
    "Phase",
    "Rank",
    "RecordError",
    "Rules",
    "Seat",
    "SeatView",
    "Suit",
    "Trick",
    "TrickTaken",
    "deal_for",
    "sort_cards",
    "unseen_cards",
]
