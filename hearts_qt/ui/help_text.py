"""The rules of Hearts as the Help menu shows them."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def rules_html() -> str:
    return QCoreApplication.translate(
        "Rules",
        "<h3>Hearts</h3>"
        "<p>Four players each get 13 cards. The aim is to take as few points as possible: "
        "each heart is worth 1 point and the queen of spades 13.</p>"
        "<p><b>Passing.</b> Before each hand you pass three cards: to the left, then to "
        "the right, then across; every fourth hand there is no passing. Drag three cards "
        "up out of your hand (or click them), then press the Pass button.</p>"
        "<p><b>Playing.</b> Whoever holds the 2♣ leads it. Everyone must follow the suit "
        "that was led if they can; otherwise any card may be played. The highest card of "
        "the suit led takes the trick, and its winner leads next. Drag a card to the "
        "middle of the table, or double-click it.</p>"
        "<p>No hearts and not the Q♠ may be played on the first trick (unless a player has "
        "nothing else). Hearts cannot be led until a heart has been played, unless the "
        "leader holds nothing but hearts.</p>"
        "<p><b>Shooting the moon.</b> Take every heart and the Q♠ and you score nothing "
        "while everyone else scores 26.</p>"
        "<p>The game ends when someone reaches 100 points; the lowest score wins.</p>"
        "<p><b>Keyboard.</b> Arrow keys move along your hand; Space or Enter chooses or "
        "plays the card; Ctrl+N starts a new game.</p>",
    )
