"""Test configuration: Qt runs offscreen, tests that need a QApplication are marked gui,
and ``--screenshots DIR`` makes them save what they show (``screenshot_option.py``)."""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator

import pytest

from tests.screenshot_option import Pictures, add_option

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# Tables announced and looked for by tests stay on this machine (hearts_qt.net.discovery).
os.environ.setdefault("HEARTS_QT_MDNS_INTERFACES", "127.0.0.1")

_QT_FIXTURES = {"qtbot", "qapp", "qtmodeltester"}


def pytest_addoption(parser: pytest.Parser) -> None:
    add_option(parser)


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
