"""Service discovery: what a host announces, what a browser accepts from the network, and a
table published and found over loopback multicast (skipped where the machine has none)."""

from __future__ import annotations

import gc
import ipaddress
import os
import socket
import subprocess
import sys
import uuid
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from hearts_qt.net import discovery
from hearts_qt.net.client import TableClient
from hearts_qt.net.discovery import TableAd, TableAnnouncer, TableBrowser, table_ad, txt_record
from hearts_qt.net.host import TableHost
from hearts_qt.net.protocol import MAX_TEXT, VERSION
from hearts_qt.net.serve import announce
from hearts_qt.storage.files import DATA_DIR_ENV
from tests.net.table import join


def _record(**values: str) -> dict[bytes, bytes | None]:
    return {key.encode(): value.encode() for key, value in values.items()}


GOOD = {"v": str(VERSION), "table": "Kitchen", "free": "2", "pw": "1", "tls": "0"}


def test_a_hosts_record_reads_back_as_its_table() -> None:
    record = {k.encode(): v.encode() for k, v in txt_record("Kitchen", 3, True, True).items()}
    ad = table_ad("Kitchen._hearts-qt._tcp.local.", ["192.0.2.7"], 7531, record)
    assert ad == TableAd(
        key="Kitchen._hearts-qt._tcp.local.",
        table="Kitchen",
        address="192.0.2.7",
        port=7531,
        version=VERSION,
        free_seats=3,
        password=True,
        tls=True,
    )
    assert ad.joinable


def test_a_full_table_or_another_version_is_listed_but_not_joinable() -> None:
    full = table_ad("a", ["192.0.2.7"], 1, _record(**(GOOD | {"free": "0"})))
    other = table_ad("b", ["192.0.2.7"], 1, _record(**(GOOD | {"v": str(VERSION + 1)})))
    assert full is not None and not full.joinable
    assert other is not None and not other.joinable


@pytest.mark.parametrize(
    "change",
    [
        {"v": "one"},
        {"v": "-1"},
        {"v": "9" * 40},
        {"free": "5"},
        {"free": "-1"},
        {"free": "²"},
        {"pw": "yes"},
        {"tls": ""},
        {"table": "x" * (MAX_TEXT + 1)},
    ],
)
def test_hostile_values_are_ignored(change: dict[str, str]) -> None:
    assert table_ad("k", ["192.0.2.7"], 7531, _record(**(GOOD | change))) is None


@pytest.mark.parametrize("missing", sorted(GOOD))
def test_a_record_missing_a_key_is_ignored(missing: str) -> None:
    values = {k: v for k, v in GOOD.items() if k != missing}
    assert table_ad("k", ["192.0.2.7"], 7531, _record(**values)) is None


def test_bytes_that_are_not_text_or_a_key_without_value_are_ignored() -> None:
    assert table_ad("k", ["192.0.2.7"], 1, _record(**GOOD) | {b"table": b"\xff\xfe"}) is None
    assert table_ad("k", ["192.0.2.7"], 1, _record(**GOOD) | {b"\xff": b"1"}) is None
    assert table_ad("k", ["192.0.2.7"], 1, _record(**GOOD) | {b"pw": None}) is None


@pytest.mark.parametrize(
    ("addresses", "port"),
    [([], 7531), (["fe80::1"], 7531), (["not an address"], 7531), (["192.0.2.7"], 0),
     (["192.0.2.7"], None), (["192.0.2.7"], 70000)],
)  # fmt: skip
def test_an_announcement_without_a_usable_address_is_ignored(
    addresses: list[str], port: int | None
) -> None:
    assert table_ad("k", addresses, port, _record(**GOOD)) is None


def test_a_name_shows_no_line_breaks_or_direction_tricks() -> None:
    name = "Evil\n\u202etable\x00  here\t"
    ad = table_ad("k", ["192.0.2.7"], 1, _record(**(GOOD | {"table": name})))
    assert ad is not None and ad.table == "Evil table here"
    assert (
        txt_record(name + "y" * 100, 9, False, False)["table"]
        == ("Evil table here " + "y" * 100)[:MAX_TEXT]
    )
    assert txt_record("", 9, False, False)["free"] == "4"


def test_interfaces_come_from_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(discovery.INTERFACES_VARIABLE, "127.0.0.1, nonsense,")
    assert discovery.chosen_interfaces() == ["127.0.0.1"]
    monkeypatch.delenv(discovery.INTERFACES_VARIABLE)
    assert discovery.chosen_interfaces() is None


def _loopback_multicast() -> str:
    """Why multicast on loopback cannot be used here, or '' when it can."""
    probe = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        probe.setsockopt(socket.IPPROTO_IP, socket.IP_MULTICAST_IF, socket.inet_aton("127.0.0.1"))
        probe.sendto(b"", ("224.0.0.251", 5353))
    except OSError as error:
        return f"no multicast on loopback here: {error}"
    finally:
        probe.close()
    return ""


@pytest.mark.skipif(bool(_loopback_multicast()), reason=_loopback_multicast() or "-")
def test_a_published_table_is_found_updated_and_lost(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(discovery.INTERFACES_VARIABLE, "127.0.0.1")
    name = f"Kitchen {uuid.uuid4().hex[:8]}"  # not another test run's table
    announcer, browser = TableAnnouncer(), TableBrowser()
    found: list[TableAd] = []
    lost: list[str] = []
    browser.table_found.connect(lambda ad: found.append(ad) if ad.table == name else None)
    browser.table_lost.connect(lost.append)
    try:
        assert browser.start(), browser.error
        assert announcer.publish(name, 7531, 3, password=True), announcer.error
        qtbot.waitUntil(lambda: bool(found), timeout=10_000)
        assert found[0].address == "127.0.0.1" and found[0].port == 7531
        assert (found[0].free_seats, found[0].password, found[0].tls) == (3, True, False)
        assert announcer.publish(name, 7531, 1, password=True)
        qtbot.waitUntil(lambda: found[-1].free_seats == 1, timeout=10_000)
        announcer.withdraw()
        qtbot.waitUntil(lambda: found[0].key in lost, timeout=10_000)
    finally:
        browser.stop()
        announcer.withdraw(wait_s=2.0)


@pytest.mark.skipif(bool(_loopback_multicast()), reason=_loopback_multicast() or "-")
def test_an_announcer_withdrawn_at_once_leaves_no_announcement_unrun(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A host closing just after a seat changed: the updates queued on zeroconf's loop
    finish (or are dropped cleanly) before it closes; none is left never awaited."""
    monkeypatch.setenv(discovery.INTERFACES_VARIABLE, "127.0.0.1")
    unraisable: list[object] = []
    monkeypatch.setattr(sys, "unraisablehook", unraisable.append)
    announcer = TableAnnouncer()
    name = f"Kitchen {uuid.uuid4().hex[:8]}"
    for free in (3, 2, 1, 0):  # one registration, then updates queued behind it
        assert announcer.publish(name, 7531, free), announcer.error
    announcer.withdraw(wait_s=discovery.FINISH_S + 5)
    gc.collect()
    assert [hook.exc_value for hook in unraisable] == []  # type: ignore[attr-defined]


def test_without_multicast_nothing_is_found_or_announced_and_why_is_said(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    import zeroconf

    def refuse(*_args: object, **_kwargs: object) -> None:
        raise OSError(19, "No such device")

    monkeypatch.setattr(zeroconf, "Zeroconf", refuse)
    browser, announcer = TableBrowser(), TableAnnouncer()
    assert not browser.start() and "No such device" in browser.error
    assert not announcer.publish("Kitchen", 7531, 3) and "No such device" in announcer.error
    browser.stop()
    announcer.withdraw()


def test_of_a_hosts_addresses_the_one_on_this_computers_network_is_joined() -> None:
    addresses = ["172.17.0.1", "10.8.0.5", "192.168.1.20"]
    home = [ipaddress.IPv4Network("192.168.1.0/24"), ipaddress.IPv4Network("127.0.0.0/8")]
    ad = table_ad("k", addresses, 7531, _record(**GOOD), home)
    assert ad is not None and ad.address == "192.168.1.20"
    elsewhere = table_ad(
        "k", addresses, 7531, _record(**GOOD), [ipaddress.IPv4Network("10.0.0.0/24")]
    )
    assert elsewhere is not None and elsewhere.address == "172.17.0.1"  # none near: the first
    assert all(isinstance(n, ipaddress.IPv4Network) for n in discovery.local_networks())


@pytest.mark.skipif(bool(_loopback_multicast()), reason=_loopback_multicast() or "-")
def test_the_server_announces_its_table_and_its_free_seats(qtbot: QtBot, tmp_path: Path) -> None:
    name = f"Cellar {uuid.uuid4().hex[:8]}"
    server = subprocess.Popen(
        [sys.executable, "-m", "hearts_qt.net.serve", "--port", "0", "--address", "127.0.0.1",
         "--levels", "easy", "--players", "2", "--table", name],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
        env={**os.environ, DATA_DIR_ENV: str(tmp_path), discovery.INTERFACES_VARIABLE: "127.0.0.1"},
    )  # fmt: skip
    browser = TableBrowser()
    found: list[TableAd] = []
    browser.table_found.connect(lambda ad: found.append(ad) if ad.table == name else None)
    client = TableClient()
    try:
        assert browser.start(), browser.error
        qtbot.waitUntil(lambda: bool(found), timeout=15_000)
        assert (found[-1].free_seats, found[-1].tls, found[-1].password) == (4, False, False)
        with qtbot.waitSignal(client.joined, timeout=10_000):
            client.join(found[-1].address, found[-1].port, "Ann")
        qtbot.waitUntil(lambda: found[-1].free_seats == 3, timeout=15_000)
    finally:
        client.leave()
        browser.stop()
        server.kill()
        server.communicate(timeout=10)


def test_a_hosts_table_is_announced_full_once_its_game_begins(
    qtbot: QtBot, host: TableHost, monkeypatch: pytest.MonkeyPatch
) -> None:
    announced: list[int] = []

    def publish(_self: TableAnnouncer, _table: str, _port: int, free: int, *_: object) -> bool:
        announced.append(free)
        return True

    monkeypatch.setattr(TableAnnouncer, "publish", publish)
    announce(host, False, host, lambda _problem: None)
    ann = join(qtbot, host, "Ann", autoplay=False)  # kept: a client dropped frees its seat
    qtbot.waitUntil(lambda: announced[-1:] == [3], timeout=5000)
    host.start(seed=123_456_789)  # the deal number once set the announcement's delay in ms
    qtbot.waitUntil(lambda: announced[-1:] == [0], timeout=5000)
    ann.leave()
