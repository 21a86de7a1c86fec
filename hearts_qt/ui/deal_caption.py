"""The words that name the deal on the table: the title bar, the status bar and the
score sheet say them alike."""

from __future__ import annotations

from hearts_qt.controller.replay import DealPlace
from hearts_qt.engine.deal_number import deal_number_text
from hearts_qt.i18n import translate


def deal_caption(place: DealPlace, *, hand: bool = True) -> str:
    """ "Deal 31 415 926, hand 3", or "Replay of deal 31 415 926, hand 3"; without the
    hand (``hand=False``, the score sheet's rows are the hands) "Deal 31 415 926"."""
    deal = deal_number_text(place.deal)
    if place.practice:
        return translate("Deal", "Replay of deal {deal}, hand {hand}").format(
            deal=deal, hand=place.hand
        )
    if place.hand == 0 or not hand:
        return translate("Deal", "Deal {deal}").format(deal=deal)
    return translate("Deal", "Deal {deal}, hand {hand}").format(deal=deal, hand=place.hand)
