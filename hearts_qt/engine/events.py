"""What happened: the immutable events that engine actions return.

The controller turns each of these into a Qt signal; tests read them to check order.
"""

from __future__ import annotations

from dataclasses import dataclass

from hearts_qt.engine.cards import Card, PassDirection, Seat
from hearts_qt.engine.rules import MoonScoring


@dataclass(frozen=True, slots=True)
class Trick:
    """A finished trick: the cards in the order played, who led and who won."""

    leader: Seat
    cards: tuple[tuple[Seat, Card], ...]
    winner: Seat
    points: int
    """The values of the trick's cards (``rules.values``: the J♦ option not counted)."""
    score: int
    """What the trick adds to its winner's points this hand: ``points`` and, with the J♦
    option, the J♦'s value (the moon and the sun are scored at the end of the hand)."""


@dataclass(frozen=True, slots=True)
class HandResult:
    """The score of one finished hand, as the score sheet shows it."""

    number: int
    direction: PassDirection
    points: tuple[int, int, int, int]
    totals: tuple[int, int, int, int]
    """Running totals after this hand."""
    moon: Seat | None = None
    sun: Seat | None = None
    jack_of_diamonds: Seat | None = None
    queen_of_spades: Seat | None = None
    moon_choice: MoonScoring | None = None
    """Under New Moon, how the shooter chose to score its moon (or sun)."""
    no_tricks: tuple[Seat, ...] = ()
    """The seats given the no-tricks bonus."""
    halved: tuple[Seat, ...] = ()
    """The seats whose total was exactly the target and dropped to half (Perfect 100)."""
    takers: tuple[tuple[Seat, Card], ...] = ()
    """Who took each other card that scores under the rules, in deck order: not a heart
    and neither the Q♠ nor the J♦, which have their own fields (Black Maria's K♠ and A♠,
    any card given a value)."""


@dataclass(frozen=True, slots=True)
class HandDealt:
    number: int
    direction: PassDirection
    hands: tuple[tuple[Card, ...], ...]
    """Each seat's thirteen cards, sorted, indexed by ``Seat``."""


@dataclass(frozen=True, slots=True)
class PassChosen:
    seat: Seat
    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class CardsPassed:
    """All four seats have chosen: the cards changed hands."""

    direction: PassDirection
    passes: tuple[tuple[Card, ...], ...]
    """The cards each seat gave away (``pass_count`` each), indexed by the giver."""

    def received_by(self, seat: Seat) -> tuple[Card, ...]:
        giver = seat.offset(-self.direction.value)
        return self.passes[giver]


@dataclass(frozen=True, slots=True)
class CardPlayed:
    seat: Seat
    card: Card


@dataclass(frozen=True, slots=True)
class HeartsBroken:
    seat: Seat
    card: Card


@dataclass(frozen=True, slots=True)
class TrickTaken:
    trick: Trick

    @property
    def winner(self) -> Seat:
        return self.trick.winner


@dataclass(frozen=True, slots=True)
class HandScored:
    result: HandResult


@dataclass(frozen=True, slots=True)
class MoonChoiceNeeded:
    """New Moon: ``seat`` shot the moon (or the sun, ``sun``) and must choose how it is
    scored (``Game.choose_moon``) before the hand is scored."""

    seat: Seat
    sun: bool


@dataclass(frozen=True, slots=True)
class GameOver:
    winners: tuple[Seat, ...]
    totals: tuple[int, int, int, int]


Event = (
    HandDealt
    | PassChosen
    | CardsPassed
    | CardPlayed
    | HeartsBroken
    | TrickTaken
    | MoonChoiceNeeded
    | HandScored
    | GameOver
)
