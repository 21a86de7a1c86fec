"""Game ▸ Join Table…: sit at a friend's table, picked from the tables found on this
network or by its typed address, under the player's name (remembered), with the table's
password when it asks for one.

The dialog connects and says hello itself; it closes when the host gives a seat
(``seated`` hands the connected client to the window). A refusal, an address that is not
one, a host that does not answer: each is said in the dialog, and nothing is lost.
"""

from __future__ import annotations

from PySide6.QtCore import QSettings, Qt, QTimer, Signal
from PySide6.QtNetwork import QAbstractSocket
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from hearts_qt.engine import Seat
from hearts_qt.net import tls
from hearts_qt.net.address import AddressError, parse_address
from hearts_qt.net.client import TableClient
from hearts_qt.net.discovery import TableAd, TableBrowser
from hearts_qt.net.protocol import MAX_NAME, MAX_TEXT
from hearts_qt.storage.settings import Settings
from hearts_qt.ui.player_name import NAME_KEY, player_name

ADDRESS_KEY = "join/address"
SEAT_KEY = "join/seat"
"""The last seat taken: its table's address, the name and the token, one per line, so
that the player who left that table may take the seat back by joining again."""
ANSWER_MS = 10_000
"""How long a table may take to answer before the dialog gives up on it."""


class JoinDialog(QDialog):
    """Which table to sit at, and as whom.

    Signals:
        seated(TableClient): the host gave the player a seat; the client is connected and
            is the receiver's to keep (it has no Qt parent).
    """

    seated = Signal(object)

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Join Table"))
        self._store: QSettings = settings.qsettings
        self.client: TableClient | None = None
        """The connection being tried (until it is seated, refused or given up)."""
        self.tables = QListWidget(self)
        self.tables.setAccessibleName(self.tr("Tables on this network"))
        self.name = QLineEdit(self)
        self.name.setMaxLength(MAX_NAME)
        self.name.setText(player_name(settings))
        self.address = QLineEdit(self)
        self.address.setPlaceholderText(self.tr("192.168.1.20:7531"))
        self.address.setText(str(self._store.value(ADDRESS_KEY, "") or ""))
        self.password = QLineEdit(self)
        self.password.setEchoMode(QLineEdit.EchoMode.Password)
        self.password.setMaxLength(MAX_TEXT)
        self.message = QLabel(self)
        self.message.setWordWrap(True)
        self.message.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel, self)
        self.join_button: QPushButton = self.buttons.addButton(
            self.tr("&Join"), QDialogButtonBox.ButtonRole.AcceptRole
        )
        self.join_button.setDefault(True)
        self._answer = QTimer(self)
        self._answer.setSingleShot(True)
        self._answer.setInterval(ANSWER_MS)
        self._answer.timeout.connect(self._on_no_answer)
        self._encrypted: set[tuple[str, int]] = set()
        """The tables found that speak TLS, by address and port."""
        self._unknown = ""
        """The fingerprint of a table's certificate nobody trusts, while it is refused."""
        self.trusted = tls.TrustedTables()
        self._layout()
        self.buttons.accepted.connect(self.join)
        self.buttons.rejected.connect(self.reject)
        self.tables.currentItemChanged.connect(self._on_table_chosen)
        self.tables.itemActivated.connect(lambda _item: self.join())
        self.browser = TableBrowser(self)
        self.browser.table_found.connect(self.add_table)
        self.browser.table_lost.connect(self.remove_table)
        self._nothing_found = QListWidgetItem(self._empty_text(self.browser.start()))
        self._nothing_found.setFlags(Qt.ItemFlag.NoItemFlags)
        self.tables.addItem(self._nothing_found)
        self.finished.connect(self._on_finished)

    def _layout(self) -> None:
        form = QFormLayout()
        form.addRow(self.tr("Your &name:"), self.name)
        form.addRow(self.tr("&Address:"), self.address)
        form.addRow(self.tr("&Password:"), self.password)
        self._password_label = form.labelForField(self.password)
        self.show_password(False)
        layout = QVBoxLayout(self)
        found = QLabel(self.tr("&Tables on this network:"), self)
        found.setBuddy(self.tables)
        layout.addWidget(found)
        layout.addWidget(self.tables, 1)
        layout.addLayout(form)
        layout.addWidget(self.message)
        layout.addWidget(self.buttons)
        self.resize(460, 380)

    def _empty_text(self, browsing: bool) -> str:
        if browsing:
            return self.tr("Looking for tables… (or type a table's address below)")
        return self.tr("No tables can be found on this network; type a table's address below.")

    def show_password(self, shown: bool) -> None:
        """The password field, for a table that asks for one."""
        self.password.setVisible(shown)
        if self._password_label is not None:
            self._password_label.setVisible(shown)

    # -- the tables found ----------------------------------------------------------------

    def add_table(self, ad: TableAd) -> None:
        """A table found on the network (or its news: the same ``key``)."""
        item = self._item(ad.key)
        if item is None:
            item = QListWidgetItem()
            self.tables.addItem(item)
        item.setData(Qt.ItemDataRole.UserRole, ad)
        if ad.tls and tls.available():
            self._encrypted.add((ad.address, ad.port))
        item.setText(self._table_text(ad))
        flags = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        item.setFlags(flags if ad.joinable else Qt.ItemFlag.NoItemFlags)
        self._nothing_found.setHidden(True)

    def remove_table(self, key: str) -> None:
        item = self._item(key)
        if item is not None:
            self.tables.takeItem(self.tables.row(item))
        self._nothing_found.setHidden(self.tables.count() > 1)

    def _item(self, key: str) -> QListWidgetItem | None:
        for row in range(self.tables.count()):
            item = self.tables.item(row)
            ad = item.data(Qt.ItemDataRole.UserRole)
            if isinstance(ad, TableAd) and ad.key == key:
                return item
        return None

    def _table_text(self, ad: TableAd) -> str:
        name = ad.table or self.tr("A table")
        if not ad.joinable and ad.free_seats > 0:
            return self.tr("{table} — another version of hearts-qt").format(table=name)
        seats = self.tr("%n free seat(s)", "", ad.free_seats)
        text = self.tr("{table} — {seats}").format(table=name, seats=seats)
        if ad.password:
            text = self.tr("{table} (password)").format(table=text)
        if ad.tls and tls.available():
            text = self.tr("{table}, encrypted").format(table=text)
        return text

    def _on_table_chosen(self, item: QListWidgetItem | None, _before: object = None) -> None:
        ad = item.data(Qt.ItemDataRole.UserRole) if item is not None else None
        if isinstance(ad, TableAd):
            self.address.setText(f"{ad.address}:{ad.port}")
            self.show_password(ad.password or self.password.isVisible())

    # -- joining -------------------------------------------------------------------------

    def join(self) -> None:
        """Connect to the address typed (or picked) and ask for a seat."""
        name = self.name.text().strip()
        if not name:
            self._say(self.tr("Type the name the others will see at the table."))
            self.name.setFocus()
            return
        try:
            host, port = parse_address(self.address.text())
        except AddressError as error:
            self._say(str(error))
            self.address.setFocus()
            return
        self._drop_client()
        client = TableClient()
        self.client = client
        client.joined.connect(self._on_joined)
        client.rejected.connect(self._on_rejected)
        client.disconnected.connect(self._on_disconnected)
        client.certificate_unknown.connect(self._on_certificate_unknown)
        password = self.password.text() if self.password.isVisible() else None
        encrypted = (host, port) in self._encrypted
        self.join_button.setEnabled(False)
        if encrypted:
            asking = self.tr("Asking the table at {address} for a seat (encrypted)…")
        else:
            asking = self.tr("Asking the table at {address} for a seat (not encrypted)…")
        self._say(asking.format(address=self._shown))
        self._answer.start()
        trusted = self.trusted.fingerprints()
        token = self._token_for(name)
        client.join(host, port, name, token, password, encrypted=encrypted, trusted=trusted)

    def _token_for(self, name: str) -> str | None:
        """The token of the seat last taken at this address under ``name``, if any."""
        kept = str(self._store.value(SEAT_KEY, "")).split("\n")
        if len(kept) == 3 and kept[:2] == [self._shown, name] and kept[2]:
            return kept[2]
        return None

    @property
    def _shown(self) -> str:
        return self.address.text().strip()

    def _on_joined(self, _seat: Seat, _token: str) -> None:
        client, self.client = self.client, None
        if client is None:
            return
        self._answer.stop()
        self._disconnect(client)
        self._store.setValue(NAME_KEY, client.name)
        self._store.setValue(ADDRESS_KEY, self._shown)
        self._store.setValue(SEAT_KEY, f"{self._shown}\n{client.name}\n{client.token or ''}")
        self.seated.emit(client)
        self.accept()

    def _on_rejected(self, reason: str) -> None:
        client = self.client
        self._answer.stop()
        self._say(reason)
        if client is not None and client.rejection == "password":
            self.show_password(True)
            self.password.setFocus()
            self.password.selectAll()
        self.join_button.setEnabled(True)

    def _on_certificate_unknown(self, fingerprint: str) -> None:
        self._answer.stop()
        self._unknown = fingerprint

    def _on_disconnected(self) -> None:
        client = self.client
        if client is None or client.rejection is not None:
            return
        if self._unknown:  # refused for its certificate: ask, and join again if trusted
            fingerprint, self._unknown = self._unknown, ""
            self._drop_client()
            self.join_button.setEnabled(True)
            if self._trust(fingerprint):
                self.join()
            return
        self._answer.stop()
        self._drop_client()
        self._say(self._unreached(client.socket_error))
        self.join_button.setEnabled(True)

    def _unreached(self, error: QAbstractSocket.SocketError) -> str:
        """Why no table answered, as far as the network tells."""
        if error is QAbstractSocket.SocketError.HostNotFoundError:
            host = parse_address(self._shown)[0]
            return self.tr("No computer called {host} was found on the network.").format(host=host)
        if error is QAbstractSocket.SocketError.ConnectionRefusedError:
            return self.tr("No table is being served at {address}.").format(address=self._shown)
        return self.tr("No table answered at {address}.").format(address=self._shown)

    def _trust(self, fingerprint: str) -> bool:
        """Ask whether to trust a table's certificate that no authority vouches for."""
        question = self.tr(
            "No authority vouches for the certificate of the table at {address}. Its "
            "fingerprint (SHA-256) is:\n\n{fingerprint}\n\nAsk the host whether theirs is "
            "the same (hearts-qt-server prints it as it starts). Trust this table's "
            "certificate and join?"
        ).format(address=self._shown, fingerprint=f"{fingerprint[:47]}\n{fingerprint[48:]}")
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Trust This Table?"), question)
        box.setParent(self, box.windowFlags())
        box.setStandardButtons(QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No)
        box.setDefaultButton(QMessageBox.StandardButton.No)
        box.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        box.exec()
        trusted = box.clickedButton() is box.button(QMessageBox.StandardButton.Yes)
        box.deleteLater()
        if not trusted:
            self._say(self.tr("Not joined: the table's certificate is not trusted."))
            return False
        problem = self.trusted.trust(fingerprint)
        if problem is not None:
            self._say(
                self.tr("The trusted certificate cannot be remembered: {problem}").format(
                    problem=problem
                )
            )
            return False
        return True

    def _on_no_answer(self) -> None:
        self._drop_client()
        self._say(self.tr("No table answered at {address}.").format(address=self._shown))
        self.join_button.setEnabled(True)

    def _say(self, text: str) -> None:
        self.message.setText(text)

    def _disconnect(self, client: TableClient) -> None:
        client.joined.disconnect(self._on_joined)
        client.rejected.disconnect(self._on_rejected)
        client.disconnected.disconnect(self._on_disconnected)
        client.certificate_unknown.disconnect(self._on_certificate_unknown)

    def _drop_client(self) -> None:
        client, self.client = self.client, None
        if client is not None:
            self._disconnect(client)
            client.leave()
            client.deleteLater()

    def _on_finished(self, _result: int) -> None:
        self._answer.stop()
        self._drop_client()
        self.browser.close()
