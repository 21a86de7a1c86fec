"""Normal plays and passes by what the cards are worth under the rules in force: the same
position, classic and with a preset's values, gets the card each set of values calls for."""

from __future__ import annotations

from dataclasses import replace

from hearts_qt.ai.pass_search import pass_candidates
from hearts_qt.ai.passing import normal_pass
from hearts_qt.ai.player import NormalPlayer
from hearts_qt.ai.policy import CLASSIC_STAKES, stakes_of, threatens_moon
from hearts_qt.engine import Card, masks
from hearts_qt.engine.presets import PRESETS, Preset
from hearts_qt.engine.rules import FirstLead, Rules
from tests.ai.test_reasons import south_view

WEST_LEADS = Rules(first_lead=FirstLead.LEFT_OF_DEALER)
"""South deals the first hand, so West leads its first trick, with any card."""


def mask(codes: str) -> int:
    return masks.mask_of(Card.parse(code) for code in codes.split())


def west_leads(preset: Preset, points_on_first_trick: bool = False) -> Rules:
    return replace(
        PRESETS[preset],
        first_lead=FirstLead.LEFT_OF_DEALER,
        points_on_first_trick=points_on_first_trick,
    )


def normal_card(deal: tuple[str, str, str, str], plays: str, rules: Rules) -> str:
    return NormalPlayer(1).choose_play(south_view(deal, plays, rules)).code


# West wins the A♦ trick and leads a spade; South, last, holds the K♠ and the 4♠.
SPADE_TRICK = (
    "KS 4S 2D 3C 4C 5C 6C 7C 8C 9C 10C JC QC",
    "AD 5S 6S 7S 3D 4D 5D 6D 7D 2H 3H 4H 5H",
    "KD 9S 10S JS 8D 9D 10D 6H 7H 8H 9H 10H JH",
    "QD 2S 3S QS AS JD 2C KC AC QH KH AH 8S",
)


def test_it_does_not_win_a_trick_with_a_king_of_spades_worth_ten() -> None:
    plays = "AD 8D QD 2D  5S 9S 2S"
    # Classic: the trick is clean and the K♠ costs nothing, so it goes while it is safe.
    assert normal_card(SPADE_TRICK, plays, WEST_LEADS) == "KS"
    # Black Maria: the K♠ would take 10 points; the 4♠ ducks.
    assert normal_card(SPADE_TRICK, plays, west_leads(Preset.BLACK_MARIA)) == "4S"


# West leads the A♣; South has no club and holds the Q♠ and the A♥.
VOID_IN_CLUBS = (
    "QS AH 2S 3S 4S 5S 6S 7S 8S 9S 10S 2H 3H",
    "AC KC QC JC 10C 9C 8C 2D 3D 4D 5D 6D 7D",
    "2C 3C 4C 8D 9D 10D QD JS JD KS AS 5H 6H",
    "5C 6C 7C KD AD 7H 8H 9H 10H JH QH KH 4H",
)


def test_it_throws_away_the_dearest_card_first() -> None:
    any_points = replace(WEST_LEADS, points_on_first_trick=True)
    assert normal_card(VOID_IN_CLUBS, "AC 2C 5C", any_points) == "QS"
    spot = west_leads(Preset.SPOT_HEARTS, points_on_first_trick=True)
    assert normal_card(VOID_IN_CLUBS, "AC 2C 5C", spot) == "AH"  # 14 points, the Q♠ 13


# The same lead; South's only diamond is the J♦.
JACK_ALONE = (
    "JD 2S 3S 4S 5S 6S 7S 8S 9S 10S 2H 3H 4H",
    "AC KC QC JC 10C 9C 8C 2D 3D 4D 5D 6D 7D",
    "2C 3C 4C 8D 9D 10D QD JS QS KS AS 5H 6H",
    "5C 6C 7C KD AD 7H 8H 9H 10H JH QH KH AH",
)


def test_it_keeps_a_jack_worth_minus_ten() -> None:
    # Classic: the J♦ is a high card of a short suit, the first to go.
    assert normal_card(JACK_ALONE, "AC 2C 5C", WEST_LEADS) == "JD"
    assert normal_card(JACK_ALONE, "AC 2C 5C", west_leads(Preset.OMNIBUS)) == "10S"


def test_the_stakes_of_each_preset() -> None:
    assert stakes_of(Rules()) is stakes_of(Rules())  # worked out once, by value too
    assert CLASSIC_STAKES.heavy == mask("QS") and CLASSIC_STAKES.negative == 0
    assert CLASSIC_STAKES.catchers == mask("KS AS")
    maria = stakes_of(PRESETS[Preset.BLACK_MARIA])
    assert maria.heavy == mask("QS KS AS") and maria.catchers == 0
    assert maria.moon_value == 43 and maria.moon == masks.HEARTS | maria.heavy
    spot = stakes_of(PRESETS[Preset.SPOT_HEARTS])
    assert spot.heavy == mask("QS 5H 6H 7H 8H 9H 10H JH QH KH AH")
    assert spot.penalty & ~spot.heavy == mask("2H 3H 4H")
    omnibus = stakes_of(PRESETS[Preset.OMNIBUS])
    assert omnibus.negative == mask("JD") and omnibus.heavy == mask("QS")
    czech = stakes_of(PRESETS[Preset.CZECH])
    assert czech.heavy == mask("QS JD") and czech.catchers == mask("KS AS QD KD AD")
    assert czech.moon == masks.POINT_CARDS  # the J♦ option never counts towards the moon


def test_a_run_at_the_moon_is_judged_by_the_moon_cards() -> None:
    maria = stakes_of(PRESETS[Preset.BLACK_MARIA])
    spot = stakes_of(PRESETS[Preset.SPOT_HEARTS])
    assert not threatens_moon(mask("KS 2H"), maria)
    assert threatens_moon(mask("KS QS 2H"), maria)  # 24 of 43
    assert not threatens_moon(mask("KS QS 2H"), CLASSIC_STAKES)  # the K♠ is no moon card
    assert not threatens_moon(mask("2H 3H 4H 5H 6H"), spot)  # 20 of 117
    assert threatens_moon(mask("2H 3H 4H 5H 6H 7H"), spot)  # six moon cards


def test_the_pass_follows_the_values() -> None:
    hand = mask("JD 2S 3S 4S 5S 6S 2H 3H 4H 5H 2C 3C 4C")
    jack = Card.parse("JD").index
    assert jack in normal_pass(hand, Rules())  # a lone high diamond: a void
    assert jack not in normal_pass(hand, PRESETS[Preset.OMNIBUS])  # worth −10: kept
    assert jack in normal_pass(hand, PRESETS[Preset.CZECH])  # worth 11, unguarded
    spot = mask("AS KS 2S 3S 6H 7H 2C 3C 4C 5C 2D 3D 4D")
    passed = normal_pass(spot, PRESETS[Preset.SPOT_HEARTS])
    assert {Card.parse("AS").index, Card.parse("KS").index} <= set(passed)  # not 6♥ 7♥
    maria = mask("AS KS 7S 8S 2D 3D 4D 5D 6D 2C 3C 4C 5C")
    passed = normal_pass(maria, replace(PRESETS[Preset.BLACK_MARIA], pass_count=5))
    assert len(set(passed)) == 5 and all(maria >> card & 1 for card in passed)
    assert {Card.parse("AS").index, Card.parse("KS").index} <= set(passed)  # 7 and 10


def test_the_expert_pass_tries_passes_of_the_rules_count() -> None:
    hand = mask("AS KS QS 7S 2D 3D 9D JD 2C 3C AH KH 4H")
    for count, tried in ((3, 20), (4, 15), (5, 21)):
        rules = Rules(pass_count=count)
        candidates = pass_candidates(hand, rules)
        assert len(candidates) in (tried, tried + 1)  # and the heuristic's, if not among them
        assert normal_pass(hand, rules) in candidates
        assert all(len(set(c)) == count and all(hand >> i & 1 for i in c) for c in candidates)
