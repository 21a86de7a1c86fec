"""Generate the table's sounds under hearts_qt/resources/sounds/ (see sound_synth.py).

    python tools/make_sounds.py            # write every WAV file
    python tools/make_sounds.py --check    # exit 1 if the committed files differ from the script's

Each sound is a 16-bit mono WAV at 22,050 Hz. The output is deterministic, and a test
compares the committed files with ``sound_files()``: their format exactly, their samples
to within one step (the last bit of a sine may differ between C libraries).
"""

from __future__ import annotations

import argparse
import array
import io
import sys
import wave
from pathlib import Path

TOOLS = Path(__file__).resolve().parent
ROOT = TOOLS.parent
if str(TOOLS) not in sys.path:
    sys.path.insert(0, str(TOOLS))

from sound_synth import RATE, SOUNDS, samples  # noqa: E402

SOUNDS_DIR = ROOT / "hearts_qt" / "resources" / "sounds"


def wav_bytes(pcm: list[int]) -> bytes:
    """A WAV file of 16-bit mono ``pcm`` at :data:`RATE`."""
    data = array.array("h", pcm)
    if sys.byteorder == "big":
        data.byteswap()  # WAV is little-endian
    buffer = io.BytesIO()
    with wave.open(buffer, "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(data.tobytes())
    return buffer.getvalue()


def sound_files() -> dict[str, bytes]:
    """Every sound file's name and bytes."""
    return {f"{name}.wav": wav_bytes(samples(name)) for name in SOUNDS}


def _frames(blob: bytes) -> tuple[tuple[int, int, int], array.array[int]]:
    with wave.open(io.BytesIO(blob), "rb") as wav:
        params = (wav.getnchannels(), wav.getsampwidth(), wav.getframerate())
        data = array.array("h", wav.readframes(wav.getnframes()))
    if sys.byteorder == "big":
        data.byteswap()
    return params, data


def same_sound(committed: bytes, expected: bytes) -> bool:
    """The same format and length, and no sample more than one step apart."""
    try:
        params, data = _frames(committed)
    except (wave.Error, EOFError):
        return False
    want_params, want = _frames(expected)
    return (
        params == want_params
        and len(data) == len(want)
        and all(abs(a - b) <= 1 for a, b in zip(data, want, strict=True))
    )


def differences(folder: Path, files: dict[str, bytes] | None = None) -> list[str]:
    """Names of the sound files in ``folder`` that are missing or differ from the script's."""
    expected = sound_files() if files is None else files
    changed = []
    for name, blob in expected.items():
        path = folder / name
        if not path.is_file() or not same_sound(path.read_bytes(), blob):
            changed.append(name)
    return changed


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="compare, do not write")
    parser.add_argument("--out", type=Path, default=SOUNDS_DIR, help="sounds folder")
    args = parser.parse_args(argv)
    files = sound_files()
    if args.check:
        changed = differences(args.out, files)
        for name in changed:
            print(f"differs: {name}")
        return 1 if changed else 0
    args.out.mkdir(parents=True, exist_ok=True)
    for name, blob in files.items():
        (args.out / name).write_bytes(blob)
    total = sum(len(blob) for blob in files.values())
    print(f"wrote {len(files)} sounds ({total / 1024:.0f} KiB) under {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
