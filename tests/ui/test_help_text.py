"""The rules the Help menu shows are those of the game being played."""

from __future__ import annotations

import re

from hearts_qt.engine import FirstLead, MoonScoring, PassDirection, Rules
from hearts_qt.engine.presets import PRESETS, Preset
from hearts_qt.ui.help_text import rules_html
from tests.engine.test_rules_options import ALL_OPTIONS


def text(rules: Rules) -> str:
    return re.sub(r"<[^>]+>", " ", rules_html(rules))


def test_the_classic_game() -> None:
    classic = text(Rules())
    assert "someone reaches 100 points" in classic
    assert "No hearts and not the Q♠ may be played on the first trick" in classic
    assert "everyone else scores 26" in classic
    assert "sun" not in classic and "J♦" not in classic


def test_every_option_is_written_in() -> None:
    options = text(ALL_OPTIONS)
    assert "The game lasts 8 hands" in options and "100 points" not in options
    assert "may be played on the first trick" in options and "No hearts" not in options
    assert "a heart or the Q♠ has been played" in options
    assert "you score 26 points less" in options
    assert "you score 52 points less" in options
    assert "scores −10 points for it" in options
    assert "scores +11 points for it" in text(Rules(jack_of_diamonds=11))
    assert "someone reaches 50 points" in text(Rules(target_score=50))


def test_the_keys_are_all_there() -> None:
    keys = text(Rules())
    for key in (
        "Left and Right",
        "Up and Down",
        "Space or Enter",
        "passes",
        "H gives a hint",
        "L shows the last",
        "Ctrl+Z",
        "Ctrl+Shift+Z",
        "Ctrl+L",
        "F9",
        "Ctrl+N",
    ):
        assert key in keys


def test_a_preset_is_named_and_its_values_said() -> None:
    assert "Hearts: Classic (Windows)" in text(Rules())
    black_maria = text(PRESETS[Preset.BLACK_MARIA])
    assert "Hearts: Black Maria" in black_maria
    assert "each ♥ 1, Q♠ 13, K♠ 10, A♠ 7; the others score nothing" in black_maria
    assert "Take every card worth more than 0" in black_maria
    assert "everyone else scores 43" in black_maria
    assert "everyone else scores 117" in text(PRESETS[Preset.SPOT_HEARTS])
    czech = text(PRESETS[Preset.CZECH])
    assert "Hearts: The Czech game" in czech and "everyone else scores 52" in czech
    assert "No card that costs its taker points" in czech  # the J♦'s 11 too


def test_every_house_rule_is_written_in() -> None:
    house = text(
        Rules(
            pass_count=5,
            pass_cycle=(PassDirection.LEFT, PassDirection.ACROSS),
            first_lead=FirstLead.LEFT_OF_DEALER,
            hearts_any_time=True,
            moon_scoring=MoonScoring.SHOOTER_CHOOSES,
            shoot_the_sun=True,
            perfect_100=True,
            no_tricks_bonus=-5,
            no_shared_wins=True,
        )
    )
    assert "Hearts: Custom" in house
    assert "you pass five cards; hand by hand, in turn: to the left, across." in house
    assert "the player left of the dealer leads any card" in house and "2♣" not in house
    assert "Hearts may be led at any time" in house and "cannot be led" not in house
    assert "you choose: you score 26 points less, or everyone else scores 26" in house
    assert "you choose: you score 52 points less, or everyone else scores 52" in house
    assert "exactly 100 points drops to 50" in house
    assert "Whoever takes no trick in a hand scores −5 points" in house
    assert "No shared wins" in house
    assert "you pass four cards to the right." in text(
        Rules(pass_count=4, pass_cycle=(PassDirection.RIGHT,))
    )
    assert "There is no passing" in text(Rules(pass_cycle=(PassDirection.HOLD,)))
    assert "Perfect" not in text(Rules(perfect_100=True, fixed_hands=8))
