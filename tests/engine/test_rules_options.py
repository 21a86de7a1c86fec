"""The ``Rules`` value: defaults, validation and its plain-data form."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest

from hearts_qt.engine import MoonScoring, Rules


def test_the_defaults_are_the_classic_game_to_100() -> None:
    rules = Rules()
    assert rules.target_score == 100
    assert rules.fixed_hands is None
    assert not rules.queen_breaks_hearts
    assert not rules.points_on_first_trick
    assert rules.jack_of_diamonds is None
    assert not rules.shoot_the_sun
    assert rules.moon_scoring is MoonScoring.OTHERS_PLUS


def test_rules_are_frozen() -> None:
    with pytest.raises(dataclasses.FrozenInstanceError):
        Rules().target_score = 50  # type: ignore[misc]


@pytest.mark.parametrize("target", [0, -5])
def test_the_target_score_must_be_positive(target: int) -> None:
    with pytest.raises(ValueError, match="target score"):
        Rules(target_score=target)


@pytest.mark.parametrize("hands", [0, 1, 3, 6, 10, -4])
def test_fixed_hands_must_be_a_positive_multiple_of_four(hands: int) -> None:
    with pytest.raises(ValueError, match="multiple of four"):
        Rules(fixed_hands=hands)


@pytest.mark.parametrize("hands", [4, 8, 12])
def test_fixed_hands_multiple_of_four_are_accepted(hands: int) -> None:
    assert Rules(fixed_hands=hands).fixed_hands == hands


ALL_OPTIONS = Rules(
    target_score=50,
    fixed_hands=8,
    queen_breaks_hearts=True,
    points_on_first_trick=True,
    jack_of_diamonds=-10,
    shoot_the_sun=True,
    moon_scoring=MoonScoring.SHOOTER_MINUS,
)


@pytest.mark.parametrize("rules", [Rules(), ALL_OPTIONS, Rules(jack_of_diamonds=0)])
def test_to_dict_and_back(rules: Rules) -> None:
    data = rules.to_dict()
    assert data["moon_scoring"] == rules.moon_scoring.value
    assert Rules.from_dict(data) == rules


def test_from_dict_fills_missing_options_with_defaults() -> None:
    assert Rules.from_dict({}) == Rules()
    assert Rules.from_dict({"shoot_the_sun": True}) == Rules(shoot_the_sun=True)


@pytest.mark.parametrize(
    ("data", "message"),
    [
        (None, "must be an object"),
        ([1, 2], "must be an object"),
        ({"trumps": "spades"}, "Unknown rule options: trumps"),
        ({1: True}, "Unknown rule options: 1"),
        ({"moon_scoring": "sometimes"}, "Unknown moon scoring"),
        ({"moon_scoring": ["others_plus"]}, "Unknown moon scoring"),
        ({"target_score": "100"}, "target_score must be a whole number"),
        ({"target_score": 100.0}, "target_score must be a whole number"),
        ({"target_score": True}, "target_score must be a whole number"),
        ({"target_score": None}, "target_score must be a whole number"),
        ({"jack_of_diamonds": 1.5}, "jack_of_diamonds must be a whole number"),
        ({"fixed_hands": False}, "fixed_hands must be a whole number"),
        ({"shoot_the_sun": 1}, "shoot_the_sun must be true or false"),
        ({"queen_breaks_hearts": "yes"}, "queen_breaks_hearts must be true or false"),
        ({"fixed_hands": 6}, "multiple of four"),
        ({"target_score": 0}, "target score"),
    ],
)
def test_from_dict_refuses_bad_data(data: Any, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        Rules.from_dict(data)


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({"target_score": 99.5}, "target_score must be a whole number"),
        ({"jack_of_diamonds": True}, "jack_of_diamonds must be a whole number"),
        ({"fixed_hands": "8"}, "fixed_hands must be a whole number"),
        ({"shoot_the_sun": "no"}, "shoot_the_sun must be true or false"),
        ({"points_on_first_trick": 0}, "points_on_first_trick must be true or false"),
        ({"moon_scoring": "others_plus"}, "Unknown moon scoring"),
    ],
)
def test_rules_refuse_values_of_the_wrong_type(options: dict[str, Any], message: str) -> None:
    with pytest.raises(ValueError, match=message):
        Rules(**options)
