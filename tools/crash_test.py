"""Crash safety: kill the app with SIGKILL at random moments; the game must survive.

    python tools/crash_test.py [--kills 20] [--hands 20] [--seed N] [--min-delay 0.3]
                               [--max-delay 5] [--keep] [--app "python -m hearts_qt"]

It runs ``hearts-qt --autoplay 20 --animation off`` offscreen with
``HEARTS_QT_DATA_DIR`` pointing at a fresh temporary directory, which holds the saved
game, the statistics and ``settings.ini``. The settings make a game last 100 hands, so a
restart must resume the same game; only a run that starts within ``--hands`` hands of the
end may finish it and begin another.

Each run is killed with SIGKILL after a random delay, then:

- the saved game must load (no damaged file set aside, none left half-written);
- it must be the game of the run before, continued: same id, and the earlier actions a
  prefix of the new ones (a restart resumes rather than starting again);
- the statistics must not count the autoplay games.

A first run with ``--autoplay 1`` must exit by itself and leave a saved game (else the
app is not saving, and the script stops). After the last kill, one more run with
``--autoplay 1`` exits by itself and is checked the same way, so the twentieth kill's
save is also seen to resume. The script prints one line per kill and then "N of 20 kills
survived"; it exits 0 only if all did.
"""

from __future__ import annotations

import argparse
import os
import random
import shlex
import shutil
import signal
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtCore import QSettings

from hearts_qt.storage import DATA_DIR_ENV
from hearts_qt.storage.files import SETTINGS_FILE
from hearts_qt.storage.saved_game import GameStore, SavedGame
from hearts_qt.storage.statistics import StatisticsStore

LONG_GAME_HANDS = 100


@dataclass
class Check:
    ok: bool
    text: str
    saved: SavedGame | None


def app_command(app: str | None, hands: int) -> list[str]:
    """``hearts-qt`` next to this Python (or ``python -m hearts_qt``) in autoplay."""
    if app:
        base = shlex.split(app)
    else:
        script = Path(sys.executable).with_name("hearts-qt")
        base = [str(script)] if script.exists() else [sys.executable, "-m", "hearts_qt"]
    return [*base, "--autoplay", str(hands), "--animation", "off"]


def prepare(directory: Path) -> None:
    """Settings for a game that outlasts the test: every restart must resume it."""
    settings = QSettings(str(directory / SETTINGS_FILE), QSettings.Format.IniFormat)
    settings.setValue("rules/end", "hands")
    settings.setValue("rules/fixed_hands", LONG_GAME_HANDS)
    settings.sync()


def check(directory: Path, previous: SavedGame | None, hands: int) -> Check:
    """Is the saved game loadable, and the continuation of ``previous``? A run plays
    at most ``hands`` hands, so the 100-hand game may end only near its end."""
    result = GameStore(directory).load()
    if result.message is not None:
        return Check(False, f"the save did not load: {result.message}", None)
    stats, message = StatisticsStore(directory).load()
    if message is not None or stats.overall.games_played:
        return Check(False, "the statistics counted an autoplay game or broke", result.saved)
    saved = result.saved
    if saved is None:
        return Check(False, "there is no saved game", None)
    where = f"hand {saved.game.number}, {len(saved.game.actions)} actions"
    if not saved.autoplay:
        return Check(False, f"{where}: not marked as an autoplay game", saved)
    if previous is None:
        return Check(True, f"{where}: loads", saved)
    if saved.game_id != previous.game_id:
        if len(previous.game.results) + hands < LONG_GAME_HANDS:
            return Check(False, f"{where}: a new game replaced the saved one", saved)
        return Check(True, f"{where}: loads; the saved game ended and a new one began", saved)
    before = previous.game.actions
    if saved.game.actions[: len(before)] != before:
        return Check(False, f"{where}: does not continue the saved game", saved)
    gained = len(saved.game.actions) - len(before)
    text = f"{where}: loads; the restart resumed it (+{gained} actions)"
    leftovers = sorted(p.name for p in directory.glob("saved-game.json?*"))
    if leftovers:
        text += f"; temporary files left behind: {', '.join(leftovers)}"
    return Check(True, text, saved)


def run(command: list[str], env: dict[str, str], delay: float | None, log: Path) -> str:
    """Start the app; kill it after ``delay`` seconds (None: wait for it to exit)."""
    with log.open("ab") as output:
        process = subprocess.Popen(command, env=env, stdout=output, stderr=output)
        try:
            process.wait(timeout=delay if delay is not None else 300)
        except subprocess.TimeoutExpired:
            if delay is None:
                process.kill()
                process.wait()
                return "hung: killed after 300 s"
            process.send_signal(signal.SIGKILL)
            process.wait()
            return "killed"
    return f"exited by itself with status {process.returncode}"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--kills", type=int, default=20)
    parser.add_argument("--hands", type=int, default=20, help="--autoplay N for each run")
    parser.add_argument("--seed", type=int, default=None, help="for the random kill moments")
    parser.add_argument("--min-delay", type=float, default=0.3)
    parser.add_argument("--max-delay", type=float, default=5.0)
    parser.add_argument("--keep", action="store_true", help="keep the data directory")
    parser.add_argument("--app", help="the app's command, without its options")
    args = parser.parse_args(argv)

    directory = Path(tempfile.mkdtemp(prefix="hearts-crash-"))
    try:
        survived = kill_and_check(args, directory)
    finally:
        if args.keep:
            print(f"kept {directory}")
        else:
            shutil.rmtree(directory, ignore_errors=True)
    return 0 if survived == args.kills else 1


def kill_and_check(args: argparse.Namespace, directory: Path) -> int:
    """The runs and their checks; the number of kills survived."""
    rng = random.Random(args.seed)
    prepare(directory)
    env = {**os.environ, DATA_DIR_ENV: str(directory), "QT_QPA_PLATFORM": "offscreen"}
    command = app_command(args.app, args.hands)
    log = directory / "app.log"
    print(f"data directory {directory}; command: {' '.join(command)}")

    outcome = run(app_command(args.app, 1), env, None, log)
    first = check(directory, None, 1)
    print(f"first run ({outcome}): {'ok' if first.ok else 'FAILED'} — {first.text}")
    if first.saved is None:
        print("The app saved no game after a whole hand: is autosave wired into it?")
        print(f"0 of {args.kills} kills survived (not run)")
        return 0

    survived, kills = 0, 0
    previous: SavedGame | None = first.saved
    while kills < args.kills:
        delay = rng.uniform(args.min_delay, args.max_delay)
        outcome = run(command, env, delay, log)
        result = check(directory, previous, args.hands)
        if outcome == "killed":
            kills += 1
            survived += result.ok
            label = f"kill {kills:2} at {delay:4.2f} s"
        else:
            label = f"run ({outcome})"
        print(f"{label}: {'ok' if result.ok else 'FAILED'} — {result.text}", flush=True)
        if result.saved is not None or not result.ok:
            previous = result.saved

    outcome = run(app_command(args.app, 1), env, None, log)
    final = check(directory, previous, 1)
    print(f"last restart ({outcome}): {'ok' if final.ok else 'FAILED'} — {final.text}")
    if not final.ok and survived:
        survived -= 1  # the last kill's save did not resume
    print(f"{survived} of {args.kills} kills survived")
    return survived


if __name__ == "__main__":
    sys.exit(main())
