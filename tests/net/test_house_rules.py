"""House rules at a network table, over loopback: a five-card pass with a client, the
first lead left of the dealer on a table turned to its player, a New
Moon chosen by the shooter's client (or for them by the computers' rule once they are
away past the takeover time), a pass of the wrong count refused, and a saved table that
keeps its rules and the choice it waits for."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QTextDocument
from pytestqt.qtbot import QtBot

from hearts_qt.controller.moon import CHOICES, MoonQuestion
from hearts_qt.engine import (
    TWO_OF_CLUBS,
    FirstLead,
    Game,
    IllegalMove,
    MoonScoring,
    PassDirection,
    Rules,
    Seat,
)
from hearts_qt.engine.presets import PRESETS, Preset
from hearts_qt.net.client import TableClient
from hearts_qt.net.host import TableHost
from hearts_qt.net.protocol import TEMPLATES, ChooseMoon, PassCards
from hearts_qt.net.seat_game import SeatGame
from hearts_qt.net.turned import turned_question
from hearts_qt.storage.saved_table import SavedTable, decode, encode
from hearts_qt.ui.help_text import rules_html
from hearts_qt.ui.network_table import NetworkTable
from tests.moon_deal import MOON_SEED, NEW_MOON, lowest, moon_actions
from tests.net.table import AutoClient, host_actions, join, local_host, passing, sit
from tests.ui.window_helpers import quick_window

FIVE_CARDS = Rules(pass_count=5)


def _resumed_at_the_moon(host: TableHost, *names: str) -> None:
    """``host`` goes on with the moon deal's hand played out, South's New Moon to choose:
    its seats from South on wait for ``names``, each with the token ``name-token``."""
    seats = (*names, *[""] * (4 - len(names)))
    tokens = tuple(f"{name}-token" if name else "" for name in seats)
    host.resume(_south_choosing_the_moon(), seats, tokens)


Tables = Callable[[Rules], TableHost]


@pytest.fixture
def table_of(qtbot: QtBot) -> Iterator[Tables]:
    """Hosts on loopback playing the rules given, closed after the test."""
    made: list[TableHost] = []

    def make(rules: Rules) -> TableHost:
        made.append(local_host(rules=rules))
        return made[-1]

    yield make
    for host in made:
        host.close()


def _asked(client: AutoClient) -> bool:
    return client.moon is not None and client.moon.seat is client.seat


def _shooting_client(qtbot: QtBot, host: TableHost) -> AutoClient:
    """Ann back at ``host`` resumed at the moon (``_resumed_at_the_moon``): she is South,
    who shot the moon, and is asked how it is scored."""
    ann = join(qtbot, host, "Ann", autoplay=False, token="Ann-token")
    ann.hold = lambda _snapshot: _asked(ann)
    qtbot.waitUntil(lambda: _asked(ann), timeout=10_000)
    return ann


def test_a_five_card_pass_at_a_table_with_a_client(qtbot: QtBot, table_of: Tables) -> None:
    host = table_of(FIVE_CARDS)
    ann = join(qtbot, host, "Ann", autoplay=False)
    table = SeatGame(ann, threaded=False)
    received: list[object] = []
    table.cards_received.connect(lambda got, gave: received.append((got, gave)))
    host.start(seed=3)
    qtbot.waitUntil(lambda: table.waiting_for_south, timeout=5000)
    assert table.rules.pass_count == 5
    hand = table.view().hand
    table.choose_pass(hand[:5])
    qtbot.waitUntil(lambda: bool(received), timeout=5000)
    got, gave = received[0]  # type: ignore[misc]
    assert gave == hand[:5] and len(got) == 5 and not set(got) & set(hand[:5])
    assert len(table.view().hand) == 13 and set(got) <= set(table.view().hand)
    passes = [action for action in host_actions(host) if action[0] == "pass"]
    assert [len(action[2]) for action in passes] == [5, 5, 5, 5]  # type: ignore[misc]


def test_the_seat_left_of_the_dealer_leads_any_card_on_a_turned_table(
    qtbot: QtBot, table_of: Tables
) -> None:
    rules = Rules(first_lead=FirstLead.LEFT_OF_DEALER, pass_cycle=(PassDirection.HOLD,))
    host = table_of(rules)
    bob = join(qtbot, host, "Bob", autoplay=False)  # South deals the first hand
    ann = join(qtbot, host, "Ann", autoplay=False)  # West, left of the dealer, leads it
    table = SeatGame(ann, threaded=False)
    host.start(seed=4)
    qtbot.waitUntil(lambda: table.waiting_for_south, timeout=5000)
    view = table.view()
    assert ann.seat is Seat.WEST and bob.seat is Seat.SOUTH
    assert view.dealer is Seat.EAST and view.to_play is Seat.SOUTH  # turned: Ann at South
    game = host.game_copy()
    assert game is not None and game.hand.leader is Seat.WEST
    legal = table.legal_plays()
    assert legal == game.view(Seat.WEST).legal and len(legal) > 1  # not the 2♣ alone
    card = legal[-1]
    with qtbot.waitSignal(table.card_played, timeout=5000) as played:
        table.play_card(card)
    assert played.args == [Seat.SOUTH, card] and card != TWO_OF_CLUBS


def test_a_pass_of_the_wrong_count_or_a_moon_nobody_shot_is_refused(
    qtbot: QtBot, table_of: Tables
) -> None:
    host = table_of(FIVE_CARDS)
    south = sit(qtbot, host, "Ann")
    host.start(seed=3)
    qtbot.waitUntil(lambda: passing(south), timeout=5000)
    view = south.last_state.snapshot.view
    assert view is not None
    south.send(PassCards(view.hand[:3]))
    south.send(ChooseMoon(MoonScoring.OTHERS_PLUS))
    qtbot.waitUntil(lambda: len(south.refusals()) == 2, timeout=5000)
    wrong_count, no_moon = south.refusals()
    assert wrong_count.template == IllegalMove.PASS_FIVE and no_moon.template in TEMPLATES
    assert [a for a in host_actions(host) if a[1:2] == (Seat.SOUTH,)] == []
    assert south.connected


def test_a_new_moon_is_chosen_by_the_shooters_client_through_its_table(
    qtbot: QtBot, table_of: Tables
) -> None:
    host = table_of(NEW_MOON)
    _resumed_at_the_moon(host, "Ann")
    ann = _shooting_client(qtbot, host)
    table = SeatGame(ann, threaded=False)
    asked: list[object] = []
    table.moon_choice_needed.connect(asked.append)
    table.catch_up()
    qtbot.waitUntil(lambda: bool(asked), timeout=5000)
    question = table.moon_question()
    assert question is not None and asked == [question] and table.waiting_for_south
    assert question.seat is Seat.SOUTH and question.value == 26
    assert [o.choice for o in question.outcomes] == list(CHOICES)
    before = len(ann.results)
    table.choose_moon(MoonScoring.SHOOTER_MINUS)
    qtbot.waitUntil(lambda: len(ann.results) > before, timeout=5000)
    result = table.results[question.number - 1]
    assert result.moon is Seat.SOUTH and result.moon_choice is MoonScoring.SHOOTER_MINUS
    assert result.points == question.outcome(MoonScoring.SHOOTER_MINUS).points
    assert result.points[Seat.SOUTH] == -26


def test_a_shooter_away_past_the_takeover_time_is_chosen_for_and_the_others_told(
    qtbot: QtBot, table_of: Tables
) -> None:
    host = table_of(NEW_MOON)
    _resumed_at_the_moon(host, "Ann", "Bob")
    bob = join(qtbot, host, "Bob", token="Bob-token")  # stops the game once Ann's is scored
    bobs_table = SeatGame(bob, threaded=False)
    choosing: list[MoonQuestion] = []
    bobs_table.moon_choosing.connect(choosing.append)
    bobs_table.catch_up()
    ann = _shooting_client(qtbot, host)
    question = ann.moon
    assert question is not None and ann.seat is not None and bob.seat is not None
    qtbot.waitUntil(lambda: bool(choosing) and choosing[-1].number == question.number)
    assert choosing[-1] == turned_question(question, bob.seat)  # Bob's table says who chooses
    bob.hold = lambda _snapshot: len(bob.results) >= question.number
    ann.abort()
    qtbot.waitUntil(lambda: len(bob.results) >= question.number, timeout=5000)
    game = host.game_copy()
    assert game is not None and host.is_computer(question.seat)
    result = game.results[question.number - 1]
    assert result.moon is ann.seat and result.moon_choice in CHOICES


def test_a_saved_table_keeps_its_rules_and_the_moon_it_waits_for(
    qtbot: QtBot, table_of: Tables
) -> None:
    host = table_of(NEW_MOON)
    _resumed_at_the_moon(host, "Ann")
    ann = _shooting_client(qtbot, host)
    game = host.game_copy()
    assert game is not None and ann.seat is not None and ann.token is not None
    saved = SavedTable(game, "Test table", host.port, host.levels, host.names, host.tokens)
    host.close()  # the host stops; another resumes the table from its file
    kept = decode(encode(saved)).game
    assert kept.rules == NEW_MOON and kept.moon_chooser is ann.seat
    again = table_of(Rules())
    again.resume(kept, saved.names, saved.tokens)
    back = join(qtbot, again, "Ann", token=ann.token)
    qtbot.waitUntil(lambda: _asked(back), timeout=5000)
    assert back.moon == ann.moon
    back.choose_moon(MoonScoring.OTHERS_PLUS)
    number = ann.moon.number  # type: ignore[union-attr]
    qtbot.waitUntil(lambda: len(back.results) >= number, timeout=5000)
    assert back.results[number - 1].moon_choice is MoonScoring.OTHERS_PLUS


def _south_choosing_the_moon() -> Game:
    """The moon deal played out: South's New Moon waits to be chosen."""
    game = Game.replay(NEW_MOON, MOON_SEED, moon_actions())
    while game.hand.to_play is not None:  # South's last card, then the others' lowest
        seat = game.hand.to_play
        game.play(seat, lowest(game.hand.legal_plays(seat)))
    assert game.moon_chooser is Seat.SOUTH
    return game


def _joined(qtbot: QtBot, host: TableHost, name: str, token: str) -> TableClient:
    client = TableClient()
    with qtbot.waitSignal(client.joined, timeout=5000):
        client.join("127.0.0.1", host.port, name, token)
    return client


def _window_at(qtbot: QtBot, tmp_path: Path, client: TableClient) -> NetworkTable:
    """A window, its own game begun, sitting at ``client``'s table."""
    window = quick_window(qtbot, tmp_path)
    window.show()
    window.deal_new_game(seed=5)
    window.sit_at_table(client, threaded=False)
    assert window.network is not None
    return window.network


def test_a_new_moon_shot_at_a_network_table_is_asked_in_the_window(
    qtbot: QtBot, tmp_path: Path, table_of: Tables
) -> None:
    host = table_of(NEW_MOON)
    host.resume(_south_choosing_the_moon(), ("Ann", "", "", ""), ("token", "", "", ""))
    network = _window_at(qtbot, tmp_path, _joined(qtbot, host, "Ann", "token"))
    qtbot.waitUntil(lambda: network.moon_dialog is not None, timeout=5000)
    dialog = network.moon_dialog
    assert dialog is not None and dialog.isVisible()
    assert "26" in dialog.subtract.text()
    assert network.table.status.text.endswith("You shot the moon: choose how it is scored.")
    with qtbot.waitSignal(network.game.hand_scored, timeout=5000) as scored:
        qtbot.mouseClick(dialog.subtract, Qt.MouseButton.LeftButton)
    result = scored.args[0]
    assert result.moon is Seat.SOUTH and result.moon_choice is MoonScoring.SHOOTER_MINUS
    assert result.points == (-26, 0, 0, 0) and network.moon_dialog is None
    network.window.leave_table()


def test_a_friends_new_moon_is_said_on_the_table_while_they_choose(
    qtbot: QtBot, tmp_path: Path, table_of: Tables
) -> None:
    host = table_of(NEW_MOON)
    host.resume(_south_choosing_the_moon(), ("Ann", "Bob", "", ""), ("ann", "bob", "", ""))
    ann = _joined(qtbot, host, "Ann", "ann")  # back at once, before a computer chooses
    network = _window_at(qtbot, tmp_path, _joined(qtbot, host, "Bob", "bob"))
    said = "Ann shot the moon and is choosing how it is scored."
    qtbot.waitUntil(lambda: network.table.status.text == said, timeout=5000)
    assert network.table.status.state == said  # what happens now, not news that drops
    assert network.moon_dialog is None
    network.window.leave_table()
    ann.abort()


def test_the_rules_window_at_a_table_describes_the_hosts_rules(
    qtbot: QtBot, tmp_path: Path, table_of: Tables
) -> None:
    def text_of(rules: Rules) -> str:
        document = QTextDocument()
        document.setHtml(rules_html(rules))
        return document.toPlainText()

    host = table_of(PRESETS[Preset.BLACK_MARIA])
    window = quick_window(qtbot, tmp_path)
    window.show()
    window.deal_new_game(seed=5)
    window.show_rules()  # F1: the local game's rules
    shown = window._rules_window
    assert shown is not None and shown.text.toPlainText() == text_of(Rules())
    client = TableClient()
    with qtbot.waitSignal(client.joined, timeout=5000):
        client.join("127.0.0.1", host.port, "Ann")
    window.sit_at_table(client, threaded=False)
    host.start(seed=3)
    black_maria = text_of(PRESETS[Preset.BLACK_MARIA])
    qtbot.waitUntil(lambda: shown.text.toPlainText() == black_maria, timeout=5000)
    shown.close()
    window.show_rules()
    assert shown.isVisible() and shown.text.toPlainText() == black_maria
    window.leave_table()
    assert shown.text.toPlainText() == text_of(Rules())
