"""What a seat's view tells it about the cards the other seats hold, on masks, and whether
some deal of the unseen cards consistent with it has a given shape.

A card a seat played legally rules out every unseen card that would have made it illegal
beside it: ``masks.legal_mask`` is asked, pair by pair, so a seat that did not follow suit
holds none of that suit, one that led a heart before they were broken held only hearts, and
one that threw a point on the first trick held only points. This takes every restriction
of the rules to be of the form "not while holding a card of some kind", which all of them
are. The cards the seat passed stay in the receiver's hand until played.

Whether a deal with a given shape exists is Hall's condition over a few groups of places
(``fits``): no need to try the deals one by one.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from hearts_qt.engine import masks
from hearts_qt.engine.rules import Rules
from hearts_qt.engine.view import SeatView, card_by_card


@dataclass(slots=True)
class Holdings:
    """One seat's knowledge of a hand in play, and its current trick; seats are indices
    0–3, ``me`` the seat that knows."""

    me: int
    hand: int
    unseen: int
    """Cards held by the other three seats (the ones the claimer passed included)."""
    allowed: list[int]
    """The cards each other seat may hold, given what it has shown."""
    counts: list[int]
    leader: int
    trick: list[int]
    first: bool
    broken: bool
    queen_breaks: bool
    rules: Rules

    def copy(self) -> Holdings:
        return Holdings(
            self.me,
            self.hand,
            self.unseen,
            self.allowed[:],
            self.counts[:],
            self.leader,
            self.trick[:],
            self.first,
            self.broken,
            self.queen_breaks,
            self.rules,
        )

    @property
    def to_play(self) -> int:
        return (self.leader + len(self.trick)) % 4

    @property
    def led(self) -> int:
        return self.trick[0] // 13 if self.trick else -1

    @property
    def others(self) -> tuple[int, int, int]:
        me = self.me
        return ((me + 1) % 4, (me + 2) % 4, (me + 3) % 4)

    @property
    def waiting(self) -> tuple[int, ...]:
        """The seats still to play to the current trick, the one on turn first."""
        return tuple((self.leader + i) % 4 for i in range(len(self.trick), 4))

    @property
    def my_card(self) -> int | None:
        """The claimer's card on the current trick, if it has played to it."""
        position = (self.me - self.leader) % 4
        return self.trick[position] if position < len(self.trick) else None

    def play(self, seat: int, card: int) -> Holdings:
        """The table after ``seat`` plays ``card`` (not checked)."""
        after = self.copy()
        bit = 1 << card
        if seat == self.me:
            after.hand &= ~bit
        else:
            after.unseen &= ~bit
            after.allowed = [a & ~bit for a in after.allowed]
        after.counts[seat] -= 1
        after.trick.append(card)
        if masks.breaks_hearts(bit, self.queen_breaks):
            after.broken = True
        return after

    def rule_out(self, seat: int, card: int) -> int:
        """The cards ``seat`` cannot hold now if it may legally play ``card`` (see the
        module's docstring); -1 if the card is never legal here."""
        return ruled_out(
            card,
            self.led,
            self.first,
            self.broken,
            self.rules,
            self.allowed[seat] & ~(1 << card),
        )

    def consistent(self) -> bool:
        """Whether some deal of the unseen cards fits what each seat may hold."""
        return fits(self.unseen, [(self.counts[s], self.allowed[s]) for s in self.others])

    def deal_exists(self, seat: int, top: int, suit: int, length: int) -> bool:
        """Whether some deal consistent with what is known gives ``seat`` a card of ``top``
        and at least ``length`` cards of ``suit`` (``top`` is a part of ``suit``)."""
        allowed = self.allowed[seat]
        count = self.counts[seat]
        top &= allowed
        suit &= allowed
        if not top or suit.bit_count() < length or count < length:
            return False
        rivals = [s for s in self.others if s != seat]
        sure = allowed & ~(self.allowed[rivals[0]] | self.allowed[rivals[1]])
        if sure & top and (sure & suit).bit_count() >= length:
            return True
        groups = [(1, top), (length - 1, suit), (count - length, allowed)]
        groups += [(self.counts[s], self.allowed[s]) for s in rivals]
        return fits(self.unseen, groups)


def ruled_out(card: int, led: int, first: bool, broken: bool, rules: Rules, candidates: int) -> int:
    """The ``candidates`` beside which ``card`` would not have been legal (``led`` is -1 for
    a lead); -1 if ``card`` is not legal even alone. A few calls when none is ruled out."""
    bit = 1 << card
    made = masks.ruling(rules)
    broken = broken or made.hearts_free
    barred, leads, legal_mask = made.first_barred, made.first_leads, masks.legal_mask

    def legal_beside(others: int) -> bool:
        return bool(legal_mask(bit | others, led, first, broken, barred, leads) & bit)

    if not legal_beside(0):
        return -1
    if legal_beside(candidates):
        return 0
    out = 0
    for suit in masks.SUIT_MASKS:
        group = candidates & suit
        if group and not legal_beside(group):
            for other in masks.indices_of(group):
                if not legal_beside(1 << other):
                    out |= 1 << other
    return out


def holdings_of(view: SeatView) -> Holdings:
    """What the view's seat knows, read from its own cards and every card played so far."""
    rules = view.rules
    me = int(view.seat)
    hand = masks.mask_of(view.hand)
    shown: list[tuple[int, int, int, bool, bool]] = []
    played = 0
    counts = [13, 13, 13, 13]
    for number, place, seat, index, suit_led, was_broken in card_by_card(view):
        if seat != me:
            followed = -1 if place == 0 else suit_led
            shown.append((int(seat), index, followed, number == 0, was_broken))
        played |= 1 << index
        counts[seat] -= 1
    broken = bool(played & masks.hearts_breakers(rules.queen_breaks_hearts))
    unseen = masks.FULL_DECK & ~hand & ~played
    allowed = [unseen, unseen, unseen, unseen]
    receiver = view.passed_to
    if receiver is not None and view.received:
        passed = masks.mask_of(view.passed) & unseen
        allowed = [a if s == receiver else a & ~passed for s, a in enumerate(allowed)]
    allowed[me] = 0
    for player, index, led, first, was_broken in shown:
        candidates = allowed[player]
        out = ruled_out(index, led, first, was_broken, rules, candidates)
        allowed[player] &= ~max(out, 0)
    leader = int(view.leader) if view.leader is not None else me
    trick = [card.index for _, card in view.trick]
    first = not view.tricks
    return Holdings(
        me, hand, unseen, allowed, counts, leader, trick, first, broken,
        rules.queen_breaks_hearts, rules,
    )  # fmt: skip


def fits(cards: int, groups: Sequence[tuple[int, int]]) -> bool:
    """Whether ``cards`` can be dealt into groups of places, each ``(places, the cards it
    takes)``, filling every place: Hall's condition, for every set of groups, that the
    cards no other group takes do not outnumber its places."""
    if sum(places for places, _ in groups) != cards.bit_count():
        return False
    size = 1 << len(groups)
    places = [0] * size
    takes = [0] * size
    for subset in range(1, size):
        low = subset & -subset
        group = groups[low.bit_length() - 1]
        places[subset] = places[subset ^ low] + group[0]
        takes[subset] = takes[subset ^ low] | group[1]
    full = size - 1
    return all((cards & ~takes[full ^ s]).bit_count() <= places[s] for s in range(size))
