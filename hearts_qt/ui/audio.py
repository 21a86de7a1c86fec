"""Playing the table's sounds without ever making the game wait for them.

``play`` on the GUI thread only queues a request and returns. A worker thread loads the
effects once (the WAV files that ``tools/make_sounds.py`` makes), opens the sound device
once (miniaudio: WASAPI, Core Audio, PulseAudio or ALSA, whatever the system has) and
starts it; the device's own thread asks a :class:`Mixer` for the next few milliseconds of
the voices that are playing. After a second or two of quiet the device is stopped (not
closed) so that an idle game keeps no stream running. A machine with no sound device, or without the
library, plays nothing: ``available`` becomes False, every later ``play`` is a no-op, and
nothing is raised or shown.
"""

from __future__ import annotations

import array
import atexit
import ctypes
import enum
import logging
import queue
import sys
import threading
import wave
from collections import deque
from collections.abc import Callable, Generator
from pathlib import Path
from typing import Protocol

from hearts_qt.resources import resource_path

log = logging.getLogger(__name__)

RATE = 22050
"""The effects' sample rate (16-bit mono); the device converts to its own."""
PERIOD_MS = 100
PERIODS = 2
"""The device asks for 100 ms of sound at a time and buffers two such periods, so that a
late call (the mixer runs in Python and waits for the GIL while a computer player thinks)
is not heard as a gap. A sound that starts while another plays may come up to about
that much later; one that starts on a stopped device is heard at once."""
IDLE_SECONDS = 1.0
"""Quiet for one to two of these, the device is stopped (and the next sound starts at
once)."""
MAX_VOICES = 6
"""Sounds playing at once; a seventh ends the oldest."""
REPEAT_FRAMES = RATE * 40 // 1000
"""The same effect started again within 40 ms (a claimed hand played out at once) is
heard once."""


class Effect(enum.StrEnum):
    """A sound of the table; its value is the file's stem in ``resources/sounds``."""

    CARD = "card"
    TRICK = "trick"
    HEARTS_BROKEN = "hearts"
    QUEEN = "queen"
    YOUR_TURN = "turn"
    MOON = "moon"
    WON = "won"
    LOST = "lost"


class SoundPlayer(Protocol):
    """What the table asks of a player: start an effect at a volume, and let go."""

    def prepare(self) -> None:
        """Get ready to play (load the effects, open the device) without waiting for it."""

    def play(self, effect: Effect, volume: float) -> None:
        """Start ``effect`` at ``volume`` (0 to 1, as the slider says); return at once."""

    def close(self) -> None:
        """Stop everything and let the device go."""


class SilentPlayer:
    """Plays nothing: for ``--autoplay`` runs, and the tests' windows."""

    def prepare(self) -> None:
        pass

    def play(self, effect: Effect, volume: float) -> None:
        pass

    def close(self) -> None:
        pass


def gain(volume: float) -> float:
    """The amplitude for a slider position: its square, so that the slider's middle
    sounds like half the loudness rather than nearly full."""
    return max(0.0, min(1.0, volume)) ** 2


def load_effects(folder: Path | None = None) -> dict[Effect, array.array[int]]:
    """Every effect's 16-bit samples, read from ``folder`` (``resources/sounds``)."""
    base = resource_path("sounds") if folder is None else folder
    effects = {}
    for effect in Effect:
        with wave.open(str(base / f"{effect.value}.wav"), "rb") as wav:
            if (wav.getnchannels(), wav.getsampwidth(), wav.getframerate()) != (1, 2, RATE):
                raise ValueError(f"{effect.value}.wav is not 16-bit mono at {RATE} Hz")
            samples = array.array("h", wav.readframes(wav.getnframes()))
        if sys.byteorder == "big":
            samples.byteswap()
        effects[effect] = samples
    return effects


class _Voice:
    __slots__ = ("gain", "position", "samples")

    def __init__(self, samples: array.array[int], level: float) -> None:
        self.samples = samples
        self.gain = level
        self.position = 0


class Mixer:
    """Adds the voices that are playing into one stream of 16-bit samples.

    ``add`` may be called from any thread; ``render`` is called by the device's thread.
    """

    def __init__(self, max_voices: int = MAX_VOICES) -> None:
        self.max_voices = max_voices
        self._incoming: deque[_Voice] = deque()
        self._voices: list[_Voice] = []

    def add(self, samples: array.array[int], level: float) -> None:
        self._incoming.append(_Voice(samples, level))

    @property
    def busy(self) -> bool:
        """Whether a voice is playing or waiting to."""
        return bool(self._voices or self._incoming)

    def render(self, frames: int) -> array.array[int]:
        """The next ``frames`` samples of every voice, summed and clipped."""
        self._take_incoming()
        total = [0.0] * frames
        for voice in self._voices:
            start = voice.position
            chunk = voice.samples[start : start + frames]
            voice.position = start + len(chunk)
            level = voice.gain
            for i, sample in enumerate(chunk):
                total[i] += sample * level
        self._voices = [v for v in self._voices if v.position < len(v.samples)]
        return array.array("h", [round(max(-32767.0, min(32767.0, s))) for s in total])

    def _take_incoming(self) -> None:
        while self._incoming:
            voice = self._incoming.popleft()
            if any(v.samples is voice.samples and v.position < REPEAT_FRAMES for v in self._voices):
                continue
            self._voices.append(voice)
        del self._voices[: max(0, len(self._voices) - self.max_voices)]


class Device(Protocol):
    """The part of ``miniaudio.PlaybackDevice`` the player uses."""

    def start(self, callback_generator: Generator[array.array[int], int, None]) -> None: ...
    def stop(self) -> None: ...
    def close(self) -> None: ...


_ALSA_QUIET: list[object] = []
"""The silent ALSA error handler, kept alive while the library may call it."""


def quiet_alsa() -> None:
    """Keep ALSA's probing messages off stderr (on a machine without a sound card the
    library prints some thirty "ALSA lib … cannot find card" lines as miniaudio looks
    for a device; the player then plays silently, as it should)."""
    if not sys.platform.startswith("linux") or _ALSA_QUIET:
        return
    try:
        alsa = ctypes.CDLL("libasound.so.2")
    except OSError:
        return  # no ALSA: nothing to quiet
    # void handler(const char *file, int line, const char *function, int err,
    #              const char *fmt, ...): the fixed arguments are all it needs to ignore
    handler_type = ctypes.CFUNCTYPE(
        None, ctypes.c_char_p, ctypes.c_int, ctypes.c_char_p, ctypes.c_int, ctypes.c_char_p
    )
    handler = handler_type(lambda *_args: None)
    alsa.snd_lib_error_set_handler(handler)
    _ALSA_QUIET.append(handler)


def open_miniaudio() -> Device:
    """A 16-bit mono playback device at :data:`RATE` on the system's default output."""
    import miniaudio  # type: ignore[import-untyped]  # (it ships no type information)

    quiet_alsa()

    device: Device = miniaudio.PlaybackDevice(
        output_format=miniaudio.SampleFormat.SIGNED16,
        nchannels=1,
        sample_rate=RATE,
        buffersize_msec=PERIOD_MS,
        callback_periods=PERIODS,
        app_name="Hearts",
    )
    if getattr(device, "backend", "") == "Null":
        device.close()
        raise OSError("no sound device (miniaudio fell back to its null backend)")
    return device


class DevicePlayer:
    """Plays the effects on the system's sound device, from threads of its own.

    ``open_device`` makes the device (``open_miniaudio``; tests pass a fake) and
    ``effects`` loads the samples (``load_effects``); both run on the worker thread, at
    the first ``play`` or ``prepare``. If either fails the player is silent from then on.
    """

    def __init__(
        self,
        open_device: Callable[[], Device] = open_miniaudio,
        effects: Callable[[], dict[Effect, array.array[int]]] = load_effects,
        idle_seconds: float = IDLE_SECONDS,
    ) -> None:
        self._open_device = open_device
        self._load = effects
        self.idle_seconds = idle_seconds
        self.mixer = Mixer()
        self.available: bool | None = None
        """None until the device was tried; then whether it opened."""
        self._requests: queue.SimpleQueue[tuple[Effect, float] | None] = queue.SimpleQueue()
        self._thread: threading.Thread | None = None
        self._lock = threading.Lock()
        self._closed = False

    def prepare(self) -> None:
        """Load the effects and open the device now, off the GUI thread."""
        with self._lock:
            if self._thread is None and not self._closed:
                self._thread = threading.Thread(target=self._run, name="sound", daemon=True)
                self._thread.start()

    def play(self, effect: Effect, volume: float) -> None:
        if self.available is False or self._closed or gain(volume) == 0.0:
            return
        self.prepare()
        self._requests.put((effect, gain(volume)))

    def close(self, timeout: float = 2.0) -> None:
        """Stop the sound, close the device and end the worker (waits up to ``timeout``)."""
        with self._lock:
            self._closed = True
            thread = self._thread
        if thread is not None:
            self._requests.put(None)
            thread.join(timeout)

    # -- the worker thread -------------------------------------------------------------

    def _run(self) -> None:
        try:
            effects = self._load()
            device = self._open_device()
        except Exception as error:  # no device, no library, a damaged file: silence
            log.info("No sound: %s", error)
            self.available = False
            return
        self.available = True
        stream = self._stream()
        next(stream)
        started = quiet = False
        try:
            while True:
                try:
                    request = self._requests.get(timeout=self.idle_seconds if started else None)
                except queue.Empty:
                    # Stopped only after a whole quiet period: what the mixer has rendered
                    # last is still in the device's buffer at first.
                    if self.mixer.busy:
                        quiet = False
                    elif quiet:
                        device.stop()
                        started = quiet = False
                    else:
                        quiet = True
                    continue
                if request is None:
                    break
                effect, level = request
                self.mixer.add(effects[effect], level)
                quiet = False
                if not started:
                    device.start(stream)
                    started = True
        except Exception as error:  # a device that went away: silence from now on
            log.info("Sound stopped: %s", error)
            self.available = False
        finally:
            device.close()

    def _stream(self) -> Generator[array.array[int], int, None]:
        """What the device's thread pulls: ``send(frames)`` gives that many samples."""
        frames = yield array.array("h")
        while True:
            frames = yield self.mixer.render(frames)


_shared: DevicePlayer | None = None


def shared_player() -> DevicePlayer:
    """The process's one player on the real device, closed when Python exits."""
    global _shared
    if _shared is None:
        _shared = DevicePlayer()
        atexit.register(_shared.close)
    return _shared
