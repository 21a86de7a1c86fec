"""New Moon: the computers' choice wins the game when it can, does not lose it, and
otherwise keeps the larger lead; Perfect 100 and the end of a fixed game count."""

from __future__ import annotations

from hearts_qt.ai import make_player
from hearts_qt.ai.moon_choice import choose_moon, rolled_out
from hearts_qt.engine import masks
from hearts_qt.engine.masks import FULL_DECK
from hearts_qt.engine.rules import MoonScoring, Rules
from hearts_qt.engine.simulate import Position

NEW_MOON = Rules(moon_scoring=MoonScoring.SHOOTER_CHOOSES)
ADD = MoonScoring.OTHERS_PLUS
TAKE = MoonScoring.SHOOTER_MINUS
Totals = tuple[int, int, int, int]


def moon_by(shooter: int, value: int = 26) -> dict[MoonScoring, Totals]:
    """The hand's points under each choice for a plain moon by ``shooter``."""
    added = [value] * 4
    added[shooter] = 0
    taken = [0] * 4
    taken[shooter] = -value
    return {
        ADD: (added[0], added[1], added[2], added[3]),
        TAKE: (taken[0], taken[1], taken[2], taken[3]),
    }


def chosen(
    totals: Totals, shooter: int = 0, rules: Rules = NEW_MOON, number: int = 9
) -> MoonScoring:
    return choose_moon(rules, totals, number, shooter, moon_by(shooter))


def test_it_adds_when_that_ends_the_game_in_its_favour() -> None:
    assert chosen((80, 75, 90, 85)) is ADD  # 80 against 101, 116 and 111
    assert chosen((75, 75, 90, 85)) is ADD  # a shared win is a win where wins are shared


def test_it_takes_when_adding_would_hand_the_game_to_another() -> None:
    assert chosen((90, 60, 95, 95)) is TAKE  # adding ends it with West on 86


def test_with_no_shared_wins_a_tie_is_not_a_win() -> None:
    rules = Rules(moon_scoring=MoonScoring.SHOOTER_CHOOSES, no_shared_wins=True)
    # Adding ties the shooter with West at 60 and plays on; taking leads 34 to 60.
    assert chosen((60, 34, 90, 95), rules=rules) is TAKE
    assert chosen((60, 34, 90, 95)) is ADD  # shared, the tie at 60 wins at once


def test_perfect_100_halves_an_other_who_lands_on_the_target() -> None:
    perfect = Rules(moon_scoring=MoonScoring.SHOOTER_CHOOSES, perfect_100=True)
    # Adding puts West on exactly 100: halved to 50, the game goes on, led by 10 only.
    assert chosen((40, 74, 60, 60), rules=perfect) is TAKE
    assert chosen((40, 74, 60, 60)) is ADD  # without it, West's 100 ends the game


def test_early_on_it_keeps_the_lead_nearer_the_end_or_the_game_longer() -> None:
    assert chosen((10, 30, 30, 30)) is ADD  # leading: the others nearer the end
    assert chosen((50, 10, 20, 20)) is TAKE  # behind: more hands to catch up


def test_the_last_of_a_fixed_number_of_hands_ends_the_game_either_way() -> None:
    fixed = Rules(moon_scoring=MoonScoring.SHOOTER_CHOOSES, fixed_hands=8)
    assert chosen((40, 20, 30, 30), rules=fixed, number=8) is ADD  # 40 against 46: won
    assert chosen((40, 20, 30, 30), rules=fixed, number=7) is ADD  # leading, plays on
    assert chosen((60, 20, 30, 30), rules=fixed, number=7) is TAKE  # behind, plays on


def test_every_level_chooses_so() -> None:
    for level in ("easy", "normal", "hard", "expert"):
        player = make_player(level, 1, iterations=1 if level in ("hard", "expert") else None)
        assert player.choose_moon(NEW_MOON, (90, 60, 95, 95), 9, 0, moon_by(0)) is TAKE


def test_a_search_scores_a_new_moon_of_its_rollouts_as_the_shooter_chooses() -> None:
    taken = [masks.POINT_CARDS, 0, 0, 0]
    done = Position(NEW_MOON, [0, 0, 0, 0], 0, [], True, taken, [10, 1, 1, 1], 13, FULL_DECK)
    scored = masks.score_hand(done.taken, done.tricks_won, NEW_MOON)
    assert scored.points == (0, 26, 26, 26)  # the fast path adds to the others
    assert rolled_out(done, scored, (90, 60, 95, 95), 9) == (-26, 0, 0, 0)
    assert rolled_out(done, scored, (10, 30, 30, 30), 9) == (0, 26, 26, 26)
    classic = Position(Rules(), [0, 0, 0, 0], 0, [], True, taken, [10, 1, 1, 1], 13, FULL_DECK)
    assert rolled_out(classic, scored, (90, 60, 95, 95), 9) == (0, 26, 26, 26)
