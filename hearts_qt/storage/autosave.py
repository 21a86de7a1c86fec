"""Keeps the saved game and the statistics in step with a game controller.

Connect one to the controller before the first game starts. It saves the game after
each pass, trick and hand (and whenever ``save()`` is called, e.g. on quit), counts a
finished game in the statistics, and counts the previous game as abandoned when a new
game starts over an unfinished one. Games in which a computer played for South
(``--autoplay``) are saved and resumed like any other and never counted.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import replace
from typing import Protocol

from PySide6.QtCore import QObject, Signal, SignalInstance

from hearts_qt.engine import Game
from hearts_qt.storage.saved_game import GameStore, SavedGame
from hearts_qt.storage.statistics import StatisticsStore

log = logging.getLogger(__name__)

Names = tuple[str, str, str, str]


class Controller(Protocol):
    """What is used of ``GameController``."""

    game: Game
    levels: tuple[str, ...]
    south_level: str | None

    @property
    def game_started(self) -> SignalInstance: ...
    @property
    def cards_received(self) -> SignalInstance: ...
    @property
    def trick_taken(self) -> SignalInstance: ...
    @property
    def hand_scored(self) -> SignalInstance: ...
    @property
    def game_over(self) -> SignalInstance: ...
    @property
    def game_rewound(self) -> SignalInstance: ...
    @property
    def hint_ready(self) -> SignalInstance: ...


class AutoSave(QObject):
    """Saves the controller's game as it goes and records it in the statistics.

    ``names`` gives the players' names when a game starts (e.g. ``Settings.names``).

    Signals:
        problem(str): one translated sentence for the player: a file was set aside, or
            saving failed (said once until a save succeeds again).
    """

    problem = Signal(str)

    def __init__(
        self,
        controller: Controller,
        store: GameStore,
        statistics: StatisticsStore,
        *,
        names: Callable[[], Names] | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        self.store = store
        self.statistics = statistics
        self._names = names or (lambda: ("", "", "", ""))
        self.current: SavedGame | None = None
        self._failing = False
        controller.game_started.connect(self._on_game_started)
        for signal in (controller.cards_received, controller.trick_taken, controller.hand_scored):
            signal.connect(self.save)
        controller.game_over.connect(self._on_game_over)
        controller.game_rewound.connect(self._on_game_rewound)
        controller.hint_ready.connect(self._on_hint)

    def load(self) -> SavedGame | None:
        """The unfinished saved game to resume, or ``None``: start a new game then.

        Call it before resuming or starting the first game. A finished saved game is
        counted (once) and not resumed; an unusable file is set aside and reported.
        """
        result = self.store.load()
        if result.message:
            self.problem.emit(result.message)
        saved = result.saved
        if saved is None:
            return None
        if self.controller.south_level is not None and not saved.autoplay:
            saved = replace(saved, autoplay=True)  # a computer plays South from now on
        if saved.game.is_over:
            self._count(saved)
            return None
        self.current = saved
        return saved

    def save(self) -> None:
        """Save the game being played now (also call it when the app quits)."""
        if self.current is None or self.current.game is not self.controller.game:
            return
        message = self.store.save(self.current)
        if message is None:
            self._failing = False
        elif not self._failing:
            self._failing = True
            self.problem.emit(message)

    def _on_game_started(self, *_args: object) -> None:
        game = self.controller.game
        if self.current is not None and self.current.game is game:
            self.save()
            return
        previous = self.current
        if previous is not None and not previous.game.is_over:
            self._count(previous)
        levels = tuple(self.controller.levels)
        self.current = SavedGame(
            game=game,
            levels=(levels[0], levels[1], levels[2]),
            names=self._names(),
            autoplay=self.controller.south_level is not None,
        )
        self.save()

    def _on_game_rewound(self, *_args: object) -> None:
        """An undo or a redo rebuilt the game: the saved game follows (an undo, then a
        crash, then a restart brings back the undone position)."""
        if self.current is not None:
            self.current = replace(self.current, game=self.controller.game, undone=True)
            self.save()

    def _on_hint(self, *_args: object) -> None:
        if self.current is not None and self.current.game is self.controller.game:
            self.current = replace(self.current, hints=self.current.hints + 1)

    def _on_game_over(self, *_args: object) -> None:
        self.save()
        if self.current is not None and self.current.game is self.controller.game:
            self._count(self.current)

    def _count(self, saved: SavedGame) -> None:
        if saved.autoplay:
            return
        message = self.statistics.record(
            saved.game, saved.levels, saved.game_id, undone=saved.undone, hints=saved.hints
        )
        if message:
            self.problem.emit(message)
