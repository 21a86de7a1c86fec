"""What the parts of ``GameController`` (``claims.py``, ``hint.py``, ``undo.py``) use of
the rest of it: the live game, the thinking, the event pump and the signals they emit.

Each part is a mixin whose methods take ``self: Core``, so mypy checks every use against
this list and the controller against it (it must provide all of it).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Protocol

from PySide6.QtCore import SignalInstance

from hearts_qt.ai import Player
from hearts_qt.controller.thinker import Answer, Request, Thinker
from hearts_qt.engine import Event, Game, Seat
from hearts_qt.engine.game import Action


class Core(Protocol):
    _game: Game
    """The game being played (the controller's own: nothing outside it reads it)."""
    _generation: int
    """Changes whenever the position an answer was asked for goes away."""
    _thinker: Thinker | None
    _make_player: Callable[[str, int], Player]
    _redo: list[Action]  # UndoRedo's
    _hint: Request | None  # Hints'
    play_out_decided: bool  # Claims'

    @property
    def waiting_for_south(self) -> bool: ...
    @property
    def claim_available(self) -> SignalInstance: ...
    @property
    def hand_claimed(self) -> SignalInstance: ...
    @property
    def hand_decided(self) -> SignalInstance: ...
    @property
    def hint_thinking(self) -> SignalInstance: ...
    @property
    def hint_ready(self) -> SignalInstance: ...
    @property
    def game_rewound(self) -> SignalInstance: ...
    @property
    def history_changed(self) -> SignalInstance: ...

    def is_computer(self, seat: Seat) -> bool: ...
    def can_claim(self) -> bool: ...
    def _act(self, action: Callable[[], list[Event]], *, human: bool = False) -> None: ...
    def _advance(self) -> None: ...
    def _south_acts(self, action: Action) -> None: ...
    def _drop_pending(self) -> None: ...
    def _drop_hint(self) -> None: ...
    def _on_hint(self, request: Request, answered: Answer) -> None: ...
    def _rewind(self, actions: Sequence[Action]) -> None: ...
