"""A finished hand, from its deal to its score, as frozen data to look at again.

``review_of`` replays the hand's deal, passes and plays through a fresh ``Hand``, so every
holding and running score shown in a review is the engine's own, checked as it was played:
nothing here knows a rule (who wins a trick, what a card scores, where a pass goes).
"""

from __future__ import annotations

from dataclasses import dataclass

from hearts_qt.engine.cards import Card, PassDirection, Seat
from hearts_qt.engine.events import HandResult
from hearts_qt.engine.game import Game
from hearts_qt.engine.hand import Hand, Phase
from hearts_qt.engine.rules import Rules

Hands = tuple[tuple[Card, ...], ...]
"""Each seat's cards, sorted, indexed by ``Seat``."""
Points = tuple[int, int, int, int]


@dataclass(frozen=True, slots=True)
class TrickReview:
    """One trick of a reviewed hand and the table around it."""

    number: int
    """1 to 13."""
    leader: Seat
    cards: tuple[tuple[Seat, Card], ...]
    """Who played which card, in the order played."""
    winner: Seat
    points: int
    """What the trick adds to its winner's points this hand (the J♦ included)."""
    held: Hands
    """What each seat holds once this trick's cards have left the hands."""
    running: Points
    """The points each seat has taken in this hand up to and including this trick (the
    moon and the sun are scored at the end of the hand)."""
    hearts_broken: bool
    """Whether hearts had been broken when this trick was led."""

    def card_of(self, seat: Seat) -> Card:
        """The card ``seat`` played to this trick."""
        return next(card for player, card in self.cards if player is seat)


@dataclass(frozen=True, slots=True)
class HandReview:
    """Everything about one finished hand that the review shows.

    >>> from hearts_qt.engine.game import Game
    >>> game = Game(seed=5)
    >>> _ = game.deal()
    >>> for seat in Seat:
    ...     _ = game.pass_cards(seat, game.hand.held(seat)[:3])
    >>> while game.hand.phase is Phase.PLAYING:
    ...     _ = game.play(game.hand.to_play, game.hand.legal_plays()[0])
    >>> review = review_of(game, 1)
    >>> len(review.tricks), review.tricks[-1].running == review.result.points or review.moon
    (13, True)
    """

    number: int
    """The hand's number in its game (1-based)."""
    direction: PassDirection
    rules: Rules
    dealt: Hands
    passed: Hands
    """The cards each seat gave away, by giver (empty on a hand without passing)."""
    after_pass: Hands
    """What each seat held when the first trick was led."""
    tricks: tuple[TrickReview, ...]
    result: HandResult
    """The hand's score: each seat's points (the moon and the sun counted) and totals."""
    totals_before: Points
    """The game's totals before this hand."""

    @property
    def passing(self) -> bool:
        return self.direction is not PassDirection.HOLD

    @property
    def moon(self) -> bool:
        """Whether someone shot the moon (or the sun): the result is not the tricks' sum."""
        return self.result.moon is not None or self.result.sun is not None

    def receiver(self, giver: Seat) -> Seat:
        """Who ``giver``'s passed cards went to."""
        return self.direction.receiver(giver)

    def received(self, seat: Seat) -> tuple[Card, ...]:
        """The cards ``seat`` was passed (empty on a hand without passing)."""
        giver = next(s for s in Seat if self.receiver(s) is seat)
        return self.passed[giver] if self.passing else ()


def review_of(game: Game, number: int) -> HandReview:
    """Hand ``number`` (1-based) of ``game``, replayed; raises ``ValueError`` for a hand
    that is not finished (a hand still being played is never shown: it would show the
    others' cards)."""
    if not 1 <= number <= len(game.results):
        raise ValueError(f"Hand {number} of this game is not finished.")
    played = game.hands[number - 1]
    hand = Hand(played.dealt, played.direction, played.rules, played.dealer)
    if hand.phase is Phase.PASSING:
        for seat in Seat:
            chosen = played.passes[seat]
            assert chosen is not None  # a finished hand was passed
            hand.pass_cards(seat, chosen)
    after_pass = _holdings(hand)
    tricks: list[TrickReview] = []
    for trick in played.tricks:
        broken = hand.hearts_broken
        for seat, card in trick.cards:
            hand.play(seat, card)
        taken = hand.tricks[-1]
        running = tuple(hand.points_taken(s) for s in Seat)
        tricks.append(
            TrickReview(
                number=len(hand.tricks),
                leader=taken.leader,
                cards=taken.cards,
                winner=taken.winner,
                points=taken.score,
                held=_holdings(hand),
                running=(running[0], running[1], running[2], running[3]),
                hearts_broken=broken,
            )
        )
    result = game.results[number - 1]
    before = game.results[number - 2].totals if number > 1 else (0, 0, 0, 0)
    return HandReview(
        number=number,
        direction=hand.direction,
        rules=hand.rules,
        dealt=hand.dealt,
        passed=tuple(p or () for p in hand.passes),
        after_pass=after_pass,
        tricks=tuple(tricks),
        result=result,
        totals_before=before,
    )


def _holdings(hand: Hand) -> Hands:
    return tuple(hand.held(seat) for seat in Seat)
