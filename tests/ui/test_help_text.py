"""The rules the Help menu shows are those of the game being played."""

from __future__ import annotations

import re

from hearts_qt.engine import Rules
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
