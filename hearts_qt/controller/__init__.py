"""The controller layer: a QObject between the engine and the view. No widgets here."""

from hearts_qt.controller.controller import GameController

__all__ = ["GameController"]
