"""The table's sounds: present, of the project's own making (the committed WAV files are
what tools/make_sounds.py makes), short, and clean at both ends."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

from hearts_qt.resources import resource_path
from hearts_qt.ui.audio import RATE, Effect, load_effects

ROOT = Path(__file__).resolve().parents[2]


def _make_sounds() -> ModuleType:
    path = ROOT / "tools" / "make_sounds.py"
    spec = importlib.util.spec_from_file_location("make_sounds", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault("make_sounds", module)
    spec.loader.exec_module(module)
    return module


def test_the_committed_sounds_are_what_the_generator_makes() -> None:
    make_sounds = _make_sounds()
    files = make_sounds.sound_files()
    assert sorted(files) == sorted(f"{effect.value}.wav" for effect in Effect)
    assert make_sounds.differences(resource_path("sounds"), files) == [], (
        "run python tools/make_sounds.py"
    )


def test_a_changed_sample_is_found(tmp_path: Path) -> None:
    make_sounds = _make_sounds()
    files = make_sounds.sound_files()
    for name, blob in files.items():
        (tmp_path / name).write_bytes(blob)
    card = bytearray(files["card.wav"])
    card[-200] ^= 0x40  # one sample, well past the last step a C library could change
    (tmp_path / "card.wav").write_bytes(bytes(card))
    (tmp_path / "won.wav").unlink()
    assert make_sounds.differences(tmp_path, files) == ["card.wav", "won.wav"]


def test_every_effect_is_short_clean_and_not_too_loud() -> None:
    effects = load_effects()
    assert set(effects) == set(Effect)
    for effect, samples in effects.items():
        seconds = len(samples) / RATE
        assert 0.05 <= seconds <= 2.0, effect
        assert 0.3 * 32767 <= max(abs(s) for s in samples) <= 0.7 * 32767, effect
        assert abs(samples[0]) < 500 and abs(samples[-1]) < 100, f"{effect} clicks"
    # The card is heard most, and the game's end least often: the first is the shortest.
    assert len(effects[Effect.CARD]) == min(len(s) for s in effects.values())


def test_the_sounds_are_small() -> None:
    total = sum(p.stat().st_size for p in resource_path("sounds").glob("*.wav"))
    assert total < 512 * 1024
