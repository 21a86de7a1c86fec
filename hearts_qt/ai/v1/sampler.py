"""expert-v1's sampler: the unseen cards dealt to the other three, consistently with
what the seat knows.

Each other seat gets exactly as many cards as it holds, only cards it may hold (no suit
it has shown void in, only hearts after an early heart lead, …) and every card this seat
passed to it that is not yet played. Cards go out most-constrained first, each to a seat
chosen with probability proportional to the room it has left; if that greedy deal runs
into a dead end a few times, a matching (augmenting paths) finds a consistent one.
"""

from __future__ import annotations

import random

from hearts_qt.ai.v1.knowledge import Knowledge
from hearts_qt.engine import masks

_GREEDY_ATTEMPTS = 8


def sample_hands(know: Knowledge, rng: random.Random) -> list[int]:
    """Four hands (masks): the seat's own and a consistent guess for the three others."""
    me = know.seat
    others = [s for s in range(4) if s != me]
    hands = [0, 0, 0, 0]
    hands[me] = know.hand
    room = [0, 0, 0, 0]
    pool = know.unseen
    for s in others:
        hands[s] = know.known[s]
        room[s] = know.sizes[s] - know.known[s].bit_count()
        pool &= ~know.known[s]
    cards = masks.indices_of(pool)
    choices = {c: [s for s in others if know.allowed[s] >> c & 1] for c in cards}
    for _ in range(_GREEDY_ATTEMPTS):
        dealt = _greedy(cards, choices, room, rng)
        if dealt is not None:
            return _merge(hands, dealt)
    return _merge(hands, _matching(cards, choices, room, rng))


def _merge(hands: list[int], dealt: dict[int, int]) -> list[int]:
    out = hands[:]
    for card, seat in dealt.items():
        out[seat] |= 1 << card
    return out


def _greedy(
    cards: list[int], choices: dict[int, list[int]], room: list[int], rng: random.Random
) -> dict[int, int] | None:
    order = cards[:]
    rng.shuffle(order)
    order.sort(key=lambda c: len(choices[c]))
    left = room[:]
    dealt: dict[int, int] = {}
    for card in order:
        seats = [s for s in choices[card] if left[s] > 0]
        if not seats:
            return None
        if len(seats) == 1:
            seat = seats[0]
        else:
            pick = rng.randrange(sum(left[s] for s in seats))
            for seat in seats:
                pick -= left[seat]
                if pick < 0:
                    break
        left[seat] -= 1
        dealt[card] = seat
    return dealt


def _matching(
    cards: list[int], choices: dict[int, list[int]], room: list[int], rng: random.Random
) -> dict[int, int]:
    """A consistent deal by augmenting paths; cards no seat can take go where there is room."""
    holder: dict[int, int] = {}
    by_seat: dict[int, list[int]] = {0: [], 1: [], 2: [], 3: []}
    order = cards[:]
    rng.shuffle(order)

    def place(card: int, visited: set[int]) -> bool:
        for seat in choices[card]:
            if seat in visited:
                continue
            visited.add(seat)
            if len(by_seat[seat]) < room[seat]:
                by_seat[seat].append(card)
                holder[card] = seat
                return True
            for other in by_seat[seat][:]:
                if place_elsewhere(other, seat, visited):
                    by_seat[seat].remove(other)
                    by_seat[seat].append(card)
                    holder[card] = seat
                    return True
        return False

    def place_elsewhere(card: int, seat: int, visited: set[int]) -> bool:
        saved = choices[card]
        choices[card] = [s for s in saved if s != seat]
        try:
            return place(card, visited)
        finally:
            choices[card] = saved

    for card in order:
        if not place(card, set()):
            seat = next(s for s in range(4) if len(by_seat[s]) < room[s])
            by_seat[seat].append(card)
            holder[card] = seat
    return holder
