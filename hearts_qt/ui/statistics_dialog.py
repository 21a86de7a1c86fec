"""Game ▸ Statistics: the player's record overall and by opponent level, with Reset.

The figures are kept per set of rules (``storage/statistics.py``): a chooser above the
table shows one preset's (Classic, Omnibus, Black Maria, Spot Hearts, the Czech game) or
the custom rules', each with its count of games. A column per level holds the games
whose strongest opponent played at that level, so the level columns add up to the
overall one (streaks apart). The last rows are the play checker's (Check My Play),
overall and per level: how often the Expert agreed with the player's decisions, and the
points the others gave up, per hand checked.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QLocale, Qt
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from hearts_qt.ai import LEVELS
from hearts_qt.engine import Rules
from hearts_qt.storage.check_tally import CheckTally
from hearts_qt.storage.statistics import (
    KINDS,
    RulesKind,
    Statistics,
    StatisticsBook,
    StatisticsStore,
    Tally,
    kind_of,
)
from hearts_qt.ui.options_dialog import level_name
from hearts_qt.ui.placement import fit_on_screen
from hearts_qt.ui.rules_words import preset_name


def ask_to_reset(parent: QWidget) -> bool:
    """The confirmation before the statistics are wiped."""
    answer = QMessageBox.question(
        parent,
        QCoreApplication.translate("StatisticsDialog", "Reset Statistics"),
        QCoreApplication.translate(
            "StatisticsDialog", "Reset all your statistics? This cannot be undone."
        ),
        QMessageBox.StandardButton.Reset | QMessageBox.StandardButton.Cancel,
        QMessageBox.StandardButton.Cancel,
    )
    return answer == QMessageBox.StandardButton.Reset


class StatisticsDialog(QDialog):
    """The statistics read from ``store``; Reset asks ``confirm`` first.

    The figures shown first are those of ``rules``' preset, or (without ``rules``) of the
    first set of rules, in the chooser's order, that has a game counted. Tests pass a
    ``confirm`` that answers without a modal box.
    """

    def __init__(
        self,
        store: StatisticsStore,
        parent: QWidget | None = None,
        *,
        rules: Rules | None = None,
        confirm: Callable[[QWidget], bool] = ask_to_reset,
    ) -> None:
        super().__init__(parent)
        self.store = store
        self.confirm = confirm
        self._book = StatisticsBook()
        self.setWindowTitle(self.tr("Statistics"))
        self.rules_choice = QComboBox()
        """Which set of rules the figures are of."""
        for kind in KINDS:
            self.rules_choice.addItem(preset_name(kind), kind)
        self.rules_choice.setToolTip(
            self.tr("Games count under the rules they were played with: a preset, or custom")
        )
        rows = len(self._rows()) + len(self._check_rows())
        self.table = QTableWidget(rows, 3 + len(LEVELS))
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        headers = [
            self.tr("Overall"),
            self.tr("Without undo"),
            self.tr("With undo"),
            *(level_name(level) for level in LEVELS),
        ]
        tips = [
            "",
            self.tr("Games in which you never used Undo"),
            self.tr("Games in which you used Undo at least once"),
            *[self.tr("Games whose strongest opponent played at this level")] * len(LEVELS),
        ]
        for column, (text, tip) in enumerate(zip(headers, tips, strict=True)):
            header = QTableWidgetItem(text)
            if tip:
                header.setToolTip(tip)
            self.table.setHorizontalHeaderItem(column, header)
        labels = [label for label, _ in (*self._rows(), *self._check_rows())]
        self.table.setVerticalHeaderLabels(labels)
        checked = self.tr("Your decisions the Expert went over after each hand (Check My Play)")
        for row in range(len(self._rows()), rows):
            header = self.table.verticalHeaderItem(row)
            if header is not None:
                header.setToolTip(checked)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.note = QLabel(
            self.tr(
                "A game abandoned for a new one counts as played but not won, and ends the "
                "winning streak. Games the computer played for you are not counted."
            )
        )
        self.note.setWordWrap(True)
        self.practice = QLabel()
        """The hands replayed as practice (Game ▸ Replay This Hand), counted apart."""
        self.practice.setWordWrap(True)
        self.problem = QLabel()
        self.problem.setWordWrap(True)
        self.problem.hide()
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.reset_button = QPushButton(self.tr("&Reset…"))
        buttons.addButton(self.reset_button, QDialogButtonBox.ButtonRole.ResetRole)
        self.reset_button.clicked.connect(self.reset)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        chooser = QFormLayout()
        chooser.addRow(self.tr("&Rules:"), self.rules_choice)
        layout.addLayout(chooser)
        layout.addWidget(self.table)
        layout.addWidget(self.practice)
        layout.addWidget(self.note)
        layout.addWidget(self.problem)
        layout.addWidget(buttons)
        self.refresh()
        self.rules_choice.setCurrentIndex(KINDS.index(self._first_shown(rules)))
        self._on_rules_chosen()
        self.rules_choice.currentIndexChanged.connect(self._on_rules_chosen)
        self.resize(900, self._height_for_every_row())

    def _height_for_every_row(self) -> int:
        """Tall enough that every row is seen without scrolling (the checker's come
        last); ``showEvent`` gives back what the screen has not."""
        table = self.table
        rows = table.verticalHeader().length() + table.horizontalHeader().sizeHint().height()
        rows += 2 * table.frameWidth()
        return self.sizeHint().height() - table.sizeHint().height() + rows

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        fit_on_screen(self)

    def _number(self, value: int | None) -> str:
        return "—" if value is None else QLocale().toString(value)

    def _percent(self, value: float | None) -> str:
        if value is None:
            return "—"
        return self.tr("{0}%").format(QLocale().toString(100 * value, "f", 0))

    def _decimal(self, value: float | None) -> str:
        return "—" if value is None else QLocale().toString(value, "f", 1)

    def _rows(self) -> list[tuple[str, Callable[[Tally], str]]]:
        number, percent, decimal = self._number, self._percent, self._decimal
        return [
            (self.tr("Games played"), lambda t: number(t.games_played)),
            (self.tr("Games won"), lambda t: number(t.games_won)),
            (self.tr("Win rate"), lambda t: percent(t.win_rate)),
            (self.tr("Games abandoned"), lambda t: number(t.games_abandoned)),
            (self.tr("Current winning streak"), lambda t: number(t.current_streak)),
            (self.tr("Longest winning streak"), lambda t: number(t.longest_streak)),
            (self.tr("Average points per hand"), lambda t: decimal(t.average_points)),
            (self.tr("Best final score"), lambda t: number(t.best_score)),
            (self.tr("Worst final score"), lambda t: number(t.worst_score)),
            (self.tr("Moons shot by you"), lambda t: number(t.moons_by_you)),
            (self.tr("Moons shot against you"), lambda t: number(t.moons_against_you)),
            (self.tr("Q♠ taken"), lambda t: number(t.queens_taken)),
            (self.tr("Hints asked for"), lambda t: number(t.hints)),
        ]

    def _check_rows(self) -> list[tuple[str, Callable[[CheckTally], str]]]:
        return [
            (self.tr("Decisions checked"), lambda c: self._number(c.decisions)),
            (self.tr("Agreement with the Expert"), lambda c: self._percent(c.agreement)),
            (
                self.tr("Points lost per hand checked"),
                lambda c: self._decimal(c.points_lost_per_hand),
            ),
        ]

    def refresh(self) -> None:
        """Read the file again and show the chosen rules' figures."""
        self._book, message = self.store.load_book()
        self._show_problem(message)
        for index, kind in enumerate(KINDS):
            games = self._games_played(kind)
            self.rules_choice.setItemText(
                index, self.tr("{rules} (%n game(s))", "", games).format(rules=preset_name(kind))
            )
        self._show(self._book.of(self.shown_rules))

    def _games_played(self, kind: RulesKind) -> int:
        figures = self._book.figures.get(kind)
        return 0 if figures is None else figures.overall.games_played

    def _first_shown(self, rules: Rules | None) -> RulesKind:
        if rules is not None:
            return kind_of(rules)
        return next((kind for kind in KINDS if self._games_played(kind)), KINDS[0])

    @property
    def shown_rules(self) -> RulesKind:
        """The set of rules whose figures are shown (None: custom rules)."""
        kind: RulesKind = self.rules_choice.currentData()
        return kind

    def _on_rules_chosen(self) -> None:
        self._show(self._book.of(self.shown_rules))

    def _show(self, statistics: Statistics) -> None:
        tallies = [
            statistics.overall,
            statistics.without_undo,
            statistics.with_undo,
            *(statistics.levels[level] for level in LEVELS),
        ]
        for row, (_label, text) in enumerate(self._rows()):
            for column, tally in enumerate(tallies):
                self._put(row, column, text(tally))
        checks = statistics.checks  # none apart for games with or without undo
        columns = [checks.overall, None, None, *(checks.levels[level] for level in LEVELS)]
        for row, (_label, shown) in enumerate(self._check_rows(), len(self._rows())):
            for column, checked in enumerate(columns):
                self._put(row, column, "—" if checked is None else shown(checked))
        self._show_practice(statistics.practice)

    def _show_practice(self, practice: Tally) -> None:
        """One line for the replayed hands, which no column above counts."""
        if not practice.hands_played:
            self.practice.setText(
                self.tr("No hand replayed for practice yet (Game ▸ Replay This Hand).")
            )
            return
        self.practice.setText(
            self.tr(
                "Hands replayed for practice, counted in none of the columns: %n, "
                "{points} points a hand on average.",
                "",
                practice.hands_played,
            ).format(points=self._decimal(practice.average_points))
        )

    def _put(self, row: int, column: int, text: str) -> None:
        item = QTableWidgetItem(text)
        item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
        self.table.setItem(row, column, item)

    def cell(self, row: int, column: int) -> str:
        """The text shown in a cell (row and column as in the table)."""
        item = self.table.item(row, column)
        return item.text() if item is not None else ""

    def reset(self) -> None:
        """Wipe the statistics, once the player has confirmed."""
        if not self.confirm(self):
            return
        message = self.store.reset()
        self.refresh()
        if message:
            self._show_problem(message)

    def _show_problem(self, message: str | None) -> None:
        self.problem.setText(message or "")
        self.problem.setVisible(bool(message))
