"""The moon: a position where only taking a heart now stops one, and one where shooting
is right; the searching levels must play both."""

from __future__ import annotations

import pytest

from hearts_qt.ai import make_player
from hearts_qt.engine import Card
from tests.ai.test_reasons import cards, south_view

# East wins the first ten tricks, South throwing hearts on East's clubs and diamonds and
# North the Q♠ on the A♠; on the ninth, East's 6♥ shows West and North out of hearts.
# East then leads the 4♥ holding A♥ K♥ (the only hearts South cannot see).
STOP = (
    "8S 9S 10S JS QH JH 10H 9H 8H 7H 5H 3H 2H",
    "2C 3C 4C 5C 6C 2D 3D 4D 5D 2S 3S 4S 5S",
    "7C 8C 9C 10C 6D 7D 8D 9D 10D JD 6S 7S QS",
    "AC KC QC JC AD KD QD AS KS AH KH 6H 4H",
)
TEN_TRICKS = (
    "2C 7C AC 8S  KC QH 3C 8C  QC JH 4C 9C  JC 10H 5C 10C  AD 9H 2D 6D"
    "  KD 8H 3D 7D  QD 7H 4D 8D  AS 9S 2S QS  6H 2H 5D 9D  KS 10S 3S 6S"
)
# The same cards and plays with the seats turned: South is the one who took everything.
SHOOT = (STOP[3], STOP[0], STOP[1], STOP[2])


@pytest.mark.parametrize("level", ["hard", "expert"])
def test_only_taking_the_heart_now_stops_the_moon(level: str) -> None:
    view = south_view(STOP, TEN_TRICKS + " 4H")
    assert view.points_taken == (0, 0, 0, 21)
    assert view.legal == cards("3H 5H")
    # Ducking with the 3♥ leaves East the last two tricks and every heart: 26 for South.
    assert make_player(level, 3, iterations=40).choose_play(view) == Card.parse("5H")


@pytest.mark.parametrize("level", ["hard", "expert"])
def test_shoot_when_every_card_left_wins_but_one_led_early(level: str) -> None:
    view = south_view(SHOOT, TEN_TRICKS)
    assert view.points_taken == (21, 0, 0, 0)
    assert view.legal == cards("4H KH AH")
    # West holds the 3♥ and 5♥: led now, the 4♥ loses the moon; led last, it wins.
    assert make_player(level, 3, iterations=40).choose_play(view) != Card.parse("4H")
