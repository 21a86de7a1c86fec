"""The application entry point: parse the command line, build the window, run Qt."""

from __future__ import annotations

import configparser
import contextlib
import logging
import os
import stat
import sys

from PySide6.QtCore import (
    QCoreApplication,
    QMessageLogContext,
    QTimer,
    QtMsgType,
    qFormatLogMessage,
)
from PySide6.QtCore import qInstallMessageHandler as install_message_handler
from PySide6.QtGui import QGuiApplication, QIcon
from PySide6.QtWidgets import QApplication, QMessageBox

from hearts_qt import __version__, cli
from hearts_qt.controller import GameController
from hearts_qt.controller.collector import MainThreadCollector
from hearts_qt.engine import HandResult
from hearts_qt.i18n import Translators, speak_before_qt, translate
from hearts_qt.resources import resource_path
from hearts_qt.storage.files import (
    DataDirInUse,
    DataDirLock,
    file_problem,
    home_is_missing,
    settings_files,
)
from hearts_qt.storage.settings import Settings, as_language
from hearts_qt.ui.audio import SilentPlayer
from hearts_qt.ui.main_window import MainWindow

X_SOCKETS = "/tmp/.X11-unix"
"""Where a local X server's socket ``X<n>`` is (and its abstract twin, on Linux)."""
X_TCP_PORT = 6000
"""An X server listens on this port plus its display number, when it listens on TCP."""
X_TCP_PROBE_SECONDS = 3.0
"""How long to wait for a remote X server to accept a connection before giving up."""


def main(argv: list[str] | None = None) -> int:
    if getattr(sys, "frozen", False):
        # In the frozen app a search worker is this executable again: it goes no further.
        import multiprocessing

        multiprocessing.freeze_support()
    logging.basicConfig(level=logging.WARNING, format="hearts-qt: %(levelname)s: %(message)s")
    arguments = sys.argv[1:] if argv is None else argv
    QCoreApplication.setOrganizationName("hearts-qt")
    QCoreApplication.setApplicationName("hearts-qt")
    speak_before_qt(_language_before_qt())
    cli.parse_ours(arguments)  # --help, --version and bad values answer before Qt starts
    problem = _why_it_cannot_start(arguments)
    if problem is not None:
        print(f"hearts-qt: {problem}", file=sys.stderr)
        return 1
    app = _application([sys.argv[0], *arguments])
    app.setOrganizationName("hearts-qt")
    app.setApplicationName("hearts-qt")
    collector = MainThreadCollector(app)  # cycles freed on this thread, never zeroconf's
    translators = Translators(app)
    translators.use("")  # the system's language until the settings are read
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
    if settings.language():
        translators.use(settings.language())  # a change in Options applies from the next start
    app.setApplicationDisplayName(translate("app", "Hearts"))
    controller = GameController(
        levels=settings.levels(), south_level="normal" if autoplay else None
    )
    # A game played by itself (a demonstration, a test, a benchmark) makes no sound.
    window = MainWindow(controller, settings, player=SilentPlayer() if autoplay else None)
    if options.animation is not None:
        window.override_speed(options.animation)
    if autoplay:
        _stop_after(app, window, controller, options.autoplay or 0)
    # The saved game is read and the game starts once the empty table is on screen, so the
    # window appears at once.
    window.first_frame_painted.connect(lambda: _start(window, controller, options))
    window.show()
    status = app.exec()
    collector.stop()
    _end_search_workers()
    lock.release()
    return status


def _end_search_workers() -> None:
    """The computer players' worker processes end with the window (if they were started:
    the search is not loaded before the first Hard or Expert decision)."""
    parallel = sys.modules.get("hearts_qt.ai.parallel")
    if parallel is not None:
        parallel.shutdown()


def _language_before_qt() -> str:
    """The language chosen in Options, for ``--help``: read from the settings file as
    text, never through QSettings (which keeps what it reads: a damaged file read now
    would look sound when ``open_settings`` checks it). "" (the system's) when there is
    no such file (the Windows registry, macOS preferences) or it cannot be read."""
    for path in settings_files():
        if file_problem(path) is not None or not path.is_file():
            continue
        ini = configparser.ConfigParser(interpolation=None, strict=False)
        try:
            ini.read(path, encoding="utf-8")
            language = ini.get("view", "language", fallback=None)
        except (configparser.Error, OSError, UnicodeDecodeError):
            continue
        if language is not None:
            return as_language(language) or ""
    return ""


def _why_it_cannot_start(arguments: list[str]) -> str | None:
    """What stops the game before Qt starts, in one translated sentence, or ``None``."""
    if home_is_missing():
        return translate(
            "app",
            "HOME is not set, so there is no folder to keep your saved game, statistics and "
            "settings in. Set HOME, or set HEARTS_QT_DATA_DIR to such a folder.",
        )
    if not _may_open_a_window(arguments):
        return _display_not_opened("")
    display = _silent_x_display(arguments)
    if display is not None:
        return _display_not_opened(display)
    return None


def _display_not_opened(display: str) -> str:
    """Why no window can open: no display named at all, or ``display`` did not answer."""
    if not display:
        return translate(
            "app",
            "no graphical display was found (neither DISPLAY nor WAYLAND_DISPLAY is set). "
            "Start Hearts from a desktop session.",
        )
    return translate(
        "app",
        "the display “{display}” could not be opened. Start Hearts from a desktop session, "
        "or set DISPLAY to a display that is running.",
    ).format(display=display)


def _may_open_a_window(arguments: list[str]) -> bool:
    """False on a Linux machine with no display to open, where Qt would abort: no X11 or
    Wayland display and none chosen (``QT_QPA_PLATFORM``, ``-platform``, ``-display``)."""
    if not sys.platform.startswith("linux") or os.environ.get("QT_QPA_PLATFORM"):
        return True
    if any(cli.qt_option(arg) in ("platform", "display") for arg in arguments):
        return True
    return bool(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))


def _silent_x_display(arguments: list[str]) -> str | None:
    """The X display that Qt would open on Linux and where no X server answers, or
    ``None``. Only where Qt has nothing else to try: no platform chosen, no Wayland."""
    if not sys.platform.startswith("linux") or os.environ.get("QT_QPA_PLATFORM"):
        return None
    if os.environ.get("WAYLAND_DISPLAY") or os.environ.get("XDG_SESSION_TYPE") == "wayland":
        return None
    if any(cli.qt_option(arg) in ("platform", "display") for arg in arguments):
        return None
    display = os.environ.get("DISPLAY", "")
    return None if not display or x_server_answers(display) else display


def x_server_answers(display: str) -> bool:
    """Whether an X server may be listening at ``display`` (``[host]:n[.screen]``), looked
    for where libxcb looks. A local display costs one ``stat`` of its socket
    ``/tmp/.X11-unix/X<n>`` when that is there (a few microseconds: the start-up time is
    measured); only without it are the abstract socket and TCP tried. A name that is
    not understood counts as answering: Qt says what is wrong with it then."""
    rest, colon, number = display.rpartition(":")
    number = number.split(".", 1)[0]
    if not colon or not number.isdigit() or rest.endswith(":"):  # "host::n" is DECnet
        return True
    protocol, _slash, host = rest.rpartition("/")
    port = X_TCP_PORT + int(number)
    if protocol != "unix" and host not in ("", "unix"):
        return _tcp_connects(host.strip("[]"), port)
    path = f"{X_SOCKETS}/X{number}"
    with contextlib.suppress(OSError):
        if stat.S_ISSOCK(os.stat(path).st_mode):
            return True  # a stale socket left by a crash passes: Qt then fails, see _application
    import socket

    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as unix, contextlib.suppress(OSError):
        unix.connect("\0" + path)  # Linux's abstract socket, which libxcb tries first
        return True
    return not protocol and not host and _tcp_connects("localhost", port)


def _tcp_connects(host: str, port: int) -> bool:
    import socket

    try:
        socket.create_connection((host, port), timeout=X_TCP_PROBE_SECONDS).close()
    except OSError:
        return False
    return True


def _application(argv: list[str]) -> QApplication:
    """``QApplication(argv)``, except that a display Qt cannot open is said plainly, with
    exit status 1, instead of Qt's abort (status 134) and its advice to reinstall.

    Qt's messages meanwhile are held back and printed once the application exists; if Qt
    fails for another reason they are printed as they are, and the status is 1 too.
    """
    held: list[str] = []
    displays: list[str] = []  # from the xcb plugin: "could not connect to display :0"

    def hold(kind: QtMsgType, context: QMessageLogContext, message: str) -> None:
        if message.startswith("could not connect to display"):
            displays.append(message.removeprefix("could not connect to display").strip())
        if kind is not QtMsgType.QtFatalMsg:
            held.append(qFormatLogMessage(kind, context, message))
            return
        if displays:
            print(f"hearts-qt: {_display_not_opened(displays[0])}", file=sys.stderr)
        else:
            print("\n".join([*held, qFormatLogMessage(kind, context, message)]), file=sys.stderr)
        sys.stderr.flush()
        os._exit(1)  # Qt aborts as soon as this returns

    previous = install_message_handler(hold)
    try:
        app = QApplication(argv)
    finally:
        install_message_handler(previous)
    if held:
        print("\n".join(held), file=sys.stderr)
    return app


def _say_already_running(folder: str, *, show: bool) -> None:
    """A second hearts-qt on the same saved game: say so and change nothing."""
    message = translate(
        "app",
        "Hearts is already running: switch to its window. (Its saved game and settings are "
        "in {folder}.)",
    ).format(folder=folder)
    print(f"hearts-qt: {message}", file=sys.stderr)
    if show:
        QMessageBox.information(None, translate("app", "Hearts"), message)


def _start(window: MainWindow, controller: GameController, options: cli.Options) -> None:
    """Keep the game saved from now on, and resume the saved game if there is one (unless a
    seed asks for a fresh deal)."""
    # Imported here: the saved game and the statistics are not needed for the first frame.
    from hearts_qt.storage.autosave import AutoSave
    from hearts_qt.storage.saved_game import GameStore
    from hearts_qt.storage.statistics import StatisticsStore

    # A statistics file from before house rules counts under the rules the player chose.
    statistics = StatisticsStore(legacy_rules=window.settings.rules())
    autosave = AutoSave(controller, GameStore(), statistics, names=window.settings.names)
    window.set_autosave(autosave)
    if window.settings.problem:  # the settings file was set aside when the window was made
        autosave.problem.emit(window.settings.problem)
    saved = autosave.load()  # with --seed too: a game given up for it counts as abandoned
    if saved is not None and options.seed is None:
        controller.set_levels(saved.levels)
        controller.resume(saved.game)
    else:
        controller.set_levels(window.settings.levels())
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
