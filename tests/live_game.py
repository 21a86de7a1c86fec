"""The one way tests reach the controller's live engine game.

``GameController`` keeps its game private and the ui knows it only through queries and
snapshots (``tests/test_contracts.py`` checks that). A test that must compare the engine
itself — its record with a fresh replay, a seat's hidden cards, the seed — asks here, so
that such reaches are few and easy to find; anything a public query says is asked there.
"""

from __future__ import annotations

from hearts_qt.controller import GameController
from hearts_qt.engine import Game


def live_game(controller: GameController) -> Game:
    """The game ``controller`` is playing, itself (not a copy): read it, never change it."""
    return controller._game
