"""The Normal level's card play, as one fast function on bit masks.

The same function decides for the Normal player (fed from its seat's knowledge) and
inside the Monte Carlo rollouts (fed from a sampled deal), so it must stay cheap: a few
microseconds, no allocation beyond small ints. Bit ``i`` is the card of index ``i``
(``suit * 13 + rank - 2``), so within a suit a higher bit is a higher card.

What the cards are worth comes from the rules in force, worked out once per rules
(``stakes_of``): the moon cards, the cards that cost their taker points, the heavy ones
(worth ``HEAVY`` or more: the Q♠ in the classic game, the K♠ and A♠ too in Black Maria,
the high hearts in Spot Hearts) and those worth minus points. Under the classic rules
every decision is the one the policy made before the rules had card values.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from hearts_qt.engine import masks
from hearts_qt.engine.rules import Rules
from hearts_qt.engine.simulate import Position

# Final: compiled with mypyc (packaging/core_modules.py), C values, not a dictionary lookup.
SUITS: Final = masks.SUIT_MASKS
HEARTS: Final = masks.HEARTS
JACK: Final = masks.JACK_OF_DIAMONDS_BIT
BELOW: Final[tuple[int, ...]] = tuple((1 << i) - 1 for i in range(53))
"""``BELOW[i]``: the cards of lower index than ``i`` (mask with a suit to stay in it)."""
HEAVY: Final = 5
"""A card worth this many points or more to its taker is heavy: the policy dumps it on
others first and never wins a trick with it when another card will do."""
CACHED_RULES: Final = 64
"""How many rules' stakes are kept by the rules' identity before that cache starts again."""


class Stakes:
    """What the cards are worth under some rules, as masks the policy reads at once."""

    def __init__(self, rules: Rules) -> None:
        values = [masks.points_of(1 << card, rules) for card in range(52)]
        self.values: tuple[int, ...] = tuple(values)
        """Each card's points to its taker (the J♦ option included), by index."""
        self.moon: int = masks.moon_cards(rules)
        """The cards a moon takes: every card of positive base value."""
        self.moon_value: int = masks.moon_value(rules)
        self.penalty: int = masks.penalty_cards(rules)
        """The cards that cost their taker points."""
        heavy = 0
        negative = 0
        for card in range(52):
            if values[card] >= HEAVY:
                heavy |= 1 << card
            elif values[card] < 0:
                negative |= 1 << card
        self.heavy: int = heavy
        self.negative: int = negative
        """The cards worth minus points to their taker (the J♦ at −10)."""
        lowest = [0, 0, 0, 0]
        for suit in range(4):
            in_suit = heavy & SUITS[suit]
            if in_suit:
                lowest[suit] = in_suit & -in_suit
        self.lowest_heavy: tuple[int, ...] = tuple(lowest)
        """By suit, the bit of its lowest heavy card, or 0."""
        self.catchers: int = sum(
            SUITS[suit] & ~BELOW[low.bit_length()] & ~heavy
            for suit, low in enumerate(lowest)
            if low
        )
        """The cards that are not heavy but beat a heavy card of their suit (the A♠ and
        K♠ that catch the Q♠)."""


CLASSIC_STAKES: Final = Stakes(Rules())
_STAKES: Final[dict[int, tuple[Rules, Stakes]]] = {}
_STAKES_BY_VALUE: Final[dict[Rules, Stakes]] = {}


def stakes_of(rules: Rules) -> Stakes:
    """The stakes of ``rules``, worked out once: looked up by the rules' identity (the
    rollouts ask at every card), then by their value."""
    entry = _STAKES.get(id(rules))
    if entry is not None and entry[0] is rules:
        return entry[1]
    stakes = _STAKES_BY_VALUE.get(rules)
    if stakes is None:
        if len(_STAKES_BY_VALUE) >= CACHED_RULES:
            _STAKES_BY_VALUE.clear()
        stakes = Stakes(rules)
        _STAKES_BY_VALUE[rules] = stakes
    if len(_STAKES) >= CACHED_RULES:
        _STAKES.clear()
    _STAKES[id(rules)] = (rules, stakes)
    return stakes


_LAST: Final[list[tuple[Rules, Stakes]]] = [(Rules(), CLASSIC_STAKES)]
"""The rules the rollouts asked for last and their stakes, as one pair (threads may ask)."""


def _remember(rules: Rules) -> Stakes:
    stakes = stakes_of(rules)
    _LAST[0] = (rules, stakes)
    return stakes


def _high(mask: int) -> int:
    return mask.bit_length() - 1


def _low(mask: int) -> int:
    return (mask & -mask).bit_length() - 1


def moon_runner(taken: Sequence[int], moon: int) -> int:
    """The seat that has taken every ``moon`` card collected so far, or -1 (none yet)."""
    collected = (taken[0] | taken[1] | taken[2] | taken[3]) & moon
    if not collected:
        return -1
    for seat in range(4):
        if taken[seat] & moon == collected:
            return seat
    return -1


def threatens_moon(taken: int, stakes: Stakes) -> bool:
    """Whether one seat's ``taken`` cards look like a run at the moon: six moon cards, or
    three worth half the moon (in the classic game: six hearts, or the Q♠ and two)."""
    moon = taken & stakes.moon
    count = moon.bit_count()
    if count >= 6:
        return True
    if count < 3:
        return False
    points = 0
    values = stakes.values
    while moon:
        low = moon & -moon
        points += values[low.bit_length() - 1]
        moon ^= low
    return 2 * points >= stakes.moon_value


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
    stakes: Stakes,
    shooter: int = -1,
) -> int:
    """The Normal level's card (an index) from ``legal``.

    ``others_void`` is a 4-bit mask of the suits some other seat is known to be out of;
    ``stakes`` are the rules' (``stakes_of``). A ``shooter`` seat runs at the moon from
    the start, as long as no other seat has taken a moon card (a shooting rollout: see
    ``ShootingRollout``); the Normal player gives none.
    """
    if legal & (legal - 1) == 0:
        return legal.bit_length() - 1
    unseen = ~(hand | played) & masks.FULL_DECK
    moon = stakes.moon
    runner = moon_runner(taken, moon)
    danger = (
        runner >= 0
        and runner != seat
        and (runner == shooter or threatens_moon(taken[runner], stakes))
    )
    shooting = (
        runner == seat
        and (taken[seat] & moon).bit_count() >= 5
        and losers(hand, unseen) <= 1
        and tricks_played >= 3
    ) or (seat == shooter and (runner < 0 or runner == seat))
    if not trick:
        return _lead(hand, legal, unseen, played, others_void, danger, shooting, stakes)
    led = trick[0] // 13
    best = trick[0]
    trick_bits = 0
    for card in trick:
        trick_bits |= 1 << card
        if card // 13 == led and card > best:
            best = card
    winner = (leader + trick.index(best)) % 4
    if legal & SUITS[led]:
        last = len(trick) == 3
        return _follow(legal, best, trick_bits, last, tricks_played, danger, shooting, stakes)
    runner_can_win = danger and (winner == runner or (runner - leader) % 4 > len(trick))
    return _discard(hand, legal, played, runner_can_win, shooting, danger, stakes)


def _follow(
    legal: int,
    best: int,
    trick_bits: int,
    last: bool,
    tricks_played: int,
    danger: bool,
    shooting: bool,
    stakes: Stakes,
) -> int:
    below = legal & BELOW[best]
    above = legal & ~below
    if shooting or (danger and trick_bits & stakes.moon):
        if above:
            return _high(above)
        return _low(legal)
    penalty = stakes.penalty
    clean = not trick_bits & penalty
    if tricks_played == 0 and clean:
        return _high(legal & ~penalty or legal)
    if last and clean and above and trick_bits & stakes.negative:
        return _high(above & ~penalty or above)
    if below:
        if last and clean:
            safe = legal & ~penalty
            if safe:
                return _high(safe)
        return _high(below)
    if last:
        # It takes the trick: the highest card goes, but not a heavy one off hearts (the
        # Q♠; in Black Maria the K♠ and A♠ too). In hearts the highest goes whatever its
        # value: keeping the A♥ cost Spot Hearts 1.0 a hand (Normal against its classic self).
        return _high(legal & ~(stakes.heavy & ~HEARTS) or legal)
    safe = legal & ~penalty or legal & ~stakes.heavy
    if not safe:
        return _by_value(legal, stakes.values, False)
    return _low(safe)


def _by_value(mask: int, values: tuple[int, ...], dearest: bool) -> int:
    """The card of ``mask`` worth most (``dearest``) or least to its taker, the lowest of
    equal ones."""
    best = -1
    best_value = 0
    rest = mask
    while rest:
        low = rest & -rest
        card = low.bit_length() - 1
        rest ^= low
        value = values[card] if dearest else -values[card]
        if best < 0 or value > best_value:
            best = card
            best_value = value
    return best


def _catching(live: int, stakes: Stakes) -> int:
    """The cards that beat a heavy card of ``live`` in its suit and are not heavy."""
    out = 0
    for suit in range(4):
        part = live & SUITS[suit]
        if part:
            out |= SUITS[suit] & ~BELOW[_low(part) + 1] & ~stakes.heavy
    return out


def _discard(
    hand: int,
    legal: int,
    played: int,
    runner_can_win: bool,
    shooting: bool,
    danger: bool,
    stakes: Stakes,
) -> int:
    if shooting:
        plain = legal & ~stakes.moon or legal
        return _low_rank(plain)
    if runner_can_win:
        plain = legal & ~stakes.moon
        if plain:
            return _high_rank(plain)
        return _low(legal)
    values = stakes.values
    heavy = legal & stakes.heavy
    if heavy:
        return _by_value(heavy, values, True)
    if legal & stakes.catchers:
        live = stakes.heavy & ~played & ~hand
        catch = legal & _catching(live, stakes) if live else 0
        if catch:
            return _high(catch)
    penalty = stakes.penalty
    negative = stakes.negative
    best_card = -1
    best_score = -1000.0
    rest = legal
    while rest:
        low = rest & -rest
        card = low.bit_length() - 1
        rest ^= low
        rank = card % 13
        if low & penalty:
            score = 8 + rank * 1.5 + 2.0 * (values[card] - 1)
        else:
            score = rank + (6.0 if (hand & SUITS[card // 13]).bit_count() <= 2 else 0)
            if low & JACK and danger:
                score -= 3
            if low & negative:
                score -= 30.0
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
    hand: int,
    legal: int,
    unseen: int,
    played: int,
    others_void: int,
    danger: bool,
    shooting: bool,
    stakes: Stakes,
) -> int:
    if shooting:
        return _shooting_lead(legal, unseen)
    if danger and legal & HEARTS & stakes.moon:
        top = _high(legal & HEARTS & stakes.moon)
        if not unseen & HEARTS & ~BELOW[top]:
            return top
    heavy_out = stakes.heavy & ~played & ~HEARTS  # hearts: below
    best_card = -1
    best_score = 1000.0
    for suit_index in range(4):
        suit = SUITS[suit_index]
        mine = legal & suit
        if not mine:
            continue
        card = _low(mine)
        theirs = unseen & suit
        if not theirs:
            score = 50.0
        else:
            higher = (theirs & ~BELOW[card]).bit_count()
            lower = (theirs & BELOW[card]).bit_count()
            score = 40.0 if not higher else 10.0 * lower / (lower + higher) - 0.3 * higher
        if others_void >> suit_index & 1:
            score += 6.0
        live = heavy_out & suit
        if live:
            lowest = live & -live
            if hand & live:
                score += 8.0 if (hand & suit).bit_count() < 5 else 1.0
            elif hand & suit & ~((lowest << 1) - 1):
                score += 2.0
            elif 1 << card < lowest:
                score -= 5.0
        elif suit_index == 3:
            score += 2.0  # heavy hearts too: as heavy, Spot Hearts lost 0.9 a hand
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
    """The Normal policy on a sampled deal (it sees the real voids of that deal), with the
    position's rules."""
    return _rollout(position, seat, legal, -1)


class ShootingRollout:
    """The rollout policy with one seat, ``shooter``, running at the moon from the first
    card it plays: it takes every trick it can and leads its winners, until another seat
    takes a moon card; then it plays as Normal again. The three others play as Normal
    (and defend as Normal does, once the run shows). The searches roll a card out this
    way too, to see what trying the moon from here is worth (``montecarlo``)."""

    def __init__(self, shooter: int) -> None:
        self.shooter = shooter

    def __call__(self, position: Position, seat: int, legal: int) -> int:
        return _rollout(position, seat, legal, self.shooter)


def _rollout(position: Position, seat: int, legal: int, shooter: int) -> int:
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
    rules = position.rules
    last = _LAST[0]  # the rules asked last: a rollout asks at every card
    stakes = last[1] if last[0] is rules else _remember(rules)
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
        stakes,
        shooter,
    )
