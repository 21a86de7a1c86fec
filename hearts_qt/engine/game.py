"""A game: a sequence of hands with running totals, the end condition and the winners.

Deals are reproducible from the seed (the game's deal number, ``deal_number.py``). Every
action is remembered, so the game can be saved as a record, replayed from it, and undone
by replaying one action fewer.

A *practice* game plays one hand of a seed's game again: the same cards and the same pass
direction as that hand, from zero points, and it is over when that hand is scored.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from typing import Literal

from hearts_qt.engine.cards import DECK, Card, PassDirection, Seat, sort_cards
from hearts_qt.engine.errors import IllegalMove
from hearts_qt.engine.events import Event, GameOver, HandDealt, HandResult, HandScored
from hearts_qt.engine.hand import Hand, Phase
from hearts_qt.engine.masks import QUEEN_OF_SPADES_BIT
from hearts_qt.engine.rules import Rules
from hearts_qt.engine.view import SeatView, view_of

Totals = tuple[int, int, int, int]
Action = (
    tuple[Literal["deal"]]
    | tuple[Literal["pass"], Seat, tuple[Card, ...]]
    | tuple[Literal["play"], Seat, Card]
)


def deal_for(seed: int, number: int) -> tuple[tuple[Card, ...], ...]:
    """The deal of hand ``number`` (1-based) of the game with ``seed``."""
    deck = list(DECK)
    random.Random(f"hearts-qt/{seed}/{number}").shuffle(deck)
    return tuple(sort_cards(deck[i * 13 : i * 13 + 13]) for i in range(4))


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
        if self.rules.fixed_hands is not None:
            return len(self.results) >= self.rules.fixed_hands
        return max(self.totals) >= self.rules.target_score

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
        return not self.is_over and (not self.hands or self.hand.phase is Phase.SCORED)

    def view(self, seat: Seat) -> SeatView:
        """What ``seat`` may know now; its totals are those from before the current hand."""
        scored = bool(self.hands) and self.hand.phase is Phase.SCORED
        before = self.results[:-1] if scored else self.results
        totals = before[-1].totals if before else (0, 0, 0, 0)
        return view_of(self.hand, seat, self.number, totals)

    # -- actions ---------------------------------------------------------------------

    def deal(self) -> list[Event]:
        if self.is_over:
            raise IllegalMove(IllegalMove.GAME_OVER)
        if self.hands and self.hand.phase is not Phase.SCORED:
            raise IllegalMove(IllegalMove.HAND_NOT_FINISHED)
        number = self.number + 1
        dealt = self.hand_in_deal(number)
        hand = Hand(deal_for(self.seed, dealt), PassDirection.for_hand(dealt), self.rules)
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
            events.append(HandScored(self._score(hand)))
            if self.is_over:
                events.append(GameOver(self.winners, self.totals))
        return events

    def _current(self) -> Hand:
        if self.is_over:
            raise IllegalMove(IllegalMove.GAME_OVER)
        return self.hand

    def _score(self, hand: Hand) -> HandResult:
        assert hand.score is not None
        points = hand.score.points
        before = self.totals
        totals = (
            before[0] + points[0],
            before[1] + points[1],
            before[2] + points[2],
            before[3] + points[3],
        )
        score = hand.score
        queen = next(s for s in Seat if hand.taken[s] & QUEEN_OF_SPADES_BIT)
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
        )
        self.results.append(result)
        return result

    # -- replay and undo -------------------------------------------------------------

    def apply(self, action: Action) -> list[Event]:
        if action[0] == "deal":
            return self.deal()
        if action[0] == "pass":
            return self.pass_cards(action[1], action[2])
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
