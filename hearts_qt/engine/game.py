"""A game: a sequence of hands with running totals, the end condition and the winners.

Deals are reproducible from the seed (the game's deal number, ``deal_number.py``). Every
action is remembered, so the game can be saved as a record, replayed from it, and undone
by replaying one action fewer.

A *practice* game plays one hand of a seed's game again: the same cards, the same pass
direction and dealer as that hand, from zero points, and it is over when that hand is scored.

Under New Moon (``MoonScoring.SHOOTER_CHOOSES``) a hand whose last card shoots the moon is
scored only once its shooter has chosen how (``choose_moon``): until then it is finished
but not in ``results``, and ``moon_chooser`` names the seat that must choose.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from typing import Literal

from hearts_qt.engine.cards import DECK, Card, Seat, sort_cards
from hearts_qt.engine.errors import IllegalMove
from hearts_qt.engine.events import (
    Event,
    GameOver,
    HandDealt,
    HandResult,
    HandScored,
    MoonChoiceNeeded,
)
from hearts_qt.engine.game_end import Totals, after_hand, ends_game
from hearts_qt.engine.hand import Hand, Phase
from hearts_qt.engine.masks import (
    HEARTS,
    JACK_OF_DIAMONDS_BIT,
    QUEEN_OF_SPADES_BIT,
    cards_of,
    scoring_cards,
)
from hearts_qt.engine.rules import MoonScoring, Rules
from hearts_qt.engine.view import SeatView, view_of

Action = (
    tuple[Literal["deal"]]
    | tuple[Literal["pass"], Seat, tuple[Card, ...]]
    | tuple[Literal["play"], Seat, Card]
    | tuple[Literal["moon"], Seat, MoonScoring]
)
MOON_CHOICES = (MoonScoring.OTHERS_PLUS, MoonScoring.SHOOTER_MINUS)
"""What a New Moon's shooter may choose."""


def deal_for(seed: int, number: int) -> tuple[tuple[Card, ...], ...]:
    """The deal of hand ``number`` (1-based) of the game with ``seed``."""
    deck = list(DECK)
    random.Random(f"hearts-qt/{seed}/{number}").shuffle(deck)
    return tuple(sort_cards(deck[i * 13 : i * 13 + 13]) for i in range(4))


def dealer_of(number: int) -> Seat:
    """Who deals hand ``number`` (1-based): South the first, then each seat to the left.

    >>> dealer_of(1), dealer_of(6)
    (<Seat.SOUTH: 0>, <Seat.WEST: 1>)
    """
    return Seat((number - 1) % 4)


def winners_of(totals: Totals) -> tuple[Seat, ...]:
    """Who wins a game that ended with ``totals``: the lowest total (ties share the win).

    >>> winners_of((40, 102, 40, 77))
    (<Seat.SOUTH: 0>, <Seat.NORTH: 2>)
    """
    low = min(totals)
    return tuple(s for s in Seat if totals[s] == low)


class Game:
    """A whole game of Hearts between four seats.

    >>> game = Game(seed=1)
    >>> [type(e).__name__ for e in game.deal()]
    ['HandDealt']
    >>> game.hand.direction.label
    'left'
    >>> practice = Game(seed=1, practice=3)
    >>> practice.deal()[0].hands == deal_for(1, 3), practice.hand.direction.label
    (True, 'across')
    """

    def __init__(
        self, rules: Rules | None = None, seed: int = 0, *, practice: int | None = None
    ) -> None:
        if practice is not None and practice < 1:
            raise ValueError(f"hand {practice} of a game cannot be played again")
        self.rules = rules or Rules()
        self.seed = seed
        self.practice = practice
        """The hand of the seed's game that this game plays again, alone; None for a
        whole game."""
        self.hands: list[Hand] = []
        self.results: list[HandResult] = []
        self.actions: list[Action] = []

    # -- state -----------------------------------------------------------------------

    @property
    def hand(self) -> Hand:
        """The current (or last) hand; raises if nothing has been dealt yet."""
        if not self.hands:
            raise IllegalMove(IllegalMove.NOT_DEALT)
        return self.hands[-1]

    @property
    def number(self) -> int:
        """The 1-based number of the current hand (0 before the first deal)."""
        return len(self.hands)

    @property
    def totals(self) -> Totals:
        return self.results[-1].totals if self.results else (0, 0, 0, 0)

    @property
    def is_over(self) -> bool:
        if not self.results:
            return False
        if self.practice is not None:
            return True  # its one hand is scored
        return ends_game(self.rules, self.totals, len(self.results))

    @property
    def begun(self) -> bool:
        """Whether a card has been played: a game given up before that is not a game
        lost (the statistics do not count it, and New Game need not ask)."""
        return any(action[0] == "play" for action in self.actions)

    @property
    def winners(self) -> tuple[Seat, ...]:
        """The seats with the lowest total (shared wins on a tie); empty until the end."""
        return winners_of(self.totals) if self.is_over else ()

    @property
    def needs_deal(self) -> bool:
        if self.is_over or self.moon_chooser is not None:
            return False
        return not self.hands or self.hand.phase is Phase.SCORED

    @property
    def moon_chooser(self) -> Seat | None:
        """Under New Moon, the shooter who must choose how its moon is scored now: the
        hand is finished but not yet scored in ``results``."""
        if not self.hands or len(self.results) == self.number:
            return None
        hand = self.hand
        return hand.shooter if hand.phase is Phase.SCORED else None

    @property
    def moon_points(self) -> dict[MoonScoring, Totals]:
        """While a New Moon's shooter must choose: the hand's points under each choice."""
        if self.moon_chooser is None:
            return {}
        return {choice: self.hand.moon_scored(choice).points for choice in MOON_CHOICES}

    def view(self, seat: Seat) -> SeatView:
        """What ``seat`` may know now; its totals are those from before the current hand."""
        scored = len(self.results) == self.number
        before = self.results[:-1] if scored and self.hands else self.results
        totals = before[-1].totals if before else (0, 0, 0, 0)
        return view_of(self.hand, seat, self.number, totals)

    # -- actions ---------------------------------------------------------------------

    def deal(self) -> list[Event]:
        if self.is_over:
            raise IllegalMove(IllegalMove.GAME_OVER)
        if self.hands and self.hand.phase is not Phase.SCORED:
            raise IllegalMove(IllegalMove.HAND_NOT_FINISHED)
        chooser = self.moon_chooser
        if chooser is not None:
            raise IllegalMove(IllegalMove.MOON_CHOICE_PENDING, seat=chooser.label)
        number = self.number + 1
        dealt = self.hand_in_deal(number)
        direction = self.rules.direction_for(dealt)
        hand = Hand(deal_for(self.seed, dealt), direction, self.rules, dealer_of(dealt))
        self.hands.append(hand)
        self.actions.append(("deal",))
        return [HandDealt(number, hand.direction, hand.dealt)]

    def pass_cards(self, seat: Seat, cards: Iterable[Card]) -> list[Event]:
        chosen = tuple(cards)
        events = self._current().pass_cards(seat, chosen)
        self.actions.append(("pass", seat, sort_cards(chosen)))
        return events

    def play(self, seat: Seat, card: Card) -> list[Event]:
        hand = self._current()
        events = hand.play(seat, card)
        self.actions.append(("play", seat, card))
        if hand.phase is Phase.SCORED:
            shooter = hand.shooter
            if shooter is not None and self.rules.moon_scoring is MoonScoring.SHOOTER_CHOOSES:
                assert hand.score is not None
                events.append(MoonChoiceNeeded(shooter, hand.score.sun is not None))
            else:
                events += self._scored(hand, None)
        return events

    def choose_moon(self, seat: Seat, choice: MoonScoring) -> list[Event]:
        """New Moon: ``seat``, the shooter, scores its moon (or sun) ``choice``'s way, and
        the hand is scored."""
        chooser = self.moon_chooser
        if chooser is None:
            raise IllegalMove(IllegalMove.NO_MOON_CHOICE)
        if seat != chooser:
            raise IllegalMove(IllegalMove.NOT_THE_SHOOTER, seat=seat.label, turn=chooser.label)
        if choice not in MOON_CHOICES:
            raise IllegalMove(IllegalMove.NOT_A_MOON_CHOICE)
        hand = self.hand
        hand.choose_moon(choice)
        self.actions.append(("moon", seat, choice))
        return self._scored(hand, choice)

    def _scored(self, hand: Hand, choice: MoonScoring | None) -> list[Event]:
        events: list[Event] = [HandScored(self._score(hand, choice))]
        if self.is_over:
            events.append(GameOver(self.winners, self.totals))
        return events

    def _current(self) -> Hand:
        if self.is_over:
            raise IllegalMove(IllegalMove.GAME_OVER)
        return self.hand

    def _score(self, hand: Hand, choice: MoonScoring | None) -> HandResult:
        assert hand.score is not None
        points = hand.score.points
        before = self.totals
        totals = after_hand(self.rules, before, points)
        halved = tuple(s for s in Seat if totals[s] != before[s] + points[s])
        score = hand.score
        queen = next(s for s in Seat if hand.taken[s] & QUEEN_OF_SPADES_BIT)
        named = scoring_cards(self.rules) & ~(HEARTS | QUEEN_OF_SPADES_BIT | JACK_OF_DIAMONDS_BIT)
        takers = tuple(
            (s, c) for c in cards_of(named) for s in Seat if hand.taken[s] >> c.index & 1
        )
        result = HandResult(
            number=self.number,
            direction=hand.direction,
            points=points,
            totals=totals,
            moon=None if score.moon is None else Seat(score.moon),
            sun=None if score.sun is None else Seat(score.sun),
            jack_of_diamonds=None
            if score.jack_of_diamonds is None
            else Seat(score.jack_of_diamonds),
            queen_of_spades=queen,
            moon_choice=choice,
            no_tricks=tuple(Seat(s) for s in score.no_tricks),
            halved=halved,
            takers=takers,
        )
        self.results.append(result)
        return result

    # -- replay and undo -------------------------------------------------------------

    def apply(self, action: Action) -> list[Event]:
        if action[0] == "deal":
            return self.deal()
        if action[0] == "pass":
            return self.pass_cards(action[1], action[2])
        if action[0] == "moon":
            return self.choose_moon(action[1], action[2])
        return self.play(action[1], action[2])

    @staticmethod
    def replay(
        rules: Rules, seed: int, actions: Iterable[Action], *, practice: int | None = None
    ) -> Game:
        """A game rebuilt by applying ``actions``; raises ``IllegalMove`` on an illegal one."""
        game = Game(rules, seed, practice=practice)
        for action in actions:
            game.apply(action)
        return game

    def replayed(self, actions: Iterable[Action]) -> Game:
        """A new game of the same deals (practice or not) rebuilt from ``actions``."""
        return Game.replay(self.rules, self.seed, actions, practice=self.practice)

    def copy(self) -> Game:
        """A new game at the same point, rebuilt from this one's record."""
        return self.replayed(self.actions)

    def undo(self, count: int = 1) -> Game:
        """A new game as it was ``count`` actions ago (this one is left unchanged)."""
        keep = max(0, len(self.actions) - count)
        return self.replayed(self.actions[:keep])

    def hand_in_deal(self, number: int) -> int:
        """Which hand of the seed's game the game's hand ``number`` was dealt as: itself,
        or in a practice game the hand it plays again."""
        return number if self.practice is None else self.practice
