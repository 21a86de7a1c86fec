"""Why the hint chose its card(s), in the player's language: one short sentence for each
kind of reason the Expert's advice gives (``hearts_qt.ai.reasons``)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QLocale

from hearts_qt.ai.reasons import Reason, ReasonKind
from hearts_qt.controller.texts import card_text, seat_name, suit_name
from hearts_qt.engine import Card
from hearts_qt.i18n import translate


def _cards(cards: Sequence[Card]) -> str:
    return ", ".join(card_text(card) for card in cards)


def _points(value: float | None) -> str:
    """Expected points as the player's locale writes a decimal: "0.4", "1,9"."""
    return QLocale().toString(float(value or 0.0), "f", 1)


def reason_text(reason: Reason | None) -> str:
    """The reason as the status line says it after the hint ("" when there is none)."""
    if reason is None:
        return ""
    kind = reason.kind
    card = _cards(reason.cards)
    other = _cards(reason.others)
    suit = suit_name(reason.suit) if reason.suit is not None else ""
    if kind is ReasonKind.ONLY_CARD:
        return translate("Hint", "It is the only card you may play.")
    if kind is ReasonKind.BLOCK_MOON and reason.seat is not None:
        return translate("Hint", "Takes a point so that {seat} cannot shoot the moon.").format(
            seat=seat_name(reason.seat)
        )
    if kind is ReasonKind.DUMP:
        return translate("Hint", "Dumps the {card} while you are void in {suit}.").format(
            card=card, suit=suit
        )
    if kind is ReasonKind.TAKE_CLEAN:
        return translate("Hint", "Takes a trick that surely holds no points.")
    if kind is ReasonKind.DUCK:
        return translate("Hint", "Plays under the {other}, so you do not take the trick.").format(
            other=other
        )
    if kind is ReasonKind.SAFE_EXIT:
        return translate("Hint", "Keeps the {other} as a safe exit in {suit}.").format(
            other=other, suit=suit
        )
    if kind is ReasonKind.PASS_DANGER:
        return translate(
            "Hint", "Gives away the {cards}: the cards most likely to cost you points."
        ).format(cards=card)
    if kind is ReasonKind.PASS_VOID:
        return translate(
            "Hint", "Leaves you void in {suit}, free to discard when it is led."
        ).format(suit=suit)
    points = _points(reason.points)
    if kind is ReasonKind.MOON_PLAY:
        return translate(
            "Hint",
            "Runs for the moon: aims to take every card that scores. "
            "Expected: {points} points this hand.",
        ).format(points=points)
    if kind is ReasonKind.MOON_PASS:
        return translate(
            "Hint", "Keeps your winners to run for the moon. Expected: {points} points this hand."
        ).format(points=points)
    if reason.others and reason.next_points is not None:
        return translate(
            "Hint", "Expected: {points} points this hand; next best, {other}: {next}."
        ).format(points=points, other=other, next=_points(reason.next_points))
    return translate("Hint", "Expected: {points} points this hand.").format(points=points)
