"""Negative points in the review's and the replay's words: Qt leaves "%n" as it is for a
negative count, so the count is the size and the number gets its sign after."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from hearts_qt.controller.texts import with_sign
from hearts_qt.engine import JACK_OF_DIAMONDS, Seat
from hearts_qt.engine.review import review_of
from hearts_qt.ui.review.texts import ReviewTexts
from tests.ui.score_sheet_helpers import SHOWCASE, SHOWCASE_SEED, scripted_game


def test_a_negative_count_is_written_with_its_sign() -> None:
    assert with_sign("You took 10 points.", -10) == "You took −10 points."
    assert with_sign("You took 10 points.", 10) == "You took 10 points."
    assert with_sign("{name} 0", 0) == "{name} 0"


def test_the_jack_s_trick_and_a_hand_under_zero_read_as_numbers(qapp: QApplication) -> None:
    game = scripted_game(SHOWCASE_SEED, SHOWCASE)  # the J♦ counts −10
    texts = ReviewTexts(lambda seat: seat.label)
    reviews = [review_of(game, n) for n in range(1, len(game.results) + 1)]
    tricks = [t for r in reviews for t in r.tricks if t.points < 0]
    assert tricks, "the showcase game has a trick worth less than nothing"
    for trick in tricks:
        assert any(card == JACK_OF_DIAMONDS for _, card in trick.cards)
        said = texts._trick(trick)
        assert "%n" not in said and f"{trick.points:d}".replace("-", "−") in said
    below = next(r for r in reviews if min(r.result.points) < 0)
    said = texts._result(below)
    seat = next(s for s in Seat if below.result.points[s] < 0)
    assert "%n" not in said
    assert f"{seat.label} −{-below.result.points[seat]}" in said
