"""The command line: ``hearts-qt [--seed N] [--animation SPEED] [--autoplay N]``.

Bad arguments exit with status 2 and a message, as argparse does.
"""

from __future__ import annotations

import argparse
from dataclasses import dataclass

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
        raise argparse.ArgumentTypeError(f"not a whole number: {text!r}") from None
    if value < 0:
        raise argparse.ArgumentTypeError(f"must not be negative: {value}")
    return value


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="hearts-qt", description="The card game Hearts against three computer players."
    )
    p.add_argument("--seed", type=_count, help="deal reproducible hands from this seed")
    p.add_argument(
        "--animation", choices=ANIMATION_SPEEDS, help="animation speed (default: as last set)"
    )
    p.add_argument(
        "--autoplay",
        type=_count,
        metavar="N",
        help="four computer players play N whole hands, then the app exits "
        "(0: exit once the table has been painted)",
    )
    return p


def parse(argv: list[str]) -> Options:
    """Parse the arguments after the program name; exits 2 on bad ones."""
    args = parser().parse_args(argv)
    return Options(seed=args.seed, animation=args.animation, autoplay=args.autoplay)
