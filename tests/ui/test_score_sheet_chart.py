"""The chart paints a line per player, the target line, and copes with odd histories."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent
from PySide6.QtGui import QColor, QHelpEvent, QImage
from PySide6.QtWidgets import QApplication, QToolTip
from pytestqt.qtbot import QtBot

from hearts_qt.engine import HandResult, PassDirection, Rules, Seat
from hearts_qt.ui.score_sheet import palette
from hearts_qt.ui.score_sheet.chart import ScoreChart, nice_step
from hearts_qt.ui.score_sheet.model import ScoreModel

HISTORY = (
    HandResult(1, PassDirection.LEFT, (13, 3, 0, 10), (13, 3, 0, 10)),
    HandResult(2, PassDirection.RIGHT, (26, 0, 26, 26), (39, 3, 26, 36), moon=Seat.WEST),
    HandResult(3, PassDirection.ACROSS, (0, 16, 0, 10), (39, 19, 26, 46)),
)


def render(qtbot: QtBot, model: ScoreModel) -> QImage:
    chart = ScoreChart(model)
    qtbot.addWidget(chart)
    chart.resize(520, 280)
    return chart.grab().toImage()


def has_colour(image: QImage, colour: QColor, tolerance: int = 12) -> bool:
    for y in range(0, image.height(), 2):
        for x in range(0, image.width(), 2):
            pixel = image.pixelColor(x, y)
            if (
                abs(pixel.red() - colour.red()) <= tolerance
                and abs(pixel.green() - colour.green()) <= tolerance
                and abs(pixel.blue() - colour.blue()) <= tolerance
            ):
                return True
    return False


@pytest.mark.parametrize(
    ("span", "ticks", "step"), [(100, 5, 20), (150, 5, 50), (8, 8, 1), (26, 5, 10), (0, 5, 1)]
)
def test_nice_steps(span: int, ticks: int, step: int) -> None:
    assert nice_step(span, ticks) == step


def test_every_player_has_a_line_and_the_target_is_drawn(qtbot: QtBot) -> None:
    image = render(qtbot, ScoreModel(Rules(), HISTORY))
    for seat in Seat:
        assert has_colour(image, palette.seat_colour(seat)), seat
    assert has_colour(image, QColor(palette.TARGET_COLOUR))


def test_no_target_line_in_a_game_of_fixed_hands(qtbot: QtBot) -> None:
    image = render(qtbot, ScoreModel(Rules(fixed_hands=8), HISTORY))
    assert not has_colour(image, QColor(palette.TARGET_COLOUR))


def test_an_empty_game_and_negative_totals_paint(qtbot: QtBot) -> None:
    render(qtbot, ScoreModel(Rules(), ()))
    minus = (HandResult(1, PassDirection.LEFT, (-26, 0, 0, 0), (-26, 0, 0, 0), moon=Seat.SOUTH),)
    image = render(qtbot, ScoreModel(Rules(), minus))
    assert has_colour(image, palette.seat_colour(Seat.SOUTH))


def test_it_follows_the_model(qtbot: QtBot) -> None:
    model = ScoreModel(Rules(), HISTORY[:1])
    chart = ScoreChart(model)
    qtbot.addWidget(chart)
    chart.resize(520, 280)
    before = chart.grab().toImage()
    model.append(HISTORY[1])
    assert chart.grab().toImage() != before
    model.set_history(Rules(), HISTORY[:1])
    assert chart.grab().toImage() == before


@pytest.mark.parametrize("size", [(520, 280), (440, 170), (900, 400)])
@pytest.mark.parametrize("hands", [1, 3])
def test_the_target_label_keeps_clear_of_the_legend(
    qtbot: QtBot, size: tuple[int, int], hands: int
) -> None:
    """ "Game ends at 100" sits under its line while the line is the top of the plot
    (nobody near 100 yet), never against the legend's row of names."""
    chart = ScoreChart(ScoreModel(Rules(), HISTORY[:hands]))
    qtbot.addWidget(chart)
    chart.resize(*size)
    chart.grab()
    label = chart.target_rect
    assert label is not None
    assert label.top() >= chart.legend_rect.bottom() + 4
    assert chart.rect().toRectF().contains(label)


def test_the_legend_sets_the_charts_least_width(qtbot: QtBot) -> None:
    names = {Seat.SOUTH: "Alexandra", Seat.WEST: "Bartholomew", Seat.NORTH: "Cordelia"}
    model = ScoreModel(Rules(), HISTORY, names=lambda seat: names.get(seat, "Dmitri"))
    chart = ScoreChart(model)
    qtbot.addWidget(chart)
    chart.resize(chart.minimumSizeHint())
    chart.grab()
    assert chart.rect().toRectF().contains(chart.legend_rect)


def test_a_perfect_100_drop_is_a_ring_on_the_target_that_says_so(qtbot: QtBot) -> None:
    history = (
        HandResult(1, PassDirection.LEFT, (13, 3, 0, 10), (87, 3, 0, 10)),
        HandResult(2, PassDirection.RIGHT, (13, 0, 9, 4), (50, 3, 9, 14), halved=(Seat.SOUTH,)),
    )
    chart = ScoreChart(ScoreModel(Rules(perfect_100=True), history, lambda seat: seat.label))
    qtbot.addWidget(chart)
    chart.resize(520, 280)
    chart.show()
    qtbot.waitExposed(chart)
    chart.grab()
    (ring, _said), *more = chart.drops
    assert not more
    assert chart.target_rect is not None
    line = (chart.target_rect.bottom() + 2, chart.target_rect.top() - 3)  # label above/below
    assert min(abs(ring.center().y() - y) for y in line) < 1  # the ring is on the target
    inside = ring.center().toPoint()
    hover = QHelpEvent(QEvent.Type.ToolTip, inside, chart.mapToGlobal(inside))
    QApplication.sendEvent(chart, hover)
    assert QToolTip.text() == "South ended on exactly 100: down to 50 (hand 2)"
    QToolTip.hideText()
