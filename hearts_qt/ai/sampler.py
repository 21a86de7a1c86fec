"""Deal the cards a seat has not seen to the other three, uniformly among the consistent deals.

Each other seat gets exactly as many cards as it holds, only cards it may hold (no suit
it has shown void in, only hearts after an early heart lead, …: ``knowledge``) and every
card this seat passed to it (three, four or five: the rules' pass) that is not yet
played. Every deal that satisfies all of that is equally likely, exactly.

The unseen cards fall into at most seven groups by the seats that may hold them (all
three, two of them, one). A deal is, for each group, how many of its cards go to each of
its seats, then which ones; given those counts every choice of cards is as likely as any
other. So the sampler counts the deals behind each way of splitting the groups (products
of binomials, summed over the later groups' splits: a small table over the room left to
the three seats), draws a split with probability proportional to its count, then deals
each group's cards shuffled. The table depends only on the groups' sizes and the room,
so it is built once and kept for the many deals one decision samples.

Knowledge that admits no deal at all (it cannot come from a real game) is dealt as if
nothing but the known cards and the hand sizes were known.
"""

from __future__ import annotations

import random
from bisect import bisect_right
from math import comb

from hearts_qt.ai.knowledge import Knowledge
from hearts_qt.engine import masks

_PLANS_KEPT = 512
"""How many split tables are kept (one per group sizes and room: a few per decision)."""

Shape = tuple[tuple[int, ...], tuple[int, int, int]]
"""The groups (seat set and card count packed as ``seats * 64 + count``) and the room."""


class _Choices:
    """The splits of one group given the room left, with their cumulative deal counts."""

    __slots__ = ("cumulative", "splits", "total")

    def __init__(self, splits: list[tuple[int, int, int]], cumulative: list[int]) -> None:
        self.splits = splits
        self.cumulative = cumulative
        self.total = cumulative[-1] if cumulative else 0


class _Plan:
    """How many deals complete each split, for one shape: the table the sampler draws on."""

    def __init__(self, groups: tuple[int, ...]) -> None:
        self.groups = groups
        self.table: dict[tuple[int, int, int, int], _Choices] = {}

    def choices(self, k: int, r0: int, r1: int, r2: int) -> _Choices:
        """The splits of group ``k`` with room ``r0, r1, r2`` left (the three seats)."""
        key = (k, r0, r1, r2)
        found = self.table.get(key)
        if found is not None:
            return found
        splits: list[tuple[int, int, int]] = []
        cumulative: list[int] = []
        total = 0
        if k == len(self.groups):
            if r0 == 0 and r1 == 0 and r2 == 0:
                splits.append((0, 0, 0))
                total = 1
                cumulative.append(total)
        else:
            seats = self.groups[k] >> 6
            count = self.groups[k] & 63
            for a0 in range(min(count, r0) + 1 if seats & 1 else 1):
                rest = count - a0
                for a1 in range(min(rest, r1) + 1 if seats & 2 else 1):
                    a2 = rest - a1
                    if a2 > r2 or (a2 and not seats & 4):
                        continue
                    later = self.choices(k + 1, r0 - a0, r1 - a1, r2 - a2).total
                    if later:
                        total += comb(count, a0) * comb(rest, a1) * later
                        splits.append((a0, a1, a2))
                        cumulative.append(total)
        made = _Choices(splits, cumulative)
        self.table[key] = made
        return made


_PLANS: dict[Shape, _Plan] = {}


def _plan(shape: Shape) -> _Plan:
    plan = _PLANS.get(shape)
    if plan is None:
        if len(_PLANS) >= _PLANS_KEPT:
            _PLANS.clear()
        plan = _Plan(shape[0])
        _PLANS[shape] = plan
    return plan


def count_deals(know: Knowledge) -> int:
    """How many deals of the unseen cards are consistent with ``know``."""
    _, room, groups, _ = _groups(know)
    if groups is None:
        return 0
    return _plan((groups, room)).choices(0, room[0], room[1], room[2]).total


def sample_hands(know: Knowledge, rng: random.Random) -> list[int]:
    """Four hands (masks): the seat's own and a uniform draw among the consistent deals
    of the three others'."""
    others, room, groups, cards_of_group = _groups(know)
    hands = [0, 0, 0, 0]
    hands[know.seat] = know.hand
    for s in others:
        hands[s] = know.known[s]
    plan = _plan((groups, room)) if groups is not None else None
    if plan is None or plan.choices(0, room[0], room[1], room[2]).total == 0:
        return _relaxed(hands, others, room, know, rng)
    r0, r1, r2 = room
    for k, cards in enumerate(cards_of_group):
        choices = plan.choices(k, r0, r1, r2)
        split = choices.splits[bisect_right(choices.cumulative, rng.randrange(choices.total))]
        order = masks.indices_of(cards)
        rng.shuffle(order)
        start = 0
        for place in range(3):
            end = start + split[place]
            for card in order[start:end]:
                hands[others[place]] |= 1 << card
            start = end
        r0 -= split[0]
        r1 -= split[1]
        r2 -= split[2]
    return hands


def _groups(
    know: Knowledge,
) -> tuple[list[int], tuple[int, int, int], tuple[int, ...] | None, list[int]]:
    """The other seats, their room for cards not known, and the unseen cards not known
    grouped by the set of those seats that may hold them (packed groups and their masks;
    no groups when a card may be held by none)."""
    me = know.seat
    others = [s for s in range(4) if s != me]
    pool = know.unseen
    for s in others:
        pool &= ~know.known[s]
    allowed = [know.allowed[s] & pool for s in others]
    room = (
        know.sizes[others[0]] - know.known[others[0]].bit_count(),
        know.sizes[others[1]] - know.known[others[1]].bit_count(),
        know.sizes[others[2]] - know.known[others[2]].bit_count(),
    )
    if pool & ~(allowed[0] | allowed[1] | allowed[2]):
        return others, room, None, []
    packed: list[int] = []
    cards_of_group: list[int] = []
    for seats in range(1, 8):
        cards = pool
        for place in range(3):
            cards &= allowed[place] if seats >> place & 1 else ~allowed[place]
        if cards:
            packed.append(seats << 6 | cards.bit_count())
            cards_of_group.append(cards)
    return others, room, tuple(packed), cards_of_group


def _relaxed(
    hands: list[int],
    others: list[int],
    room: tuple[int, int, int],
    know: Knowledge,
    rng: random.Random,
) -> list[int]:
    """The unseen cards not known dealt at random into the room each seat has."""
    pool = know.unseen
    for s in others:
        pool &= ~know.known[s]
    order = masks.indices_of(pool)
    rng.shuffle(order)
    start = 0
    for place in range(3):
        end = start + max(0, room[place])
        for card in order[start:end]:
            hands[others[place]] |= 1 << card
        start = end
    return hands
