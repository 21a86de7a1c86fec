"""The golden playthrough: a seeded game with seeded random players, as readable text.

Any change to the rules, the deal or the events shows up as a diff of
``golden/game_seed_7.txt``. After an intended change, rewrite it with
``HEARTS_REGENERATE_GOLDEN=1 pytest tests/engine`` and read the diff before committing.
"""

from __future__ import annotations

import os
import pathlib

from hearts_qt.engine.record import from_json, to_json

from .playthrough import golden_game, render

SEED = 7
GOLDEN = pathlib.Path(__file__).parent / "golden" / f"game_seed_{SEED}.txt"
TITLE = (
    f"hearts-qt golden game: seed {SEED}, default rules. Each seat passes three random cards\n"
    f'and plays a random legal card, from its own random.Random("golden/{SEED}/<seat>").'
)


def test_the_golden_game_plays_as_recorded() -> None:
    game, events = golden_game(SEED)
    text = render(game, events, TITLE)
    if os.environ.get("HEARTS_REGENERATE_GOLDEN") == "1":
        GOLDEN.write_text(text, encoding="utf-8")
    assert GOLDEN.exists(), f"{GOLDEN} is missing: run HEARTS_REGENERATE_GOLDEN=1 pytest"
    assert text == GOLDEN.read_text(encoding="utf-8")


def test_the_golden_game_replays_from_its_record() -> None:
    game, _ = golden_game(SEED)
    loaded = from_json(to_json(game))
    assert loaded.results == game.results
    assert loaded.winners == game.winners
