"""The score sheet as a table model: one row per hand, one column per player.

The same model feeds the table, the chart and the exports, so what is copied or saved is
what the player sees.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QBrush, QColor, QFont, QGuiApplication, QIcon, QPalette

from hearts_qt.controller.texts import card_text, number_text
from hearts_qt.engine import HandResult, Rules, Seat
from hearts_qt.i18n import translate
from hearts_qt.ui.score_sheet import palette
from hearts_qt.ui.score_sheet.texts import (
    Names,
    bonus_text,
    cell_marks,
    choice_note,
    default_names,
    direction_name,
    direction_tip,
    halved_words,
    join_names,
    named_takers,
    notes,
    total_text,
)

Index = QModelIndex | QPersistentModelIndex

POINTS_ROLE = Qt.ItemDataRole.UserRole + 1
"""The points a seat took in the row's hand, as an ``int``."""
TOTAL_ROLE = Qt.ItemDataRole.UserRole + 2
"""The seat's running total after the row's hand, as an ``int``."""
RESULT_ROLE = Qt.ItemDataRole.UserRole + 3
"""The row's ``HandResult``."""

_CENTRE = int(Qt.AlignmentFlag.AlignCenter)


class ScoreModel(QAbstractTableModel):
    """The history of a game: row ``r`` is hand ``r + 1``, column ``c`` is ``Seat(c)``.

    The newest row is emphasised and earlier rows are muted and struck through, as on the
    classic Windows sheet; the leader's newest total is highlighted; a moon, a sun (with a
    New Moon choice), the jack of diamonds (when that option is on) and the no-tricks
    bonus are marked in the cell of who did it, and a Perfect 100 total shows the drop.
    """

    def __init__(
        self,
        rules: Rules | None = None,
        results: Sequence[HandResult] = (),
        names: Names | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._rules = rules or Rules()
        self._results: list[HandResult] = list(results)
        self._names = names or default_names()
        self._icons: dict[Seat, QIcon] = {}

    # -- the history ------------------------------------------------------------------

    @property
    def rules(self) -> Rules:
        return self._rules

    @property
    def results(self) -> tuple[HandResult, ...]:
        return tuple(self._results)

    def name(self, seat: Seat) -> str:
        return self._names(seat)

    def set_history(self, rules: Rules, results: Sequence[HandResult]) -> None:
        """Show this history; rows that only extend the current one are inserted, anything
        else (a new game, an undo) resets the model."""
        new = list(results)
        old = self._results
        if rules == self._rules and new[: len(old)] == old:
            if len(new) > len(old):
                self._insert(new[len(old) :])
            return
        self.beginResetModel()
        self._rules = rules
        self._results = new
        self.endResetModel()

    def append(self, result: HandResult) -> None:
        self._insert([result])

    def _insert(self, results: list[HandResult]) -> None:
        first = len(self._results)
        previous_newest = first - 1
        self.beginInsertRows(QModelIndex(), first, first + len(results) - 1)
        self._results.extend(results)
        self.endInsertRows()
        if previous_newest >= 0:
            # The row that was newest is now history: it changes font, colour and tint.
            self.dataChanged.emit(self.index(previous_newest, 0), self.index(previous_newest, 3))
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, 3)

    @property
    def totals(self) -> tuple[int, int, int, int]:
        return self._results[-1].totals if self._results else (0, 0, 0, 0)

    def leaders(self) -> tuple[Seat, ...]:
        """The seats with the lowest total after the newest hand (none before the first)."""
        if not self._results:
            return ()
        low = min(self.totals)
        return tuple(seat for seat in Seat if self.totals[seat] == low)

    def cell_text(self, row: int, seat: Seat) -> str:
        """ "13 (45)": the points taken in that hand, then the running total ("13 (100 →
        50)" when Perfect 100 halved it); then marks."""
        result = self._results[row]
        text = translate("ScoreSheet", "{points} ({total})").format(
            points=number_text(result.points[seat]), total=total_text(result, self._rules, seat)
        )
        marks = cell_marks(result, self._rules, seat)
        return f"{text} {marks}" if marks else text

    def row_notes(self, row: int) -> list[str]:
        return notes(self._results[row], self._rules, self._names)

    # -- Qt's model interface ---------------------------------------------------------

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._results)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(Seat)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid() or index.model() is not self:
            return None
        row, seat = index.row(), Seat(index.column())
        result = self._results[row]
        newest = row == len(self._results) - 1
        if role == Qt.ItemDataRole.DisplayRole:
            return self.cell_text(row, seat)
        if role == POINTS_ROLE:
            return result.points[seat]
        if role == TOTAL_ROLE:
            return result.totals[seat]
        if role == RESULT_ROLE:
            return result
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return _CENTRE
        if role == Qt.ItemDataRole.FontRole:
            return _font(newest)
        if role == Qt.ItemDataRole.ForegroundRole:
            return None if newest else QBrush(_muted())
        if role == Qt.ItemDataRole.BackgroundRole:
            return self._background(result, seat, newest)
        if role == Qt.ItemDataRole.ToolTipRole:
            return self._tooltip(row, seat)
        return None

    def headerData(
        self,
        section: int,
        orientation: Qt.Orientation,
        role: int = Qt.ItemDataRole.DisplayRole,
    ) -> object:
        if orientation == Qt.Orientation.Horizontal:
            if not 0 <= section < len(Seat):
                return None
            return self._seat_header(Seat(section), role)
        if not 0 <= section < len(self._results):
            return None
        result = self._results[section]
        if role == Qt.ItemDataRole.DisplayRole:
            return translate("ScoreSheet", "{number} · {direction}").format(
                number=result.number, direction=direction_name(result.direction)
            )
        if role == Qt.ItemDataRole.ToolTipRole:
            said = [translate("ScoreSheet", "Hand {number}").format(number=result.number)]
            said.append(direction_tip(result.direction))
            return "\n".join(said + self.row_notes(section))
        if role == Qt.ItemDataRole.FontRole:
            return _font(section == len(self._results) - 1)
        return None

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemNeverHasChildren

    # -- roles, one at a time -----------------------------------------------------------

    def _seat_header(self, seat: Seat, role: int) -> object:
        leading = seat in self.leaders()
        if role == Qt.ItemDataRole.DisplayRole:
            return self._names(seat)
        if role == Qt.ItemDataRole.DecorationRole:
            if seat not in self._icons:
                self._icons[seat] = palette.seat_icon(seat)
            return self._icons[seat]
        if role == Qt.ItemDataRole.FontRole:
            return _font(leading)
        if role == Qt.ItemDataRole.ToolTipRole and leading:
            return translate("ScoreSheet", "{name} is leading with {total}").format(
                name=self._names(seat), total=number_text(self.totals[seat])
            )
        return None

    def _background(self, result: HandResult, seat: Seat, newest: bool) -> QBrush | None:
        if seat in (result.moon, result.sun):
            return QBrush(palette.SHOOTER_TINT)
        if newest and seat in self.leaders():
            return QBrush(palette.LEADER_TINT)
        return None

    def _tooltip(self, row: int, seat: Seat) -> str:
        result = self._results[row]
        name = self._names(seat)
        said = [
            translate("ScoreSheet", "{name} took {points} in hand {number}; total {total}").format(
                name=name,
                points=number_text(result.points[seat]),
                number=result.number,
                total=number_text(result.totals[seat]),
            )
        ]
        if result.sun is seat:
            said.append(translate("ScoreSheet", "{name} shot the sun").format(name=name))
        elif result.moon is seat:
            said.append(translate("ScoreSheet", "{name} shot the moon").format(name=name))
        if seat in (result.sun, result.moon) and result.moon_choice is not None:
            said.append(choice_note(result, self._rules, self._names))
        taken = [card_text(c) for s, c in named_takers(result, self._rules) if s is seat]
        if taken:
            said.append(
                translate("ScoreSheet", "{name} took {cards}", "Bob took K♠ and A♠").format(
                    name=name, cards=join_names(taken)
                )
            )
        if self._rules.jack_of_diamonds is not None and result.jack_of_diamonds is seat:
            said.append(translate("ScoreSheet", "{name} took the J♦").format(name=name))
        if seat in result.no_tricks:
            said.append(
                translate("ScoreSheet", "{name} took no trick: {bonus}").format(
                    name=name, bonus=bonus_text(self._rules)
                )
            )
        if seat in result.halved:
            said.append(halved_words(name, self._rules, result.totals[seat]))
        if row == len(self._results) - 1 and seat in self.leaders():
            said.append(translate("ScoreSheet", "Leading"))
        return "\n".join(said)


def _font(emphasised: bool) -> QFont:
    """Bold for the newest hand (and the leaders); earlier hands are only muted, not
    struck through: players read a struck-out row as a hand that did not count."""
    font = QFont(QGuiApplication.font())
    font.setBold(emphasised)
    return font


def _muted() -> QColor:
    colour = QColor(QGuiApplication.palette().color(QPalette.ColorRole.Text))
    colour.setAlpha(palette.MUTED_ALPHA)
    return colour
