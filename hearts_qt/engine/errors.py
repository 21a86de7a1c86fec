"""The errors the engine raises, with messages a player can read.

Each message is a template with named fields, so that the controller can translate the
template and fill it in again (``str(error)`` is the English sentence).
"""

from __future__ import annotations


class IllegalMove(ValueError):
    """An action the rules do not allow; the state it was tried on is left unchanged.

    >>> str(IllegalMove(IllegalMove.FOLLOW_SUIT, suit="clubs"))
    'You must follow suit: clubs.'
    """

    WRONG_PHASE_PASS = "Cards are not being passed now."
    STILL_PASSING = "The cards are still being passed."
    HAND_OVER = "The hand is over."
    NO_PASS = "There is no pass in this hand."
    ALREADY_PASSED = "{seat} has already chosen the cards to pass."
    PASS_THREE = "Pass exactly three cards."
    PASS_DUPLICATE = "Each of the three cards must be different."
    NOT_HELD = "{seat} does not hold the {card}."
    NOT_YOUR_TURN = "It is {turn}'s turn, not {seat}'s."
    FIRST_LEAD = "The 2♣ leads the first trick."
    FOLLOW_SUIT = "You must follow suit: {suit}."
    HEARTS_NOT_BROKEN = "Hearts have not been broken."
    NO_POINTS_FIRST_TRICK = "No hearts and not the Q♠ on the first trick."
    GAME_OVER = "The game is over."
    HAND_NOT_FINISHED = "The current hand is not finished."
    NOT_DEALT = "No hand has been dealt yet."

    def __init__(self, template: str, **params: str) -> None:
        self.template = template
        self.params = params
        super().__init__(template.format(**params))


class RecordError(ValueError):
    """A game record that cannot be loaded: damaged, foreign, or replaying to an illegal game."""
