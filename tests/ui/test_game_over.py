"""The game-over screen: standings with shared places, who won, every hand of the game in
view, Play Again (the default, on Enter) and Close."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QFont, QFontMetrics, QScreen
from PySide6.QtWidgets import QDialog, QLabel
from pytestqt.qtbot import QtBot

from hearts_qt.engine import HandResult, PassDirection, Rules, Seat
from hearts_qt.ui.placement import GUESSED_FRAME
from hearts_qt.ui.score_sheet.game_over import GameOverDialog, Standing
from hearts_qt.ui.score_sheet.texts import headline
from tests.ui.score_sheet_helpers import SHOWCASE, SHOWCASE_SEED, scripted_game

S, W, N, E = Seat.SOUTH, Seat.WEST, Seat.NORTH, Seat.EAST


def dialog(qtbot: QtBot, winners: tuple[Seat, ...], totals: tuple[int, ...]) -> GameOverDialog:
    d = GameOverDialog(winners, totals)
    qtbot.addWidget(d)
    return d


def test_standings_share_places_on_a_tie() -> None:
    standings = GameOverDialog.build_standings((W, E), (70, 40, 104, 40))
    assert standings == [
        Standing(1, W, 40, True),
        Standing(1, E, 40, True),
        Standing(3, S, 70, False),
        Standing(4, N, 104, False),
    ]


def test_standings_of_a_clear_win() -> None:
    standings = GameOverDialog.build_standings((S,), (12, 101, 55, 60))
    assert [(s.place, s.seat) for s in standings] == [(1, S), (2, N), (3, E), (4, W)]
    assert [s.winner for s in standings] == [True, False, False, False]


@pytest.mark.parametrize(
    ("winners", "said"),
    [
        ((S,), "You win!"),
        ((N,), "North wins"),
        ((N, E), "North and East share the win"),
        ((W, N, E), "West, North and East share the win"),
        ((S, W), "You share the win with West"),
        ((S, N, E), "You share the win with North and East"),
    ],
)
def test_the_headline_names_the_winners(qtbot: QtBot, winners: tuple[Seat, ...], said: str) -> None:
    assert headline(winners, lambda seat: seat.label) == said


def test_the_dialog_names_tied_winners_and_lists_everyone(qtbot: QtBot) -> None:
    d = dialog(qtbot, (N, E), (80, 101, 47, 47))
    assert d.headline.text() == "North and East share the win"
    texts = [label.text() for label in d.findChildren(QLabel)]
    for name in ("South", "West", "North", "East"):
        assert name in texts
    assert texts.count("1st") == 2 and "3rd" in texts and "4th" in texts
    assert "2nd" not in texts


def test_play_again_emits_and_accepts(qtbot: QtBot) -> None:
    d = dialog(qtbot, (S,), (20, 101, 60, 70))
    d.show()
    with qtbot.waitSignal(d.play_again):
        qtbot.mouseClick(d.play_again_button, Qt.MouseButton.LeftButton)
    assert d.result() == QDialog.DialogCode.Accepted
    assert not d.isVisible()


def test_close_does_not_play_again(qtbot: QtBot) -> None:
    d = dialog(qtbot, (S,), (20, 101, 60, 70))
    d.show()
    with qtbot.assertNotEmitted(d.play_again):
        qtbot.mouseClick(d.close_button, Qt.MouseButton.LeftButton)
    assert d.result() == QDialog.DialogCode.Rejected


def test_custom_names_reach_the_dialog(qtbot: QtBot) -> None:
    d = GameOverDialog((W,), (40, 10, 70, 101), names=lambda seat: f"Player {int(seat)}")
    qtbot.addWidget(d)
    assert d.headline.text() == "Player 1 wins"


def long_game(hands: int) -> list[HandResult]:
    """A game of ``hands`` hands, the same points each hand."""
    points = (5, 4, 7, 10)
    directions = list(PassDirection)
    return [
        HandResult(
            number,
            directions[(number - 1) % 4],
            points,
            (5 * number, 4 * number, 7 * number, 10 * number),
        )
        for number in range(1, hands + 1)
    ]


@pytest.mark.parametrize("screen", [(1280, 800), (1600, 1000), (1920, 1080)])
def test_every_hand_of_a_long_game_is_in_view(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, screen: tuple[int, int]
) -> None:
    """Sixteen hands (a long game to 100) without scrolling, on the usual screens."""
    monkeypatch.setattr(QScreen, "availableGeometry", lambda _s: QRect(0, 0, *screen))
    results = long_game(16)
    totals = results[-1].totals
    d = GameOverDialog((S,), totals, rules=Rules(), results=results)
    qtbot.addWidget(d)
    d.show()
    qtbot.waitExposed(d)
    assert d.model.rowCount() == 16
    assert d.table.verticalScrollBar().maximum() == 0
    assert d.table.horizontalScrollBar().maximum() == 0
    assert d.height() + GUESSED_FRAME.top() <= screen[1]
    last = d.table.visualRect(d.model.index(15, 3))
    assert d.table.viewport().rect().contains(last)


def test_play_again_is_the_default_and_enter_chooses_it(qtbot: QtBot) -> None:
    d = dialog(qtbot, (S,), (20, 101, 60, 70))
    d.show()
    qtbot.waitExposed(d)
    assert d.play_again_button.isDefault() and not d.close_button.isDefault()
    with qtbot.waitSignal(d.play_again):
        qtbot.keyClick(d, Qt.Key.Key_Return)
    assert d.result() == QDialog.DialogCode.Accepted


def test_every_cell_shows_whole_with_moons_suns_and_the_jack(qtbot: QtBot) -> None:
    game = scripted_game(SHOWCASE_SEED, SHOWCASE)
    d = GameOverDialog(game.winners, game.results[-1].totals, rules=SHOWCASE, results=game.results)
    qtbot.addWidget(d)
    d.show()
    qtbot.waitExposed(d)
    bold = QFont(d.table.font())
    bold.setBold(True)
    metrics = QFontMetrics(bold)
    for row in range(d.model.rowCount()):
        for column in range(4):
            index = d.model.index(row, column)
            text = d.model.data(index)
            assert d.table.visualRect(index).width() > metrics.horizontalAdvance(str(text))
