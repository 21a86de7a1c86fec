"""The Normal level's card play, as one fast function on bit masks.

The same function decides for the Normal player (fed from its seat's knowledge) and
inside the Monte Carlo rollouts (fed from a sampled deal), so it must stay cheap: a few
microseconds, no allocation beyond small ints. Bit ``i`` is the card of index ``i``
(``suit * 13 + rank - 2``), so within a suit a higher bit is a higher card.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from hearts_qt.engine import masks
from hearts_qt.engine.simulate import Position

# Final: compiled with mypyc (packaging/core_modules.py), C values, not a dictionary lookup.
SUITS: Final = masks.SUIT_MASKS
HEARTS: Final = masks.HEARTS
SPADES: Final = masks.SPADES
POINTS: Final = masks.POINT_CARDS
QUEEN: Final = masks.QUEEN_OF_SPADES_BIT
QUEEN_INDEX: Final = QUEEN.bit_length() - 1
JACK: Final = masks.JACK_OF_DIAMONDS_BIT
ACE_KING_SPADES: Final = (1 << (QUEEN_INDEX + 1)) | (1 << (QUEEN_INDEX + 2))
BELOW: Final[tuple[int, ...]] = tuple((1 << i) - 1 for i in range(53))
"""``BELOW[i]``: the cards of lower index than ``i`` (mask with a suit to stay in it)."""


def _high(mask: int) -> int:
    return mask.bit_length() - 1


def _low(mask: int) -> int:
    return (mask & -mask).bit_length() - 1


def moon_runner(taken: Sequence[int]) -> int:
    """The seat that has taken every point card collected so far, or -1 (none yet)."""
    collected = (taken[0] | taken[1] | taken[2] | taken[3]) & POINTS
    if not collected:
        return -1
    for seat in range(4):
        if taken[seat] & POINTS == collected:
            return seat
    return -1


def threatens_moon(taken: int) -> bool:
    """Whether one seat's ``taken`` cards look like a run at the moon: six hearts, or the
    Q♠ and two."""
    hearts = (taken & HEARTS).bit_count()
    return hearts >= 6 or (bool(taken & QUEEN) and hearts >= 2)


def losers(hand: int, unseen: int) -> int:
    """How many of ``hand``'s cards some unseen card of the same suit beats."""
    count = 0
    for suit in SUITS:
        mine = hand & suit
        if mine:
            above = unseen & suit & ~BELOW[_low(mine) + 1]
            if above:
                top = _high(above)
                count += (mine & BELOW[top]).bit_count()
    return count


def normal_play(
    hand: int,
    legal: int,
    trick: Sequence[int],
    leader: int,
    seat: int,
    played: int,
    taken: Sequence[int],
    others_void: int,
    tricks_played: int,
) -> int:
    """The Normal level's card (an index) from ``legal``.

    ``others_void`` is a 4-bit mask of the suits some other seat is known to be out of.
    """
    if legal & (legal - 1) == 0:
        return legal.bit_length() - 1
    unseen = ~(hand | played) & masks.FULL_DECK
    runner = moon_runner(taken)
    danger = runner >= 0 and runner != seat and threatens_moon(taken[runner])
    shooting = (
        runner == seat
        and (taken[seat] & POINTS).bit_count() >= 5
        and losers(hand, unseen) <= 1
        and tricks_played >= 3
    )
    if not trick:
        return _lead(hand, legal, unseen, played, others_void, danger, shooting)
    led = trick[0] // 13
    best = trick[0]
    trick_bits = 0
    for card in trick:
        trick_bits |= 1 << card
        if card // 13 == led and card > best:
            best = card
    winner = (leader + trick.index(best)) % 4
    if legal & SUITS[led]:
        return _follow(legal, best, trick_bits, len(trick) == 3, tricks_played, danger, shooting)
    runner_can_win = danger and (winner == runner or (runner - leader) % 4 > len(trick))
    return _discard(hand, legal, played, runner_can_win, shooting, danger)


def _follow(
    legal: int,
    best: int,
    trick_bits: int,
    last: bool,
    tricks_played: int,
    danger: bool,
    shooting: bool,
) -> int:
    below = legal & BELOW[best]
    above = legal & ~below
    if shooting or (danger and trick_bits & POINTS):
        if above:
            return _high(above)
        return _low(legal)
    if tricks_played == 0:
        return _high(legal)
    if below:
        if last and not trick_bits & POINTS:
            safe = legal & ~QUEEN
            if safe:
                return _high(safe)
        return _high(below)
    safe = legal & ~QUEEN or legal
    if last:
        return _high(safe)
    return _low(safe)


def _discard(
    hand: int, legal: int, played: int, runner_can_win: bool, shooting: bool, danger: bool
) -> int:
    if shooting:
        plain = legal & ~POINTS or legal
        return _low_rank(plain)
    if runner_can_win:
        plain = legal & ~POINTS
        if plain:
            return _high_rank(plain)
        return _low(legal)
    if legal & QUEEN:
        return QUEEN_INDEX
    if not played & QUEEN and not hand & QUEEN and legal & ACE_KING_SPADES:
        return _high(legal & ACE_KING_SPADES)
    best_card = -1
    best_score = -1000.0
    rest = legal
    while rest:
        low = rest & -rest
        card = low.bit_length() - 1
        rest ^= low
        rank = card % 13
        if low & HEARTS:
            score = 8 + rank * 1.5
        else:
            score = rank + (6.0 if (hand & SUITS[card // 13]).bit_count() <= 2 else 0)
            if low & JACK and danger:
                score -= 3
        if score > best_score:
            best_score = score
            best_card = card
    return best_card


def _high_rank(mask: int) -> int:
    """The card of highest rank in ``mask``, whatever its suit."""
    best = -1
    for suit in SUITS:
        part = mask & suit
        if part:
            card = _high(part)
            if best < 0 or card % 13 > best % 13:
                best = card
    return best


def _low_rank(mask: int) -> int:
    best = -1
    for suit in SUITS:
        part = mask & suit
        if part:
            card = _low(part)
            if best < 0 or card % 13 < best % 13:
                best = card
    return best


def _lead(
    hand: int, legal: int, unseen: int, played: int, others_void: int, danger: bool, shooting: bool
) -> int:
    if shooting:
        return _shooting_lead(legal, unseen)
    if danger and legal & HEARTS:
        top = _high(legal & HEARTS)
        if not unseen & HEARTS & ~BELOW[top]:
            return top
    queen_live = not played & QUEEN
    best_card = -1
    best_score = 1000.0
    for suit_index in range(4):
        mine = legal & SUITS[suit_index]
        if not mine:
            continue
        card = _low(mine)
        theirs = unseen & SUITS[suit_index]
        if not theirs:
            score = 50.0
        else:
            higher = (theirs & ~BELOW[card]).bit_count()
            lower = (theirs & BELOW[card]).bit_count()
            score = 40.0 if not higher else 10.0 * lower / (lower + higher) - 0.3 * higher
        if others_void >> suit_index & 1:
            score += 6.0
        if suit_index == 2 and queen_live:
            if hand & QUEEN:
                score += 8.0 if (hand & SPADES).bit_count() < 5 else 1.0
            elif hand & ACE_KING_SPADES:
                score += 2.0
            elif card < QUEEN_INDEX:
                score -= 5.0
        elif suit_index == 3:
            score += 2.0
        if score < best_score:
            best_score = score
            best_card = card
    return best_card


def _shooting_lead(legal: int, unseen: int) -> int:
    for suit in (SUITS[0], SUITS[1], SUITS[2], HEARTS):
        mine = legal & suit
        if mine:
            top = _high(mine)
            if not unseen & suit & ~BELOW[top]:
                return top
    return _high_rank(legal)


def rollout_policy(position: Position, seat: int, legal: int) -> int:
    """The Normal policy on a sampled deal (it sees the real voids of that deal)."""
    if legal & (legal - 1) == 0:
        return legal.bit_length() - 1
    trick = position.trick
    voids = 0
    if not trick:
        hands = position.hands
        for other in range(4):
            if other != seat:
                held = hands[other]
                for suit in range(4):
                    if not held & SUITS[suit]:
                        voids |= 1 << suit
    return normal_play(
        position.hands[seat],
        legal,
        trick,
        position.leader,
        seat,
        position.played,
        position.taken,
        voids,
        position.tricks_played,
    )
