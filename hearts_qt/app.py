"""The application entry point: parse the command line, build the window, run Qt."""

from __future__ import annotations

import logging
import os
import sys

from PySide6.QtCore import QTimer
from PySide6.QtGui import QGuiApplication, QIcon
from PySide6.QtWidgets import QApplication, QMessageBox

from hearts_qt import __version__, cli
from hearts_qt.controller import GameController
from hearts_qt.engine import HandResult
from hearts_qt.resources import resource_path
from hearts_qt.storage.files import DataDirInUse, DataDirLock
from hearts_qt.storage.settings import Settings
from hearts_qt.ui.main_window import MainWindow


def main(argv: list[str] | None = None) -> int:
    logging.basicConfig(level=logging.WARNING, format="hearts-qt: %(levelname)s: %(message)s")
    arguments = sys.argv[1:] if argv is None else argv
    cli.parse_ours(arguments)  # --help, --version and bad values answer before Qt starts
    if not _may_open_a_window(arguments):
        print(
            "hearts-qt: "
            + QApplication.translate(
                "app",
                "no graphical display was found (neither DISPLAY nor WAYLAND_DISPLAY is "
                "set). Start Hearts from a desktop session.",
            ),
            file=sys.stderr,
        )
        return 1
    app = QApplication([sys.argv[0], *arguments])
    app.setOrganizationName("hearts-qt")
    app.setApplicationName("hearts-qt")
    app.setApplicationDisplayName(QApplication.translate("app", "Hearts"))
    app.setApplicationVersion(__version__)
    QGuiApplication.setDesktopFileName("hearts-qt")
    options = cli.parse(app.arguments()[1:])
    app.setWindowIcon(QIcon(str(resource_path("icons", "icon.svg"))))

    autoplay = options.autoplay is not None
    try:
        lock = DataDirLock(app)  # held until main returns
    except DataDirInUse as in_use:
        _say_already_running(str(in_use), show=not autoplay)
        return 1
    settings = Settings()
    controller = GameController(
        levels=settings.levels(), south_level="normal" if autoplay else None
    )
    window = MainWindow(controller, settings)
    if options.animation is not None:
        window.override_speed(options.animation)
    if autoplay:
        _stop_after(app, window, controller, options.autoplay or 0)
    # The saved game is read and the game starts once the empty table is on screen, so the
    # window appears at once.
    window.first_frame_painted.connect(lambda: _start(window, controller, options))
    window.show()
    status = app.exec()
    lock.release()
    return status


def _may_open_a_window(arguments: list[str]) -> bool:
    """False on a Linux machine with no display to open, where Qt would abort: no X11 or
    Wayland display and none chosen (``QT_QPA_PLATFORM``, ``-platform``, ``-display``)."""
    if not sys.platform.startswith("linux") or os.environ.get("QT_QPA_PLATFORM"):
        return True
    if any(cli.qt_option(arg) in ("platform", "display") for arg in arguments):
        return True
    return bool(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))


def _say_already_running(folder: str, *, show: bool) -> None:
    """A second hearts-qt on the same saved game: say so and change nothing."""
    message = QApplication.translate(
        "app",
        "Hearts is already running: switch to its window. (Its saved game and settings are "
        "in {folder}.)",
    ).format(folder=folder)
    print(f"hearts-qt: {message}", file=sys.stderr)
    if show:
        QMessageBox.information(None, QApplication.translate("app", "Hearts"), message)


def _start(window: MainWindow, controller: GameController, options: cli.Options) -> None:
    """Keep the game saved from now on, and resume the saved game if there is one (unless a
    seed asks for a fresh deal)."""
    # Imported here: the saved game and the statistics are not needed for the first frame.
    from hearts_qt.storage.autosave import AutoSave
    from hearts_qt.storage.saved_game import GameStore
    from hearts_qt.storage.statistics import StatisticsStore

    autosave = AutoSave(controller, GameStore(), StatisticsStore(), names=window.settings.names)
    window.set_autosave(autosave)
    saved = autosave.load()  # with --seed too: a game given up for it counts as abandoned
    if saved is not None and options.seed is None:
        controller.levels = saved.levels
        controller.resume(saved.game)
    else:
        controller.levels = window.settings.levels()
        controller.new_game(window.settings.rules(), seed=options.seed)


def _stop_after(
    app: QApplication, window: MainWindow, controller: GameController, hands: int
) -> None:
    """``--autoplay N``: quit once N hands are scored (N = 0: once the table is painted).

    A game that ends before N hands is followed by a new one.
    """
    if hands == 0:

        def painted() -> None:
            print("hearts-qt: first frame painted", flush=True)  # start-up benchmarks wait for it
            app.quit()

        window.first_frame_painted.connect(painted)
        return
    played = 0

    def scored(_result: HandResult) -> None:
        nonlocal played
        played += 1
        if played >= hands:
            QTimer.singleShot(0, window.close)

    def over() -> None:
        if played < hands:
            QTimer.singleShot(0, window.new_game)

    controller.hand_scored.connect(scored)
    controller.game_over.connect(over)
