"""The rule options of RULES.md, gathered in one frozen value.

The defaults are the classic ruleset of the Windows game.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from enum import Enum
from typing import Any


class MoonScoring(Enum):
    """How shooting the moon (and the sun) is scored."""

    OTHERS_PLUS = "others_plus"
    """The shooter scores 0 and the three others 26 (52 for the sun)."""
    SHOOTER_MINUS = "shooter_minus"
    """The shooter scores −26 (−52 for the sun) and the others 0 (GNOME Hearts)."""


@dataclass(frozen=True, slots=True)
class Rules:
    """Every rule option; ``Rules()`` is the classic game to 100 points.

    ``fixed_hands`` set (a multiple of four) means the game lasts that many hands and
    ``target_score`` is ignored. ``jack_of_diamonds`` is the J♦'s value, or ``None`` when
    the option is off.

    >>> Rules(jack_of_diamonds=-10, shoot_the_sun=True).to_dict()["jack_of_diamonds"]
    -10
    >>> Rules(fixed_hands=6)
    Traceback (most recent call last):
    ValueError: A fixed number of hands must be a positive multiple of four.
    """

    target_score: int = 100
    fixed_hands: int | None = None
    queen_breaks_hearts: bool = False
    points_on_first_trick: bool = False
    jack_of_diamonds: int | None = None
    shoot_the_sun: bool = False
    moon_scoring: MoonScoring = MoonScoring.OTHERS_PLUS

    def __post_init__(self) -> None:
        _check_types({name: getattr(self, name) for name in self.__dataclass_fields__})
        if not isinstance(self.moon_scoring, MoonScoring):
            raise ValueError("Unknown moon scoring.")
        if self.target_score < 1:
            raise ValueError("The target score must be at least 1.")
        if self.fixed_hands is not None and (self.fixed_hands < 4 or self.fixed_hands % 4):
            raise ValueError("A fixed number of hands must be a positive multiple of four.")

    def to_dict(self) -> dict[str, Any]:
        data = asdict(self)
        data["moon_scoring"] = self.moon_scoring.value
        return data

    @staticmethod
    def from_dict(data: object) -> Rules:
        """Rebuild rules from ``to_dict`` output; raise ``ValueError`` on anything else."""
        if not isinstance(data, dict):
            raise ValueError("The rules must be an object.")
        known = set(Rules.__dataclass_fields__)
        unknown = {str(name) for name in data} - known
        if unknown:
            raise ValueError(f"Unknown rule options: {', '.join(sorted(unknown))}.")
        values = dict(data)
        try:
            if "moon_scoring" in values:
                values["moon_scoring"] = MoonScoring(values["moon_scoring"])
        except ValueError as exc:
            raise ValueError("Unknown moon scoring.") from exc
        _check_types(values)
        return Rules(**values)


def _check_types(values: dict[str, Any]) -> None:
    optional_ints = ("fixed_hands", "jack_of_diamonds")
    for name in ("target_score", *optional_ints):
        value = values.get(name)
        if value is None and name in optional_ints:
            continue
        if name in values and (isinstance(value, bool) or not isinstance(value, int)):
            raise ValueError(f"The rule {name} must be a whole number.")
    for name in ("queen_breaks_hearts", "points_on_first_trick", "shoot_the_sun"):
        if name in values and not isinstance(values[name], bool):
            raise ValueError(f"The rule {name} must be true or false.")
