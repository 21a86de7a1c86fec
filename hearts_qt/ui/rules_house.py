"""Options ▸ House Rules: the pass, the first lead, hearts, the cards' values, Perfect
100, the no-tricks bonus and shared wins.

The tab shows and gives back only its own options (``HouseOptions``); the Rules tab puts
them together with the rest and says which preset they make.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QValidator
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from hearts_qt.controller.texts import with_sign
from hearts_qt.engine import JACK_OF_DIAMONDS, FirstLead, PassDirection, Rules
from hearts_qt.engine.rules import BONUS_LIMIT, CLASSIC_PASS_CYCLE, PASS_COUNTS
from hearts_qt.ui.rules_values import CardValuesDialog
from hearts_qt.ui.rules_words import values_words


@dataclass(frozen=True, slots=True)
class HouseOptions:
    """The options of the House Rules tab, as ``Rules`` takes them."""

    pass_count: int
    pass_cycle: tuple[PassDirection, ...]
    first_lead: FirstLead
    hearts_any_time: bool
    card_values: tuple[int, ...]
    perfect_100: bool
    no_tricks_bonus: int | None
    no_shared_wins: bool


class BonusBox(QSpinBox):
    """The no-tricks bonus from −26 to 26 points, where 0 reads "Off"; a number typed,
    with or without its sign or "points", is read."""

    def textFromValue(self, value: int) -> str:
        if value == 0:
            return self.tr("Off")
        return with_sign(self.tr("%n point(s)", "", abs(value)), value)

    def valueFromText(self, text: str) -> int:
        found = _NUMBER.search(text.replace("−", "-"))
        return 0 if found is None else int(found.group())

    def validate(self, text: str, pos: int) -> tuple[QValidator.State, str, int]:
        found = _NUMBER.search(text.replace("−", "-"))
        if found is None or abs(int(found.group())) > BONUS_LIMIT:
            return QValidator.State.Intermediate, text, pos  # put right on leaving
        return QValidator.State.Acceptable, text, pos


_NUMBER = re.compile(r"-?\d{1,3}")


class HouseRulesTab(QWidget):
    """The house rules' fields; ``jack_option`` (the Rules tab's J♦) decides whether the
    Card Values dialog lets the J♦ be changed.

    Signals:
        changed(): the player changed one of the fields.
    """

    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.jack_option = False
        self._values: tuple[int, ...] = Rules().values
        self.pass_count = QComboBox()
        for count in PASS_COUNTS:
            self.pass_count.addItem(self.tr("%n card(s)", "", count), count)
        direction_texts = {
            PassDirection.LEFT: self.tr("Le&ft"),
            PassDirection.RIGHT: self.tr("Ri&ght"),
            PassDirection.ACROSS: self.tr("&Across"),
            PassDirection.HOLD: self.tr("&Hold (no pass)"),
        }
        self.directions = {d: QCheckBox(direction_texts[d]) for d in CLASSIC_PASS_CYCLE}
        self.first_lead = QComboBox()
        self.first_lead.addItem(self.tr("The holder of the 2♣ leads it"), FirstLead.TWO_OF_CLUBS)
        self.first_lead.addItem(
            self.tr("The player left of the dealer, any card"), FirstLead.LEFT_OF_DEALER
        )
        self.hearts_any_time = QCheckBox(self.tr("H&earts may be led at any time"))
        self.card_values = QPushButton(self.tr("Card &Values…"))
        self.card_values.clicked.connect(self.show_card_values)
        self.values_text = QLabel()
        self.values_text.setWordWrap(True)
        self.perfect_100 = QCheckBox(
            self.tr("Perfect 100: a total of e&xactly the target score drops to half of it")
        )
        self.no_tricks_bonus = BonusBox()
        self.no_tricks_bonus.setRange(-BONUS_LIMIT, BONUS_LIMIT)
        self.no_shared_wins = QCheckBox(
            self.tr("No share&d wins: a tie for the lowest total plays on")
        )
        self.note = QLabel()
        self.note.setWordWrap(True)
        self.note.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self._lay_out()
        for box in (self.hearts_any_time, self.perfect_100, self.no_shared_wins):
            box.toggled.connect(self.changed)
        for box in self.directions.values():
            box.toggled.connect(self._on_direction)
        for combo in (self.pass_count, self.first_lead):
            combo.currentIndexChanged.connect(self.changed)
        self.no_tricks_bonus.valueChanged.connect(self.changed)
        self.show_options(Rules())

    def _lay_out(self) -> None:
        form = QFormLayout()
        count_label = QLabel(self.tr("Cards pa&ssed:"))
        count_label.setBuddy(self.pass_count)
        form.addRow(count_label, self.pass_count)
        directions = QHBoxLayout()
        for box in self.directions.values():
            directions.addWidget(box)
        directions.addStretch(1)
        form.addRow(self.tr("Passed, hand by hand:"), directions)
        lead_label = QLabel(self.tr("&Who leads the first trick:"))
        lead_label.setBuddy(self.first_lead)
        form.addRow(lead_label, self.first_lead)
        form.addRow(self.hearts_any_time)
        values_row = QHBoxLayout()
        values_row.addWidget(self.card_values, 0, Qt.AlignmentFlag.AlignTop)
        values_row.addWidget(self.values_text, 1)
        form.addRow(values_row)
        bonus_label = QLabel(self.tr("Taking no tric&k scores:"))
        bonus_label.setBuddy(self.no_tricks_bonus)
        form.addRow(bonus_label, self.no_tricks_bonus)
        form.addRow(self.perfect_100)
        form.addRow(self.no_shared_wins)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addStretch(1)
        layout.addWidget(self.note)

    def show_options(self, rules: Rules) -> None:
        """Show the house rules of ``rules``, without telling ``changed``."""
        self.blockSignals(True)
        select_data(self.pass_count, rules.pass_count)
        for direction, box in self.directions.items():
            box.setChecked(direction in rules.pass_cycle)
        select_data(self.first_lead, rules.first_lead)
        self.hearts_any_time.setChecked(rules.hearts_any_time)
        self._values = rules.values
        self.perfect_100.setChecked(rules.perfect_100)
        self.no_tricks_bonus.setValue(rules.no_tricks_bonus or 0)
        self.no_shared_wins.setChecked(rules.no_shared_wins)
        self.blockSignals(False)
        self._show_state()

    def options(self) -> HouseOptions:
        """What the fields show; the J♦ is worth nothing of itself while its option is on."""
        values = self._values
        if self.jack_option:
            values = tuple(0 if i == JACK_OF_DIAMONDS.index else v for i, v in enumerate(values))
        return HouseOptions(
            pass_count=int(self.pass_count.currentData()),
            pass_cycle=tuple(d for d, box in self.directions.items() if box.isChecked()),
            first_lead=FirstLead(self.first_lead.currentData()),
            hearts_any_time=self.hearts_any_time.isChecked(),
            card_values=values,
            perfect_100=self.perfect_100.isChecked(),
            no_tricks_bonus=self.no_tricks_bonus.value() or None,
            no_shared_wins=self.no_shared_wins.isChecked(),
        )

    def set_jack_option(self, on: bool) -> None:
        """The Rules tab's J♦ option is ``on`` (or off): the J♦'s own value counts or not."""
        self.jack_option = on
        self._show_state()

    def show_card_values(self) -> None:
        """The Card Values dialog; its OK changes the values shown here."""
        dialog = CardValuesDialog(self.options().card_values, self.jack_option, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.accepted.connect(lambda: self._take_values(dialog.values()))
        dialog.open()

    def _take_values(self, values: tuple[int, ...]) -> None:
        self._values = values
        self._show_state()
        self.changed.emit()

    def _on_direction(self, *_args: object) -> None:
        self._show_state()
        self.changed.emit()

    def _show_state(self) -> None:
        """The values in words; the one direction left checked cannot be unchecked."""
        self.values_text.setText(values_words(self.options().card_values))
        checked = [box for box in self.directions.values() if box.isChecked()]
        for box in self.directions.values():
            box.setEnabled(len(checked) > 1 or box not in checked)


def select_data(box: QComboBox, data: object) -> None:
    """Show the item of ``data`` (the first item if there is none)."""
    box.setCurrentIndex(max(box.findData(data), 0))
