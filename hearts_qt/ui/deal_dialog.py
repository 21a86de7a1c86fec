"""Game ▸ Play Deal…: the player types a deal number a friend gave them.

Enter plays the deal when the number is one (else the dialog says why, under the field,
and stays open with the text selected); Esc cancels.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLayout,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from hearts_qt.engine.deal_number import (
    FIRST,
    LAST,
    DealNumberError,
    Problem,
    deal_number_text,
    parse_deal_number,
)

WIDTH_CHARS = 56
"""The width of the dialog's texts, in average characters."""
MAX_TYPED = 40
"""Longer than any deal number, with spaces between its groups."""


class DealNumberDialog(QDialog):
    """Asks for a deal number.

    Signals:
        chosen(int number): the player asked for this deal; the dialog has closed.
    """

    chosen = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Play Deal"))
        self.setWindowFlag(Qt.WindowType.WindowContextHelpButtonHint, False)
        self.field = QLineEdit(self)
        self.field.setMaxLength(MAX_TYPED)
        self.field.setPlaceholderText(deal_number_text(31_415_926))
        self.field.textEdited.connect(self._clear_problem)
        label = QLabel(self.tr("Deal &number:"), self)
        label.setBuddy(self.field)
        self.explanation = QLabel(
            self.tr(
                "Every game has a deal number, shown in the title bar. Type one a friend "
                "gives you to play the same cards, under the same rules, in every hand."
            ),
            self,
        )
        self.explanation.setWordWrap(True)
        self.problem = QLabel(self)
        self.problem.setWordWrap(True)
        bold = self.problem.font()
        bold.setBold(True)
        self.problem.setFont(bold)
        self.problem.hide()
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel, self)
        self.play_button = buttons.addButton(
            self.tr("&Play"), QDialogButtonBox.ButtonRole.AcceptRole
        )
        self.play_button.setDefault(True)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form = QFormLayout()
        form.addRow(label, self.field)
        layout = QVBoxLayout(self)
        layout.addWidget(self.explanation)
        layout.addLayout(form)
        layout.addWidget(self.problem)
        layout.addWidget(buttons)
        # As large as its texts need (a message wraps onto more lines), never cut short.
        layout.setSizeConstraint(QLayout.SizeConstraint.SetFixedSize)
        self.explanation.setFixedWidth(self.fontMetrics().averageCharWidth() * WIDTH_CHARS)

    def accept(self) -> None:
        """Play the deal typed, or say why it is not a deal number."""
        try:
            number = parse_deal_number(self.field.text())
        except DealNumberError as error:
            self.problem.setText(self.problem_text(error.problem, self.field.text().strip()))
            self.problem.show()
            self.field.selectAll()
            self.field.setFocus()
            return
        super().accept()
        self.chosen.emit(number)

    def problem_text(self, problem: Problem, typed: str) -> str:
        first, last = deal_number_text(FIRST), deal_number_text(LAST)
        typed = typed.replace(" ", "\u00a0")  # a number typed in groups stays on one line
        if problem is Problem.EMPTY:
            return self.tr("Type a deal number, from {first} to {last}.").format(
                first=first, last=last
            )
        if problem is Problem.NOT_A_NUMBER:
            return self.tr(
                "“{typed}” is not a deal number: a deal number has only digits, such as {example}."
            ).format(typed=typed, example=deal_number_text(31_415_926))
        if problem is Problem.TOO_SMALL:
            return self.tr("Deal numbers start at {first}: there is no deal {typed}.").format(
                first=first, typed=typed
            )
        return self.tr("Deal numbers go up to {last}: {typed} is too large.").format(
            last=last, typed=typed
        )

    def _clear_problem(self) -> None:
        self.problem.hide()
