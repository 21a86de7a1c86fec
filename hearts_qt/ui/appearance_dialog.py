"""View ▸ Appearance: the card faces, the card back and the table, with a live preview.

Every choice shows at once, in the preview and on the table behind the dialog (it is
stored in the settings as it is made); Cancel puts back what there was when the dialog
opened, OK keeps it. A deck that cannot be used is refused with the reason, and the one
before stays chosen. Each list is reached by its mnemonic (Alt+F, Alt+B, Alt+T) or Tab,
and the arrow keys choose within it.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QDir, QRectF, QSize, QStandardPaths, Qt
from PySide6.QtGui import QIcon, QImageReader, QPixmap, QShowEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QGridLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QWidget,
)

from hearts_qt.engine import Card
from hearts_qt.storage.settings import Settings
from hearts_qt.ui.appearance import Appearance, back_name, cloth_name
from hearts_qt.ui.appearance_preview import AppearancePreview
from hearts_qt.ui.card_renderer import BACKS, DECK_BACK, CardRenderer
from hearts_qt.ui.decks import DEFAULT_DECK, DeckChoice, own_deck
from hearts_qt.ui.placement import fit_on_screen
from hearts_qt.ui.table.cloth import DEFAULT_CLOTH, FELTS, MAX_PICTURE_PIXELS, PICTURE, cloth

KEY = Qt.ItemDataRole.UserRole
ICON = QSize(30, 42)
SWATCH = QSize(42, 30)
MAX_PREVIEW_BYTES = 2 * 1024 * 1024
"""An installed deck's preview picture larger than this is not shown."""
SMALL_SCREEN_HEIGHT = 720
"""Below this available height (logical pixels) the dialog is laid out smaller..."""
SMALL_LIST_ROWS = 2.5
"""...with lists this many rows high..."""
SMALL_PREVIEW = QSize(240, 130)
"""...and a preview this small at least."""


class AppearanceDialog(QDialog):
    """Choose the deck, the back and the cloth; they apply as they are chosen."""

    def __init__(
        self, settings: Settings, appearance: Appearance, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.settings = settings
        self.appearance = appearance
        self.setWindowTitle(self.tr("Appearance"))
        self._opened = self._look()
        self.refusal: QMessageBox | None = None
        """The message of the last refused deck (tests read it)."""
        self.preview = AppearancePreview(appearance.deck(), appearance.cloth())
        self.preview.setAccessibleName(self.tr("Preview of the table"))
        self._labels: dict[QListWidget, QLabel] = {}
        self.decks = self._list(self.tr("Card &faces:"))
        self.backs = self._list(self.tr("Card &back:"))
        self.cloths = self._list(self.tr("&Table:"))
        self.four_colour = QCheckBox(self.tr("F&our-colour faces (♦ blue, ♣ green)"))
        self.picture_button = QPushButton(self.tr("Choose a &Picture…"))
        self.picture_button.clicked.connect(self.ask_for_picture)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok
            | QDialogButtonBox.StandardButton.Cancel
            | QDialogButtonBox.StandardButton.RestoreDefaults
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.buttons.clicked.connect(self._on_clicked)
        self._lay_out()
        self._fill()
        self.decks.currentItemChanged.connect(self._on_deck)
        self.backs.currentItemChanged.connect(self._on_back)
        self.cloths.currentItemChanged.connect(self._on_cloth)
        self.four_colour.toggled.connect(self.settings.set_four_colour)
        self.four_colour.toggled.connect(self._show)
        self.decks.setFocus()

    def showEvent(self, event: QShowEvent) -> None:
        """On a small screen (or a high pixel ratio) the lists and the preview give up
        height so that the whole dialog, buttons included, fits the screen."""
        screen = self.screen()
        if screen is not None and screen.availableGeometry().height() < SMALL_SCREEN_HEIGHT:
            for widget in (self.decks, self.backs, self.cloths):
                widget.setMinimumHeight(round((ICON.height() + 6) * SMALL_LIST_ROWS))
            self.preview.setMinimumSize(SMALL_PREVIEW)
        super().showEvent(event)
        fit_on_screen(self)

    # -- building -----------------------------------------------------------------------

    def _list(self, text: str) -> QListWidget:
        widget = QListWidget()
        widget.setIconSize(ICON)
        widget.setMinimumHeight(round((ICON.height() + 6) * 5.5))
        label = QLabel(text, self)
        label.setBuddy(widget)
        self._labels[widget] = label
        return widget

    def _lay_out(self) -> None:
        grid = QGridLayout(self)
        for column, widget in enumerate((self.decks, self.backs, self.cloths)):
            grid.addWidget(self._labels[widget], 0, column)
            grid.addWidget(widget, 1, column)
        grid.addWidget(self.four_colour, 2, 0, 1, 2)
        grid.addWidget(self.picture_button, 2, 2)
        grid.addWidget(QLabel(self.tr("Preview:")), 3, 0)
        grid.addWidget(self.preview, 4, 0, 1, 3)
        grid.addWidget(self.buttons, 5, 0, 1, 3)
        grid.setRowStretch(1, 1)
        grid.setRowStretch(4, 2)

    def _fill(self) -> None:
        choices = self.appearance.deck_choices()
        installed = [choice for choice in choices if not choice.own]
        for choice in choices:
            if choice is (installed[0] if installed else None):
                header = QListWidgetItem(self.tr("On this computer:"))
                header.setFlags(Qt.ItemFlag.NoItemFlags)
                self.decks.addItem(header)
            item = QListWidgetItem(choice.name)
            item.setData(KEY, choice)
            item.setIcon(self._deck_icon(choice))
            self.decks.addItem(item)
        thumbnails = CardRenderer()
        for name in (*BACKS, DECK_BACK):
            item = QListWidgetItem(back_name(name))
            item.setData(KEY, name)
            if name != DECK_BACK:
                thumbnails.set_back(name)
                item.setIcon(QIcon(thumbnails.back(ICON.height(), self.devicePixelRatioF())))
            self.backs.addItem(item)
        self.cloths.setIconSize(SWATCH)
        for key in (*FELTS, PICTURE):
            item = QListWidgetItem(cloth_name(key))
            item.setData(KEY, key)
            if key != PICTURE:
                item.setIcon(QIcon(_swatch(key)))
            self.cloths.addItem(item)
        self._picture_icon()
        self._select_current()

    def _select_current(self) -> None:
        """Select in each list what the settings say, without applying anything."""
        s = self.settings
        for widget, value in (
            (self.decks, s.deck()),
            (self.backs, s.back()),
            (self.cloths, s.cloth()),
        ):
            widget.blockSignals(True)
            for row in range(widget.count()):
                data = widget.item(row).data(KEY)
                key = data.key if isinstance(data, DeckChoice) else data
                if key == value:
                    widget.setCurrentRow(row)
            widget.blockSignals(False)
        self.four_colour.blockSignals(True)
        self.four_colour.setChecked(s.four_colour())
        self.four_colour.blockSignals(False)
        self._show()

    # -- choosing -----------------------------------------------------------------------

    def _on_deck(self, item: QListWidgetItem | None, _previous: object) -> None:
        choice = item.data(KEY) if item is not None else None
        if not isinstance(choice, DeckChoice) or choice.key == self.settings.deck():
            return
        refused = self.appearance.choose_deck(choice.key, choice.name)
        if refused is not None:
            # The deck before stays; the refused one is greyed out, with the reason, so the
            # arrow keys step over it from now on.
            assert item is not None
            item.setFlags(Qt.ItemFlag.NoItemFlags)
            item.setToolTip(refused)
            self._select_current()
            self._refuse(refused)
            return
        if self.settings.back() == DECK_BACK and not self.appearance.deck().has_own_back:
            self.settings.set_back(BACKS[0])
            self._select_current()
        self._show()

    def _on_back(self, item: QListWidgetItem | None, _previous: object) -> None:
        if item is not None:
            self.settings.set_back(str(item.data(KEY)))
            self._show()

    def _on_cloth(self, item: QListWidgetItem | None, _previous: object) -> None:
        if item is None:
            return
        key = str(item.data(KEY))
        if key != PICTURE:
            self.settings.set_cloth(key)
        elif self.settings.picture():
            self.choose_picture(self.settings.picture())
        else:
            self.ask_for_picture()
        self._select_current()

    def ask_for_picture(self) -> None:
        """Choose a Picture…: a file dialog, then the picture on the table."""
        kinds = QImageReader.supportedImageFormats()
        patterns = " ".join(f"*.{bytes(kind.data()).decode()}" for kind in kinds)
        folder = str(Path(self.settings.picture()).parent) if self.settings.picture() else ""
        if not folder or not Path(folder).is_dir():
            pictures = QStandardPaths.StandardLocation.PicturesLocation
            folder = QStandardPaths.writableLocation(pictures)
        if not Path(folder).is_dir():
            folder = QDir.homePath()
        path, _filter = QFileDialog.getOpenFileName(
            self,
            self.tr("A Picture for the Table"),
            folder,
            self.tr("Pictures ({patterns})").format(patterns=patterns),
        )
        if path:
            self.choose_picture(path)
        self._select_current()

    def choose_picture(self, path: str) -> None:
        """Cover the table with the picture at ``path``, or say why it cannot be."""
        refused = self.appearance.choose_picture(path)
        if refused is not None:
            self._refuse(refused, self.tr("The table keeps its cloth."))
        self._picture_icon()
        self._select_current()

    def _refuse(self, text: str, after: str | None = None) -> None:
        box = QMessageBox(QMessageBox.Icon.Warning, self.tr("Appearance"), text, parent=self)
        box.setInformativeText(after or self.tr("The deck you had stays."))
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()
        self.refusal = box

    def _show(self, *_args: object) -> None:
        deck = self.appearance.deck()
        self.four_colour.setEnabled(deck.four_colour)
        self.four_colour.setToolTip(
            "" if deck.four_colour else self.tr("Only the hearts-qt decks have four-colour faces.")
        )
        deck_back = self.backs.item(self.backs.count() - 1)
        flags = Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemIsEnabled
        deck_back.setFlags(flags if deck.has_own_back else Qt.ItemFlag.NoItemFlags)
        if deck.has_own_back:
            own = CardRenderer(back=DECK_BACK, deck=deck)
            deck_back.setIcon(QIcon(own.back(ICON.height(), self.devicePixelRatioF())))
        else:
            deck_back.setIcon(QIcon())
        self.preview.show_look(
            deck, self.appearance.back(), self.settings.four_colour(), self.appearance.cloth()
        )

    # -- the buttons ----------------------------------------------------------------------

    def _deck_icon(self, choice: DeckChoice) -> QIcon:
        """The queen of spades of our decks; an installed deck's own preview picture."""
        ratio = self.devicePixelRatioF()
        if choice.own:
            queen = CardRenderer(deck=own_deck(choice.key)).face(
                Card.parse("QS"), ICON.height(), ratio
            )
            return QIcon(queen)
        path = Path(choice.preview)
        if not choice.preview or not path.is_file() or path.stat().st_size > MAX_PREVIEW_BYTES:
            return QIcon()
        return QIcon(_thumbnail(str(path), ratio))

    def _picture_icon(self) -> None:
        """The player's picture, small, beside "Your own picture" once there is one."""
        item = self.cloths.item(self.cloths.count() - 1)
        path = self.settings.picture()
        item.setIcon(QIcon(_thumbnail(path, self.devicePixelRatioF(), SWATCH)) if path else QIcon())

    def _look(self) -> tuple[str, str, str, str, bool]:
        s = self.settings
        return (s.deck(), s.back(), s.cloth(), s.picture(), s.four_colour())

    def restore_defaults(self) -> None:
        """Our classic deck, the blue back, the green felt: shown at once."""
        self.settings.set_deck(DEFAULT_DECK)
        self.settings.set_back(BACKS[0])
        self.settings.set_cloth(DEFAULT_CLOTH)
        self.settings.set_four_colour(False)
        self._select_current()

    def reject(self) -> None:
        """Cancel: put back the look the table had when the dialog opened."""
        deck, back, cloth, picture, four_colour = self._opened
        s = self.settings
        s.set_deck(deck)
        s.set_picture(picture)
        s.set_cloth(cloth)
        s.set_back(back)
        s.set_four_colour(four_colour)
        super().reject()

    def accept(self) -> None:
        self.settings.sync()
        super().accept()

    def _on_clicked(self, button: QAbstractButton) -> None:
        if self.buttons.buttonRole(button) is QDialogButtonBox.ButtonRole.ResetRole:
            self.restore_defaults()


def _thumbnail(path: str, ratio: float, box: QSize = ICON) -> QPixmap:
    """A picture file read small (no more than ``box``), or nothing if it cannot be."""
    reader = QImageReader(path)
    size = reader.size()
    if not size.isValid() or size.width() * size.height() > MAX_PICTURE_PIXELS:
        return QPixmap()
    reader.setScaledSize(size.scaled(box * ratio, Qt.AspectRatioMode.KeepAspectRatio))
    image = reader.read()
    pixmap = QPixmap.fromImage(image) if not image.isNull() else QPixmap()
    pixmap.setDevicePixelRatio(ratio)
    return pixmap


def _swatch(key: str) -> QPixmap:
    """A corner of the cloth, for its list item."""
    return (
        cloth(key)
        .pixmap(QRectF(0, 0, SWATCH.width() * 4, SWATCH.height() * 4), 1.0)
        .scaled(
            SWATCH,
            Qt.AspectRatioMode.IgnoreAspectRatio,
            Qt.TransformationMode.SmoothTransformation,
        )
    )
