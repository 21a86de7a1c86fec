"""``hearts-qt-server``'s command line: its options, each value checked with a message in
the player's language (argparse exits with status 2 and it).

A table password comes from a file (``--password-file``) or the environment
(``PASSWORD_ENV``), never from the command line: any user of the machine can read a
process's arguments (``ps``, ``/proc/<pid>/cmdline``), not its environment or a file of
the owner's.
"""

from __future__ import annotations

import argparse
from dataclasses import replace
from pathlib import Path

from hearts_qt.ai import LEVELS
from hearts_qt.cli import translated_parser
from hearts_qt.engine import Rules
from hearts_qt.engine.presets import PRESETS, Preset
from hearts_qt.engine.rules import PASS_COUNTS
from hearts_qt.i18n import translate
from hearts_qt.net.host import TAKEOVER_MS
from hearts_qt.net.protocol import MAX_TEXT
from hearts_qt.storage.saved_table import SERVED_FILE

DEFAULT_PORT = 7531
"""The port a table is served on unless told otherwise."""
PASSWORD_ENV = "HEARTS_QT_TABLE_PASSWORD"


def _port(text: str) -> int:
    if not text.isdigit() or not 0 <= int(text) <= 65535:
        raise argparse.ArgumentTypeError(
            translate("Server", "not a port from 0 to 65535: {text}").format(text=repr(text))
        )
    return int(text)


def _levels(text: str) -> tuple[str, str, str, str]:
    levels = [level.strip() for level in text.split(",")]
    if len(levels) == 1:
        levels *= 4
    if len(levels) != 4 or any(level not in LEVELS for level in levels):
        raise argparse.ArgumentTypeError(
            translate(
                "Server", "not one level or four separated by commas (from {choices}): {text}"
            ).format(choices=", ".join(LEVELS), text=repr(text))
        )
    return (levels[0], levels[1], levels[2], levels[3])


def _seconds(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        value = -1.0
    if not 0 <= value <= 3600:
        raise argparse.ArgumentTypeError(
            translate("Server", "not a number of seconds from 0 to 3600: {text}").format(
                text=repr(text)
            )
        )
    return value


def _password_file(text: str) -> str:
    """The password on the file's first line (without its line end)."""
    try:
        with open(text, encoding="utf-8") as file:
            password = file.readline(MAX_TEXT + 2).rstrip("\r\n")
    except (OSError, UnicodeDecodeError) as error:
        reason = error.strerror if isinstance(error, OSError) and error.strerror else error
        raise argparse.ArgumentTypeError(
            translate("Server", "cannot read a password from {file}: {reason}").format(
                file=repr(text), reason=reason
            )
        ) from None
    if not password or len(password) > MAX_TEXT or not password.isprintable():
        raise argparse.ArgumentTypeError(
            translate(
                "Server",
                "the first line of {file} is not a password of 1 to {most} printable characters",
            ).format(file=repr(text), most=MAX_TEXT)
        )
    return password


def _preset(text: str) -> Preset:
    for preset in Preset:
        if text == preset.value:
            return preset
    raise argparse.ArgumentTypeError(
        translate("Server", "not a preset (one of {choices}): {text}").format(
            choices=", ".join(p.value for p in Preset), text=repr(text)
        )
    )


def _pass_count(text: str) -> int:
    if text not in [str(count) for count in PASS_COUNTS]:
        raise argparse.ArgumentTypeError(
            translate("Server", "not a number of cards to pass from 3 to 5: {text}").format(
                text=repr(text)
            )
        )
    return int(text)


def rules_of(options: argparse.Namespace) -> Rules:
    """The rules a new table plays: the preset's, with the pass asked for."""
    rules: Rules = PRESETS[options.preset]
    return replace(rules, pass_count=options.pass_count or rules.pass_count)


def _players(text: str) -> int:
    if text not in ("1", "2", "3", "4"):
        raise argparse.ArgumentTypeError(
            translate("Server", "not a number of players from 1 to 4: {text}").format(
                text=repr(text)
            )
        )
    return int(text)


def parser() -> argparse.ArgumentParser:
    p, options = translated_parser(
        "hearts-qt-server",
        translate(
            "Server",
            "Serve a table of Hearts on the network, without a window: players join it "
            "from their own hearts-qt and computer players take the empty seats.",
        ),
    )
    options.add_argument(
        "--port",
        type=_port,
        default=DEFAULT_PORT,
        help=translate(
            "Server", "the TCP port to serve on, 0 for any free one (default: %(default)s)"
        ),
    )
    options.add_argument(
        "--address",
        default="",
        help=translate("Server", "the address to serve on (default: every address)"),
    )
    options.add_argument(
        "--table", default="", help=translate("Server", "the table's name, shown to the players")
    )
    options.add_argument(
        "--levels",
        type=_levels,
        default=("normal",) * 4,
        help=translate(
            "Server",
            "the computer players' level, or four levels for South, West, North and East "
            "(default: normal)",
        ),
    )
    options.add_argument(
        "--preset",
        type=_preset,
        default=Preset.CLASSIC,
        metavar="NAME",
        help=translate(
            "Server",
            "the rules a new table plays: {choices} (default: classic; a resumed table "
            "keeps its own)",
        ).format(choices=", ".join(p.value for p in Preset)),
    )
    options.add_argument(
        "--pass-count",
        type=_pass_count,
        default=None,
        metavar="N",
        help=translate("Server", "how many cards each player passes: 3, 4 or 5 (default: 3)"),
    )
    options.add_argument(
        "--players",
        type=_players,
        default=1,
        help=translate(
            "Server", "begin a game when this many players have joined (default: %(default)s)"
        ),
    )
    options.add_argument(
        "--takeover",
        type=_seconds,
        default=TAKEOVER_MS / 1000,
        help=translate(
            "Server",
            "seconds before a computer plays for a player who has dropped (default: %(default)s)",
        ),
    )
    options.add_argument(
        "--password-file",
        type=_password_file,
        default=None,
        metavar="FILE",
        help=translate(
            "Server",
            "players need the password on this file's first line to sit down; the "
            "environment variable {variable} gives one too (not on the command line: "
            "other users of the machine can read it there)",
        ).format(variable=PASSWORD_ENV),
    )
    options.add_argument(
        "--save",
        type=Path,
        default=None,
        metavar="FILE",
        help=translate(
            "Server",
            "the file the table is saved in as it is played, and resumed from when the "
            "server starts again (default: {file} in the data folder)",
        ).format(file=SERVED_FILE),
    )
    options.add_argument(
        "--fresh",
        action="store_true",
        help=translate(
            "Server", "begin a new table instead of resuming the one saved (it is replaced)"
        ),
    )
    options.add_argument(
        "--certificate",
        type=Path,
        default=None,
        metavar="FILE",
        help=translate(
            "Server",
            "speak TLS to the players who ask for it, with this certificate (PEM; with --key)",
        ),
    )
    options.add_argument(
        "--key",
        type=Path,
        default=None,
        metavar="FILE",
        help=translate("Server", "the certificate's private key (PEM, without a passphrase)"),
    )
    options.add_argument(
        "--no-announce",
        action="store_true",
        help=translate("Server", "do not announce the table on the local network (zeroconf)"),
    )
    p.add_argument("--seed", type=int, default=None, help=argparse.SUPPRESS)
    return p
