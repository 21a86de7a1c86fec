"""The saved game and the game files under house rules: a game of the version before them
still opens, a house-rules game comes back whole, and a New Moon choice left pending is
asked again when the game is resumed."""

from __future__ import annotations

import json
import random
import shutil
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from hearts_qt.controller import GameController
from hearts_qt.engine import FirstLead, Game, MoonScoring, PassDirection, Rules, Seat, record
from hearts_qt.engine.presets import PRESETS, Preset
from hearts_qt.storage.autosave import AutoSave
from hearts_qt.storage.exchange import open_game
from hearts_qt.storage.saved_game import GameStore, SavedGame, decode, encode
from hearts_qt.storage.statistics import StatisticsStore
from tests.moon_deal import MOON_SEED, NEW_MOON, lowest_players, moon_actions
from tests.storage.helpers import advance, game_after

OLD_GAME = Path(__file__).parent / "old_files" / "game-before-house-rules.hearts.json"
"""Written by the tree of 5bd2eb6: seed 31, J♦ −10, the sun, to 75; 80 actions in (hand 2
being played), levels easy/hard/normal, South 'Ada' and East 'Eve', two hints."""


def test_a_game_file_of_the_version_before_house_rules_opens_and_plays_on(
    store: GameStore, tmp_path: Path
) -> None:
    store.directory.mkdir(parents=True)
    shutil.copy(OLD_GAME, store.path)
    loaded = store.load()
    assert loaded.message is None and loaded.saved is not None
    saved = loaded.saved
    assert saved.game.rules == Rules(jack_of_diamonds=-10, shoot_the_sun=True, target_score=75)
    assert (saved.game.number, saved.game.totals) == (2, (4, -9, 8, 13))
    assert saved.levels == ("easy", "hard", "normal") and saved.names == ("Ada", "", "", "Eve")
    assert saved.hints == 2 and saved.game_id == "0ld5chema"
    opened = open_game(OLD_GAME)
    assert opened.opened and record.to_dict(opened.game) == record.to_dict(saved.game)
    advance(saved.game, random.Random(1))  # the old game plays on to its end
    assert saved.game.is_over
    again = json.loads(encode(saved))
    assert again["record"]["schema"] <= record.SCHEMA
    assert decode(encode(saved)).game.totals == saved.game.totals


HOUSE = Rules(
    card_values=PRESETS[Preset.BLACK_MARIA].card_values,
    pass_count=5,
    pass_cycle=(PassDirection.LEFT, PassDirection.ACROSS),
    first_lead=FirstLead.LEFT_OF_DEALER,
    hearts_any_time=True,
    perfect_100=True,
    no_tricks_bonus=-5,
    no_shared_wins=True,
    moon_scoring=MoonScoring.SHOOTER_MINUS,
)


@pytest.mark.parametrize("actions", [40, 150])
def test_a_house_rules_game_comes_back_whole(store: GameStore, actions: int) -> None:
    game = game_after(actions, seed=12, rules=HOUSE)
    assert store.save(SavedGame(game=game)) is None
    loaded = store.load().saved
    assert loaded is not None
    back = loaded.game
    assert back.rules == HOUSE and back.actions == game.actions
    assert back.results == game.results
    assert back.view(Seat.SOUTH) == game.view(Seat.SOUTH)


def test_a_pending_new_moon_choice_is_saved_and_asked_again_on_resume(
    qtbot: QtBot, data_dir: Path
) -> None:
    first = GameController(threaded=False, player_factory=lowest_players)
    keeping = AutoSave(first, GameStore(data_dir), StatisticsStore(data_dir))
    first.set_play_out_decided(False)
    first.resume(Game.replay(NEW_MOON, MOON_SEED, moon_actions()))
    qtbot.waitUntil(lambda: first.waiting_for_south)
    (card,) = first.legal_plays()
    with qtbot.waitSignal(first.moon_choice_needed):
        first.play_card(card)
    first.shutdown()  # a crash while the New Moon dialog is up: nothing more is saved
    del keeping

    saved = GameStore(data_dir).load().saved
    assert saved is not None and saved.game.moon_chooser is Seat.SOUTH
    assert saved.game.results == []  # the hand waits for the choice
    second = GameController(threaded=False, player_factory=lowest_players)
    autosave = AutoSave(second, GameStore(data_dir), StatisticsStore(data_dir))
    resumed = autosave.load()
    assert resumed is not None
    with qtbot.waitSignal(second.moon_choice_needed) as asked:
        second.resume(resumed.game)
    assert asked.args is not None and asked.args[0].seat is Seat.SOUTH
    with qtbot.waitSignal(second.hand_scored):
        second.choose_moon(MoonScoring.SHOOTER_MINUS)
    done = GameStore(data_dir).load().saved
    assert done is not None
    assert done.game.actions[-1] == ("moon", Seat.SOUTH, MoonScoring.SHOOTER_MINUS)
    assert done.game.results[0].moon_choice is MoonScoring.SHOOTER_MINUS
    assert done.game.results[0].points == (-26, 0, 0, 0)
    second.shutdown()
