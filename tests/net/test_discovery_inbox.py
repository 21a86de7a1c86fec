"""What zeroconf's thread hears reaches Join Table… on the window's thread, and zeroconf's
thread never touches a Qt object: a browser deleted while its loop still hears tables
(a Join dialog closed) once made the loop emit on a deleted object ("Signal source has
been deleted", and a crash in a race)."""

from __future__ import annotations

import threading

import shiboken6
from PySide6.QtCore import QThread
from pytestqt.qtbot import QtBot

from hearts_qt.net import discovery
from hearts_qt.net.discovery import TableAd, TableBrowser
from hearts_qt.net.protocol import VERSION

AD = TableAd(
    "Kitchen._hearts-qt._tcp.local.", "Kitchen", "127.0.0.1", 7531, VERSION, 3, False, False
)


def _from_another_thread(action: object) -> list[BaseException]:
    """Run ``action`` on a thread of its own, as zeroconf's loop does; what it raised."""
    raised: list[BaseException] = []

    def run() -> None:
        try:
            action()  # type: ignore[operator]
        except BaseException as error:
            raised.append(error)

    thread = threading.Thread(target=run)
    thread.start()
    thread.join(5)
    return raised


def test_tables_heard_on_another_thread_are_told_on_the_windows_thread(qtbot: QtBot) -> None:
    browser = TableBrowser()
    browser._inbox = inbox = discovery._Inbox([])  # as start() makes it, without a network
    browser._poll.start()
    threads: list[QThread] = []
    browser.table_found.connect(lambda ad: threads.append(QThread.currentThread()))
    with qtbot.waitSignal(browser.table_found) as found:
        assert _from_another_thread(lambda: inbox.heard.put(AD)) == []
    assert found.args == [AD]
    assert threads == [browser.thread()]
    with qtbot.waitSignal(browser.table_lost) as lost:
        _from_another_thread(lambda: inbox.heard.put(AD.key))
    assert lost.args == [AD.key]
    browser.stop()


def test_a_browser_deleted_while_tables_are_heard_is_not_touched(qtbot: QtBot) -> None:
    browser = TableBrowser()
    browser._inbox = inbox = discovery._Inbox([])
    browser._poll.start()
    browser.stop()
    with qtbot.assertNotEmitted(browser.table_found, wait=3 * discovery.POLL_MS):
        assert _from_another_thread(lambda: inbox.heard.put(AD)) == []
    shiboken6.delete(browser)
    assert _from_another_thread(lambda: inbox.heard.put(AD)) == []
    assert _from_another_thread(lambda: inbox.heard.put(AD.key)) == []
