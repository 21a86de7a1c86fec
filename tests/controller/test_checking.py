"""The play checker in the controller: after each hand South played, off the GUI thread,
waiting while the computer players think; a new game drops what it was doing."""

from __future__ import annotations

import random

from pytestqt.qtbot import QtBot

from hearts_qt.ai.checker import CheckSize
from hearts_qt.ai.verdict import HandCheck
from hearts_qt.controller import GameController
from hearts_qt.controller.checking import Checking
from hearts_qt.engine import Game, Phase, Seat
from tests.live_game import live_game

SMALL = CheckSize(search_deals=12, measure_deals=12)


def _play_south_until_scored(c: GameController, qtbot: QtBot, rng: random.Random) -> None:
    """South passes and plays random legal cards until the hand is scored."""
    number = live_game(c).number
    while not (live_game(c).hand.phase is Phase.SCORED and live_game(c).number == number):
        qtbot.waitUntil(
            lambda: c.waiting_for_south or live_game(c).hand.phase is Phase.SCORED, timeout=5_000
        )
        if not c.waiting_for_south:
            break
        view = c.view()
        if view.phase is Phase.PASSING:
            c.choose_pass(rng.sample(view.hand, 3))
        else:
            c.play_card(rng.choice(view.legal))


def _controller(threaded: bool) -> GameController:
    c = GameController(levels=("easy", "easy", "easy"), threaded=threaded)
    c.check_size = SMALL
    c.set_check_play(True)
    return c


def test_each_hand_south_played_is_checked_and_kept(qtbot: QtBot) -> None:
    c = _controller(threaded=True)
    c.new_game(seed=31)
    with qtbot.waitSignal(c.hand_checked, timeout=30_000) as checked:
        _play_south_until_scored(c, qtbot, random.Random(1))
    found = checked.args[0]
    assert isinstance(found, HandCheck) and found.hand == 1
    assert 0 < found.decisions <= 13 + 1 and found.agreed == found.decisions - len(found.verdicts)
    assert c.hand_check(1) == found and c.hand_check(20) is None
    c.new_game(seed=32)
    assert c.hand_check(1) is None  # a new game forgets the last one's checks
    c.shutdown()


def test_nothing_is_checked_with_the_option_off_or_for_autoplay(qtbot: QtBot) -> None:
    c = GameController(levels=("easy", "easy", "easy"), threaded=False)
    c.new_game(seed=31)
    with qtbot.assertNotEmitted(c.hand_checked, wait=200):
        _play_south_until_scored(c, qtbot, random.Random(1))
    auto = GameController(levels=("easy", "easy", "easy"), south_level="easy", threaded=False)
    auto.check_size = SMALL
    auto.set_check_play(True)
    with qtbot.assertNotEmitted(auto.hand_checked, wait=300):
        auto.new_game(seed=31)
    c.shutdown()
    auto.shutdown()


def test_a_new_game_cancels_the_check_under_way(qtbot: QtBot) -> None:
    c = _controller(threaded=True)
    c.check_size = CheckSize(search_deals=100_000, measure_deals=100_000)  # would take hours
    c.new_game(seed=33)
    _play_south_until_scored(c, qtbot, random.Random(2))
    with qtbot.assertNotEmitted(c.hand_checked, wait=300):
        c.new_game(seed=34)
    c.shutdown()  # returns at once: the check stopped within a sampled deal


def _finished_hand(seed: int, hands: int = 1) -> Game:
    """A game of ``hands`` finished hands (passing left, right...), random legal cards."""
    game = Game(seed=seed)
    rng = random.Random(seed)
    for _ in range(hands):
        game.deal()
        if game.hand.phase is Phase.PASSING:
            for seat in Seat:
                game.pass_cards(seat, rng.sample(game.hand.held(seat), 3))
        while game.hand.phase is Phase.PLAYING:
            turn = game.hand.to_play
            assert turn is not None
            game.play(turn, rng.choice(game.hand.legal_plays(turn)))
    return game


def test_a_check_waits_while_a_computer_player_thinks(qtbot: QtBot) -> None:
    """Held, a check goes no further than its next sampled deal; let go, it finishes."""
    checking = Checking(threaded=True)
    checking.hold(True)
    checking.check(_finished_hand(3), 1, 12, SMALL)
    with qtbot.assertNotEmitted(checking.checked, wait=500):
        pass
    with qtbot.waitSignal(checking.checked, timeout=30_000) as checked:
        checking.hold(False)
    assert checked.args[0].hand == 1 and checking.get(1) == checked.args[0]
    checking.stop()


def test_a_check_waits_while_the_hint_is_thought_about(qtbot: QtBot) -> None:
    """The hint is the player's question now: it gets the cores, the check waits."""
    c = _controller(threaded=True)
    c.new_game(seed=35)
    others = frozenset(Seat) - {Seat.SOUTH}
    qtbot.waitUntil(lambda: c.passed_seats() == others, timeout=10_000)
    assert c.waiting_for_south and not c._checking.held  # the computers passed: none thinks
    with qtbot.waitSignal(c.hint_ready, timeout=30_000):
        c.hint()
        assert c.hint_pending and c._checking.held
    assert not c._checking.held
    c.hint()
    c.cancel_thinking()  # a hint no longer wanted lets the check go on too
    assert not c.hint_pending and not c._checking.held
    c.shutdown()


def test_a_resumed_game_gets_its_checks_back_and_the_unfinished_ones_again(
    qtbot: QtBot,
) -> None:
    game = _finished_hand(8, hands=2)  # the first was checked, the second not
    kept = HandCheck(1, 12, 12, ())
    c = _controller(threaded=False)
    c.resume(game)
    with qtbot.waitSignal(c.hand_checked, timeout=30_000) as checked:
        c.restore_checks((kept,))
    assert checked.args[0].hand == 2
    assert c.hand_check(1) == kept and c.hand_check(2) == checked.args[0]
    c.shutdown()
