"""expert-v1's Normal pass heuristic (its search's candidates, and the other seats' pass).

The Normal heuristic (also used by Hard and Expert) passes away danger — the Q♠ unless it
is well guarded, the A♠ and K♠ that catch it, high hearts — and short suits, to make a
void; with a hand strong enough to take every trick that matters, it keeps its winners
and passes its losers, to shoot the moon.
"""

from __future__ import annotations

from hearts_qt.ai.v1.policy import BELOW, HEARTS, QUEEN, QUEEN_INDEX, SPADES, SUITS, losers
from hearts_qt.engine import masks


def _danger(card: int, hand: int, chosen: int) -> float:
    """How much ``card`` wants to leave ``hand`` (given the cards ``chosen`` already)."""
    suit = card // 13
    rank = card % 13
    left = hand & ~chosen
    spades_below_queen = (left & SPADES & BELOW[QUEEN_INDEX]).bit_count()
    if card == QUEEN_INDEX:
        return 100.0 if spades_below_queen < 4 else 5.0
    if suit == 2 and rank > 10:
        if hand & QUEEN and spades_below_queen >= 4:
            return 5.0
        return 90.0 if spades_below_queen < 4 else 25.0
    if suit == 3:
        return 10.0 + 4.0 * max(0, rank - 6) + rank
    count = (left & SUITS[suit]).bit_count()
    score = 2.0 * rank
    if suit < 2 and count <= 3 - chosen.bit_count():
        score += 12.0 - 3.0 * count
    if card == 0:
        score -= 4.0
    return score


def danger_order(hand: int) -> list[int]:
    """The cards of ``hand``, the one the heuristic most wants to pass first."""
    return sorted(masks.indices_of(hand), key=lambda c: -_danger(c, hand, 0))


def normal_pass(hand: int) -> tuple[int, int, int]:
    """The three card indices the Normal level passes from ``hand``."""
    unseen = masks.FULL_DECK & ~hand
    if (hand & HEARTS).bit_count() >= 5 and losers(hand, unseen) <= 3:
        return _moon_pass(hand)
    chosen = 0
    for _ in range(3):
        best = -1
        best_score = -1e9
        for card in masks.indices_of(hand & ~chosen):
            score = _danger(card, hand, chosen)
            if score > best_score:
                best_score = score
                best = card
        chosen |= 1 << best
    cards = masks.indices_of(chosen)
    return cards[0], cards[1], cards[2]


def _moon_pass(hand: int) -> tuple[int, int, int]:
    """Keep the winners: pass the three lowest-ranked cards, hearts last."""
    order = sorted(masks.indices_of(hand), key=lambda c: (c // 13 == 3, c == QUEEN_INDEX, c % 13))
    return order[0], order[1], order[2]
