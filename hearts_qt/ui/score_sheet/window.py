"""The score sheet window: the table of hands above the chart, Copy and Save as CSV….

It is not modal: the player can leave it open while playing. After a hand the game waits
until the player has looked at it, so closing it says so (``dismissed``).
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import (
    QByteArray,
    QRect,
    QSettings,
    QSize,
    QStandardPaths,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QGuiApplication, QHideEvent, QKeySequence, QShortcut, QShowEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QLabel,
    QMessageBox,
    QPushButton,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from hearts_qt.controller.table_game import TableGame
from hearts_qt.engine import HandResult, Rules, Seat
from hearts_qt.ui.deal_caption import deal_caption
from hearts_qt.ui.placement import GUESSED_FRAME, fit_on_screen, place_beside, place_clear_of
from hearts_qt.ui.score_sheet.chart import ScoreChart
from hearts_qt.ui.score_sheet.export import mime_data, write_csv
from hearts_qt.ui.score_sheet.model import ScoreModel
from hearts_qt.ui.score_sheet.table import score_table, width_for_columns
from hearts_qt.ui.score_sheet.texts import Names, headline, legend, place_of, place_phrase

GEOMETRY_KEY = "score_sheet/geometry"
FOLDER_KEY = "score_sheet/folder"
"""The folder the sheet was last saved to, where Save as CSV… starts next time."""
DEFAULT_SIZE = QSize(560, 620)
STATUS_MS = 4000
"""How long "Copied" and "Saved" stay under the buttons."""


class ScoreSheetWindow(QDialog):
    """The game's history, live: one row per hand, one column per player, and a chart.

    Signals:
        dismissed(): the player closed the window (Close, Esc, the title bar, F9); the lead
            window continues a hand that waits for it with ``controller.next_hand()``.
        review_wanted(int number): the player double-clicked hand ``number``'s row: the
            lead window shows that hand again (Game ▸ Review Hand).
    """

    dismissed = Signal()
    review_wanted = Signal(int)

    def __init__(
        self,
        controller: TableGame,
        parent: QWidget | None = None,
        names: Names | None = None,
        settings: QSettings | None = None,
    ) -> None:
        super().__init__(parent)
        self.setModal(False)
        self.settings = settings or QSettings(self)
        self.setWindowFlag(Qt.WindowType.WindowContextHelpButtonHint, False)
        self.controller = controller
        self.model = ScoreModel(controller.rules, controller.results, names, self)
        self.table = score_table(self.model, self)
        self.chart = ScoreChart(self.model, self)
        self.caption = QLabel(self)
        self.deal = QLabel(self)  # "Deal 31 415 926": a friend typing it gets the same cards
        self.deal.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.legend = QLabel(legend(self.model.rules), self)
        """What the numbers and, under house rules, the marks mean."""
        self.legend.setWordWrap(True)  # a long language's marks wrap, never widen the sheet
        self.status = QLabel(self)
        self.status.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.copy_button = QPushButton(self.tr("&Copy"), self)
        self.save_button = QPushButton(self.tr("&Save as CSV…"), self)
        self._status_timer = QTimer(self, singleShot=True, interval=STATUS_MS)
        self._status_timer.timeout.connect(self.status.clear)
        self._layout()
        self._connect()
        self._refresh()
        self._placed = False
        self._own: QRect | None = None
        """Where the player had the window while it is moved off the seats (the end of
        a hand); it goes back there when it closes."""
        self._restore_geometry()

    # -- building -----------------------------------------------------------------------

    def _layout(self) -> None:
        splitter = QSplitter(Qt.Orientation.Vertical, self)
        splitter.addWidget(self.table)
        splitter.addWidget(self.chart)
        splitter.setStretchFactor(0, 1)
        splitter.setStretchFactor(1, 1)
        splitter.setSizes([280, 300])
        splitter.setChildrenCollapsible(False)
        buttons = QDialogButtonBox(self)
        buttons.addButton(self.copy_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(self.save_button, QDialogButtonBox.ButtonRole.ActionRole)
        close = buttons.addButton(QDialogButtonBox.StandardButton.Close)
        # Enter closes the sheet (and goes on with the game); Copy and Save take a click
        # or their Alt key, never a stray Enter.
        for button in (self.copy_button, self.save_button):
            button.setAutoDefault(False)
        close.setDefault(True)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.deal)
        layout.addWidget(self.caption)
        layout.addWidget(self.legend)
        layout.addWidget(splitter, 1)
        layout.addWidget(self.status)
        layout.addWidget(buttons)

    def _connect(self) -> None:
        self.controller.game_started.connect(self.on_game_started)
        self.controller.hand_scored.connect(self.on_hand_scored)
        self.controller.game_over.connect(self._refresh)
        self.copy_button.clicked.connect(self.copy)
        self.save_button.clicked.connect(self.ask_save_csv)
        self.model.modelReset.connect(self._refresh)
        self.model.rowsInserted.connect(self._refresh)
        self.model.rowsInserted.connect(self.table.scrollToBottom)
        self.table.doubleClicked.connect(lambda index: self._review_row(index.row()))
        self.table.verticalHeader().sectionDoubleClicked.connect(self._review_row)
        # F9 also closes the sheet while it has the focus (the main window's F9 cannot).
        self.toggle_shortcut = QShortcut(QKeySequence(Qt.Key.Key_F9), self)
        self.toggle_shortcut.activated.connect(self.toggle)

    # -- following the game -------------------------------------------------------------

    def on_game_started(self, rules: Rules) -> None:
        self.model.set_history(rules, self.controller.results)
        self._refresh()  # another deal, perhaps with the same (no) results

    def on_hand_scored(self, result: HandResult) -> None:
        controller = self.controller
        self.model.set_history(controller.rules, controller.results[: result.number])

    def _refresh(self) -> None:
        self._widen_for_cells()
        self.setWindowTitle(self.title())
        self.legend.setText(legend(self.model.rules))
        self.caption.setText(self.caption_text())
        place = self.controller.deal_place()  # None at a network table: the host's secret
        self.deal.setText("" if place is None else deal_caption(place, hand=False))
        self.deal.setHidden(place is None)  # no empty line over the sheet

    def _widen_for_cells(self) -> None:
        """Wide enough that every cell shows whole (a New Moon's "☾ +26 each" is long in
        any language), as far as the screen allows; never narrower than the player made
        it."""
        layout = self.layout()
        assert layout is not None  # laid out in __init__, before the first refresh
        margins = layout.contentsMargins()
        wanted = width_for_columns(self.table) + margins.left() + margins.right()
        screen = self.screen()
        if screen is not None:
            wanted = min(
                wanted,
                screen.availableGeometry().width() - GUESSED_FRAME.left() - GUESSED_FRAME.right(),
            )
        if wanted > self.width():
            self.resize(wanted, self.height())

    def title(self) -> str:
        """ "Score Sheet — you are in 2nd place": where South (the player) stands."""
        if not self.model.results:
            return self.tr("Score Sheet")
        place, tied = place_of(Seat.SOUTH, self.model.totals)
        return self.tr("Score Sheet — you are {place}").format(place=place_phrase(place, tied))

    def caption_text(self) -> str:
        rules = self.model.rules
        played = len(self.model.results)
        controller = self.controller
        if controller.is_over and controller.results == tuple(self.model.results):
            return self.tr("Game over — {winners}").format(
                winners=headline(controller.winners, self.model.name)
            )
        if rules.fixed_hands is not None:
            return self.tr("A game of {hands} hands; {played} played.").format(
                hands=rules.fixed_hands, played=played
            )
        return self.tr("The game ends when someone reaches {target} points.").format(
            target=rules.target_score
        )

    # -- the player's commands ----------------------------------------------------------

    def toggle(self) -> None:
        """Show the window, or close it if it is showing (F9)."""
        if self.isVisible():
            self.reject()
        else:
            self.present()

    def present(self) -> None:
        """Show the window in front (it may already be open)."""
        if not self._placed:
            self._placed = True
            place_beside(self, self.parentWidget())  # later, where the player put it
        self._show_in_front()

    def present_clear_of(self, seats: Sequence[QRect]) -> bool:
        """At the end of a hand: show the window where it hides none of ``seats`` (the
        seats' results on the screen), moved and made smaller if it must be, until it
        is closed; if no place on the screen is clear, leave it as it is. Returns
        whether it is showing."""
        if not self._placed:
            self._placed = True
            place_beside(self, self.parentWidget())
        own = self._own or QRect(self.pos(), self.size())
        if not place_clear_of(self, self.parentWidget(), seats, own.size()):
            return self.isVisible()
        if QRect(self.pos(), self.size()) != own:
            self._own = own
        self._show_in_front()
        return True

    def _show_in_front(self) -> None:
        self.show()
        self.raise_()
        self.activateWindow()

    def _review_row(self, row: int) -> None:
        if 0 <= row < len(self.model.results):
            self.review_wanted.emit(self.model.results[row].number)

    def copy(self) -> None:
        QGuiApplication.clipboard().setMimeData(mime_data(self.model))
        self._say(self.tr("The score sheet is on the clipboard."))

    def ask_save_csv(self) -> None:
        """Ask where to save, starting in the folder saved to last, else in the
        player's documents (never the folder the game was started from)."""
        dialog = QFileDialog(
            self,
            self.tr("Save the Score Sheet"),
            str(self.csv_folder()),
            self.tr("CSV files (*.csv)"),
        )
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
        dialog.setFileMode(QFileDialog.FileMode.AnyFile)
        dialog.setDefaultSuffix("csv")
        dialog.selectFile(self.tr("hearts-scores.csv"))
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.fileSelected.connect(self._save_chosen)
        dialog.open()

    def csv_folder(self) -> Path:
        """Where Save as CSV… starts: the last folder used if it is still there, else the
        documents folder, else the home folder."""
        last = self.settings.value(FOLDER_KEY)
        if isinstance(last, str) and last and Path(last).is_dir():
            return Path(last)
        for where in (
            QStandardPaths.StandardLocation.DocumentsLocation,
            QStandardPaths.StandardLocation.HomeLocation,
        ):
            folder = QStandardPaths.writableLocation(where)
            if folder and Path(folder).is_dir():
                return Path(folder)
        return Path.home()

    def _save_chosen(self, path: str) -> None:
        if path and self.save_csv(path):
            self.settings.setValue(FOLDER_KEY, str(Path(path).parent))

    def save_csv(self, path: str | Path) -> bool:
        """Write the sheet to ``path``; tell the player if that fails."""
        try:
            write_csv(self.model, path)
        except OSError as error:
            QMessageBox.warning(
                self,
                self.tr("Save the Score Sheet"),
                self.tr("The score sheet could not be saved:\n{error}").format(
                    error=error.strerror or str(error)
                ),
            )
            return False
        self._say(self.tr("Saved to {file}.").format(file=Path(path).name))
        return True

    def _say(self, text: str) -> None:
        self.status.setText(text)
        self._status_timer.start()

    # -- window state -------------------------------------------------------------------

    def _restore_geometry(self) -> None:
        geometry = self.settings.value(GEOMETRY_KEY)
        self._placed = bool(isinstance(geometry, QByteArray) and self.restoreGeometry(geometry))
        if not self._placed:
            self.resize(DEFAULT_SIZE)
        self._widen_for_cells()

    def done(self, result: int) -> None:
        super().done(result)
        self.dismissed.emit()

    def showEvent(self, event: QShowEvent) -> None:
        """Never larger than the screen it opens on (a high pixel ratio, a small screen,
        a size remembered from a bigger one): its buttons stay reachable."""
        super().showEvent(event)
        fit_on_screen(self)

    def hideEvent(self, event: QHideEvent) -> None:
        if self._own is not None:
            own, self._own = self._own, None
            self.resize(own.size())
            self.move(own.topLeft())
        self.settings.setValue(GEOMETRY_KEY, self.saveGeometry())
        super().hideEvent(event)
