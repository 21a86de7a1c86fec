"""The table's sounds, synthesised in pure Python: no samples of anyone else's.

Every sound is a list of floats in [-1, 1] at :data:`RATE`, built from three things: tones
(a sum of partials, each with its own decay, by phase accumulation so that vibrato and
glides work), noise through a one-pole low-pass filter, and envelopes. Noise comes from
``random.Random`` with a fixed seed, so the same script always makes the same sounds.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence

RATE = 22050
"""Samples per second: the sounds have nothing above 8 kHz worth twice the bytes."""

Partial = tuple[float, float, float]
"""(frequency ratio, amplitude, decay time constant in seconds)."""

BELL: tuple[Partial, ...] = ((1.0, 1.0, 0.6), (2.0, 0.3, 0.3), (3.0, 0.1, 0.15), (4.2, 0.08, 0.1))
GLASS: tuple[Partial, ...] = ((1.0, 1.0, 0.9), (2.756, 0.45, 0.35), (5.404, 0.25, 0.15))
"""A struck glass: the partials of a free bar, the high ones dying first."""
BRASS: tuple[Partial, ...] = tuple(
    (float(k), amp, 0.9) for k, amp in enumerate((1.0, 0.6, 0.45, 0.3, 0.2, 0.12), start=1)
)
MUTED: tuple[Partial, ...] = ((1.0, 1.0, 1.2), (2.0, 0.5, 1.0), (3.0, 0.25, 0.8), (4.0, 0.12, 0.6))
ORGAN: tuple[Partial, ...] = ((1.0, 1.0, 0.7), (2.0, 0.5, 0.6), (3.0, 0.35, 0.5), (5.0, 0.12, 0.3))
PING: tuple[Partial, ...] = ((1.0, 1.0, 0.25), (2.0, 0.15, 0.12), (3.0, 0.05, 0.08))

NOTE = {"C3": 130.81, "E3": 164.81, "E4": 329.63, "F4": 349.23, "F#4": 369.99, "G4": 392.0}
NOTE |= {"C5": 523.25, "E5": 659.26, "G5": 783.99, "C6": 1046.5, "E6": 1318.51}
NOTE |= {"G6": 1567.98, "B6": 1975.53}


def tone(
    freq: float,
    seconds: float,
    partials: Sequence[Partial],
    *,
    attack: float = 0.005,
    vibrato: tuple[float, float] = (0.0, 0.0),
    glide: float = 0.0,
    release: float = 0.015,
) -> list[float]:
    """A note: ``partials`` of ``freq``, each decaying on its own after a linear attack
    and fading out over its last ``release`` seconds (a note cut short clicks).
    ``vibrato`` is (rate in Hz, depth as a fraction of the pitch); ``glide`` bends the
    pitch by that fraction over the note."""
    count = round(seconds * RATE)
    tail = max(1, round(release * RATE))
    out = [0.0] * count
    rate, depth = vibrato
    for ratio, amp, decay in partials:
        if freq * ratio >= RATE / 2.2:
            continue  # above what the sample rate can carry: it would fold back as noise
        phase = 0.0
        for i in range(count):
            t = i / RATE
            bend = 1.0 + depth * math.sin(2 * math.pi * rate * t) + glide * t / seconds
            phase += 2 * math.pi * freq * ratio * bend / RATE
            envelope = min(1.0, t / attack, (count - i) / tail) * math.exp(-t / decay)
            out[i] += amp * envelope * math.sin(phase)
    return out


def noise(seconds: float, rng: random.Random, *, cutoff: float, decay: float) -> list[float]:
    """White noise through a one-pole low-pass at ``cutoff`` Hz, decaying from its start."""
    alpha = 1.0 - math.exp(-2 * math.pi * cutoff / RATE)
    level = 0.0
    out = []
    for i in range(round(seconds * RATE)):
        level += alpha * (rng.uniform(-1.0, 1.0) - level)
        out.append(level * math.exp(-i / RATE / decay))
    return out


def band(seconds: float, rng: random.Random, low: float, high: float) -> list[float]:
    """Noise between ``low`` and ``high`` Hz (two low-passes subtracted), not decaying."""
    wide = noise(seconds, random.Random(rng.random()), cutoff=high, decay=1e9)
    narrow = noise(seconds, random.Random(rng.random()), cutoff=low, decay=1e9)
    return [a - b for a, b in zip(wide, narrow, strict=True)]


def shaped(samples: list[float], envelope: Callable[[float], float]) -> list[float]:
    """``samples`` times ``envelope(t)``, t from 0 to 1 over the sound."""
    last = max(1, len(samples) - 1)
    return [s * envelope(i / last) for i, s in enumerate(samples)]


def mix(into: list[float], sound: Sequence[float], at: float, gain: float = 1.0) -> None:
    """Add ``sound`` into ``into`` from ``at`` seconds on, lengthening it if needed."""
    start = round(at * RATE)
    end = start + len(sound)
    if end > len(into):
        into.extend([0.0] * (end - len(into)))
    for i, s in enumerate(sound, start=start):
        into[i] += gain * s


def finished(samples: list[float], peak: float, fade: float = 0.03) -> list[float]:
    """Scaled so its loudest sample is ``peak``, faded out over the last ``fade`` seconds
    and in over the first 2 ms (no clicks at either end)."""
    top = max(abs(s) for s in samples) or 1.0
    count, fade_in, fade_out = len(samples), round(0.002 * RATE), round(fade * RATE)
    out = []
    for i, s in enumerate(samples):
        gain = min(1.0, i / fade_in if fade_in else 1.0, (count - 1 - i) / fade_out)
        out.append(s / top * peak * max(0.0, gain))
    return out


# -- the sounds -------------------------------------------------------------------------


def card(rng: random.Random) -> list[float]:
    """A card laid on the felt: a soft snap of noise over a low thock."""
    out = noise(0.09, rng, cutoff=3200, decay=0.012)
    mix(out, tone(150, 0.09, ((1.0, 1.0, 0.015),), attack=0.001), 0.0, 0.6)
    return finished(out, 0.5, fade=0.02)


def trick(rng: random.Random) -> list[float]:
    """Four cards swept together: a swell of sliding noise that ends in a tap."""
    out = shaped(band(0.24, rng, 700, 4500), lambda t: math.sin(math.pi * t) ** 2)
    mix(out, noise(0.06, rng, cutoff=2500, decay=0.01), 0.2, 0.8)
    mix(out, tone(180, 0.06, ((1.0, 1.0, 0.012),), attack=0.001), 0.2, 0.5)
    return finished(out, 0.42, fade=0.03)


def hearts(rng: random.Random) -> list[float]:
    """Hearts broken: two strikes on glass, each with a slightly detuned twin that makes
    it shimmer, and a sprinkle of tiny high tinkles like a glass that cracks."""
    out: list[float] = []
    for at, name in ((0.0, "E6"), (0.11, "B6")):
        freq = NOTE[name]
        mix(out, tone(freq, 1.5, GLASS, attack=0.002), at, 1.0)
        mix(out, tone(freq + 1.7, 1.5, GLASS, attack=0.002), at, 0.5)
    for _ in range(9):
        at = rng.uniform(0.02, 0.4)
        freq = rng.uniform(3000, 6500)
        mix(out, tone(freq, 0.12, ((1.0, 1.0, rng.uniform(0.02, 0.05)),), attack=0.001), at, 0.12)
    return finished(out, 0.6, fade=0.2)


def queen(_rng: random.Random) -> list[float]:
    """The Q♠ taken: a low, dark fall of two organ notes, the second held and wavering."""
    out = tone(NOTE["E3"], 0.22, ORGAN, attack=0.015)
    mix(out, tone(NOTE["C3"], 0.8, ORGAN, attack=0.02, vibrato=(5.0, 0.004)), 0.2)
    return finished(out, 0.6, fade=0.25)


def turn(_rng: random.Random) -> list[float]:
    """Your turn after a wait: a gentle rising two-note ping."""
    out = tone(NOTE["G5"], 0.4, PING, attack=0.003)
    mix(out, tone(NOTE["C6"], 0.35, PING, attack=0.003), 0.1)
    return finished(out, 0.42, fade=0.1)


def moon(_rng: random.Random) -> list[float]:
    """A moon shot: a bright arpeggio climbing two octaves, its top notes ringing on."""
    out: list[float] = []
    notes = ("C5", "E5", "G5", "C6", "E6", "G6")
    for step, name in enumerate(notes):
        mix(out, tone(NOTE[name], 1.4 - 0.08 * step, BELL, attack=0.004), 0.08 * step, 0.8)
    return finished(out, 0.6, fade=0.3)


def won(_rng: random.Random) -> list[float]:
    """The game won: a short brass fanfare up the major chord to a held, wavering top."""
    out: list[float] = []
    for step, name in enumerate(("C5", "E5", "G5")):
        mix(out, tone(NOTE[name], 0.16, BRASS, attack=0.02), 0.12 * step, 0.8)
    for name, gain in (("C6", 1.0), ("G5", 0.5), ("E5", 0.45)):
        held = tone(NOTE[name], 1.1, BRASS, attack=0.025, vibrato=(5.5, 0.003))
        mix(out, held, 0.36, gain)
    return finished(out, 0.6, fade=0.35)


def lost(_rng: random.Random) -> list[float]:
    """The game lost: a muted horn sinking by half steps, the last note sagging."""
    out: list[float] = []
    for step, name in enumerate(("G4", "F#4", "F4")):
        note = shaped(tone(NOTE[name], 0.3, MUTED, attack=0.04), lambda t: 1 - t**3)
        mix(out, note, 0.32 * step)
    last = tone(NOTE["E4"], 0.9, MUTED, attack=0.05, vibrato=(6.0, 0.012), glide=-0.03)
    mix(out, last, 0.96)
    return finished(out, 0.55, fade=0.3)


SOUNDS: dict[str, Callable[[random.Random], list[float]]] = {
    "card": card,
    "trick": trick,
    "hearts": hearts,
    "queen": queen,
    "turn": turn,
    "moon": moon,
    "won": won,
    "lost": lost,
}
"""File stem → the function that makes it; the names are ``hearts_qt.ui.audio.Effect``'s."""


def samples(name: str) -> list[int]:
    """The sound ``name`` as 16-bit samples, seeded by its name (so each is reproducible
    on its own)."""
    rng = random.Random(f"hearts-qt/{name}")
    return [max(-32767, min(32767, round(s * 32767))) for s in SOUNDS[name](rng)]
