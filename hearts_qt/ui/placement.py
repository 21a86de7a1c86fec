"""Where a side window (the score sheet, the rules) first opens: off the table."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

GAP = 8
"""Pixels between the game's window and a side window."""


def place_beside(window: QWidget, parent: QWidget | None) -> None:
    """Move ``window`` beside ``parent`` (the game's window): right of it, else left of it,
    if the screen has room; else against the screen's edge on the side with more room,
    so that it covers as little of the table as it can."""
    if parent is None or parent.screen() is None:
        return
    frame = parent.frameGeometry()
    room = parent.screen().availableGeometry()
    width, height = window.width(), window.height()
    end = frame.left() + frame.width()  # just past the window, as QRect.right() is not
    screen_end = room.left() + room.width()
    right, left = end + GAP, frame.left() - GAP - width
    if right + width <= screen_end:
        x = right
    elif left >= room.left():
        x = left
    elif max(0, screen_end - end) >= max(0, frame.left() - room.left()):
        x = max(room.left(), screen_end - width)
    else:
        x = room.left()
    y = min(max(room.top(), frame.top() + 40), max(room.top(), room.bottom() - height))
    window.move(x, y)
