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
from hearts_qt.ai.moon_choice import choose_moon
from hearts_qt.ai.passing import easy_pass, normal_pass
from hearts_qt.ai.policy import BELOW, SUITS, Stakes, normal_play, stakes_of
from hearts_qt.engine import masks
from hearts_qt.engine.cards import DECK, Card
from hearts_qt.engine.game_end import Totals
from hearts_qt.engine.hand import Phase
from hearts_qt.engine.rules import MoonScoring, Rules
from hearts_qt.engine.view import SeatView

PassChoice = tuple[Card, ...]
"""The cards a player passes: as many as the rules say (``Rules.pass_count``)."""


class Player(ABC):
    """A computer player: the cards to pass, a card to play, from a seat's view."""

    level: str = ""

    def __init__(self, seed: int) -> None:
        self.seed = seed

    @abstractmethod
    def choose_pass(self, view: SeatView) -> PassChoice:
        """``view.rules.pass_count`` different cards of the view's hand to pass."""

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

    def choose_moon(
        self,
        rules: Rules,
        totals: Totals,
        number: int,
        shooter: int,
        points_if: dict[MoonScoring, Totals],
    ) -> MoonScoring:
        """How this player, the ``shooter``, scores a New Moon: what is best for it given
        the totals (``moon_choice.choose_moon``, the same at every level)."""
        return choose_moon(rules, totals, number, shooter, points_if)

    def rng(self, view: SeatView, purpose: str) -> random.Random:
        """A random source that depends only on the seed and the view."""
        played = "".join(c.code for _, c in view.played)
        held = "".join(c.code for c in view.hand)
        key = f"hearts-qt-ai/{self.seed}/{view.hand_number}/{int(view.seat)}/{purpose}/"
        return random.Random(key + f"{held}/{played}")


def pass_cards(indices: tuple[int, ...]) -> PassChoice:
    return tuple(DECK[index] for index in indices)


def check_pass_view(view: SeatView) -> int:
    hand = masks.mask_of(view.hand)
    if hand.bit_count() < view.rules.pass_count:
        raise ValueError(f"A pass needs at least {view.rules.pass_count} cards in hand.")
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
        return pass_cards(normal_pass(check_pass_view(view), view.rules))

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
            stakes_of(view.rules),
        )
        return DECK[card]


class EasyPlayer(Player):
    """A beginner: random legal cards, but it avoids the obvious disasters."""

    level = "easy"

    def choose_pass(self, view: SeatView) -> PassChoice:
        return pass_cards(easy_pass(check_pass_view(view), view.rules))

    def choose_play(self, view: SeatView) -> Card:
        legal = check_play_view(view)
        trick = [c.index for _, c in view.trick]
        played = masks.mask_of(c for _, c in view.played)
        sensible = _sensible(legal, trick, played, stakes_of(view.rules))
        return DECK[self.rng(view, "play").choice(masks.indices_of(sensible))]


def _sensible(legal: int, trick: list[int], played: int, stakes: Stakes) -> int:
    """``legal`` less the obvious blunders (there is always at least one card left): it
    does not lead a heavy card, throws one away when it cannot follow, ducks a trick
    that holds points when last, and keeps a heavy card while a card that beats it is
    out (the Q♠ while the A♠ or K♠ is)."""
    heavy = legal & stakes.heavy
    if not trick:
        return legal & ~heavy or legal
    led = trick[0] // 13
    best = max(c for c in trick if c // 13 == led)
    trick_bits = sum(1 << c for c in trick)
    if not legal & SUITS[led]:
        return heavy or legal
    ducks = legal & BELOW[best]
    if ducks and ((len(trick) == 3 and trick_bits & stakes.penalty) or heavy):
        return ducks
    if heavy:
        lowest = heavy & -heavy
        beaters = SUITS[led] & ~((lowest << 1) - 1) & ~legal
        if beaters & ~played:
            return legal & ~heavy or legal
    return legal
