"""expert-v1's reading of what one seat knows, from its ``SeatView``, on bit masks.

Everything here is derived from the view alone — the cards played and by whom, what the
seat passed — so a player built on it cannot see more than its seat may. The inferences
are the ones the rules force:

- a seat that did not follow suit holds no card of the suit led;
- a seat that led a heart before hearts were broken held only hearts;
- a seat that played a point card to the first trick (option off) held nothing else
  legal: only hearts and the Q♠;
- the three cards this seat passed sit in the receiver's hand until they are played.
"""

from __future__ import annotations

from dataclasses import dataclass

from hearts_qt.engine import masks
from hearts_qt.engine.hand import Phase
from hearts_qt.engine.view import SeatView, card_by_card

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


def knowledge_of(view: SeatView) -> Knowledge:
    """Read what the view's seat knows; the view must be in the playing phase."""
    me = int(view.seat)
    points_on_first = view.rules.points_on_first_trick
    allowed = [masks.FULL_DECK] * 4
    played_count = [0, 0, 0, 0]
    played = 0
    taken = [0, 0, 0, 0]
    won = [0, 0, 0, 0]
    trick = 0
    for number, place, seat, card, led, broken in card_by_card(view):
        s = int(seat)
        bit = 1 << card
        played |= bit
        played_count[s] += 1
        trick = trick | bit if place else bit
        if place == 3:
            w = int(view.tricks[number].winner)
            won[w] += 1
            taken[w] |= trick
        if place == 0:
            if bit & HEARTS and not broken:
                allowed[s] &= HEARTS
        elif card // 13 != led:
            allowed[s] &= ~masks.SUIT_MASKS[led]
            if number == 0 and bit & masks.POINT_CARDS and not points_on_first:
                allowed[s] &= masks.POINT_CARDS
    hand = masks.mask_of(view.hand)
    known = [0, 0, 0, 0]
    receiver = view.passed_to
    if receiver is not None and view.phase is not Phase.PASSING:
        known[int(receiver)] = masks.mask_of(view.passed) & ~played
    unseen = masks.FULL_DECK & ~(hand | played)
    for s in range(4):
        allowed[s] = hand if s == me else (allowed[s] & unseen) | known[s]
    sizes = tuple(13 - n for n in played_count)
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
