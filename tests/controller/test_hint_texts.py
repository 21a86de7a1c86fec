"""Each kind of hint reason reads as one sentence naming what it is about."""

from __future__ import annotations

import pytest

from hearts_qt.ai.reasons import Reason, ReasonKind
from hearts_qt.controller.hint_texts import reason_text
from hearts_qt.engine import Card, Seat, Suit

Q = Card.parse("QS")
TWO = Card.parse("2S")
SEVEN = Card.parse("7H")

CASES = {
    ReasonKind.ONLY_CARD: (Reason(ReasonKind.ONLY_CARD, (Q,)), "only card"),
    ReasonKind.BLOCK_MOON: (
        Reason(ReasonKind.BLOCK_MOON, (Q,), seat=Seat.EAST, points=9.0),
        "East cannot shoot the moon",
    ),
    ReasonKind.DUMP: (
        Reason(ReasonKind.DUMP, (Q,), suit=Suit.CLUBS),
        "Dumps the Q♠ while you are void in clubs.",
    ),
    ReasonKind.TAKE_CLEAN: (Reason(ReasonKind.TAKE_CLEAN, (Q,), suit=Suit.SPADES), "no points"),
    ReasonKind.DUCK: (Reason(ReasonKind.DUCK, (TWO,), others=(Q,)), "under the Q♠"),
    ReasonKind.SAFE_EXIT: (
        Reason(ReasonKind.SAFE_EXIT, (Q,), others=(TWO,), suit=Suit.SPADES),
        "Keeps the 2♠ as a safe exit in spades.",
    ),
    ReasonKind.PASS_DANGER: (Reason(ReasonKind.PASS_DANGER, (Q, SEVEN)), "Q♠, 7♥"),
    ReasonKind.PASS_VOID: (
        Reason(ReasonKind.PASS_VOID, (TWO,), suit=Suit.SPADES),
        "void in spades",
    ),
    ReasonKind.MOON_PLAY: (
        Reason(ReasonKind.MOON_PLAY, (Q,), points=3.24),
        "Runs for the moon: aims to take every card that scores. Expected: 3.2 points",
    ),
    ReasonKind.MOON_PASS: (
        Reason(ReasonKind.MOON_PASS, (TWO, SEVEN, Q), points=1.5),
        "Keeps your winners to run for the moon. Expected: 1.5 points this hand.",
    ),
    ReasonKind.EXPECTED: (
        Reason(ReasonKind.EXPECTED, (Q,), others=(SEVEN,), points=0.44, next_points=1.86),
        "Expected: 0.4 points this hand; next best, 7♥: 1.9.",
    ),
}


def test_every_kind_has_a_sentence() -> None:
    assert set(CASES) == set(ReasonKind)


@pytest.mark.parametrize("kind", list(ReasonKind))
def test_the_sentence_names_what_the_reason_names(kind: ReasonKind) -> None:
    reason, words = CASES[kind]
    text = reason_text(reason)
    assert words in text and text.endswith(".")


def test_no_reason_says_nothing_and_a_lone_estimate_names_no_next_best() -> None:
    assert reason_text(None) == ""
    alone = Reason(ReasonKind.EXPECTED, (Q,), points=2.0)
    assert reason_text(alone) == "Expected: 2.0 points this hand."
