"""The table's keys: what each one means, apart from what it then does."""

from __future__ import annotations

from enum import Enum

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent


class KeyAction(Enum):
    LEFT = "left"
    RIGHT = "right"
    UP = "up"
    """While passing: choose the focused card."""
    DOWN = "down"
    """While passing: put the focused card back."""
    SELECT = "select"
    """Choose or put back (passing), or play (playing) the focused card."""
    AUTO = "auto"
    """Pass the three chosen cards, or play the first card that may be played."""


_KEYS = {
    Qt.Key.Key_Left: KeyAction.LEFT,
    Qt.Key.Key_Right: KeyAction.RIGHT,
    Qt.Key.Key_Up: KeyAction.UP,
    Qt.Key.Key_Down: KeyAction.DOWN,
    Qt.Key.Key_Space: KeyAction.SELECT,
    Qt.Key.Key_Return: KeyAction.SELECT,
    Qt.Key.Key_Enter: KeyAction.SELECT,
    Qt.Key.Key_P: KeyAction.AUTO,
}


def key_action(event: QKeyEvent) -> KeyAction | None:
    """The action of a key pressed without Ctrl, Alt or Meta (those belong to menus)."""
    held = event.modifiers() & (
        Qt.KeyboardModifier.ControlModifier
        | Qt.KeyboardModifier.AltModifier
        | Qt.KeyboardModifier.MetaModifier
    )
    if held != Qt.KeyboardModifier.NoModifier:
        return None
    try:
        return _KEYS.get(Qt.Key(event.key()))
    except ValueError:
        return None
