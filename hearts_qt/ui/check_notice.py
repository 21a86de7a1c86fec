"""The play checker in the window: Game ▸ Check My Play, and what the checker found, in
words: a short link at the right of the status bar ("Hand 3: 2 choices to review") that
opens the hand in review, with the whole sentence as its tooltip ("Hand 3: the Expert would
have chosen otherwise 2 times (about 3.1 points)"). It stays until the next check or a new
game."""

from __future__ import annotations

import html

from PySide6.QtCore import QLocale, QObject, Qt, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QLabel, QWidget

from hearts_qt.ai.verdict import HandCheck
from hearts_qt.controller import GameController
from hearts_qt.storage.settings import Settings


class CheckNotice(QLabel):
    """The words of the last check of the game being played.

    Signals:
        review_wanted(int): the player clicked the link to review hand ``number``.
    """

    review_wanted = Signal(int)

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.words = ""
        """The sentence shown (plain text), empty when there is none."""
        self._hand = 0
        self.setTextFormat(Qt.TextFormat.RichText)
        self.setTextInteractionFlags(Qt.TextInteractionFlag.LinksAccessibleByMouse)
        self.linkActivated.connect(lambda _link: self.review_wanted.emit(self._hand))
        controller.hand_checked.connect(self.show_check)
        controller.game_started.connect(self.clear_check)
        self.hide()

    def show_check(self, check: HandCheck) -> None:
        """A short link in the status bar ("Hand 3: 2 choices to review"), so the table's
        own messages keep their room; the whole sentence is its tooltip and its name for
        a screen reader."""
        self._hand = check.hand
        self.words = self.summary(check)
        self.setText(f'<a href="review">{html.escape(self.short(check))}</a>')
        self.setToolTip(self.words + "\n" + self.tr("Click to review the hand."))
        self.setAccessibleName(self.words)
        self.show()

    def short(self, check: HandCheck) -> str:
        """The link's few words."""
        if check.verdicts:
            return self.tr("Hand {hand}: %n choice(s) to review", "", len(check.verdicts)).format(
                hand=check.hand
            )
        if check.decisions:
            return self.tr("Hand {hand}: the Expert agrees").format(hand=check.hand)
        return self.tr("Hand {hand}: no choice to make").format(hand=check.hand)

    def clear_check(self, *_args: object) -> None:
        self.words = ""
        self.clear()
        self.hide()

    def summary(self, check: HandCheck) -> str:
        """One sentence: how often the Expert would have chosen otherwise, and the cost."""
        if check.verdicts:
            points = QLocale().toString(check.points_lost, "f", 1)
            return self.tr(
                "Hand {hand}: the Expert would have chosen otherwise %n time(s) "
                "(about {points} points).",
                "",
                len(check.verdicts),
            ).format(hand=check.hand, points=points)
        if check.decisions:
            return self.tr(
                "Hand {hand}: the Expert agrees with all your %n decision(s).",
                "",
                check.decisions,
            ).format(hand=check.hand)
        return self.tr("Hand {hand}: you had no choice to make.").format(hand=check.hand)


class CheckMyPlay(QObject):
    """Game ▸ Check My Play: each game starts as the option in Options says (off by
    default); the menu item turns the check on or off for the game being played. A hand
    replayed is checked as its game is, and Back to the Game finds the game's choice."""

    def __init__(self, controller: GameController, settings: Settings, parent: QWidget) -> None:
        super().__init__(parent)
        self.controller = controller
        self.settings = settings
        self._set_aside: bool | None = None
        """The choice for the game a replay set aside (None: no replay)."""
        self._coming_back: bool | None = None
        """That choice, while a game starts that may be the one set aside coming back
        (``game_resumed`` follows at once then)."""
        self.action = QAction(self.tr("Chec&k My Play"), parent)
        self.action.setCheckable(True)
        self.action.setStatusTip(self.tr("After each hand, the Expert goes over your play"))
        self.action.toggled.connect(controller.set_check_play)
        controller.replay_started.connect(self._on_replay_started)
        controller.game_started.connect(self._on_game_started)
        controller.game_resumed.connect(self._on_game_resumed)
        settings.changed.connect(self._on_setting_changed)
        self.follow_option()

    def follow_option(self, *_args: object) -> None:
        self._choose(self.settings.check_play())

    def _choose(self, on: bool) -> None:
        self.action.setChecked(on)
        self.controller.set_check_play(on)

    def _on_replay_started(self, _replay: object) -> None:
        if self._set_aside is None:  # Replay Again keeps the game's own choice
            self._set_aside = self.action.isChecked()

    def _on_game_started(self, _rules: object) -> None:
        if self.controller.replaying:
            self._choose(bool(self._set_aside))
            return
        self._coming_back, self._set_aside = self._set_aside, None
        self.follow_option()

    def _on_game_resumed(self, _number: int) -> None:
        """Back to the Game: the game set aside is resumed, with its choice."""
        if self._coming_back is not None:
            self._choose(self._coming_back)
        self._coming_back = None

    def _on_setting_changed(self, key: str) -> None:
        if key == "play/check_play":
            self.follow_option()
