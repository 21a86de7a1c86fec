"""Who may sit where at a network table: the host's answer to each ``hello``.

The decisions alone, over the table's four places (no sockets, no game): the version
spoken, the table's password, a seat taken back with its token, a free seat before the
game. Passwords are compared as SHA-256 digests and tokens as bytes, both in constant
time, so that neither a password's length nor a token's first characters are told.
"""

from __future__ import annotations

import hashlib
import secrets
from collections.abc import Sequence
from dataclasses import dataclass, field

from PySide6.QtCore import QTimer

from hearts_qt.ai import Player
from hearts_qt.engine import Seat
from hearts_qt.net.line import Line
from hearts_qt.net.protocol import VERSION, Hello, Rejection


@dataclass(eq=False)
class Place:
    """One seat of the table: who sits there, how to reach them, who plays for them."""

    name: str = ""
    token: str = ""
    line: Line | None = None
    computer: Player | None = None
    timer: QTimer | None = field(default=None, repr=False)


def digest(password: str) -> bytes:
    """What passwords are compared by: digests of one length, so that comparing them in
    constant time does not tell the length either."""
    return hashlib.sha256(password.encode()).digest()


def new_token() -> str:
    """A seat's token: what takes the seat back after a drop."""
    return secrets.token_urlsafe(16)


def seat_for(
    places: Sequence[Place], hello: Hello, password: bytes | None, *, started: bool
) -> Seat | Rejection:
    """The seat ``hello`` takes, or why it takes none. A free seat is given the hello's
    name and a new token; ``password`` is the table password's ``digest`` (None: none)."""
    if hello.version != VERSION:
        return "version"
    if password is not None and not secrets.compare_digest(digest(hello.password or ""), password):
        return "password"
    for seat, place in zip(Seat, places, strict=True):
        if place.name == hello.name:
            if place.line is not None:
                return "name"
            token = (hello.token or "").encode()
            if hello.token is None or not secrets.compare_digest(token, place.token.encode()):
                return "token"
            return seat
    if started:
        return "started"
    for seat, place in zip(Seat, places, strict=True):
        if not place.name:
            place.name, place.token = hello.name, new_token()
            return seat
    return "full"
