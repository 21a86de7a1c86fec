"""Every place that shows a card as text writes it in the player's language: the rank's
letter and the card's pattern are translated ("♠D" for a language that puts the suit
first and calls the queen D), the engine's refusals and the Cards Played panel too."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from xml.sax.saxutils import escape

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QTranslator
from PySide6.QtGui import QHelpEvent
from PySide6.QtWidgets import QApplication, QToolTip
from pytestqt.qtbot import QtBot

from hearts_qt.ai.reasons import Reason, ReasonKind
from hearts_qt.controller.hint_texts import reason_text
from hearts_qt.controller.texts import card_text, illegal_reason, rank_letter
from hearts_qt.engine import Card, IllegalMove, Rank, Seat, Suit
from hearts_qt.ui.cards_played import PlayedGrid
from hearts_qt.ui.table.accessible.words import card_name
from hearts_qt.ui.table.messages import Messages

QUEEN = (
    "the queen's letter in a card's short name (Q♠): Q in English; French writes D "
    "(dame), German D (Dame); Czech and Spanish the letter their players use"
)
PATTERN = (
    "a card's short name (Q♠, 10♥): {rank} is the rank's letter or number, {suit} the "
    "suit's symbol; write {suit}{rank} where the language puts the suit first (♠D)"
)
IN_WORDS = (
    "a card in words, as a screen reader says it (Queen of spades, 7 of hearts): {rank} "
    "is Jack, Queen, King, Ace or a number, {suit} a suit's name as in Suit (spades)"
)
SUIT = "in a sentence, and in a card in words: {rank} of {suit}"
MESSAGES = [
    ("Card", "Q", QUEEN, "D"),
    ("Card", "{rank}{suit}", PATTERN, "{suit}{rank}"),
    ("Card", "Queen", None, "Dame"),
    ("Card", "{rank} of {suit}", IN_WORDS, "{rank} de {suit}"),
    ("Suit", "spades", SUIT, "pique"),
]


def _ts(messages: list[tuple[str, str, str | None, str]]) -> str:
    contexts: dict[str, list[str]] = {}
    for context, source, comment, translation in messages:
        note = f"<comment>{escape(comment)}</comment>" if comment else ""
        contexts.setdefault(context, []).append(
            f"<message><source>{escape(source)}</source>{note}"
            f"<translation>{escape(translation)}</translation></message>"
        )
    body = "".join(
        f"<context><name>{name}</name>{''.join(items)}</context>"
        for name, items in contexts.items()
    )
    return f'<?xml version="1.0" encoding="utf-8"?><TS version="2.1" language="fr">{body}</TS>'


@pytest.fixture
def suit_first(qapp: QApplication, tmp_path: Path) -> Iterator[None]:
    """A language that writes the Q♠ as ♠D and says "Dame de pique"."""
    ts = tmp_path / "suit_first.ts"
    ts.write_text(_ts(MESSAGES), encoding="utf-8")
    qm = tmp_path / "suit_first.qm"
    lrelease = Path(sys.executable).parent / "pyside6-lrelease"
    subprocess.run([str(lrelease), "-silent", str(ts), "-qm", str(qm)], check=True)
    translator = QTranslator()
    assert translator.load(str(qm))
    QCoreApplication.installTranslator(translator)
    yield
    QCoreApplication.removeTranslator(translator)


QUEEN_OF_SPADES = Card.parse("QS")


def test_english_writes_the_rank_then_the_suit() -> None:
    assert card_text(QUEEN_OF_SPADES) == "Q♠"
    assert card_text(Card.parse("10h")) == "10♥"
    assert [rank_letter(rank) for rank in Rank][8:] == ["10", "J", "Q", "K", "A"]
    assert card_name(QUEEN_OF_SPADES) == "Queen of spades"


@pytest.mark.usefixtures("suit_first")
def test_a_language_writes_its_own_letters_and_order() -> None:
    assert card_text(QUEEN_OF_SPADES) == "♠D"
    assert card_text(Card.parse("10h")) == "♥10"
    assert card_name(QUEEN_OF_SPADES) == "Dame de pique"


@pytest.mark.usefixtures("suit_first")
def test_the_table_s_messages_and_the_engine_s_refusals_name_the_card_so() -> None:
    messages = Messages({seat: seat.name.title() for seat in Seat})
    assert "♠D" in messages.plays(Seat.WEST, QUEEN_OF_SPADES, you=False)
    refusal = IllegalMove(IllegalMove.NOT_HELD, seat=Seat.SOUTH.label, card=str(QUEEN_OF_SPADES))
    assert str(refusal) == f"{Seat.SOUTH.label} does not hold the Q♠."  # the engine's own words
    shown = illegal_reason(refusal)
    assert "♠D" in shown and "Q♠" not in shown
    dump = Reason(ReasonKind.DUMP, (QUEEN_OF_SPADES,), suit=Suit.CLUBS)
    assert reason_text(dump) == "Dumps the ♠D while you are void in clubs."


@pytest.mark.usefixtures("suit_first")
def test_the_cards_played_panel_names_the_card_so(qtbot: QtBot) -> None:
    grid = PlayedGrid()
    qtbot.addWidget(grid)
    grid.resize(grid.sizeHint())
    grid.show_played(frozenset({QUEEN_OF_SPADES}), four_colour=False)
    grid.show()
    point = grid.cell_rect(QUEEN_OF_SPADES).center().toPoint()
    QApplication.sendEvent(grid, QHelpEvent(QEvent.Type.ToolTip, point, grid.mapToGlobal(point)))
    assert QToolTip.text() == "♠D: played"
    QToolTip.hideText()
