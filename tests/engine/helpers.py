"""Hand-made deals and positions, state snapshots and random play for the engine tests."""

from __future__ import annotations

import copy
import dataclasses
import random
from collections.abc import Callable, Iterable
from typing import Any

from hearts_qt.engine import (
    DECK,
    Card,
    Event,
    Game,
    Hand,
    MoonScoring,
    PassDirection,
    Phase,
    Rules,
    Seat,
)


def cards(text: str) -> tuple[Card, ...]:
    """Cards from codes separated by spaces: ``cards("2C QS 10H")``."""
    return tuple(Card.parse(code) for code in text.split())


def card(code: str) -> Card:
    return Card.parse(code)


def deal_of(
    south: str = "", west: str = "", north: str = "", east: str = ""
) -> tuple[tuple[Card, ...], ...]:
    """A deal with the named cards in each seat; the rest of the deck, lowest first, fills
    South, West, North and East up to thirteen cards each, in that order."""
    named = [list(cards(text)) for text in (south, west, north, east)]
    used = [c for hand in named for c in hand]
    assert len(used) == len(set(used)), "a card is named twice"
    rest = [c for c in DECK if c not in used]
    for hand in named:
        while len(hand) < 13:
            hand.append(rest.pop(0))
    assert all(len(hand) == 13 for hand in named), "a seat has more than 13 cards"
    return tuple(tuple(hand) for hand in named)


def hand_of(
    south: str = "",
    west: str = "",
    north: str = "",
    east: str = "",
    *,
    direction: PassDirection = PassDirection.HOLD,
    rules: Rules | None = None,
) -> Hand:
    return Hand(deal_of(south, west, north, east), direction, rules or Rules())


def play(hand: Hand | Game, text: str) -> list[Event]:
    """Play the cards in order, each by the seat on turn; ``/`` between tricks is ignored."""
    events: list[Event] = []
    for code in text.replace("/", " ").split():
        current = hand.hand if isinstance(hand, Game) else hand
        seat = current.to_play
        assert seat is not None, f"no one is on turn to play {code}"
        events += hand.play(seat, card(code))
    return events


def play_lowest(hand: Hand | Game) -> list[Event]:
    """Play the rest of the hand, each seat playing its lowest legal card (in sort order)."""
    events: list[Event] = []
    current = hand.hand if isinstance(hand, Game) else hand
    while current.phase is Phase.PLAYING:
        seat = current.to_play
        assert seat is not None
        events += hand.play(seat, current.legal_plays(seat)[0])
    return events


def shooter_deal(shooter: Seat) -> tuple[tuple[Card, ...], ...]:
    """The shooter holds every club, the next seats all diamonds, all spades, all hearts:
    played lowest-first, the shooter takes every trick (the sun, and so the moon)."""
    suits = ["C", "D", "S", "H"]
    deal: list[tuple[Card, ...]] = [()] * 4
    for step, suit in enumerate(suits):
        deal[shooter.offset(step)] = tuple(c for c in DECK if c.suit.letter == suit)
    return tuple(deal)


MOON_NOT_SUN = {
    "south": "2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH AD",
    "west": "2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC AS",
    "north": "AC 2S 2D 3D 4D 5D 6D 7D 8D 9D 10D JD QD",
    "east": "3S 4S 5S 6S 7S 8S 9S 10S JS QS KS KD AH",
}
"""West takes every heart and the Q♠ but North wins the first trick (no points) with the A♣:
a moon, not a sun. Play ``MOON_NOT_SUN_START`` then lowest-first."""
MOON_NOT_SUN_START = "2C AC 3S AD / 2S QS 2H AS"


def pre_pass_deal(
    after: tuple[tuple[Card, ...], ...], direction: PassDirection
) -> tuple[tuple[tuple[Card, ...], ...], tuple[tuple[Card, ...], ...]]:
    """The deal that becomes ``after`` once each seat passes its three gifts, and the gifts:
    each seat gives the first three cards its receiver must end with."""
    gifts = tuple(after[direction.receiver(seat)][:3] for seat in Seat)
    before = []
    for seat in Seat:
        giver = seat.offset(-direction.value)
        kept = [c for c in after[seat] if c not in gifts[giver]]
        before.append(tuple(sorted([*kept, *gifts[seat]])))
    return tuple(before), gifts


def snapshot_hand(hand: Hand) -> dict[str, Any]:
    """Everything a hand holds, deep-copied, to compare before and after an action."""
    return copy.deepcopy(vars(hand))


def snapshot_game(game: Game) -> dict[str, Any]:
    state = {k: copy.deepcopy(v) for k, v in vars(game).items() if k != "hands"}
    state["hands"] = [snapshot_hand(h) for h in game.hands]
    return state


def cards_in(value: object) -> set[Card]:
    """Every ``Card`` reachable from ``value`` through dataclass fields and containers."""
    found: set[Card] = set()
    if isinstance(value, Card):
        found.add(value)
    elif dataclasses.is_dataclass(value) and not isinstance(value, type):
        for f in dataclasses.fields(value):
            found |= cards_in(getattr(value, f.name))
    elif isinstance(value, dict):
        for key, item in value.items():
            found |= cards_in(key) | cards_in(item)
    elif isinstance(value, (list, tuple, set, frozenset)):
        for item in value:
            found |= cards_in(item)
    return found


PassChooser = Callable[[Seat, tuple[Card, ...]], Iterable[Card]]
PlayChooser = Callable[[Seat, tuple[Card, ...]], Card]


def random_choosers(rngs: list[random.Random], count: int = 3) -> tuple[PassChooser, PlayChooser]:
    """Players that pass ``count`` random cards and play a random legal card, one rng a
    seat."""

    def choose_pass(seat: Seat, held: tuple[Card, ...]) -> Iterable[Card]:
        return rngs[seat].sample(held, count)

    def choose_play(seat: Seat, legal: tuple[Card, ...]) -> Card:
        return rngs[seat].choice(legal)

    return choose_pass, choose_play


def play_hand(
    game: Game,
    choose_pass: PassChooser,
    choose_play: PlayChooser,
    on_play: Callable[[Game, Seat, Card], None] | None = None,
) -> list[Event]:
    """Deal and play one hand of ``game`` to its end (a New Moon's shooter takes the
    points off itself in odd hands, gives them to the others in even ones)."""
    events = game.deal()
    hand = game.hand
    if hand.phase is Phase.PASSING:
        for seat in Seat:
            events += game.pass_cards(seat, choose_pass(seat, hand.held(seat)))
    while hand.phase is Phase.PLAYING:
        seat = hand.to_play
        assert seat is not None
        chosen = choose_play(seat, hand.legal_plays(seat))
        if on_play is not None:
            on_play(game, seat, chosen)
        events += game.play(seat, chosen)
    chooser = game.moon_chooser
    if chooser is not None:
        way = MoonScoring.SHOOTER_MINUS if game.number % 2 else MoonScoring.OTHERS_PLUS
        events += game.choose_moon(chooser, way)
    return events


def random_game(rules: Rules, seed: int, choice_seed: int, max_hands: int = 100) -> Game:
    """A game played to its end (or ``max_hands``) by random players."""
    game = Game(rules, seed)
    rng = random.Random(choice_seed)
    choose_pass, choose_play = random_choosers([rng] * 4, rules.pass_count)
    while not game.is_over and game.number < max_hands:
        play_hand(game, choose_pass, choose_play)
    return game


BASE = {
    "south": "2C 5C 6C 7C 8C 9C 10C JC QC KC 2H 3H 4H",
    "west": "3C 2D 3D 4D 5D 6D 7D 8D 9D 10D JD QD KD",
    "north": "4C AD 2S 3S 4S 5S 6S 7S 8S 9S 10S JS 5H",
    "east": "AC QS KS AS 6H 7H 8H 9H 10H JH QH KH AH",
}
"""A full deal for hand-built positions: after ``2C 3C 4C AC`` East leads trick 2 holding
only spades and hearts; South is void in diamonds and spades, West in spades."""
