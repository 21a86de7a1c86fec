"""The manual page ``hearts-qt(6)`` of the .deb, written from the app's own command line.

The options and their help come from ``hearts_qt.cli.parser()`` (what ``--help`` prints),
so the page cannot fall behind the program; the rest is the few facts a player looks for
in ``man hearts-qt``: what it is and where the game keeps its files.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import pkgmeta
import share

SECTION = "6"
"""Games."""


def _roff(text: str) -> str:
    """Text safe in a roff line: backslashes and hyphens escaped, no leading control dot."""
    text = text.replace("\\", "\\e").replace("-", "\\-")
    return "\\&" + text if text.startswith((".", "'")) else text


def _value(action: argparse.Action) -> str:
    """`` VALUE`` in italics as ``--help`` names it (the choices, the metavar), or ""."""
    if action.nargs == 0:
        return ""
    if action.choices is not None:
        value = "{" + ",".join(str(c) for c in action.choices) + "}"
    else:
        value = action.metavar if isinstance(action.metavar, str) else action.dest.upper()
    return f" \\fI{_roff(value)}\\fR"


def _option_lines(action: argparse.Action) -> list[str]:
    names = ", ".join(f"\\fB{_roff(name)}\\fR" for name in action.option_strings)
    return [".TP", names + _value(action), _roff(str(action.help or "")) + "."]


def text() -> str:
    """The page, in roff (man macros)."""
    sys.path.insert(0, str(pkgmeta.ROOT))
    from hearts_qt.cli import parser
    from hearts_qt.storage.files import DATA_DIR_ENV

    p = parser()
    options = [a for a in p._actions if a.option_strings]
    name = pkgmeta.APP_NAME
    date = share.release_date(pkgmeta.version())
    lines = [
        f'.TH {_roff(name.upper())} {SECTION} "{date}" "{name} {pkgmeta.version()}" "Games"',
        ".SH NAME",
        f"{_roff(name)} \\- {_roff(pkgmeta.SUMMARY[0].lower() + pkgmeta.SUMMARY[1:])}",
        ".SH SYNOPSIS",
        f"\\fB{_roff(name)}\\fR "
        + " ".join(f"[\\fB{_roff(a.option_strings[-1])}\\fR{_value(a)}]" for a in options),
        ".SH DESCRIPTION",
        _roff(pkgmeta.DESCRIPTION),
        ".SH OPTIONS",
    ]
    for action in options:
        lines += _option_lines(action)
    lines += [
        ".SH ENVIRONMENT",
        ".TP",
        f"\\fB{_roff(DATA_DIR_ENV)}\\fR",
        _roff(
            "A folder that holds the saved game, the statistics and the settings, instead"
            " of the usual places (under ~/.local/share/hearts-qt and ~/.config/hearts-qt)."
        ),
        ".SH FILES",
        ".TP",
        f"\\fI/opt/{_roff(name)}\\fR",
        _roff("The game: a self-contained build of the Python program with Qt."),
        ".SH SEE ALSO",
        _roff(pkgmeta.HOMEPAGE),
        "",
    ]
    return "\n".join(lines)


if __name__ == "__main__":
    print(text(), end="")
