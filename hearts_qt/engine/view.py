"""What one seat may know: the immutable view a player decides from.

A computer player receives a ``SeatView`` and nothing else, which is what keeps it
honest: the view holds the seat's own cards, the cards it passed (and to whom), the
cards it received, every card played so far, and the public scores — never another
seat's unplayed cards.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from hearts_qt.engine import masks
from hearts_qt.engine.cards import Card, PassDirection, Seat, Suit
from hearts_qt.engine.events import Trick
from hearts_qt.engine.hand import Hand, Phase
from hearts_qt.engine.rules import Rules


@dataclass(frozen=True, slots=True)
class SeatView:
    seat: Seat
    rules: Rules
    hand_number: int
    direction: PassDirection
    phase: Phase
    hand: tuple[Card, ...]
    passed: tuple[Card, ...]
    """The ``pass_count`` cards this seat chose to pass (empty before it chose, or in a
    hold hand)."""
    received: tuple[Card, ...]
    """The ``pass_count`` cards this seat received (empty until every seat has passed)."""
    tricks: tuple[Trick, ...]
    trick: tuple[tuple[Seat, Card], ...]
    leader: Seat | None
    """Who led (or leads) the current trick; None while passing, so the view does not tell
    who holds the 2♣ before the exchange."""
    to_play: Seat | None
    hearts_broken: bool
    points_taken: tuple[int, int, int, int]
    """The points of the cards each seat has taken in this hand so far (``points_of``)."""
    totals: tuple[int, int, int, int]
    """Game totals before this hand."""
    legal: tuple[Card, ...]
    """The cards this seat may play now (empty when it is not its turn)."""
    pass_count: int = 3
    """How many cards each seat passes (``rules.pass_count``)."""
    dealer: Seat = Seat.SOUTH
    """Who dealt this hand (the seat left of it leads, when the rules say so)."""

    @property
    def passed_to(self) -> Seat | None:
        if self.direction is PassDirection.HOLD:
            return None
        return self.direction.receiver(self.seat)

    @property
    def played(self) -> tuple[tuple[Seat, Card], ...]:
        """Every card played in this hand, in order, the current trick included."""
        return tuple(pair for t in self.tricks for pair in t.cards) + self.trick

    @property
    def first_trick(self) -> bool:
        return not self.tricks

    def completed_by(self, seat: Seat, card: Card) -> Trick | None:
        """The trick that ``seat`` playing ``card`` just finished, if that was the last
        card played (None while the trick goes on)."""
        last = self.tricks[-1] if self.tricks and not self.trick else None
        return last if last is not None and last.cards[-1] == (seat, card) else None

    @property
    def shown_voids(self) -> dict[Seat, frozenset[Suit]]:
        """The suits each seat has shown, to everyone at the table, that it is out of: a
        suit led to a trick it did not follow (following suit is compulsory)."""
        voids: dict[Seat, set[Suit]] = {seat: set() for seat in Seat}
        for _, place, seat, card, led, _ in card_by_card(self):
            if place and card // 13 != led:
                voids[seat].add(Suit(led))
        return {seat: frozenset(suits) for seat, suits in voids.items()}


PlayedCard = tuple[int, int, Seat, int, int, bool]
"""``(trick, place, seat, card, led, broken)``: see ``card_by_card``."""


def card_by_card(view: SeatView) -> Iterator[PlayedCard]:
    """Every card played in the hand so far, in order: the number of its trick (0 the
    first), its place in the trick (0 the lead), who played it, the card's index, the
    suit led (its number) and whether hearts were broken before the card was played. The
    one walk over the tricks that every reading of a seat's history shares.

    >>> from hearts_qt.engine.game import Game
    >>> game = Game(seed=1)
    >>> _ = game.deal()
    >>> list(card_by_card(game.view(Seat.SOUTH)))
    []
    """
    breakers = masks.hearts_breakers(view.rules.queen_breaks_hearts)
    broken = False
    for number, cards in enumerate((*(trick.cards for trick in view.tricks), view.trick)):
        if cards:
            led = int(cards[0][1].suit)
            for place, (seat, card) in enumerate(cards):
                index = card.index
                yield number, place, seat, index, led, broken
                if 1 << index & breakers:
                    broken = True


def view_of(hand: Hand, seat: Seat, number: int, totals: tuple[int, int, int, int]) -> SeatView:
    return SeatView(
        seat=seat,
        rules=hand.rules,
        hand_number=number,
        direction=hand.direction,
        phase=hand.phase,
        hand=hand.held(seat),
        passed=hand.passes[seat] or (),
        received=hand.received(seat),
        tricks=tuple(hand.tricks),
        trick=tuple(hand.trick),
        leader=None if hand.phase is Phase.PASSING else hand.leader,
        to_play=hand.to_play,
        hearts_broken=hand.hearts_broken,
        points_taken=_points(hand),
        totals=totals,
        legal=hand.legal_plays(seat),
        pass_count=hand.rules.pass_count,
        dealer=hand.dealer,
    )


def _points(hand: Hand) -> tuple[int, int, int, int]:
    p = [hand.points_taken(s) for s in Seat]
    return (p[0], p[1], p[2], p[3])


def unseen_cards(view: SeatView) -> int:
    """Mask of the cards this seat has not seen: the others' unplayed cards, less the ones
    it passed (which it knows are in the receiver's hand until played)."""
    seen = masks.mask_of(view.hand) | masks.mask_of(c for _, c in view.played)
    seen |= masks.mask_of(view.passed) if view.phase is not Phase.PASSING else 0
    return masks.FULL_DECK & ~seen
