"""The name a player is known by at a network table, hosting or joining."""

from __future__ import annotations

import getpass

from hearts_qt.engine import Seat
from hearts_qt.i18n import translate
from hearts_qt.net.protocol import MAX_NAME
from hearts_qt.storage.settings import Settings, as_name, default_name

NAME_KEY = "join/name"
"""The settings key of the name last joined or hosted under."""


def player_name(settings: Settings) -> str:
    """The name the host's player is known by at a table: the one remembered (last joined
    or hosted under, else set in Options), else the system's user name, else "Player".
    Never a seat's name: a friend's window offers them "South" too, and clashed."""
    try:
        user = getpass.getuser()
    except (OSError, KeyError):  # no user name in the environment or the user database
        user = ""
    chosen = settings.name(Seat.SOUTH)
    for name in (
        str(settings.qsettings.value(NAME_KEY, "") or ""),
        "" if chosen == default_name(Seat.SOUTH) else chosen,
        user,
    ):
        usable = as_name(name)
        if usable is not None and len(usable) <= MAX_NAME:
            return usable
    return translate("HostDialog", "Player")
