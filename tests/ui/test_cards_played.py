"""View ▸ Cards Played as a player uses it: ticked in the View menu it shows beside the
table (and says so at the next start), the played cards are dimmed and the voids shown,
card after card and through an undo, and never a card South has not seen."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QSettings, Qt
from PySide6.QtGui import QColor, QHelpEvent, QImage
from PySide6.QtWidgets import QAbstractButton, QApplication, QMenu, QToolTip
from pytestqt.qtbot import QtBot

from hearts_qt.controller import GameController
from hearts_qt.controller.texts import card_text
from hearts_qt.engine import Card, Phase, Rank, Seat, SeatView, Suit
from hearts_qt.storage.settings import Settings
from hearts_qt.ui.cards_played import CardsPlayedPanel
from hearts_qt.ui.main_window import MainWindow

SEED = 11
"""Hand 1 passes left; the Easy players show a void within the first tricks."""


def _settings(tmp_path: Path) -> Settings:
    return Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))


def _window(qtbot: QtBot, tmp_path: Path) -> MainWindow:
    settings = _settings(tmp_path)
    settings.set_animation("off")
    settings.set_score_after_hand(False)
    for seat in (Seat.WEST, Seat.NORTH, Seat.EAST):
        settings.set_level(seat, "easy")
    controller = GameController(levels=settings.levels(), threaded=False)
    w = MainWindow(controller, settings)
    w.table.still_trick_ms = 0
    w.table.set_animation_speed("off")
    qtbot.addWidget(w)
    w.resize(1600, 1000)
    w.show()
    qtbot.waitExposed(w)
    return w


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> Iterator[MainWindow]:
    """A window with the panel ticked, as a player who turned it on last time finds it."""
    _settings(tmp_path).set_cards_played(True)
    w = _window(qtbot, tmp_path)
    yield w
    w.controller.shutdown()


def _menu_item(window: MainWindow) -> object:
    view = next(m for m in window.menuBar().findChildren(QMenu) if m.title() == "&View")
    return next(a for a in view.actions() if a.text() == "&Cards Played")


def _panel(window: MainWindow) -> CardsPlayedPanel:
    return window.cards_played.panel


def _view(window: MainWindow) -> SeatView:
    return window.controller.view()


def _played(view: SeatView) -> set[Card]:
    """The cards of the finished tricks and of the one on the table."""
    return {c for t in view.tricks for _, c in t.cards} | {c for _, c in view.trick}


def _wait_for_south(qtbot: QtBot, window: MainWindow) -> None:
    controller = window.controller
    qtbot.waitUntil(
        lambda: (
            (controller.waiting_for_south and window.table.south.may_touch())
            or _view(window).phase is Phase.SCORED
        ),
        timeout=10_000,
    )


def _start_and_pass(qtbot: QtBot, window: MainWindow) -> tuple[Card, ...]:
    window.controller.new_game(seed=SEED)
    _wait_for_south(qtbot, window)
    passed = _view(window).hand[:3]
    window.controller.choose_pass(passed)
    _wait_for_south(qtbot, window)
    return passed


def _play_south(qtbot: QtBot, window: MainWindow) -> Card:
    """South plays its first legal card; returns once South is on turn again."""
    card = window.controller.legal_plays()[0]
    window.controller.play_card(card)
    _wait_for_south(qtbot, window)
    return card


def _shows_what_south_saw(window: MainWindow) -> None:
    view = _view(window)
    panel = _panel(window)
    assert panel.grid.dimmed_cards() == _played(view)
    assert panel.count.text() == f"{len(_played(view))} of 52 played"


def _first_void(view: SeatView) -> tuple[Seat, Suit] | None:
    """A seat that did not follow the suit led, and that suit."""
    for cards in [t.cards for t in view.tricks] + [view.trick]:
        for seat, card in cards[1:]:
            if card.suit is not cards[0][1].suit:
                return seat, cards[0][1].suit
    return None


def _darkest(image: QImage, window: MainWindow, card: Card) -> int:
    """The darkest grey level inside the card's cell of the grid as painted."""
    rect = _panel(window).grid.cell_rect(card).toRect().adjusted(2, 2, -2, -2)
    ratio = image.devicePixelRatio()
    return min(
        QColor(image.pixel(round(x * ratio), round(y * ratio))).lightness()
        for x in range(rect.left(), rect.right())
        for y in range(rect.top(), rect.bottom())
    )


def test_the_view_menu_shows_and_hides_the_panel_and_it_is_remembered(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window = _window(qtbot, tmp_path)
    item, dock = _menu_item(window), window.cards_played
    assert not item.isChecked() and not dock.isVisible()  # type: ignore[attr-defined]
    assert window.settings.cards_played() is False  # off by default
    item.trigger()  # type: ignore[attr-defined]
    assert dock.isVisible() and window.settings.cards_played()
    assert window.dockWidgetArea(dock) == Qt.DockWidgetArea.RightDockWidgetArea
    # Beside the table, not over it: the seats' names and South's hand stay uncovered.
    assert not window.table.geometry().intersects(dock.geometry())
    window.close()  # quitting with the panel shown keeps it ticked
    window.controller.shutdown()

    again = _window(qtbot, tmp_path)
    assert again.cards_played.isVisible() and _menu_item(again).isChecked()  # type: ignore[attr-defined]
    close = again.cards_played.findChild(QAbstractButton, "qt_dockwidget_closebutton")
    assert close is not None and close.isVisible()
    qtbot.mouseClick(close, Qt.MouseButton.LeftButton)  # the dock's own close button
    assert not again.cards_played.isVisible()
    assert not _menu_item(again).isChecked()  # type: ignore[attr-defined]
    assert again.settings.cards_played() is False
    again.controller.shutdown()


def test_the_played_cards_are_dimmed_and_a_void_is_shown(qtbot: QtBot, window: MainWindow) -> None:
    panel = _panel(window)
    window.controller.new_game(seed=SEED)
    _wait_for_south(qtbot, window)
    assert panel.grid.dimmed_cards() == frozenset()  # passing: nothing is played yet
    assert panel.count.text() == "0 of 52 played"
    window.controller.choose_pass(_view(window).hand[:3])
    _wait_for_south(qtbot, window)
    void = None
    while void is None and _view(window).phase is Phase.PLAYING:
        _shows_what_south_saw(window)
        _play_south(qtbot, window)
        void = _first_void(_view(window))
    assert void is not None
    _shows_what_south_saw(window)
    seat, suit = void
    assert suit in panel.shown_void(seat)
    assert suit.symbol in panel.voids[seat].text()
    assert panel.names[seat].text() == window.settings.name(seat)
    # As painted: a played card's rank is faint, one of its suit still out in full ink.
    image = panel.grid.grab().toImage()
    seen = _played(_view(window))
    played, out = next(
        (card, Card(card.suit, rank))
        for card in sorted(seen)
        for rank in Rank
        if Card(card.suit, rank) not in seen
    )
    assert _darkest(image, window, played) > _darkest(image, window, out) + 60


def test_it_never_shows_a_card_south_has_not_seen(qtbot: QtBot, window: MainWindow) -> None:
    passed = _start_and_pass(qtbot, window)
    panel = _panel(window)
    for _ in range(4):
        view = _view(window)
        others = {
            c for s in (Seat.WEST, Seat.NORTH, Seat.EAST) for c in window.controller.view(s).hand
        }
        assert not panel.grid.dimmed_cards() & others  # nothing still in another hand
        for card in passed:  # South knows where they went, but they are not played
            assert (card in panel.grid.dimmed_cards()) == (card in _played(view))
        _play_south(qtbot, window)


def test_the_panel_follows_undo_and_redo(qtbot: QtBot, window: MainWindow) -> None:
    _start_and_pass(qtbot, window)
    panel = _panel(window)
    for _ in range(3):
        _play_south(qtbot, window)
    before = set(panel.grid.dimmed_cards())
    voids_before = {seat: panel.shown_void(seat) for seat in Seat}
    card = _play_south(qtbot, window)
    assert card in panel.grid.dimmed_cards()
    window.controller.undo()
    _wait_for_south(qtbot, window)
    assert card not in panel.grid.dimmed_cards()
    assert set(panel.grid.dimmed_cards()) == before
    assert {seat: panel.shown_void(seat) for seat in Seat} == voids_before
    _shows_what_south_saw(window)
    window.controller.redo()
    _wait_for_south(qtbot, window)
    assert card in panel.grid.dimmed_cards()
    _shows_what_south_saw(window)


def test_a_hidden_panel_catches_up_when_shown_and_a_new_game_clears_it(
    qtbot: QtBot, window: MainWindow
) -> None:
    _start_and_pass(qtbot, window)
    panel = _panel(window)
    item = _menu_item(window)
    item.trigger()  # type: ignore[attr-defined]
    assert not window.cards_played.isVisible()
    _play_south(qtbot, window)
    _play_south(qtbot, window)
    item.trigger()  # type: ignore[attr-defined]
    assert window.cards_played.isVisible()
    _shows_what_south_saw(window)
    window.controller.new_game(seed=SEED + 1)
    _wait_for_south(qtbot, window)
    assert panel.grid.dimmed_cards() == frozenset()
    assert all(panel.shown_void(seat) == frozenset() for seat in Seat)


def test_the_setting_is_off_by_default_and_survives_the_file(tmp_path: Path) -> None:
    settings = _settings(tmp_path)
    assert settings.cards_played() is False
    settings.set_cards_played(True)
    settings.sync()
    assert _settings(tmp_path).cards_played() is True
    settings.qsettings.setValue("window/cards_played", "perhaps")
    assert settings.cards_played() is False


def test_in_a_small_window_the_panel_shrinks_and_leaves_the_table_room(
    qtbot: QtBot, window: MainWindow
) -> None:
    grid = _panel(window).grid
    wide = grid.cell_rect(Card(Suit.HEARTS, Rank.ACE))
    window.resize(800, 600)  # the smallest window
    qtbot.waitUntil(lambda: window.width() == 800)
    qtbot.waitUntil(lambda: window.table.width() >= 0.65 * window.width())
    ace = grid.cell_rect(Card(Suit.HEARTS, Rank.ACE))
    assert ace.width() < wide.width()  # smaller cards, all of them still in view
    assert grid.visibleRegion().boundingRect().contains(ace.toAlignedRect())
    assert not window.table.geometry().intersects(window.cards_played.geometry())


def test_a_card_under_the_mouse_says_whether_it_is_played(qtbot: QtBot, window: MainWindow) -> None:
    _start_and_pass(qtbot, window)
    _play_south(qtbot, window)
    grid = _panel(window).grid
    played = min(grid.dimmed_cards())
    out = next(Card(s, r) for s in Suit for r in Rank if Card(s, r) not in grid.dimmed_cards())
    for card, text in ((played, "played"), (out, "not played yet")):
        point = grid.cell_rect(card).center().toPoint()
        help_event = QHelpEvent(QEvent.Type.ToolTip, point, grid.mapToGlobal(point))
        QApplication.sendEvent(grid, help_event)
        assert QToolTip.text() == f"{card_text(card)}: {text}"
    QToolTip.hideText()
