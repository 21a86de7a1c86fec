"""Options ▸ House Rules ▸ Card Values…: what each card is worth to whoever takes it.

A grid of the 52 cards, a suit to a row, each with a spin box from −99 to 99. The J♦ is
not editable while its own option (the Rules tab) is on: the option is its value then.
Values where no card scores are refused with a message, and OK waits for a change.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QLabel,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from hearts_qt.controller.texts import card_text, rank_letter
from hearts_qt.engine import DECK, JACK_OF_DIAMONDS, Rank
from hearts_qt.engine.rules import CARD_VALUE_LIMIT, CLASSIC_VALUES, values_can_moon
from hearts_qt.ui.decks import RED
from hearts_qt.ui.rules_words import SUITS_AS_SAID


class CardValuesDialog(QDialog):
    """The cards' values; ``values()`` is what the spin boxes show (the J♦ 0 while its
    option is on)."""

    def __init__(
        self, values: tuple[int, ...], jack_option: bool, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Card Values"))
        self.jack_option = jack_option
        self.boxes: list[QSpinBox] = []
        grid = QGridLayout()
        grid.setHorizontalSpacing(4)
        for column, rank in enumerate(Rank, start=1):
            head = QLabel(rank_letter(rank))
            grid.addWidget(head, 0, column, Qt.AlignmentFlag.AlignCenter)
        by_index: dict[int, QSpinBox] = {}
        for row, suit in enumerate(SUITS_AS_SAID, start=1):
            name = QLabel(suit.symbol)
            name.setStyleSheet(f"color: {RED};" if suit.is_red else "")
            grid.addWidget(name, row, 0, Qt.AlignmentFlag.AlignRight)
            for column, card in enumerate((c for c in DECK if c.suit is suit), start=1):
                box = QSpinBox()
                box.setRange(-CARD_VALUE_LIMIT, CARD_VALUE_LIMIT)
                box.setAccessibleName(card_text(card))
                box.setToolTip(card_text(card))
                box.setAlignment(Qt.AlignmentFlag.AlignRight)
                box.valueChanged.connect(self._check)
                grid.addWidget(box, row, column)
                by_index[card.index] = box
        self.boxes = [by_index[i] for i in range(len(DECK))]
        jack = self.boxes[JACK_OF_DIAMONDS.index]
        jack.setEnabled(not jack_option)
        self.note = QLabel()
        self.note.setWordWrap(True)
        if jack_option:
            self.note.setText(
                self.tr(
                    "<i>The J♦ has an option of its own on the Rules tab; while it is on, "
                    "that option is the J♦'s value.</i>"
                )
            )
        self.problem = QLabel()
        self.problem.setWordWrap(True)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.reset = self.buttons.addButton(
            self.tr("Reset to &Classic"), QDialogButtonBox.ButtonRole.ResetRole
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.buttons.clicked.connect(self._on_clicked)
        layout = QVBoxLayout(self)
        layout.addWidget(
            QLabel(self.tr("What each card is worth to whoever takes it (−99 to 99):"))
        )
        layout.addLayout(grid)
        layout.addWidget(self.note)
        layout.addWidget(self.problem)
        layout.addStretch(1)
        layout.addWidget(self.buttons)
        self.show_values(values)

    def show_values(self, values: tuple[int, ...]) -> None:
        """Fill the spin boxes (the J♦ shows 0 while its option is on)."""
        for index, (box, value) in enumerate(zip(self.boxes, values, strict=True)):
            box.setValue(0 if self.jack_option and index == JACK_OF_DIAMONDS.index else value)
        self._check()

    def values(self) -> tuple[int, ...]:
        return tuple(box.value() for box in self.boxes)

    def _check(self, *_args: object) -> None:
        scoring = values_can_moon(self.values())
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        if ok is not None:
            ok.setEnabled(scoring)
        self.problem.setText(
            ""
            if scoring
            else self.tr(
                "<b>At least two cards must be worth points (more than 0): with one alone, "
                "whoever took it would shoot the moon every hand.</b>"
            )
        )

    def _on_clicked(self, button: QAbstractButton) -> None:
        if button is self.reset:
            self.show_values(CLASSIC_VALUES)
