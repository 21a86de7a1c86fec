"""The name plates write points as a player reads them."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from hearts_qt.ui.table.items import SeatLabel


def test_points_this_hand_and_totals_carry_their_sign(qapp: QApplication) -> None:
    label = SeatLabel()
    label.set_score("North", 13, 27)
    assert (label.hand_text(), label.total_text()) == ("+13", "27 points")
    label.set_score("North", -10, -3)  # the J♦ option: fewer than no points
    assert (label.hand_text(), label.total_text()) == ("−10", "−3 points")
    assert "−10 points this hand, −3 in the game" in label.toolTip()
    label.set_score("North", 0, 1)
    assert label.total_text() == "1 point"


def test_a_name_a_little_too_long_for_its_plate_shrinks_to_fit_and_a_long_one_is_cut(
    qapp: QApplication,
) -> None:
    from PySide6.QtGui import QFontMetricsF

    from hearts_qt.ui.table import theme
    from hearts_qt.ui.table.items import fitted_font, font

    spec, length = theme.LABEL_NAME_FONT, 160.0
    full = font(spec, length)
    width = QFontMetricsF(full).horizontalAdvance("North (Normal)")
    room = width * 0.85  # "North (Nor…" at the full size
    fitted = fitted_font(spec, length, "North (Normal)", room)
    assert fitted.pixelSize() < full.pixelSize()
    assert QFontMetricsF(fitted).horizontalAdvance("North (Normal)") <= room
    assert fitted_font(spec, length, "North", room).pixelSize() == full.pixelSize()
    long = fitted_font(spec, length, "North (Normal) " * 4, room)
    smallest = round(full.pixelSize() * theme.SMALLEST_NAME)
    assert long.pixelSize() == max(theme.MIN_FONT_PIXELS, smallest)
