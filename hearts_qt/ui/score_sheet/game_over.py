"""The end of a game: who won, the final standings, and Play Again or Close."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from hearts_qt.controller.texts import number_text
from hearts_qt.engine import Seat
from hearts_qt.ui.score_sheet import palette
from hearts_qt.ui.score_sheet.texts import Names, default_names, headline, ordinal

MIN_WIDTH = 340


@dataclass(frozen=True, slots=True)
class Standing:
    """One line of the final standings."""

    place: int
    """1 + how many seats finished with fewer points: tied seats share a place."""
    seat: Seat
    total: int
    winner: bool


class GameOverDialog(QDialog):
    """The final standings and the winner(s).

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
        self.buttons = QDialogButtonBox(self)
        self.play_again_button = self.buttons.addButton(
            self.tr("&Play Again"), QDialogButtonBox.ButtonRole.AcceptRole
        )
        self.close_button = self.buttons.addButton(QDialogButtonBox.StandardButton.Close)
        self.play_again_button.setDefault(True)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.accepted.connect(self.play_again)
        self.setMinimumWidth(MIN_WIDTH)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 20, 24, 16)
        layout.setSpacing(16)
        layout.addWidget(self.headline)
        layout.addLayout(self._standings_grid())
        layout.addWidget(self.buttons)

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
        """Place, a dot in the seat's chart colour, name, points; the winners in bold."""
        grid = QGridLayout()
        grid.setHorizontalSpacing(10)
        grid.setVerticalSpacing(6)
        heads = ((self.tr("Place"), 0, 1), (self.tr("Player"), 1, 2), (self.tr("Points"), 3, 1))
        for text, column, span in heads:
            label = QLabel(f"<small>{text}</small>", self)
            grid.addWidget(label, 0, column, 1, span, _align(column))
        for row, standing in enumerate(self.standings, start=1):
            swatch = QLabel(self)
            swatch.setPixmap(palette.seat_icon(standing.seat).pixmap(12, 12))
            grid.addWidget(swatch, row, 1)
            name = self._names(standing.seat)
            cells = ((ordinal(standing.place), 0), (name, 2), (number_text(standing.total), 3))
            for text, column in cells:
                label = QLabel(text, self)
                if standing.winner:
                    font = QFont(label.font())
                    font.setBold(True)
                    label.setFont(font)
                grid.addWidget(label, row, column, _align(column))
        grid.setColumnMinimumWidth(0, 44)
        grid.setColumnStretch(2, 1)
        return grid


def _align(column: int) -> Qt.AlignmentFlag:
    if column == 3:
        return Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
    return Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
