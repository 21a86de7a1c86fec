"""Each kind of reason on a hand-made position, and none where the position gives none."""

from __future__ import annotations

from hearts_qt.ai.estimate import Estimate, Evaluation
from hearts_qt.ai.reasons import Reason, ReasonKind, expected_reason, pass_reason, play_reason
from hearts_qt.engine import DECK, Card, Hand, PassDirection, Phase, Rules, Seat, SeatView, Suit
from hearts_qt.engine.masks import mask_of
from hearts_qt.engine.presets import PRESETS, Preset
from hearts_qt.engine.view import view_of


def cards(codes: str) -> tuple[Card, ...]:
    return tuple(Card.parse(code) for code in codes.split())


def south_view(
    deal: tuple[str, str, str, str],
    plays: str = "",
    rules: Rules | None = None,
) -> SeatView:
    """South's view after ``plays`` (in turn order) from ``deal`` (South, West, North, East),
    in a hand without a pass."""
    hand = Hand(tuple(cards(seat) for seat in deal), PassDirection.HOLD, rules or Rules())
    for card in cards(plays):
        turn = hand.to_play
        assert turn is not None
        hand.play(turn, card)
    return view_of(hand, Seat.SOUTH, 1, (0, 0, 0, 0))


def reason(view: SeatView, card: str) -> Reason | None:
    chosen = Card.parse(card)
    assert chosen in view.legal
    return play_reason(view, chosen)


# East holds every club and leads; South, void in clubs, may discard points at once.
VOID = (
    "QS 3S 4S 2D 3D 4D 5D 6D 2H 3H 4H 5H 6H",
    "5S 6S 7S 8S 9S 10S JS KS AS 7D 8D 9D 10D",
    "2S JD QD KD AD 7H 8H 9H 10H JH QH KH AH",
    "2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC AC",
)
# West leads the 2♣, North puts the K♣ on it, East the 3♣; South plays last.
LAST = (
    "4C 9C AC 2S 9S 2D 3D 4D 2H 3H 4H 5H 6H",
    "2C 5C 6C 3S 4S 5S 6S 7S 8S 5D 6D 7D 8D",
    "KC 7C 8C 10S JS QS KS AS 9D 10D JD QD KD",
    "3C 10C JC QC AD 7H 8H 9H 10H JH QH KH AH",
)
# East takes the Q♠ and two hearts in the first three tricks, then leads a heart.
MOON = (
    "3C 4C 6C 5H AH JS 8D 9D 10D JD QD KD AD",
    "QS 2H 3H 6H 7H 8H 9H 10H JH QH KH KS AS",
    "2C 5C 7C 8C 9C 10C JC 2D 3D 4D 5D 6D 7D",
    "AC KC QC 4H 2S 3S 4S 5S 6S 7S 8S 9S 10S",
)
POINTS_FIRST = Rules(points_on_first_trick=True)


def test_only_card() -> None:
    view = south_view((LAST[1], LAST[0], LAST[2], LAST[3]))  # South holds the 2♣ and leads
    assert view.legal == cards("2C")
    assert reason(view, "2C") == Reason(ReasonKind.ONLY_CARD, cards("2C"))


def test_dump_a_penalty_card_or_a_high_card_while_void() -> None:
    view = south_view(VOID, "2C", POINTS_FIRST)
    assert reason(view, "QS") == Reason(ReasonKind.DUMP, cards("QS"), suit=Suit.CLUBS)
    assert reason(view, "2H") == Reason(ReasonKind.DUMP, cards("2H"), suit=Suit.CLUBS)


def test_a_low_plain_discard_is_no_dump() -> None:
    view = south_view(VOID, "2C", POINTS_FIRST)
    assert reason(view, "2D") is None  # nothing lower to keep, nothing to take
    assert reason(view, "6D") is None  # the 2♦ it keeps is no exit: the 7♦ is the lowest out


def test_duck_under_the_highest_card_while_holding_one_over_it() -> None:
    view = south_view(LAST, "2C KC 3C")
    assert reason(view, "4C") == Reason(ReasonKind.DUCK, cards("4C"), others=cards("KC"))
    assert reason(view, "9C") == Reason(ReasonKind.DUCK, cards("9C"), others=cards("KC"))


def test_take_a_clean_trick_when_last() -> None:
    view = south_view(LAST, "2C KC 3C")
    assert reason(view, "AC") == Reason(ReasonKind.TAKE_CLEAN, cards("AC"), suit=Suit.CLUBS)


def test_no_clean_take_while_someone_after_may_still_discard_a_penalty_card() -> None:
    # South's A♣ surely wins the lead, but any of the others may be void in clubs.
    view = south_view(LAST, "2C KC 3C AC")
    assert view.trick == () and view.to_play is Seat.SOUTH
    assert reason(view, "9C") == Reason(
        ReasonKind.SAFE_EXIT, cards("9C"), others=cards("4C"), suit=Suit.CLUBS
    )


def test_safe_exit_keeps_a_card_below_every_card_out() -> None:
    view = south_view(LAST, "2C KC 3C AC")
    expected = Reason(ReasonKind.SAFE_EXIT, cards("9S"), others=cards("2S"), suit=Suit.SPADES)
    assert reason(view, "9S") == expected
    assert reason(view, "4D") is None  # the 4♦ is below every diamond out: it is an exit too


def test_block_the_moon() -> None:
    view = south_view(MOON, "2C AC 3C QS KC 4C 2H 5C QC 6C 3H 7C 4H", POINTS_FIRST)
    assert view.points_taken == (0, 0, 0, 15)
    assert view.legal == cards("5H AH")
    expected = Reason(ReasonKind.BLOCK_MOON, cards("AH"), seat=Seat.EAST, points=15)
    assert reason(view, "AH") == expected
    assert reason(view, "5H") is None  # it may lose to West: nothing sure about it


def test_no_moon_to_block_while_the_runner_has_few_points() -> None:
    # As above, but West throws a diamond on the third trick: East has the Q♠ and a heart.
    west = MOON[1].replace("3H", "2D")
    north = MOON[2].replace("2D", "3H")
    plays = "2C AC 3C QS KC 4C 2H 5C QC 6C 2D 7C 4H"
    view = south_view((MOON[0], west, north, MOON[3]), plays, POINTS_FIRST)
    assert view.points_taken == (0, 0, 0, 14)
    assert reason(view, "AH") is None


def pass_view(south: str, rules: Rules | None = None) -> SeatView:
    """South's view before passing left, holding ``south``; the others hold the rest."""
    mine = cards(south)
    rest = [c.code for c in DECK if c not in mine]
    deal = (south, *(" ".join(rest[i * 13 : i * 13 + 13]) for i in range(3)))
    hand = Hand(tuple(cards(seat) for seat in deal), PassDirection.LEFT, rules or Rules())
    view = view_of(hand, Seat.SOUTH, 1, (0, 0, 0, 0))
    assert view.phase is Phase.PASSING
    return view


def test_pass_danger_names_the_dangerous_cards_queen_first() -> None:
    view = pass_view("QS AS 3S 4S 2C 3C 4C 5C 2D 3D 4D 5D 2H")
    assert pass_reason(view, cards("2C QS AS")) == Reason(ReasonKind.PASS_DANGER, cards("QS AS"))
    view = pass_view("KS AS 3S 4S 2C 3C 4C 5C 2D 3D 4D JH AH")
    expected = Reason(ReasonKind.PASS_DANGER, cards("KS AH JH"))
    assert pass_reason(view, cards("KS JH AH")) == expected


def test_pass_danger_follows_the_card_values() -> None:
    """Black Maria: the K♠ and A♠ cost points themselves, the most costly named first.
    Spot Hearts: a heart worth five or more is heavy, a low one is not."""
    maria = PRESETS[Preset.BLACK_MARIA]
    view = pass_view("QS KS AS 2S 3S 4S 5S 2C 3C 4C 2D 3D 4D", maria)
    expected = Reason(ReasonKind.PASS_DANGER, cards("KS AS"))
    assert pass_reason(view, cards("AS 2C KS")) == expected
    spot = PRESETS[Preset.SPOT_HEARTS]
    hearts = "4H 5H 10H 2S 3S 4S 5S 2C 3C 4C 2D 3D 4D"
    assert pass_reason(pass_view(hearts, spot), cards("4H 5H 10H")) == Reason(
        ReasonKind.PASS_DANGER, cards("10H 5H")
    )
    classic = pass_reason(pass_view(hearts), cards("4H 5H 10H"))
    assert classic is not None and classic.kind is ReasonKind.PASS_VOID


def test_high_spades_are_no_danger_beside_a_queen_that_stays() -> None:
    view = pass_view("QS KS 3S 4S 2C 3C 4C 5C 2D 3D 4D 2H 3H")
    assert pass_reason(view, cards("KS 4D 2H")) is None


def test_pass_void() -> None:
    view = pass_view("QS 2S 3S 4S 5S 2C 3C 4C 5C 2D 3D 2H 3H")
    expected = Reason(ReasonKind.PASS_VOID, cards("2D 3D"), suit=Suit.DIAMONDS)
    assert pass_reason(view, cards("2D 3D 5C")) == expected
    assert pass_reason(view, cards("2D 5C 4C")) is None


def test_expected_names_the_best_and_the_next_best() -> None:
    ranked = (
        Estimate(cards("2D"), points=0.4, value=-0.4),
        Estimate(cards("7H"), points=1.9, value=-1.9),
        Estimate(cards("QS"), points=9.0, value=-9.0),
    )
    evaluation = Evaluation(cards("2D"), ranked, samples=250)
    assert expected_reason(evaluation, mask_of(cards("2D 7H QS"))) == Reason(
        ReasonKind.EXPECTED,
        cards("2D"),
        others=cards("7H"),
        points=0.4,
        next_points=1.9,
        samples=250,
    )
    alone = Evaluation(cards("2D"), ranked[:1], samples=3)
    expected = Reason(ReasonKind.EXPECTED, cards("2D"), points=0.4, samples=3)
    assert expected_reason(alone, 0) == expected
    assert expected_reason(Evaluation(cards("2D")), 0) is None


def test_the_next_best_is_not_a_card_that_plays_alike() -> None:
    ranked = (
        Estimate(cards("4C"), points=2.0, value=-2.0),
        Estimate(cards("6C"), points=2.0, value=-2.0),
        Estimate(cards("9C"), points=3.5, value=-3.5),
    )
    evaluation = Evaluation(cards("4C"), ranked, samples=9)
    seen = mask_of(cards("4C 5C 6C 9C"))  # the 5♣ is played or held: 4♣ and 6♣ play alike
    reason = expected_reason(evaluation, seen)
    assert reason is not None and (reason.others, reason.next_points) == (cards("9C"), 3.5)
    reason = expected_reason(evaluation, mask_of(cards("4C 6C 9C")))  # the 5♣ is out
    assert reason is not None and (reason.others, reason.next_points) == (cards("6C"), 2.0)
    only_alike = Evaluation(cards("4C"), ranked[:2], samples=9)
    reason = expected_reason(only_alike, seen)
    assert reason is not None and (reason.others, reason.next_points) == ((), None)
    passes = (
        Estimate(cards("2C QS AS"), points=5.0, value=-5.0),
        Estimate(cards("3C QS AS"), points=5.0, value=-5.0),
        Estimate(cards("2C QS KH"), points=6.0, value=-6.0),
    )
    evaluation = Evaluation(cards("2C QS AS"), passes, samples=9)
    reason = expected_reason(evaluation, mask_of(cards("2C 3C QS AS KH")))
    assert reason is not None and reason.others == cards("2C QS KH")
