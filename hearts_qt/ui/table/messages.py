"""What the table says: the status line and the messages over the felt, translated.

Only strings are made here; the view and its helpers show them.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from hearts_qt.controller.texts import card_text, number_text
from hearts_qt.engine import Card, HandResult, PassDirection, Seat, SeatView
from hearts_qt.i18n import translate

__all__ = ["Messages", "card_text"]


class Messages:
    """Status texts and the end-of-hand and end-of-game messages of one table."""

    def __init__(self, names: Mapping[Seat, str]) -> None:
        self.names = names
        """The seats' names as the table shows them (the view's own mapping: a renamed
        seat is named at once)."""

    def name(self, seat: Seat) -> str:
        return self.names[seat]

    # -- passing ---------------------------------------------------------------------

    def others_pass(self, direction: PassDirection) -> str:
        """While a computer plays South's seat (autoplay) and the cards are chosen."""
        if direction is PassDirection.HOLD:
            return translate("Table", "No passing this hand.")
        return translate("Table", "The players choose three cards to pass.")

    def waiting_for_pass(self) -> str:
        return translate("Table", "Waiting for the others to pass…")

    def ready_to_pass(self, button: str) -> str:
        return translate(
            "Table", "Click “{button}” (or press P) to pass these three cards."
        ).format(button=button)

    def received(self, cards: Sequence[Card], giver: Seat) -> str:
        names = [card_text(card) for card in cards]
        if len(names) != 3:
            return translate("Table", "{name} passed you their cards.").format(
                name=self.name(giver)
            )
        return translate("Table", "You received {first}, {second} and {third} from {name}.").format(
            first=names[0], second=names[1], third=names[2], name=self.name(giver)
        )

    def received_from(self, giver: Seat) -> str:
        """The tag over the cards South received."""
        return translate("Table", "from {name}").format(name=self.name(giver))

    def choose_three_first(self, chosen: int) -> str:
        return translate(
            "Table", "Choose three cards to pass first: %n chosen so far.", None, chosen
        )

    def not_your_turn(self, seat: Seat) -> str:
        return translate("Table", "{name} is to play: wait for your turn.").format(
            name=self.name(seat)
        )

    def wait_for_trick(self) -> str:
        return translate("Table", "Wait for the trick to be taken.")

    def three_chosen(self) -> str:
        return translate("Table", "Three cards are chosen: put one back to choose another.")

    def cards_passed(self) -> str:
        return translate("Table", "The cards have been passed.")

    # -- playing ---------------------------------------------------------------------

    def your_turn(self) -> str:
        return translate("Table", "Your turn.")

    def your_lead(self) -> str:
        return translate("Table", "Your lead.")

    def thinking(self, name: str) -> str:
        return translate("Table", "{name} is thinking…").format(name=name)

    def plays(self, seat: Seat, card: Card, you: bool) -> str:
        if you:
            return translate("Table", "You play the {card}.").format(card=card_text(card))
        return translate("Table", "{name} plays the {card}.").format(
            name=self.name(seat), card=card_text(card)
        )

    def takes_trick(self, seat: Seat, points: int, you: bool) -> str:
        """Who takes a finished trick, and its points."""
        name = self.name(seat)
        if you:
            if points == 0:
                return translate("Table", "You take the trick.")
            if points == 1:
                return translate("Table", "You take the trick and 1 point.")
            return translate("Table", "You take the trick and {points} points.").format(
                points=number_text(points)
            )
        if points == 0:
            return translate("Table", "{name} takes the trick.").format(name=name)
        if points == 1:
            return translate("Table", "{name} takes the trick and 1 point.").format(name=name)
        return translate("Table", "{name} takes the trick and {points} points.").format(
            name=name, points=number_text(points)
        )

    def turn(self, seat: Seat, human: bool, leading: bool) -> str:
        """Whose turn it is now."""
        if human:
            return self.your_lead() if leading else self.your_turn()
        return self.thinking(self.name(seat))

    def after_play(self, seat: Seat, card: Card, view: SeatView, human: bool) -> str:
        """While ``card`` goes to the trick: who takes the trick it finished, or who played
        what. Whose turn comes next is said when the card has landed (``turn``), at the
        moment the table shows it, never ahead of it."""
        last = view.tricks[-1] if view.tricks and not view.trick else None
        if last is not None and last.cards[-1] == (seat, card):
            return self.takes_trick(last.winner, last.score, human and last.winner is Seat.SOUTH)
        return self.plays(seat, card, human and seat is Seat.SOUTH)

    def trick_taken_by(self, seat: Seat, number: int) -> str:
        """The caption of a trick looked at again."""
        if seat is Seat.SOUTH:
            return translate("Table", "Trick {number}: you took it").format(number=number)
        return translate("Table", "Trick {number}: {name} took it").format(
            number=number, name=self.name(seat)
        )

    def no_trick_yet(self, seat: Seat | None) -> str:
        if seat is None:
            return translate("Table", "No trick has been taken in this hand yet.")
        if seat is Seat.SOUTH:
            return translate("Table", "You have taken no trick in this hand.")
        return translate("Table", "{name} has taken no trick in this hand.").format(
            name=self.name(seat)
        )

    def hearts_broken(self) -> str:
        return translate("Table", "Hearts are broken.")

    # -- the end of a hand and of the game -----------------------------------------------

    def hand_over(self, number: int, held: bool = False) -> str:
        if held:
            return translate(
                "Table", "Hand {number} is over. Click the table or press Enter to go on."
            ).format(number=number)
        return translate("Table", "Hand {number} is over. Click the table to go on.").format(
            number=number
        )

    def shot(self, result: HandResult) -> str:
        """ "North shot the moon!" (or the sun), or "" when nobody did."""
        if result.sun is not None:
            if result.sun is Seat.SOUTH:
                return translate("Table", "You shot the sun!")
            return translate("Table", "{name} shot the sun!").format(name=self.name(result.sun))
        if result.moon is not None:
            if result.moon is Seat.SOUTH:
                return translate("Table", "You shot the moon!")
            return translate("Table", "{name} shot the moon!").format(name=self.name(result.moon))
        return ""

    def hand_result_title(self, result: HandResult) -> str:
        """The title of the hand's result over the middle of the table."""
        return self.shot(result) or translate("Table", "End of hand {number}").format(
            number=result.number
        )

    def go_on(self) -> str:
        return translate("Table", "Click the table to go on · F9 shows the score sheet")

    def hand_rows(self, result: HandResult) -> list[list[str]]:
        """The end of a hand on the table: names over this hand's points and the totals."""
        names = ["", *(self.name(seat) for seat in Seat)]
        points = [translate("Table", "This hand"), *(number_text(p) for p in result.points)]
        return [
            names,
            points,
            [translate("Table", "Total"), *(number_text(t) for t in result.totals)],
        ]

    def total_rows(self, totals: tuple[int, ...]) -> list[list[str]]:
        """The game's end: a row of names over a row of totals."""
        names = ["", *(self.name(seat) for seat in Seat)]
        return [names, [translate("Table", "Total"), *(number_text(t) for t in totals)]]

    def game_won(self, winners: tuple[Seat, ...]) -> str:
        """Who won the game."""
        if winners == (Seat.SOUTH,):
            return translate("Table", "You win the game!")
        if len(winners) == 1:
            return translate("Table", "{name} wins the game.").format(name=self.name(winners[0]))
        names = ", ".join(self.name(seat) for seat in winners)
        return translate("Table", "{names} share the win.").format(names=names)

    def play_again(self) -> str:
        return translate("Table", "New Game in the Game menu plays again.")

    # -- hint and claim ----------------------------------------------------------------

    def hint_play(self, card: Card) -> str:
        return translate("Table", "Hint: play the {card}.").format(card=card_text(card))

    def hint_pass(self, cards: Sequence[Card]) -> str:
        return translate("Table", "Hint: pass the {cards}.").format(
            cards=", ".join(card_text(c) for c in cards)
        )

    def may_claim(self) -> str:
        return translate("Table", "Your cards take every remaining trick: you may claim them.")

    def claims(self, seat: Seat, you: bool) -> str:
        if you:
            return translate("Table", "You claim the rest of the hand.")
        return translate("Table", "{name} claims the rest of the hand.").format(
            name=self.name(seat)
        )

    def played_out(self) -> str:
        return translate("Table", "No points are left to take: the rest of the hand is played out.")
