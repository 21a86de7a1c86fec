"""Property tests over random seeded games with random rule options (RULES.md: Invariants).

Each example plays a few hands of a seeded game with random players, checking at every
step the legal plays against a plain second reading of the rules (``reference``), that a
refused card changes nothing, that no view leaks another seat's cards, and after each
hand the invariants, the fast path and the scores; then the record round-trips.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from hearts_qt.engine import (
    DECK,
    Card,
    Game,
    GameOver,
    Hand,
    HandScored,
    IllegalMove,
    MoonScoring,
    PassDirection,
    Phase,
    Rules,
    Seat,
    TrickTaken,
)
from hearts_qt.engine.masks import mask_of
from hearts_qt.engine.record import from_json, to_json
from hearts_qt.engine.simulate import (
    Position,
    deal_masks,
    new_position,
    play_out,
    position_of,
    random_policy,
)

from . import reference
from .helpers import cards_in, snapshot_game

RULES = st.builds(
    Rules,
    target_score=st.integers(1, 110),
    fixed_hands=st.none() | st.just(4),
    queen_breaks_hearts=st.booleans(),
    points_on_first_trick=st.booleans(),
    jack_of_diamonds=st.none() | st.integers(-30, 30),
    shoot_the_sun=st.booleans(),
    moon_scoring=st.sampled_from(MoonScoring),
)
SEEDS = st.integers(0, 2**32)
SLOW = settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
"""Example counts stay modest: the whole engine test folder runs in a few seconds."""
QUICK = settings(max_examples=40, deadline=None)
MAX_HANDS = 5


def check_views(game: Game) -> None:
    """No view shows another seat's unplayed cards beyond the three this seat passed."""
    hand = game.hand
    played = {c for t in hand.tricks for _, c in t.cards} | {c for _, c in hand.trick}
    for seat in Seat:
        view = game.view(seat)
        assert view.hand == hand.held(seat)
        passed = set(view.passed)
        if passed:
            assert passed == set(hand.passes[seat] or ())
        allowed = set(view.hand) | played | passed
        assert cards_in(view) <= allowed
        if hand.phase is Phase.PASSING:
            assert view.received == ()
            assert view.leader is None


def quick_state(hand: Hand) -> tuple[object, ...]:
    return (
        [hand.held_mask(s) for s in Seat],
        list(hand.trick),
        len(hand.tricks),
        hand.hearts_broken,
        hand.leader,
        hand.phase,
    )


class HandRun:
    """One hand played by random players under full checking."""

    def __init__(self, game: Game, rng: random.Random) -> None:
        self.game, self.rng = game, rng
        self.choices: list[int] = []
        self.legals: list[int] = []
        self.start: Position | None = None

    def play(self) -> None:
        game, rng = self.game, self.rng
        game.deal()
        hand = game.hand
        check_views(game)
        if hand.phase is Phase.PASSING:
            for seat in rng.sample(list(Seat), 4):
                game.pass_cards(seat, rng.sample(hand.held(seat), 3))
                check_views(game)
        self.start = position_of(hand)
        broken = False
        while hand.phase is Phase.PLAYING:
            broken = self.step(hand, broken)
        self.check_finished(hand)

    def step(self, hand: Hand, broken: bool) -> bool:
        game, rng, rules = self.game, self.rng, self.game.rules
        seat = hand.to_play
        assert seat is not None
        held = hand.held(seat)
        legal = hand.legal_plays(seat)
        assert legal, "legal_plays is never empty for the seat on turn"
        trick = [c for _, c in hand.trick]
        assert set(legal) == reference.legal(held, trick, not hand.tricks, broken, rules)
        assert all(hand.legal_plays(s) == () for s in Seat if s is not seat)
        illegal = [c for c in held if c not in legal]
        if illegal and rng.random() < 0.3:
            before = quick_state(hand)
            with pytest.raises(IllegalMove):
                game.play(seat, rng.choice(illegal))
            assert quick_state(hand) == before
        card = rng.choice(legal)
        self.choices.append(card.index)
        self.legals.append(mask_of(legal))
        leader = hand.leader
        events = game.play(seat, card)
        broken = broken or reference.breaks_hearts(card, rules)
        assert hand.hearts_broken is broken
        taken = [e for e in events if isinstance(e, TrickTaken)]
        if taken:
            cards = [c for _, c in taken[0].trick.cards]
            assert taken[0].winner is reference.winner(leader, cards)
            assert hand.leader is taken[0].winner
        check_views(game)
        return broken

    def check_finished(self, hand: Hand) -> None:
        rules = self.game.rules
        dealt = [c for cards in hand.dealt for c in cards]
        assert len(dealt) == len(set(dealt)) == 52, "every card is dealt once"
        assert len(hand.tricks) == 13
        assert all(len(t.cards) == 4 for t in hand.tricks)
        played = [c for t in hand.tricks for _, c in t.cards]
        assert sorted(played) == list(DECK), "every card is played once"
        for seat in Seat:
            after_pass = set(hand.dealt[seat]) - set(hand.passes[seat] or ())
            after_pass |= set(hand.received(seat))
            assert {c for t in hand.tricks for s, c in t.cards if s is seat} == after_pass
        won = {s: [c for t in hand.tricks if t.winner is s for _, c in t.cards] for s in Seat}
        tricks = {s: sum(t.winner is s for t in hand.tricks) for s in Seat}
        assert hand.score is not None
        assert list(hand.score.points) == reference.score(won, tricks, rules)
        if rules.jack_of_diamonds is None and rules.moon_scoring is MoonScoring.OTHERS_PLUS:
            expected = (
                156 if hand.score.sun is not None else 78 if hand.score.moon is not None else 26
            )
            assert sum(hand.score.points) == expected
        assert self.start is not None
        legals = iter(self.legals)
        choices = iter(self.choices)

        def replay(_position: Position, _seat: int, legal: int) -> int:
            assert legal == next(legals)
            return next(choices)

        assert play_out(self.start, replay) == hand.score
        assert self.start.taken == hand.taken


def check_game_end(game: Game) -> None:
    rules = game.rules
    if not game.is_over:
        assert game.number == MAX_HANDS
        return
    if rules.fixed_hands is not None:
        assert game.number == rules.fixed_hands
    else:
        assert max(game.totals) >= rules.target_score
        assert all(max(r.totals) < rules.target_score for r in game.results[:-1])
    low = min(game.totals)
    assert game.winners == tuple(s for s in Seat if game.totals[s] == low)


@SLOW
@given(rules=RULES, seed=SEEDS, choice_seed=SEEDS)
def test_random_games_keep_every_rule_and_invariant(
    rules: Rules, seed: int, choice_seed: int
) -> None:
    game = Game(rules, seed)
    rng = random.Random(choice_seed)
    totals = (0, 0, 0, 0)
    while not game.is_over and game.number < MAX_HANDS:
        HandRun(game, rng).play()
        result = game.results[-1]
        assert result.totals == tuple(t + p for t, p in zip(totals, result.points, strict=True))
        totals = result.totals
    check_game_end(game)
    loaded = from_json(to_json(game))
    assert snapshot_game(loaded) == snapshot_game(game)
    assert loaded.results == game.results


@QUICK
@given(rules=RULES, seed=SEEDS, choice_seed=SEEDS)
def test_a_record_replays_to_the_same_scores(rules: Rules, seed: int, choice_seed: int) -> None:
    game = Game(rules, seed)
    rng = random.Random(choice_seed)
    events: list[object] = []
    while not game.is_over and game.number < MAX_HANDS:
        events += game.deal()
        hand = game.hand
        if hand.phase is Phase.PASSING:
            for seat in Seat:
                events += game.pass_cards(seat, rng.sample(hand.held(seat), 3))
        while hand.phase is Phase.PLAYING:
            seat = hand.to_play
            assert seat is not None
            events += game.play(seat, rng.choice(hand.legal_plays(seat)))
    # stop anywhere: the middle of a hand must round-trip too
    cut = rng.randrange(len(game.actions) + 1)
    for g in (game, game.undo(len(game.actions) - cut)):
        loaded = from_json(to_json(g))
        assert loaded.totals == g.totals
        assert loaded.results == g.results
        assert loaded.actions == g.actions
    scored = [e.result for e in events if isinstance(e, HandScored)]
    assert scored == game.results
    assert any(isinstance(e, GameOver) for e in events) is game.is_over


@QUICK
@given(rules=RULES, deal_seed=SEEDS, policy_seed=SEEDS)
def test_a_fast_play_out_is_a_legal_hand_with_the_same_score(
    rules: Rules, deal_seed: int, policy_seed: int
) -> None:
    hands = deal_masks(random.Random(deal_seed))
    deal = tuple(tuple(DECK[i] for i in range(52) if h >> i & 1) for h in hands)
    checked = Hand(deal, PassDirection.HOLD, rules)
    policy = random_policy(random.Random(policy_seed))

    def checked_policy(position: Position, seat: int, legal: int) -> int:
        assert seat == checked.to_play
        assert legal == mask_of(checked.legal_plays())
        card = policy(position, seat, legal)
        checked.play(Seat(seat), Card.from_index(card))  # raises if it were illegal
        return card

    result = play_out(new_position(hands, rules), checked_policy)
    assert checked.phase is Phase.SCORED
    assert result == checked.score
