"""A second, deliberately plain reading of RULES.md on ``Card`` values, written apart from
the engine's bit masks, for the property tests to compare against."""

from __future__ import annotations

from collections.abc import Sequence

from hearts_qt.engine import QUEEN_OF_SPADES, TWO_OF_CLUBS, Card, MoonScoring, Rules, Seat, Suit

JACK_OF_DIAMONDS = Card.parse("JD")


def is_penalty(card: Card) -> bool:
    return card.suit is Suit.HEARTS or card == QUEEN_OF_SPADES


def legal(
    held: Sequence[Card], trick: Sequence[Card], first_trick: bool, broken: bool, rules: Rules
) -> set[Card]:
    if not trick:
        if first_trick:
            return {TWO_OF_CLUBS} & set(held)
        if broken or all(c.suit is Suit.HEARTS for c in held):
            return set(held)
        return {c for c in held if c.suit is not Suit.HEARTS}
    led = trick[0].suit
    same = {c for c in held if c.suit is led}
    if same:
        return same
    if first_trick and not rules.points_on_first_trick:
        safe = {c for c in held if not is_penalty(c)}
        if safe:
            return safe
    return set(held)


def breaks_hearts(card: Card, rules: Rules) -> bool:
    return card.suit is Suit.HEARTS or (rules.queen_breaks_hearts and card == QUEEN_OF_SPADES)


def winner(leader: Seat, trick: Sequence[Card]) -> Seat:
    led = trick[0].suit
    best = max((c for c in trick if c.suit is led), key=lambda c: c.rank)
    return leader.offset(list(trick).index(best))


def score(won: dict[Seat, list[Card]], tricks: dict[Seat, int], rules: Rules) -> list[int]:
    """Hand points from the cards and the number of tricks each seat won."""
    points = [sum(c.points for c in won[s]) for s in Seat]
    shooter, value = None, 0
    if rules.shoot_the_sun and 13 in tricks.values():
        shooter, value = next(s for s in Seat if tricks[s] == 13), 52
    else:
        for s in Seat:
            if sum(c.points for c in won[s]) == 26:
                shooter, value = s, 26
    if shooter is not None:
        if rules.moon_scoring is MoonScoring.OTHERS_PLUS:
            points = [0 if s == shooter else value for s in Seat]
        else:
            points = [-value if s == shooter else 0 for s in Seat]
    if rules.jack_of_diamonds is not None:
        for s in Seat:
            if JACK_OF_DIAMONDS in won[s]:
                points[s] += rules.jack_of_diamonds
    return points
