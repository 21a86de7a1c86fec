"""The Game menu's commands about deals and game files, and the deal's name on screen.

Play Deal… starts a game from a number a friend gives; Replay This Hand plays a hand
again as practice and Back to the Game ends the replay; Export Game… and Open Game…
write and read a game's file (``hearts_qt.storage.exchange``). The deal being played is
named in the title bar and at the right of the status bar, a replay as a replay.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QStandardPaths, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QFileDialog, QLabel, QMenu, QMessageBox

from hearts_qt.controller.texts import with_sign
from hearts_qt.engine import Seat
from hearts_qt.storage.exchange import SUFFIX, GameFileRefused, export_game, open_game
from hearts_qt.storage.saved_game import SavedGame
from hearts_qt.ui.deal_caption import deal_caption
from hearts_qt.ui.rules_words import rules_played

if TYPE_CHECKING:
    from hearts_qt.ui.main_window import MainWindow

FOLDER_KEY = "game_files/folder"
"""The folder a game was last exported to or opened from, where the next dialog starts."""


class DealCommands(QObject):
    """Play Deal…, Replay This Hand, Back to the Game, Export Game… and Open Game… of
    ``window``, and the deal's name in its title and status bar."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.controller = controller = window.controller
        self.place_label = QLabel(window)
        window.statusBar().addPermanentWidget(self.place_label)
        self.play_deal = self._action(self.tr("Play &Deal…"), "Ctrl+G", self.ask_deal_number)
        self.replay = self._action(self.tr("Repla&y This Hand"), "Ctrl+R", self.replay_hand)
        self.back = self._action(self.tr("&Back to the Game"), None, controller.end_replay)
        self.export = self._action(self.tr("&Export Game…"), "Ctrl+E", self.ask_export)
        self.open = self._action(
            self.tr("O&pen Game…"), QKeySequence.StandardKey.Open, self.ask_open
        )
        for signal in (
            controller.game_started,
            controller.game_resumed,
            controller.hand_dealt,
            controller.game_rewound,
        ):
            signal.connect(self.refresh)
        controller.game_over.connect(self._on_game_over)
        self.refresh()

    def add_to(self, menu: QMenu) -> None:
        menu.addAction(self.play_deal)
        menu.addAction(self.replay)
        menu.addAction(self.back)
        menu.addSeparator()
        menu.addAction(self.open)
        menu.addAction(self.export)

    def changing_the_game(self) -> tuple[QAction, ...]:
        """The commands that replace the game being played (off while a hand is
        reviewed; Export Game… only reads it)."""
        return (self.play_deal, self.replay, self.back, self.open)

    def _action(
        self, text: str, shortcut: QKeySequence.StandardKey | str | None, slot: Callable[[], object]
    ) -> QAction:
        action = QAction(text, self.window)
        if shortcut is not None:
            action.setShortcut(shortcut)
        action.triggered.connect(slot)
        return action

    # -- the deal on screen -------------------------------------------------------------

    def refresh(self, *_args: object) -> None:
        controller = self.controller
        dealt = controller.can_replay()
        caption = deal_caption(controller.deal_place()) if dealt else ""
        played = rules_played(controller.rules)
        if caption and played:  # a player who changed the preset sees that it took
            caption = self.tr("{deal} · {rules}").format(deal=caption, rules=played)
        if caption:  # before the first deal the window's title stays "Hearts"
            self.window.setWindowTitle(caption)  # the platform adds " — Hearts"
        self.place_label.setText(caption)
        self.replay.setEnabled(controller.can_replay())
        self.back.setEnabled(controller.replaying)
        self.export.setEnabled(self.window.autosave is not None and dealt)

    # -- Play Deal… ---------------------------------------------------------------------

    def ask_deal_number(self) -> None:
        from hearts_qt.ui.deal_dialog import DealNumberDialog

        dialog = DealNumberDialog(self.window)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.chosen.connect(self.play_deal_number)
        dialog.open()

    def play_deal_number(self, number: int) -> None:
        """A new game from deal ``number``, once a game in progress is given up."""
        self.window.unless_kept(
            lambda: self.window.deal_new_game(seed=number),
            self.tr("Give up this game and play the deal you typed?"),
            self.tr("&Play Deal"),
        )

    # -- Replay This Hand ---------------------------------------------------------------

    def replay_hand(self) -> None:
        """The hand just finished, or the one being played from its deal, again."""
        self.controller.replay_hand()
        self.refresh()

    def _on_game_over(self, *_args: object) -> None:
        """The replay is over: back to the game, or the same hand once more."""
        controller = self.controller
        if not controller.replaying or controller.is_computer(Seat.SOUTH):
            return
        self.window.table.show_game_result(False)  # a replay wins no game: the box says
        self.window.show_status(self.tr("The replay is over."))
        points = controller.results[-1].points[Seat.SOUTH]
        box = QMessageBox(
            QMessageBox.Icon.Information,
            self.tr("Replay This Hand"),
            with_sign(
                self.tr("The replay is over: you took %n point(s).", "", abs(points)), points
            ),
            parent=self.window,
        )
        box.setInformativeText(self.tr("Your game goes on where you left it."))
        back = box.addButton(self.tr("&Back to the Game"), QMessageBox.ButtonRole.AcceptRole)
        again = box.addButton(self.tr("Replay &Again"), QMessageBox.ButtonRole.ActionRole)
        box.setDefaultButton(back)
        box.setEscapeButton(back)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        again.clicked.connect(self.replay_hand)
        back.clicked.connect(controller.end_replay)
        box.open()

    # -- Export Game… and Open Game… ----------------------------------------------------

    def folder(self) -> Path:
        """Where the file dialogs start: the folder used last if it is still there, else
        the documents folder, else the home folder."""
        last = self.window.settings.qsettings.value(FOLDER_KEY)
        if isinstance(last, str) and last and Path(last).is_dir():
            return Path(last)
        documents = QStandardPaths.writableLocation(
            QStandardPaths.StandardLocation.DocumentsLocation
        )
        return Path(documents) if documents and Path(documents).is_dir() else Path.home()

    def _file_dialog(self, title: str, save: bool) -> QFileDialog:
        dialog = QFileDialog(
            self.window,
            title,
            str(self.folder()),
            self.tr("Hearts games (*{suffix});;All files (*)").format(suffix=SUFFIX),
        )
        dialog.setAcceptMode(
            QFileDialog.AcceptMode.AcceptSave if save else QFileDialog.AcceptMode.AcceptOpen
        )
        dialog.setFileMode(
            QFileDialog.FileMode.AnyFile if save else QFileDialog.FileMode.ExistingFile
        )
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        return dialog

    def ask_export(self) -> None:
        dialog = self._file_dialog(self.tr("Export Game"), save=True)
        dialog.setDefaultSuffix(SUFFIX.removeprefix("."))
        name = self.tr("deal-{deal}").format(deal=self.controller.deal_place().deal)
        dialog.selectFile(name + SUFFIX)
        dialog.fileSelected.connect(self.export_to)
        dialog.open()

    def export_to(self, path: str) -> bool:
        """Write the game being played to ``path``; tell the player if that fails."""
        autosave = self.window.autosave
        if not path or autosave is None:
            return False
        message = export_game(Path(path), autosave.playing_now())
        if message is not None:
            self._warn(self.tr("Export Game"), message)
            return False
        self._remember(path)
        self.window.show_status(
            self.tr("The game was saved as {file}.").format(file=Path(path).name)
        )
        return True

    def ask_open(self) -> None:
        dialog = self._file_dialog(self.tr("Open Game"), save=False)
        dialog.fileSelected.connect(self.open_file)
        dialog.open()

    def open_file(self, path: str) -> bool:
        """Continue the game in the file at ``path`` (or show it finished), once a game
        in progress is given up; a file that cannot be used is refused, and nothing of
        the game being played changes."""
        if not path or self.window.autosave is None:
            return False
        try:
            saved = open_game(Path(path))
        except GameFileRefused as refused:
            self._warn(self.tr("Open Game"), str(refused))
            return False
        self._remember(path)
        self.window.unless_kept(
            lambda: self._continue(saved),
            self.tr("Give up this game and continue the one you opened?"),
            self.tr("&Open Game"),
        )
        return True

    def _continue(self, saved: SavedGame) -> None:
        autosave = self.window.autosave
        assert autosave is not None
        autosave.opening(saved)
        self.controller.set_levels(saved.levels)
        self.controller.resume(saved.game)
        if saved.game.is_over:
            self.window.score_sheet.present()

    def _remember(self, path: str) -> None:
        self.window.settings.qsettings.setValue(FOLDER_KEY, str(Path(path).parent))

    def _warn(self, title: str, message: str) -> None:
        box = QMessageBox(QMessageBox.Icon.Warning, title, message, parent=self.window)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()
