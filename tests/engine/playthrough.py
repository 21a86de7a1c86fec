"""A readable text account of a game, built from the engine's events: the golden file."""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence

from hearts_qt.engine import (
    Card,
    CardsPassed,
    Event,
    Game,
    GameOver,
    HandDealt,
    HandScored,
    HeartsBroken,
    MoonScoring,
    PassDirection,
    Rules,
    Seat,
    Suit,
    TrickTaken,
)

from .helpers import play_hand, random_choosers


def golden_game(seed: int, rules: Rules | None = None) -> tuple[Game, list[Event]]:
    """A whole game between four random players, each with its own seeded generator."""
    game = Game(rules or Rules(), seed)
    rngs = [random.Random(f"golden/{seed}/{seat.name.lower()}") for seat in Seat]
    choose_pass, choose_play = random_choosers(rngs)
    events: list[Event] = []
    while not game.is_over:
        events += play_hand(game, choose_pass, choose_play)
    return game, events


def describe_rules(rules: Rules) -> str:
    end = (
        f"{rules.fixed_hands} hands"
        if rules.fixed_hands is not None
        else f"to {rules.target_score} points"
    )
    jack = "off" if rules.jack_of_diamonds is None else f"{rules.jack_of_diamonds:+d}"
    moon = "others +26" if rules.moon_scoring is MoonScoring.OTHERS_PLUS else "shooter −26"

    def yes(flag: bool) -> str:
        return "yes" if flag else "no"

    return (
        f"game {end}; Q♠ breaks hearts: {yes(rules.queen_breaks_hearts)}; points on the "
        f"first trick: {yes(rules.points_on_first_trick)};\n  J♦: {jack}; shoot the sun: "
        f"{yes(rules.shoot_the_sun)}; moon: {moon}"
    )


def by_suit(cards: Iterable[Card]) -> str:
    held = sorted(cards)
    groups = []
    for suit in Suit:
        ranks = [c.rank.letter for c in held if c.suit is suit]
        groups.append(f"{suit.symbol} {' '.join(ranks) or '—'}")
    return "   ".join(groups)


def seat_values(values: Sequence[int]) -> str:
    return "   ".join(f"{seat.label} {values[seat]:>3}" for seat in Seat)


def render(game: Game, events: Sequence[Event], title: str) -> str:
    lines = [title, f"Rules: {describe_rules(game.rules)}", ""]
    trick_number = 0
    broken: HeartsBroken | None = None
    for event in events:
        if isinstance(event, HandDealt):
            trick_number = 0
            pass_text = "no pass" if event.direction is PassDirection.HOLD else "pass "
            pass_text += "" if event.direction is PassDirection.HOLD else event.direction.label
            lines += [f"== Hand {event.number}: {pass_text} ==", "", "Dealt"]
            lines += [f"  {s.label:<6} {by_suit(event.hands[s])}" for s in Seat]
        elif isinstance(event, CardsPassed):
            lines += ["", f"Passes ({event.direction.label})"]
            for giver in Seat:
                cards = " ".join(str(c) for c in event.passes[giver])
                receiver = event.direction.receiver(giver).label
                lines.append(f"  {giver.label:<5} → {receiver:<6} {cards}")
        elif isinstance(event, HeartsBroken):
            broken = event
        elif isinstance(event, TrickTaken):
            if trick_number == 0:
                lines += ["", "Tricks (the first card is the lead)"]
            trick_number += 1
            lines.append(trick_line(trick_number, event, broken))
            broken = None
        elif isinstance(event, HandScored):
            lines += ["", *score_lines(event)]
        elif isinstance(event, GameOver):
            lines += game_over_lines(game, event)
    return "\n".join(lines) + "\n"


def trick_line(number: int, event: TrickTaken, broken: HeartsBroken | None) -> str:
    plays = "  ".join(f"{seat.label:<5} {card!s:<3}" for seat, card in event.trick.cards)
    line = f"  {number:>2}.  {plays}  → {event.winner.label:<5}"
    notes = []
    if event.trick.points:
        notes.append(f"{event.trick.points} pt" + ("s" if event.trick.points > 1 else ""))
    if broken is not None:
        notes.append(f"hearts broken by {broken.seat.label}")
    return f"{line}  {', '.join(notes)}".rstrip()


def score_lines(event: HandScored) -> list[str]:
    result = event.result
    notes = []
    if result.sun is not None:
        notes.append(f"{result.sun.label} shoots the sun")
    if result.moon is not None:
        notes.append(f"{result.moon.label} shoots the moon")
    if result.queen_of_spades is not None:
        notes.append(f"Q♠ taken by {result.queen_of_spades.label}")
    if result.jack_of_diamonds is not None:
        notes.append(f"J♦ taken by {result.jack_of_diamonds.label}")
    label = f"Hand {result.number} score"
    return [
        f"{label:<14} {seat_values(result.points)}   ({'; '.join(notes)})",
        f"{'Totals':<14} {seat_values(result.totals)}",
        "",
    ]


def game_over_lines(game: Game, event: GameOver) -> list[str]:
    names = ", ".join(seat.label for seat in event.winners)
    low = event.totals[event.winners[0]]
    label = "Winner" if len(event.winners) == 1 else "Winners (shared)"
    return [
        f"== Game over after {game.number} hands ==",
        "",
        f"{'Totals':<14} {seat_values(event.totals)}",
        f"{label}: {names} with {low} points",
    ]
