"""The rule options of RULES.md and the house rules players play, in one frozen value.

The defaults are the classic ruleset of the Windows game. ``presets.py`` names the
well-known sets of options (Omnibus, Black Maria, Spot Hearts, the seeds' Czech game).
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from enum import Enum
from typing import Any

from hearts_qt.engine.cards import DECK, JACK_OF_DIAMONDS, QUEEN_OF_SPADES, PassDirection, Suit


class MoonScoring(Enum):
    """How shooting the moon (and the sun) is scored."""

    OTHERS_PLUS = "others_plus"
    """The shooter scores 0 and the three others the moon's value (26; twice it for the
    sun)."""
    SHOOTER_MINUS = "shooter_minus"
    """The shooter scores minus the moon's value (−26; twice it for the sun) and the others
    0 (GNOME Hearts)."""
    SHOOTER_CHOOSES = "shooter_chooses"
    """"New Moon": the shooter chooses one of the two above, hand by hand."""


class FirstLead(Enum):
    """Who leads the first trick of a hand."""

    TWO_OF_CLUBS = "two_of_clubs"
    """The holder of the 2♣ (after the pass) leads it (classic)."""
    LEFT_OF_DEALER = "left_of_dealer"
    """The player left of the dealer leads any card; the deal moves left each hand."""


CLASSIC_PASS_CYCLE: tuple[PassDirection, ...] = (
    PassDirection.LEFT,
    PassDirection.RIGHT,
    PassDirection.ACROSS,
    PassDirection.HOLD,
)
"""The classic order of the pass directions; a cycle takes any of them, in this order."""
PASS_COUNTS = (3, 4, 5)
"""How many cards may be passed."""
CARD_VALUE_LIMIT = 99
"""A card's value is a whole number from −99 to 99."""
BONUS_LIMIT = 26
"""The no-tricks bonus is a whole number from −26 to 26, not 0."""
MOON_CARDS_AT_LEAST = 2
"""Card values make at least two cards score points: the moon is taking every card that
scores, and with one alone its taker would shoot the moon every hand."""


def values_can_moon(values: tuple[int, ...]) -> bool:
    """Whether card ``values`` are allowed: ``MOON_CARDS_AT_LEAST`` cards score points.

    >>> values_can_moon(CLASSIC_VALUES), values_can_moon((0,) * 51 + (25,))
    (True, False)
    """
    return sum(1 for v in values if v > 0) >= MOON_CARDS_AT_LEAST


def classic_values() -> tuple[int, ...]:
    """Each card's value by ``Card.index`` in the classic game: hearts 1, the Q♠ 13."""
    return tuple(
        1 if card.suit is Suit.HEARTS else 13 if card == QUEEN_OF_SPADES else 0 for card in DECK
    )


CLASSIC_VALUES = classic_values()


@dataclass(frozen=True, slots=True)
class Rules:
    """Every rule option; ``Rules()`` is the classic game to 100 points.

    ``fixed_hands`` set (a multiple of four) means the game lasts that many hands and
    ``target_score`` is ignored. ``jack_of_diamonds`` is the J♦'s value, or ``None`` when
    the option is off; it never counts towards the moon.

    >>> Rules(jack_of_diamonds=-10, shoot_the_sun=True).to_dict()["jack_of_diamonds"]
    -10
    >>> Rules(fixed_hands=6)
    Traceback (most recent call last):
    ValueError: A fixed number of hands must be a positive multiple of four.
    >>> Rules(card_values=CLASSIC_VALUES) == Rules()
    True
    """

    target_score: int = 100
    """The game ends after the hand in which a total reaches it (unless ``fixed_hands``)."""
    fixed_hands: int | None = None
    """The game lasts this many hands (a multiple of four), or None: to ``target_score``."""
    queen_breaks_hearts: bool = False
    """Playing the Q♠ breaks hearts too."""
    points_on_first_trick: bool = False
    """Cards that score may be played to the first trick."""
    jack_of_diamonds: int | None = None
    """The J♦'s value for its taker (e.g. −10, or 11), or None: the option is off."""
    shoot_the_sun: bool = False
    """Taking all 13 tricks scores twice the moon (and takes precedence over it)."""
    moon_scoring: MoonScoring = MoonScoring.OTHERS_PLUS
    """How the moon and the sun are scored (or chosen by the shooter)."""
    pass_count: int = 3
    """How many cards each player passes: 3, 4 or 5."""
    pass_cycle: tuple[PassDirection, ...] = CLASSIC_PASS_CYCLE
    """The directions hand by hand, repeated: any of left, right, across, hold, in that
    order (a cycle of only ``HOLD`` is a game with no pass)."""
    first_lead: FirstLead = FirstLead.TWO_OF_CLUBS
    """Who leads the first trick."""
    hearts_any_time: bool = False
    """Hearts may be led at any time: there is no breaking them."""
    card_values: tuple[int, ...] | None = None
    """Each card's value by ``Card.index`` (52 whole numbers), or None: the classic values
    (hearts 1, the Q♠ 13). The moon is taking every card of positive value; the J♦ option
    adds to these. Classic values given here are stored as None (one rule, one value)."""
    perfect_100: bool = False
    """A player who ends a hand on exactly the target score drops to half of it."""
    no_tricks_bonus: int | None = None
    """Added to the hand score of a player who took no trick (e.g. −5), or None: off."""
    no_shared_wins: bool = False
    """A game whose lowest total is shared does not end: it plays on, hand by hand."""

    def __post_init__(self) -> None:
        _check_types({name: getattr(self, name) for name in self.__dataclass_fields__})
        if not isinstance(self.moon_scoring, MoonScoring):
            raise ValueError("Unknown moon scoring.")
        if not isinstance(self.first_lead, FirstLead):
            raise ValueError("Unknown first lead.")
        if self.target_score < 1:
            raise ValueError("The target score must be at least 1.")
        if self.fixed_hands is not None and (self.fixed_hands < 4 or self.fixed_hands % 4):
            raise ValueError("A fixed number of hands must be a positive multiple of four.")
        if self.pass_count not in PASS_COUNTS:
            raise ValueError("Three, four or five cards are passed.")
        cycle = self.pass_cycle
        if (
            not isinstance(cycle, tuple)
            or not cycle
            or any(not isinstance(d, PassDirection) for d in cycle)
            or tuple(d for d in CLASSIC_PASS_CYCLE if d in cycle) != cycle
        ):
            raise ValueError(
                "The pass directions are some of left, right, across and hold, in that order."
            )
        values = self.card_values
        if values is not None:
            if len(values) != len(DECK):
                raise ValueError("Card values give a value to each of the 52 cards.")
            if any(abs(v) > CARD_VALUE_LIMIT for v in values):
                raise ValueError("A card's value is a whole number from -99 to 99.")
            if not values_can_moon(values):
                raise ValueError("At least two cards must score points.")
            if self.jack_of_diamonds is not None and values[JACK_OF_DIAMONDS.index]:
                raise ValueError("The J♦ has a value of its own and the J♦ option as well.")
            if values == CLASSIC_VALUES:
                object.__setattr__(self, "card_values", None)
        bonus = self.no_tricks_bonus
        if bonus is not None and (bonus == 0 or abs(bonus) > BONUS_LIMIT):
            raise ValueError("The no-tricks bonus is a whole number from -26 to 26, not 0.")

    @property
    def values(self) -> tuple[int, ...]:
        """Each card's value by ``Card.index``, without the J♦ option."""
        return CLASSIC_VALUES if self.card_values is None else self.card_values

    def direction_for(self, number: int) -> PassDirection:
        """The pass direction of hand ``number`` (1-based), from ``pass_cycle``.

        >>> Rules(pass_cycle=(PassDirection.LEFT, PassDirection.RIGHT)).direction_for(3).label
        'left'
        """
        return self.pass_cycle[(number - 1) % len(self.pass_cycle)]

    def to_dict(self) -> dict[str, Any]:
        data = asdict(self)
        data["moon_scoring"] = self.moon_scoring.value
        data["first_lead"] = self.first_lead.value
        data["pass_cycle"] = [d.label for d in self.pass_cycle]
        data["card_values"] = (
            None
            if self.card_values is None
            else {DECK[i].code: v for i, v in enumerate(self.card_values) if v}
        )
        return data

    @staticmethod
    def from_dict(data: object) -> Rules:
        """Rebuild rules from ``to_dict`` output (an older one, with fewer options, too);
        raise ``ValueError`` on anything else."""
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
        try:
            if "first_lead" in values:
                values["first_lead"] = FirstLead(values["first_lead"])
        except ValueError as exc:
            raise ValueError("Unknown first lead.") from exc
        if "pass_cycle" in values:
            values["pass_cycle"] = _cycle_from(values["pass_cycle"])
        if values.get("card_values") is not None:
            values["card_values"] = _values_from(values["card_values"])
        _check_types(values)
        return Rules(**values)


def _cycle_from(data: object) -> tuple[PassDirection, ...]:
    names = {d.label: d for d in PassDirection}
    if not isinstance(data, list) or any(not isinstance(n, str) or n not in names for n in data):
        raise ValueError("The pass directions are a list of left, right, across and hold.")
    return tuple(names[n] for n in data)


def _values_from(data: object) -> tuple[int, ...]:
    if not isinstance(data, dict):
        raise ValueError("Card values are an object of card names and whole numbers.")
    out = [0] * len(DECK)
    codes = {card.code: card.index for card in DECK}
    for code, value in data.items():
        if code not in codes:
            raise ValueError(f"Not a card: {code!r}.")
        if isinstance(value, bool) or not isinstance(value, int):
            raise ValueError(f"The value of {code} must be a whole number.")
        out[codes[code]] = value
    return tuple(out)


FLAGS = (
    "queen_breaks_hearts",
    "points_on_first_trick",
    "shoot_the_sun",
    "hearts_any_time",
    "perfect_100",
    "no_shared_wins",
)
"""The options that are on or off."""


def _check_types(values: dict[str, Any]) -> None:
    optional_ints = ("fixed_hands", "jack_of_diamonds", "no_tricks_bonus")
    for name in ("target_score", "pass_count", *optional_ints):
        value = values.get(name)
        if value is None and name in optional_ints:
            continue
        if name in values and (isinstance(value, bool) or not isinstance(value, int)):
            raise ValueError(f"The rule {name} must be a whole number.")
    for name in FLAGS:
        if name in values and not isinstance(values[name], bool):
            raise ValueError(f"The rule {name} must be true or false.")
    card_values = values.get("card_values")
    if card_values is not None and (
        not isinstance(card_values, tuple)
        or any(isinstance(v, bool) or not isinstance(v, int) for v in card_values)
    ):
        raise ValueError("Card values must be whole numbers.")
