"""What one seat knows, read from its ``SeatView`` and put on bit masks.

Everything here is derived from the view alone — the cards played and by whom, what the
seat passed — so a player built on it cannot see more than its seat may. The inferences
are the ones the rules force, read from the engine's own legal cards (``masks``), not
re-derived: a card played that the seat would not have been allowed to play had it held
some other card shows that it held none of those. Under the classic rules:

- a seat that did not follow suit holds no card of the suit led;
- a seat that led a heart before hearts were broken held only hearts (no evidence at
  all where hearts may be led at any time);
- a seat that played a card that costs points to the first trick (option off) held
  nothing else legal: only such cards (hearts and the Q♠; the K♠ and A♠ in Black Maria);
- the cards this seat passed (three, four or five) sit in the receiver's hand until they
  are played.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from hearts_qt.engine import masks
from hearts_qt.engine.hand import Phase
from hearts_qt.engine.rules import Rules
from hearts_qt.engine.view import PlayedCard, SeatView, card_by_card

HEARTS = masks.HEARTS


@dataclass(frozen=True, slots=True)
class Knowledge:
    """A seat's knowledge of a hand in play, on masks; seats are indices 0–3."""

    seat: int
    hand: int
    played: int
    """Every card played so far, the current trick included."""
    trick: tuple[int, ...]
    leader: int
    taken: tuple[int, int, int, int]
    tricks_won: tuple[int, int, int, int]
    tricks_played: int
    hearts_broken: bool
    allowed: tuple[int, int, int, int]
    """The cards each seat may still hold, given what it has shown (own seat: its hand)."""
    known: tuple[int, int, int, int]
    """Cards this seat knows another holds: the ones it passed and that are not played."""
    sizes: tuple[int, int, int, int]
    """How many cards each seat holds now."""

    @property
    def unseen(self) -> int:
        """Cards held by the other seats (the known passed cards included)."""
        return masks.FULL_DECK & ~(self.hand | self.played)

    def void_suits(self, seat: int) -> int:
        """A 4-bit mask of the suits ``seat`` has shown to be out of."""
        allowed = self.allowed[seat]
        return sum(1 << s for s in range(4) if not allowed & masks.SUIT_MASKS[s])


class Table:
    """The public state of a hand as a walk over its cards reaches each one: what every
    seat at the table has seen (indices 0–3), and what the rules say each may still hold.

    ``replay`` is the one walk over the tricks that the readings of a seat's history share
    (its knowledge, the plausibility of the others' plays): it yields each card played with
    the table as it stood just before that card, and leaves the table at the end state.
    """

    __slots__ = ("allowed", "counts", "leader", "order", "played", "taken", "won")

    def __init__(self) -> None:
        self.played = 0
        """Every card played before this one."""
        self.taken = [0, 0, 0, 0]
        self.won = [0, 0, 0, 0]
        self.counts = [0, 0, 0, 0]
        """How many cards each seat has played."""
        self.allowed = [masks.FULL_DECK] * 4
        """The cards each seat may hold, given only what it has shown (not yet less the
        cards played)."""
        self.order: list[int] = []
        """The cards of the trick in play so far, the lead first."""
        self.leader = -1

    def voids_except(self, seat: int) -> int:
        """A 4-bit mask of the suits some seat other than ``seat`` is known to be out of."""
        voids = 0
        for other in range(4):
            if other != seat:
                allowed = self.allowed[other]
                for suit in range(4):
                    if not allowed & masks.SUIT_MASKS[suit]:
                        voids |= 1 << suit
        return voids

    def replay(self, view: SeatView) -> Iterator[PlayedCard]:
        """Walk the view's cards from an empty table (see the class)."""
        rules = view.rules
        allowed = self.allowed
        for played in card_by_card(view):
            number, place, seat, card, led, broken = played
            s = int(seat)
            bit = 1 << card
            if place == 0:
                self.order = []
                self.leader = s
            yield played
            lead = led if place else -1
            if not legal_cards(allowed[s] & ~self.played | bit, lead, number, broken, rules) & bit:
                allowed[s] &= ~preferred_to(card, allowed[s], lead, number, broken, rules)
            self.played |= bit
            self.counts[s] += 1
            self.order.append(card)
            if place == 3:
                w = int(view.tricks[number].winner)
                self.won[w] += 1
                for earlier in self.order:
                    self.taken[w] |= 1 << earlier


def legal_cards(hand: int, led: int, number: int, broken: bool, rules: Rules) -> int:
    """The cards of ``hand`` a seat might play to trick ``number`` (0 the first) with the
    suit ``led`` (-1: it leads) and hearts ``broken`` or not: the engine's rule."""
    return masks.legal_for(hand, led, number == 0, broken, rules)


def preferred_to(card: int, held: int, led: int, number: int, broken: bool, rules: Rules) -> int:
    """The cards of ``held`` that the rules put before ``card``: with any of them in its
    hand, a seat could not have played ``card`` (so a seat that did holds none; ``held``
    may hold cards played before, so that ``allowed`` shows the suits a seat is out of)."""
    out = 0
    bit = 1 << card
    rest = held & ~bit
    while rest:
        other = rest & -rest
        rest ^= other
        if not legal_cards(bit | other, led, number, broken, rules) & bit:
            out |= other
    return out


def knowledge_of(view: SeatView) -> Knowledge:
    """Read what the view's seat knows; the view must be in the playing phase."""
    me = int(view.seat)
    table = Table()
    for _ in table.replay(view):
        pass
    played = table.played
    taken = table.taken
    won = table.won
    allowed = table.allowed[:]
    hand = masks.mask_of(view.hand)
    known = [0, 0, 0, 0]
    receiver = view.passed_to
    if receiver is not None and view.phase is not Phase.PASSING:
        known[int(receiver)] = masks.mask_of(view.passed) & ~played
    unseen = masks.FULL_DECK & ~(hand | played)
    for s in range(4):
        allowed[s] = hand if s == me else (allowed[s] & unseen) | known[s]
    sizes = tuple(13 - n for n in table.counts)
    leader = int(view.leader) if view.leader is not None else me
    return Knowledge(
        seat=me,
        hand=hand,
        played=played,
        trick=tuple(c.index for _, c in view.trick),
        leader=leader,
        taken=(taken[0], taken[1], taken[2], taken[3]),
        tricks_won=(won[0], won[1], won[2], won[3]),
        tricks_played=len(view.tricks),
        hearts_broken=view.hearts_broken,
        allowed=(allowed[0], allowed[1], allowed[2], allowed[3]),
        known=(known[0], known[1], known[2], known[3]),
        sizes=(sizes[0], sizes[1], sizes[2], sizes[3]),
    )
