"""New Moon: the shooter of a hand chooses how the moon (or the sun) is scored.

Under ``MoonScoring.SHOOTER_CHOOSES`` the engine stops after a moon's last card and waits
for the shooter's choice (``Game.moon_chooser``). ``MoonQuestion`` is that choice as the
table asks it, frozen: both outcomes, each with the totals it gives and whether it ends
the game and who wins it, all from the engine (a copy of the game given each choice), so
that the dialog re-derives nothing. The computer players choose through
``hearts_qt.ai.moon_choice.choose_moon``, which is instant: no thread is needed.
"""

from __future__ import annotations

from dataclasses import dataclass

from hearts_qt.ai.moon_choice import choose_moon
from hearts_qt.engine import Game, MoonScoring, Seat, masks

Totals = tuple[int, int, int, int]

CHOICES = (MoonScoring.OTHERS_PLUS, MoonScoring.SHOOTER_MINUS)
"""The two ways a shooter may score a New Moon, in the order the dialog offers them."""


@dataclass(frozen=True, slots=True)
class MoonOutcome:
    """What one choice gives."""

    choice: MoonScoring
    points: Totals
    """The hand's points per seat."""
    totals: Totals
    """The totals after the hand (Perfect 100 applied)."""
    over: bool
    """Whether the game ends with this hand (never in a hand replayed as practice)."""
    winners: tuple[Seat, ...]
    """Who wins then (empty while the game goes on)."""
    halved: tuple[Seat, ...] = ()
    """Who ends the hand on exactly the target and drops to half of it (Perfect 100;
    the engine's ``HandResult.halved``)."""


@dataclass(frozen=True, slots=True)
class MoonQuestion:
    """A shooter who must choose how its moon is scored, and what each choice gives."""

    seat: Seat
    number: int
    """The hand shot."""
    sun: bool
    """All thirteen tricks: the sun, worth twice the moon."""
    value: int
    """What the choice adds to each other seat or takes from the shooter (26 classic)."""
    totals: Totals
    """The totals before the hand."""
    outcomes: tuple[MoonOutcome, MoonOutcome]
    """Adding to the others, then taking from the shooter (``CHOICES``)."""
    practice: bool = False
    """A hand replayed as practice: no game is won or lost by it."""

    def outcome(self, choice: MoonScoring) -> MoonOutcome:
        return next(o for o in self.outcomes if o.choice is choice)


def moon_question(game: Game) -> MoonQuestion | None:
    """The choice ``game`` waits for, or None when no shooter must choose."""
    seat = game.moon_chooser
    if seat is None:
        return None
    points = game.moon_points
    sun = game.hand.score is not None and game.hand.score.sun is not None
    value = masks.moon_value(game.rules) * (2 if sun else 1)
    first, second = (_outcome(game, seat, choice, points[choice]) for choice in CHOICES)
    practice = game.practice is not None
    return MoonQuestion(seat, game.number, sun, value, game.totals, (first, second), practice)


def _outcome(game: Game, seat: Seat, choice: MoonScoring, points: Totals) -> MoonOutcome:
    chosen = game.copy()
    chosen.choose_moon(seat, choice)
    if game.practice is not None:  # its one hand is over, and no game with it
        return MoonOutcome(choice, points, chosen.totals, False, ())
    halved = chosen.results[-1].halved
    return MoonOutcome(choice, points, chosen.totals, chosen.is_over, chosen.winners, halved)


def computer_choice(game: Game, question: MoonQuestion) -> MoonScoring:
    """What a computer player at the shooter's seat chooses (instant, no Qt)."""
    points = {o.choice: o.points for o in question.outcomes}
    return choose_moon(game.rules, question.totals, question.number, int(question.seat), points)
