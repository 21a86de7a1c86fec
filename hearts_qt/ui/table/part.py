"""What the table view's helpers (South's seat, the end of a hand, the aids) are given:
the scene, the table's state, the status line, the table's texts and the controller's
queries and slots, and nothing of the view itself."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QObject

from hearts_qt.controller.table_game import TableGame
from hearts_qt.ui.table.messages import Messages
from hearts_qt.ui.table.phase import TableState
from hearts_qt.ui.table.scene import TableScene
from hearts_qt.ui.table.status import StatusLine


@dataclass(frozen=True)
class TableParts:
    scene: TableScene
    state: TableState
    """Read only: the view changes it."""
    controller: TableGame
    status: StatusLine
    messages: Messages


class TablePart(QObject):
    """A part of the table's behaviour, owned (as a Qt child) by ``parent``."""

    def __init__(self, parts: TableParts, parent: QObject) -> None:
        super().__init__(parent)
        self.scene = parts.scene
        self.state = parts.state
        self.controller = parts.controller
        self.status = parts.status
        self.messages = parts.messages
