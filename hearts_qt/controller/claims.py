"""Claiming the rest of a hand, and hands already decided: a part of ``GameController``.

South may claim when its cards take every remaining trick whatever the others hold and
however they play (``engine.claim.can_claim``, an exact check, not a guess); a computer
player on turn claims the same way and shows its cards. When no points are left to take,
the rest of the hand is played out at once (an option). Either way the rest is played
card by card through the engine, each card shown before the next is played (so what the
controller answers always matches what the table has shown), and the hand is recorded
and scored exactly as if played.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Slot

from hearts_qt.engine import Phase, Seat, sort_cards
from hearts_qt.engine.claim import can_claim, finishing_play, no_points_left

if TYPE_CHECKING:
    from hearts_qt.controller.core import Core


class Claims:
    """The claims of ``GameController``: ``claim_available``, ``hand_claimed`` and
    ``hand_decided`` are its signals."""

    play_out_decided: bool
    """Play the rest of a hand at once when no points are left (an option, on from
    ``GameController.__init__``)."""
    _finishing: tuple[int, Seat | None] | None
    """The number of the hand being finished at once, and whose claim (None: no points
    left); None while hands are played as usual."""

    def can_claim(self: Core) -> bool:
        """Whether South, a person on turn, may claim every remaining trick now (not
        for a last card: playing it is as quick)."""
        if not self.waiting_for_south or self._game.hand.phase is not Phase.PLAYING:
            return False
        view = self._game.view(Seat.SOUTH)
        return len(view.hand) > 1 and can_claim(view)

    @Slot()
    def claim(self: Core) -> None:
        """South claims the rest: it is played out at once, as if played."""
        if not self.can_claim():
            return
        self._drop_hint()
        self.claim_available.emit(False)
        _finish(self, Seat.SOUTH)

    @Slot(bool)
    def set_play_out_decided(self: Core, on: bool) -> None:
        """Whether a hand with no points left is played out at once."""
        self.play_out_decided = on

    def _finish_if_decided(self: Core, seat: Seat) -> bool:
        """A computer on turn that is sure of every remaining trick claims them; with
        no points left, the rest is played at once (if the option is on)."""
        view = self._game.view(seat)
        if self.is_computer(seat) and can_claim(view):
            _finish(self, seat)
            return True
        if self.play_out_decided and no_points_left(view):
            _finish(self, None)
            return True
        return False


def _finish(core: Core, claimer: Seat | None) -> None:
    """Say how the hand ends (``claimer`` claims it, showing the cards it holds; or, with
    no claimer, no points are left) and play the rest of it."""
    core._redo.clear()  # the hand leaves the undone line
    if claimer is None:
        core.hand_decided.emit()
    else:
        core.hand_claimed.emit(claimer, sort_cards(core._game.hand.held(claimer)))
    core._finishing = (core._game.number, claimer)
    _play_next(core, claimer)


def _play_next(core: Core, claimer: Seat | None) -> None:
    turn = core._game.hand.to_play
    assert turn is not None
    seat, card = finishing_play(core._game.view(turn), claimer)
    core._act(lambda: core._game.play(seat, card))


def finish_step(core: Core) -> bool:
    """Play the next card of a hand being finished at once (from ``_advance``, when the
    last one has been shown); False when no hand is being finished."""
    finishing, game = core._finishing, core._game
    if finishing is None:
        return False
    number, claimer = finishing
    if number != game.number or game.needs_deal or game.hand.phase is not Phase.PLAYING:
        core._finishing = None
        return False
    _play_next(core, claimer)
    return True
