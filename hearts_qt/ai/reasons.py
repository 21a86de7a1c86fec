"""Why a card or a pass was chosen, said in terms a player can check on the table.

A reason is decided from the seat's view and the chosen cards alone — never from the
deals a search sampled, so a hint cannot give away a card the player has not seen — and
it is stated only when it is true of the position. "Surely wins" means that no card a
later seat may still hold, given what it has shown, beats it; "surely clean" that no
later seat may still add a penalty card. Where no such reason applies, the search's own
figures are the reason (``EXPECTED``); when the search runs at the moon, its plan is
(``MOON_PLAY``, ``MOON_PASS``), read from its figures too, never from a deal. A reason
names cards, a suit, a seat and numbers, never English words: the controller turns it
into a translated sentence.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum

from hearts_qt.ai.estimate import Evaluation, Plan
from hearts_qt.ai.knowledge import Knowledge, knowledge_of
from hearts_qt.ai.policy import BELOW, Stakes, moon_runner, stakes_of, threatens_moon
from hearts_qt.engine import masks
from hearts_qt.engine.cards import DECK, Card, Rank, Seat, Suit
from hearts_qt.engine.view import SeatView

SUITS = masks.SUIT_MASKS
HIGH_CARDS = sum(1 << card.index for card in DECK if card.rank >= Rank.JACK)
"""The cards that win their suit's tricks most: the jack and up."""


class ReasonKind(Enum):
    """What a reason says; each member's docstring names the fields of ``Reason`` it fills."""

    ONLY_CARD = "only_card"
    """Only one card may be played. ``cards``: that card."""
    BLOCK_MOON = "block_moon"
    """Another seat has taken every moon card so far (the cards of positive value: hearts
    and the Q♠ in the classic game), enough of them to be running for the moon
    (``policy.threatens_moon``); the card surely wins a trick that holds a moon card
    (already, or the card itself), so that seat can no longer shoot. ``cards``: the card;
    ``seat``: the runner; ``points``: what its moon cards are worth under the rules."""
    DUMP = "dump"
    """The seat cannot follow the suit led and throws away a penalty card (one that costs
    its taker points under the rules: a heart, the Q♠, the J♦ when it costs points, the
    K♠ and A♠ in Black Maria) or a high card (jack or better); a card off the led suit
    never wins the trick. ``cards``: the card; ``suit``: the suit led."""
    TAKE_CLEAN = "take_clean"
    """The card surely wins the trick and the trick surely carries no penalty card.
    ``cards``: the card; ``suit``: the suit led."""
    DUCK = "duck"
    """The seat follows under the trick's highest card although it held a card over it,
    so it cannot win the trick. ``cards``: the card; ``others``: the trick's highest card."""
    SAFE_EXIT = "safe_exit"
    """The seat keeps a lower card of the card's suit that is below every card of the suit
    still out (and the card played is not): an exit, a card to lead later that loses the
    trick to anyone who follows. Not said when the card surely takes a penalty card.
    ``cards``: the card; ``others``: the card kept; ``suit``: their suit."""
    PASS_DANGER = "pass_danger"
    """The pass gives away penalty cards that are heavy (worth ``policy.HEAVY`` or more:
    the Q♠; the K♠ and A♠ in Black Maria; the 5♥ and up in Spot Hearts) or high (jack or
    better: the high hearts, the J♦ when it costs points), or the cards that catch a heavy
    card of their suit (the A♠/K♠ over the Q♠) when the seat keeps none of that suit's
    heavy cards. ``cards``: those cards, the heavy ones first (the most points first),
    then spades, then the rest, high before low."""
    PASS_VOID = "pass_void"
    """The pass holds every card the seat has of a suit: it leaves the seat void in it
    (unless the cards received bring some). ``cards``: those cards; ``suit``: the suit."""
    MOON_PLAY = "moon_play"
    """The search runs at the moon (``estimate.Plan.MOON``): the card is the one it plays
    aiming to take every card that scores. Said before any reason above but the only
    card. ``cards``: the card; ``points``: its expected points this hand."""
    MOON_PASS = "moon_pass"
    """The search's pass keeps the winners for a run at the moon (``Plan.MOON``): the
    cards passed are those the run least needs. ``cards``: those cards; ``points``: the
    pass's expected points this hand."""
    EXPECTED = "expected"
    """None of the above: the search's figures. ``cards``: the choice; ``points``: its
    expected points this hand; ``others`` and ``next_points``: the next-best choice and its
    expected points (empty and None when nothing else was measured), skipping choices
    that play alike (a 5♣ beside a 4♣ when no club between is unseen); ``samples``: how many
    deals they were tried on."""


FROM_SEARCH = frozenset({ReasonKind.EXPECTED, ReasonKind.MOON_PLAY, ReasonKind.MOON_PASS})
"""The kinds read from a search's figures, not from the position: they depend on the deals
it sampled (the others hold whatever the view and the cards chosen show)."""


@dataclass(frozen=True, slots=True)
class Reason:
    """The kind of reason and what it names (see each ``ReasonKind`` member)."""

    kind: ReasonKind
    cards: tuple[Card, ...]
    others: tuple[Card, ...] = ()
    suit: Suit | None = None
    seat: Seat | None = None
    points: float | None = None
    next_points: float | None = None
    samples: int = 0


@dataclass(frozen=True, slots=True)
class _Trick:
    """The trick the seat is about to play to, from its knowledge."""

    know: Knowledge
    led: int
    """The suit led, or the card's own suit when the seat leads."""
    best: int
    """The highest card of the led suit played to it so far (-1 when the seat leads)."""
    cards: int
    """Mask of the cards played to it so far."""
    later: tuple[int, ...]
    """The seats that play to it after this one."""
    penalty: int
    """The cards that cost points under the rules."""
    stakes: Stakes
    """What the cards are worth under the rules."""

    def surely_wins(self, card: int) -> bool:
        if card // 13 != self.led or card < self.best:
            return False
        above = SUITS[self.led] & ~BELOW[card + 1]
        return not any(self.know.allowed[s] & above for s in self.later)

    def surely_clean(self, card: int) -> bool:
        if (self.cards | (1 << card)) & self.penalty:
            return False
        return all(self._adds_no_penalty(s) for s in self.later)

    def _adds_no_penalty(self, seat: int) -> bool:
        allowed = self.know.allowed[seat]
        led = SUITS[self.led]
        must_follow = bool(self.know.known[seat] & led)
        return not allowed & (led if must_follow else masks.FULL_DECK) & self.penalty


penalty_cards = masks.penalty_cards


def play_reason(view: SeatView, card: Card) -> Reason | None:
    """The reason the position gives for playing ``card`` (one of ``view.legal``), if any."""
    if len(view.legal) == 1:
        return Reason(ReasonKind.ONLY_CARD, (card,))
    know = knowledge_of(view)
    trick = know.trick
    led = trick[0] // 13 if trick else card.suit.value
    best = max((c for c in trick if c // 13 == led), default=-1)
    later = tuple((know.seat + k) % 4 for k in range(1, 4 - len(trick)))
    cards = sum(1 << c for c in trick)
    table = _Trick(know, led, best, cards, later, penalty_cards(view.rules), stakes_of(view.rules))
    for check in _PLAY_CHECKS:
        reason = check(table, card.index)
        if reason is not None:
            return reason
    return None


def _block_moon(table: _Trick, card: int) -> Reason | None:
    taken = table.know.taken
    stakes = table.stakes
    runner = moon_runner(taken, stakes.moon)
    if runner < 0 or runner == table.know.seat or not threatens_moon(taken[runner], stakes):
        return None
    if not table.surely_wins(card) or not (table.cards | (1 << card)) & stakes.moon:
        return None
    points = sum(stakes.values[c] for c in masks.indices_of(taken[runner] & stakes.moon))
    return Reason(ReasonKind.BLOCK_MOON, (DECK[card],), seat=Seat(runner), points=points)


def _dump(table: _Trick, card: int) -> Reason | None:
    if not table.know.trick or table.know.hand & SUITS[table.led]:
        return None
    if not (1 << card) & table.penalty and DECK[card].rank < Rank.JACK:
        return None
    return Reason(ReasonKind.DUMP, (DECK[card],), suit=Suit(table.led))


def _take_clean(table: _Trick, card: int) -> Reason | None:
    if not table.surely_wins(card) or not table.surely_clean(card):
        return None
    return Reason(ReasonKind.TAKE_CLEAN, (DECK[card],), suit=Suit(table.led))


def _duck(table: _Trick, card: int) -> Reason | None:
    best = table.best
    if best < 0 or card // 13 != table.led or card > best:
        return None
    if not table.know.hand & SUITS[table.led] & ~BELOW[best + 1]:
        return None
    return Reason(ReasonKind.DUCK, (DECK[card],), others=(DECK[best],))


def _safe_exit(table: _Trick, card: int) -> Reason | None:
    suit = card // 13
    lower = table.know.hand & SUITS[suit] & BELOW[card]
    out = table.know.unseen & SUITS[suit]
    if not lower or not out:
        return None
    kept = _lowest(lower)
    if not kept < _lowest(out) < card:
        return None
    if table.surely_wins(card) and (table.cards | (1 << card)) & table.penalty:
        return None
    return Reason(ReasonKind.SAFE_EXIT, (DECK[card],), others=(DECK[kept],), suit=Suit(suit))


_PLAY_CHECKS: tuple[Callable[[_Trick, int], Reason | None], ...] = (
    _block_moon,
    _dump,
    _take_clean,
    _duck,
    _safe_exit,
)
"""In order of precedence: the first that holds is the reason."""


def pass_reason(view: SeatView, cards: tuple[Card, ...]) -> Reason | None:
    """The reason the hand gives for passing ``cards`` (``view.rules.pass_count`` of
    ``view.hand``), if any."""
    hand = masks.mask_of(view.hand)
    passed = masks.mask_of(cards)
    kept = hand & ~passed
    stakes = stakes_of(view.rules)
    danger = passed & stakes.penalty & (stakes.heavy | HIGH_CARDS)
    for suit in SUITS:
        if not kept & stakes.heavy & suit:
            danger |= passed & stakes.catchers & suit
    if danger:
        named = sorted(masks.cards_of(danger), key=lambda card: _danger_order(card, stakes))
        return Reason(ReasonKind.PASS_DANGER, tuple(named))
    for suit in Suit:
        if hand & SUITS[suit] and not kept & SUITS[suit]:
            return Reason(ReasonKind.PASS_VOID, masks.cards_of(passed & SUITS[suit]), suit=suit)
    return None


def _danger_order(card: Card, stakes: Stakes) -> tuple[int, bool, int]:
    heavy = 1 << card.index & stakes.heavy
    return -stakes.values[card.index] if heavy else 0, card.suit is not Suit.SPADES, -card.rank


def moon_reason(evaluation: Evaluation) -> Reason | None:
    """The run at the moon as the reason, when the search follows it (None else): a play
    of one card, or a pass."""
    if evaluation.plan is not Plan.MOON or not evaluation.ranked:
        return None
    best = evaluation.ranked[0]
    kind = ReasonKind.MOON_PLAY if len(best.cards) == 1 else ReasonKind.MOON_PASS
    return Reason(kind, best.cards, points=best.points, samples=evaluation.samples)


def expected_reason(evaluation: Evaluation, seen: int) -> Reason | None:
    """The search's figures for its choice and for the best choice that plays differently
    (None if nothing was measured). Choices that differ only by cards with nothing unseen
    between them (``seen``: the seat's own cards and those played) play alike, and are
    skipped: "next best 5♣" beside a 4♣ would say nothing."""
    if not evaluation.ranked:
        return None
    best, *rest = evaluation.ranked
    second = next((e for e in rest if not _alike(best.cards, e.cards, seen)), None)
    return Reason(
        ReasonKind.EXPECTED,
        best.cards,
        others=second.cards if second else (),
        points=best.points,
        next_points=second.points if second else None,
        samples=evaluation.samples,
    )


def _alike(one: tuple[Card, ...], other: tuple[Card, ...], seen: int) -> bool:
    for a, b in zip(sorted(one), sorted(other), strict=True):
        low, high = sorted((a.index, b.index))
        if a.suit is not b.suit or BELOW[high] & ~BELOW[low + 1] & ~seen:
            return False
    return True


def _lowest(mask: int) -> int:
    return (mask & -mask).bit_length() - 1
