"""The lobby of the table this computer hosts: the address to give friends, who sits where
and who is here, Start, and Close Table.

It is a window beside the table, not modal: it stays up during the game, showing who is
away (a computer plays a seat whose player has not come back within the takeover time;
the player takes it back by joining again under the same name). It is a window of its
own, not one the table's window owns: the player minimises either alone (a window
manager minimised an owned lobby together with the table).
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal, Slot
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QDialog,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from hearts_qt.controller.texts import seat_name
from hearts_qt.engine import Seat
from hearts_qt.net.host import TableHost
from hearts_qt.net.lan import addresses_for_friends
from hearts_qt.ui.options_dialog import level_name
from hearts_qt.ui.placement import place_beside


class LobbyWindow(QDialog):
    """The hosted table's lobby.

    Signals:
        close_wanted(): Close Table was pressed.
        sit_wanted(): Take Your Seat was pressed (the host's own player is not at the
            table: they left it, or their window lost the connection).
    """

    close_wanted = Signal()
    sit_wanted = Signal()

    def __init__(self, host: TableHost, *, password: bool, beside: QWidget | None = None) -> None:
        super().__init__(None)  # no owner: see above (its host keeps it, and deletes it)
        self.setWindowFlags(Qt.WindowType.Window)  # a window's buttons, minimise too
        self.host = host
        self._beside = beside
        self.setModal(False)
        self.setWindowTitle(self.tr("Table “{table}”").format(table=host.table))
        self.address_fields: list[QLineEdit] = []
        self.copy_buttons: list[QPushButton] = []
        layout = QVBoxLayout(self)
        layout.addWidget(self._addresses(password))
        layout.addWidget(self._seats())
        self.problem = QLabel(self)
        self.problem.setWordWrap(True)
        self.problem.hide()
        layout.addWidget(self.problem)
        self.start_button = QPushButton(self.tr("&Start the Game"), self)
        self.start_button.clicked.connect(self.start)
        self.sit_button = QPushButton(self.tr("&Take Your Seat"), self)
        self.sit_button.clicked.connect(self.sit_wanted)
        self.close_button = QPushButton(self.tr("&Close Table"), self)
        self.close_button.clicked.connect(self.close_wanted)
        buttons = QHBoxLayout()
        buttons.addWidget(self.close_button)
        buttons.addStretch(1)
        buttons.addWidget(self.sit_button)
        buttons.addWidget(self.start_button)
        layout.addLayout(buttons)
        self.start_button.setDefault(True)
        host.seats_changed.connect(self.refresh)
        host.game_started.connect(self.refresh)
        host.game_finished.connect(self.refresh)
        self._placed = False
        self.refresh()

    def _addresses(self, password: bool) -> QGroupBox:
        box = QGroupBox(self.tr("The table’s address, for your friends"), self)
        grid = QGridLayout(box)
        found = addresses_for_friends(self.host.port)
        if not found:
            note = self.tr(
                "This computer is on no network: only players on this computer can join, "
                "at this address."
            )
            found = [f"127.0.0.1:{self.host.port}"]
        elif password:
            note = self.tr("Friends join with Game ▸ Join Table…, this address and the password.")
        else:
            note = self.tr("Friends join with Game ▸ Join Table… and this address.")
        for row, text in enumerate(found):
            field = QLineEdit(text, box)
            field.setReadOnly(True)
            field.setAccessibleName(self.tr("The table’s address"))
            copy = QPushButton(self.tr("Copy"), box)
            copy.clicked.connect(lambda _checked=False, t=text: self.copy(t))
            grid.addWidget(field, row, 0)
            grid.addWidget(copy, row, 1)
            self.address_fields.append(field)
            self.copy_buttons.append(copy)
        label = QLabel(note, box)
        label.setWordWrap(True)
        grid.addWidget(label, len(found), 0, 1, 2)
        return box

    def _seats(self) -> QGroupBox:
        box = QGroupBox(self.tr("At the table"), self)
        grid = QGridLayout(box)
        self.who: dict[Seat, QLabel] = {}
        self.state: dict[Seat, QLabel] = {}
        for row, seat in enumerate(Seat):
            grid.addWidget(QLabel(seat_name(seat), box), row, 0)
            self.who[seat] = QLabel(box)
            self.state[seat] = QLabel(box)
            self.state[seat].setTextFormat(Qt.TextFormat.PlainText)
            grid.addWidget(self.who[seat], row, 1)
            grid.addWidget(self.state[seat], row, 2)
        grid.setColumnStretch(1, 1)
        return box

    @staticmethod
    def copy(text: str) -> None:
        QGuiApplication.clipboard().setText(text)

    # -- what it shows ---------------------------------------------------------------------

    @Slot()
    def refresh(self, *_args: object) -> None:
        host = self.host
        for seat in Seat:
            name, here = host.names[seat], host.present[seat]
            free = "" if host.started else self.tr("(a free seat)")
            self.who[seat].setText(name or free)  # after the start, the state says who
            self.state[seat].setText(self._state_text(seat, name, here))
        self.start_button.setVisible(not host.started or host.game_over)
        self.start_button.setText(
            self.tr("&Start a New Game") if host.game_over else self.tr("&Start the Game")
        )
        self.sit_button.setVisible(not host.present[Seat.SOUTH])

    def _state_text(self, seat: Seat, name: str, here: bool) -> str:
        host = self.host
        level = level_name(host.levels[seat])
        if here:
            return self.tr("here")
        if not host.started:
            return self.tr("a computer ({level}) if nobody sits here").format(level=level)
        if not name:
            return self.tr("a computer ({level})").format(level=level)
        if host.is_computer(seat):
            return self.tr("away: a computer ({level}) plays until they are back").format(
                level=level
            )
        return self.tr("away: the seat waits for them")

    def show_problem(self, text: str) -> None:
        self.problem.setText(text)
        self.problem.show()

    def start(self) -> None:
        """Start: computers take the seats nobody holds."""
        self.host.start()

    def present(self) -> None:
        """Show the lobby in front (minimised or not), beside the window the first time."""
        if not self._placed:
            self._placed = True
            place_beside(self, self._beside)
        if self.isMinimized():
            self.showNormal()
        self.show()
        self.raise_()
        self.activateWindow()
