"""Save PNGs of the game's window in the moments a player meets, at three sizes.

    python tools/screenshots.py [--out out/screenshots] [--size 1280x800 ...]
                                [--only table moon game looks dialogs] [--installed]
    python tools/screenshots.py --readme      # docs/table.png, the README's picture

Each picture is the real window (``MainWindow``, its own settings in a fresh folder,
animation off, seeded games against the default computer players on the GUI thread),
driven as a player drives it, offscreen unless ``QT_QPA_PLATFORM`` names a display. For
each size (``1280x800``, ``1920x1080`` and ``1280x800@2``, the last at device pixel ratio
2: run in a child process with ``QT_SCALE_FACTOR=2``) it writes ``<out>/<size>/``:

- table: ``passing`` (three cards chosen), ``received`` (the cards passed to South,
  raised and tagged "from …"), ``trick-won`` (the winning card ringed), ``mid-hand``
  (South to play into a trick, the playable cards lit, the mouse on one), ``hint``,
  ``hearts-broken``, ``last-trick`` (L), ``claim`` (Claim the Rest offered),
  ``end-of-hand`` (the result on the table);
- moon: ``moon``, the end of a hand in which East shoots the moon;
- game: ``score-sheet`` (a game with moons, a sun and the J♦, seven hands in) and
  ``game-over`` (its end-of-game window over the table);
- looks: ``look-<deck>-<back>-<cloth>``, every deck, back and cloth of View ▸
  Appearance at least once (with ``--installed`` also each deck of KDE's format this
  computer has; the picture cloth is a sunset the tool paints);
- dialogs: ``options-players``, ``options-rules``, ``options-house-rules``, ``options-table``,
  ``appearance``.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

TOOLS = Path(__file__).resolve().parent
ROOT = TOOLS.parent
for entry in (str(TOOLS), str(ROOT)):
    if entry not in sys.path:
        sys.path.insert(0, entry)

from PySide6.QtCore import QMessageLogContext, QSize, Qt, QtMsgType  # noqa: E402
from PySide6.QtCore import qInstallMessageHandler as install_message_handler  # noqa: E402
from PySide6.QtGui import QColor, QImage, QLinearGradient, QPainter  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402
from screenshot_stage import Stage, is_blank, reduce_colours, settle, wait_until  # noqa: E402, F401

from hearts_qt.engine import Card, Phase, Seat  # noqa: E402
from hearts_qt.i18n import Translators  # noqa: E402
from hearts_qt.ui.card_renderer import BACKS  # noqa: E402
from hearts_qt.ui.decks import OWN_DECKS  # noqa: E402
from hearts_qt.ui.options_dialog import OptionsDialog  # noqa: E402
from hearts_qt.ui.table.cloth import FELTS, PICTURE  # noqa: E402
from tests.ui.score_sheet_helpers import SHOWCASE, SHOWCASE_SEED, scripted_game  # noqa: E402

SIZES = ("1280x800", "1920x1080", "1280x800@2")
GROUPS = ("table", "moon", "game", "looks", "dialogs")
OUT = ROOT / "out" / "screenshots"
README_PICTURE = ROOT / "docs" / "table.png"
README_SIZE = QSize(800, 500)
README_COLOURS = 192
"""The README's picture: the 1280×800 window scaled to this, in this many colours."""
SCREEN = QSize(2560, 1600)
"""The offscreen screen the tool makes (logical pixels), larger than every window."""

TABLE_SEED = 7
"""South passing and playing its first cards, hand 1 of this game offers Claim the Rest
with three cards left."""
MOON_SEED = 22
"""The same, and East shoots the moon in hand 1 of this game."""


# -- the table, through one hand -------------------------------------------------------------


def south_plays_first_cards(stage: Stage) -> None:
    """South passes its first three cards and plays its first legal card."""
    controller = stage.controller
    if controller.view().phase is Phase.PASSING:
        controller.choose_pass(controller.view().hand[:3])
    else:
        controller.play_card(controller.legal_plays()[0])


class Holds:
    """Holds the game where the table shows a finished trick, and where hearts are
    broken, once each, so that those moments can be saved."""

    def __init__(self, stage: Stage) -> None:
        self.stage = stage
        self.pending: list[str] = []
        self.done: set[str] = set()
        stage.controller.card_played.connect(self._on_card)
        stage.controller.hearts_broken.connect(lambda _seat: self._hold("hearts-broken"))

    def _on_card(self, _seat: Seat, _card: Card) -> None:
        if not self.stage.controller.view().trick:
            self._hold("trick-won")

    def _hold(self, moment: str) -> None:
        if moment not in self.done:
            self.done.add(moment)
            self.pending.append(moment)
            self.stage.controller.set_held(True)

    def shoot_and_release(self) -> None:
        while self.pending:
            self.stage.shoot(self.pending.pop(0))
        # The heart fades after a while; here the next moment comes sooner than that.
        self.stage.view.table.decor.hearts_cue.stop()
        self.stage.controller.set_held(False)


def table_moments(stage: Stage, stop_after: str | None = None) -> None:
    """Hand 1 of ``TABLE_SEED`` from the pass to its result, saving each moment (up to
    ``stop_after``, when given)."""
    controller, view = stage.controller, stage.view
    holds = Holds(stage)
    controller.new_game(seed=TABLE_SEED)
    wait_until(stage.south_to_act, "passing")
    for card in controller.view().hand[:3]:
        view.toggle_chosen(card)
    stage.shoot("passing")
    if stop_after == "passing":
        return
    view.send_pass()
    moments = list(TURN_MOMENTS)
    while True:
        wait_until(lambda: stage.south_to_act() or bool(holds.pending) or stage.scored(), "turn")
        if holds.pending:
            holds.shoot_and_release()
        elif stage.scored():
            break
        elif moments and TURN_MOMENTS[moments[0]](stage):
            if moments.pop(0) == stop_after:
                return
        else:
            south_plays_first_cards(stage)
    if moments:
        raise RuntimeError(f"hand 1 of seed {TABLE_SEED} never showed {', '.join(moments)}")
    stage.shoot("end-of-hand")


def _received(stage: Stage) -> bool:
    stage.shoot("received")
    return True


def _hint(stage: Stage) -> bool:
    if len(stage.controller.view().hand) > 11:
        return False
    stage.window.hint()
    wait_until(lambda: bool(stage.view.aids.hinted), "the hint")
    stage.shoot("hint")
    return True


def _mid_hand(stage: Stage) -> bool:
    view = stage.controller.view()
    if len(view.trick) < 2 or len(view.hand) > 9:
        return False
    stage.hover(stage.controller.legal_plays()[-1])
    stage.shoot("mid-hand")
    stage.view.table.hover_at(None)
    return True


def _last_trick(stage: Stage) -> bool:
    if stage.controller.view().trick:
        return False
    QTest.keyClick(stage.view, Qt.Key.Key_L)
    wait_until(stage.view.table.last_trick.isVisible, "the last trick")
    stage.shoot("last-trick")
    QTest.keyClick(stage.view, Qt.Key.Key_L)  # any key puts it away
    return True


def _claim(stage: Stage) -> bool:
    if not stage.view.table.decor.claim_button.isVisible():
        return False
    stage.shoot("claim")
    stage.controller.claim()
    return True


TURN_MOMENTS: dict[str, Callable[[Stage], bool]] = {
    "received": _received,
    "mid-hand": _mid_hand,
    "hint": _hint,
    "last-trick": _last_trick,
    "claim": _claim,
}
"""Moments on South's turns, in order: each is saved (True) when the turn is right."""


def play_to_the_end_of_the_hand(stage: Stage) -> None:
    while True:
        wait_until(lambda: stage.south_to_act() or stage.scored(), "the end of the hand")
        if stage.scored():
            return
        south_plays_first_cards(stage)


def moon_moment(stage: Stage) -> None:
    stage.controller.new_game(seed=MOON_SEED)
    play_to_the_end_of_the_hand(stage)
    result = stage.controller.results[-1]
    if result.moon is not Seat.EAST:
        raise RuntimeError(f"nobody shot the moon in hand 1 of seed {MOON_SEED}")
    stage.shoot("moon")


def game_moments(stage: Stage) -> None:
    """The showcase game (moons, a sun, the J♦) resumed before its last card: the score
    sheet, then the last card and the end-of-game window."""
    window, controller = stage.window, stage.controller
    controller.resume(scripted_game(SHOWCASE_SEED, SHOWCASE).undo(1))
    controller.set_held(True)  # the last card waits for the sheet's picture
    sheet = window.score_sheet
    sheet.present()
    wait_until(sheet.isVisible, "the score sheet")
    stage.shoot("score-sheet", sheet)
    sheet.close()
    controller.set_held(False)
    play_to_the_end_of_the_hand(stage)
    wait_until(lambda: bool(stage.dialogs()), "the end-of-game window")
    stage.shoot("game-over")


def looks() -> list[tuple[str, str, str]]:
    """(deck, back, cloth): each of ours at least once."""
    decks, cloths = list(OWN_DECKS), [*FELTS, PICTURE]
    count = max(len(decks), len(BACKS), len(cloths))
    return [
        (decks[i % len(decks)], BACKS[i % len(BACKS)], cloths[i % len(cloths)])
        for i in range(count)
    ]


def look_moments(stage: Stage, installed: bool) -> None:
    """The table while passing, in each look."""
    settings = stage.settings
    picture = Path(stage.folder.name) / "sunset.png"
    sunset().save(str(picture))
    settings.set_picture(str(picture))
    chosen = looks()
    if installed:
        choices = stage.window.appearance.deck_choices()
        chosen += [(c.key, "deck", "green") for c in choices if c.key not in OWN_DECKS]
    stage.controller.new_game(seed=TABLE_SEED)
    wait_until(stage.south_to_act, "passing")
    for deck, back, cloth in chosen:
        if stage.window.appearance.choose_deck(deck, deck) is not None:
            continue  # an installed deck that cannot be used
        settings.set_back(back)
        settings.set_cloth(cloth)
        stage.shoot(f"look-{deck.removeprefix('installed:')}-{back}-{cloth}")


def dialog_moments(stage: Stage) -> None:
    stage.controller.new_game(seed=TABLE_SEED)
    wait_until(stage.south_to_act, "passing")
    stage.window.show_options()
    wait_until(lambda: bool(stage.dialogs()), "the options")
    options = stage.window.findChild(OptionsDialog)
    assert options is not None
    for index, name in enumerate(("players", "rules", "house-rules", "table")):
        options.tabs.setCurrentIndex(index)
        stage.shoot(f"options-{name}")
    options.reject()
    wait_until(lambda: not stage.dialogs(), "the options closed")
    stage.window.show_appearance()
    wait_until(lambda: bool(stage.dialogs()), "the appearance dialog")
    stage.shoot("appearance")
    stage.dialogs()[-1].reject()


def sunset() -> QImage:
    """A picture standing in for the player's own."""
    picture = QImage(1600, 1000, QImage.Format.Format_RGB32)
    painter = QPainter(picture)
    sky = QLinearGradient(0, 0, 0, 1000)
    for at, colour in ((0.0, "#23395d"), (0.55, "#c8664a"), (0.7, "#f2b35e"), (1.0, "#3b2a3a")):
        sky.setColorAt(at, QColor(colour))
    painter.fillRect(picture.rect(), sky)
    painter.end()
    return picture


# -- running -------------------------------------------------------------------------------


def shoot_size(size: str, out: Path, groups: list[str], installed: bool) -> list[Path]:
    """Every group's pictures at ``size`` (``WxH``, ``@2`` ignored here) into ``out``."""
    width, height = (int(n) for n in size.split("@")[0].split("x"))
    saved: list[Path] = []
    scenes = {
        "table": table_moments,
        "moon": moon_moment,
        "game": game_moments,
        "looks": lambda stage: look_moments(stage, installed),
        "dialogs": dialog_moments,
    }
    for group in groups:
        stage = Stage(QSize(width, height), out / size)
        try:
            scenes[group](stage)
        finally:
            saved += stage.saved
            stage.close()
    return saved


def readme_picture(path: Path = README_PICTURE) -> Path:
    """The table mid-hand at 1280×800, scaled to ``README_SIZE`` and reduced to
    ``README_COLOURS`` colours, saved at ``path``."""
    with tempfile.TemporaryDirectory() as folder:
        stage = Stage(QSize(1280, 800), Path(folder), say=False)
        try:
            table_moments(stage, stop_after="mid-hand")
        finally:
            stage.close()
        image = QImage(str(Path(folder) / "mid-hand.png"))
    small = image.scaled(
        README_SIZE,
        Qt.AspectRatioMode.IgnoreAspectRatio,
        Qt.TransformationMode.SmoothTransformation,
    )
    path.parent.mkdir(parents=True, exist_ok=True)
    if not reduce_colours(small, README_COLOURS).save(str(path), quality=0):  # smallest
        raise OSError(f"could not write {path}")
    return path


def quiet_offscreen(kind: QtMsgType, _context: QMessageLogContext, message: str) -> None:
    """Qt's messages, less the offscreen platform's notes that it cannot raise windows."""
    if not message.startswith("This plugin does not support"):
        print(message, file=sys.stderr)


def use_offscreen_screen(scale: int) -> None:
    """Unless a platform is chosen, run offscreen on a screen larger than every window
    (Qt's offscreen screen is 800×800)."""
    if os.environ.get("QT_QPA_PLATFORM"):
        return
    screen = {
        "name": "screenshots",
        "x": 0,
        "y": 0,
        "width": SCREEN.width() * scale,
        "height": SCREEN.height() * scale,
        "logicalDpi": 96,
        "logicalBaseDpi": 96,
        "dpr": 1,
    }
    config = Path(tempfile.mkdtemp(prefix="hearts-shots-")) / "screen.json"
    config.write_text(json.dumps({"screens": [screen]}))
    os.environ["QT_QPA_PLATFORM"] = f"offscreen:configfile={config}"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=OUT)
    parser.add_argument("--size", action="append", help="WxH or WxH@2 (default: the three)")
    parser.add_argument("--only", nargs="+", choices=GROUPS, default=list(GROUPS))
    parser.add_argument("--installed", action="store_true", help="also the installed decks")
    parser.add_argument("--readme", action="store_true", help=f"only {README_PICTURE}")
    parser.add_argument(
        "--language", default="en", help="the language spoken: en (default), cs, de, es, fr"
    )
    options = parser.parse_args(argv)
    scaled = os.environ.get("QT_SCALE_FACTOR") == "2"
    sizes = [] if options.readme else (options.size or list(SIZES))
    here = [s for s in sizes if s.endswith("@2") == scaled]
    there = [s for s in sizes if s.endswith("@2") != scaled]
    parent_platform = os.environ.get("QT_QPA_PLATFORM")
    use_offscreen_screen(2 if scaled else 1)
    install_message_handler(quiet_offscreen)
    app = QApplication.instance() or QApplication([sys.argv[0]])
    translators = Translators(app)  # English too: its plurals ("81 points", not "point(s)")
    translators.use(options.language, system=[])
    if options.readme:
        path = readme_picture()
        made = QImage(str(path)).size()
        print(f"{path}: {made.width()}x{made.height()}, {path.stat().st_size:,} bytes")
    for size in here:
        shoot_size(size, options.out, options.only, options.installed)
    settle(10)
    del app
    status = 0
    if there:  # the other scale, in a process of its own
        env = dict(os.environ, QT_SCALE_FACTOR="1" if scaled else "2")
        if parent_platform is None:
            env.pop("QT_QPA_PLATFORM", None)
        sizes_args = [arg for size in there for arg in ("--size", size)]
        command = [sys.executable, __file__, "--out", str(options.out), *sizes_args]
        command += ["--language", options.language]
        command += ["--only", *options.only] + (["--installed"] if options.installed else [])
        status = subprocess.call(command, env=env)
    return status


if __name__ == "__main__":
    sys.exit(main())
