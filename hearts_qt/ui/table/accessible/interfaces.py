"""Qt's accessibility interfaces for the table: the view's own, whose children are the
spots of ``spots.py``, and one per spot.

A QGraphicsItem has no accessibility of its own, so the view answers for its cards and
name plates. Qt asks a factory for a widget's interface the first time an assistive
technology (or a test) asks; with no screen reader running, Qt never asks, and none of
this is built.

PySide's type stubs say these methods never return None; Qt's own answer for "none"
is a null pointer, which None is, hence the ``type: ignore[override]`` on them.

Lifetimes: Qt's accessibility cache owns every interface registered in it. The view's
interface is deleted by the cache when the view goes. A spot's interface is made once
(the first time a reader asks for it), registered, kept by the view's ``Children`` for
as long as the view lives, and deleted through the cache when the view goes, so no
reader ever holds one that Python has freed.
"""

from __future__ import annotations

import weakref
from typing import TYPE_CHECKING, cast

import shiboken6
from PySide6.QtCore import QObject, QPoint, QRect
from PySide6.QtGui import QAccessible, QAccessibleInterface, QWindow
from PySide6.QtWidgets import QAccessibleWidget

from hearts_qt.ui.table.accessible import spots, words
from hearts_qt.ui.table.accessible.spots import Spot

if TYPE_CHECKING:
    from hearts_qt.ui.table.view import TableView


class TableAccessible(QAccessibleWidget):
    """The card table: its name, the status line as its description, and the spots as
    its children."""

    def __init__(self, view: TableView) -> None:
        super().__init__(view, QAccessible.Role.Pane, words.table_name())
        self.view = view
        self._children = Children(self)
        view.destroyed.connect(self._children.forget)

    def shown(self) -> list[Spot]:
        """The spots on the table now, in the children's order."""
        return spots.spots(self.view) if shiboken6.isValid(self.view) else []

    def spot_child(self, spot: Spot) -> SpotAccessible:
        return self._children.get(spot)

    # -- Qt overrides -----------------------------------------------------------------

    def childCount(self) -> int:
        return len(self.shown())

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        found = self.shown()
        return self._children.get(found[index]) if 0 <= index < len(found) else None

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        found = self.shown()
        if isinstance(child, SpotAccessible) and child.spot in found:
            return found.index(child.spot)
        return -1

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]
        spot = spots.spot_at(self.view, QPoint(x, y))
        return self._children.get(spot) if spot is not None else None

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]
        focused = self.view.table.focused
        if self.view.hasFocus() and focused is not None and focused.card is not None:
            return self._children.get(spots.hand_spot(focused.card))
        return super().focusChild()

    def text(self, t: QAccessible.Text) -> str:
        if t == QAccessible.Text.Description:
            return self.view.status.text
        return super().text(t)


class Children:
    """The spots' interfaces of one table, made as readers ask for them (at most one per
    card in South's hand, one per card in a trick and one per seat), and deleted
    through Qt's cache when the table goes."""

    def __init__(self, table: TableAccessible) -> None:
        self._table = weakref.ref(table)
        self._made: dict[Spot, SpotAccessible] = {}
        self._ids: list[int] = []

    def get(self, spot: Spot) -> SpotAccessible:
        made = self._made.get(spot)
        table = self._table()
        if made is None and table is not None:
            made = self._made[spot] = SpotAccessible(table, spot)
            self._ids.append(QAccessible.registerAccessibleInterface(made))
        assert made is not None, "a spot asked for after its table went"
        return made

    def forget(self, _gone: QObject | None = None) -> None:
        """The table went: delete every spot's interface through the cache, and only then
        let Python's references go (a reference let go first would delete an interface
        the cache still holds)."""
        ids, self._ids = self._ids, []
        for unique in ids:
            QAccessible.deleteAccessibleInterface(unique)
        self._made.clear()


class SpotAccessible(QAccessibleInterface):
    """One of South's cards, a card of the trick, or a seat, as a reader sees it now."""

    def __init__(self, table: TableAccessible, spot: Spot) -> None:
        super().__init__()
        self.table = table
        self.spot = spot

    @property
    def view(self) -> TableView:
        return self.table.view

    def isValid(self) -> bool:
        return shiboken6.isValid(self.table) and self.spot in self.table.shown()

    def object(self) -> QObject | None:  # type: ignore[override]
        return None

    def window(self) -> QWindow:
        return self.table.window()

    def parent(self) -> QAccessibleInterface:
        return self.table

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        return None

    def childCount(self) -> int:
        return 0

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        return -1

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]
        return None

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]
        return None

    def text(self, t: QAccessible.Text) -> str:
        if t == QAccessible.Text.Name and self.isValid():
            return spots.name(self.view, self.spot)
        return ""

    def setText(self, t: QAccessible.Text, text: str) -> None:
        """Read only."""

    def rect(self) -> QRect:
        return spots.screen_rect(self.view, self.spot) if self.isValid() else QRect()

    def role(self) -> QAccessible.Role:
        return spots.role(self.spot)

    def state(self) -> QAccessible.State:
        if not self.isValid():
            gone = QAccessible.State()
            gone.invisible = True
            return gone
        return spots.state(self.view, self.spot)


_TABLES: set[type[QObject]] = set()


def serve(table_class: type[TableView]) -> None:
    """Let Qt ask here for the interface of every ``table_class`` (once per class, before
    the first one is made, so that Qt never caches its default one instead)."""
    if not _TABLES:
        QAccessible.installFactory(_factory)
    _TABLES.add(table_class)


def _factory(_key: str, obj: QObject | None) -> QAccessibleInterface | None:
    if obj is not None and isinstance(obj, tuple(_TABLES)):
        return TableAccessible(cast("TableView", obj))
    return None
