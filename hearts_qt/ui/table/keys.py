"""The table's keys: what each one means (``SouthSeat.act`` does it), and the keyboard
focus on South's hand."""

from __future__ import annotations

from collections.abc import Collection
from enum import Enum

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent

from hearts_qt.engine import Card, Seat
from hearts_qt.ui.table.scene import TableScene


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
    """Pass the chosen cards, or play the first card that may be played."""
    LAST_TRICK = "last_trick"
    """Look at the last trick taken again (any time in a hand)."""


_KEYS = {
    Qt.Key.Key_Left: KeyAction.LEFT,
    Qt.Key.Key_Right: KeyAction.RIGHT,
    Qt.Key.Key_Up: KeyAction.UP,
    Qt.Key.Key_Down: KeyAction.DOWN,
    Qt.Key.Key_Space: KeyAction.SELECT,
    Qt.Key.Key_Return: KeyAction.SELECT,
    Qt.Key.Key_Enter: KeyAction.SELECT,
    Qt.Key.Key_P: KeyAction.AUTO,
    Qt.Key.Key_L: KeyAction.LAST_TRICK,
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


class HandFocus:
    """The keyboard focus ring on one of South's cards (none until a key moves it)."""

    def __init__(self, scene: TableScene) -> None:
        self.scene = scene
        self.index: int | None = None

    def move(self, step: int, playable: Collection[Card] = ()) -> None:
        """Move the ring ``step`` cards right (negative: left). From outside the hand the
        first step lands on the card at that end, or on the first card from that end that
        is in ``playable`` (when South is to play)."""
        hand = self.scene.hands[Seat.SOUTH]
        if not hand:
            self.clear()
            return
        if self.index is None:
            order = list(range(len(hand)))[:: 1 if step > 0 else -1]
            index = next((i for i in order if hand[i].card in playable), order[0])
            self._show(index)
            return
        self._show(min(max(self.index + step, 0), len(hand) - 1))

    def clear(self) -> None:
        self._show(None)

    def card(self) -> Card | None:
        hand = self.scene.hands[Seat.SOUTH]
        if self.index is None or not hand:
            return None
        return hand[min(self.index, len(hand) - 1)].card

    def _show(self, index: int | None) -> None:
        self.index = index
        hand = self.scene.hands[Seat.SOUTH]
        self.scene.set_focused(hand[index] if index is not None else None)
