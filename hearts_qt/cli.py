"""The command line: ``hearts-qt [--seed N] [--animation SPEED] [--autoplay N]``.

Bad arguments exit with status 2 and a message, as argparse does. The app reads the
command line twice: ``parse_ours`` before Qt starts (so ``--help`` and a bad value answer
even where no display can be opened), then ``parse`` on what Qt leaves of it (Qt takes its
own options, such as ``-platform offscreen``; anything else unknown is refused).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import NoReturn

from hearts_qt import __version__
from hearts_qt.i18n import translate

ANIMATION_SPEEDS = ("off", "fast", "normal", "slow")


@dataclass(frozen=True, slots=True)
class Options:
    seed: int | None = None
    animation: str | None = None
    autoplay: int | None = None


def _count(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(
            translate("cli", "not a whole number: {text}").format(text=repr(text))
        ) from None
    if value < 0:
        raise argparse.ArgumentTypeError(
            translate("cli", "must not be negative: {value}").format(value=value)
        )
    return value


def _speed(text: str) -> str:
    if text not in ANIMATION_SPEEDS:
        raise argparse.ArgumentTypeError(
            translate("cli", "invalid choice: {value} (choose from {choices})").format(
                value=repr(text), choices=", ".join(ANIMATION_SPEEDS)
            )
        )
    return text


class _Formatter(argparse.HelpFormatter):
    """argparse's help with our translation of its "usage: "."""

    def add_usage(
        self,
        usage: str | None,
        actions: Iterable[argparse.Action],
        groups: Iterable[argparse._MutuallyExclusiveGroup],
        prefix: str | None = None,
    ) -> None:
        if prefix is None:
            prefix = translate("cli", "usage: ", "before the command's synopsis in --help")
        super().add_usage(usage, actions, groups, prefix)


class _Parser(argparse.ArgumentParser):
    """argparse's parser, its own words translated: "usage:", "error:", "argument"
    (argparse raises its errors to us: ``exit_on_error=False``)."""

    def parse_known_args(  # type: ignore[override]
        self, args: Sequence[str] | None = None, namespace: None = None
    ) -> tuple[argparse.Namespace, list[str]]:
        try:
            return super().parse_known_args(args, namespace)
        except argparse.ArgumentError as error:
            self.error(
                translate("cli", "argument {argument}: {message}").format(
                    argument=error.argument_name, message=error.message
                )
            )

    def error(self, message: str) -> NoReturn:
        self.print_usage(sys.stderr)
        self.exit(
            2,
            translate("cli", "{program}: error: {message}").format(
                program=self.prog, message=message
            )
            + "\n",
        )


def translated_parser(
    program: str, description: str
) -> tuple[argparse.ArgumentParser, argparse._ArgumentGroup]:
    """A parser that says argparse's own words in the player's language ("usage:",
    "options", -h and --version), and the group its options go in; ``hearts-qt`` and
    ``hearts-qt-server`` both use it."""
    p = _Parser(
        prog=program,
        description=description,
        formatter_class=_Formatter,
        add_help=False,
        exit_on_error=False,
    )
    options = p.add_argument_group(translate("cli", "options", "the heading of --help's list"))
    options.add_argument(
        "-h",
        "--help",
        action="help",
        help=translate("cli", "show this help and exit"),
    )
    options.add_argument(
        "--version",
        action="version",
        version=f"{program} {__version__}",
        help=translate("cli", "show the version and exit"),
    )
    return p, options


def parser() -> argparse.ArgumentParser:
    p, options = translated_parser(
        "hearts-qt", translate("cli", "The card game Hearts against three computer players.")
    )
    options.add_argument(
        "--seed",
        type=_count,
        help=translate(
            "cli",
            "start a new game whose deals come from this seed (the same seed, the same "
            "deals); a saved game in progress counts as abandoned",
        ),
    )
    options.add_argument(
        "--animation",
        type=_speed,
        metavar="{" + ",".join(ANIMATION_SPEEDS) + "}",
        help=translate("cli", "animation speed (default: as last set in the View menu)"),
    )
    options.add_argument(
        "--autoplay",
        type=_count,
        metavar="N",
        help=translate(
            "cli",
            "four computer players play N whole hands, then the app exits "
            "(0: exit once the table has been painted)",
        ),
    )
    return p


QT_OPTIONS = frozenset(
    {
        "cmap", "darkmode", "dialogs", "display", "dograb", "fontengine", "geometry", "name",
        "ncols", "nograb", "platform", "platformpluginpath", "platformtheme", "plugin",
        "qmljsdebugger", "qwindowgeometry", "qwindowicon", "qwindowtitle", "reverse",
        "session", "style", "stylesheet", "title", "visual", "widgetcount",
    }
)  # fmt: skip
"""The options Qt's application classes take for themselves, with one dash or two."""


def qt_option(arg: str) -> str | None:
    """The name of the Qt option that ``arg`` is ("-platform", "--style=fusion" give
    "platform", "style"), or None."""
    if not arg.startswith("-"):
        return None
    name = arg.lstrip("-").split("=", 1)[0]
    return name if name in QT_OPTIONS else None


def parse_ours(argv: list[str]) -> Options:
    """Parse the arguments after the program name before Qt has seen them: exits 0 after
    ``--help`` or ``--version``, 2 on a bad value or an unknown option. Qt's own options
    (``-platform offscreen``, ``--style=fusion``…) are left for Qt; ``parse`` checks
    whatever Qt leaves."""
    p = parser()
    args, rest = p.parse_known_args(argv)
    unknown = [arg for arg in rest if arg.startswith("-") and qt_option(arg) is None]
    if unknown:
        p.error(_unrecognized(unknown))
    return Options(seed=args.seed, animation=args.animation, autoplay=args.autoplay)


def parse(argv: list[str]) -> Options:
    """Parse the arguments after the program name; exits 2 on bad ones."""
    p = parser()
    args, rest = p.parse_known_args(argv)
    if rest:
        p.error(_unrecognized(rest))
    return Options(seed=args.seed, animation=args.animation, autoplay=args.autoplay)


def _unrecognized(arguments: list[str]) -> str:
    return translate("cli", "unrecognized arguments: {arguments}").format(
        arguments=" ".join(arguments)
    )
