"""The main window: the table in the middle, menus, a status bar, remembered geometry."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QEvent, QObject, QPoint, QRect, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeyEvent, QKeySequence
from PySide6.QtWidgets import QLabel, QMainWindow, QMenu, QMessageBox, QStackedWidget, QWidget

from hearts_qt import __version__
from hearts_qt.cli import ANIMATION_SPEEDS
from hearts_qt.controller import GameController
from hearts_qt.controller.history import Step
from hearts_qt.controller.texts import card_text
from hearts_qt.engine import Rules, Seat
from hearts_qt.storage.settings import Settings
from hearts_qt.ui import audio
from hearts_qt.ui.appearance import Appearance, back_name
from hearts_qt.ui.card_renderer import CardRenderer
from hearts_qt.ui.cards_played import CardsPlayedDock
from hearts_qt.ui.check_notice import CheckMyPlay, CheckNotice
from hearts_qt.ui.deal_commands import DealCommands
from hearts_qt.ui.placement import centre_on_screen, fit_on_screen, fitted_size, frame_margins
from hearts_qt.ui.review.mode import ReviewMode
from hearts_qt.ui.sounds import TableSounds
from hearts_qt.ui.table.phase import TablePhase
from hearts_qt.ui.table.view import TableView

if TYPE_CHECKING:
    from hearts_qt.controller.moon import MoonQuestion
    from hearts_qt.controller.table_game import TableGame
    from hearts_qt.net.client import TableClient
    from hearts_qt.storage.autosave import AutoSave
    from hearts_qt.ui.hosting import HostCommands
    from hearts_qt.ui.moon_dialog import MoonDialog
    from hearts_qt.ui.network_table import NetworkTable
    from hearts_qt.ui.rules_window import RulesWindow
    from hearts_qt.ui.score_sheet.window import ScoreSheetWindow

FIRST_SIZE = QSize(1280, 800)
"""The window's first size, where the screen has room for it."""
BARS_WEIGHT = 10.0
"""How much the menus' titles and the status line matter to a window that must hide part
of this one (the Rules window): as much as the trick, more than a seat."""


class MainWindow(QMainWindow):
    """The game's window.

    Signals:
        first_frame_painted(): the table has been painted once (``--autoplay 0`` exits then).
    """

    first_frame_painted = Signal()

    def __init__(
        self,
        controller: GameController,
        settings: Settings,
        parent: QWidget | None = None,
        player: audio.SoundPlayer | None = None,
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        self.settings = settings
        self.autosave: AutoSave | None = None
        """Set by ``set_autosave`` once the table is on screen."""
        self.setWindowTitle(self.tr("Hearts"))
        self.setMinimumSize(800, 600)
        self.appearance = Appearance(settings, parent=self)  # the deck and the table's cloth
        self.appearance.problem.connect(self._report_problem)
        self.renderer = CardRenderer(
            settings.four_colour(), settings.back(), self.appearance.deck()
        )
        self.table = TableView(controller, self.renderer, self)
        stack = QStackedWidget(self)  # the table, or a finished hand reviewed in its place
        stack.addWidget(self.table)
        self.setCentralWidget(stack)
        self.review = ReviewMode(
            controller, stack, self.table, self.renderer, settings.name, self.statusBar(), self
        )
        self.review.active_changed.connect(self._update_history_actions)
        self.review.active_changed.connect(self._on_review_active)
        self.cards_played = CardsPlayedDock(controller, settings, self)  # View ▸ Cards Played
        player = audio.shared_player() if player is None else player
        self.sounds = TableSounds(controller, settings, player, parent=self)  # View ▸ Sound
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.cards_played)
        self.table.setFocus()  # the arrow keys, Space and P work from the first deal
        self._status = QLabel()
        self.statusBar().addWidget(self._status, 1)
        self.table.status_changed.connect(self._status.setText)
        self.check_notice = CheckNotice(controller, self)  # what the play checker found
        self.check_notice.review_wanted.connect(self.review.open)
        self.statusBar().addPermanentWidget(self.check_notice)
        self.check_my_play = CheckMyPlay(controller, settings, self)  # Game ▸ Check My Play
        self._painted = False
        self.table.viewport().installEventFilter(self)
        self._score_sheet: ScoreSheetWindow | None = None
        self._speed_override: str | None = None
        self._rules_window: RulesWindow | None = None
        controller.hand_scored.connect(self._on_hand_scored)
        controller.hand_dealt.connect(self._close_sheet_of_last_hand)
        controller.game_started.connect(self._update_rules_window)
        self._sheet_for_hand = False
        """The score sheet is up because a hand ended (not because the player asked)."""
        controller.game_over.connect(self._on_game_over)
        self.moon_dialog: MoonDialog | None = None
        """South's New Moon choice, while the game waits for it."""
        controller.moon_choice_needed.connect(self._ask_moon)
        for moved_on in (controller.game_started, controller.game_rewound, controller.hand_scored):
            moved_on.connect(self._drop_moon_dialog)
        settings.changed.connect(self._on_setting_changed)
        controller.set_play_out_decided(settings.play_out_decided())
        controller.set_thinking_time(settings.thinking_time())
        self._apply_view_settings()
        self.deals = DealCommands(self)  # Play Deal…, Replay This Hand, Export and Open Game…
        self.network: NetworkTable | None = None
        self.hosting: HostCommands | None = None
        """The table this window hosts (Game ▸ Host Table…), made when first asked for."""
        """The network table the player sits at (``sit_at_table``), if any."""
        self._kept_off: list[tuple[QAction, bool]] = []
        """The commands of the local game turned off at a network table, and whether
        each was on."""
        self._build_menus()
        self._restore_geometry()

    @property
    def score_sheet(self) -> ScoreSheetWindow:
        """The score sheet. It is made just after the first frame (so the table appears
        sooner), when the game has started and no hand of it has been scored on the
        table yet; it reads the hands already played (a resumed game's) from the game."""
        if self._score_sheet is None:
            from hearts_qt.ui.score_sheet.window import ScoreSheetWindow

            self._score_sheet = ScoreSheetWindow(
                self.controller, self, names=self.settings.name, settings=self.settings.qsettings
            )
            self._score_sheet.dismissed.connect(self._on_sheet_dismissed)
            self._score_sheet.review_wanted.connect(self.review.open)
        return self._score_sheet

    # -- menus --------------------------------------------------------------------------

    def _build_menus(self) -> None:
        game = self.menuBar().addMenu(self.tr("&Game"))
        new = QKeySequence.StandardKey.New
        self._new = self._action(game, self.tr("&New Game"), new, self.new_game)
        self._join = self._action(game, self.tr("&Join Table…"), None, self.show_join)
        self._leave = self._action(game, self.tr("&Leave Table"), None, self.leave_table)
        self._action(game, self.tr("Host T&able…"), None, self.show_host)
        self._leave.setEnabled(False)
        game.addSeparator()
        self.deals.add_to(game)
        game.addSeparator()
        undo = QKeySequence.StandardKey.Undo
        self._undo = self._action(game, self.tr("&Undo"), undo, self.controller.undo)
        self._redo = self._action(
            game, self.tr("&Redo"), QKeySequence.StandardKey.Redo, self.controller.redo
        )
        # The platform's Redo key, and both keys players know from elsewhere.
        redo_keys = QKeySequence.keyBindings(QKeySequence.StandardKey.Redo)
        extra = [QKeySequence(k) for k in ("Ctrl+Shift+Z", "Ctrl+Y")]
        self._redo.setShortcuts([*redo_keys, *(k for k in extra if k not in redo_keys)])
        self._hint = self._action(game, self.tr("&Hint"), "H", self.hint)
        self._follow_game_end(self.controller)
        self._claim = self._action(
            game, self.tr("&Claim the Rest"), "Ctrl+L", self.controller.claim
        )
        self._claim.setEnabled(False)
        self.controller.claim_available.connect(self._claim.setEnabled)
        self.controller.history_changed.connect(self._update_history_actions)
        self._update_history_actions()
        game.addSeparator()
        self._action(game, self.tr("Score &Sheet"), "F9", self.toggle_score_sheet)
        review = QAction(self)
        game.addAction(review)
        guarded = (self._new, self._undo, self._redo, self._hint, self._claim)
        self.review.bind(review, (*guarded, *self.deals.changing_the_game()))
        game.addAction(self.check_my_play.action)
        game.addSeparator()
        self._action(game, self.tr("&Options…"), "Ctrl+,", self.show_options)
        self._statistics = self._action(game, self.tr("S&tatistics…"), None, self.show_statistics)
        self._statistics.setEnabled(False)  # until set_autosave: they are read from there
        game.addSeparator()
        self._action(game, self.tr("&Quit"), QKeySequence.StandardKey.Quit, self.close)

        view = self.menuBar().addMenu(self.tr("&View"))
        speed_menu = view.addMenu(self.tr("&Animation Speed"))
        self._speeds = QActionGroup(self)
        names = {
            "off": self.tr("&Off"),
            "fast": self.tr("&Fast"),
            "normal": self.tr("&Normal"),
            "slow": self.tr("&Slow"),
        }
        for speed in ANIMATION_SPEEDS:
            action = speed_menu.addAction(names[speed])
            action.setCheckable(True)
            action.setData(speed)
            action.triggered.connect(lambda _c=False, s=speed: self._choose_speed(s))
            self._speeds.addAction(action)
        self._show_legal = self._toggle(
            view, self.tr("Show &Playable Cards"), self.settings.set_show_legal
        )
        self._score_after = self._toggle(
            view, self.tr("Score Sheet After Each &Hand"), self.settings.set_score_after_hand
        )
        self._four_colour = self._toggle(
            view, self.tr("&Four-Colour Deck"), self.settings.set_four_colour
        )
        backs = view.addMenu(self.tr("Card &Back"))
        self._backs = QActionGroup(self)
        for name in self.renderer.backs():
            action = backs.addAction(back_name(name))
            action.setCheckable(True)
            action.setData(name)
            action.triggered.connect(lambda _c=False, n=name: self.settings.set_back(n))
            self._backs.addAction(action)
        self._action(view, self.tr("Appearanc&e…"), None, self.show_appearance)
        view.addSeparator()
        view.addAction(self.cards_played.toggleViewAction())
        self._sound = self._toggle(view, self.tr("&Sound"), self.settings.set_sound)
        self._full_screen = self._toggle(view, self.tr("F&ull Screen"), self.set_full_screen)
        # The platform's key where it has one (F11, Ctrl+F11 on GNOME), else F11.
        keys = QKeySequence.keyBindings(QKeySequence.StandardKey.FullScreen)
        self._full_screen.setShortcuts(keys or [QKeySequence(Qt.Key.Key_F11)])
        self._sync_view_menu()

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

    def _toggle(self, menu: QMenu, text: str, store: Callable[[bool], None]) -> QAction:
        action = QAction(text, self)
        action.setCheckable(True)
        action.triggered.connect(store)
        menu.addAction(action)
        return action

    def _choose_speed(self, speed: str) -> None:
        self._speed_override = None  # the player's choice replaces the command line's
        self.settings.set_animation(speed)

    def override_speed(self, speed: str) -> None:
        """``--animation``: this speed for this run, without changing the stored one."""
        self._speed_override = speed
        self._apply_view_settings()
        self._sync_view_menu()

    def _speed(self) -> str:
        return self._speed_override or self.settings.animation()

    def _sync_view_menu(self) -> None:
        """Check the View menu's items as the settings say (they may change in Options)."""
        s = self.settings
        for group, value in ((self._speeds, self._speed()), (self._backs, s.back())):
            for action in group.actions():
                action.setChecked(action.data() == value)
        self._show_legal.setChecked(s.show_legal())
        self._score_after.setChecked(s.score_after_hand())
        self._four_colour.setChecked(s.four_colour())
        self._sound.setChecked(s.sound())

    # -- settings -----------------------------------------------------------------------

    def _apply_view_settings(self) -> None:
        s = self.settings
        network = getattr(self, "network", None)
        for table in (self.table, *([network.table] if network is not None else [])):
            table.set_animation_speed(self._speed())
            table.set_show_legal(s.show_legal())
            table.set_deck(self.appearance.deck())
            table.set_cloth(self.appearance.cloth())
            table.set_four_colour(s.four_colour())
            table.set_back(s.back())
        self.table.set_seat_names({seat: s.name(seat) for seat in Seat})

    def _on_setting_changed(self, key: str) -> None:
        if key.startswith("play/"):
            self.controller.set_play_out_decided(self.settings.play_out_decided())
            self.controller.set_thinking_time(self.settings.thinking_time())
        if key.startswith(("view/", "players/")):
            self._apply_view_settings()
            if hasattr(self, "_speeds"):
                self._sync_view_menu()
        if key.startswith("sound/") and hasattr(self, "_sound"):
            self._sound.setChecked(self.settings.sound())  # also when the Options change it

    # -- commands ---------------------------------------------------------------------

    def new_game(self) -> None:
        """A new game with the rules and opponents of the Options. A game in progress is
        only given up (and counted as abandoned by the autosave) if the player says so."""
        self.unless_kept(self.deal_new_game)

    def unless_kept(
        self, go: Callable[[], object], question: str | None = None, button: str | None = None
    ) -> None:
        """Do ``go``, which replaces the game being played: at once if no game in
        progress is given up by it, else once the player says so (``question``, and
        ``button`` to say it; New Game's by default)."""
        controller = self.controller
        if not controller.gives_up_a_game() or controller.is_computer(Seat.SOUTH):
            go()
            return
        box = QMessageBox(
            QMessageBox.Icon.Question,
            self.tr("New Game"),
            question or self.tr("Give up this game and deal a new one?"),
            parent=self,
        )
        box.setInformativeText(self.tr("It will count as abandoned in the statistics."))
        deal = box.addButton(button or self.tr("&New Game"), QMessageBox.ButtonRole.AcceptRole)
        keep = box.addButton(self.tr("&Keep Playing"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(keep)  # a stray Enter gives nothing up
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        deal.clicked.connect(lambda _checked: go())  # not go(False): a deal 0 for New Game
        # The game waits for the answer: nothing is played behind the question.
        controller.set_held(True)
        box.finished.connect(lambda _result: controller.set_held(False))
        box.open()

    def hint(self) -> None:
        """Game ▸ Hint: the Expert's pass or card for South, shown on the table."""
        if self.network is not None:
            self.network.hint()
        elif self.controller.waiting_for_south:
            self.controller.hint()
        else:
            self.table.tell(self.tr("A hint is given when it is your turn."))

    def _follow_game_end(self, game: TableGame) -> None:
        """Game ▸ Hint follows whether ``game`` (the local one, or a network table's) is
        over."""
        for changed in (game.game_over, game.game_started, game.game_rewound, game.game_resumed):
            changed.connect(self._update_hint_action)

    def _update_hint_action(self, *_args: object) -> None:
        """Game ▸ Hint is for a game going on: off once the game shown is over (until a
        new game), and while a hand is reviewed."""
        game = self.network.game if self.network is not None else self.controller
        self._hint.setEnabled(not game.is_over and not self.review.active)

    def _update_history_actions(self) -> None:
        """Undo and Redo say what they would take back or play again, or are disabled."""
        undo, redo = self.controller.undo_step(), self.controller.redo_step()
        if undo is None:
            self._undo.setText(self.tr("&Undo"))
        else:
            what = self._step_text(undo)
            self._undo.setText(self.tr("&Undo {step}").format(step=what))
        if redo is None:
            self._redo.setText(self.tr("&Redo"))
        else:
            self._redo.setText(self.tr("&Redo {step}").format(step=self._step_text(redo)))
        reviewing = self.review.active  # nothing changes the game while a hand is reviewed
        at_table = self.network is not None
        self._undo.setEnabled(undo is not None and not reviewing and not at_table)
        self._redo.setEnabled(redo is not None and not reviewing and not at_table)
        why = self.tr("A network game has no undo") if at_table else ""
        for action in (self._undo, self._redo):
            action.setStatusTip(why)
            action.setToolTip(why or action.text().replace("&", ""))

    def _step_text(self, step: Step) -> str:
        """ "Pass" or "Play of 7♥": what an undo or a redo step is, for the Game menu."""
        if step.kind == "pass":
            return self.tr("Pass", "an undo or redo step")
        card = card_text(step.cards[0])
        return self.tr("Play of {card}", "an undo or redo step").format(card=card)

    def deal_new_game(self, seed: int | None = None) -> None:
        """A new game now, with the Options' rules and opponents (from deal ``seed``)."""
        self.controller.set_levels(self.settings.levels())
        self.controller.new_game(self.settings.rules(), seed=seed)

    def show_status(self, text: str) -> None:
        """A line for the player in the status bar (the table's next one replaces it)."""
        self._status.setText(text)

    # The dialogs are imported when first opened: the table appears sooner at start-up.

    def show_options(self) -> None:
        from hearts_qt.ui.options_dialog import OptionsDialog

        dialog = OptionsDialog(self.settings, self.controller.rules, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()

    def show_appearance(self) -> None:
        """View ▸ Appearance: the deck, the back and the table, shown as they are chosen."""
        from hearts_qt.ui.appearance_dialog import AppearanceDialog

        dialog = AppearanceDialog(self.settings, self.appearance, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()

    def set_autosave(self, autosave: AutoSave) -> None:
        """Keep the game saved through ``autosave`` (quitting saves it) and show its
        statistics; until this is called there are none to show."""
        self.autosave = autosave
        autosave.problem.connect(self._report_problem)
        from hearts_qt.storage.play_checks import CheckKeeper

        self.check_keeper = CheckKeeper(self.controller, autosave, parent=self)
        self.check_keeper.problem.connect(self._report_problem)
        self._statistics.setEnabled(True)
        self.deals.refresh()

    def show_statistics(self) -> None:
        if self.autosave is None:
            return
        from hearts_qt.ui.statistics_dialog import StatisticsDialog

        dialog = StatisticsDialog(self.autosave.statistics, self, rules=self.controller.rules)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()

    def _close_sheet_of_last_hand(self) -> None:
        """The next hand is dealt (the player clicked the table rather than closing the
        sheet): the sheet that came up for the last hand goes; one the player opened
        stays."""
        sheet = self._score_sheet
        if self._sheet_for_hand and sheet is not None and sheet.isVisible():
            sheet.close()
        self._sheet_for_hand = False

    def _on_review_active(self, active: bool) -> None:
        """The sheet that came up by itself would stand over the review (a dialog stays
        over its window): it goes; one the player opened stays."""
        if active:
            self._close_sheet_of_last_hand()

    def _on_hand_scored(self, _result: object) -> None:
        if self.controller.is_over:
            return  # the last hand: the game-over dialog comes next, with the standings
        if self.settings.score_after_hand() and not self.controller.is_computer(Seat.SOUTH):
            self.table.hold_after_hand()
            # The sheet (made after this window connected) adds the hand's row in this
            # same emission, right after: before anything is painted. It opens only
            # where it hides neither a seat nor the result the table shows; else F9
            # opens it.
            sheet = self.score_sheet
            shown = sheet.isVisible()
            self._sheet_for_hand = sheet.present_clear_of(self._keep_clear()) and not shown

    def _on_sheet_dismissed(self) -> None:
        """The sheet read at a hand's end was closed: the next hand comes, unless the
        player is reviewing (then the hand's end waits for the table's click)."""
        if not self.review.active:
            self.table.continue_after_hand()

    def toggle_score_sheet(self) -> None:
        """F9: open the sheet (off the seats if the hand is over and there is room for
        that), or close it."""
        if self.network is not None:
            self.network.toggle_score_sheet()
            return
        sheet = self.score_sheet
        if sheet.isVisible() or self.table.phase is not TablePhase.SCORED:
            sheet.toggle()
            return
        self.table.hold_after_hand()  # the next hand waits while the sheet is read
        # Asked for, it may hide the table's own result (it says the same), not a seat.
        if not (
            sheet.present_clear_of(self._keep_clear())
            or sheet.present_clear_of(self._keep_clear(result=False))
        ):
            sheet.present()

    def _keep_clear(self, result: bool = True) -> list[QRect]:
        """What the sheet must not hide at the end of a hand, on the screen: the seats,
        the hand's result on the table (unless ``result`` is false), the menus and the
        status line."""
        areas = self.table.seat_areas()
        shown = self.table.result_area() if result else None
        if shown is not None:
            areas.append(shown)
        for bar in (self.menuBar(), self.statusBar()):
            areas.append(QRect(bar.mapToGlobal(QPoint(0, 0)), bar.size()))
        return areas

    def _on_game_over(self, winners: tuple[Seat, ...], totals: tuple[int, int, int, int]) -> None:
        if self.controller.is_computer(Seat.SOUTH) or self.controller.replaying:
            return  # autoplay: nobody to ask; a replay: DealCommands asks what next
        from hearts_qt.ui.score_sheet.game_over import GameOverDialog

        if self._score_sheet is not None:
            self._score_sheet.close()  # the end-of-game screen has every hand's scores
        controller = self.controller
        dialog = GameOverDialog(
            winners,
            totals,
            self,
            names=self.settings.name,
            rules=controller.rules,
            results=controller.results,
        )
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.play_again.connect(self.new_game)
        dialog.rejected.connect(self.table.show_game_result)  # closed: the table says it
        self.table.show_game_result(False)  # one end-of-game screen, not two on each other
        dialog.open()

    def _ask_moon(self, question: MoonQuestion) -> None:
        """South shot a New Moon: ask how it is scored (once: the same question asked
        again while its dialog is up is the one being answered)."""
        from hearts_qt.ui.moon_dialog import MoonDialog

        if self.moon_dialog is not None and self.moon_dialog.question == question:
            return
        self._drop_moon_dialog()
        dialog = MoonDialog(question, self.settings.name, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.chosen.connect(self.controller.choose_moon)
        self.moon_dialog = dialog
        self.table.say(dialog.prompt())
        dialog.show()

    def _drop_moon_dialog(self, *_args: object) -> None:
        """The game moved on (an undo, a new game, the hand scored): no choice is asked."""
        dialog, self.moon_dialog = self.moon_dialog, None
        if dialog is not None:
            dialog.dismiss()

    def _report_problem(self, message: str) -> None:
        """A saved game set aside or a save that failed: tell the player once, calmly."""
        self._status.setText(message)
        box = QMessageBox(QMessageBox.Icon.Warning, self.tr("Hearts"), message, parent=self)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.setWindowModality(Qt.WindowModality.NonModal)
        box.show()

    def show_rules(self) -> None:
        """The rules of the game being played, in a window beside the table (F1)."""
        if self._rules_window is None:
            from hearts_qt.ui.rules_window import RulesWindow

            self._rules_window = RulesWindow(self)
            self._rules_window.finished.connect(self._keys_to_the_table)
        game = self.network.game if self.network is not None else self.controller
        table = self.network.table if self.network is not None else self.table
        seen = [*table.play_areas(), *((bar, BARS_WEIGHT) for bar in self._menu_areas())]
        self._rules_window.present(game.rules, seen)  # at a network table, the host's rules

    def _menu_areas(self) -> list[QRect]:
        """The menus' titles and the status line, on the screen."""
        menus, status = self.menuBar(), self.statusBar()
        titles = QRect()
        for action in menus.actions():
            titles = titles.united(menus.actionGeometry(action))
        return [
            QRect(menus.mapToGlobal(titles.topLeft()), titles.size()),
            QRect(status.mapToGlobal(QPoint(0, 0)), status.size()),
        ]

    def _keys_to_the_table(self, *_args: object) -> None:
        """A window over the game closed: the arrow keys, Space and P are the table's
        again (or the review's, if one is shown)."""
        self.activateWindow()
        shown = self.centralWidget()
        if isinstance(shown, QStackedWidget) and (current := shown.currentWidget()) is not None:
            current.setFocus()

    def _update_rules_window(self, rules: Rules) -> None:
        if self._rules_window is not None:
            self._rules_window.set_rules(rules)

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

    def set_full_screen(self, on: bool) -> None:
        """The table fills the screen (F11, or the platform's key), or goes back."""
        if on:
            self.showFullScreen()
        else:
            self.showNormal()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Escape and self.isFullScreen():
            self.set_full_screen(False)  # Escape leaves full screen, as in most games
            return
        super().keyPressEvent(event)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.WindowStateChange:  # also when the desktop does it
            self._full_screen.setChecked(self.isFullScreen())
        super().changeEvent(event)

    # -- a network table ----------------------------------------------------------------

    def show_join(self) -> None:
        """Game ▸ Join Table…: a table on the network, found or typed, to sit at."""
        from hearts_qt.ui.join_dialog import JoinDialog

        dialog = JoinDialog(self.settings, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.seated.connect(self.sit_at_table)
        dialog.open()

    def show_host(self) -> None:
        """Game ▸ Host Table…: a table on this computer for friends, or its lobby."""
        from hearts_qt.ui.hosting import HostCommands

        if self.hosting is None:
            self.hosting = HostCommands(self)
        self.hosting.show_dialog()

    def sit_at_table(self, client: TableClient, *, threaded: bool = True) -> None:
        """Show and play the table ``client`` has joined, in place of the local game, until
        the player leaves it (Game ▸ Leave Table). The local game waits as it is (held,
        still autosaved); the window keeps ``client`` (its Qt parent) until then."""
        from hearts_qt.ui.network_table import NetworkTable

        if self.network is not None:
            self.network.leave()
        self.review.close()
        self.controller.set_held(True)
        self.table.status_changed.disconnect(self._status.setText)  # the local table's
        self.network = NetworkTable(client, self, threaded=threaded)
        self.network.left.connect(self._on_left_table)
        self.network.game.game_started.connect(self._update_rules_window)
        self._follow_game_end(self.network.game)
        self._apply_view_settings()
        self._kept_off = [(a, a.isEnabled()) for a in self._off_at_a_table()]
        for action, _on in self._kept_off:
            action.setEnabled(False)
        self._leave.setEnabled(True)
        self._update_hint_action()
        self.deals.place_label.hide()  # the local game's deal; the table's is the host's
        self.cards_played.panel.follow(self.network.game, self.network.name)
        self._update_history_actions()
        self.setWindowTitle(self.network.title())

    def _off_at_a_table(self) -> list[QAction]:
        """What changes or reads the local game: off while at a network table."""
        actions = [self._new, self._join, self._claim, *self.deals.changing_the_game()]
        actions.append(self.deals.export)
        actions.append(self.check_my_play.action)
        if self.review.action is not None:
            actions.append(self.review.action)
        return actions

    def leave_table(self) -> None:
        """Game ▸ Leave Table: stand up from the network table, back to the local game."""
        if self.network is not None:
            self.network.leave()

    def _on_left_table(self) -> None:
        self.network = None
        self._update_rules_window(self.controller.rules)
        stack = self.centralWidget()
        assert isinstance(stack, QStackedWidget)
        stack.setCurrentWidget(self.table)
        self.table.setFocus()
        self.table.status_changed.connect(self._status.setText)
        self._status.setText(self.table.status.text)
        for action, on in self._kept_off:
            action.setEnabled(on)
        self._kept_off = []
        self._leave.setEnabled(False)
        self._update_hint_action()
        self.deals.place_label.show()
        self.cards_played.panel.follow(self.controller)
        self._update_history_actions()
        self.setWindowTitle(self.tr("Hearts"))
        self.deals.refresh()
        self.controller.set_held(False)

    # -- window state -----------------------------------------------------------------

    def _restore_geometry(self) -> None:
        geometry = self.settings.qsettings.value("window/geometry")
        if not (isinstance(geometry, QByteArray) and self.restoreGeometry(geometry)):
            screen = self.screen().availableGeometry()
            self.resize(fitted_size(FIRST_SIZE, screen, frame_margins(self)))
            centre_on_screen(self)
        fit_on_screen(self)  # a size remembered from a larger screen, a higher scale

    def closeEvent(self, event: QCloseEvent) -> None:
        """Save everything on the way out: no "save or lose" question (a New Moon being
        chosen is saved still to choose, and asked again at the next start)."""
        self._drop_moon_dialog()
        if self.network is not None:
            self.network.leave()
        self.settings.qsettings.setValue("window/geometry", self.saveGeometry())
        if self.autosave is not None:
            self.autosave.save()
        self.settings.sync()
        self.controller.shutdown()
        if self._score_sheet is not None:
            self._score_sheet.dismissed.disconnect(self._on_sheet_dismissed)
            self._score_sheet.close()
        super().closeEvent(event)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if not self._painted and event.type() == QEvent.Type.Paint:
            self._painted = True
            QTimer.singleShot(0, self._after_first_frame)
        return False

    def _after_first_frame(self) -> None:
        self.first_frame_painted.emit()  # the game starts (see app.py)
        _ = self.score_sheet  # made now, not before the first frame
        if self.settings.sound():
            self.sounds.player.prepare()  # the effects and the device, off the GUI thread
