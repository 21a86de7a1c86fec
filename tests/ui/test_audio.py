"""The sound player: it mixes, applies the volume, returns at once, stops an idle device,
and is silent (no exception, nothing shown) where there is no sound device, as on this
machine and CI."""

from __future__ import annotations

import array
import time
from collections.abc import Generator, Iterator
from typing import TYPE_CHECKING

import pytest

from hearts_qt.ui import audio
from hearts_qt.ui.audio import (
    REPEAT_FRAMES,
    DevicePlayer,
    Effect,
    Mixer,
    SilentPlayer,
    gain,
    load_effects,
)

if TYPE_CHECKING:
    Stream = Generator[array.array[int], int, None]


def _samples(*values: int) -> array.array[int]:
    return array.array("h", values)


class FakeDevice:
    """Records what the player does with it; ``pull`` plays the part of the device's
    thread asking for samples."""

    def __init__(self) -> None:
        self.stream: Stream | None = None
        self.starts = 0
        self.stops = 0
        self.closed = False

    def start(self, callback_generator: Stream) -> None:
        self.stream = callback_generator
        self.starts += 1

    def stop(self) -> None:
        self.stream = None
        self.stops += 1

    def close(self) -> None:
        self.closed = True

    def pull(self, frames: int) -> list[int]:
        assert self.stream is not None, "the device was not started"
        return list(self.stream.send(frames))


def _effects() -> dict[Effect, array.array[int]]:
    return {effect: _samples(*([1000 * (i + 1)] * 4)) for i, effect in enumerate(Effect)}


def _wait_for(condition: object, seconds: float = 5.0) -> None:
    deadline = time.monotonic() + seconds
    while not condition():  # type: ignore[operator]
        assert time.monotonic() < deadline, "timed out"
        time.sleep(0.005)


@pytest.fixture
def device() -> FakeDevice:
    return FakeDevice()


@pytest.fixture
def player(device: FakeDevice) -> Iterator[DevicePlayer]:
    made = DevicePlayer(open_device=lambda: device, effects=_effects, idle_seconds=0.2)
    yield made
    made.close()


# -- the mixer ------------------------------------------------------------------------------


def test_the_mixer_adds_voices_at_their_gain_and_clips() -> None:
    mixer = Mixer()
    assert list(mixer.render(3)) == [0, 0, 0] and not mixer.busy
    mixer.add(_samples(1000, 2000, 3000), 0.5)
    mixer.add(_samples(32000, 32000), 1.0)
    assert list(mixer.render(2)) == [32500, 32767]  # summed, then clipped
    assert mixer.busy
    assert list(mixer.render(2)) == [1500, 0]  # the short voice is done
    assert not mixer.busy


def test_the_oldest_voice_ends_when_too_many_play() -> None:
    mixer = Mixer(max_voices=2)
    for value in (1, 10, 100):
        mixer.add(_samples(value, value), 1.0)
    assert list(mixer.render(1)) == [110]


def test_the_same_effect_started_twice_at_once_is_heard_once() -> None:
    mixer = Mixer()
    card = _samples(*([100] * (REPEAT_FRAMES * 2)))
    mixer.add(card, 1.0)
    mixer.add(card, 1.0)
    assert list(mixer.render(1)) == [100]
    mixer.render(REPEAT_FRAMES)
    mixer.add(card, 1.0)  # later on, it is heard again over the first
    assert list(mixer.render(1)) == [200]


def test_the_volume_slider_is_squared_into_a_gain() -> None:
    assert (gain(0.0), gain(0.5), gain(1.0), gain(2.0)) == (0.0, 0.25, 1.0, 1.0)


# -- the player, on a fake device --------------------------------------------------------


def test_play_starts_the_device_and_it_plays_the_effect_at_the_volume(
    player: DevicePlayer, device: FakeDevice
) -> None:
    player.play(Effect.TRICK, 0.5)
    _wait_for(lambda: device.starts == 1)
    assert player.available is True
    assert device.pull(6) == [500, 500, 500, 500, 0, 0]  # 2000 × 0.5²


def test_an_idle_device_is_stopped_and_started_again(
    player: DevicePlayer, device: FakeDevice
) -> None:
    player.play(Effect.CARD, 1.0)
    _wait_for(lambda: device.starts == 1)
    device.pull(8)  # played out
    _wait_for(lambda: device.stops == 1)
    player.play(Effect.CARD, 1.0)
    _wait_for(lambda: device.starts == 2)
    assert device.pull(2) == [1000, 1000]


def test_at_volume_zero_nothing_is_asked_of_the_device(
    player: DevicePlayer, device: FakeDevice
) -> None:
    player.play(Effect.WON, 0.0)
    time.sleep(0.05)
    assert device.starts == 0 and player.available is None


def test_close_closes_the_device_and_later_plays_do_nothing(
    player: DevicePlayer, device: FakeDevice
) -> None:
    player.play(Effect.CARD, 1.0)
    _wait_for(lambda: device.starts == 1)
    player.close()
    assert device.closed
    player.play(Effect.CARD, 1.0)
    assert device.starts == 1


def test_no_device_means_silence_without_an_exception(caplog: pytest.LogCaptureFixture) -> None:
    def no_device() -> FakeDevice:
        raise OSError("no sound card")

    caplog.set_level("INFO", logger="hearts_qt.ui.audio")
    player = DevicePlayer(open_device=no_device, effects=_effects)
    player.play(Effect.HEARTS_BROKEN, 1.0)
    _wait_for(lambda: player.available is False)
    player.play(Effect.HEARTS_BROKEN, 1.0)  # a no-op from now on
    player.close()
    assert "no sound card" in caplog.text


def test_missing_effects_mean_silence(device: FakeDevice) -> None:
    def no_files() -> dict[Effect, array.array[int]]:
        raise FileNotFoundError("card.wav")

    player = DevicePlayer(open_device=lambda: device, effects=no_files)
    player.play(Effect.CARD, 1.0)
    _wait_for(lambda: player.available is False)
    player.close()
    assert device.starts == 0


def test_play_returns_at_once_even_while_the_device_is_slow_to_open() -> None:
    def slow() -> FakeDevice:
        time.sleep(0.5)
        return FakeDevice()

    player = DevicePlayer(open_device=slow, effects=_effects)
    started = time.perf_counter()
    for effect in list(Effect) * 20:
        player.play(effect, 0.7)
    assert time.perf_counter() - started < 0.1
    player.close()


# -- the real thing --------------------------------------------------------------------------


def test_the_real_device_plays_or_is_silent_and_never_raises() -> None:
    """On this machine and CI there is no sound device (the library finds no server and
    no card): the player goes silent. On a desktop it plays every effect, faintly."""
    player = DevicePlayer()
    started = time.perf_counter()
    for effect in Effect:
        player.play(effect, 0.05)
    assert time.perf_counter() - started < 0.05
    _wait_for(lambda: player.available is not None)
    time.sleep(0.2)
    player.close()
    assert isinstance(player.available, bool)


def test_the_effects_load_as_the_player_plays_them() -> None:
    effects = load_effects()
    assert all(s.typecode == "h" and len(s) > 0 for s in effects.values())


def test_the_process_has_one_shared_player(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.undo()  # the tests' silent stand-in (tests/conftest.py) is not wanted here
    monkeypatch.setattr(audio, "_shared", None)
    registered: list[object] = []
    monkeypatch.setattr(audio.atexit, "register", registered.append)
    first = audio.shared_player()
    assert audio.shared_player() is first and isinstance(first, DevicePlayer)
    assert registered == [first.close]  # closed when Python exits


def test_the_silent_player_plays_nothing() -> None:
    silent = SilentPlayer()
    silent.prepare()
    silent.play(Effect.WON, 1.0)
    silent.close()
