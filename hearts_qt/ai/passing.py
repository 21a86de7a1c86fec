"""Choosing the cards to pass (``rules.pass_count`` of them), on bit masks.

The Normal heuristic (also used by Hard and Expert) passes away danger — the lowest heavy
card of a suit other than hearts (``policy.HEAVY``: the Q♠; a J♦ worth 11) unless enough
lower cards guard it, the higher cards that catch it (the A♠ and K♠, worth points
themselves in Black Maria), the other cards that cost points, high ones first — and
short suits, to make a void; it keeps the cards worth minus points. Hearts are passed by
rank whatever they are worth: passing Spot Hearts' by value (a 6♥ before the A♠) cost 9
to 12 points a hand (Normal's pass against its classic one, the hands then played by
Normal, 2,000 to 3,000 deals). With a hand strong enough to take every trick that matters, it
keeps its winners and passes its losers, to shoot the moon. What the cards are worth is
the rules' (``policy.stakes_of``); under the classic rules these are the passes the
heuristic made before cards had values.
"""

from __future__ import annotations

from hearts_qt.ai.policy import HEARTS, SUITS, Stakes, losers, stakes_of
from hearts_qt.engine import masks
from hearts_qt.engine.rules import Rules

GUARDS = 4
"""Lower cards of its suit (not heavy) that keep a heavy card safe in hand."""


def _danger(card: int, hand: int, chosen: int, stakes: Stakes, count: int) -> float:
    """How much ``card`` wants to leave ``hand`` (given the cards ``chosen`` already, of
    the ``count`` to pass)."""
    suit = card // 13
    rank = card % 13
    bit = 1 << card
    left = hand & ~chosen
    lowest = stakes.lowest_heavy[suit]
    if lowest and suit != 3 and bit >= lowest:
        guards = (left & SUITS[suit] & (lowest - 1)).bit_count()
        if bit == lowest:
            # Shifted by the card's value, so that the Q♠ (13) scores as it always did.
            return (100.0 if guards < GUARDS else 5.0) + stakes.values[card] - 13
        # It catches that card, heavy itself or not (the A♠ and K♠ over the Q♠).
        if hand & stakes.heavy & SUITS[suit] & ~bit and guards >= GUARDS:
            return 5.0
        return 90.0 if guards < GUARDS else 25.0
    if bit & stakes.penalty:
        return 10.0 + 4.0 * max(0, rank - 6) + rank
    if bit & stakes.negative:
        return -20.0
    in_suit = (left & SUITS[suit]).bit_count()
    score = 2.0 * rank
    if suit < 2 and in_suit <= count - chosen.bit_count():
        score += 12.0 - 3.0 * in_suit
    if card == 0:
        score -= 4.0
    return score


def danger_order(hand: int, rules: Rules) -> list[int]:
    """The cards of ``hand``, the one the heuristic most wants to pass first."""
    stakes = stakes_of(rules)
    count = rules.pass_count
    return sorted(masks.indices_of(hand), key=lambda c: -_danger(c, hand, 0, stakes, count))


def normal_pass(hand: int, rules: Rules) -> tuple[int, ...]:
    """The ``rules.pass_count`` card indices the Normal level passes from ``hand``, in
    order of index."""
    stakes = stakes_of(rules)
    count = rules.pass_count
    unseen = masks.FULL_DECK & ~hand
    if (hand & HEARTS & stakes.moon).bit_count() >= 5 and losers(hand, unseen) <= count:
        return _moon_pass(hand, count, stakes)
    chosen = 0
    for _ in range(count):
        best = -1
        best_score = -1e9
        for card in masks.indices_of(hand & ~chosen):
            score = _danger(card, hand, chosen, stakes, count)
            if score > best_score:
                best_score = score
                best = card
        chosen |= 1 << best
    return tuple(masks.indices_of(chosen))


def _moon_pass(hand: int, count: int, stakes: Stakes) -> tuple[int, ...]:
    """Keep the winners: pass the lowest-ranked cards, the moon's hearts last and its
    other cards just before them."""
    return tuple(sorted(_run_order(hand, stakes)[:count]))


def run_order(hand: int, rules: Rules) -> list[int]:
    """``hand``'s cards in the order a run at the moon would pass them: the lowest-ranked
    first, the moon's hearts last and its other cards just before them."""
    return _run_order(hand, stakes_of(rules))


def _run_order(hand: int, stakes: Stakes) -> list[int]:
    def key(card: int) -> tuple[bool, bool, int]:
        moon = (1 << card) & stakes.moon
        return bool(moon & HEARTS), bool(moon & ~HEARTS), card % 13

    return sorted(masks.indices_of(hand), key=key)


def easy_pass(hand: int, rules: Rules) -> tuple[int, ...]:
    """A beginner's pass: the heavy cards held, the dearest first, then the highest."""
    stakes = stakes_of(rules)

    def key(card: int) -> tuple[bool, int, int, int]:
        heavy = (1 << card) & stakes.heavy
        return not heavy, -stakes.values[card] if heavy else 0, -(card % 13), card

    return tuple(sorted(sorted(masks.indices_of(hand), key=key)[: rules.pass_count]))
