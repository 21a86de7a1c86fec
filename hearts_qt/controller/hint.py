"""South's hint: a part of ``GameController``.

The hint asks the strongest computer player what South should pass or play now, off the
GUI thread like any other computer move, and from the seed an Expert seated at South
would have: it is the card that Expert would play. South acting meanwhile, an undo or a
new game withdraws it; its answer then never arrives.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

from PySide6.QtCore import QTimer, Slot

from hearts_qt.ai.advice import Advice
from hearts_qt.controller.hint_texts import reason_text
from hearts_qt.controller.thinker import Answer, Request, Token, answer
from hearts_qt.engine import Phase, Seat

if TYPE_CHECKING:
    from hearts_qt.controller.core import Core

HINT_LEVEL = "expert"
"""Who gives South's hints: the strongest computer player."""


class Hints:
    """The hint of ``GameController``: ``hint_thinking`` and ``hint_ready`` are its
    signals."""

    _hint: Request | None
    """The hint being thought about, if any (None from ``GameController.__init__``)."""

    @property
    def hint_pending(self: Core) -> bool:
        return self._hint is not None

    @Slot()
    def hint(self: Core) -> None:
        """Ask the strongest computer player, off the GUI thread, what South should pass
        or play now; ``hint_ready`` gives its answer (the same as an Expert seated at
        South would choose from this view)."""
        game = self._game
        if not self.waiting_for_south or self._hint is not None or game.moon_chooser is not None:
            return  # (a New Moon's choice is South's own: no hint)
        kind: Literal["pass", "play"] = "pass" if game.hand.phase is Phase.PASSING else "play"
        token = Token(self._generation, len(game.actions), Seat.SOUTH)
        player = self._new_player(HINT_LEVEL, game.seed * 4 + Seat.SOUTH)
        request = Request(token, kind, player, game.view(Seat.SOUTH), advise=True)
        self._hint = request
        self.hint_thinking.emit(True)
        if self._thinker is not None:
            self._checking.hold(True)  # the play checker waits: the hint gets every core
            self._thinker.ask(request)
        else:
            QTimer.singleShot(0, lambda: self._on_hint(request, answer(request)))

    def _on_hint(self: Core, request: Request, answered: Answer) -> None:
        if request is not self._hint or request.cancel.is_set():
            return
        self._hint = None
        self._checking.hold(False)
        advice = answered if isinstance(answered, Advice) else Advice(answered, None)
        self.hint_thinking.emit(False)
        self.hint_ready.emit(advice.cards, reason_text(advice.reason))

    def _drop_hint(self: Core) -> None:
        """The hint being thought about, if any, is no longer wanted."""
        hint, self._hint = self._hint, None
        if hint is not None:
            self._checking.hold(False)
            hint.cancel.set()
            self.hint_thinking.emit(False)
