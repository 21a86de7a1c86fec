"""The play checker: a clearly worse card is flagged with its cost and standard error, an
equal one never is; it sees only what South saw, stops when cancelled, and repeats."""

from __future__ import annotations

import random

from hearts_qt.ai import make_player
from hearts_qt.ai.cancel import CancelFlag
from hearts_qt.ai.checker import (
    CheckSize,
    Decision,
    check_hand,
    hand_decisions,
    judge,
    play_cost,
    south_decisions,
)
from hearts_qt.ai.knowledge import knowledge_of
from hearts_qt.ai.sampler import sample_hands
from hearts_qt.engine import Card, Game, Hand, IllegalMove, Phase, Rules, Seat, SeatView
from hearts_qt.engine.cards import PassDirection
from hearts_qt.engine.game import Action
from hearts_qt.engine.masks import cards_of
from hearts_qt.engine.rules import FirstLead, MoonScoring
from hearts_qt.engine.view import view_of

from .helpers import decisions

SMALL = CheckSize(search_deals=60, measure_deals=60)
SEED = 11


def _cards(text: str) -> tuple[Card, ...]:
    return tuple(Card.parse(code) for code in text.split())


def _hand(deal: dict[Seat, str], plays: str, rules: Rules | None = None) -> Hand:
    """A hold hand dealt as ``deal`` says, with ``plays`` played in turn."""
    hand = Hand(tuple(_cards(deal[s]) for s in Seat), PassDirection.HOLD, rules or Rules())
    for card in _cards(plays):
        seat = hand.to_play
        assert seat is not None
        hand.play(seat, card)
    return hand


def _south(hand: Hand) -> SeatView:
    assert hand.to_play is Seat.SOUTH
    return view_of(hand, Seat.SOUTH, 1, (0, 0, 0, 0))


SPADES = {
    Seat.NORTH: "2C 3C QS 2S 2D 3D 4D 5D 2H 3H 4H 5H 6H",
    Seat.EAST: "AC KC 5S 6S 6D 7D 8D 9D 7H 8H 9H TH JH",
    Seat.SOUTH: "4C 5C AS 3S 4S TD JD QD KD AD QH KH AH",
    Seat.WEST: "6C 7C 8C 9C TC JC QC 7S 8S 9S TS JS KS",
}
"""East wins the first trick and leads the 5♠; South holds A♠ 4♠ 3♠, the Q♠ unseen."""


def test_the_ace_of_spades_under_a_queen_that_may_fall_is_flagged() -> None:
    view = _south(_hand(SPADES, "2C AC 4C 6C 5S"))
    verdict = judge(Decision(view, _cards("AS")), SEED, SMALL)
    assert verdict is not None
    assert verdict.kind == "play" and verdict.trick == 1
    assert verdict.chosen == _cards("AS") and verdict.better in (_cards("3S"), _cards("4S"))
    assert verdict.error > 0 and verdict.cost > 2 * verdict.error


HEARTS = {
    Seat.WEST: "AC KC QC 5H 6S 7S 8S 9S TS JS 2D 3D 4D",
    Seat.NORTH: "2C 3C 4C 5C 3H 4H 6H 2S 3S 4S 5S 5D 6D",
    Seat.EAST: "7H 9H TH JH QH KH AH KS AS QS 7D 8D 9D",
    Seat.SOUTH: "6C 7C 8C 9C TC JC 2H 8H TD JD QD KD AD",
}
"""Points allowed on the first trick: East, void in clubs, breaks hearts on it; West
wins it and leads the 5♥, North and East follow low, and South, last, holds 8♥ 2♥."""


def test_leading_a_heart_that_takes_the_trick_is_flagged() -> None:
    rules = Rules(points_on_first_trick=True)
    view = _south(_hand(HEARTS, "2C 9H 6C AC 5H 3H 7H", rules))
    verdict = judge(Decision(view, _cards("8H")), SEED, SMALL)
    assert verdict is not None
    assert verdict.chosen == _cards("8H") and verdict.better == _cards("2H")
    assert verdict.cost > 0.5 and verdict.error > 0 and verdict.cost > 2 * verdict.error


EVEN = {
    Seat.NORTH: "2C 3C QS 2S 4D 5D 6D 7D 2H 3H 4H 5H 6H",
    Seat.EAST: "AC KC 5S 6S 8D 9D TD JD QD 7H 8H 9H TH",
    Seat.SOUTH: "4C 5C AS 3S 4S 2D 3D KD AD JH QH KH AH",
    Seat.WEST: "6C 7C 8C 9C TC JC QC 7S 8S 9S TS JS KS",
}
"""East wins the first trick and leads the 8♦; South holds 2♦ 3♦, the two lowest
diamonds, which play alike, and K♦ A♦ (which the search finds better here: 1.1 to 1.5
points on 400 deals, with either sampler)."""


def test_two_equal_low_cards_are_never_flagged() -> None:
    view = _south(_hand(EVEN, "2C AC 4C 6C 8D"))
    assert {"2D", "3D"} <= {c.code for c in view.legal}
    rng = random.Random(3)
    cost = play_cost(view, Card.parse("3D"), Card.parse("2D"), rng, 60)
    assert cost is not None and not cost.clear and abs(cost.points) < 0.5
    low = (_cards("2D"), _cards("3D"))
    for card in low:
        verdict = judge(Decision(view, card), SEED, SMALL)
        assert verdict is None or verdict.better not in low


def _played_game(seed: int, hands: int = 1) -> Game:
    """``hands`` hands of four Normal players (South too), passes and all."""
    game = Game(seed=seed)
    players = [make_player("normal", seed * 4 + s) for s in Seat]
    for _view in decisions(game, players, hands):
        pass
    return game


def test_a_hand_check_counts_the_pass_and_each_play_with_a_choice() -> None:
    game = _played_game(0)
    decisions = south_decisions(game, 1)
    assert decisions[0].kind == "pass"
    plays = [d for d in decisions if d.kind == "play"]
    assert all(len(d.view.legal) > 1 for d in plays)
    assert all(d.view.to_play is Seat.SOUTH for d in plays)
    check = check_hand(game, 1, SEED, SMALL)
    assert check is not None
    assert check.hand == 1 and check.decisions == len(decisions)
    assert check.agreed == check.decisions - len(check.verdicts)
    assert check == check_hand(game, 1, SEED, SMALL)  # the same seed, the same findings
    for verdict in check.verdicts:
        assert verdict.cost > 2 * verdict.error and verdict.chosen != verdict.better


def test_a_new_moon_choice_is_not_a_decision_to_check() -> None:
    """A 5-card pass, left of the dealer leading, New Moon: South's decisions of the hand
    a moon was shot in are its pass and plays, read up to the shooter's choice."""
    rules = Rules(
        moon_scoring=MoonScoring.SHOOTER_CHOOSES, pass_count=5, first_lead=FirstLead.LEFT_OF_DEALER
    )
    game = Game(rules, seed=1)
    players = [make_player("normal", 4 + s) for s in Seat]
    for _view in decisions(game, players, 10):
        pass
    assert game.results[8].moon_choice is not None
    assert any(action[0] == "moon" for action in game.actions)
    found = south_decisions(game, 9)
    assert found[0].kind == "pass" and len(found[0].chosen) == 5
    assert all(d.kind == "play" and len(d.chosen) == 1 for d in found[1:])


def test_a_cancelled_check_gives_nothing() -> None:
    game = _played_game(1)
    flag = CancelFlag()
    flag.set()
    assert check_hand(game, 1, SEED, SMALL, flag) is None
    view = _south(_hand(SPADES, "2C AC 4C 6C 5S"))
    assert play_cost(view, Card.parse("AS"), Card.parse("3S"), random.Random(1), 60, flag) is None


def _twin(hand: Hand, rng: random.Random) -> Hand | None:
    """``hand`` as dealt again so that South cannot tell: the others' unplayed cards are
    shared among them afresh (hold hands, so nothing was passed)."""
    know = knowledge_of(view_of(hand, Seat.SOUTH, 1, (0, 0, 0, 0)))
    for _ in range(50):
        hands = sample_hands(know, rng)
        if hands == [hand.held_mask(s) for s in Seat]:
            continue
        deal = []
        for seat in Seat:
            played = [c for t in hand.tricks for w, c in t.cards if w is seat]
            played += [c for w, c in hand.trick if w is seat]
            deal.append(cards_of(hands[seat]) + tuple(played))
        twin = Hand(tuple(deal), PassDirection.HOLD, hand.rules, hand.dealer)
        try:
            for trick in hand.tricks:
                for seat, card in trick.cards:
                    twin.play(seat, card)
            for seat, card in hand.trick:
                twin.play(seat, card)
        except IllegalMove:
            continue
        return twin
    return None


def test_the_checker_never_uses_a_card_south_could_not_see() -> None:
    """Two records of a hold hand that agree up to South's play in trick 3 and differ in
    the others' cards after it: South's decisions up to there get the same verdicts."""
    game = _played_game(10, hands=4)  # the fourth hand is a hold hand
    players = [make_player("normal", 40 + s) for s in Seat]
    original = south_decisions(game, 4)
    cut = next(d for d in original if len(d.view.tricks) >= 3)
    at = cut.view.played
    dealer = game.hands[3].dealer
    fresh = Hand(game.hands[3].dealt, PassDirection.HOLD, game.rules, dealer)
    for seat, card in at:
        fresh.play(seat, card)
    twin = _twin(fresh, random.Random(9))
    assert twin is not None
    actions: list[Action] = [("play", s, c) for s, c in at]
    while twin.phase is Phase.PLAYING:
        turn = twin.to_play
        assert turn is not None
        view = view_of(twin, turn, 4, game.results[2].totals)
        card = players[turn].choose_play(view)
        actions.append(("play", turn, card))
        twin.play(turn, card)
    redealt = Hand(twin.dealt, PassDirection.HOLD, game.rules, dealer)
    other = hand_decisions(redealt, actions, 4, game.results[2].totals)
    same = [d for d in original if len(d.view.played) <= len(at)]
    assert len(same) >= 2
    assert [d.view for d in other[: len(same)]] == [d.view for d in same]
    assert twin.dealt != game.hands[3].dealt
    for mine, theirs in zip(same, other, strict=False):
        assert judge(mine, SEED, SMALL) == judge(theirs, SEED, SMALL)
