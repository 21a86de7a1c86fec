"""Finding tables on the local network: DNS service discovery (zeroconf, RFC 6762/6763).

A host publishes its table as a service of type ``SERVICE_TYPE`` with a TXT record of a
few short keys (``txt_record``); Join Table… browses for that type and lists what it
finds (``TableBrowser``). Both run on python-zeroconf's own thread and asyncio loop: the
window's thread only hands them work (never waits on them), and what they hear comes back
through a queued signal. A machine without a network, or whose network refuses multicast,
simply finds nothing and publishes nothing (``error`` says why): a table is always
joinable by its typed address.

The TXT record (every value is short text; anything else from the network is distrusted):

``v``      the protocol version the table speaks (``protocol.VERSION``)
``table``  the table's name, at most ``protocol.MAX_TEXT`` characters
``free``   how many seats are free, 0 to 4
``pw``     ``1`` when the table asks for a password, else ``0``
``tls``    ``1`` when the table speaks TLS, else ``0``

An announcement whose values are missing, malformed or out of range is ignored
(``table_ad`` returns None): a hostile or broken neighbour cannot put a strange line in
the list. Only IPv4 addresses are announced and used.

``HEARTS_QT_MDNS_INTERFACES`` (addresses separated by commas, e.g. ``127.0.0.1``) limits
the interfaces searched and announced on; by default every one is.
"""

from __future__ import annotations

import asyncio
import contextlib
import ipaddress
import logging
import os
import queue
import socket
import threading
import unicodedata
from collections.abc import Coroutine, Mapping, Sequence
from concurrent.futures import Future
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal, Slot

from hearts_qt.i18n import translate
from hearts_qt.net.protocol import MAX_TEXT, VERSION

log = logging.getLogger(__name__)

SERVICE_TYPE = "_hearts-qt._tcp.local."
INTERFACES_VARIABLE = "HEARTS_QT_MDNS_INTERFACES"
RESOLVE_MS = 3000
"""How long a table found is asked for its address and record before it is given up."""
CLOSE_S = 1.0
"""The longest the window's thread waits, at exit, for a table's goodbye to go out."""
_MAX_INSTANCE = 63
"""The longest DNS label, in bytes: a service instance's name."""


@dataclass(frozen=True, slots=True)
class TableAd:
    """A table announced on the network, as the Join list shows it."""

    key: str
    """The service's name on the network, unique there (``table_lost`` names it)."""
    table: str
    address: str
    port: int
    version: int
    free_seats: int
    password: bool
    tls: bool

    @property
    def joinable(self) -> bool:
        """Whether this hearts-qt can sit there: the same protocol and a free seat."""
        return self.version == VERSION and self.free_seats > 0


def txt_record(table: str, free_seats: int, password: bool, tls: bool) -> dict[str, str]:
    """What a host announces besides its address and port."""
    return {
        "v": str(VERSION),
        "table": clean_text(table)[:MAX_TEXT],
        "free": str(max(0, min(4, free_seats))),
        "pw": "1" if password else "0",
        "tls": "1" if tls else "0",
    }


def clean_text(text: str) -> str:
    """``text`` without control or formatting characters (line breaks, bidi overrides),
    its spaces collapsed: what a name from the network may show."""
    kept = "".join(" " if unicodedata.category(c)[0] in "CZ" else c for c in text)
    return " ".join(kept.split())


def table_ad(
    key: str,
    addresses: list[str],
    port: int | None,
    properties: Mapping[bytes, bytes | None],
    networks: Sequence[ipaddress.IPv4Network] = (),
) -> TableAd | None:
    """The table a resolved service announces, or None when anything in it is not what a
    hearts-qt host sends (a foreign or hostile announcement). Of a host's addresses, the
    first in one of ``networks`` (this computer's) is joined: a host on the same network
    may also have others (a VPN's, a container bridge's) that this computer cannot reach."""
    fields: dict[str, str] = {}
    for name, value in properties.items():
        if value is None:
            return None
        try:
            fields[name.decode("ascii")] = value.decode("utf-8")
        except UnicodeDecodeError:
            return None
    ipv4 = sorted(
        (a for a in addresses if _is_ipv4(a)),
        key=lambda a: not any(ipaddress.IPv4Address(a) in n for n in networks),
    )
    if not ipv4 or port is None or not 0 < port < 65536:
        return None
    version, free = fields.get("v", ""), fields.get("free", "")
    flags = fields.get("pw"), fields.get("tls")
    table = fields.get("table")
    if not (version.isdigit() and len(version) < 6 and free in ("0", "1", "2", "3", "4")):
        return None
    if any(flag not in ("0", "1") for flag in flags) or table is None or len(table) > MAX_TEXT:
        return None
    return TableAd(
        key=key,
        table=clean_text(table),
        address=ipv4[0],
        port=port,
        version=int(version),
        free_seats=int(free),
        password=flags[0] == "1",
        tls=flags[1] == "1",
    )


def _is_ipv4(text: str) -> bool:
    try:
        return isinstance(ipaddress.ip_address(text), ipaddress.IPv4Address)
    except ValueError:
        return False


def chosen_interfaces() -> list[str] | None:
    """The addresses of ``HEARTS_QT_MDNS_INTERFACES``, or None for every interface."""
    text = os.environ.get(INTERFACES_VARIABLE, "").strip()
    if not text:
        return None
    return [part.strip() for part in text.split(",") if _is_ipv4(part.strip())]


def local_networks() -> list[ipaddress.IPv4Network]:
    """The IPv4 networks this computer is on (each interface's address and prefix)."""
    import ifaddr  # zeroconf's own dependency

    return [
        ipaddress.IPv4Network(f"{ip.ip}/{ip.network_prefix}", strict=False)
        for adapter in ifaddr.get_adapters()
        for ip in adapter.ips
        if isinstance(ip.ip, str)
    ]


def _announced_addresses(interfaces: list[str] | None) -> list[str]:
    if interfaces is not None:
        return interfaces
    import ifaddr  # zeroconf's own dependency

    found: list[str] = []
    for adapter in ifaddr.get_adapters():
        for ip in adapter.ips:
            if isinstance(ip.ip, str) and not ipaddress.ip_address(ip.ip).is_loopback:
                found.append(ip.ip)
    return found


def _instance_name(table: str) -> str:
    """A service instance name from the table's name (one DNS label, no dots)."""
    name = clean_text(table).replace(".", " ").strip() or f"hearts-qt on {socket.gethostname()}"
    while len(name.encode()) > _MAX_INSTANCE:
        name = name[:-1]
    return name


def _server_name() -> str:
    label = "".join(
        c if c.isascii() and (c.isalnum() or c == "-") else "-" for c in socket.gethostname()
    )
    return f"{label.strip('-')[:_MAX_INSTANCE] or 'hearts-qt'}.local."


class _Zeroconf(QObject):
    """One python-zeroconf instance, started on demand, closed off the window's thread."""

    def __init__(self, parent: QObject | None) -> None:
        super().__init__(parent)
        self._zc: Any = None
        self._closer: threading.Thread | None = None
        self._last: Future[object] | None = None
        self.error = ""

    def _start(self) -> Any:
        if self._zc is None and not self.error:
            try:
                from zeroconf import InterfaceChoice, IPVersion, Zeroconf

                interfaces = chosen_interfaces()
                self._zc = Zeroconf(
                    interfaces=InterfaceChoice.All if interfaces is None else interfaces,
                    ip_version=IPVersion.V4Only,
                )
            except (ImportError, OSError) as error:  # no zeroconf, no network, no multicast
                self.error = str(error) or type(error).__name__
                log.info("No service discovery: %s", self.error)
        return self._zc

    def _run(self, coroutine: Coroutine[Any, Any, object]) -> None:
        """Run ``coroutine`` on zeroconf's loop after the one run before; never waits."""
        zc = self._start()
        if zc is None:
            coroutine.close()
            return
        future = asyncio.run_coroutine_threadsafe(_after(self._last, coroutine), zc.loop)
        future.add_done_callback(_log_failure)
        self._last = future

    def close(self, wait_s: float = 0.0) -> None:
        """Stop (saying goodbye for what was published) on a thread of its own, once what
        was asked before is done; wait at most ``wait_s`` for it."""
        zc, last, self._zc, self._last = self._zc, self._last, None, None
        if zc is not None:
            self._closer = threading.Thread(
                target=_close, args=(zc, last), name="zeroconf-close", daemon=True
            )
            self._closer.start()
        if self._closer is not None and wait_s > 0:
            self._closer.join(wait_s)


FINISH_S = 3.0
"""How long a closing zeroconf lets what was asked of it finish (an announcement's
broadcasts take about a second)."""


def _close(zc: Any, last: Future[object] | None) -> None:
    """Close ``zc`` after ``last`` (at most ``FINISH_S``): a closed loop drops the work
    queued on it unrun (its tasks destroyed while pending)."""
    if last is not None:
        with contextlib.suppress(Exception):  # failed (logged), cancelled or slow
            last.result(timeout=FINISH_S)
    zc.close()


async def _after(previous: Future[object] | None, coroutine: Coroutine[Any, Any, object]) -> object:
    try:
        if previous is not None:
            await asyncio.wait([asyncio.wrap_future(previous)])
    except BaseException:  # cancelled, or dropped by a closing loop: ``coroutine`` never runs
        coroutine.close()
        raise
    return await coroutine


def _log_failure(future: Future[object]) -> None:
    if not future.cancelled() and future.exception() is not None:
        log.info("Service discovery failed: %s", future.exception())


class _Inbox:
    """What zeroconf's thread hears, waiting for the window's thread to take it.

    Zeroconf's loop never touches a Qt object: the browser may be deleted on the window's
    thread at any moment (a signal emitted then from the loop raised "Signal source has
    been deleted", or crashed in a race). The loop only puts what it heard in this plain
    queue, and the browser's timer takes it on its own thread."""

    def __init__(self, networks: list[ipaddress.IPv4Network]) -> None:
        self.heard: queue.SimpleQueue[TableAd | str] = queue.SimpleQueue()
        """A table found or changed (its ad), or lost (its key)."""
        self.networks = networks
        self.browser: Any = None
        """zeroconf's browser, made on its loop."""
        self._resolving: set[asyncio.Future[None]] = set()

    def on_change(self, zeroconf: Any, service_type: str, name: str, state_change: Any) -> None:
        """On zeroconf's loop: resolve what came or changed, tell what went."""
        from zeroconf import ServiceStateChange

        if state_change is ServiceStateChange.Removed:
            self.heard.put(name)
        else:
            task = asyncio.ensure_future(self._resolve(zeroconf, service_type, name))
            self._resolving.add(task)  # kept until done (the loop holds tasks weakly)
            task.add_done_callback(self._resolving.discard)

    async def _resolve(self, zeroconf: Any, service_type: str, name: str) -> None:
        from zeroconf.asyncio import AsyncServiceInfo

        info = AsyncServiceInfo(service_type, name)
        if await info.async_request(zeroconf, RESOLVE_MS):
            addresses = info.parsed_addresses()
            ad = table_ad(name, addresses, info.port, info.properties, self.networks)
            if ad is not None:
                self.heard.put(ad)
            else:
                log.info("Ignoring a strange announcement of %r.", name)


async def _browse(zc: Any, inbox: _Inbox) -> None:
    from zeroconf.asyncio import AsyncServiceBrowser

    inbox.browser = AsyncServiceBrowser(zc, SERVICE_TYPE, handlers=[inbox.on_change])


POLL_MS = 100
"""How often a browsing window's thread takes what zeroconf heard."""


class TableBrowser(_Zeroconf):
    """The tables announced on the network, as they come and go.

    Signals (on the thread that made the browser):
        table_found(TableAd): a table was found, or its record changed (same ``key``).
        table_lost(str key): the table of that ``key`` is gone.
    """

    table_found = Signal(object)
    table_lost = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._inbox: _Inbox | None = None
        self._poll = QTimer(self)
        self._poll.setInterval(POLL_MS)
        self._poll.timeout.connect(self._take_heard)

    def start(self) -> bool:
        """Begin looking; False (and ``error``) when this machine cannot."""
        if self._inbox is None:
            inbox = _Inbox(local_networks())
            self._inbox = inbox
            self._poll.start()
            zc = self._start()
            if zc is None:
                self._poll.stop()  # nothing will be heard
            else:
                self._run(_browse(zc, inbox))
        return not self.error

    @Slot()
    def _take_heard(self) -> None:
        inbox = self._inbox
        while inbox is not None and inbox is self._inbox:
            try:
                item = inbox.heard.get_nowait()
            except queue.Empty:
                return
            if isinstance(item, str):
                self.table_lost.emit(item)
            else:
                self.table_found.emit(item)

    def stop(self) -> None:
        self._poll.stop()
        self._inbox = None  # nothing heard after stop is told
        self.close()


class TableAnnouncer(_Zeroconf):
    """A host's table, announced on the network while it is published."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._info: Any = None

    def publish(
        self, table: str, port: int, free_seats: int, password: bool = False, tls: bool = False
    ) -> bool:
        """Announce the table served on ``port`` (again, with these values, if it is
        already); False (and ``error``) when this machine cannot."""
        from zeroconf.asyncio import AsyncServiceInfo

        zc = self._start()
        addresses = _announced_addresses(chosen_interfaces())
        if zc is None or not addresses:
            self.error = self.error or translate("Discovery", "this computer has no IPv4 address")
            return False
        properties = txt_record(table, free_seats, password, tls)
        if self._info is not None and self._info.port == port:
            self._info = AsyncServiceInfo(
                SERVICE_TYPE,
                self._info.name,
                port=port,
                properties=properties,
                parsed_addresses=addresses,
                server=self._info.server,
            )
            self._run(_updated(zc, self._info))
            return True
        if self._info is not None:
            self._run(_withdrawn(zc, self._info))
        self._info = AsyncServiceInfo(
            SERVICE_TYPE,
            f"{_instance_name(table)}.{SERVICE_TYPE}",
            port=port,
            properties=properties,
            parsed_addresses=addresses,
            server=_server_name(),
        )
        self._run(_registered(zc, self._info))
        return True

    def withdraw(self, wait_s: float = 0.0) -> None:
        """Stop announcing the table (its goodbye goes out on zeroconf's thread)."""
        self._info = None
        self.close(wait_s)


async def _registered(zc: Any, info: Any) -> None:
    await (await zc.async_register_service(info, allow_name_change=True))


async def _updated(zc: Any, info: Any) -> None:
    await (await zc.async_update_service(info))


async def _withdrawn(zc: Any, info: Any) -> None:
    await (await zc.async_unregister_service(info))
