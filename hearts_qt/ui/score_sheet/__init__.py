"""The score sheet: the history of a game as a table and a chart, and the end of a game."""

from hearts_qt.ui.score_sheet.game_over import GameOverDialog, Standing
from hearts_qt.ui.score_sheet.model import ScoreModel
from hearts_qt.ui.score_sheet.window import ScoreSheetWindow

__all__ = ["GameOverDialog", "ScoreModel", "ScoreSheetWindow", "Standing"]
