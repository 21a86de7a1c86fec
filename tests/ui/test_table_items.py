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
