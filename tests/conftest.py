"""Test configuration: Qt runs offscreen, tests that need a QApplication are marked gui,
and ``--screenshots DIR`` makes them save what they show (``screenshot_option.py``)."""

from __future__ import annotations

import itertools
import os
import sys
import time
from collections.abc import Callable, Iterator

import pytest
from pytestqt.exceptions import TimeoutError as QtTimeout
from pytestqt.qtbot import QtBot

from tests.screenshot_option import Pictures, add_option

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# Tables announced and looked for by tests stay on this machine (hearts_qt.net.discovery).
os.environ.setdefault("HEARTS_QT_MDNS_INTERFACES", "127.0.0.1")

_QT_FIXTURES = {"qtbot", "qapp", "qtmodeltester"}


def pytest_addoption(parser: pytest.Parser) -> None:
    add_option(parser)


FIRST_POLLS_MS = (1, 1, 2, 2, 4, 4, 8)
"""How long ``qtbot.waitUntil`` waits between its first looks at a condition; then every
10 ms, as pytest-qt does from the first. A computer's card on the GUI thread comes within
a millisecond: waited for in steps of 10 ms, the undo tests were 90 % idle (19 s against
6 s for their file)."""


def _wait_until(bot: QtBot, callback: Callable[[], bool | None], *, timeout: int = 5000) -> None:
    """``qtbot.waitUntil`` as pytest-qt documents it (the condition holds when ``callback``
    returns True, or None without an AssertionError; ``qtbot.TimeoutError`` after
    ``timeout`` ms), looking again after ``FIRST_POLLS_MS`` at first. Safe to nest: a
    wait inside a callback or a slot run while waiting is a wait of its own."""
    __tracebackhide__ = True
    deadline = time.monotonic() + timeout / 1000
    pauses = itertools.chain(FIRST_POLLS_MS, itertools.repeat(10))
    while True:
        try:
            met = callback()
        except AssertionError as failed:
            if time.monotonic() > deadline:
                raise QtTimeout(f"waitUntil timed out in {timeout} milliseconds") from failed
        else:
            if met not in (None, True, False):
                raise ValueError(f"waitUntil's callback returned {met!r}, not None/True/False")
            if met is not False:
                return
            if time.monotonic() > deadline:
                raise QtTimeout(f"waitUntil timed out in {timeout} milliseconds")
        bot.wait(next(pauses))


QtBot.waitUntil = QtBot.wait_until = _wait_until  # type: ignore[method-assign,assignment]


@pytest.hookimpl(optionalhook=True)
def pytest_xdist_auto_num_workers(config: pytest.Config) -> int | None:
    """``-n auto`` (pyproject's addopts): the whole suite, or a folder of it, is spread
    over every core (pytest-xdist's count); named test files or tests run in this process,
    where starting the workers would take longer (3 s here) than they save. ``-n N`` and
    ``PYTEST_XDIST_AUTO_NUM_WORKERS`` decide for themselves."""
    if os.environ.get("PYTEST_XDIST_AUTO_NUM_WORKERS"):
        return None
    here = config.invocation_params.dir
    named = [here / arg.split("::")[0] for arg in config.args]
    return 0 if named and all(path.is_file() for path in named) else None


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if _QT_FIXTURES & set(getattr(item, "fixturenames", ())):
            item.add_marker(pytest.mark.gui)


@pytest.hookimpl(wrapper=True)
def pytest_runtest_call(item: pytest.Item) -> Iterator[None]:
    """With ``--screenshots``: the windows a test leaves on screen, saved as its body ends."""
    try:
        return (yield)
    finally:
        if item.config.getoption("--screenshots") is not None:
            Pictures.for_test(item)()


@pytest.fixture(autouse=True)
def _english(request: pytest.FixtureRequest) -> None:
    """A test with a QApplication speaks English as the game does, with the English .qm
    for its plural forms ("1 point", "2 points"); installed once, for the session."""
    if not _QT_FIXTURES & set(request.fixturenames):
        return
    from PySide6.QtCore import QCoreApplication

    from hearts_qt.i18n import Translators

    app = QCoreApplication.instance()
    if app is not None and not _ENGLISH:
        _ENGLISH.append(Translators(app))
        _ENGLISH[0].use("en")


_ENGLISH: list[object] = []


@pytest.fixture(autouse=True)
def _cycles_freed_on_the_tests_thread(request: pytest.FixtureRequest) -> Iterator[None]:
    """As in the game (``hearts_qt.controller.collector``), reference cycles are freed on
    this thread only, never on zeroconf's or a computer player's, which deleted a window
    left in a cycle there and crashed Qt later; with no event loop running (a test
    without Qt), after each test."""
    if _QT_FIXTURES & set(request.fixturenames) and not _COLLECTOR:
        from PySide6.QtCore import QCoreApplication

        from hearts_qt.controller.collector import MainThreadCollector

        app = QCoreApplication.instance()
        if app is not None:
            _COLLECTOR.append(MainThreadCollector(app))
    yield
    if _COLLECTOR:
        _COLLECTOR[0].collect_if_due()  # type: ignore[attr-defined]


_COLLECTOR: list[object] = []


@pytest.fixture
def screenshot(request: pytest.FixtureRequest) -> Pictures:
    """``screenshot("moment")`` saves the windows on screen now, with ``--screenshots``."""
    return Pictures.for_test(request.node)


@pytest.fixture(autouse=True)
def _windows_play_no_sound(monkeypatch: pytest.MonkeyPatch) -> None:
    """A window made without a player of its own plays nothing (running the tests on a
    desktop makes no noise); tests/ui/test_audio.py tries the real device."""
    from hearts_qt.ui import audio

    monkeypatch.setattr(audio, "shared_player", audio.SilentPlayer)


@pytest.fixture(autouse=True)
def _empty_clipboard_after_test() -> Iterator[None]:
    """The offscreen platform crashes at exit (SIGSEGV, after every test passed) when a
    QMimeData made in Python is still on its clipboard; the real platforms do not."""
    yield
    gui = sys.modules.get("PySide6.QtGui")
    if gui is not None and gui.QGuiApplication.instance() is not None:
        gui.QGuiApplication.clipboard().clear()
