"""The game record: seed, rules and every pass and play, as plain JSON.

Loading replays the record through the engine, so a damaged or tampered record fails
with a ``RecordError`` instead of producing an impossible game.

Schema 1 is a whole game. Schema 2 adds ``"practice": <hand>``, a practice game replaying
that hand of the seed's game; only such a record was written with schema 2, so that a
version reading schema 1 alone still read every whole game. Schema 3, written for every
game, has the house rules (which an older version cannot play, and says so) and a hand's
New Moon choice, ``"moon": "others_plus"`` or ``"shooter_minus"``, after its plays;
``"practice"`` is there for a practice game only. Records of schemas 1 and 2 still load.
"""

from __future__ import annotations

import json
from typing import Any, TypeGuard

from hearts_qt.engine.cards import Card, Seat
from hearts_qt.engine.errors import IllegalMove, RecordError
from hearts_qt.engine.game import MOON_CHOICES, Game
from hearts_qt.engine.rules import Rules

FORMAT = "hearts-qt game record"
SCHEMA = 3
"""The schema this version writes, the newest it reads."""
WHOLE_GAME_SCHEMA = 1
PRACTICE_SCHEMA = 2


def to_dict(game: Game) -> dict[str, Any]:
    hands: list[dict[str, Any]] = []
    for action in game.actions:
        if action[0] == "deal":
            hands.append({"passes": {}, "plays": []})
        elif action[0] == "pass":
            hands[-1]["passes"][action[1].name.lower()] = [c.code for c in action[2]]
        elif action[0] == "moon":
            hands[-1]["moon"] = action[2].value
        else:
            hands[-1]["plays"].append(action[2].code)
    practice = {} if game.practice is None else {"practice": game.practice}
    return {
        "format": FORMAT,
        "schema": SCHEMA,
        "seed": game.seed,
        **practice,
        "rules": game.rules.to_dict(),
        "hands": hands,
        "totals": list(game.totals),
    }


def to_json(game: Game) -> str:
    return json.dumps(to_dict(game), indent=1, ensure_ascii=False)


def from_json(text: str | bytes) -> Game:
    """The game a record describes, replayed and checked.

    >>> from_json(to_json(Game(seed=3))).seed
    3
    >>> from_json('{"format": "chess"}')
    Traceback (most recent call last):
    hearts_qt.engine.errors.RecordError: The file is not a hearts-qt game record.
    """
    try:
        data = json.loads(text)
    except (ValueError, UnicodeDecodeError) as exc:
        raise RecordError("The file is not a game record (it is not valid JSON).") from exc
    return from_dict(data)


def from_dict(data: object) -> Game:
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise RecordError("The file is not a hearts-qt game record.")
    schema = data.get("schema")
    if not _is_int(schema) or schema not in (WHOLE_GAME_SCHEMA, PRACTICE_SCHEMA, SCHEMA):
        raise RecordError(f"The game record has schema {schema!r}, not {SCHEMA}.")
    seed = data.get("seed")
    if not _is_int(seed):
        raise RecordError("The game record has no valid seed.")
    practice = data.get("practice")
    if (
        (schema == WHOLE_GAME_SCHEMA and practice is not None)
        or (schema == PRACTICE_SCHEMA and practice is None)
        or (practice is not None and (not _is_int(practice) or not 1 <= practice <= MAX_HAND))
    ):
        raise RecordError("The game record's practice hand is not valid.")
    totals = data.get("totals")
    if not isinstance(totals, list) or len(totals) != 4 or not all(map(_is_int, totals)):
        raise RecordError("The game record's totals are not four whole numbers.")
    try:
        rules = Rules.from_dict(data.get("rules"))
        game = Game(rules, seed, practice=practice)
        _replay(game, data.get("hands"))
    except IllegalMove as exc:
        raise RecordError(f"The game record replays to an illegal game: {exc}") from exc
    except ValueError as exc:
        raise RecordError(f"The game record is damaged: {exc}") from exc
    if totals != list(game.totals):
        raise RecordError("The scores in the game record do not match its cards.")
    return game


MAX_HAND = 10_000
"""No game has so many hands (a practice hand past it is not a record of ours)."""


def _is_int(value: object) -> TypeGuard[int]:
    """A JSON whole number (``true`` and ``false`` are not numbers here)."""
    return isinstance(value, int) and not isinstance(value, bool)


def _replay(game: Game, hands: object) -> None:
    """Apply each hand's passes, plays and New Moon choice; the seat of a play is whoever
    is on turn, the seat of a choice the shooter."""
    if not isinstance(hands, list):
        raise ValueError("no list of hands")
    for hand in hands:
        if not isinstance(hand, dict) or set(hand) - {"moon"} != {"passes", "plays"}:
            raise ValueError("a hand is not an object with passes and plays")
        passes, plays = hand["passes"], hand["plays"]
        if not isinstance(passes, dict) or not isinstance(plays, list):
            raise ValueError("a hand's passes or plays have the wrong shape")
        game.deal()
        for seat_name, codes in passes.items():
            game.pass_cards(_seat(seat_name), [_card(c) for c in _list(codes)])
        for code in plays:
            seat = game.hand.to_play
            if seat is None:
                raise ValueError("a card is played while no one is on turn")
            game.play(seat, _card(code))
        if "moon" in hand:
            _choose_moon(game, hand["moon"])


def _choose_moon(game: Game, value: object) -> None:
    choices = {choice.value: choice for choice in MOON_CHOICES}
    if not isinstance(value, str) or value not in choices:
        raise ValueError(f"unknown moon choice {value!r}")
    chooser = game.moon_chooser
    if chooser is None:
        raise ValueError("a moon choice where nobody shot a New Moon")
    game.choose_moon(chooser, choices[value])


def _list(value: object) -> list[object]:
    if not isinstance(value, list):
        raise ValueError("passed cards are not a list")
    return value


def _seat(name: object) -> Seat:
    if not isinstance(name, str) or name.upper() not in Seat.__members__:
        raise ValueError(f"unknown seat {name!r}")
    return Seat[name.upper()]


def _card(code: object) -> Card:
    if not isinstance(code, str):
        raise ValueError(f"not a card: {code!r}")
    return Card.parse(code)
