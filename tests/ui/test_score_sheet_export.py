"""Copy and Save as CSV…: what is exported is what the model holds."""

from __future__ import annotations

import csv
from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from hearts_qt.engine import HandResult, PassDirection, Rules, Seat
from hearts_qt.ui.score_sheet.export import csv_rows, mime_data, sheet_text, write_csv
from hearts_qt.ui.score_sheet.model import POINTS_ROLE, TOTAL_ROLE, ScoreModel

RULES = Rules(jack_of_diamonds=-10)
HISTORY = (
    HandResult(
        1, PassDirection.LEFT, (13, 3, -10, 10), (13, 3, -10, 10), jack_of_diamonds=Seat.NORTH
    ),
    HandResult(2, PassDirection.RIGHT, (26, 0, 26, 26), (39, 3, 16, 36), moon=Seat.WEST),
    HandResult(
        3, PassDirection.ACROSS, (0, 16, 0, -10), (39, 19, 16, 26), jack_of_diamonds=Seat.EAST
    ),
)


def names(seat: Seat) -> str:
    return ("Ann", "Bob, Jr.", 'Cy "the Cat"', "Di")[seat]


def test_csv_round_trips_to_the_models_data(qtbot: QtBot, tmp_path: Path) -> None:
    model = ScoreModel(RULES, HISTORY, names)
    path = tmp_path / "scores.csv"
    write_csv(model, path)
    with path.open(newline="", encoding="utf-8-sig") as file:
        rows = list(csv.reader(file))
    assert rows == csv_rows(model)
    header, *body = rows
    assert header[2::2][:4] == [names(seat) for seat in Seat]
    assert header[-1] == "Notes"
    assert len(body) == model.rowCount()
    for row, cells in enumerate(body):
        assert cells[0] == str(HISTORY[row].number)
        for seat in Seat:
            index = model.index(row, seat)
            assert int(cells[2 + 2 * seat]) == model.data(index, POINTS_ROLE)
            assert int(cells[3 + 2 * seat]) == model.data(index, TOTAL_ROLE)
    assert body[1][-1] == "Bob, Jr. shot the moon"
    assert "J♦: Di" in body[2][-1]


def test_the_csv_starts_with_a_byte_order_mark_for_spreadsheets(
    qtbot: QtBot, tmp_path: Path
) -> None:
    path = tmp_path / "scores.csv"
    write_csv(ScoreModel(RULES, HISTORY, names), path)
    assert path.read_bytes().startswith(b"\xef\xbb\xbf")


def test_the_clipboard_text_is_the_sheet_as_shown(qtbot: QtBot) -> None:
    model = ScoreModel(RULES, HISTORY, names)
    text = sheet_text(model)
    lines = text.splitlines()
    assert all(name in lines[0] for name in ("Ann", "Bob, Jr.", "Di"))
    for row in range(model.rowCount()):
        line = lines[1 + row]
        assert line.startswith(str(model.headerData(row, Qt.Orientation.Vertical)))
        for seat in Seat:
            assert model.cell_text(row, seat) in line
    assert lines[-1] == 'Leading: Cy "the Cat"'


def test_copy_offers_text_html_and_csv(qtbot: QtBot) -> None:
    model = ScoreModel(RULES, HISTORY, names)
    data = mime_data(model)
    assert data.text() == sheet_text(model)
    assert "<table>" in data.html() and "Cy &quot;the Cat&quot;" in data.html()
    assert bytes(data.data("text/csv").data()).decode().startswith("Hand,Pass,Ann")


def test_an_empty_sheet_exports_its_header(qtbot: QtBot, tmp_path: Path) -> None:
    model = ScoreModel(Rules(), (), names)
    path = tmp_path / "empty.csv"
    write_csv(model, path)
    with path.open(newline="", encoding="utf-8-sig") as file:
        assert list(csv.reader(file)) == csv_rows(model)
    assert "Leading" not in sheet_text(model)
