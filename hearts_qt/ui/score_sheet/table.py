"""The score sheet's table of hands, as the sheet and the end-of-game screen show it."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableView, QWidget

from hearts_qt.ui.score_sheet.model import ScoreModel

ROW_HEIGHT = 1.75
"""Rows as tall as this many lines of text: a sheet, not a spreadsheet."""
MIN_HEIGHT = 120
CELL_PADDING = 16
"""Pixels around a cell's text (the style's margins and the grid)."""


def score_table(model: ScoreModel, parent: QWidget, row_height: float = ROW_HEIGHT) -> QTableView:
    """A read-only table of ``model``: a row per hand, a column per player."""
    table = QTableView(parent)
    table.setModel(model)
    table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    table.setWordWrap(False)
    table.setShowGrid(True)
    table.setCornerButtonEnabled(False)
    table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
    table.horizontalHeader().setHighlightSections(False)
    table.horizontalHeader().setTextElideMode(Qt.TextElideMode.ElideRight)  # long names: "…"
    rows = table.verticalHeader()
    rows.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
    rows.setDefaultSectionSize(round(table.fontMetrics().height() * row_height))
    rows.setMinimumWidth(table.fontMetrics().horizontalAdvance("88 · Across") + 12)
    rows.setDefaultAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
    rows.setHighlightSections(False)
    table.setMinimumHeight(MIN_HEIGHT)
    return table


def height_for_rows(table: QTableView, rows: int) -> int:
    """How tall ``table`` must be to show its header and ``rows`` rows, unscrolled."""
    header = table.horizontalHeader().sizeHint().height()
    body = rows * table.verticalHeader().defaultSectionSize()
    return header + body + 2 * table.frameWidth() + 2


def width_for_columns(table: QTableView) -> int:
    """How wide ``table`` must be for every cell to show whole (a moon, a sun and the
    J♦ make some cells long), unscrolled. The columns stretch to equal widths, so each
    must be as wide as the widest."""
    model = table.model()
    if model is None or not model.columnCount():
        return table.minimumWidth()
    bold = QFont(table.font())
    bold.setBold(True)  # the newest hand is bold
    metrics = QFontMetrics(bold)
    header = table.horizontalHeader()
    widest = max(header.sectionSizeHint(c) for c in range(model.columnCount()))
    for row in range(model.rowCount()):
        for column in range(model.columnCount()):
            text = str(model.data(model.index(row, column)) or "")
            widest = max(widest, metrics.horizontalAdvance(text) + CELL_PADDING)
    rows = table.verticalHeader().sizeHint().width()
    return rows + widest * model.columnCount() + 2 * table.frameWidth() + 2
