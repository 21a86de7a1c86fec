"""The end of a game: who won, the final standings, every hand's scores, and Play Again
(the default) or Close."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from hearts_qt.controller.texts import number_text
from hearts_qt.engine import HandResult, Rules, Seat
from hearts_qt.ui.placement import GUESSED_FRAME, fitted_size
from hearts_qt.ui.rules_words import rules_played
from hearts_qt.ui.score_sheet import palette
from hearts_qt.ui.score_sheet.model import ScoreModel
from hearts_qt.ui.score_sheet.table import height_for_rows, score_table, width_for_columns
from hearts_qt.ui.score_sheet.texts import Names, default_names, headline, ordinal

MIN_WIDTH = 340
MARGIN = 24
"""Pixels left and right of the window's contents."""
WIDTH = 520
"""The window's width at the least: four players' columns of scores side by side."""
ROW_HEIGHT = 1.45
"""Rows a little tighter than the sheet's, so that a whole game fits."""


@dataclass(frozen=True, slots=True)
class Standing:
    """One line of the final standings."""

    place: int
    """1 + how many seats finished with fewer points: tied seats share a place."""
    seat: Seat
    total: int
    winner: bool


class GameOverDialog(QDialog):
    """The end of a game, in one window: who won, the final standings and every hand's
    scores (all of them in view for a game of the usual length), with Play Again as
    the default button.

    ``exec()`` returns ``QDialog.DialogCode.Accepted`` when the player chose Play Again.

    Signals:
        play_again(): the player wants a new game with the same rules.
    """

    play_again = Signal()

    def __init__(
        self,
        winners: Sequence[Seat],
        totals: Sequence[int],
        parent: QWidget | None = None,
        names: Names | None = None,
        rules: Rules | None = None,
        results: Sequence[HandResult] = (),
    ) -> None:
        super().__init__(parent)
        self.setWindowFlag(Qt.WindowType.WindowContextHelpButtonHint, False)
        self.setWindowTitle(self.tr("Game Over"))
        self._names = names or default_names()
        self.standings = self.build_standings(winners, totals)
        self.headline = QLabel(headline(tuple(winners), self._names), self)
        font = QFont(self.headline.font())
        font.setPointSizeF(font.pointSizeF() * 1.6)
        font.setBold(True)
        self.headline.setFont(font)
        self.headline.setAlignment(Qt.AlignmentFlag.AlignCenter)
        played = rules_played(rules or Rules())
        self.rules_label = QLabel(self.tr("Rules: {rules}").format(rules=played), self)
        self.rules_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.rules_label.setVisible(bool(played))  # the classic game needs no name
        self.model = ScoreModel(rules, results, self._names, self)
        self.table = score_table(self.model, self, row_height=ROW_HEIGHT)
        self.table.setVisible(bool(results))
        self.buttons = QDialogButtonBox(self)
        self.play_again_button = self.buttons.addButton(
            self.tr("&Play Again"), QDialogButtonBox.ButtonRole.AcceptRole
        )
        self.close_button = self.buttons.addButton(QDialogButtonBox.StandardButton.Close)
        self.close_button.setAutoDefault(False)
        self.play_again_button.setDefault(True)  # Enter plays again
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.accepted.connect(self.play_again)
        self.setMinimumWidth(MIN_WIDTH)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(MARGIN, 20, MARGIN, 16)
        layout.setSpacing(14)
        layout.addWidget(self.headline)
        layout.addWidget(self.rules_label)
        layout.addLayout(self._standings_grid())
        layout.addWidget(self.table, 1)
        layout.addWidget(self.buttons)
        self.play_again_button.setFocus()
        # Sized now: a window left to size itself gets at most 2/3 of the screen, too
        # short for a whole game's hands.
        self.resize(self.sizeHint())

    @staticmethod
    def build_standings(winners: Sequence[Seat], totals: Sequence[int]) -> list[Standing]:
        """The seats from the lowest total up (seat order on a tie), with their places."""
        order = sorted(Seat, key=lambda seat: (totals[seat], seat))
        return [
            Standing(
                place=1 + sum(1 for total in totals if total < totals[seat]),
                seat=seat,
                total=totals[seat],
                winner=seat in winners,
            )
            for seat in order
        ]

    def _standings_grid(self) -> QGridLayout:
        """A column per player from the winner on: the place, a dot in the seat's chart
        colour with the name, and the points; the winners in bold. Side by side, so the
        hands below keep the height."""
        grid = QGridLayout()
        grid.setHorizontalSpacing(18)
        grid.setVerticalSpacing(2)
        centre = Qt.AlignmentFlag.AlignCenter
        for column, standing in enumerate(self.standings):
            place = QLabel(ordinal(standing.place), self)
            name = QLabel(self._names(standing.seat), self)
            name.setToolTip(self.tr("Player"))
            swatch = QLabel(self)
            swatch.setPixmap(palette.seat_icon(standing.seat).pixmap(12, 12))
            points = QLabel(number_text(standing.total), self)
            points.setToolTip(self.tr("Points"))
            big = QFont(points.font())
            big.setPointSizeF(big.pointSizeF() * 1.3)
            big.setBold(standing.winner)
            points.setFont(big)
            if standing.winner:
                for label in (place, name):
                    bold = QFont(label.font())
                    bold.setBold(True)
                    label.setFont(bold)
            who = QHBoxLayout()
            who.setSpacing(6)
            who.addStretch(1)
            who.addWidget(swatch)
            who.addWidget(name)
            who.addStretch(1)
            grid.addWidget(place, 0, column, centre)
            grid.addLayout(who, 1, column)
            grid.addWidget(points, 2, column, centre)
            grid.setColumnStretch(column, 1)
        return grid

    def sizeHint(self) -> QSize:
        """Tall enough for every hand of the game and wide enough for every cell, as
        far as the screen allows."""
        hint = super().sizeHint()
        if not self.model.rowCount():
            return hint
        wanted = height_for_rows(self.table, self.model.rowCount())
        size = QSize(
            max(hint.width(), WIDTH, width_for_columns(self.table) + 2 * MARGIN),
            hint.height() - self.table.sizeHint().height() + wanted,
        )
        if self.screen() is not None:
            room = fitted_size(size, self.screen().availableGeometry(), GUESSED_FRAME)
            size = size.boundedTo(room)
        return size
