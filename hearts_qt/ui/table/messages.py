"""What the table says: the status line and the messages over the felt, translated.

Only strings are made here; the view and its helpers show them.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PySide6.QtCore import QObject

from hearts_qt.controller.texts import card_text, number_text
from hearts_qt.engine import Card, HandResult, PassDirection, Seat, SeatView

__all__ = ["Messages", "card_text"]


class Messages(QObject):
    """Status texts and the end-of-hand and end-of-game messages of one table.

    A QObject for ``self.tr``: lupdate reads a ``%n`` plural's count only there (from
    ``translate`` only when the count is a literal number).
    """

    def __init__(self, names: Mapping[Seat, str]) -> None:
        super().__init__()
        self.names = names
        """The seats' names as the table shows them (the view's own mapping: a renamed
        seat is named at once)."""

    def name(self, seat: Seat) -> str:
        return self.names[seat]

    # -- passing ---------------------------------------------------------------------

    def pass_instruction(self, direction: PassDirection, count: int, chosen: int = 0) -> str:
        """What the status line says while South chooses ``count`` cards to pass, with
        ``chosen`` of them chosen so far (how many more, once some are)."""
        more = count - chosen
        if 0 < chosen < count:
            if direction is PassDirection.LEFT:
                return self.tr("Choose %n more card(s) to pass to the left.", None, more)
            if direction is PassDirection.RIGHT:
                return self.tr("Choose %n more card(s) to pass to the right.", None, more)
            if direction is PassDirection.ACROSS:
                return self.tr("Choose %n more card(s) to pass across.", None, more)
        if direction is PassDirection.LEFT:
            return self.tr("Choose %n card(s) to pass to the left.", None, count)
        if direction is PassDirection.RIGHT:
            return self.tr("Choose %n card(s) to pass to the right.", None, count)
        if direction is PassDirection.ACROSS:
            return self.tr("Choose %n card(s) to pass across.", None, count)
        return self.tr("No passing this hand.")

    def others_pass(self, direction: PassDirection, count: int) -> str:
        """While a computer plays South's seat (autoplay) and the cards are chosen."""
        if direction is PassDirection.HOLD:
            return self.tr("No passing this hand.")
        return self.tr("The players choose %n card(s) to pass.", None, count)

    def waiting_for_pass(self) -> str:
        return self.tr("Waiting for the others to pass…")

    def ready_to_pass(self, button: str, count: int) -> str:
        text = self.tr("Click “{button}” (or press P) to pass these %n card(s).", None, count)
        return text.format(button=button)

    def received(self, cards: Sequence[Card], giver: Seat) -> str:
        """The news of the cards South received: "You received 2♣, 7♥ and Q♠ from East."."""
        names = [card_text(card) for card in cards]
        if len(names) < 2:
            return self.tr("{name} passed you their cards.").format(name=self.name(giver))
        return self.tr("You received {cards} and {last} from {name}.").format(
            cards=self.tr(", ", "between the cards of a list: 2♣, 7♥ and Q♠").join(names[:-1]),
            last=names[-1],
            name=self.name(giver),
        )

    def received_from(self, giver: Seat) -> str:
        """The tag over the cards South received."""
        return self.tr("from {name}").format(name=self.name(giver))

    def choose_first(self, count: int, chosen: int) -> str:
        """South pressed Pass with fewer than ``count`` cards chosen."""
        text = self.tr("Choose {count} cards to pass first: %n chosen so far.", None, chosen)
        return text.format(count=count)

    def not_your_turn(self, seat: Seat) -> str:
        return self.tr("{name} is to play: wait for your turn.").format(name=self.name(seat))

    def wait_for_trick(self) -> str:
        return self.tr("Wait for the trick to be taken.")

    def all_chosen(self, count: int) -> str:
        """A card more than the pass takes was chosen."""
        return self.tr("%n cards are chosen: put one back to choose another.", None, count)

    def cards_passed(self) -> str:
        return self.tr("The cards have been passed.")

    # -- playing ---------------------------------------------------------------------

    def your_turn(self) -> str:
        return self.tr("Your turn.")

    def your_lead(self) -> str:
        return self.tr("Your lead.")

    def deals_and_leads(self, dealer: Seat, leader: Seat) -> str:
        """Who dealt the hand and who leads its first trick (the first lead left of the
        dealer): "You deal; West leads."."""
        if dealer is Seat.SOUTH:
            return self.tr("You deal; {leader} leads.").format(leader=self.name(leader))
        if leader is Seat.SOUTH:
            return self.tr("{dealer} deals; you lead.").format(dealer=self.name(dealer))
        return self.tr("{dealer} deals; {leader} leads.").format(
            dealer=self.name(dealer), leader=self.name(leader)
        )

    def thinking(self, name: str) -> str:
        return self.tr("{name} is thinking…").format(name=name)

    def plays(self, seat: Seat, card: Card, you: bool) -> str:
        if you:
            return self.tr("You play the {card}.").format(card=card_text(card))
        return self.tr("{name} plays the {card}.").format(
            name=self.name(seat), card=card_text(card)
        )

    def takes_trick(self, seat: Seat, points: int, you: bool) -> str:
        """Who takes a finished trick, and its points."""
        name = self.name(seat)
        if you:
            if points == 0:
                return self.tr("You take the trick.")
            return self.tr("You take the trick and {points} point(s).", None, abs(points)).format(
                points=number_text(points)
            )
        if points == 0:
            return self.tr("{name} takes the trick.").format(name=name)
        return self.tr("{name} takes the trick and {points} point(s).", None, abs(points)).format(
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
        last = view.completed_by(seat, card)
        if last is not None:
            return self.takes_trick(last.winner, last.score, human and last.winner is Seat.SOUTH)
        return self.plays(seat, card, human and seat is Seat.SOUTH)

    def trick_taken_by(self, seat: Seat, number: int) -> str:
        """The caption of a trick looked at again."""
        if seat is Seat.SOUTH:
            return self.tr("Trick {number}: you took it").format(number=number)
        return self.tr("Trick {number}: {name} took it").format(number=number, name=self.name(seat))

    def no_trick_yet(self, seat: Seat | None) -> str:
        if seat is None:
            return self.tr("No trick has been taken in this hand yet.")
        if seat is Seat.SOUTH:
            return self.tr("You have taken no trick in this hand.")
        return self.tr("{name} has taken no trick in this hand.").format(name=self.name(seat))

    def hearts_broken(self) -> str:
        return self.tr("Hearts are broken.")

    # -- the end of a hand and of the game -----------------------------------------------

    def hand_over(self, number: int, held: bool = False) -> str:
        if held:
            return self.tr(
                "Hand {number} is over. Click the table or press Enter to go on."
            ).format(number=number)
        return self.tr("Hand {number} is over. Click the table to go on.").format(number=number)

    def shot(self, result: HandResult) -> str:
        """ "North shot the moon!" (or the sun), or "" when nobody did."""
        if result.sun is not None:
            if result.sun is Seat.SOUTH:
                return self.tr("You shot the sun!")
            return self.tr("{name} shot the sun!").format(name=self.name(result.sun))
        if result.moon is not None:
            if result.moon is Seat.SOUTH:
                return self.tr("You shot the moon!")
            return self.tr("{name} shot the moon!").format(name=self.name(result.moon))
        return ""

    def hand_result_title(self, result: HandResult) -> str:
        """The title of the hand's result over the middle of the table."""
        return self.shot(result) or self.tr("End of hand {number}").format(number=result.number)

    def go_on(self) -> str:
        return self.tr("Click the table to go on · F9 shows the score sheet")

    def hand_rows(self, result: HandResult) -> list[list[str]]:
        """The end of a hand on the table: names over this hand's points and the totals."""
        names = ["", *(self.name(seat) for seat in Seat)]
        points = [self.tr("This hand"), *(number_text(p) for p in result.points)]
        return [
            names,
            points,
            [self.tr("Total"), *(number_text(t) for t in result.totals)],
        ]

    def total_rows(self, totals: tuple[int, ...]) -> list[list[str]]:
        """The game's end: a row of names over a row of totals."""
        names = ["", *(self.name(seat) for seat in Seat)]
        return [names, [self.tr("Total"), *(number_text(t) for t in totals)]]

    def game_won(self, winners: tuple[Seat, ...]) -> str:
        """Who won the game."""
        if winners == (Seat.SOUTH,):
            return self.tr("You win the game!")
        if len(winners) == 1:
            return self.tr("{name} wins the game.").format(name=self.name(winners[0]))
        names = ", ".join(self.name(seat) for seat in winners)
        return self.tr("{names} share the win.").format(names=names)

    def play_again(self) -> str:
        return self.tr("New Game in the Game menu plays again.")

    # -- hint and claim ----------------------------------------------------------------

    def hint_play(self, card: Card) -> str:
        return self.tr("Hint: play the {card}.").format(card=card_text(card))

    def hint_pass(self, cards: Sequence[Card]) -> str:
        return self.tr("Hint: pass the {cards}.").format(
            cards=", ".join(card_text(c) for c in cards)
        )

    def may_claim(self) -> str:
        return self.tr("Your cards take every remaining trick: you may claim them.")

    def claims(self, seat: Seat, you: bool) -> str:
        if you:
            return self.tr("You claim the rest of the hand.")
        return self.tr("{name} claims the rest of the hand.").format(name=self.name(seat))

    def played_out(self) -> str:
        return self.tr("No points are left to take: the rest of the hand is played out.")
