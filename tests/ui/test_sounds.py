"""The table's sounds: each thing that happens plays its effect (observed through a
recording player), South's turn chimes only after a wait for the computers, View ▸ Sound
and the Options switch it off (then nothing is asked of the player) and set the volume."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QDialogButtonBox, QMenu
from pytestqt.qtbot import QtBot

from hearts_qt.controller import GameController
from hearts_qt.engine import QUEEN_OF_SPADES, Card, HandResult, PassDirection, Rules, Seat
from hearts_qt.storage.settings import DEFAULT_VOLUME, Settings
from hearts_qt.ui.audio import Effect
from hearts_qt.ui.main_window import MainWindow
from hearts_qt.ui.options_dialog import OptionsDialog
from hearts_qt.ui.sounds import TURN_CUE_AFTER_S, TableSounds

TWO_OF_CLUBS = Card.parse("2C")


class RecordingPlayer:
    """A player that remembers what it was asked to play, and at which volume."""

    def __init__(self) -> None:
        self.played: list[tuple[Effect, float]] = []
        self.prepared = 0

    def prepare(self) -> None:
        self.prepared += 1

    def play(self, effect: Effect, volume: float) -> None:
        self.played.append((effect, volume))

    def close(self) -> None:
        pass

    def effects(self) -> list[Effect]:
        return [effect for effect, _volume in self.played]


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    return Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))


@pytest.fixture
def player() -> RecordingPlayer:
    return RecordingPlayer()


def _controller(*, south_plays: bool) -> GameController:
    levels = ("easy", "easy", "easy")
    return GameController(
        levels=levels, south_level="easy" if south_plays else None, threaded=False
    )


@pytest.fixture
def human(qtbot: QtBot) -> Iterator[GameController]:
    """A controller with a person at South, no game started: the tests emit its signals."""
    controller = _controller(south_plays=False)
    yield controller
    controller.shutdown()


def _result(moon: Seat | None = None) -> HandResult:
    return HandResult(1, PassDirection.LEFT, (0, 26, 26, 26), (0, 26, 26, 26), moon=moon)


# -- every event plays its sound ---------------------------------------------------------


def test_a_whole_game_plays_a_sound_for_each_card_trick_and_its_end(
    qtbot: QtBot, settings: Settings, player: RecordingPlayer
) -> None:
    controller = _controller(south_plays=True)
    TableSounds(controller, settings, player, parent=controller)
    seen: dict[str, int] = {"cards": 0, "queen": 0, "tricks": 0, "hearts": 0}

    def trick(_winner: Seat, cards: tuple[tuple[Seat, Card], ...], _points: int) -> None:
        seen["queen" if any(c == QUEEN_OF_SPADES for _s, c in cards) else "tricks"] += 1

    controller.card_played.connect(lambda *_: seen.__setitem__("cards", seen["cards"] + 1))
    controller.hearts_broken.connect(lambda _s: seen.__setitem__("hearts", seen["hearts"] + 1))
    controller.trick_taken.connect(trick)
    with qtbot.waitSignal(controller.game_over, timeout=30_000) as over:
        controller.new_game(Rules(fixed_hands=4), seed=2)
    qtbot.wait(10)  # a moon shot's sound waits for the end of its step
    played = player.effects()
    assert played.count(Effect.CARD) == seen["cards"] == 4 * 52
    assert played.count(Effect.TRICK) == seen["tricks"]
    assert played.count(Effect.QUEEN) == seen["queen"] == 4
    assert played.count(Effect.HEARTS_BROKEN) == seen["hearts"] > 0
    assert Effect.YOUR_TURN not in played  # the computer plays South: nobody to call
    won = Seat.SOUTH in over.args[0]
    assert played[-1] is (Effect.WON if won else Effect.LOST)
    assert played.count(Effect.WON) + played.count(Effect.LOST) == 1
    assert {volume for _effect, volume in player.played} == {DEFAULT_VOLUME / 100}
    controller.shutdown()


def test_a_moon_shot_plays_its_sound_unless_the_game_ends_with_it(
    qtbot: QtBot, human: GameController, settings: Settings, player: RecordingPlayer
) -> None:
    TableSounds(human, settings, player, parent=human)
    human.hand_scored.emit(_result(moon=Seat.WEST))
    qtbot.waitUntil(lambda: player.effects() == [Effect.MOON])
    human.hand_scored.emit(_result(moon=Seat.SOUTH))
    human.game_over.emit((Seat.SOUTH,), (0, 26, 26, 26))  # in the same step
    qtbot.wait(20)
    assert player.effects() == [Effect.MOON, Effect.WON]
    human.hand_scored.emit(_result())
    human.game_over.emit((Seat.EAST,), (26, 26, 26, 0))
    qtbot.wait(20)
    assert player.effects()[-1] is Effect.LOST


def test_hearts_broken_chimes(human: GameController, settings: Settings) -> None:
    player = RecordingPlayer()
    TableSounds(human, settings, player, parent=human)
    human.hearts_broken.emit(Seat.NORTH)
    assert player.effects() == [Effect.HEARTS_BROKEN]


# -- South's turn, after a wait ------------------------------------------------------------


def _sounds(human: GameController, settings: Settings, player: RecordingPlayer) -> Clock:
    clock = Clock()
    TableSounds(human, settings, player, clock=clock, parent=human)
    return clock


def _computer_plays(human: GameController, clock: Clock, seat: Seat, seconds: float) -> None:
    human.turn_changed.emit(seat)
    clock.now += seconds
    human.card_played.emit(seat, TWO_OF_CLUBS)
    clock.now += 0.3  # its card flies: the table's time, not the computer's


def test_south_is_called_after_the_computers_kept_it_waiting(
    human: GameController, settings: Settings, player: RecordingPlayer
) -> None:
    clock = _sounds(human, settings, player)
    for seat in (Seat.WEST, Seat.NORTH, Seat.EAST):
        _computer_plays(human, clock, seat, TURN_CUE_AFTER_S / 2)
    human.turn_changed.emit(Seat.SOUTH)
    assert player.effects().count(Effect.YOUR_TURN) == 1


def test_south_is_not_called_on_every_turn(
    human: GameController, settings: Settings, player: RecordingPlayer
) -> None:
    clock = _sounds(human, settings, player)
    human.card_played.emit(Seat.SOUTH, TWO_OF_CLUBS)
    for seat in (Seat.WEST, Seat.NORTH, Seat.EAST):
        _computer_plays(human, clock, seat, 0.2)
    clock.now += 10  # a long pause before the trick is taken, and its flight
    human.trick_taken.emit(Seat.EAST, (), 0)
    _computer_plays(human, clock, Seat.EAST, 0.1)
    human.turn_changed.emit(Seat.SOUTH)
    assert Effect.YOUR_TURN not in player.effects()


def test_a_wait_for_the_computers_passes_counts(
    human: GameController, settings: Settings, player: RecordingPlayer
) -> None:
    clock = _sounds(human, settings, player)
    human.pass_chosen.emit(Seat.SOUTH, (TWO_OF_CLUBS,))
    clock.now += TURN_CUE_AFTER_S + 0.5
    human.pass_chosen.emit(Seat.WEST, ())
    clock.now += 0.6  # the exchange flies
    human.turn_changed.emit(Seat.SOUTH)  # South holds the 2♣
    assert player.effects().count(Effect.YOUR_TURN) == 1


def test_an_undo_starts_the_wait_afresh(
    human: GameController, settings: Settings, player: RecordingPlayer
) -> None:
    clock = _sounds(human, settings, player)
    _computer_plays(human, clock, Seat.WEST, TURN_CUE_AFTER_S + 1)
    human.game_rewound.emit(1)
    human.turn_changed.emit(Seat.SOUTH)
    assert Effect.YOUR_TURN not in player.effects()


def test_a_computer_at_south_is_never_called(
    qtbot: QtBot, settings: Settings, player: RecordingPlayer
) -> None:
    controller = _controller(south_plays=True)
    clock = Clock()
    TableSounds(controller, settings, player, clock=clock, parent=controller)
    _computer_plays(controller, clock, Seat.WEST, TURN_CUE_AFTER_S + 1)
    controller.turn_changed.emit(Seat.SOUTH)
    assert Effect.YOUR_TURN not in player.effects()
    controller.shutdown()


# -- off, and the volume --------------------------------------------------------------------


def test_with_sound_off_nothing_is_asked_of_the_player(
    qtbot: QtBot, settings: Settings, player: RecordingPlayer
) -> None:
    settings.set_sound(False)
    controller = _controller(south_plays=True)
    TableSounds(controller, settings, player, parent=controller)
    with qtbot.waitSignal(controller.game_over, timeout=30_000):
        controller.new_game(Rules(fixed_hands=4), seed=2)
    controller.shutdown()
    assert player.played == []


def test_the_volume_is_applied_and_zero_plays_nothing(
    human: GameController, settings: Settings, player: RecordingPlayer
) -> None:
    TableSounds(human, settings, player, parent=human)
    settings.set_volume(40)
    human.hearts_broken.emit(Seat.WEST)
    assert player.played == [(Effect.HEARTS_BROKEN, 0.4)]
    settings.set_volume(0)
    human.hearts_broken.emit(Seat.WEST)
    assert len(player.played) == 1


# -- View ▸ Sound and the Options ------------------------------------------------------------


def _window(qtbot: QtBot, settings: Settings, player: RecordingPlayer) -> MainWindow:
    controller = _controller(south_plays=False)
    window = MainWindow(controller, settings, player=player)
    qtbot.addWidget(window)
    return window


def _sound_action(window: MainWindow) -> object:
    for menu in window.menuBar().findChildren(QMenu):
        for action in menu.actions():
            if action.text() == "&Sound":
                return action
    raise AssertionError("no View ▸ Sound")


def test_view_sound_switches_it_off_and_is_remembered(
    qtbot: QtBot, tmp_path: Path, settings: Settings, player: RecordingPlayer
) -> None:
    window = _window(qtbot, settings, player)
    action = _sound_action(window)
    assert action.isCheckable() and action.isChecked()  # type: ignore[attr-defined]
    action.trigger()  # type: ignore[attr-defined]
    assert settings.sound() is False
    window.controller.hearts_broken.emit(Seat.WEST)
    assert player.played == []
    window.controller.shutdown()
    again = Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    assert again.sound() is False
    second = _window(qtbot, again, RecordingPlayer())
    assert not _sound_action(second).isChecked()  # type: ignore[attr-defined]
    second.controller.shutdown()


def test_the_device_is_prepared_after_the_first_frame_only_when_sound_is_on(
    qtbot: QtBot, settings: Settings, player: RecordingPlayer
) -> None:
    window = _window(qtbot, settings, player)
    with qtbot.waitSignal(window.first_frame_painted):
        window.show()
    qtbot.waitUntil(lambda: player.prepared == 1)
    window.controller.shutdown()
    settings.set_sound(False)
    quiet = RecordingPlayer()
    second = _window(qtbot, settings, quiet)
    with qtbot.waitSignal(second.first_frame_painted):
        second.show()
    qtbot.wait(20)
    assert quiet.prepared == 0
    second.controller.shutdown()


def test_the_options_switch_sound_off_and_set_the_volume(
    qtbot: QtBot, settings: Settings, player: RecordingPlayer
) -> None:
    window = _window(qtbot, settings, player)
    dialog = OptionsDialog(settings, None, window)
    qtbot.addWidget(dialog)
    assert dialog.sound.isChecked() and dialog.volume.value() == DEFAULT_VOLUME
    dialog.volume.setValue(25)
    assert dialog.volume_label.text() == "25 %"
    dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    assert settings.volume() == 25
    window.controller.hearts_broken.emit(Seat.WEST)
    assert player.played == [(Effect.HEARTS_BROKEN, 0.25)]

    dialog = OptionsDialog(settings, None, window)
    qtbot.addWidget(dialog)
    dialog.sound.setChecked(False)
    assert not dialog.volume.isEnabled()
    dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    assert settings.sound() is False
    assert not _sound_action(window).isChecked()  # type: ignore[attr-defined]
    window.controller.hearts_broken.emit(Seat.WEST)
    assert len(player.played) == 1
    window.controller.shutdown()


def test_restore_defaults_turns_sound_back_on(qtbot: QtBot, settings: Settings) -> None:
    settings.set_sound(False)
    settings.set_volume(5)
    dialog = OptionsDialog(settings)
    qtbot.addWidget(dialog)
    assert not dialog.sound.isChecked() and not dialog.volume.isEnabled()
    dialog.restore_defaults()
    assert dialog.sound.isChecked() and dialog.volume.isEnabled()
    assert dialog.volume.value() == DEFAULT_VOLUME
