"""The flag that tells a computer player its answer is no longer wanted.

The controller sets it from the GUI thread (a new game, an undo, the window closing);
the search polls it on the worker thread beside its deadline, once per sampled deal, and
returns at once with the best choice found so far (a legal one, which the caller drops).

>>> flag = CancelFlag()
>>> flag.is_set()
False
>>> flag.set()
>>> flag.is_set()
True
"""

from __future__ import annotations

import threading


class CancelFlag:
    """A one-way switch, safe to set from one thread while another polls it."""

    __slots__ = ("_event",)

    def __init__(self) -> None:
        self._event = threading.Event()

    def set(self) -> None:
        """Ask the search to stop; it cannot be unset."""
        self._event.set()

    def is_set(self) -> bool:
        """Cheap enough to poll between sampled deals (a fraction of a microsecond)."""
        return self._event.is_set()

    def __repr__(self) -> str:
        return f"CancelFlag({'set' if self.is_set() else 'clear'})"
