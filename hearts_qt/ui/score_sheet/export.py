"""The score sheet as text for the clipboard and as CSV for a spreadsheet.

CSV cells hold plain numbers (points and totals in separate columns) so that a
spreadsheet can add them up; the clipboard text is aligned for reading in a mail.
"""

from __future__ import annotations

import csv
import html
import io
from pathlib import Path

from PySide6.QtCore import QMimeData, Qt

from hearts_qt.engine import Seat
from hearts_qt.i18n import translate
from hearts_qt.ui.score_sheet.model import ScoreModel
from hearts_qt.ui.score_sheet.texts import direction_name


def csv_rows(model: ScoreModel) -> list[list[str]]:
    """The header and one row per hand: hand, pass, each seat's points and total, notes."""
    header = [translate("ScoreSheet", "Hand"), translate("ScoreSheet", "Pass")]
    for seat in Seat:
        name = model.name(seat)
        header += [name, translate("ScoreSheet", "{name} total").format(name=name)]
    header.append(translate("ScoreSheet", "Notes"))
    rows = [header]
    for row, result in enumerate(model.results):
        cells = [str(result.number), direction_name(result.direction)]
        for seat in Seat:
            cells += [str(result.points[seat]), str(result.totals[seat])]
        cells.append("; ".join(model.row_notes(row)))
        rows.append(cells)
    return rows


def write_csv(model: ScoreModel, path: str | Path) -> None:
    """Write the sheet as UTF-8 CSV with a byte-order mark, which spreadsheets recognise."""
    with Path(path).open("w", newline="", encoding="utf-8-sig") as file:
        csv.writer(file).writerows(csv_rows(model))


def csv_text(model: ScoreModel) -> str:
    buffer = io.StringIO()
    csv.writer(buffer).writerows(csv_rows(model))
    return buffer.getvalue()


def display_rows(model: ScoreModel) -> list[list[str]]:
    """The sheet as the table shows it: hand and pass, one cell per seat, notes."""
    rows = [
        [
            translate("ScoreSheet", "Hand"),
            *(model.name(seat) for seat in Seat),
            translate("ScoreSheet", "Notes"),
        ]
    ]
    for row in range(model.rowCount()):
        header = str(model.headerData(row, Qt.Orientation.Vertical))
        cells = [model.cell_text(row, seat) for seat in Seat]
        rows.append([header, *cells, "; ".join(model.row_notes(row))])
    return rows


def sheet_text(model: ScoreModel) -> str:
    """Aligned plain text, with who leads at the end."""
    rows = display_rows(model)
    widths = [max(len(row[i]) for row in rows) for i in range(len(rows[0]))]
    lines = [
        "  ".join(cell.ljust(width) for cell, width in zip(row, widths, strict=True)).rstrip()
        for row in rows
    ]
    leaders = model.leaders()
    if leaders:
        names = ", ".join(model.name(seat) for seat in leaders)
        lines += ["", translate("ScoreSheet", "Leading: {names}").format(names=names)]
    return "\n".join(lines) + "\n"


def sheet_html(model: ScoreModel) -> str:
    """A small HTML table: pastes as a real table into spreadsheets and word processors."""
    rows = display_rows(model)
    head = "".join(f"<th>{html.escape(cell)}</th>" for cell in rows[0])
    body = "".join(
        "<tr>" + "".join(f"<td>{html.escape(cell)}</td>" for cell in row) + "</tr>"
        for row in rows[1:]
    )
    return f"<table><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"


def mime_data(model: ScoreModel) -> QMimeData:
    """What Copy puts on the clipboard: aligned text, an HTML table and CSV."""
    data = QMimeData()
    data.setText(sheet_text(model))
    data.setHtml(sheet_html(model))
    data.setData("text/csv", csv_text(model).encode("utf-8"))
    return data
