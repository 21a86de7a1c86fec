"""The score sheet's model against the engine's history: rows, totals, leader, marks."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtGui import QBrush, QFont
from PySide6.QtWidgets import QApplication
from pytestqt.modeltest import ModelTester
from pytestqt.qtbot import QtBot

from hearts_qt.controller.texts import card_text
from hearts_qt.engine import JACK_OF_DIAMONDS, Game, HandResult, PassDirection, Rules, Seat
from hearts_qt.i18n import Translators
from hearts_qt.ui.score_sheet.model import POINTS_ROLE, RESULT_ROLE, TOTAL_ROLE, ScoreModel
from tests.ui.score_sheet_helpers import SHOWCASE, SHOWCASE_SEED, scripted_game

DISPLAY = Qt.ItemDataRole.DisplayRole


def names(seat: Seat) -> str:
    return ("Ann", "Bob", "Cy", "Di")[seat]


def result(number: int, points: tuple[int, int, int, int], before: tuple[int, ...]) -> HandResult:
    totals = (
        before[0] + points[0],
        before[1] + points[1],
        before[2] + points[2],
        before[3] + points[3],
    )
    return HandResult(number, PassDirection.for_hand(number), points, totals)


@pytest.fixture(scope="module")
def showcase() -> Game:
    return scripted_game(SHOWCASE_SEED, SHOWCASE)


def test_the_showcase_game_has_what_the_sheet_must_show(showcase: Game) -> None:
    results = showcase.results
    assert len(results) == 8 and showcase.is_over
    assert {r.moon for r in results} >= {Seat.WEST, Seat.NORTH}
    assert any(r.sun is Seat.SOUTH for r in results)
    assert all(r.jack_of_diamonds is not None for r in results)


def test_the_model_passes_qts_model_tester_as_hands_arrive(
    qtbot: QtBot, qtmodeltester: ModelTester, showcase: Game
) -> None:
    model = ScoreModel(SHOWCASE, (), names)
    qtmodeltester.check(model)
    for number in range(1, len(showcase.results) + 1):
        model.set_history(SHOWCASE, showcase.results[:number])
    model.set_history(Rules(), ())
    model.set_history(SHOWCASE, showcase.results)


def test_the_python_model_tester_agrees(
    qtbot: QtBot, qtmodeltester: ModelTester, showcase: Game
) -> None:
    model = ScoreModel(SHOWCASE, showcase.results, names)
    qtmodeltester.check(model, force_py=True)
    model.set_history(SHOWCASE, showcase.results[:3])


def test_rows_and_totals_are_the_engines(qtbot: QtBot, showcase: Game) -> None:
    model = ScoreModel(SHOWCASE, showcase.results, names)
    assert model.rowCount() == len(showcase.results)
    assert model.columnCount() == 4
    for row, expected in enumerate(showcase.results):
        assert model.headerData(row, Qt.Orientation.Vertical) is not None
        for seat in Seat:
            index = model.index(row, seat)
            assert model.data(index, POINTS_ROLE) == expected.points[seat]
            assert model.data(index, TOTAL_ROLE) == expected.totals[seat]
            assert model.data(index, RESULT_ROLE) == expected
            text = model.data(index, DISPLAY)
            assert isinstance(text, str)
            total = str(abs(expected.totals[seat]))
            assert f"({'−' if expected.totals[seat] < 0 else ''}{total})" in text
    assert model.totals == showcase.totals
    assert [model.headerData(s, Qt.Orientation.Horizontal) for s in Seat] == [
        "Ann",
        "Bob",
        "Cy",
        "Di",
    ]


def test_the_leader_is_the_lowest_total_and_is_highlighted(qtbot: QtBot, showcase: Game) -> None:
    model = ScoreModel(SHOWCASE, showcase.results, names)
    low = min(showcase.totals)
    assert model.leaders() == tuple(s for s in Seat if showcase.totals[s] == low)
    assert model.leaders() == showcase.winners
    newest = model.rowCount() - 1
    for seat in Seat:
        background = model.data(model.index(newest, seat), Qt.ItemDataRole.BackgroundRole)
        assert (background is not None) == (seat in model.leaders())
        header_font = model.headerData(seat, Qt.Orientation.Horizontal, Qt.ItemDataRole.FontRole)
        assert isinstance(header_font, QFont)
        assert header_font.bold() == (seat in model.leaders())


def test_a_tie_for_the_lead_highlights_both(qtbot: QtBot) -> None:
    model = ScoreModel(Rules(), [result(1, (13, 0, 0, 13), (0, 0, 0, 0))], names)
    assert model.leaders() == (Seat.WEST, Seat.NORTH)
    assert ScoreModel(Rules(), (), names).leaders() == ()


def test_the_newest_row_is_bold_and_earlier_rows_muted(qtbot: QtBot, showcase: Game) -> None:
    model = ScoreModel(SHOWCASE, showcase.results[:3], names)
    fonts = [model.data(model.index(row, 0), Qt.ItemDataRole.FontRole) for row in range(3)]
    assert all(isinstance(font, QFont) for font in fonts)
    assert [f.bold() for f in fonts] == [False, False, True]
    assert not any(f.strikeOut() for f in fonts)
    colours = [model.data(model.index(row, 1), Qt.ItemDataRole.ForegroundRole) for row in range(3)]
    assert isinstance(colours[0], QBrush) and colours[2] is None


def test_adding_a_hand_restyles_the_row_that_was_newest(qtbot: QtBot, showcase: Game) -> None:
    model = ScoreModel(SHOWCASE, showcase.results[:2], names)
    with (
        qtbot.waitSignal(model.rowsInserted) as inserted,
        qtbot.waitSignal(model.dataChanged) as changed,
    ):
        model.append(showcase.results[2])
    assert inserted.args[1:] == [2, 2]
    top_left, bottom_right = changed.args[:2]
    assert (top_left.row(), top_left.column(), bottom_right.column()) == (1, 0, 3)


def test_a_different_history_resets_the_model(qtbot: QtBot, showcase: Game) -> None:
    model = ScoreModel(SHOWCASE, showcase.results, names)
    with qtbot.waitSignal(model.modelReset):
        model.set_history(Rules(), ())
    assert model.rowCount() == 0 and model.rules == Rules()


def test_moons_and_the_sun_are_marked_in_the_shooters_cell(qtbot: QtBot, showcase: Game) -> None:
    model = ScoreModel(SHOWCASE, showcase.results, names)
    for row, hand in enumerate(showcase.results):
        shooter = hand.sun if hand.sun is not None else hand.moon
        notes = model.row_notes(row)
        for seat in Seat:
            text = str(model.data(model.index(row, seat), DISPLAY))
            tip = str(model.data(model.index(row, seat), Qt.ItemDataRole.ToolTipRole))
            assert ("☀" in text) == (hand.sun is seat)
            assert ("☾" in text) == (hand.moon is seat)
            if seat is shooter:
                verb = "sun" if hand.sun is not None else "moon"
                assert f"{names(seat)} shot the {verb}" in tip
                assert f"{names(seat)} shot the {verb}" in notes
        if shooter is None:
            assert not any("shot" in note for note in notes)


def test_the_jack_of_diamonds_mark_is_written_as_the_language_writes_it(
    qapp: QApplication, showcase: Game
) -> None:
    translators = Translators(qapp)
    try:
        assert translators.use("de", system=[]) == "de"
        model = ScoreModel(SHOWCASE, showcase.results, names)
        row, hand = next((r, h) for r, h in enumerate(showcase.results) if h.jack_of_diamonds)
        assert hand.jack_of_diamonds is not None
        text = str(model.data(model.index(row, hand.jack_of_diamonds), DISPLAY))
        assert text.endswith(card_text(JACK_OF_DIAMONDS)) and card_text(JACK_OF_DIAMONDS) == "B♦"
    finally:
        translators.remove()


def test_the_jack_of_diamonds_is_shown_only_with_the_option_on(
    qtbot: QtBot, showcase: Game
) -> None:
    model = ScoreModel(SHOWCASE, showcase.results, names)
    for row, hand in enumerate(showcase.results):
        for seat in Seat:
            text = str(model.data(model.index(row, seat), DISPLAY))
            assert ("J♦" in text) == (hand.jack_of_diamonds is seat)
        assert f"J♦: {names(hand.jack_of_diamonds or Seat.SOUTH)}" in model.row_notes(row)
    classic = scripted_game(5, Rules())
    model = ScoreModel(classic.rules, classic.results, names)
    cells = [model.data(model.index(r, c), DISPLAY) for r in range(model.rowCount()) for c in Seat]
    assert not any("J♦" in str(cell) for cell in cells)
    assert not any("J♦" in " ".join(model.row_notes(r)) for r in range(model.rowCount()))


def test_a_game_to_a_fixed_number_of_hands(qtbot: QtBot) -> None:
    rules = Rules(fixed_hands=8, target_score=30)
    game = scripted_game(3, rules)
    assert len(game.results) == 8, "a fixed game ignores the target score"
    model = ScoreModel(rules, game.results, names)
    assert model.rowCount() == 8
    assert model.totals == game.totals
    directions = [model.headerData(r, Qt.Orientation.Vertical) for r in range(8)]
    assert directions[:4] == ["1 · Left", "2 · Right", "3 · Across", "4 · Keep"]
    assert directions[7] == "8 · Keep"


def test_a_classic_game_to_100_matches_the_engine(qtbot: QtBot) -> None:
    game = scripted_game(11, Rules())
    assert game.is_over and max(game.totals) >= 100
    model = ScoreModel(game.rules, game.results, names)
    assert model.results == tuple(game.results)
    assert model.leaders() == game.winners


def test_negative_numbers_use_a_true_minus(qtbot: QtBot) -> None:
    model = ScoreModel(Rules(jack_of_diamonds=-10), [result(1, (-10, 0, 13, 13), (0, 0, 0, 0))])
    assert model.data(model.index(0, 0), DISPLAY) == "−10 (−10)"


def test_invalid_indexes_and_sections_give_nothing(qtbot: QtBot, showcase: Game) -> None:
    model = ScoreModel(SHOWCASE, showcase.results, names)
    assert model.data(QModelIndex()) is None
    assert model.headerData(4, Qt.Orientation.Horizontal) is None
    assert model.headerData(99, Qt.Orientation.Vertical) is None
    assert model.rowCount(model.index(0, 0)) == 0
