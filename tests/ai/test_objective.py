"""What the searching players want from a hand: points against the others', and the game."""

from __future__ import annotations

from hearts_qt.ai.objective import GAME_END_WEIGHT, Objective
from hearts_qt.engine.presets import PRESETS, Preset
from hearts_qt.engine.rules import MoonScoring, Rules

CLASSIC = Rules()


Points = tuple[int, int, int, int]


def value(points: Points, totals: Points = (0, 0, 0, 0), rules: Rules = CLASSIC) -> float:
    return Objective(rules, totals, 1, 0, others_share=0.25)(points)


def test_by_default_a_moon_counts_as_the_seats_points_beside_the_others() -> None:
    # A quarter of the others' points beyond 26: what the seat's points ÷ the others'
    # mean, the arena's measure, responds to. A moon shot is worth 13 more than a clean
    # hand; one suffered costs 13, as the Q♠ does.
    default = Objective(CLASSIC, (0, 0, 0, 0), 1, 0)
    assert default((0, 26, 26, 26)) == 13.0 and default((26, 0, 26, 26)) == -13.0
    assert default((0, 13, 13, 0)) == 0.0


def test_without_a_moon_it_is_minus_the_seats_points() -> None:
    assert value((0, 13, 8, 5)) == 0.0
    assert value((13, 0, 8, 5)) == -13.0
    jack = Rules(jack_of_diamonds=-10)
    assert (
        value((-10, 13, 8, 5), rules=jack) - value((0, 3, 8, 5), rules=jack) == 10.0
    )  # took the J♦


def test_a_moon_counts_as_the_table_feels_it() -> None:
    for scoring in MoonScoring:
        rules = Rules(moon_scoring=scoring)
        shot = (0, 26, 26, 26) if scoring is MoonScoring.OTHERS_PLUS else (-26, 0, 0, 0)
        suffered = (26, 0, 26, 26) if scoring is MoonScoring.OTHERS_PLUS else (0, -26, 0, 0)
        clean, queen = value((0, 13, 8, 5), rules=rules), value((13, 0, 8, 5), rules=rules)
        assert value(shot, rules=rules) == clean + 13
        assert value(suffered, rules=rules) == queen


def test_it_does_not_push_itself_over_the_end() -> None:
    totals = (90, 40, 60, 70)
    over = value((13, 0, 8, 5), totals)
    under = value((9, 4, 8, 5), totals)
    assert over == -13 - GAME_END_WEIGHT and under == -9.0
    # Ending the game in the lead is worth more than the points.
    assert value((0, 13, 8, 5), (40, 90, 60, 70)) == GAME_END_WEIGHT


def test_it_stops_a_moon_that_hands_the_game_away() -> None:
    totals = (80, 85, 60, 85)
    moon = value((26, 26, 0, 26), totals)  # the lowest shoots: everyone else is over
    stopped = value((6, 0, 20, 0), totals)  # taking six hearts stops it
    assert stopped == -6.0 and moon == -13 - GAME_END_WEIGHT < stopped


def test_perfect_100_lands_safe_and_a_tie_plays_on() -> None:
    perfect = Rules(perfect_100=True)
    # 87 + 13 is exactly 100: halved to 50, the game goes on, no end malus.
    assert value((13, 0, 8, 5), (87, 40, 60, 70), perfect) == -13.0
    assert value((13, 0, 8, 5), (87, 40, 60, 70)) == -13 - GAME_END_WEIGHT
    shared = Rules(no_shared_wins=True)
    # North reaches 100 and South ties West for the lowest: not over, no end bonus.
    assert value((0, 0, 13, 13), (40, 40, 87, 60), shared) == 0.0
    assert value((0, 0, 13, 13), (40, 40, 87, 60)) == GAME_END_WEIGHT


def test_a_moon_is_weighed_against_the_rules_moon_value() -> None:
    maria = Rules(card_values=PRESETS[Preset.BLACK_MARIA].card_values)
    shot = (0, 43, 43, 43)
    clean = (0, 20, 13, 10)
    assert value(shot, rules=maria) == value(clean, rules=maria) + 0.25 * 86
