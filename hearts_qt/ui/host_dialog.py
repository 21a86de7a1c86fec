"""Game ▸ Host Table…: open a table on this computer for friends to join.

The player chooses the port (or any free one), the table's name, an optional password and
the levels of the computers that take the seats no friend takes; the rules are those of
Game ▸ Options (its Rules tab opens from here: one home for choosing rules). A table saved
by this computer's host that was not finished is offered again, with its own rules, seats
and levels. Opening the table happens before the dialog closes: a port in use or refused
is said in the dialog, with everything as the player filled it in.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from hearts_qt.ai import LEVELS
from hearts_qt.engine import Rules, Seat
from hearts_qt.engine.presets import Preset, preset_of
from hearts_qt.net.protocol import MAX_NAME, MAX_TEXT
from hearts_qt.net.serve_options import DEFAULT_PORT
from hearts_qt.storage import Settings
from hearts_qt.storage.saved_table import SavedTable
from hearts_qt.storage.settings import OPPONENTS, as_name
from hearts_qt.ui.options_dialog import OptionsDialog, level_name
from hearts_qt.ui.player_name import player_name
from hearts_qt.ui.rules_words import rules_name


@dataclass(frozen=True, slots=True)
class HostChoices:
    """What the player chose in the dialog."""

    table: str
    name: str
    """The host's own player's, at South."""
    port: int
    """0: any free port."""
    password: str
    """"": anyone may sit down."""
    levels: tuple[str, str, str, str]
    """The computers' levels, South's (the host's own seat while away) included."""
    rules: Rules
    resume: SavedTable | None
    """The saved table to go on with, or None: a new table."""


Opener = Callable[[HostChoices], str | None]
"""Opens the table as chosen; None, or one sentence saying why it could not."""


class HostDialog(QDialog):
    """The table's port, name, password and computers; Open the Table opens it through
    ``opener`` and closes the dialog only once the table is open."""

    def __init__(
        self,
        settings: Settings,
        opener: Opener,
        saved: SavedTable | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Host Table"))
        self.settings = settings
        self.opener = opener
        self.saved = saved
        self.resume = QCheckBox(self)
        self.resume.setVisible(saved is not None)
        self.name = QLineEdit(player_name(settings), self)
        self.name.setMaxLength(MAX_NAME)
        self.table_name = QLineEdit(self)
        self.table_name.setMaxLength(MAX_TEXT)
        self._default_table = self.tr("{name}’s table").format(name=self.name.text())
        self.table_name.setText(self._default_table)
        self.table_name.setPlaceholderText(self._default_table)
        self.port = QSpinBox(self)
        self.port.setRange(1, 65535)
        self.port.setValue(DEFAULT_PORT)
        self.any_port = QCheckBox(self.tr("&Any free port"), self)
        self.any_port.toggled.connect(lambda on: self.port.setEnabled(not on))
        self.password = QLineEdit(self)
        self.password.setMaxLength(MAX_TEXT)
        self.password.setPlaceholderText(self.tr("None: anyone may sit down"))
        self.rules_text = QLabel(self)
        self.rules_text.setWordWrap(True)
        self.change_rules = QPushButton(self.tr("&Change the Rules…"), self)
        self.change_rules.clicked.connect(self.show_rules_options)
        self.level_boxes: dict[Seat, QComboBox] = {}
        for seat in OPPONENTS:
            box = QComboBox(self)
            for level in LEVELS:
                box.addItem(level_name(level), level)
            box.setCurrentIndex(max(box.findData(settings.level(seat)), 0))
            self.level_boxes[seat] = box
        self.message = QLabel(self)
        self.message.setWordWrap(True)
        self.message.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel, self)
        self.open_button = self.buttons.addButton(
            self.tr("&Open the Table"), QDialogButtonBox.ButtonRole.AcceptRole
        )
        self.open_button.setDefault(True)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self._layout()
        if saved is not None:
            self.resume.setText(self._resume_text(saved))
            self.resume.toggled.connect(self._show_resume)
            self.resume.setChecked(True)
        self._show_resume()

    def _layout(self) -> None:
        form = QFormLayout()
        form.addRow(self.resume)
        form.addRow(self.tr("&Your name:"), self.name)
        form.addRow(self.tr("Table &name:"), self.table_name)
        port_row = QHBoxLayout()
        port_row.addWidget(self.port)
        port_row.addWidget(self.any_port)
        port_row.addStretch(1)
        port_label = QLabel(self.tr("&Port:"), self)
        port_label.setBuddy(self.port)
        form.addRow(port_label, port_row)
        form.addRow(self.tr("Pa&ssword:"), self.password)
        rules_column = QVBoxLayout()
        rules_column.addWidget(self.rules_text)
        rules_column.addWidget(self.change_rules, 0, Qt.AlignmentFlag.AlignLeft)
        form.addRow(self.tr("Rules:"), rules_column)
        labels = {
            Seat.WEST: self.tr("Computer at &West:"),
            Seat.NORTH: self.tr("Computer at Nor&th:"),
            Seat.EAST: self.tr("Computer at &East:"),
        }
        for seat, box in self.level_boxes.items():
            form.addRow(labels[seat], box)
        note = QLabel(
            self.tr(
                "<i>You sit South. Friends take the free seats in the order they join; "
                "when you start the game, computers take the seats still free.</i>"
            ),
            self,
        )
        note.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(note)
        layout.addWidget(self.message)
        layout.addWidget(self.buttons)

    def _resume_text(self, saved: SavedTable) -> str:
        friends = [name for seat, name in zip(Seat, saved.names, strict=True) if name and seat]
        if friends:
            return self.tr("&Resume “{table}” at hand {hand}, with {names}").format(
                table=saved.table, hand=saved.game.number, names=", ".join(friends)
            )
        return self.tr("&Resume “{table}” at hand {hand}").format(
            table=saved.table, hand=saved.game.number
        )

    # -- what the fields show -------------------------------------------------------------

    def _resuming(self) -> SavedTable | None:
        return self.saved if self.saved is not None and self.resume.isChecked() else None

    def _show_resume(self, *_args: object) -> None:
        """A resumed table keeps its names, rules and levels, and its port if it can."""
        saved = self._resuming()
        widgets = (self.name, self.table_name, self.change_rules, *self.level_boxes.values())
        for widget in widgets:
            widget.setEnabled(saved is None)
        if saved is not None:
            self.name.setText(saved.names[Seat.SOUTH])  # the seat waits for that name
            self.table_name.setText(saved.table)
            if saved.port:
                self.any_port.setChecked(False)
                self.port.setValue(saved.port)
            for seat, box in self.level_boxes.items():
                box.setCurrentIndex(max(box.findData(saved.levels[seat]), 0))
        self.rules_text.setText(self._rules_summary(self.rules()))

    def rules(self) -> Rules:
        saved = self._resuming()
        return saved.game.rules if saved is not None else self.settings.rules()

    def _rules_summary(self, rules: Rules) -> str:
        if rules.fixed_hands:
            end = self.tr("a game of %n hand(s)", "", rules.fixed_hands)
        else:
            end = self.tr("a game to %n point(s)", "", rules.target_score)
        if preset_of(rules) is not Preset.CLASSIC:  # the house rules, by their name
            if self._resuming() is not None:
                text = self.tr("{rules}: {end}, as in the saved game")
            else:
                text = self.tr("{rules}: {end}, as in Options")
            return text.format(rules=rules_name(rules), end=end)
        if self._resuming() is not None:
            return self.tr("{end}, as in the saved game").format(end=end)
        return self.tr("{end}, as in Options").format(end=end)

    def show_rules_options(self) -> None:
        """Game ▸ Options at its Rules tab: the rules chosen there are the table's."""
        options = OptionsDialog(self.settings, None, self)
        options.tabs.setCurrentIndex(1)
        options.finished.connect(lambda _result: self._show_resume())
        options.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        options.open()

    def choices(self) -> HostChoices:
        levels = {seat: str(box.currentData()) for seat, box in self.level_boxes.items()}
        return HostChoices(
            table=self.table_name.text().strip() or self._default_table,
            name=self.name.text().strip(),
            port=0 if self.any_port.isChecked() else self.port.value(),
            password=self.password.text(),
            levels=("normal", levels[Seat.WEST], levels[Seat.NORTH], levels[Seat.EAST]),
            rules=self.rules(),
            resume=self._resuming(),
        )

    def accept(self) -> None:
        """Open the table; the dialog stays, with the reason, if it cannot be opened."""
        choices = self.choices()
        if as_name(choices.name) is None and choices.resume is None:
            problem: str | None = self.tr(
                "Type the name your friends will see at the table (printable characters)."
            )
            self.name.setFocus()
        elif not (choices.table.isprintable() and choices.password.isprintable()):
            problem = self.tr(
                "The table’s name and password cannot hold tabs or other control characters."
            )
        else:
            problem = self.opener(choices)
        if problem is None:
            super().accept()
        else:
            self.message.setText(problem)
