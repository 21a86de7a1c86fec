"""Deal numbers and Replay This Hand: a part of ``GameController``.

A game's deal number is its seed (``hearts_qt.engine.deal_number``). Replaying a hand
sets the game being played aside, untouched, and plays that hand again as a practice
game (``Game(practice=hand)``: the same cards and pass direction); ``end_replay`` then
resumes the game exactly where it was. A replay of a replay plays the same hand again
and keeps the same game aside; a new game (or one resumed or opened) drops it, and is
what gives that game up.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import Slot

from hearts_qt.engine import Game, Rules

if TYPE_CHECKING:
    from PySide6.QtCore import SignalInstance


@dataclass(frozen=True, slots=True)
class DealPlace:
    """Which deal the table shows: what the title and the score sheet say."""

    deal: int
    """The deal number: a friend who types it gets the same cards in every hand."""
    hand: int
    """The hand of that deal being played (0 before the first deal)."""
    practice: bool
    """Whether the hand is being played again as practice (not a game of its own)."""


@dataclass(frozen=True, slots=True)
class Replay:
    """The hand about to be played again."""

    deal: int
    hand: int


class _Host(Protocol):
    _game: Game
    _suspended: Game | None

    @property
    def replay_started(self) -> SignalInstance: ...
    def resume(self, game: Game) -> None: ...
    def _begin(self, game: Game, suspended: Game | None = None) -> None: ...


class Replays:
    """Replay This Hand, of ``GameController``: ``replay_started`` is its signal."""

    _suspended: Game | None
    """The game a replayed hand interrupts, kept as it was (None: no replay)."""

    @property
    def replaying(self: _Host) -> bool:
        """Whether a hand is being replayed over a game set aside (``end_replay``)."""
        return self._suspended is not None

    def deal_place(self: _Host) -> DealPlace:
        game = self._game
        hand = game.hand_in_deal(game.number) if game.hands else 0
        return DealPlace(game.seed, hand, game.practice is not None)

    def gives_up_a_game(self: _Host) -> bool:
        """Whether starting another game now gives up one in progress: one begun and not
        over (the one set aside by a replay, if any)."""
        game = self._suspended or self._game
        return game.begun and not game.is_over

    def can_replay(self: _Host) -> bool:
        """Whether there is a hand to replay: one has been dealt."""
        return bool(self._game.hands)

    @Slot()
    def replay_hand(self: _Host) -> None:
        """Play the hand just finished, or the one being played from its deal, again as
        practice; the game is set aside as it is now (``replay_started`` first, while it
        is still the one being played). Nothing happens before the first deal."""
        game = self._game
        if not game.hands:
            return
        replay = Replay(game.seed, game.hand_in_deal(game.number))
        self.replay_started.emit(replay)
        rules: Rules = game.rules
        self._begin(Game(rules, replay.deal, practice=replay.hand), self._suspended or game)

    @Slot()
    def end_replay(self: _Host) -> None:
        """Back to the game the replay interrupted, exactly as it was."""
        game = self._suspended
        if game is not None:
            self.resume(game)  # drops the replay and clears ``_suspended``
