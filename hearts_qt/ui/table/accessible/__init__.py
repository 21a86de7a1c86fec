"""Screen readers at the table: the cards and seats through Qt's accessibility
interfaces (``interfaces.py``, what each says: ``spots.py``, ``words.py``), and the
events that tell a reader what changed (``announcer.py``)."""

from hearts_qt.ui.table.accessible.announcer import Announcer
from hearts_qt.ui.table.accessible.interfaces import serve

__all__ = ["Announcer", "serve"]
