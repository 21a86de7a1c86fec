"""Each client receives only its own seat's view: no other seat's unplayed card, ever, in
the bytes the host sends it over a whole game."""

from __future__ import annotations

import json
from collections.abc import Iterator

from pytestqt.qtbot import QtBot

from hearts_qt.engine import Card, Game, PassDirection, Seat, deal_for
from hearts_qt.net.host import TableHost
from hearts_qt.net.protocol import Played, State, parse
from tests.net.table import RawSeat, sit

_NAMES = {
    text: Card.from_index(i).code
    for i in range(52)
    for text in (Card.from_index(i).code, str(Card.from_index(i)))
}


def _strings(data: object) -> Iterator[str]:
    if isinstance(data, str):
        yield data
    elif isinstance(data, list):
        for item in data:
            yield from _strings(item)
    elif isinstance(data, dict):
        for key, value in data.items():
            yield key
            yield from _strings(value)


def _cards_in(line: bytes) -> set[str]:
    """Every card anywhere in a line, whatever field it stands in, by its code: written
    as a code ("QS") or as the engine's refusals write it ("Q♠")."""
    return {_NAMES[text] for text in _strings(json.loads(line)) if text in _NAMES}


def _leaks(seat: RawSeat, game: Game) -> list[tuple[int, str]]:
    """The cards the host sent ``seat`` that it could not know at that moment: a card of
    another hand is known once played (the host sends ``played`` before the next state),
    a received card once the exchange is done (a state past passing says so)."""
    assert seat.seat is not None
    plays = [a for a in game.actions if a[0] == "play"]
    passes: dict[tuple[int, Seat], tuple[Card, ...]] = {}
    number = 0
    for action in game.actions:
        if action[0] == "deal":
            number += 1
        elif action[0] == "pass":
            passes[(number, action[1])] = action[2]
    leaks: list[tuple[int, str]] = []
    number, played, exchanged = 0, 0, False
    for index, line in enumerate(seat.lines):
        message = parse(line)
        if isinstance(message, State) and message.snapshot.number != number:
            number, exchanged = message.snapshot.number, False
        if isinstance(message, State) and message.snapshot.view is not None:
            exchanged = exchanged or message.snapshot.view.phase.value != "passing"
        if isinstance(message, Played):
            played += 1
        own = {c.code for c in deal_for(game.seed, number)[seat.seat]} if number else set()
        mine = passes.get((number, seat.seat), ())
        direction = PassDirection.for_hand(number) if number else PassDirection.HOLD
        giver = seat.seat.offset(-direction.value)
        received = passes.get((number, giver), ()) if exchanged and direction else ()
        known = own | {c.code for c in mine} | {c.code for c in received}
        known |= {a[2].code for a in plays[:played]}
        leaks += [(index, code) for code in sorted(_cards_in(line) - known)]
    return leaks


def test_no_client_is_ever_sent_a_card_it_may_not_know(qtbot: QtBot, host: TableHost) -> None:
    seats = [sit(qtbot, host, name, autoplay=True) for name in ("Ann", "Bob", "Cy")]
    with qtbot.waitSignal(host.game_finished, timeout=60_000):
        host.start(seed=7)
    qtbot.waitUntil(lambda: all(s.last_state.snapshot.over for s in seats), timeout=5000)
    game = host.game_copy()
    assert game is not None and game.number >= 2
    for seat in seats:
        assert len(seat.lines) > 100 * game.number
        assert _leaks(seat, game) == []
        assert not seat.refusals()


def test_the_leak_check_finds_another_seats_card(qtbot: QtBot, host: TableHost) -> None:
    """The check above can fail: a line naming a card West holds is a leak to South."""
    south = sit(qtbot, host, "Ann")
    with qtbot.waitSignal(host.seats_changed, timeout=5000):
        host.start(seed=7)
    qtbot.waitUntil(lambda: any(isinstance(m, State) for m in south.messages), timeout=5000)
    game = host.game_copy()
    assert game is not None
    assert _leaks(south, game) == []
    west_card = deal_for(7, 1)[Seat.WEST][-1]
    south.lines.append(json.dumps({"type": "played", "seat": 1, "card": west_card.code}).encode())
    assert [code for _, code in _leaks(south, game)] == [west_card.code]
