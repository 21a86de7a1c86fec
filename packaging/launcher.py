"""The frozen app's entry script: starts hearts-qt, or checks the bundle it runs from.

PyInstaller runs its entry as a top-level script, not as a module of the package, so the
entry is this small file that imports ``hearts_qt.app`` as a package (relative imports and
``python -m`` semantics then behave as in the source tree).

``hearts-qt --smoke-test`` (hidden, first argument only) checks the bundle on itself: the
SVG image plugin and icon engine are there, every card of the art loads, the sound
library and the sounds load (a sound device is tried, not needed), a network table on
loopback is hosted and joined (with Qt's TLS backend and zeroconf there), a search worker
process starts from the executable and searches as the Expert does alone, and a whole
hand of ``--autoplay 1 --animation off`` played by a child process of the same executable
exits with 0. It prints one line per check, or writes them to ``$HEARTS_QT_SMOKE_LOG`` where a
windowed Windows app has no stdout; the exit status is 0 when every check passed.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

SMOKE_FLAG = "--smoke-test"
AUTOPLAY_TIMEOUT_S = 180.0
WORKERS_TIMEOUT_S = 60.0
NETWORK_TIMEOUT_S = 10.0
CARD_FILES = 52
"""The card art holds one SVG per card plus one per back; the faces alone are 52."""


def _self_command(*args: str) -> list[str]:
    """How to start this same program again: the bundle's executable, or this script."""
    if getattr(sys, "frozen", False):
        return [sys.executable, *args]
    return [sys.executable, str(Path(__file__).resolve()), *args]


class _Report:
    def __init__(self) -> None:
        self.failed = 0
        log = os.environ.get("HEARTS_QT_SMOKE_LOG")
        self._file = open(log, "w", encoding="utf-8") if log else None  # noqa: SIM115

    def line(self, text: str) -> None:
        for stream in (sys.stdout, self._file):
            if stream is not None:
                print(text, file=stream, flush=True)

    def check(self, name: str, run: Callable[[], str]) -> None:
        """Run one check: it returns a detail to show, or raises with what went wrong."""
        try:
            detail = run()
        except Exception as error:  # the report must go on: say what broke and count it
            self.failed += 1
            self.line(f"FAIL {name}: {type(error).__name__}: {error}")
        else:
            self.line(f"ok   {name}: {detail}")

    def close(self) -> None:
        if self._file is not None:
            self._file.close()


def _check_svg_plugin() -> str:
    from PySide6.QtGui import QImageReader

    formats = sorted(bytes(f.data()).decode() for f in QImageReader.supportedImageFormats())
    if "svg" not in formats:
        raise RuntimeError(f"no svg among the image formats {formats}")
    return ", ".join(formats)


def _check_card_art() -> str:
    from PySide6.QtCore import QSize
    from PySide6.QtGui import QImage, QImageReader
    from PySide6.QtSvg import QSvgRenderer

    from hearts_qt.resources import resource_path

    folder = resource_path("cards")
    files = sorted(folder.glob("*.svg"))
    if len(files) < CARD_FILES:
        raise RuntimeError(f"{len(files)} SVG files in {folder}, expected at least {CARD_FILES}")
    for path in files:
        if not QSvgRenderer(str(path)).isValid():
            raise RuntimeError(f"QSvgRenderer cannot read {path.name}")
        reader = QImageReader(str(path))
        reader.setScaledSize(QSize(50, 70))
        image: QImage = reader.read()
        if image.isNull():
            problem = reader.errorString()
            raise RuntimeError(f"the svg image plugin cannot read {path.name}: {problem}")
    return f"{len(files)} SVG files from {folder}"


def _check_icon() -> str:
    from PySide6.QtGui import QIcon

    from hearts_qt.resources import resource_path

    path = resource_path("icons", "icon.svg")
    pixmap = QIcon(str(path)).pixmap(64, 64)
    if pixmap.isNull():
        raise RuntimeError(f"the svg icon engine cannot draw {path}")
    return f"{path.name} drawn at {pixmap.width()}×{pixmap.height()}"


def _check_sound() -> str:
    """The sound library loads, as do the effects; the device is tried but not needed."""
    import miniaudio  # type: ignore[import-untyped]  # (it ships no type information)

    from hearts_qt.ui.audio import load_effects, open_miniaudio

    effects = load_effects()
    try:
        device = open_miniaudio()
    except Exception as error:  # a build machine or CI has no sound device
        output = f"no sound device here ({error}): the game is silent"
    else:
        output = f"the {getattr(device, 'backend', '?')} device opened"
        device.close()
    return f"miniaudio {miniaudio.__version__}, {len(effects)} sounds; {output}"


def _check_network_table() -> str:
    """A table hosted and joined over loopback, Qt's TLS backend and zeroconf loaded."""
    from PySide6.QtCore import QEventLoop, QTimer
    from PySide6.QtNetwork import QHostAddress, QSslSocket

    from hearts_qt.net.client import TableClient
    from hearts_qt.net.discovery import INTERFACES_VARIABLE, TableBrowser
    from hearts_qt.net.host import TableHost

    host = TableHost(table="Smoke", levels=("easy",) * 4, threaded=False)
    if not host.listen(0, QHostAddress(QHostAddress.SpecialAddress.LocalHost)):
        raise RuntimeError(f"cannot serve on loopback: {host.error}")
    client, loop, heard = TableClient(), QEventLoop(), []

    def answered(what: str) -> None:
        heard.append(what)
        loop.quit()

    client.joined.connect(lambda seat, _token: answered(seat.name))
    client.rejected.connect(answered)
    QTimer.singleShot(int(NETWORK_TIMEOUT_S * 1000), loop.quit)
    client.join("127.0.0.1", host.port, "Smoke")
    loop.exec()
    client.leave()
    host.close()
    if not heard:
        raise RuntimeError(f"no answer from the table on loopback in {NETWORK_TIMEOUT_S} s")
    os.environ.setdefault(INTERFACES_VARIABLE, "127.0.0.1")  # nothing beyond this machine
    browser = TableBrowser()
    if not browser.start():
        raise RuntimeError(f"zeroconf: {browser.error}")
    browser.stop()
    if not QSslSocket.supportsSsl():
        backends = ", ".join(QSslSocket.availableBackends()) or "none"
        raise RuntimeError(f"no TLS: tables would not be encrypted (Qt backends: {backends})")
    return (
        f"joined a loopback table as {heard[0]}; TLS by {QSslSocket.activeBackend()} "
        f"({QSslSocket.sslLibraryVersionString()}); zeroconf browses"
    )


def _check_search_workers() -> str:
    """Hard's and Expert's search workers start from this program (spawned: in the frozen
    app, this executable again, which ``freeze_support`` turns into a worker) and search
    a pass exactly as the Expert does alone."""
    from hearts_qt.ai import make_player
    from hearts_qt.ai.montecarlo import MonteCarloPlayer
    from hearts_qt.ai.parallel import SearchPool
    from hearts_qt.engine import Game, Seat

    game = Game(seed=1)
    game.deal()
    view = game.view(Seat.WEST)
    player = make_player("expert", 1, iterations=8)
    assert isinstance(player, MonteCarloPlayer)
    pool = SearchPool(1)
    started = time.perf_counter()
    try:
        if not pool.wait_ready(WORKERS_TIMEOUT_S):
            raise RuntimeError(f"no search worker was ready within {WORKERS_TIMEOUT_S:.0f} s")
        seconds = time.perf_counter() - started
        spread = pool.evaluate(player, "pass", view, None)
    finally:
        pool.shutdown()
    alone = player.evaluate_pass(view, None)
    if spread != alone:
        raise RuntimeError(f"the worker passed {spread.chosen}, the Expert alone {alone.chosen}")
    cards = " ".join(card.code for card in spread.chosen)
    return f"a worker started in {seconds:.1f} s and passed {cards}, as the Expert alone"


def _check_search_core() -> str:
    """Which modules of the search core run compiled by mypyc; a compiled build (``build.py``
    sets ``HEARTS_QT_EXPECT_COMPILED=1``) fails unless all of them do."""
    import importlib

    import core_modules

    names = core_modules.COMPILED_MODULES
    files = {name: importlib.import_module(name).__file__ for name in names}
    compiled = core_modules.compiled_now(files)
    if os.environ.get(core_modules.EXPECT) == "1" and len(compiled) < len(names):
        plain = ", ".join(f"{n} ({files[n]})" for n in names if n not in compiled)
        raise RuntimeError(f"a compiled build runs these as Python: {plain}")
    runtime = importlib.import_module(core_modules.RUNTIME_MODULE) if compiled else None
    shown = ", ".join(name.rsplit(".", 1)[-1] for name in compiled) or "none"
    where = f" with {Path(runtime.__file__ or '?').name}" if runtime else ""
    return f"{len(compiled)} of {len(names)} modules compiled by mypyc ({shown}){where}"


def _check_autoplay() -> str:
    command = _self_command("--autoplay", "1", "--animation", "off", "--seed", "1")
    env = dict(os.environ, QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"))
    started = time.perf_counter()
    done = subprocess.run(
        command, env=env, capture_output=True, text=True, timeout=AUTOPLAY_TIMEOUT_S, check=False
    )
    seconds = time.perf_counter() - started
    if done.returncode != 0:
        tail = (done.stderr or done.stdout).strip().splitlines()[-15:]
        raise RuntimeError(f"exit status {done.returncode}:\n" + "\n".join(tail))
    return f"one hand played and exited 0 in {seconds:.1f} s"


def smoke_test() -> int:
    """Check the bundle this program runs from; 0 when every check passed."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    report = _Report()
    frozen = bool(getattr(sys, "frozen", False))
    report.line(f"hearts-qt smoke test of {_self_command()[0]} (frozen: {frozen})")
    try:
        from PySide6.QtWidgets import QApplication

        app = QApplication([sys.argv[0]])
        report.line(f"ok   starts: Qt {_qt_version()} on platform {app.platformName()}")
        report.check("svg image plugin", _check_svg_plugin)
        report.check("card art", _check_card_art)
        report.check("svg icon engine", _check_icon)
        report.check("sound", _check_sound)
        report.check("network table", _check_network_table)
        report.check("search workers", _check_search_workers)
        report.check("search core", _check_search_core)
        report.check("autoplay", _check_autoplay)
    except Exception as error:  # even a bundle that cannot start Qt must say so and fail
        report.failed += 1
        report.line(f"FAIL starts: {type(error).__name__}: {error}")
    report.line("smoke test passed" if not report.failed else f"{report.failed} check(s) failed")
    report.close()
    return 1 if report.failed else 0


def _qt_version() -> str:
    from PySide6.QtCore import qVersion

    return str(qVersion())


def main() -> int:
    # First of all: a search worker (``hearts_qt.ai.parallel``) is this executable started
    # again by multiprocessing, and runs its task here instead of the game.
    if getattr(sys, "frozen", False):
        import multiprocessing

        multiprocessing.freeze_support()
    if sys.argv[1:2] == [SMOKE_FLAG]:
        return smoke_test()
    from hearts_qt.app import main as app_main

    return app_main()


if __name__ == "__main__":
    sys.exit(main())
