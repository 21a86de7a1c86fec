"""A hint: a player's choice for a seat, with what its search measured and a reason.

The choice comes from the player's own search (``Player.evaluate_play`` /
``evaluate_pass``), run once: it is exactly what ``think_play`` / ``think_pass`` would
answer for the same seed and view, and the figures are the ones it was chosen on. The
reason is read from the view and the choice only (``reasons``); where the position gives
none, it is the search's expected points for the best and the next-best choice. When the
search runs at the moon, that is the reason (but for the only card).

Like ``think_play``, a cancelled search returns early with the best choice so far, which
the caller is expected to drop.
"""

from __future__ import annotations

from dataclasses import dataclass

from hearts_qt.ai.cancel import CancelFlag
from hearts_qt.ai.estimate import Estimate, Evaluation
from hearts_qt.ai.player import Player
from hearts_qt.ai.reasons import (
    Reason,
    ReasonKind,
    expected_reason,
    moon_reason,
    pass_reason,
    play_reason,
)
from hearts_qt.engine import masks
from hearts_qt.engine.cards import Card
from hearts_qt.engine.view import SeatView


@dataclass(frozen=True, slots=True)
class Advice:
    """What to play or pass, and why."""

    cards: tuple[Card, ...]
    """The card to play (one) or the cards to pass (``rules.pass_count``): the player's own
    choice."""
    reason: Reason | None
    """Why, in the position's terms or the search's figures; None only when the player
    measured nothing (a quick player, or a search cancelled before its first deal) and
    the position gives no reason."""
    estimates: tuple[Estimate, ...] = ()
    """Every candidate the search tried, best first (empty when nothing was searched)."""
    samples: int = 0
    """How many sampled deals every estimate stands on."""

    @property
    def best(self) -> Estimate | None:
        return self.estimates[0] if self.estimates else None

    @property
    def next_best(self) -> Estimate | None:
        """The second of the ranking, even when it plays alike (see ``ReasonKind.EXPECTED``)."""
        return self.estimates[1] if len(self.estimates) > 1 else None


def advise_play(player: Player, view: SeatView, cancel: CancelFlag | None = None) -> Advice:
    """The card ``player`` plays from ``view`` (South's, for a hint), and why."""
    evaluated = player.evaluate_play(view, cancel)
    return _advice(evaluated, play_reason(view, evaluated.chosen[0]), view)


def advise_pass(player: Player, view: SeatView, cancel: CancelFlag | None = None) -> Advice:
    """The cards ``player`` passes from ``view`` (as many as the rules say), and why."""
    evaluated = player.evaluate_pass(view, cancel)
    return _advice(evaluated, pass_reason(view, evaluated.chosen), view)


def _advice(evaluated: Evaluation, reason: Reason | None, view: SeatView) -> Advice:
    """The advice of ``evaluated`` with the position's ``reason``: a run at the moon is
    said before any reason but the only card, the figures where there is none."""
    if reason is None or reason.kind is not ReasonKind.ONLY_CARD:
        reason = moon_reason(evaluated) or reason
    seen = masks.mask_of(view.hand) | masks.mask_of(card for _, card in view.played)
    return Advice(
        evaluated.chosen,
        reason or expected_reason(evaluated, seen),
        evaluated.ranked,
        evaluated.samples,
    )
