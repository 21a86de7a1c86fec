"""What a review says, translated: the name of each step, what happened in it, and the
Expert's verdicts. Only strings are made here; the review view shows them.

A QObject for ``self.tr``: lupdate reads a ``%n`` plural's count only there.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QLocale, QObject

from hearts_qt.ai.verdict import HandCheck, Verdict
from hearts_qt.controller.texts import card_text, with_sign
from hearts_qt.engine import Card, PassDirection, Seat
from hearts_qt.engine.review import HandReview, TrickReview
from hearts_qt.ui.review.steps import ReviewStep, StepKind

Names = Callable[[Seat], str]


def cards_text(cards: Sequence[Card]) -> str:
    """ "A♠ K♠ 2♥": cards as a player writes them, in a row."""
    return " ".join(card_text(card) for card in cards)


class ReviewTexts(QObject):
    """The review's words for one set of seat names."""

    def __init__(self, names: Names, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.names = names

    # -- the steps ----------------------------------------------------------------------

    def step_name(self, step: ReviewStep) -> str:
        """What the slider's position is called: "The deal", "The pass", "Trick 5 of 13"."""
        if step.kind is StepKind.DEAL:
            return self.tr("The deal")
        if step.kind is StepKind.PASS:
            return self.tr("The pass")
        assert step.trick is not None
        return self.tr("Trick {number} of 13").format(number=step.trick.number)

    def hand_name(self, number: int, direction: PassDirection) -> str:
        """An entry of the hand chooser: "Hand 3 · across"."""
        passes = {
            PassDirection.LEFT: self.tr("Hand {number} · left"),
            PassDirection.RIGHT: self.tr("Hand {number} · right"),
            PassDirection.ACROSS: self.tr("Hand {number} · across"),
            PassDirection.HOLD: self.tr("Hand {number} · no pass"),
        }
        return passes[direction].format(number=number)

    def heading(self, review: HandReview, step: ReviewStep) -> str:
        """ "Hand 3 — Trick 5 of 13"."""
        return self.tr("Hand {number} — {step}").format(
            number=review.number, step=self.step_name(step)
        )

    def caption(self, review: HandReview, step: ReviewStep) -> str:
        """What the step shows, in a sentence or a few."""
        if step.kind is StepKind.DEAL:
            return self._dealt(review)
        if step.kind is StepKind.PASS:
            return " ".join(self._passed(review, seat) for seat in Seat)
        assert step.trick is not None
        text = self._trick(step.trick)
        if step.trick.number == len(review.tricks):
            text = f"{text}\n{self._result(review)}"
        return text

    def _dealt(self, review: HandReview) -> str:
        sentences = {
            PassDirection.LEFT: self.tr("The four hands as they were dealt; each passes left."),
            PassDirection.RIGHT: self.tr("The four hands as they were dealt; each passes right."),
            PassDirection.ACROSS: self.tr("The four hands as they were dealt; each passes across."),
            PassDirection.HOLD: self.tr("The four hands as they were dealt; no passing."),
        }
        return sentences[review.direction]

    def _passed(self, review: HandReview, giver: Seat) -> str:
        return self.tr("{giver} passed {cards} to {receiver}.").format(
            giver=self.names(giver),
            cards=cards_text(review.passed[giver]),
            receiver=self.names(review.receiver(giver)),
        )

    def _trick(self, trick: TrickReview) -> str:
        size = abs(trick.points)  # the J♦ makes a trick's points negative
        if trick.leader is trick.winner:
            text = self.tr("{leader} led and took the trick: %n point(s).", "", size)
        else:
            text = self.tr("{leader} led; {winner} took the trick: %n point(s).", "", size)
        return with_sign(text, trick.points).format(
            leader=self.names(trick.leader), winner=self.names(trick.winner)
        )

    def _result(self, review: HandReview) -> str:
        result = review.result
        scores = ", ".join(
            with_sign(
                self.tr("{name} %n", "a seat's points in the hand", abs(result.points[seat])),
                result.points[seat],
            ).format(name=self.names(seat))
            for seat in Seat
        )
        if result.moon is not None:
            return self.tr("{seat} shot the moon. The hand: {scores}.").format(
                seat=self.names(result.moon), scores=scores
            )
        if result.sun is not None:
            return self.tr("{seat} shot the sun. The hand: {scores}.").format(
                seat=self.names(result.sun), scores=scores
            )
        return self.tr("The hand: {scores}.").format(scores=scores)

    # -- the Expert ---------------------------------------------------------------------

    def verdict(self, verdict: Verdict) -> str:
        """ "The Expert would have played the A♠: about 2.3 points better (±0.4)." """
        locale = QLocale()
        cost, error = locale.toString(verdict.cost, "f", 1), locale.toString(verdict.error, "f", 1)
        if verdict.kind == "pass":
            text = self.tr(
                "The Expert would have passed {cards}: about {cost} points better (±{error})."
            )
        else:
            text = self.tr(
                "The Expert would have played the {cards}: about {cost} points better (±{error})."
            )
        return text.format(cards=cards_text(verdict.better), cost=cost, error=error)

    def agreement(self, check: HandCheck) -> str:
        """ "The Expert agreed with 11 of your 13 decisions." """
        return self.tr(
            "The Expert agreed with {agreed} of your %n decision(s).", "", check.decisions
        ).format(agreed=check.agreed)

    def passed_to(self, receiver: Seat) -> str:
        """Over the three cards a seat passes: "to North"."""
        return self.tr("to {seat}", "over the cards a seat passes, in a review").format(
            seat=self.names(receiver)
        )

    def expert_tag(self) -> str:
        return self.tr("The Expert", "over the Expert's card in a review")

    def led_tag(self) -> str:
        return self.tr("led", "over the card that led a trick in a review")

    def board(self, hands: Sequence[Sequence[Card]], trick: TrickReview | None) -> str:
        """What the board shows, for a screen reader: each seat's cards, then the trick."""
        lines = [
            self.tr("{seat}: {cards}", "a seat's cards in a review, for a screen reader").format(
                seat=self.names(seat), cards=cards_text(hands[seat]) or "—"
            )
            for seat in Seat
        ]
        if trick is not None:
            played = ", ".join(
                self.tr("{seat} {card}", "a card played to a trick, in a review").format(
                    seat=self.names(seat), card=card_text(card)
                )
                for seat, card in trick.cards
            )
            lines.append(self.tr("The trick: {cards}.").format(cards=played))
        return "\n".join(lines)

    def flagged_steps(self, tricks: Sequence[int]) -> str:
        """The slider's description: where the Expert would have played otherwise."""
        if not tricks:
            return ""
        listed = ", ".join(str(number) for number in tricks)
        return self.tr(
            "The Expert would have played otherwise in trick(s) {tricks}.", "", len(tricks)
        ).format(tricks=listed)

    def waiting(self, number: int) -> str:
        """The status line while reviewing."""
        return self.tr(
            "Reviewing hand {number}. The game waits: nothing can be played, undone or "
            "hinted until you go back to it (Esc)."
        ).format(number=number)
