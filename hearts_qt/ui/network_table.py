"""The window at a network table: the table a ``TableClient`` has joined, shown in place of
the local game's and played exactly as a local one through a ``SeatGame`` (its own table
view, sounds, score sheet and game-over screen). The local game waits meanwhile, held as
it is, and its autosave keeps it: nothing of the network game is saved here (the host
keeps that game).

A New Moon the player shot is asked in the local game's dialog (``ui/moon_dialog.py``);
one a friend shot is said on the table while they choose.

A dropped connection is said on the table and tried again with the seat's token every
few seconds, until the host takes the player back (it keeps the seat) or the player
leaves (Game ▸ Leave Table).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import QStackedWidget

from hearts_qt.controller.texts import seat_name
from hearts_qt.engine import HandResult, MoonScoring, Seat
from hearts_qt.net.client import TableClient
from hearts_qt.net.seat_game import SeatGame
from hearts_qt.net.turned import unturn
from hearts_qt.ui.score_sheet.window import ScoreSheetWindow
from hearts_qt.ui.sounds import TableSounds
from hearts_qt.ui.table import theme
from hearts_qt.ui.table.view import TableView

if TYPE_CHECKING:
    from hearts_qt.controller.moon import MoonQuestion
    from hearts_qt.ui.main_window import MainWindow
    from hearts_qt.ui.moon_dialog import MoonDialog

RETRY_MS = 3000
"""How often a dropped connection is tried again."""


class NetworkTable(QObject):
    """The window's network mode, while the player sits at a network table.

    Signals:
        left(): the player has left the table (``leave``); the window shows its own game.
        connection_changed(bool connected): the connection to the host was lost (False)
            or is back (True).
    """

    left = Signal()
    connection_changed = Signal(bool)

    def __init__(self, client: TableClient, window: MainWindow, *, threaded: bool = True) -> None:
        super().__init__(window)
        self.client = client
        client.setParent(self)  # the table keeps the connection until it is left
        self.window = window
        self.game = SeatGame(client, threaded=threaded, parent=self)
        self.game.thinking_time = window.settings.thinking_time()
        stack = window.centralWidget()
        assert isinstance(stack, QStackedWidget)
        self.stack = stack
        self.table = TableView(self.game, window.renderer, stack)
        stack.addWidget(self.table)
        stack.setCurrentWidget(self.table)
        self.table.setFocus()
        self.table.status_changed.connect(window.show_status)
        self.sounds = TableSounds(self.game, window.settings, window.sounds.player, parent=self)
        self.sheet = ScoreSheetWindow(
            self.game, window, names=self.name, settings=window.settings.qsettings
        )
        self.sheet.dismissed.connect(self._on_sheet_dismissed)
        self._sheet_for_hand = False
        self._present: dict[Seat, bool] = {}
        self._named: dict[Seat, str] = {}
        """Who sat where, and who was there, at the last news of the seats."""
        self.lost = False
        """The connection is gone and being tried again."""
        self._ended: str | None = None
        """Why the connection will not be tried again (the host closed, or refused)."""
        self._retry = QTimer(self)
        self._retry.setSingleShot(True)
        self._retry.setInterval(RETRY_MS)
        self._retry.timeout.connect(self._try_again)
        self.game.names_changed.connect(self._on_names)
        self.game.hand_scored.connect(self._on_hand_scored)
        self.game.hand_dealt.connect(self._close_sheet_of_last_hand)
        self.game.game_over.connect(self._on_game_over)
        self.moon_dialog: MoonDialog | None = None
        """The player's New Moon choice, while the table waits for it."""
        self.game.moon_choice_needed.connect(self._ask_moon)
        self.game.moon_choosing.connect(self._on_moon_choosing)
        for moved_on in (self.game.game_started, self.game.hand_scored):
            moved_on.connect(self._drop_moon_dialog)
        client.disconnected.connect(self._on_disconnected)
        client.joined.connect(self._on_joined)
        client.rejected.connect(self._on_rejected)
        client.host_closing.connect(self._on_host_closing)
        self.game.catch_up()
        window.show_status(self.connection_text())  # not the local game's last line
        if not client.connected:
            self._on_disconnected()

    def title(self) -> str:
        """The window's title at this table: its name, and whether the connection to it
        is encrypted."""
        table = self.client.table or self.client.name
        if self.client.encrypted:
            return self.tr("Table {table} (encrypted)").format(table=table)
        return self.tr("Table {table} (not encrypted)").format(table=table)

    def connection_text(self) -> str:
        if self.client.encrypted:
            return self.tr("The connection to the table is encrypted.")
        return self.tr("The connection to the table is not encrypted.")

    def name(self, seat: Seat) -> str:
        """The name shown for ``seat`` of this table: the one its player typed, or for a
        computer its level ("Expert"), with the seat where two computers share a level
        ("North (Easy)"), or the seat's own before the game. ``seat`` is where it sits on
        this table, the player's own at the bottom; the seat said is the host's, the one
        everyone at the table knows it by."""
        game = self.game
        if game.names[seat]:
            return game.names[seat]
        own = self.client.seat
        real = seat if own is None else unturn(seat, own)
        level = game.levels[seat]
        if not level:
            return seat_name(real)
        from hearts_qt.ui.options_dialog import level_name

        shared = sum(1 for s in Seat if not game.names[s] and game.levels[s] == level) > 1
        if not shared:
            return level_name(level)
        return self.tr("{seat} ({level})", "a computer's seat at a network table").format(
            seat=seat_name(real), level=level_name(level)
        )

    # -- the player's commands -----------------------------------------------------------

    def leave(self) -> None:
        """Stand up from the table: the connection closes and the window shows its own
        game again (``left``)."""
        self._retry.stop()
        self._drop_moon_dialog()
        self.game.shutdown()
        self.client.disconnected.disconnect(self._on_disconnected)
        self.client.leave()
        self.sheet.close()
        self.stack.removeWidget(self.table)
        self.table.deleteLater()
        self.sheet.deleteLater()
        self.left.emit()
        self.deleteLater()

    def hint(self) -> None:
        if self.game.waiting_for_south:
            self.game.hint()
        else:
            self.table.tell(self.tr("A hint is given when it is your turn."))

    def toggle_score_sheet(self) -> None:
        self.sheet.toggle()

    # -- the table's names and its end of hand -------------------------------------------

    def _on_names(self, names: tuple[str, ...], present: tuple[bool, ...]) -> None:
        self.table.set_seat_names({seat: self.name(seat) for seat in Seat})
        for seat in (Seat.WEST, Seat.NORTH, Seat.EAST):  # a friend's comings and goings
            name, was = names[seat], self._present.get(seat)
            if name and was is not None and was != present[seat] and name == self._named[seat]:
                if present[seat]:
                    self.table.tell(self.tr("{name} is back at the table.").format(name=name))
                else:
                    self.table.tell(
                        self.tr(
                            "{name} has left the table; a computer plays for them soon."
                        ).format(name=name)
                    )
        self._present = {seat: present[seat] for seat in Seat}
        self._named = {seat: names[seat] for seat in Seat}

    def _on_hand_scored(self, _result: HandResult) -> None:
        if self.game.is_over or not self.window.settings.score_after_hand():
            return
        self.table.hold_after_hand()
        shown = self.sheet.isVisible()
        self._sheet_for_hand = self.sheet.present_clear_of(self.table.seat_areas()) and not shown

    def _close_sheet_of_last_hand(self) -> None:
        if self._sheet_for_hand and self.sheet.isVisible():
            self.sheet.close()
        self._sheet_for_hand = False

    def _on_sheet_dismissed(self) -> None:
        self.table.continue_after_hand()

    def _on_game_over(self, winners: tuple[Seat, ...], totals: tuple[int, int, int, int]) -> None:
        from hearts_qt.ui.score_sheet.game_over import GameOverDialog

        self.sheet.close()
        game = self.game
        dialog = GameOverDialog(
            winners, totals, self.window, names=self.name, rules=game.rules, results=game.results
        )
        dialog.play_again_button.hide()  # the host begins the next game at its table
        dialog.close_button.setDefault(True)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.rejected.connect(self.table.show_game_result)
        self.table.show_game_result(False)
        dialog.open()

    # -- New Moon ------------------------------------------------------------------------

    def _ask_moon(self, question: MoonQuestion) -> None:
        """The player shot a New Moon: ask how it is scored (once: the same question told
        again while its dialog is up is the one being answered)."""
        from hearts_qt.ui.moon_dialog import MoonDialog

        if self.moon_dialog is not None and self.moon_dialog.question == question:
            return
        self._drop_moon_dialog()
        dialog = MoonDialog(question, self.name, self.window)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.chosen.connect(self._on_moon_chosen)
        self.moon_dialog = dialog
        self.table.say(dialog.prompt())  # it said who took the last trick
        dialog.show()

    def _on_moon_chosen(self, choice: MoonScoring) -> None:
        self.moon_dialog = None  # it has closed (and is deleted)
        self.game.choose_moon(choice)

    def _drop_moon_dialog(self, *_args: object) -> None:
        """The table moved on (the hand scored, the table laid out again, left): no
        choice is asked."""
        dialog, self.moon_dialog = self.moon_dialog, None
        if dialog is not None:
            dialog.dismiss()

    def _on_moon_choosing(self, question: MoonQuestion) -> None:
        if self.game.is_computer(question.seat):
            return  # a computer chooses at once
        if question.sun:
            text = self.tr("{name} shot the sun and is choosing how it is scored.")
        else:
            text = self.tr("{name} shot the moon and is choosing how it is scored.")
        self.table.say(text.format(name=self.name(question.seat)))  # while they choose

    # -- the connection ------------------------------------------------------------------

    def _say(self, text: str) -> None:
        """A line about the connection, on the table and in the status line."""
        self.table.table.decor.show_alert(text, RETRY_MS + theme.ALERT_MS)
        self.table.say(text)

    def _on_disconnected(self) -> None:
        if self._ended is not None:
            self._retry.stop()
            leave = self.tr("Game ▸ Leave Table takes you back to your own game.")
            self._say(f"{self._ended} {leave}")
        else:
            self._say(self.tr("The connection to the table is lost. Trying again…"))
            self._retry.start()
        if not self.lost:
            self.lost = True
            self.connection_changed.emit(False)

    def _try_again(self) -> None:
        if self.lost and self._ended is None:
            self.client.rejoin()

    def _on_joined(self, _seat: Seat, _token: str) -> None:
        if self.lost:
            self.lost = False
            self._retry.stop()
            self.table.table.decor.hide_alert()
            self.table.tell(self.tr("You are back at the table."))
            self.connection_changed.emit(True)

    def _on_rejected(self, reason: str) -> None:
        """The host would not take the player back (the game has ended, the seat is
        someone else's): no more tries."""
        self._ended = reason
        self._retry.stop()

    def _on_host_closing(self) -> None:
        self._ended = self.tr("The host has closed the table.")
