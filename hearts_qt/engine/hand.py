"""One hand of Hearts as a checked state machine: passing → playing → scored.

Every action is validated before anything changes, so an ``IllegalMove`` leaves the hand
exactly as it was. The rules themselves live in ``masks``; this module explains refusals.
"""

from __future__ import annotations

from collections.abc import Iterable
from enum import Enum

from hearts_qt.engine import masks
from hearts_qt.engine.cards import Card, PassDirection, Seat, sort_cards
from hearts_qt.engine.errors import IllegalMove
from hearts_qt.engine.events import (
    CardPlayed,
    CardsPassed,
    Event,
    HeartsBroken,
    PassChosen,
    Trick,
    TrickTaken,
)
from hearts_qt.engine.rules import FirstLead, MoonScoring, Rules


class Phase(Enum):
    PASSING = "passing"
    PLAYING = "playing"
    SCORED = "scored"


class Hand:
    """The state of one hand. Seats are ``Seat`` values; cards are ``Card`` values.

    >>> from hearts_qt.engine.game import deal_for
    >>> hand = Hand(deal_for(seed=1, number=4), PassDirection.HOLD, Rules())
    >>> hand.phase, hand.legal_plays()
    (<Phase.PLAYING: 'playing'>, (Card.parse('2C'),))
    >>> hand.play(hand.to_play, Card.parse("3C"))
    Traceback (most recent call last):
    hearts_qt.engine.errors.IllegalMove: The 2♣ leads the first trick.
    """

    def __init__(
        self,
        deal: tuple[tuple[Card, ...], ...],
        direction: PassDirection,
        rules: Rules,
        dealer: Seat = Seat.SOUTH,
    ) -> None:
        if (
            len(deal) != 4
            or any(len(cards) != 13 for cards in deal)
            or masks.mask_of(c for cards in deal for c in cards) != masks.FULL_DECK
        ):
            raise ValueError("A deal must give 13 different cards to each of four seats.")
        self.rules = rules
        self.direction = direction
        self.dealer = dealer
        """Who dealt: the seat left of it leads the first trick when the rules say so."""
        self.dealt = tuple(sort_cards(cards) for cards in deal)
        self._held = [masks.mask_of(cards) for cards in deal]
        self._passes: list[tuple[Card, ...] | None] = [None] * 4
        self.phase = Phase.PASSING if direction is not PassDirection.HOLD else Phase.PLAYING
        # Whether a heart may be led: from the start when hearts may be led at any time,
        # so that nothing is ever broken (no HeartsBroken event, no news, no sound).
        self.hearts_broken = rules.hearts_any_time
        self._tricks: list[Trick] = []
        self._trick: list[tuple[Seat, Card]] = []
        self.leader = self._first_leader()
        self.taken = [0, 0, 0, 0]
        self.tricks_won = [0, 0, 0, 0]
        self.score: masks.HandPoints | None = None

    # -- what a seat holds and may do ------------------------------------------------

    @property
    def passes(self) -> tuple[tuple[Card, ...] | None, ...]:
        """Each seat's chosen pass, by seat (None: not chosen yet)."""
        return tuple(self._passes)

    @property
    def tricks(self) -> tuple[Trick, ...]:
        """The tricks taken so far, in order."""
        return tuple(self._tricks)

    @property
    def trick(self) -> tuple[tuple[Seat, Card], ...]:
        """The trick on the table: who played which card, in order."""
        return tuple(self._trick)

    def held(self, seat: Seat) -> tuple[Card, ...]:
        """The cards ``seat`` holds now, sorted."""
        return masks.cards_of(self._held[seat])

    def held_mask(self, seat: Seat) -> int:
        return self._held[seat]

    @property
    def to_play(self) -> Seat | None:
        """The seat whose turn it is, or None while passing or once scored."""
        if self.phase is not Phase.PLAYING:
            return None
        return self.leader.offset(len(self._trick))

    @property
    def first_trick(self) -> bool:
        return not self._tricks

    def legal_plays(self, seat: Seat | None = None) -> tuple[Card, ...]:
        """The cards the seat on turn may play (empty for any other seat)."""
        turn = self.to_play
        if turn is None or (seat is not None and seat != turn):
            return ()
        return masks.cards_of(self._legal_mask(turn))

    def _legal_mask(self, seat: Seat) -> int:
        led = self._trick[0][1].suit if self._trick else -1
        return masks.legal_for(
            self._held[seat], led, self.first_trick, self.hearts_broken, self.rules
        )

    def taken_cards(self, seat: Seat) -> tuple[Card, ...]:
        return masks.cards_of(self.taken[seat])

    def points_taken(self, seat: Seat) -> int:
        """The points of the cards ``seat`` has taken so far (before the moon, the sun and
        the no-tricks bonus)."""
        return masks.points_of(self.taken[seat], self.rules)

    # -- passing ---------------------------------------------------------------------

    def pass_cards(self, seat: Seat, cards: Iterable[Card]) -> list[Event]:
        chosen = tuple(cards)
        self._check_pass(seat, chosen)
        self._passes[seat] = sort_cards(chosen)
        events: list[Event] = [PassChosen(seat, sort_cards(chosen))]
        if all(p is not None for p in self._passes):
            events.append(self._exchange())
        return events

    def _check_pass(self, seat: Seat, chosen: tuple[Card, ...]) -> None:
        if self.direction is PassDirection.HOLD:
            raise IllegalMove(IllegalMove.NO_PASS)
        if self.phase is not Phase.PASSING:
            raise IllegalMove(IllegalMove.WRONG_PHASE_PASS)
        if self._passes[seat] is not None:
            raise IllegalMove(IllegalMove.ALREADY_PASSED, seat=seat.label)
        count = self.rules.pass_count
        if len(chosen) != count:
            raise IllegalMove(IllegalMove.PASS_COUNT[count])
        if len(set(chosen)) != count:
            raise IllegalMove(IllegalMove.PASS_DUPLICATE)
        for card in chosen:
            if not self._held[seat] >> card.index & 1:
                raise IllegalMove(IllegalMove.NOT_HELD, seat=seat.label, card=str(card))

    def _exchange(self) -> CardsPassed:
        passes = tuple(p or () for p in self._passes)
        for giver in Seat:
            self._held[giver] &= ~masks.mask_of(passes[giver])
        for giver in Seat:
            self._held[self.direction.receiver(giver)] |= masks.mask_of(passes[giver])
        self.phase = Phase.PLAYING
        self.leader = self._first_leader()
        return CardsPassed(self.direction, passes)

    def received(self, seat: Seat) -> tuple[Card, ...]:
        """The cards ``seat`` received in the pass, once the exchange has happened."""
        if self.direction is PassDirection.HOLD or self.phase is Phase.PASSING:
            return ()
        return self._passes[seat.offset(-self.direction.value)] or ()

    def _first_leader(self) -> Seat:
        """Who leads the first trick: the seat left of the dealer, or the 2♣'s holder."""
        if self.rules.first_lead is FirstLead.LEFT_OF_DEALER:
            return self.dealer.offset(1)
        return next(s for s in Seat if self._held[s] & masks.TWO_OF_CLUBS_BIT)

    # -- playing ---------------------------------------------------------------------

    def play(self, seat: Seat, card: Card) -> list[Event]:
        self._check_play(seat, card)
        bit = 1 << card.index
        self._held[seat] &= ~bit
        self._trick.append((seat, card))
        events: list[Event] = [CardPlayed(seat, card)]
        if not self.hearts_broken and masks.breaks_hearts(bit, self.rules.queen_breaks_hearts):
            self.hearts_broken = True
            events.append(HeartsBroken(seat, card))
        if len(self._trick) == 4:
            events.append(self._collect_trick())
        return events

    def _collect_trick(self) -> TrickTaken:
        indices = [card.index for _, card in self._trick]
        winner = Seat(masks.trick_winner(self.leader, indices))
        trick_mask = masks.mask_of(card for _, card in self._trick)
        points = masks.base_points(trick_mask, self.rules)
        score = masks.points_of(trick_mask, self.rules)
        trick = Trick(self.leader, tuple(self._trick), winner, points, score)
        self._tricks.append(trick)
        self.taken[winner] |= trick_mask
        self.tricks_won[winner] += 1
        self._trick = []
        self.leader = winner
        if len(self._tricks) == 13:
            self.phase = Phase.SCORED
            self.score = masks.score_hand(self.taken, self.tricks_won, self.rules)
        return TrickTaken(trick)

    @property
    def shooter(self) -> Seat | None:
        """Once scored, the seat that shot the moon or the sun, if any."""
        score = self.score
        if score is None:
            return None
        seat = score.sun if score.sun is not None else score.moon
        return None if seat is None else Seat(seat)

    def moon_scored(self, choice: MoonScoring) -> masks.HandPoints:
        """The scored hand's points if its moon (or sun) is scored ``choice``'s way."""
        return masks.score_hand(self.taken, self.tricks_won, self.rules, choice)

    def choose_moon(self, choice: MoonScoring) -> None:
        """Score the hand's moon (or sun) ``choice``'s way: New Moon's shooter chose."""
        self.score = self.moon_scored(choice)

    def _check_play(self, seat: Seat, card: Card) -> None:
        if self.phase is not Phase.PLAYING:
            passing = self.phase is Phase.PASSING
            raise IllegalMove(IllegalMove.STILL_PASSING if passing else IllegalMove.HAND_OVER)
        turn = self.leader.offset(len(self._trick))
        if seat != turn:
            raise IllegalMove(IllegalMove.NOT_YOUR_TURN, turn=turn.label, seat=seat.label)
        if not self._held[seat] >> card.index & 1:
            raise IllegalMove(IllegalMove.NOT_HELD, seat=seat.label, card=str(card))
        if self._legal_mask(seat) >> card.index & 1:
            return
        leads_any = self.rules.first_lead is FirstLead.LEFT_OF_DEALER
        if not self._trick and self.first_trick and not leads_any:
            raise IllegalMove(IllegalMove.FIRST_LEAD)
        if self._trick:
            led = self._trick[0][1].suit
            if self._held[seat] & masks.SUIT_MASKS[led]:
                raise IllegalMove(IllegalMove.FOLLOW_SUIT, suit=led.label)
        if self._trick or not self._hearts_refused(seat, card):
            classic = masks.penalty_cards(self.rules) == masks.POINT_CARDS
            refusal = IllegalMove.NO_POINTS_FIRST_TRICK if classic else None
            raise IllegalMove(refusal or IllegalMove.NO_SCORING_FIRST_TRICK)
        raise IllegalMove(IllegalMove.HEARTS_NOT_BROKEN)

    def _hearts_refused(self, seat: Seat, card: Card) -> bool:
        """Whether leading ``card`` (not legal) is refused because hearts are not broken
        rather than by the first trick's rule against points."""
        held = self._held[seat]
        bit = 1 << card.index
        broken = self.hearts_broken or self.rules.hearts_any_time
        return not broken and bool(bit & masks.HEARTS) and bool(held & ~masks.HEARTS)
