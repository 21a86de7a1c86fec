"""View ▸ Cards Played: the 52 cards in four suit rows with the played ones dimmed, and the
suits each seat has shown to be out of, in a dock beside the table.

Everything it shows is read again from South's frozen view (``controller.view()``) at
every signal that can change it, an undo or a redo included: it keeps no game state of
its own, so it can show neither more than South has seen (the cards South passed stay
undimmed until they are played) nor a position the game has left.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QCloseEvent,
    QColor,
    QFont,
    QFontMetrics,
    QHelpEvent,
    QPainter,
    QPaintEvent,
    QPen,
    QShowEvent,
)
from PySide6.QtWidgets import (
    QDockWidget,
    QFrame,
    QGridLayout,
    QLabel,
    QMainWindow,
    QSizePolicy,
    QToolTip,
    QVBoxLayout,
    QWidget,
)

from hearts_qt.controller.table_game import TableGame
from hearts_qt.controller.texts import card_text, rank_letter
from hearts_qt.engine import Card, IllegalMove, Rank, Seat, SeatView, Suit
from hearts_qt.storage.settings import Settings
from hearts_qt.ui.card_renderer import BLACK, FOUR_COLOUR_INKS, RED

# -- how it looks -----------------------------------------------------------------------

CELL_PADDING = (5, 5)
"""Room around a rank inside its little card, in pixels (across, down)."""
CELL_GAP = 3
ROW_GAP = 5
"""Pixels between two little cards of a row, and between two suit rows."""
RANK_SCALE = 1.1
SUIT_SCALE = 1.5
"""The ranks, and the suit symbols (at the head of a row, in the voids), relative to the
panel's font."""
CORNER = 3.0
FACE = QColor("#fbfaf5")
EDGE = QColor(0, 0, 0, 80)
PLAYED_EDGE = QColor(0, 0, 0, 40)
PLAYED_INK_OPACITY = 0.28
"""A played card keeps only a faint outline and a faint rank: the ones still out stand out."""
GRID_SCALES = (0.6, 1.5)
"""How far the grid shrinks or grows with the dock's width, from its size at the panel's
font: a small window keeps its table, a wide dock gets larger cards."""
MAX_SHARE = 0.3
"""The dock takes at most this part of the window's width (the grid shrinks to fit), so that
a small window still has room for the table."""
NO_VOID = "#7a7a7a"
"""The dash of a seat that has shown no void."""
MARGIN = 8

SEAT_ORDER = (Seat.WEST, Seat.NORTH, Seat.EAST, Seat.SOUTH)
"""The opponents first: their voids are what a player looks for."""


def suit_ink(suit: Suit, four_colour: bool) -> QColor:
    """The colour of a suit as the cards print it (♦ blue and ♣ green in four colours)."""
    ink = RED if suit.is_red else BLACK
    if four_colour and suit in FOUR_COLOUR_INKS:
        ink = FOUR_COLOUR_INKS[suit][1]
    return QColor(ink)


def scaled(font: QFont, factor: float, *, bold: bool = False) -> QFont:
    larger = QFont(font)
    larger.setPointSizeF(font.pointSizeF() * factor)
    larger.setBold(bold)
    return larger


def played_cards(view: SeatView) -> frozenset[Card]:
    """Every card played in this hand so far: the finished tricks and the one on the table."""
    return frozenset(card for _seat, card in view.played)


class PlayedGrid(QWidget):
    """The deck as four suit rows of little cards, two to ace; the played ones dimmed."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._played: frozenset[Card] = frozenset()
        self._four_colour = False
        policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)

    def show_played(self, played: frozenset[Card], four_colour: bool) -> None:
        if (played, four_colour) != (self._played, self._four_colour):
            self._played, self._four_colour = played, four_colour
            self.update()

    def dimmed_cards(self) -> frozenset[Card]:
        """The cards drawn dimmed now."""
        return self._played

    def cell_rect(self, card: Card) -> QRectF:
        """Where ``card`` is drawn, in the widget's coordinates."""
        scale = self._scale(self.width())
        rect = self._natural_rect(card)
        return QRectF(rect.topLeft() * scale, rect.size() * scale)

    def _natural_rect(self, card: Card) -> QRectF:
        """Where ``card`` is drawn at the natural size (the size hint)."""
        cell = self._cell()
        x = self._header_width() + (card.rank - Rank.TWO) * (cell.width() + CELL_GAP)
        y = card.suit * (cell.height() + ROW_GAP)
        return QRectF(x, y, cell.width(), cell.height())

    def _natural(self) -> QSize:
        cell = self._cell()
        ranks, suits = len(Rank), len(Suit)
        width = self._header_width() + ranks * cell.width() + (ranks - 1) * CELL_GAP
        height = suits * cell.height() + (suits - 1) * ROW_GAP
        return QSize(width + 1, height + 1)

    def _scale(self, width: int) -> float:
        low, high = GRID_SCALES
        return max(low, min(high, width / self._natural().width()))

    def _rank_font(self) -> QFont:
        return scaled(self.font(), RANK_SCALE, bold=True)

    def _suit_font(self) -> QFont:
        return scaled(self.font(), SUIT_SCALE)

    def _cell(self) -> QSize:
        metrics = QFontMetrics(self._rank_font())
        across, down = CELL_PADDING
        return QSize(metrics.horizontalAdvance("10") + 2 * across, metrics.height() + 2 * down)

    def _header_width(self) -> int:
        metrics = QFontMetrics(self._suit_font())
        return max(metrics.horizontalAdvance(suit.symbol) for suit in Suit) + 2 * ROW_GAP

    def _card_at(self, point: QPointF) -> Card | None:
        return next(
            (
                Card(suit, rank)
                for suit in Suit
                for rank in Rank
                if self.cell_rect(Card(suit, rank)).contains(point)
            ),
            None,
        )

    def _paint_row(self, painter: QPainter, suit: Suit) -> None:
        ink = suit_ink(suit, self._four_colour)
        first = self._natural_rect(Card(suit, Rank.TWO))
        painter.setFont(self._suit_font())
        painter.setPen(ink)
        header = QRectF(0, first.y(), self._header_width() - ROW_GAP, first.height())
        painter.drawText(header, Qt.AlignmentFlag.AlignCenter, suit.symbol)
        painter.setFont(self._rank_font())
        for rank in Rank:
            card = Card(suit, rank)
            rect = self._natural_rect(card).adjusted(0.5, 0.5, -0.5, -0.5)
            played = card in self._played
            painter.setOpacity(1.0)
            painter.setPen(QPen(PLAYED_EDGE if played else EDGE, 1))
            painter.setBrush(Qt.BrushStyle.NoBrush if played else FACE)
            painter.drawRoundedRect(rect, CORNER, CORNER)
            painter.setOpacity(PLAYED_INK_OPACITY if played else 1.0)
            painter.setPen(ink)
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, rank_letter(rank))
        painter.setOpacity(1.0)

    def _tooltip(self, card: Card) -> str:
        if card in self._played:
            return self.tr("{card}: played").format(card=card_text(card))
        return self.tr("{card}: not played yet").format(card=card_text(card))

    # -- Qt overrides -----------------------------------------------------------------

    def sizeHint(self) -> QSize:
        return self._natural()

    def minimumSizeHint(self) -> QSize:
        natural = self._natural()
        return QSize(math.ceil(natural.width() * GRID_SCALES[0]), self.heightForWidth(0))

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return math.ceil(self._natural().height() * self._scale(width))

    def paintEvent(self, _event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        scale = self._scale(self.width())
        painter.scale(scale, scale)
        for suit in Suit:
            self._paint_row(painter, suit)
        painter.end()

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            card = self._card_at(QPointF(event.pos()))
            if card is None:
                QToolTip.hideText()
            else:
                QToolTip.showText(event.globalPos(), self._tooltip(card), self)
            return True
        return super().event(event)


class CardsPlayedPanel(QWidget):
    """The grid, how many cards are gone, and each seat's shown voids."""

    def __init__(
        self, controller: TableGame, settings: Settings, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        self.settings = settings
        self.grid = PlayedGrid(self)
        self.count = QLabel(self)
        heading = QLabel(self.tr("Shown void in"), self)
        heading.setFont(scaled(heading.font(), 1.0, bold=True))
        heading.setToolTip(self.tr("A player who did not follow the suit led has none left."))
        rule = QFrame(self)
        rule.setFrameShape(QFrame.Shape.HLine)
        rule.setFrameShadow(QFrame.Shadow.Sunken)
        voids = QGridLayout()
        voids.setHorizontalSpacing(12)
        voids.setColumnStretch(1, 1)
        self.names: dict[Seat, QLabel] = {}
        self.voids: dict[Seat, QLabel] = {}
        for row, seat in enumerate(SEAT_ORDER):
            self.names[seat] = QLabel(self)
            self.voids[seat] = QLabel(self)
            self.voids[seat].setTextFormat(Qt.TextFormat.RichText)
            self.voids[seat].setFont(scaled(self.font(), SUIT_SCALE))
            voids.addWidget(self.names[seat], row, 0)
            voids.addWidget(self.voids[seat], row, 1)
        column = QVBoxLayout(self)
        column.setContentsMargins(MARGIN, MARGIN, MARGIN, MARGIN)
        column.addWidget(self.grid)
        column.addWidget(self.count)
        column.addWidget(rule)
        column.addWidget(heading)
        column.addLayout(voids)
        column.addStretch(1)
        self._shown_voids: dict[Seat, frozenset[Suit]] = {seat: frozenset() for seat in Seat}
        self._names: Callable[[Seat], str] = settings.name
        self._connect(controller)
        settings.changed.connect(self._on_setting_changed)
        self._show(None)

    def _connect(self, c: TableGame, *, connect: bool = True) -> None:
        for signal in (
            c.game_started,
            c.game_resumed,
            c.hand_dealt,
            c.cards_received,
            c.card_played,
            c.trick_taken,
            c.hand_scored,
            c.game_rewound,
        ):
            if connect:
                signal.connect(self.refresh)
            else:
                signal.disconnect(self.refresh)

    def follow(self, game: TableGame, names: Callable[[Seat], str] | None = None) -> None:
        """Show the cards of ``game`` from now on, its seats called by ``names`` (a
        network table's while the player sits there, then the local game's again)."""
        self._connect(self.controller, connect=False)
        self.controller = game
        self._names = names or self.settings.name
        self._connect(game)
        self.refresh()

    def shown_void(self, seat: Seat) -> frozenset[Suit]:
        """The suits the panel shows ``seat`` void in now."""
        return self._shown_voids[seat]

    def refresh(self, *_args: object) -> None:
        """Show South's view as it is now (nothing while the panel is hidden: it reads the
        view again when it is shown)."""
        if self.isVisible():
            self._show(self._view())

    def _view(self) -> SeatView | None:
        try:
            return self.controller.view()
        except IllegalMove:  # a new game before its first deal: no hand to show yet
            return None

    def _show(self, view: SeatView | None) -> None:
        played = played_cards(view) if view is not None else frozenset()
        four_colour = self.settings.four_colour()
        self.grid.show_played(played, four_colour)
        self.count.setText(self.tr("{played} of 52 played").format(played=len(played)))
        if view is not None:
            self._shown_voids = view.shown_voids  # the engine's: what everyone saw
        else:
            self._shown_voids = {seat: frozenset() for seat in Seat}
        for seat in SEAT_ORDER:
            self.names[seat].setText(self._names(seat))
            self.voids[seat].setText(_voids_html(self._shown_voids[seat], four_colour))

    def _on_setting_changed(self, key: str) -> None:
        if key == "view/four_colour" or key.startswith("players/"):
            self.refresh()

    # -- Qt overrides -----------------------------------------------------------------

    def showEvent(self, event: QShowEvent) -> None:
        self._show(self._view())
        super().showEvent(event)


def _voids_html(suits: frozenset[Suit], four_colour: bool) -> str:
    """The suits in their colours, in the order of a sorted hand; a grey dash for none."""
    if not suits:
        return f'<span style="color:{NO_VOID}">—</span>'
    return "&nbsp;&nbsp;".join(
        f'<span style="color:{suit_ink(suit, four_colour).name()}">{suit.symbol}</span>'
        for suit in sorted(suits)
    )


class CardsPlayedDock(QDockWidget):
    """The panel in a dock at the side of the main window, never over the table. Its
    ``toggleViewAction`` is the View menu's item; showing or closing it is remembered."""

    def __init__(
        self, controller: TableGame, settings: Settings, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.settings = settings
        self.setWindowTitle(self.tr("Cards Played"))
        self.setObjectName("cards_played")
        self.setAllowedAreas(
            Qt.DockWidgetArea.LeftDockWidgetArea | Qt.DockWidgetArea.RightDockWidgetArea
        )
        self.setFeatures(
            QDockWidget.DockWidgetFeature.DockWidgetClosable
            | QDockWidget.DockWidgetFeature.DockWidgetMovable
        )
        self.panel = CardsPlayedPanel(controller, settings, self)
        self.setWidget(self.panel)
        action = self.toggleViewAction()
        action.setText(self.tr("&Cards Played"))
        self.setVisible(settings.cards_played())
        action.setChecked(settings.cards_played())
        # What the player did, not every change of visibility: the dock is hidden too when
        # the window closes and goes, and that must not untick it for the next start.
        action.triggered.connect(settings.set_cards_played)
        if parent is not None:
            parent.installEventFilter(self)  # its resizes: see _fit

    def _fit(self) -> None:
        """As wide as the grid likes, but no more than ``MAX_SHARE`` of the window."""
        window = self.parentWidget()
        if isinstance(window, QMainWindow) and self.isVisible():
            width = min(self.sizeHint().width(), round(window.width() * MAX_SHARE))
            window.resizeDocks([self], [width], Qt.Orientation.Horizontal)

    # -- Qt overrides -------------------------------------------------------------------

    def closeEvent(self, event: QCloseEvent) -> None:
        """The dock's own close button: unticked in the menu (by Qt) and remembered."""
        self.settings.set_cards_played(False)
        super().closeEvent(event)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._fit()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.parentWidget() and event.type() == QEvent.Type.Resize:
            self._fit()
        return False
