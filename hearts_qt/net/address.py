"""A table's address as a player types it: ``host:port``, where the host is an IPv4
address, an IPv6 address (in brackets when a port follows) or a host name, and the port
may be left out (``serve_options.DEFAULT_PORT``, the one a table is served on unless told
otherwise).

>>> parse_address("192.168.1.20:7000"), parse_address("[::1]:7000"), parse_address("::1")
(('192.168.1.20', 7000), ('::1', 7000), ('::1', 7531))
>>> parse_address(" kitchen.local ")
('kitchen.local', 7531)
>>> parse_address("192.168.1.300")
Traceback (most recent call last):
hearts_qt.net.address.AddressError: “192.168.1.300” is not an address or a host name.
"""

from __future__ import annotations

import ipaddress

from hearts_qt.i18n import translate
from hearts_qt.net.serve_options import DEFAULT_PORT

_LONGEST_NAME = 253
"""The longest host name DNS allows; each dot-separated label has at most 63 characters."""


class AddressError(ValueError):
    """What is wrong with a typed address, in the player's words."""


def parse_address(text: str, default_port: int = DEFAULT_PORT) -> tuple[str, int]:
    """The host and the port of ``text``; ``AddressError`` saying what is wrong."""
    text = text.strip()
    if not text:
        raise AddressError(
            translate("Address", "Type the table's address, such as 192.168.1.20:7531.")
        )
    host, port = _split(text, default_port)
    if not (_is_ip(host) or _is_host_name(host)):
        raise AddressError(
            translate("Address", "“{host}” is not an address or a host name.").format(host=host)
        )
    return host, port


def _split(text: str, default_port: int) -> tuple[str, int]:
    if text.startswith("["):  # [IPv6] or [IPv6]:port
        end = text.find("]")
        if end < 0:
            raise AddressError(translate("Address", "The address lacks its closing “]”."))
        host, rest = text[1:end], text[end + 1 :]
        if host and not _is_ip(host):
            raise AddressError(
                translate("Address", "“{host}” is not an IPv6 address.").format(host=host)
            )
        if not rest:
            return host, default_port
        if not rest.startswith(":"):
            raise AddressError(translate("Address", "Write the port after a colon: [::1]:7531."))
        return host, _port(rest[1:])
    if text.count(":") > 1:  # a bare IPv6 address: no port can follow it
        return text, default_port
    host, colon, port = text.partition(":")
    return host, _port(port) if colon else default_port


def _port(text: str) -> int:
    if text.isascii() and text.isdigit() and 1 <= int(text) <= 65535:
        return int(text)
    raise AddressError(translate("Address", "The port must be a number from 1 to 65535."))


def _is_ip(host: str) -> bool:
    try:
        ipaddress.ip_address(host)
    except ValueError:
        return False
    return True


def _is_host_name(host: str) -> bool:
    labels = host.removesuffix(".").split(".")
    if all(label.isdigit() for label in labels):
        return False  # numbers and dots: an IPv4 address, and not a valid one
    return 0 < len(host) <= _LONGEST_NAME and all(
        0 < len(label) <= 63
        and not label.startswith("-")
        and not label.endswith("-")
        and all(c.isalnum() or c == "-" for c in label)
        for label in labels
    )
