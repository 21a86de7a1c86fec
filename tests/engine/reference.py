"""A second, deliberately plain reading of RULES.md on ``Card`` values, written apart from
the engine's bit masks, for the property tests to compare against."""

from __future__ import annotations

from collections.abc import Sequence

from hearts_qt.engine import (
    DECK,
    QUEEN_OF_SPADES,
    TWO_OF_CLUBS,
    Card,
    FirstLead,
    MoonScoring,
    Rules,
    Seat,
    Suit,
)

JACK_OF_DIAMONDS = Card.parse("JD")


def value(card: Card, rules: Rules) -> int:
    """A card's value, the J♦ option not counted."""
    return rules.values[card.index]


def costs_points(card: Card, rules: Rules) -> bool:
    """A card its taker scores points for: a positive value, or the J♦ with a positive
    option."""
    jack = rules.jack_of_diamonds
    return value(card, rules) > 0 or (card == JACK_OF_DIAMONDS and jack is not None and jack > 0)


def legal(
    held: Sequence[Card], trick: Sequence[Card], first_trick: bool, broken: bool, rules: Rules
) -> set[Card]:
    if not trick:
        if first_trick and rules.first_lead is FirstLead.TWO_OF_CLUBS:
            return {TWO_OF_CLUBS} & set(held)
        may = set(held)
        if not (broken or rules.hearts_any_time) and any(c.suit is not Suit.HEARTS for c in held):
            may = {c for c in held if c.suit is not Suit.HEARTS}
        return no_points_first(may, first_trick, rules)
    led = trick[0].suit
    same = {c for c in held if c.suit is led}
    if same:
        return same
    return no_points_first(set(held), first_trick, rules)


def no_points_first(may: set[Card], first_trick: bool, rules: Rules) -> set[Card]:
    if first_trick and not rules.points_on_first_trick:
        safe = {c for c in may if not costs_points(c, rules)}
        if safe:
            return safe
    return may


def breaks_hearts(card: Card, rules: Rules) -> bool:
    return card.suit is Suit.HEARTS or (rules.queen_breaks_hearts and card == QUEEN_OF_SPADES)


def winner(leader: Seat, trick: Sequence[Card]) -> Seat:
    led = trick[0].suit
    best = max((c for c in trick if c.suit is led), key=lambda c: c.rank)
    return leader.offset(list(trick).index(best))


def score(
    won: dict[Seat, list[Card]],
    tricks: dict[Seat, int],
    rules: Rules,
    choice: MoonScoring | None = None,
) -> list[int]:
    """Hand points from the cards and the number of tricks each seat won (``choice``: a
    New Moon shooter's)."""
    positive = [sum(value(c, rules) for c in won[s] if value(c, rules) > 0) for s in Seat]
    rest = [sum(value(c, rules) for c in won[s] if value(c, rules) < 0) for s in Seat]
    moon = sum(v for v in rules.values if v > 0)
    shooter, shot = None, 0
    if rules.shoot_the_sun and 13 in tricks.values():
        shooter, shot = next(s for s in Seat if tricks[s] == 13), 2 * moon
    else:
        for s in Seat:
            if all(c in won[s] for c in DECK if value(c, rules) > 0):
                shooter, shot = s, moon
    if shooter is not None:
        way = rules.moon_scoring
        if way is MoonScoring.SHOOTER_CHOOSES:
            way = choice or MoonScoring.OTHERS_PLUS
        if way is MoonScoring.OTHERS_PLUS:
            positive = [0 if s == shooter else shot for s in Seat]
        else:
            positive = [-shot if s == shooter else 0 for s in Seat]
    points = [positive[s] + rest[s] for s in Seat]
    if rules.jack_of_diamonds is not None:
        for s in Seat:
            if JACK_OF_DIAMONDS in won[s]:
                points[s] += rules.jack_of_diamonds
    if rules.no_tricks_bonus is not None:
        for s in Seat:
            if tricks[s] == 0:
                points[s] += rules.no_tricks_bonus
    return points
