"""The last tricks solved exactly on a sampled deal: a paranoid alpha-beta search.

Once few cards are left, a sampled deal is small enough to search to the end rather than
roll out: the searcher plays to make the hand's outcome best for it (its utility, the
moon, the sun and the J♦ counted by the real scorer), the three others to make it worst —
the paranoid assumption, which lets alpha-beta prune. Cards are played on the engine's
fast path (``Position.play``), legal cards and the scores come from ``masks``; the search
adds only what a search needs:

- touching cards play alike: of the cards of one suit with no card still in play between
  them and the same value under the rules, only one is tried (``distinct_cards``; each
  heart differs from the next in Spot Hearts, the K♠ and A♠ from the rest in Black Maria);
- the cards are tried from the lowest up (as cheap to order as any, and on random
  positions of three and four tricks it visits no more positions than trying the Normal
  policy's card first: 985 against 995 a solve, CPU time 4.7 against 6.2 ms);
- a transposition table at the start of each trick, keyed by the hands, the leader and
  the scoring cards each seat has taken (and the tricks each has won, where the sun or a
  no-tricks bonus may still turn on them), holds the bounds found;
- when no card that scores is left in play (and no sun can still be shot, and no seat
  without a trick can still lose the no-tricks bonus), the hand's outcome is settled.
"""

from __future__ import annotations

from collections.abc import Callable

from hearts_qt.ai.cancel import CancelFlag
from hearts_qt.engine import masks
from hearts_qt.engine.rules import Rules
from hearts_qt.engine.simulate import Position

Utility = Callable[[tuple[int, int, int, int]], float]
"""The searcher's value of a hand's points (seat by seat): higher is better for it."""

SOLVE_TRICKS = 0
"""A searching player solves a sampled deal, not rolls it out, once at most this many
tricks remain (0: never). Off: from 3 tricks, with successive halving, Expert ÷
``expert-v1`` measured 0.965, 95% interval 0.900 to 1.029 (922 hands at 25 deals a card;
halving alone 1.000 on the same deals; the README's table): not shown to help."""


def distinct_cards(legal: int, alive: int, special: int) -> int:
    """The cards of ``legal`` that play differently: of touching cards (same suit, none of
    ``alive`` — the cards still held or in the current trick — between them, none of them
    ``special``, a card whose points differ from its suit's), only the lowest.

    >>> from hearts_qt.engine.cards import Card
    >>> mine = masks.mask_of(Card.parse(c) for c in ("4C", "5C", "7C", "QS", "KS"))
    >>> alive = mine | masks.mask_of(Card.parse(c) for c in ("6C", "2S"))
    >>> masks.cards_of(distinct_cards(mine, alive, masks.QUEEN_OF_SPADES_BIT))
    (Card.parse('4C'), Card.parse('7C'), Card.parse('QS'), Card.parse('KS'))
    """
    out = 0
    previous = 0  # the card of ``alive`` just below, if it is one of ``legal``
    rest = alive
    while rest:
        bit = rest & -rest
        rest ^= bit
        if bit & legal:
            touching = (
                previous and (bit.bit_length() - 1) // 13 == (previous.bit_length() - 1) // 13
            )
            if not (touching and not (bit | previous) & special):
                out |= bit
            previous = bit
        else:
            previous = 0
    return out


CANCEL_POLL = 63
"""The solver polls its ``CancelFlag`` once every this many positions (plus one): about
every half millisecond."""


class Cancelled(Exception):
    """The solver's flag was set: the search was stopped halfway, with no value."""


def unlike_cards(rules: Rules) -> int:
    """The cards whose value under ``rules`` (the J♦ option's included) differs from the
    most common value of their suit: two touching cards neither of which is one of them
    score alike (``distinct_cards``' ``special``).

    >>> unlike_cards(Rules()) == masks.QUEEN_OF_SPADES_BIT
    True
    >>> from hearts_qt.engine.presets import PRESETS, Preset
    >>> (unlike_cards(PRESETS[Preset.SPOT_HEARTS]) & masks.HEARTS).bit_count()
    12
    """
    values = list(rules.values)
    if rules.jack_of_diamonds is not None:
        values[masks.JACK_OF_DIAMONDS_BIT.bit_length() - 1] += rules.jack_of_diamonds
    out = 0
    for suit in range(4):
        suit_values = values[suit * 13 : suit * 13 + 13]
        common = max(suit_values, key=suit_values.count)
        for rank, value in enumerate(suit_values):
            if value != common:
                out |= 1 << (suit * 13 + rank)
    return out


class EndgameSolver:
    """Solves positions of one hand for ``seat``; the transposition table is kept across
    the positions it is asked (they share it soundly: its keys hold the whole state).
    With a ``cancel`` flag, a solve stops soon after it is set, raising ``Cancelled``."""

    def __init__(self, seat: int, utility: Utility, cancel: CancelFlag | None = None) -> None:
        self.seat = seat
        self.utility = utility
        self.cancel = cancel
        self.table: dict[tuple[int, ...], tuple[float, float, int]] = {}
        """Per position at a trick's start: bounds on its value, and the searcher's points
        at the end of the line that gave the last of them."""
        self.nodes = 0
        """Positions visited so far (for benchmarks)."""
        self.rules: Rules | None = None
        """The rules of the positions solved so far (one hand's: its table is theirs)."""
        self.scoring = 0
        """``masks.scoring_cards`` of those rules."""
        self.special = 0
        """``unlike_cards`` of those rules."""
        self.counts_tricks = False
        """Whether the number of tricks a seat won may still change its score (the sun,
        the no-tricks bonus)."""

    def solve(self, position: Position) -> tuple[float, int]:
        """The searcher's utility with best play from ``position`` (not changed), the
        others playing against it, and the searcher's points in the hand that play ends
        with (one such play, if several give that utility)."""
        rules = position.rules
        if rules is not self.rules:
            self.rules = rules
            self.table.clear()
            self.scoring = masks.scoring_cards(rules)
            self.special = unlike_cards(rules)
            self.counts_tricks = rules.shoot_the_sun or rules.no_tricks_bonus is not None
        return self._search(position, -float("inf"), float("inf"))

    def _search(self, position: Position, alpha: float, beta: float) -> tuple[float, int]:
        self.nodes += 1
        if not self.nodes & CANCEL_POLL and self.cancel is not None and self.cancel.is_set():
            raise Cancelled
        scoring = self.scoring
        hands = position.hands
        held = hands[0] | hands[1] | hands[2] | hands[3]
        trick_bits = 0
        for card in position.trick:
            trick_bits |= 1 << card
        if position.finished or (not (held | trick_bits) & scoring and self._settled(position)):
            score = position.score().points
            return self.utility(score), score[self.seat]
        key: tuple[int, ...] | None = None
        if not position.trick:
            taken = position.taken
            key = (
                hands[0],
                hands[1],
                hands[2],
                hands[3],
                position.leader,
                taken[0] & scoring,
                taken[1] & scoring,
                taken[2] & scoring,
                taken[3] & scoring,
                *(position.tricks_won if self.counts_tricks else ()),
            )
            bounds = self.table.get(key)
            if bounds is not None:
                low, high, mine = bounds
                if low >= beta or low == high:
                    return low, mine
                if high <= alpha:
                    return high, mine
                if low > alpha:
                    alpha = low
                if high < beta:
                    beta = high
        start_alpha, start_beta = alpha, beta
        seat = position.to_play
        legal = position.legal()
        moves = distinct_cards(legal, held | trick_bits, self.special)
        maximising = seat == self.seat
        best = -float("inf") if maximising else float("inf")
        best_points = 0
        for card in masks.indices_of(moves):
            child = position.copy()
            child.play(card)
            value, points = self._search(child, alpha, beta)
            if maximising:
                if value > best:
                    best, best_points = value, points
                    if value > alpha:
                        alpha = value
            elif value < best:
                best, best_points = value, points
                if value < beta:
                    beta = value
            if alpha >= beta:
                break
        if key is not None:
            low, high, _ = self.table.get(key, (-float("inf"), float("inf"), 0))
            if best <= start_alpha:
                high = min(high, best)
            elif best >= start_beta:
                low = max(low, best)
            else:
                low = high = best
            self.table[key] = (low, high, best_points)
        return best, best_points

    def _settled(self, position: Position) -> bool:
        """With no scoring card left in play: whether the tricks still to come can change
        nothing (no sun still possible, no seat without a trick that may lose the bonus)."""
        if not self.counts_tricks:
            return True
        rules = position.rules
        winners = sum(1 for w in position.tricks_won if w)
        if rules.shoot_the_sun and winners <= 1:
            return False
        return rules.no_tricks_bonus is None or winners == 4
