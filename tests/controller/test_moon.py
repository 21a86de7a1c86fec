"""New Moon at the controller: South is asked (with both outcomes) and its choice scores;
an undo, a redo and a resume while it is asked; a computer shooter chooses by itself."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

import pytest
from pytestqt.qtbot import QtBot

from hearts_qt.controller import GameController
from hearts_qt.controller.moon import CHOICES, MoonQuestion, moon_question
from hearts_qt.engine import Card, Game, HandResult, MoonScoring, Seat, record
from tests.moon_deal import (
    MOON_SEED,
    NEW_MOON,
    Lowest,
    highest,
    lowest,
    lowest_players,
    moon_actions,
)


@pytest.fixture
def controller(qtbot: QtBot) -> Iterator[GameController]:
    """South on turn with its last card, which shoots the moon."""
    c = GameController(threaded=False, player_factory=lowest_players)
    c.set_play_out_decided(False)  # the last trick holds no points: South plays it
    c.resume(Game.replay(NEW_MOON, MOON_SEED, moon_actions()))
    qtbot.waitUntil(lambda: c.waiting_for_south)
    yield c
    c.shutdown()


def last_card(controller: GameController) -> Card:
    (card,) = controller.legal_plays()
    return card


def shoot(qtbot: QtBot, controller: GameController) -> MoonQuestion:
    with qtbot.waitSignal(controller.moon_choice_needed) as asked:
        controller.play_card(last_card(controller))
    assert asked.args is not None
    question: MoonQuestion = asked.args[0]
    return question


def test_south_is_asked_with_what_each_choice_gives(
    qtbot: QtBot, controller: GameController
) -> None:
    scored: list[HandResult] = []
    controller.hand_scored.connect(scored.append)
    question = shoot(qtbot, controller)
    assert (question.seat, question.number, question.sun, question.value) == (
        Seat.SOUTH,
        1,
        False,
        26,
    )
    assert question.outcome(MoonScoring.OTHERS_PLUS).totals == (0, 26, 26, 26)
    assert question.outcome(MoonScoring.SHOOTER_MINUS).totals == (-26, 0, 0, 0)
    assert not any(o.over for o in question.outcomes)
    assert scored == [] and controller.results == ()  # the hand's score waits
    assert controller.waiting_for_south and controller.moon_question() == question


@pytest.mark.parametrize("choice", CHOICES)
def test_each_choice_scores_the_hand(
    qtbot: QtBot, controller: GameController, choice: MoonScoring
) -> None:
    question = shoot(qtbot, controller)
    with qtbot.waitSignal(controller.hand_scored) as scored:
        controller.choose_moon(choice)
    assert scored.args is not None
    result: HandResult = scored.args[0]
    assert result.totals == question.outcome(choice).totals
    assert (result.moon, result.moon_choice) == (Seat.SOUTH, choice)
    assert controller.moon_question() is None


def test_undo_while_asked_takes_back_the_last_card_and_redo_asks_again(
    qtbot: QtBot, controller: GameController
) -> None:
    card = last_card(controller)
    question = shoot(qtbot, controller)
    assert controller.undo_step() is not None
    with qtbot.waitSignal(controller.game_rewound):
        controller.undo()
    qtbot.waitUntil(lambda: controller.waiting_for_south)
    assert controller.moon_question() is None and controller.legal_plays() == (card,)
    with qtbot.waitSignal(controller.moon_choice_needed) as asked:
        controller.redo()
    assert asked.args == [question]


def test_a_game_saved_while_asked_asks_again_when_resumed(
    qtbot: QtBot, controller: GameController
) -> None:
    question = shoot(qtbot, controller)
    with qtbot.waitSignal(controller.moon_choice_needed) as asked:
        saved = record.to_json(controller.game_copy())  # what the autosave keeps
        controller.resume(record.from_json(saved))
    assert asked.args == [question]


class Highest(Lowest):
    def choose_play(self, view: object) -> Card:
        assert hasattr(view, "legal")
        return highest(view.legal)


def test_a_computer_shooter_chooses_by_itself(qtbot: QtBot) -> None:
    def players(_level: str, seed: int) -> Lowest:
        return Highest() if seed % 4 == Seat.SOUTH else Lowest()

    controller = GameController(south_level="normal", threaded=False, player_factory=players)
    asked: list[object] = []
    controller.moon_choice_needed.connect(asked.append)
    with qtbot.waitSignal(controller.hand_scored) as scored:
        controller.new_game(NEW_MOON, seed=MOON_SEED)
    assert scored.args is not None
    result: HandResult = scored.args[0]
    assert result.moon is Seat.SOUTH and result.moon_choice in CHOICES
    assert asked == []
    controller.shutdown()


def test_the_question_says_which_choice_ends_the_game_and_who_wins() -> None:
    rules = replace(NEW_MOON, target_score=20)
    game = Game.replay(rules, MOON_SEED, moon_actions(rules))
    (card,) = game.hand.legal_plays(Seat.SOUTH)
    game.play(Seat.SOUTH, card)
    while (seat := game.hand.to_play) is not None:  # the others' last cards
        game.play(seat, game.hand.legal_plays(seat)[0])
    question = moon_question(game)
    assert question is not None
    adding = question.outcome(MoonScoring.OTHERS_PLUS)
    assert (adding.over, adding.winners) == (True, (Seat.SOUTH,))
    assert not question.outcome(MoonScoring.SHOOTER_MINUS).over


def test_a_moon_in_a_hand_replayed_as_practice_ends_no_game() -> None:
    game = Game.replay(NEW_MOON, MOON_SEED, moon_actions(), practice=1)
    (card,) = game.hand.legal_plays(Seat.SOUTH)
    game.play(Seat.SOUTH, card)
    while (seat := game.hand.to_play) is not None:
        game.play(seat, game.hand.legal_plays(seat)[0])
    question = moon_question(game)
    assert question is not None and question.practice
    assert not any(o.over or o.winners for o in question.outcomes)


def test_the_question_says_who_drops_to_half_under_each_choice() -> None:
    rules = replace(NEW_MOON, perfect_100=True, target_score=26)  # +26 each lands on 26
    game = Game.replay(rules, MOON_SEED, moon_actions(rules))
    while game.moon_chooser is None:  # South's last card, then the others'
        seat = game.hand.to_play
        assert seat is not None
        game.play(seat, lowest(game.hand.legal_plays(seat)))
    question = moon_question(game)
    assert question is not None
    adding = question.outcome(MoonScoring.OTHERS_PLUS)
    assert adding.halved == (Seat.WEST, Seat.NORTH, Seat.EAST)
    assert adding.totals == (0, 13, 13, 13)
    assert question.outcome(MoonScoring.SHOOTER_MINUS).halved == ()
