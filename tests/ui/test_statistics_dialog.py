"""Game ▸ Statistics: the figures as stored, and Reset only after a confirmation."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QLocale, QStandardPaths, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from hearts_qt.ai.verdict import HandCheck, Verdict
from hearts_qt.engine import Card, Rules
from hearts_qt.engine.presets import PRESETS, Preset
from hearts_qt.storage.autosave import AutoSave
from hearts_qt.storage.saved_game import GameStore
from hearts_qt.storage.statistics import Statistics, StatisticsBook, StatisticsStore, Tally
from hearts_qt.ui.statistics_dialog import StatisticsDialog
from tests.ui.window_helpers import quick_window

ROWS = {
    "played": 0,
    "won": 1,
    "rate": 2,
    "abandoned": 3,
    "streak": 4,
    "longest": 5,
    "average": 6,
    "best": 7,
    "worst": 8,
    "moons_by": 9,
    "moons_against": 10,
    "queens": 11,
    "hints": 12,
    "checked": 13,
    "agreement": 14,
    "lost": 15,
}
OVERALL, WITHOUT_UNDO, WITH_UNDO, EASY, NORMAL, HARD, EXPERT = range(7)


class Answer:
    """A hand-written confirmation: answers as told and counts the questions."""

    def __init__(self, yes: bool) -> None:
        self.yes = yes
        self.asked = 0

    def __call__(self, _parent: QWidget) -> bool:
        self.asked += 1
        return self.yes


@pytest.fixture
def store(tmp_path: Path) -> StatisticsStore:
    QStandardPaths.setTestModeEnabled(True)
    store = StatisticsStore(tmp_path)
    hard = Tally(
        games_played=4,
        games_won=3,
        games_abandoned=1,
        current_streak=2,
        longest_streak=2,
        hands_played=30,
        points=165,
        best_score=41,
        worst_score=104,
        moons_by_you=1,
        moons_against_you=2,
        queens_taken=7,
        hints=5,
    )
    statistics = Statistics(overall=Tally(**_copy(hard)), with_undo=Tally(**_copy(hard)))
    statistics.levels["hard"] = hard
    assert store.save(StatisticsBook({Preset.CLASSIC: statistics})) is None
    return store


def _copy(tally: Tally) -> dict[str, object]:
    return {name: getattr(tally, name) for name in Tally.__dataclass_fields__}


def open_dialog(qtbot: QtBot, store: StatisticsStore, answer: Answer) -> StatisticsDialog:
    dialog = StatisticsDialog(store, confirm=answer)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def test_it_shows_every_figure_overall_and_by_level(qtbot: QtBot, store: StatisticsStore) -> None:
    dialog = open_dialog(qtbot, store, Answer(False))
    for column in (OVERALL, WITH_UNDO, HARD):
        assert dialog.cell(ROWS["played"], column) == "4"
        assert dialog.cell(ROWS["won"], column) == "3"
        assert dialog.cell(ROWS["rate"], column) == "75%"
        assert dialog.cell(ROWS["abandoned"], column) == "1"
        assert dialog.cell(ROWS["streak"], column) == "2"
        assert dialog.cell(ROWS["longest"], column) == "2"
        assert dialog.cell(ROWS["average"], column) == "5.5"
        assert dialog.cell(ROWS["best"], column) == "41"
        assert dialog.cell(ROWS["worst"], column) == "104"
        assert dialog.cell(ROWS["moons_by"], column) == "1"
        assert dialog.cell(ROWS["moons_against"], column) == "2"
        assert dialog.cell(ROWS["queens"], column) == "7"
        assert dialog.cell(ROWS["hints"], column) == "5"
    assert dialog.cell(ROWS["played"], WITH_UNDO) == "4"
    assert dialog.cell(ROWS["played"], WITHOUT_UNDO) == "0"
    assert dialog.cell(ROWS["played"], EASY) == "0"
    assert dialog.cell(ROWS["rate"], EXPERT) == "—"
    assert dialog.cell(ROWS["best"], NORMAL) == "—"
    assert dialog.table.rowCount() == len(ROWS)


def test_reset_wipes_only_after_the_player_confirms(qtbot: QtBot, store: StatisticsStore) -> None:
    no = Answer(False)
    dialog = open_dialog(qtbot, store, no)
    qtbot.mouseClick(dialog.reset_button, Qt.MouseButton.LeftButton)
    assert no.asked == 1
    assert store.load()[0].overall.games_played == 4
    assert dialog.cell(ROWS["played"], OVERALL) == "4"

    dialog.confirm = yes = Answer(True)
    qtbot.mouseClick(dialog.reset_button, Qt.MouseButton.LeftButton)
    assert yes.asked == 1
    assert store.load()[0].overall == Tally()
    assert dialog.cell(ROWS["played"], OVERALL) == "0"
    assert dialog.cell(ROWS["rate"], OVERALL) == "—"


def test_a_damaged_statistics_file_is_said_in_the_dialog(qtbot: QtBot, tmp_path: Path) -> None:
    store = StatisticsStore(tmp_path / "damaged")
    store.directory.mkdir()
    store.path.write_text("{ not json")
    dialog = open_dialog(qtbot, store, Answer(False))
    assert dialog.problem.isVisible()
    assert "kept as" in dialog.problem.text()
    assert dialog.cell(ROWS["played"], OVERALL) == "0"


def test_the_checkers_rows_show_agreement_and_points_lost_in_the_locales_numbers(
    qtbot: QtBot, tmp_path: Path
) -> None:
    store = StatisticsStore(tmp_path)
    cards = (Card.parse("AS"),), (Card.parse("3S"),)
    flagged = (Verdict("play", 3, *cards, 2.25, 0.5), Verdict("play", 7, *cards, 1.25, 0.5))
    store.record_check(HandCheck(1, 12, 10, flagged), ("expert",) * 3, "g/1", Rules())
    store.record_check(HandCheck(2, 8, 8, ()), ("expert",) * 3, "g/2", Rules())
    before = QLocale()
    QLocale.setDefault(QLocale(QLocale.Language.German, QLocale.Country.Germany))
    try:
        dialog = open_dialog(qtbot, store, Answer(False))
        for column in (OVERALL, EXPERT):
            assert dialog.cell(ROWS["checked"], column) == "20"
            assert dialog.cell(ROWS["agreement"], column) == "90%"
            assert dialog.cell(ROWS["lost"], column) == "1,8"  # 3.5 points over 2 hands
        for column in (WITH_UNDO, WITHOUT_UNDO, EASY):
            assert dialog.cell(ROWS["agreement"], column) == "—"
        assert dialog.cell(ROWS["checked"], EASY) == "0"
    finally:
        QLocale.setDefault(before)


def test_the_hands_replayed_for_practice_are_shown_apart(qtbot: QtBot, tmp_path: Path) -> None:
    store = StatisticsStore(tmp_path)
    dialog = open_dialog(qtbot, store, Answer(False))
    assert dialog.practice.text().startswith("No hand replayed for practice yet")
    dialog.close()
    practice = Tally(games_played=3, hands_played=3, points=14)
    assert store.save(StatisticsBook({Preset.CLASSIC: Statistics(practice=practice)})) is None
    dialog = open_dialog(qtbot, store, Answer(False))
    assert dialog.practice.isVisible()
    assert dialog.practice.text() == (
        "Hands replayed for practice, counted in none of the columns: 3, "
        "4.7 points a hand on average."
    )
    assert dialog.cell(ROWS["played"], OVERALL) == "0"  # in no column


def test_every_row_is_seen_without_scrolling_when_the_screen_has_room(
    qtbot: QtBot, store: StatisticsStore
) -> None:
    """The checker's rows came last: a player opening Statistics sees them without
    finding the table's scroll bar, as long as the screen is tall enough."""
    dialog = open_dialog(qtbot, store, Answer(False))
    table = dialog.table
    room = dialog.screen().availableGeometry()
    assert dialog.frameGeometry().height() <= room.height()
    last = table.visualRect(table.model().index(table.rowCount() - 1, 0))
    assert last.bottom() < table.viewport().height(), (last, table.viewport().size())
    assert not table.verticalScrollBar().isVisible()


def test_the_figures_are_those_of_the_rules_chosen_above_the_table(
    qtbot: QtBot, store: StatisticsStore
) -> None:
    maria = PRESETS[Preset.BLACK_MARIA]
    book, _ = store.load_book()
    book.of(Preset.BLACK_MARIA).overall = Tally(games_played=2, games_won=2)
    assert store.save(book) is None
    dialog = open_dialog(qtbot, store, Answer(False))
    choice = dialog.rules_choice
    assert dialog.shown_rules is Preset.CLASSIC  # the first that has games
    assert dialog.cell(ROWS["played"], OVERALL) == "4"
    names = [choice.itemText(i) for i in range(choice.count())]
    assert names == [
        "Classic (Windows) (4 games)",
        "Omnibus (0 games)",
        "Black Maria (2 games)",
        "Spot Hearts (0 games)",
        "The Czech game (0 games)",
        "Custom (0 games)",
    ]
    qtbot.keyClicks(choice, "B")  # as a player picks from the list by its first letter
    assert dialog.shown_rules is Preset.BLACK_MARIA
    assert dialog.cell(ROWS["played"], OVERALL) == "2"
    assert dialog.cell(ROWS["rate"], OVERALL) == "100%"
    dialog.close()
    custom = open_dialog(qtbot, store, Answer(False))
    assert custom.cell(ROWS["played"], OVERALL) == "4"
    told = StatisticsDialog(store, rules=Rules(queen_breaks_hearts=True), confirm=Answer(False))
    qtbot.addWidget(told)
    assert told.shown_rules is None and told.cell(ROWS["played"], OVERALL) == "0"
    assert StatisticsDialog(store, rules=maria).shown_rules is Preset.BLACK_MARIA


def test_opened_from_the_game_menu_it_shows_the_rules_being_played(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window = quick_window(qtbot, tmp_path)
    window.set_autosave(AutoSave(window.controller, GameStore(tmp_path), StatisticsStore(tmp_path)))
    window.controller.new_game(PRESETS[Preset.SPOT_HEARTS], seed=3)
    (action,) = (a for a in window.findChildren(QAction) if a.text() == "S&tatistics…")
    action.trigger()
    qtbot.waitUntil(lambda: any(d.isVisible() for d in window.findChildren(StatisticsDialog)))
    (dialog,) = window.findChildren(StatisticsDialog)
    assert dialog.shown_rules is Preset.SPOT_HEARTS
    assert dialog.rules_choice.currentText() == "Spot Hearts (0 games)"
    window.controller.shutdown()
