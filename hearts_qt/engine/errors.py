"""The errors the engine raises, with messages a player can read.

Each message is a template with named fields, so that the controller can translate the
template and fill it in again (``str(error)`` is the English sentence). The templates are
marked with ``QT_TRANSLATE_NOOP`` for ``pyside6-lupdate`` (the engine imports no Qt).
"""

from __future__ import annotations

from typing import ClassVar


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Mark ``text`` for translation in ``context`` and return it unchanged: lupdate knows
    the name; ``hearts_qt.controller.texts.illegal_reason`` translates it where it is shown."""
    return text


class IllegalMove(ValueError):
    """An action the rules do not allow; the state it was tried on is left unchanged.

    >>> str(IllegalMove(IllegalMove.FOLLOW_SUIT, suit="clubs"))
    'You must follow suit: clubs.'
    """

    WRONG_PHASE_PASS = QT_TRANSLATE_NOOP("IllegalMove", "Cards are not being passed now.")
    STILL_PASSING = QT_TRANSLATE_NOOP("IllegalMove", "The cards are still being passed.")
    HAND_OVER = QT_TRANSLATE_NOOP("IllegalMove", "The hand is over.")
    NO_PASS = QT_TRANSLATE_NOOP("IllegalMove", "There is no pass in this hand.")
    ALREADY_PASSED = QT_TRANSLATE_NOOP(
        "IllegalMove", "{seat} has already chosen the cards to pass."
    )
    PASS_THREE = QT_TRANSLATE_NOOP("IllegalMove", "Pass exactly three cards.")
    PASS_FOUR = QT_TRANSLATE_NOOP("IllegalMove", "Pass exactly four cards.")
    PASS_FIVE = QT_TRANSLATE_NOOP("IllegalMove", "Pass exactly five cards.")
    PASS_DUPLICATE = QT_TRANSLATE_NOOP("IllegalMove", "The cards passed must all be different.")
    NOT_HELD = QT_TRANSLATE_NOOP("IllegalMove", "{seat} does not hold the {card}.")
    NOT_YOUR_TURN = QT_TRANSLATE_NOOP("IllegalMove", "It is {turn}'s turn, not {seat}'s.")
    FIRST_LEAD = QT_TRANSLATE_NOOP("IllegalMove", "The 2♣ leads the first trick.")
    FOLLOW_SUIT = QT_TRANSLATE_NOOP("IllegalMove", "You must follow suit: {suit}.")
    HEARTS_NOT_BROKEN = QT_TRANSLATE_NOOP("IllegalMove", "Hearts have not been broken.")
    NO_POINTS_FIRST_TRICK = QT_TRANSLATE_NOOP(
        "IllegalMove", "No hearts and not the Q♠ on the first trick."
    )
    NO_SCORING_FIRST_TRICK = QT_TRANSLATE_NOOP(
        "IllegalMove", "No card that costs points may be played to the first trick."
    )
    MOON_CHOICE_PENDING = QT_TRANSLATE_NOOP(
        "IllegalMove", "{seat} shot the moon and must first choose how it is scored."
    )
    NO_MOON_CHOICE = QT_TRANSLATE_NOOP("IllegalMove", "Nobody has a moon to score now.")
    NOT_THE_SHOOTER = QT_TRANSLATE_NOOP(
        "IllegalMove", "{turn} shot the moon and chooses how it is scored, not {seat}."
    )
    NOT_A_MOON_CHOICE = QT_TRANSLATE_NOOP(
        "IllegalMove",
        "The moon is scored either as points for the others or as points off the shooter.",
    )
    GAME_OVER = QT_TRANSLATE_NOOP("IllegalMove", "The game is over.")
    HAND_NOT_FINISHED = QT_TRANSLATE_NOOP("IllegalMove", "The current hand is not finished.")
    NOT_DEALT = QT_TRANSLATE_NOOP("IllegalMove", "No hand has been dealt yet.")

    PASS_COUNT: ClassVar[dict[int, str]] = {3: PASS_THREE, 4: PASS_FOUR, 5: PASS_FIVE}
    """The refusal of a pass of the wrong size, by the number of cards the rules pass."""

    def __init__(self, template: str, **params: str) -> None:
        self.template = template
        self.params = params
        super().__init__(template.format(**params))


class RecordError(ValueError):
    """A game record that cannot be loaded: damaged, foreign, or replaying to an illegal game."""
