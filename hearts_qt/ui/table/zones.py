"""The places on the felt a dragged card may be let go, and how each one looks."""

from __future__ import annotations

from typing import Literal

Zone = Literal["trick", "pass", "hand"]
"""Where a dragged card was let go: the trick in the middle, the pass zone, or its hand."""

ZoneAnswer = Literal["shown", "accept", "refuse"]
"""How a zone looks while a card is dragged over it: outlined, taking it, refusing it."""

ZoneState = Literal["hidden", "shown", "accept", "refuse"]
"""How a drop zone is drawn: not at all (no card dragged), or as a ``ZoneAnswer``."""
