"""The controller, headless: whole games, signal order, pacing, stale answers, refusals."""

from __future__ import annotations

import threading
from collections.abc import Iterator

import pytest
from pytestqt.qtbot import QtBot

from hearts_qt.controller import GameController
from hearts_qt.engine import Card, PassDirection, Phase, Rules, Seat, SeatView
from tests.live_game import live_game


class FirstLegal:
    """A hand-written fake player: passes its three highest cards, plays its first legal card."""

    def choose_pass(self, view: SeatView) -> tuple[Card, Card, Card]:
        a, b, c = view.hand[-3:]
        return (a, b, c)

    def choose_play(self, view: SeatView) -> Card:
        return view.legal[0]


class Gated(FirstLegal):
    """Blocks inside its decision until the test opens the gate."""

    def __init__(self) -> None:
        self.gate = threading.Event()
        self.entered = threading.Event()

    def choose_pass(self, view: SeatView) -> tuple[Card, Card, Card]:
        self.entered.set()
        self.gate.wait(10)
        return super().choose_pass(view)


def _fake(_level: str, _seed: int) -> FirstLegal:
    return FirstLegal()


@pytest.fixture
def controller(qtbot: QtBot) -> Iterator[GameController]:
    c = GameController(south_level="normal", threaded=False, player_factory=_fake)
    yield c
    c.shutdown()


def test_a_whole_game_runs_headless_to_the_engines_totals(
    qtbot: QtBot, controller: GameController
) -> None:
    scored: list[object] = []
    controller.hand_scored.connect(scored.append)
    with qtbot.waitSignal(controller.game_over, timeout=20_000) as over:
        controller.new_game(seed=11)
    winners, totals = over.args
    results = controller.results
    assert controller.is_over
    assert totals == results[-1].totals
    assert winners == controller.winners
    assert len(scored) == len(results) == controller.snapshot().number
    assert max(totals) >= controller.rules.target_score


def test_the_trick_signal_counts_the_jack_of_diamonds(
    qtbot: QtBot, controller: GameController
) -> None:
    """What the table adds up trick by trick is what each hand has taken, J♦ included."""
    taken = [0, 0, 0, 0]
    hands: list[tuple[tuple[int, ...], tuple[int, ...]]] = []

    def trick(seat: Seat, _cards: object, points: int) -> None:
        taken[seat] += points

    def scored(_result: object) -> None:
        hands.append((tuple(taken), controller.view().points_taken))
        taken[:] = [0, 0, 0, 0]

    controller.trick_taken.connect(trick)
    controller.hand_scored.connect(scored)
    with qtbot.waitSignal(controller.game_over, timeout=20_000):
        controller.new_game(Rules(jack_of_diamonds=-10, fixed_hands=4), seed=3)
    assert len(hands) == 4
    for added, points_taken in hands:
        assert added == points_taken
        assert sum(added) == 26 - 10  # every hand has the J♦ in some trick


def test_a_whole_game_with_the_real_players_on_the_worker_thread(qtbot: QtBot) -> None:
    controller = GameController(levels=("easy", "normal", "easy"), south_level="normal")
    try:
        with qtbot.waitSignal(controller.game_over, timeout=60_000) as over:
            controller.new_game(seed=3)
        assert over.args[1] == controller.results[-1].totals
    finally:
        controller.shutdown()


def test_the_signals_of_a_hand_come_in_order(qtbot: QtBot, controller: GameController) -> None:
    log: list[str] = []
    for name in (
        "hand_dealt",
        "pass_direction_announced",
        "pass_chosen",
        "cards_received",
        "turn_changed",
        "card_played",
        "trick_taken",
        "hand_scored",
    ):
        getattr(controller, name).connect(lambda *_args, n=name: log.append(n))
    signals = [
        controller.hand_dealt,
        controller.pass_direction_announced,
        *[controller.pass_chosen] * 4,
        controller.cards_received,
        *[controller.turn_changed, controller.card_played] * 4,
        controller.trick_taken,
    ]
    with qtbot.waitSignals(signals, order="strict", timeout=5_000):
        controller.new_game(seed=5)
    qtbot.waitUntil(lambda: "hand_scored" in log, timeout=10_000)
    first_hand = log[: log.index("hand_scored") + 1]
    assert first_hand[:2] == ["hand_dealt", "pass_direction_announced"]
    assert first_hand[2:7] == ["pass_chosen"] * 4 + ["cards_received"]
    plays = first_hand[7:-1]
    assert [p for p in plays if p != "turn_changed"] == (["card_played"] * 4 + ["trick_taken"]) * 13
    # Every turn announced is played at once; once the hand is decided (a claim, or no
    # points left) the rest comes without turns being announced.
    turns = [i for i, p in enumerate(plays) if p == "turn_changed"]
    assert all(plays[i + 1] == "card_played" for i in turns)
    unannounced = [
        i for i, p in enumerate(plays) if p == "card_played" and plays[i - 1] != "turn_changed"
    ]
    assert not unannounced or max(turns) < min(unannounced)


def test_a_paced_view_holds_the_game_until_it_is_idle(
    qtbot: QtBot, controller: GameController
) -> None:
    controller.set_paced(True)
    played: list[Card] = []
    controller.card_played.connect(lambda _seat, card: played.append(card))
    controller.new_game(seed=8)
    qtbot.wait(50)
    assert controller.view().phase is Phase.PASSING
    assert live_game(controller).actions == [("deal",)]  # waiting for the deal animation
    controller.on_view_idle()
    qtbot.waitUntil(lambda: controller.view().phase is Phase.PLAYING, timeout=5_000)
    controller.on_view_idle()  # the exchange has been shown
    qtbot.waitUntil(lambda: len(played) == 1, timeout=5_000)
    qtbot.wait(50)
    assert len(played) == 1  # the next card waits for the view
    controller.on_view_idle()
    qtbot.waitUntil(lambda: len(played) == 2, timeout=5_000)


def test_a_finished_trick_stays_on_the_table_before_it_is_taken(
    qtbot: QtBot, controller: GameController
) -> None:
    controller.trick_pause_ms = 300
    taken: list[Seat] = []
    controller.trick_taken.connect(lambda winner, _cards, _points: taken.append(winner))
    played: list[Card] = []
    controller.card_played.connect(lambda _s, card: played.append(card))
    controller.new_game(seed=9)
    qtbot.waitUntil(lambda: len(played) == 4, timeout=5_000)
    assert taken == []
    qtbot.waitUntil(lambda: len(taken) == 1, timeout=5_000)


def test_an_answer_for_an_abandoned_game_is_dropped(qtbot: QtBot) -> None:
    gated = Gated()
    made: list[FirstLegal] = []

    def factory(level: str, seed: int) -> FirstLegal:
        player = gated if not made else FirstLegal()
        made.append(player)
        return player

    controller = GameController(player_factory=factory)  # threaded
    try:
        controller.new_game(seed=1)
        assert gated.entered.wait(5)
        passes: list[Seat] = []
        controller.pass_chosen.connect(lambda seat, _cards: passes.append(seat))
        controller.new_game(seed=2)  # the gated player is still thinking about game 1
        first = controller.view(Seat.WEST).hand
        gated.gate.set()
        qtbot.waitUntil(lambda: len(passes) == 3, timeout=5_000)
        qtbot.wait(100)
        game = live_game(controller)
        assert game.seed == 2
        assert controller.view(Seat.WEST).passed == first[-3:]
        assert [a[0] for a in game.actions].count("pass") == 3
    finally:
        controller.shutdown()


def test_an_illegal_intent_is_refused_with_a_reason_and_changes_nothing(qtbot: QtBot) -> None:
    controller = GameController(threaded=False, player_factory=_fake)
    try:
        controller.new_game(seed=4)
        view = controller.view()
        assert view.direction is PassDirection.LEFT
        south = view.hand
        with qtbot.waitSignal(controller.illegal_move) as refused:
            controller.choose_pass(south[:2])
        assert refused.args == ["Pass exactly three cards."]
        with qtbot.waitSignal(controller.illegal_move) as refused:
            controller.play_card(south[0])
        assert refused.args == ["The cards are still being passed."]
        assert controller.view() == view
        assert Seat.SOUTH not in controller.passed_seats()
        controller.choose_pass(south[:3])
        qtbot.waitUntil(lambda: controller.view().phase is Phase.PLAYING, timeout=5_000)
        assert live_game(controller).actions[-1][0] in {"pass", "play"}
    finally:
        controller.shutdown()


def test_south_waits_for_the_human(qtbot: QtBot) -> None:
    controller = GameController(threaded=False, player_factory=_fake)
    try:
        controller.new_game(seed=6)
        qtbot.waitUntil(lambda: len(controller.passed_seats()) == 3)
        assert controller.waiting_for_south
        controller.choose_pass(controller.view().hand[:3])
        qtbot.waitUntil(lambda: controller.waiting_for_south, timeout=5_000)
        legal = controller.legal_plays()
        assert legal and controller.view().to_play is Seat.SOUTH
        with qtbot.waitSignal(controller.card_played) as played:
            controller.play_card(legal[0])
        assert played.args == [Seat.SOUTH, legal[0]]
    finally:
        controller.shutdown()
