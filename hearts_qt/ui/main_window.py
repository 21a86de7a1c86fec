"""The main window: the table in the middle, menus, a status bar, remembered geometry."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QByteArray, QEvent, QObject, QSettings, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence
from PySide6.QtWidgets import QLabel, QMainWindow, QMenu, QMessageBox, QWidget

from hearts_qt import __version__
from hearts_qt.cli import ANIMATION_SPEEDS
from hearts_qt.controller import GameController
from hearts_qt.ui.card_renderer import CardRenderer
from hearts_qt.ui.help_text import rules_html
from hearts_qt.ui.table.view import TableView


class MainWindow(QMainWindow):
    """The game's window.

    Signals:
        first_frame_painted(): the table has been painted once (``--autoplay 0`` exits then).
    """

    first_frame_painted = Signal()

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.settings = QSettings()
        self.setWindowTitle(self.tr("Hearts"))
        self.setMinimumSize(800, 600)
        self.renderer = CardRenderer(
            four_colour=_bool(self.settings.value("view/four_colour", False)),
            back=str(self.settings.value("view/back", "blue")),
        )
        self.table = TableView(controller, self.renderer, self)
        self.setCentralWidget(self.table)
        self._status = QLabel()
        self.statusBar().addWidget(self._status, 1)
        self.table.status_changed.connect(self._status.setText)
        self._painted = False
        self.table.viewport().installEventFilter(self)
        self._build_menus()
        self._restore_geometry()

    # -- menus --------------------------------------------------------------------------

    def _build_menus(self) -> None:
        game = self.menuBar().addMenu(self.tr("&Game"))
        self._action(game, self.tr("&New Game"), QKeySequence.StandardKey.New, self.new_game)
        game.addSeparator()
        self._action(game, self.tr("&Quit"), QKeySequence.StandardKey.Quit, self.close)

        view = self.menuBar().addMenu(self.tr("&View"))
        speed_menu = view.addMenu(self.tr("&Animation Speed"))
        speeds = QActionGroup(self)
        names = {
            "off": self.tr("&Off"),
            "fast": self.tr("&Fast"),
            "normal": self.tr("&Normal"),
            "slow": self.tr("&Slow"),
        }
        current = self.animation_speed()
        for speed in ANIMATION_SPEEDS:
            action = speed_menu.addAction(names[speed])
            action.setCheckable(True)
            action.setChecked(speed == current)
            action.triggered.connect(lambda _checked=False, s=speed: self.set_animation_speed(s))
            speeds.addAction(action)
        self._toggle(
            view, self.tr("Show &Playable Cards"), "view/show_legal", self.table.set_show_legal
        )
        self._toggle(
            view, self.tr("&Four-Colour Deck"), "view/four_colour", self.table.set_four_colour
        )
        backs = view.addMenu(self.tr("Card &Back"))
        back_group = QActionGroup(self)
        for name in self.renderer.backs():
            action = backs.addAction(self.tr(name.capitalize()))
            action.setCheckable(True)
            action.setChecked(name == self.settings.value("view/back", "blue"))
            action.triggered.connect(lambda _checked=False, n=name: self._set_back(n))
            back_group.addAction(action)

        help_menu = self.menuBar().addMenu(self.tr("&Help"))
        self._action(
            help_menu,
            self.tr("&Rules of Hearts"),
            QKeySequence.StandardKey.HelpContents,
            self.show_rules,
        )
        self._action(help_menu, self.tr("&About Hearts"), None, self.show_about)

    def _action(
        self,
        menu: QMenu,
        text: str,
        shortcut: QKeySequence.StandardKey | str | None,
        slot: Callable[[], object],
    ) -> QAction:
        action = QAction(text, self)
        if shortcut is not None:
            action.setShortcut(shortcut)
        action.triggered.connect(slot)
        menu.addAction(action)
        return action

    def _toggle(self, menu: QMenu, text: str, key: str, apply: Callable[[bool], None]) -> None:
        action = QAction(text, self)
        action.setCheckable(True)
        on = _bool(self.settings.value(key, key == "view/show_legal"))
        action.setChecked(on)
        apply(on)

        def changed(checked: bool) -> None:
            self.settings.setValue(key, checked)
            apply(checked)

        action.toggled.connect(changed)
        menu.addAction(action)

    # -- commands ---------------------------------------------------------------------

    def new_game(self) -> None:
        self.controller.new_game()

    def animation_speed(self) -> str:
        speed = str(self.settings.value("view/animation", "normal"))
        return speed if speed in ANIMATION_SPEEDS else "normal"

    def set_animation_speed(self, speed: str) -> None:
        self.settings.setValue("view/animation", speed)
        self.table.set_animation_speed(speed)

    def _set_back(self, name: str) -> None:
        self.settings.setValue("view/back", name)
        self.table.set_back(name)

    def show_rules(self) -> None:
        box = QMessageBox(self)
        box.setWindowTitle(self.tr("Rules of Hearts"))
        box.setTextFormat(Qt.TextFormat.RichText)
        box.setText(rules_html())
        box.setWindowModality(Qt.WindowModality.NonModal)
        box.show()

    def show_about(self) -> None:
        QMessageBox.about(
            self,
            self.tr("About Hearts"),
            self.tr(
                "<h3>Hearts {version}</h3><p>The card game Hearts against three honest "
                "computer players.</p><p>Card art and code by the hearts-qt developers, "
                "GPL-3.0-or-later.</p>"
            ).format(version=__version__),
        )

    # -- window state -----------------------------------------------------------------

    def _restore_geometry(self) -> None:
        geometry = self.settings.value("window/geometry")
        if not (isinstance(geometry, QByteArray) and self.restoreGeometry(geometry)):
            self.resize(1280, 800)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.settings.setValue("window/geometry", self.saveGeometry())
        self.controller.shutdown()
        super().closeEvent(event)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if not self._painted and event.type() == QEvent.Type.Paint:
            self._painted = True
            QTimer.singleShot(0, self.first_frame_painted.emit)
        return False


def _bool(value: object) -> bool:
    """QSettings gives back "true"/"false" strings on some platforms."""
    if isinstance(value, str):
        return value.lower() == "true"
    return bool(value)
