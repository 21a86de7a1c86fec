"""The play checker: the Expert goes over South's pass and plays of a finished hand.

The hand's record is replayed through the engine to each of South's decisions, and at
each the Expert is given South's own ``SeatView`` of that moment — never a card South
could not see — and searches as it would to play (``evaluate_play`` / ``evaluate_pass``,
the same searches the hint runs, on a fixed number of sampled deals so a check repeats
for a seed). Where its choice differs from South's, both are tried again on the same
freshly sampled deals (the Expert's sampler and plausibility weights for a play; random
deals with the others passing as Normal does for a pass), and the cost of South's choice
is the weighted mean of the paired differences in South's points, per sampled deal, with
its standard error. A decision is flagged only where that cost is clearly above its
noise (``NOISE`` standard errors) and above ``MIN_COST``: two cards that play alike are
never a mistake. A play with a single legal card is not a decision.

Pure Python, no Qt: the controller runs it on a worker thread; the ``CancelFlag`` is
polled before every sampled deal, so a check no longer wanted stops within one deal.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass

from hearts_qt.ai import make_player
from hearts_qt.ai.cancel import CancelFlag
from hearts_qt.ai.knowledge import Knowledge, knowledge_of
from hearts_qt.ai.montecarlo import first_leader, sampled_position
from hearts_qt.ai.passing import normal_pass
from hearts_qt.ai.plausibility import deal_weight, observed_plays
from hearts_qt.ai.policy import rollout_policy
from hearts_qt.ai.rounds import Rounds
from hearts_qt.ai.sampler import sample_hands
from hearts_qt.ai.verdict import DecisionKind, HandCheck, Verdict
from hearts_qt.engine import Card, Game, Phase, Seat, SeatView, masks
from hearts_qt.engine.game import Action
from hearts_qt.engine.hand import Hand
from hearts_qt.engine.rules import Rules
from hearts_qt.engine.simulate import new_position, play_out
from hearts_qt.engine.view import view_of

SEARCH_DEALS = 400
"""The sampled deals of the Expert's search at each decision (a quarter for the pass)."""
MEASURE_DEALS = 200
"""The sampled deals on which South's choice and the Expert's are compared."""
NOISE = 2.0
"""A cost is flagged only when it is more than this many standard errors."""
MIN_COST = 0.5
"""…and more than this many points: a smaller difference is no lesson."""


@dataclass(frozen=True, slots=True)
class CheckSize:
    """How hard the checker looks: fewer deals are quicker and noisier."""

    search_deals: int = SEARCH_DEALS
    measure_deals: int = MEASURE_DEALS


@dataclass(frozen=True, slots=True)
class Decision:
    """One of South's decisions, as South saw it, and what South chose."""

    view: SeatView
    chosen: tuple[Card, ...]

    @property
    def kind(self) -> DecisionKind:
        return "pass" if self.view.phase is Phase.PASSING else "play"


@dataclass(frozen=True, slots=True)
class Cost:
    """What South's choice gave up against another, in expected points (positive:
    worse), over ``samples`` paired deals."""

    points: float
    error: float
    """The standard error of ``points``."""
    samples: int

    @property
    def clear(self) -> bool:
        """Whether the cost stands clearly above the noise and is worth saying."""
        return self.points > max(NOISE * self.error, MIN_COST)

    @staticmethod
    def of(pairs: Sequence[tuple[float, float]]) -> Cost:
        """From (weight, difference) per sampled deal: the weighted mean and its standard
        error (the self-normalised estimate's, with Bessel's correction)."""
        total = sum(w for w, _ in pairs)
        if len(pairs) < 2 or total <= 0:
            return Cost(0.0, math.inf, len(pairs))
        mean = sum(w * d for w, d in pairs) / total
        spread = sum((w * (d - mean)) ** 2 for w, d in pairs) * len(pairs) / (len(pairs) - 1)
        return Cost(mean, math.sqrt(spread) / total, len(pairs))


def check_hand(
    game: Game,
    number: int,
    seed: int,
    size: CheckSize = CheckSize(),
    cancel: CancelFlag | None = None,
) -> HandCheck | None:
    """The check of South's decisions in hand ``number`` (1-based, finished) of ``game``;
    ``seed`` seeds the Expert (the hint's is ``game.seed * 4 + Seat.SOUTH``). None if
    ``cancel`` was set before it was done."""
    verdicts: list[Verdict] = []
    decisions = south_decisions(game, number)
    for decision in decisions:
        verdict = judge(decision, seed, size, cancel)
        if cancel is not None and cancel.is_set():
            return None
        if verdict is not None:
            verdicts.append(verdict)
    return HandCheck(number, len(decisions), len(decisions) - len(verdicts), tuple(verdicts))


def south_decisions(game: Game, number: int) -> list[Decision]:
    """South's decisions in hand ``number`` of ``game``, each from the view South had."""
    hand = game.hands[number - 1]
    totals = game.results[number - 2].totals if number > 1 else (0, 0, 0, 0)
    deals = [i for i, action in enumerate(game.actions) if action[0] == "deal"]
    end = deals[number] if number < len(deals) else len(game.actions)
    fresh = Hand(hand.dealt, hand.direction, hand.rules, hand.dealer)
    return hand_decisions(fresh, game.actions[deals[number - 1] + 1 : end], number, totals)


def hand_decisions(
    hand: Hand, actions: Sequence[Action], number: int, totals: tuple[int, int, int, int]
) -> list[Decision]:
    """South's decisions while ``actions`` are played on ``hand`` (as dealt), one per pass
    and per play with a choice (a New Moon's choice, made once the hand is over, is not
    checked); ``totals`` are the game's before the hand."""
    found: list[Decision] = []
    for action in actions:
        if action[0] == "deal":
            raise ValueError("A hand's actions do not deal.")
        if action[0] == "moon":
            continue
        if action[1] is Seat.SOUTH:
            view = view_of(hand, Seat.SOUTH, number, totals)
            chosen = action[2] if action[0] == "pass" else (action[2],)
            if action[0] == "pass" or len(view.legal) > 1:
                found.append(Decision(view, tuple(chosen)))
        if action[0] == "pass":
            hand.pass_cards(action[1], action[2])
        else:
            hand.play(action[1], action[2])
    return found


def judge(
    decision: Decision, seed: int, size: CheckSize, cancel: CancelFlag | None = None
) -> Verdict | None:
    """The verdict on one decision: None where the Expert chooses the same, or South's
    choice is not clearly worse (or the check was cancelled)."""
    view, chosen = decision.view, decision.chosen
    expert = make_player("expert", seed, iterations=size.search_deals)
    rng = expert.rng(view, "check")
    if decision.kind == "pass":
        better = expert.evaluate_pass(view, cancel).chosen
        if set(better) == set(chosen):
            return None
        cost = pass_cost(view, chosen, better, rng, size.measure_deals, cancel)
    else:
        better = expert.evaluate_play(view, cancel).chosen
        if better == chosen:
            return None
        cost = play_cost(view, chosen[0], better[0], rng, size.measure_deals, cancel)
    if cost is None or not cost.clear:
        return None
    trick = None if decision.kind == "pass" else len(view.tricks)
    return Verdict(decision.kind, trick, chosen, better, cost.points, cost.error)


def play_cost(
    view: SeatView,
    chosen: Card,
    other: Card,
    rng: random.Random,
    deals: int,
    cancel: CancelFlag | None = None,
) -> Cost | None:
    """South's points with ``chosen`` less those with ``other``, on the same deals sampled
    from South's knowledge and weighted as the Expert weights them; None if cancelled."""
    know = knowledge_of(view)
    plays = observed_plays(view)
    pairs: list[tuple[float, float]] = []
    for _ in Rounds(deals, None, cancel, 0.0):
        hands = sample_hands(know, rng)
        weight = deal_weight(plays, hands, view.rules) if plays else 1.0
        mine = _played_out(know, view.rules, hands, chosen.index)
        pairs.append((weight, mine - _played_out(know, view.rules, hands, other.index)))
    return None if cancel is not None and cancel.is_set() else Cost.of(pairs)


def _played_out(know: Knowledge, rules: Rules, hands: list[int], card: int) -> int:
    position = sampled_position(know, rules, hands)
    position.play(card)
    return play_out(position, rollout_policy).points[know.seat]


def pass_cost(
    view: SeatView,
    chosen: tuple[Card, ...],
    other: tuple[Card, ...],
    rng: random.Random,
    deals: int,
    cancel: CancelFlag | None = None,
) -> Cost | None:
    """South's points after passing ``chosen`` less those after ``other`` (each of
    ``rules.pass_count`` cards), on the same random deals of the unseen cards, the others
    passing as Normal does; None if cancelled."""
    held = masks.mask_of(view.hand)
    seat = int(view.seat)
    unseen = masks.indices_of(masks.FULL_DECK & ~held)
    pairs: list[tuple[float, float]] = []
    for _ in Rounds(deals, None, cancel, 0.0):
        rng.shuffle(unseen)
        dealt = [held if s == seat else 0 for s in range(4)]
        others = [s for s in range(4) if s != seat]
        for n, card in enumerate(unseen):
            dealt[others[n // 13]] |= 1 << card
        mine = _passed_out(view, dealt, masks.mask_of(chosen))
        pairs.append((1.0, mine - _passed_out(view, dealt, masks.mask_of(other))))
    return None if cancel is not None and cancel.is_set() else Cost.of(pairs)


def _passed_out(view: SeatView, dealt: list[int], mine: int) -> int:
    seat, step, rules = int(view.seat), view.direction.value, view.rules
    gives = [
        mine if s == seat else sum(1 << c for c in normal_pass(dealt[s], rules)) for s in range(4)
    ]
    after = [dealt[s] & ~gives[s] | gives[(s - step) % 4] for s in range(4)]
    return play_out(new_position(after, rules, first_leader(view)), rollout_policy).points[seat]
