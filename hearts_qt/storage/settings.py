"""Typed access to every option the player can set, stored in ``QSettings``.

A stored value that is missing gives the default quietly; one that is out of range or
of the wrong type (a hand-edited file, an older version) gives the default and a
warning in the log, and is never an exception. Setters refuse a bad value with
``ValueError``: that is a bug in the caller, not something a player can do.

Keys: ``players/<seat>_name``, ``players/<seat>_level`` (West, North, East),
``rules/end`` (``score`` or ``hands``), ``rules/target_score``, ``rules/fixed_hands``,
``rules/queen_breaks_hearts``, ``rules/points_on_first_trick``,
``rules/jack_of_diamonds`` (0 for off), ``rules/shoot_the_sun``, ``rules/moon_scoring``,
``rules/pass_count``, ``rules/pass_cycle`` (``left right across hold`` or fewer),
``rules/first_lead``, ``rules/hearts_any_time``, ``rules/card_values`` ("" for the classic
values, else ``QS=13 KS=10 …``: every card that scores), ``rules/perfect_100``,
``rules/no_tricks_bonus`` (0 for off), ``rules/no_shared_wins``,
``view/animation``, ``view/show_legal``, ``view/score_after_hand``, ``view/back``,
``view/four_colour``, ``sound/on``, ``sound/volume``, ``view/deck``, ``view/cloth``,
``view/picture``, ``view/language``, ``window/cards_played``, ``play/thinking_time``.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Callable
from typing import TypeVar

from PySide6.QtCore import QObject, QSettings, Signal

from hearts_qt.ai import LEVELS
from hearts_qt.ai.thinking import ThinkingTime
from hearts_qt.cli import ANIMATION_SPEEDS
from hearts_qt.controller.texts import seat_name
from hearts_qt.engine import JACK_OF_DIAMONDS, FirstLead, MoonScoring, Rules, Seat
from hearts_qt.engine.rules import BONUS_LIMIT, CLASSIC_PASS_CYCLE, PASS_COUNTS
from hearts_qt.storage.files import open_settings
from hearts_qt.storage.stored_rules import (
    as_card_values,
    as_pass_cycle,
    card_values_text,
    enum_parser,
    without_jack,
)

log = logging.getLogger(__name__)

T = TypeVar("T")

DEFAULT_LEVEL = "normal"
OPPONENTS = (Seat.WEST, Seat.NORTH, Seat.EAST)
MAX_NAME_LENGTH = 24

TARGET_SCORES = (50, 500)
DEFAULT_TARGET = 100
FIXED_HANDS = (4, 100)
DEFAULT_FIXED_HANDS = 8
VOLUMES = (0, 100)
DEFAULT_VOLUME = 70
JACK_VALUES = (0, -10, -11, 11)
"""The jack of diamonds' value; 0 is the option off."""
ENDS = ("score", "hands")

CARD_BACKS = ("blue", "red", "green", "rose", "navy", "deck")
"""The project's backs, then "deck": the chosen deck's own back (``card_renderer.py``)."""
OWN_DECKS = ("classic", "large")
INSTALLED_DECK = re.compile(r"installed:[^/\\\x00-\x1f]{1,200}")
"""A deck found on the desktop, by its folder's name (``kde_decks.py``)."""
CLOTHS = ("green", "blue", "red", "wood", "picture")
"""What covers the table (``cloth.py``); "picture" is the player's own, ``view/picture``."""
MAX_PATH_LENGTH = 4096
LANGUAGE = re.compile(r"|[a-z]{2,3}(_[A-Z][a-z]{3})?(_[A-Z]{2})?")
"""A language code ("cs", "pt_BR"), or "" for the system's (``hearts_qt/i18n.py``)."""

_INTEGER = re.compile(r"[+-]?\d{1,9}")


def default_name(seat: Seat) -> str:
    """The seat's name in the player's language, used while no name is set."""
    return seat_name(seat)


# -- parsers: the value, or None when it is not acceptable -------------------------------


def as_bool(value: object) -> bool | None:
    """Booleans, and the strings ``true``/``false`` that INI files give back."""
    if isinstance(value, bool):
        return value
    if isinstance(value, str) and value.strip().lower() in ("true", "false"):
        return value.strip().lower() == "true"
    return None


def as_int(value: object, low: int, high: int, step: int = 1) -> int | None:
    """A whole number from ``low`` to ``high`` on a grid of ``step`` from ``low``."""
    number: int | None = None
    if isinstance(value, int) and not isinstance(value, bool):
        number = value
    elif isinstance(value, str) and _INTEGER.fullmatch(value.strip()):
        number = int(value)
    if number is None or not low <= number <= high or (number - low) % step:
        return None
    return number


def as_choice(value: object, choices: tuple[str, ...]) -> str | None:
    return value if isinstance(value, str) and value in choices else None


def as_name(value: object) -> str | None:
    """A name to show at the table: printable, trimmed, not too long."""
    if not isinstance(value, str):
        return None
    name = value.strip()
    if not name or len(name) > MAX_NAME_LENGTH or not name.isprintable():
        return None
    return name


class Settings(QObject):
    """The player's options, read and written through a ``QSettings``.

    Pass a ``QSettings`` (tests use an INI file in a temporary directory); the default
    is ``open_settings()``, and ``problem`` is then its sentence for the player if the
    settings file could not be used (it was set aside).

    Signals:
        changed(str key): a setter stored a value different from the one before.
    """

    changed = Signal(str)

    def __init__(self, settings: QSettings | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.problem: str | None = None
        if settings is None:
            settings, self.problem = open_settings()
        self.qsettings = settings

    # -- players ------------------------------------------------------------------------

    def name(self, seat: Seat) -> str:
        key = f"players/{seat.name.lower()}_name"
        raw = self.qsettings.value(key)
        if raw is None or raw == "":
            return default_name(seat)
        return self._read(key, default_name(seat), as_name)

    def names(self) -> tuple[str, str, str, str]:
        return (
            self.name(Seat.SOUTH),
            self.name(Seat.WEST),
            self.name(Seat.NORTH),
            self.name(Seat.EAST),
        )

    def set_name(self, seat: Seat, name: str) -> None:
        """Store a name; an empty one means the seat's default name."""
        key = f"players/{seat.name.lower()}_name"
        if not name.strip():
            self._write(key, "")
            return
        valid = as_name(name)
        if valid is None:
            raise ValueError(f"Not a player name: {name!r}.")
        self._write(key, valid)

    def level(self, seat: Seat) -> str:
        """The level of a computer opponent (West, North or East)."""
        return self._read(_level_key(seat), DEFAULT_LEVEL, lambda v: as_choice(v, LEVELS))

    def levels(self) -> tuple[str, str, str]:
        """West's, North's and East's levels: what ``GameController(levels=...)`` takes."""
        return (self.level(Seat.WEST), self.level(Seat.NORTH), self.level(Seat.EAST))

    def set_level(self, seat: Seat, level: str) -> None:
        self._write(_level_key(seat), _check(level, as_choice(level, LEVELS)))

    # -- rules --------------------------------------------------------------------------

    def rules(self) -> Rules:
        """The rules for the next new game; a stored value that cannot be used, alone or
        with the others, falls back to its default and the others are kept."""
        end = self._read("rules/end", "score", lambda v: as_choice(v, ENDS))
        jack = self._read("rules/jack_of_diamonds", 0, _as_jack)
        moon = self._read("rules/moon_scoring", MoonScoring.OTHERS_PLUS, enum_parser(MoonScoring))
        values = self.card_values()
        if values is not None and jack and values[JACK_OF_DIAMONDS.index]:
            log.warning("The J♦ has a value and the J♦ option too; the option is kept.")
            values = without_jack(values)
        bonus = self._read("rules/no_tricks_bonus", 0, _as_bonus)
        return Rules(
            target_score=self.target_score(),
            fixed_hands=self.fixed_hands() if end == "hands" else None,
            queen_breaks_hearts=self._flag("rules/queen_breaks_hearts", False),
            points_on_first_trick=self._flag("rules/points_on_first_trick", False),
            jack_of_diamonds=jack or None,
            shoot_the_sun=self._flag("rules/shoot_the_sun", False),
            moon_scoring=moon,
            pass_count=self._read("rules/pass_count", 3, _as_pass_count),
            pass_cycle=self._read("rules/pass_cycle", CLASSIC_PASS_CYCLE, as_pass_cycle),
            first_lead=self._read(
                "rules/first_lead", FirstLead.TWO_OF_CLUBS, enum_parser(FirstLead)
            ),
            hearts_any_time=self._flag("rules/hearts_any_time", False),
            card_values=values,
            perfect_100=self._flag("rules/perfect_100", False),
            no_tricks_bonus=bonus or None,
            no_shared_wins=self._flag("rules/no_shared_wins", False),
        )

    def card_values(self) -> tuple[int, ...] | None:
        """The stored card values, or None: the classic ones (stored as "")."""
        if self.qsettings.value("rules/card_values") in (None, ""):
            return None
        return self._read("rules/card_values", None, as_card_values)

    def target_score(self) -> int:
        return self._read("rules/target_score", DEFAULT_TARGET, lambda v: as_int(v, *TARGET_SCORES))

    def fixed_hands(self) -> int:
        """The number of hands of a fixed-length game (remembered while playing to a score)."""
        return self._read(
            "rules/fixed_hands", DEFAULT_FIXED_HANDS, lambda v: as_int(v, *FIXED_HANDS, step=4)
        )

    def set_rules(self, rules: Rules) -> None:
        """Store the rules for the next new game (the one being played is not changed)."""
        target = _check(rules.target_score, as_int(rules.target_score, *TARGET_SCORES))
        jack = _check(rules.jack_of_diamonds, _as_jack(rules.jack_of_diamonds or 0))
        if rules.fixed_hands is not None:
            hands = as_int(rules.fixed_hands, *FIXED_HANDS, step=4)
            self._write("rules/fixed_hands", _check(rules.fixed_hands, hands))
        self._write("rules/end", "score" if rules.fixed_hands is None else "hands")
        self._write("rules/target_score", target)
        self._write("rules/queen_breaks_hearts", rules.queen_breaks_hearts)
        self._write("rules/points_on_first_trick", rules.points_on_first_trick)
        self._write("rules/jack_of_diamonds", jack)
        self._write("rules/shoot_the_sun", rules.shoot_the_sun)
        self._write("rules/moon_scoring", rules.moon_scoring.value)
        self._write("rules/pass_count", rules.pass_count)
        self._write("rules/pass_cycle", " ".join(d.label for d in rules.pass_cycle))
        self._write("rules/first_lead", rules.first_lead.value)
        self._write("rules/hearts_any_time", rules.hearts_any_time)
        self._write("rules/card_values", card_values_text(rules.card_values))
        self._write("rules/perfect_100", rules.perfect_100)
        self._write("rules/no_tricks_bonus", rules.no_tricks_bonus or 0)
        self._write("rules/no_shared_wins", rules.no_shared_wins)

    # -- the table ----------------------------------------------------------------------

    def animation(self) -> str:
        return self._read("view/animation", "normal", lambda v: as_choice(v, ANIMATION_SPEEDS))

    def set_animation(self, speed: str) -> None:
        self._write("view/animation", _check(speed, as_choice(speed, ANIMATION_SPEEDS)))

    def show_legal(self) -> bool:
        return self._flag("view/show_legal", True)

    def set_show_legal(self, on: bool) -> None:
        self._write("view/show_legal", bool(on))

    def play_out_decided(self) -> bool:
        """Play the rest of a hand at once when no points are left to take."""
        return self._flag("play/play_out_decided", True)

    def set_play_out_decided(self, on: bool) -> None:
        self._write("play/play_out_decided", bool(on))

    def thinking_time(self) -> ThinkingTime:
        """How long Hard and Expert think over a decision (Options ▸ Players)."""
        return self._read("play/thinking_time", ThinkingTime.NORMAL, _as_thinking_time)

    def set_thinking_time(self, thinking: ThinkingTime) -> None:
        self._write("play/thinking_time", _check(thinking, _as_thinking_time(thinking)).value)

    def check_play(self) -> bool:
        """After each hand, let the Expert go over the player's decisions."""
        return self._flag("play/check_play", False)

    def set_check_play(self, on: bool) -> None:
        self._write("play/check_play", bool(on))

    def score_after_hand(self) -> bool:
        return self._flag("view/score_after_hand", True)

    def set_score_after_hand(self, on: bool) -> None:
        self._write("view/score_after_hand", bool(on))

    def back(self) -> str:
        return self._read("view/back", "blue", lambda v: as_choice(v, CARD_BACKS))

    def set_back(self, back: str) -> None:
        self._write("view/back", _check(back, as_choice(back, CARD_BACKS)))

    def deck(self) -> str:
        """The card faces: one of ``OWN_DECKS`` or ``installed:<folder>``."""
        return self._read("view/deck", OWN_DECKS[0], as_deck)

    def set_deck(self, deck: str) -> None:
        self._write("view/deck", _check(deck, as_deck(deck)))

    def cloth(self) -> str:
        return self._read("view/cloth", CLOTHS[0], lambda v: as_choice(v, CLOTHS))

    def set_cloth(self, cloth: str) -> None:
        self._write("view/cloth", _check(cloth, as_choice(cloth, CLOTHS)))

    def picture(self) -> str:
        """The file of the player's own picture for the table ("" for none)."""
        raw = self.qsettings.value("view/picture")
        if raw is None or raw == "":
            return ""
        return self._read("view/picture", "", as_path)

    def set_picture(self, path: str) -> None:
        self._write("view/picture", _check(path, as_path(path)) if path else "")

    def four_colour(self) -> bool:
        return self._flag("view/four_colour", False)

    def set_four_colour(self, on: bool) -> None:
        self._write("view/four_colour", bool(on))

    def sound(self) -> bool:
        """Whether the table plays its sounds (View ▸ Sound)."""
        return self._flag("sound/on", True)

    def set_sound(self, on: bool) -> None:
        self._write("sound/on", bool(on))

    def volume(self) -> int:
        """The sounds' volume, from 0 to 100 (Options ▸ Table)."""
        return self._read("sound/volume", DEFAULT_VOLUME, lambda v: as_int(v, *VOLUMES))

    def set_volume(self, volume: int) -> None:
        self._write("sound/volume", _check(volume, as_int(volume, *VOLUMES)))

    def language(self) -> str:
        """The language chosen in Options ▸ Table, "" for the system's; read at start-up."""
        return self._read("view/language", "", as_language)

    def set_language(self, language: str) -> None:
        self._write("view/language", _check(language, as_language(language)))

    # -- the window ----------------------------------------------------------------------

    def cards_played(self) -> bool:
        """Whether View ▸ Cards Played is shown beside the table."""
        return self._flag("window/cards_played", False)

    def set_cards_played(self, on: bool) -> None:
        self._write("window/cards_played", bool(on))

    def sync(self) -> None:
        """Write pending changes to disk now (Qt also does it on its own)."""
        self.qsettings.sync()

    # -- helpers ------------------------------------------------------------------------

    def _flag(self, key: str, default: bool) -> bool:
        return self._read(key, default, as_bool)

    def _read(self, key: str, default: T, parse: Callable[[object], T | None]) -> T:
        raw = self.qsettings.value(key)
        if raw is None:
            return default
        value = parse(raw)
        if value is None:
            log.warning("The setting %s = %r is not valid; using %r.", key, raw, default)
            return default
        return value

    def _write(self, key: str, value: object) -> None:
        before = self.qsettings.value(key)
        self.qsettings.setValue(key, value)
        if before is None or str(before).lower() != str(value).lower():
            self.changed.emit(key)


def as_deck(value: object) -> str | None:
    if isinstance(value, str) and (value in OWN_DECKS or INSTALLED_DECK.fullmatch(value)):
        return value
    return None


def as_language(value: object) -> str | None:
    return value if isinstance(value, str) and LANGUAGE.fullmatch(value) else None


def as_path(value: object) -> str | None:
    if isinstance(value, str) and 0 < len(value) <= MAX_PATH_LENGTH and value.isprintable():
        return value
    return None


def _level_key(seat: Seat) -> str:
    if seat not in OPPONENTS:
        raise ValueError("Only West, North and East are computer opponents.")
    return f"players/{seat.name.lower()}_level"


def _as_thinking_time(value: object) -> ThinkingTime | None:
    choices = tuple(t.value for t in ThinkingTime)
    return ThinkingTime(value) if isinstance(value, str) and value in choices else None


def _as_jack(value: object) -> int | None:
    number = as_int(value, -100, 100)
    return number if number in JACK_VALUES else None


def _as_pass_count(value: object) -> int | None:
    number = as_int(value, min(PASS_COUNTS), max(PASS_COUNTS))
    return number if number in PASS_COUNTS else None


def _as_bonus(value: object) -> int | None:
    return as_int(value, -BONUS_LIMIT, BONUS_LIMIT)


def _check(value: object, parsed: T | None) -> T:
    if parsed is None:
        raise ValueError(f"Not a valid setting: {value!r}.")
    return parsed
