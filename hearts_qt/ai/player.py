"""The player interface, the per-decision random source, and the two heuristic levels.

A player answers from a ``SeatView`` only. Its randomness comes from its seed and the
view (hand number, seat, cards held and played), never from call history, so the same
view and seed always give the same choice, and a bug report replays.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod

from hearts_qt.ai.cancel import CancelFlag
from hearts_qt.ai.estimate import Evaluation
from hearts_qt.ai.knowledge import Knowledge, knowledge_of
from hearts_qt.ai.passing import easy_pass, normal_pass
from hearts_qt.ai.policy import BELOW, POINTS, QUEEN, QUEEN_INDEX, SUITS, normal_play
from hearts_qt.engine import masks
from hearts_qt.engine.cards import DECK, Card
from hearts_qt.engine.hand import Phase
from hearts_qt.engine.view import SeatView

PassChoice = tuple[Card, Card, Card]


class Player(ABC):
    """A computer player: three cards to pass, a card to play, from a seat's view."""

    level: str = ""

    def __init__(self, seed: int) -> None:
        self.seed = seed

    @abstractmethod
    def choose_pass(self, view: SeatView) -> PassChoice:
        """Three different cards of the view's hand to pass."""

    @abstractmethod
    def choose_play(self, view: SeatView) -> Card:
        """A card of ``view.legal``; the view's seat must be on turn."""

    def think_pass(self, view: SeatView, cancel: CancelFlag | None) -> PassChoice:
        """``choose_pass`` for a caller that may stop wanting the answer: a player that
        searches returns soon after ``cancel`` is set with the best pass it has found so
        far (legal, but not what it would have chosen; the caller drops it). Quick players
        just choose."""
        return self.choose_pass(view)

    def think_play(self, view: SeatView, cancel: CancelFlag | None) -> Card:
        """``choose_play`` that gives up soon after ``cancel`` is set (see ``think_pass``)."""
        return self.choose_play(view)

    def evaluate_pass(self, view: SeatView, cancel: CancelFlag | None) -> Evaluation:
        """``think_pass`` with what the choice was based on: a searching player gives
        every candidate's mean outcome; a quick player only its choice."""
        return Evaluation(self.think_pass(view, cancel))

    def evaluate_play(self, view: SeatView, cancel: CancelFlag | None) -> Evaluation:
        """``think_play`` with what the choice was based on (see ``evaluate_pass``)."""
        return Evaluation((self.think_play(view, cancel),))

    def rng(self, view: SeatView, purpose: str) -> random.Random:
        """A random source that depends only on the seed and the view."""
        played = "".join(c.code for _, c in view.played)
        held = "".join(c.code for c in view.hand)
        key = f"hearts-qt-ai/{self.seed}/{view.hand_number}/{int(view.seat)}/{purpose}/"
        return random.Random(key + f"{held}/{played}")


def pass_cards(indices: tuple[int, int, int]) -> PassChoice:
    return DECK[indices[0]], DECK[indices[1]], DECK[indices[2]]


def check_pass_view(view: SeatView) -> int:
    hand = masks.mask_of(view.hand)
    if hand.bit_count() < 3:
        raise ValueError("A pass needs at least three cards in hand.")
    return hand


def check_play_view(view: SeatView) -> int:
    if view.phase is not Phase.PLAYING or view.to_play != view.seat or not view.legal:
        raise ValueError(f"It is not {view.seat.label}'s turn to play.")
    return masks.mask_of(view.legal)


def others_void(know: Knowledge) -> int:
    suits = 0
    for seat in range(4):
        if seat != know.seat and know.sizes[seat]:
            suits |= know.void_suits(seat)
    return suits


class NormalPlayer(Player):
    """Solid heuristics, about a millisecond a decision (see ``policy`` and ``passing``)."""

    level = "normal"

    def choose_pass(self, view: SeatView) -> PassChoice:
        return pass_cards(normal_pass(check_pass_view(view)))

    def choose_play(self, view: SeatView) -> Card:
        legal = check_play_view(view)
        know = knowledge_of(view)
        card = normal_play(
            know.hand,
            legal,
            know.trick,
            know.leader,
            know.seat,
            know.played,
            know.taken,
            others_void(know),
            know.tricks_played,
        )
        return DECK[card]


class EasyPlayer(Player):
    """A beginner: random legal cards, but it avoids the obvious disasters."""

    level = "easy"

    def choose_pass(self, view: SeatView) -> PassChoice:
        return pass_cards(easy_pass(check_pass_view(view)))

    def choose_play(self, view: SeatView) -> Card:
        legal = check_play_view(view)
        trick = [c.index for _, c in view.trick]
        sensible = _sensible(legal, trick, masks.mask_of(c for _, c in view.played))
        return DECK[self.rng(view, "play").choice(masks.indices_of(sensible))]


def _sensible(legal: int, trick: list[int], played: int) -> int:
    """``legal`` less the obvious blunders (there is always at least one card left)."""
    if not trick:
        return legal & ~QUEEN or legal
    led = trick[0] // 13
    best = max(c for c in trick if c // 13 == led)
    trick_bits = sum(1 << c for c in trick)
    if not legal & SUITS[led]:
        return QUEEN if legal & QUEEN else legal
    ducks = legal & BELOW[best]
    if ducks and ((len(trick) == 3 and trick_bits & POINTS) or legal & QUEEN):
        return ducks
    if legal & QUEEN and not played & (BELOW[QUEEN_INDEX + 3] & ~BELOW[QUEEN_INDEX + 1]):
        return legal & ~QUEEN or legal
    return legal
