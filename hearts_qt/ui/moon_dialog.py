"""New Moon: South shot the moon (or the sun) and chooses how it is scored.

Two large buttons, one per choice ("Add 26 to each opponent", "Subtract 26 from your
score"), each with the totals it gives and what it means for the game (who wins it, or
that it goes on). Everything shown comes from the controller's ``MoonQuestion``. The
dialog does not block the window (Undo takes back the last card meanwhile; the window
then closes the dialog) and it cannot be dismissed without a choice: the hand's score
waits for one.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QCommandLinkButton, QDialog, QLabel, QVBoxLayout, QWidget

from hearts_qt.controller.moon import MoonOutcome, MoonQuestion
from hearts_qt.controller.texts import number_text
from hearts_qt.engine import MoonScoring, Seat
from hearts_qt.ui.score_sheet.texts import join_names

WIDTH_CHARS = 60
"""The width of the dialog's texts, in average characters."""


class MoonDialog(QDialog):
    """Asks South how its New Moon is scored.

    Signals:
        chosen(MoonScoring): the player chose; the dialog has closed.
    """

    chosen = Signal(object)

    def __init__(
        self, question: MoonQuestion, names: Callable[[Seat], str], parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.question = question
        self._names = names
        self._leaving = False
        self.setWindowTitle(self.tr("New Moon"))
        self.setWindowFlag(Qt.WindowType.WindowContextHelpButtonHint, False)
        self.setWindowFlag(Qt.WindowType.WindowCloseButtonHint, False)
        shot = self.tr("You shot the sun!") if question.sun else self.tr("You shot the moon!")
        self.heading = QLabel(f"<h2>{shot}</h2>", self)
        self.heading.setTextFormat(Qt.TextFormat.RichText)
        self.explanation = QLabel(self.tr("Choose how this hand is scored:"), self)
        value = number_text(question.value)
        self.add = self._button(
            self.tr("&Add {value} to each opponent").format(value=value),
            question.outcome(MoonScoring.OTHERS_PLUS),
        )
        self.subtract = self._button(
            self.tr("&Subtract {value} from your score").format(value=value),
            question.outcome(MoonScoring.SHOOTER_MINUS),
        )
        layout = QVBoxLayout(self)
        for widget in (self.heading, self.explanation, self.add, self.subtract):
            layout.addWidget(widget)
        width = self.fontMetrics().averageCharWidth() * WIDTH_CHARS
        self.setMinimumWidth(width)
        margins = layout.contentsMargins()
        inside = width - margins.left() - margins.right()
        for button in (self.add, self.subtract):  # every line of its description shows
            lines = button.sizeHint().height()  # heightForWidth misses the description's \n
            button.setMinimumHeight(max(lines, button.heightForWidth(inside)))
        self.add.setFocus()

    def prompt(self) -> str:
        """What the status line says while the dialog waits."""
        if self.question.sun:
            return self.tr("You shot the sun: choose how it is scored.")
        return self.tr("You shot the moon: choose how it is scored.")

    def _button(self, text: str, outcome: MoonOutcome) -> QCommandLinkButton:
        button = QCommandLinkButton(text, self.describe(outcome), self)
        button.setAutoDefault(False)
        button.clicked.connect(lambda: self._choose(outcome.choice))
        return button

    def describe(self, outcome: MoonOutcome) -> str:
        """The totals a choice gives, who of them dropped to half (Perfect 100), and
        what it means for the game (nothing for a hand replayed as practice)."""
        totals = " · ".join(
            self.tr("{name} {total}").format(name=self._name(seat), total=number_text(total))
            for seat, total in zip(Seat, outcome.totals, strict=True)
        )
        lines = [totals, self.halved(outcome)]
        if not self.question.practice:
            lines.append(self.verdict(outcome))
        return "\n".join(line for line in lines if line)

    def halved(self, outcome: MoonOutcome) -> str:
        """ "West and East: exactly 50, down to 25." (Perfect 100), or "" for nobody."""
        if not outcome.halved:
            return ""
        first = outcome.halved[0]
        reached = self.question.totals[first] + outcome.points[first]  # the target, exactly
        names = join_names([self._name(seat) for seat in outcome.halved])
        return self.tr("{names}: exactly {target}, down to {half}.").format(
            names=names, target=number_text(reached), half=number_text(outcome.totals[first])
        )

    def verdict(self, outcome: MoonOutcome) -> str:
        """ "You win the game.", "You share the win.", "You lose: West wins the game." or
        "The game goes on." """
        if not outcome.over:
            return self.tr("The game goes on.")
        winners = outcome.winners
        if winners == (Seat.SOUTH,):
            return self.tr("You win the game.")
        if Seat.SOUTH in winners:
            return self.tr("The game ends: you share the win.")
        names = ", ".join(self._names(seat) for seat in winners)
        if len(winners) == 1:
            return self.tr("The game ends and you lose: {name} wins.").format(name=names)
        return self.tr("The game ends and you lose: {names} share the win.").format(names=names)

    def _name(self, seat: Seat) -> str:
        return self.tr("You") if seat is Seat.SOUTH else self._names(seat)

    def _choose(self, choice: MoonScoring) -> None:
        self.dismiss()
        self.chosen.emit(choice)

    def dismiss(self) -> None:
        """Close the dialog without a choice: the game no longer asks it (an undo, a new
        game), or it has been answered."""
        self._leaving = True
        self.close()

    def reject(self) -> None:
        """Esc: the choice must be made; the dialog stays."""
        if self._leaving:
            super().reject()

    def closeEvent(self, event: QCloseEvent) -> None:
        if self._leaving:
            super().closeEvent(event)
        else:
            event.ignore()
