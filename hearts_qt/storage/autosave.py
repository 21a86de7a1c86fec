"""Keeps the saved game and the statistics in step with a game controller.

Connect one to the controller before the first game starts. It saves the game after
each pass, trick and hand (and whenever ``save()`` is called, e.g. on quit), counts a
finished game in the statistics, and counts the previous game as abandoned when a new
game starts over an unfinished one. Games in which a computer played for South
(``--autoplay``) and games opened from a file are saved and resumed like any other and
never counted.

A replayed hand (Game ▸ Replay This Hand) is never saved: the game it interrupts is saved
as it was when the replay began and stays saved, so a crash or a quit during the replay
resumes that game next time. A replay played to its end counts apart, as practice.

It never holds the controller's live game: each save takes a copy rebuilt from the game's
record (``GameController.game_copy``), so a ``SavedGame`` is what was saved, and the
controller's ``game_serial`` tells the game being played from the one saved before.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import replace
from typing import Protocol

from PySide6.QtCore import QObject, Signal, SignalInstance

from hearts_qt.engine import Game
from hearts_qt.storage.saved_game import GameStore, SavedGame, new_game_id
from hearts_qt.storage.statistics import StatisticsStore

log = logging.getLogger(__name__)

Names = tuple[str, str, str, str]


class Controller(Protocol):
    """What is used of ``GameController``: queries and signals, not the live game."""

    levels: tuple[str, ...]
    south_level: str | None

    @property
    def game_serial(self) -> int: ...
    @property
    def replaying(self) -> bool: ...
    def game_copy(self) -> Game: ...
    @property
    def game_started(self) -> SignalInstance: ...
    @property
    def cards_received(self) -> SignalInstance: ...
    @property
    def card_played(self) -> SignalInstance: ...
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
    @property
    def replay_started(self) -> SignalInstance: ...


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
        self._serial: int | None = None
        """The ``game_serial`` of the controller's game that ``current`` is (None: none yet,
        or a loaded game not resumed yet)."""
        self._failing = False
        self._opening: SavedGame | None = None
        """A game opened from a file, about to be resumed by the controller."""
        controller.game_started.connect(self._on_game_started)
        for signal in (controller.cards_received, controller.trick_taken, controller.hand_scored):
            signal.connect(self.save)
        controller.card_played.connect(self._on_card_played)
        controller.game_over.connect(self._on_game_over)
        controller.game_rewound.connect(self._on_game_rewound)
        controller.hint_ready.connect(self._on_hint)
        controller.replay_started.connect(self.save)  # the game set aside, as it is now

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
        self.current, self._serial = saved, None
        return saved

    def save(self) -> None:
        """Save the game being played now (also call it when the app quits)."""
        playing = self._playing()
        if playing is not None:
            self.current = replace(playing, game=self.controller.game_copy())
            self._write(self.current)

    def playing_now(self) -> SavedGame:
        """The game being played now, as it would be saved: what Export Game… writes
        (a replayed hand too, which is never saved itself)."""
        playing = self._playing()
        if playing is not None:
            return replace(playing, game=self.controller.game_copy())
        levels = tuple(self.controller.levels)
        return SavedGame(
            game=self.controller.game_copy(),
            levels=(levels[0], levels[1], levels[2]),
            names=self._names(),
            autoplay=self.controller.south_level is not None,
        )

    def opening(self, saved: SavedGame) -> None:
        """``saved`` (from a file) is the game the controller resumes next: it replaces
        the game being played, which counts as New Game would count it."""
        self._opening = saved

    def _playing(self) -> SavedGame | None:
        """``current`` if it is the game the controller is playing."""
        return self.current if self._serial == self.controller.game_serial else None

    def _write(self, saved: SavedGame) -> None:
        message = self.store.save(saved)
        if message is None:
            self._failing = False
        elif not self._failing:
            self._failing = True
            self.problem.emit(message)

    def _on_game_started(self, *_args: object) -> None:
        serial, game = self.controller.game_serial, self.controller.game_copy()
        if self.controller.replaying:  # the game set aside stays ``current``, as saved
            self._serial = None  # what the next game_started resumes
            return
        previous = self.current
        opening, self._opening = self._opening, None
        if opening is not None and _same_record(opening.game, game):
            if previous is not None and not previous.game.is_over:
                self._count(previous)
            self.current, self._serial = replace(opening, game=game), serial
            self._write(self.current)
            return
        if previous is not None and self._serial is None and _same_record(previous.game, game):
            self.current, self._serial = replace(previous, game=game), serial  # resumed
            self._write(self.current)
            return
        if previous is not None and not previous.game.is_over:
            self._count(previous)
        levels = tuple(self.controller.levels)
        self.current, self._serial = (
            SavedGame(
                game=game,
                levels=(levels[0], levels[1], levels[2]),
                names=self._names(),
                autoplay=self.controller.south_level is not None,
            ),
            serial,
        )
        self._write(self.current)

    def _on_card_played(self, *_args: object) -> None:
        """The game's first card is saved at once: a game left before its first trick is
        taken has begun, and counts as abandoned (the other saves come after a trick)."""
        if self.current is not None and not self.current.game.begun:
            self.save()

    def _on_game_rewound(self, *_args: object) -> None:
        """An undo or a redo rebuilt the game: the saved game follows (an undo, then a
        crash, then a restart brings back the undone position)."""
        playing = self._playing()
        if playing is not None:
            self.current = replace(playing, undone=True)
            self.save()

    def _on_hint(self, *_args: object) -> None:
        playing = self._playing()
        if playing is not None:
            self.current = replace(playing, hints=playing.hints + 1)

    def _on_game_over(self, *_args: object) -> None:
        if self.controller.replaying:
            self._count_practice()
            return
        self.save()
        playing = self._playing()
        if playing is not None:
            self._count(playing)

    def _count_practice(self) -> None:
        """A replayed hand played to its end counts apart, as practice."""
        if self.controller.south_level is not None:
            return
        message = self.statistics.record(
            self.controller.game_copy(), self.controller.levels, new_game_id(), practice=True
        )
        if message:
            self.problem.emit(message)

    def _count(self, saved: SavedGame) -> None:
        if saved.autoplay or saved.opened:
            return
        message = self.statistics.record(
            saved.game, saved.levels, saved.game_id, undone=saved.undone, hints=saved.hints
        )
        if message:
            self.problem.emit(message)


def _same_record(a: Game, b: Game) -> bool:
    """Whether two games are the same game at the same point (one resumed from the other)."""
    return a.seed == b.seed and a.rules == b.rules and a.actions == b.actions
