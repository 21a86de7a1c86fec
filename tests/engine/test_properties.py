"""Property tests over random seeded games with random rule options (RULES.md: Invariants),
the house rules among them: 3 to 5 cards passed on any cycle, the first lead left of the
dealer, hearts any time, random card values, New Moon, Perfect 100, the no-tricks bonus
and no shared wins.

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
    JACK_OF_DIAMONDS,
    Card,
    FirstLead,
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
from hearts_qt.engine.game import MOON_CHOICES, dealer_of
from hearts_qt.engine.masks import HandPoints, mask_of, score_hand
from hearts_qt.engine.record import from_json, to_json
from hearts_qt.engine.rules import CLASSIC_PASS_CYCLE, PASS_COUNTS, values_can_moon
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


@st.composite
def card_values(draw: st.DrawFn, jack: bool) -> tuple[int, ...] | None:
    """None (classic) or a value for each card, some positive; the J♦ 0 when its option
    gives it one."""
    if draw(st.booleans()):
        return None
    values = draw(st.lists(st.sampled_from((0, 0, 0, 1, 2, 7, 13, -3)), min_size=52, max_size=52))
    if jack:
        values[JACK_OF_DIAMONDS.index] = 0
    if not values_can_moon(tuple(values)):
        values[0] = values[1] = 5  # the 2♣ and 3♣, never the J♦
    return tuple(values)


@st.composite
def random_rules(draw: st.DrawFn) -> Rules:
    jack = draw(st.none() | st.integers(-30, 30))
    cycle = draw(st.sets(st.sampled_from(CLASSIC_PASS_CYCLE), min_size=1))
    return Rules(
        target_score=draw(st.integers(1, 110)),
        fixed_hands=draw(st.none() | st.just(4)),
        queen_breaks_hearts=draw(st.booleans()),
        points_on_first_trick=draw(st.booleans()),
        jack_of_diamonds=jack,
        shoot_the_sun=draw(st.booleans()),
        moon_scoring=draw(st.sampled_from(MoonScoring)),
        pass_count=draw(st.sampled_from(PASS_COUNTS)),
        pass_cycle=tuple(d for d in CLASSIC_PASS_CYCLE if d in cycle),
        first_lead=draw(st.sampled_from(FirstLead)),
        hearts_any_time=draw(st.booleans()),
        card_values=draw(card_values(jack is not None)),
        perfect_100=draw(st.booleans()),
        no_tricks_bonus=draw(st.none() | st.sampled_from((-5, -26, 3))),
        no_shared_wins=draw(st.booleans()),
    )


RULES = random_rules()
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
        self.choice: MoonScoring | None = None

    def play(self) -> None:
        game, rng, rules = self.game, self.rng, self.game.rules
        game.deal()
        hand = game.hand
        assert hand.direction is rules.direction_for(game.number)
        assert hand.dealer is dealer_of(game.number) is game.view(Seat.SOUTH).dealer
        check_views(game)
        if hand.phase is Phase.PASSING:
            for seat in rng.sample(list(Seat), 4):
                chosen = rng.sample(hand.held(seat), rules.pass_count)
                game.pass_cards(seat, chosen)
                assert len(game.view(seat).passed) == rules.pass_count
                check_views(game)
            assert all(len(game.view(s).received) == rules.pass_count for s in Seat)
        if rules.first_lead is FirstLead.LEFT_OF_DEALER:
            assert hand.leader is hand.dealer.offset(1)
        self.start = position_of(hand)
        broken = rules.hearts_any_time  # then nothing is ever broken: hearts may be led
        while hand.phase is Phase.PLAYING:
            broken = self.step(hand, broken)
        self.choice = self.choose_moon(hand)
        self.check_finished(hand)

    def choose_moon(self, hand: Hand) -> MoonScoring | None:
        """A New Moon's shooter chooses at random; the points offered are the reference's."""
        game = self.game
        chooser = game.moon_chooser
        if game.rules.moon_scoring is not MoonScoring.SHOOTER_CHOOSES or hand.shooter is None:
            assert chooser is None
            return None
        assert chooser is hand.shooter and not game.needs_deal
        won, tricks = self.won(hand)
        for way, points in game.moon_points.items():
            assert list(points) == reference.score(won, tricks, game.rules, way)
        choice = self.rng.choice(MOON_CHOICES)
        game.choose_moon(chooser, choice)
        assert game.results[-1].moon_choice is choice and game.moon_chooser is None
        return choice

    @staticmethod
    def won(hand: Hand) -> tuple[dict[Seat, list[Card]], dict[Seat, int]]:
        won = {s: [c for t in hand.tricks if t.winner is s for _, c in t.cards] for s in Seat}
        tricks = {s: sum(t.winner is s for t in hand.tricks) for s in Seat}
        return won, tricks

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
        won, tricks = self.won(hand)
        score = hand.score
        assert score is not None
        assert list(score.points) == reference.score(won, tricks, rules, self.choice)
        assert sum(score.points) == expected_sum(rules, score, self.choice)
        bonus = rules.no_tricks_bonus is not None
        assert self.game.results[-1].no_tricks == tuple(s for s in Seat if bonus and not tricks[s])
        assert self.start is not None
        legals = iter(self.legals)
        choices = iter(self.choices)

        def replay(_position: Position, _seat: int, legal: int) -> int:
            assert legal == next(legals)
            return next(choices)

        assert play_out(self.start, replay) == score_hand(hand.taken, hand.tricks_won, rules)
        assert self.start.taken == hand.taken


def expected_sum(rules: Rules, score: HandPoints, choice: MoonScoring | None) -> int:
    """What a hand's points add up to: every card's value, the J♦ option, the bonus given
    and, for a moon (or the sun), its value instead of the positive cards'."""
    total = sum(rules.values) + (rules.jack_of_diamonds or 0)
    total += (rules.no_tricks_bonus or 0) * len(score.no_tricks)
    shooter = score.sun if score.sun is not None else score.moon
    if shooter is not None:
        moon = sum(v for v in rules.values if v > 0)
        shot = 2 * moon if score.sun is not None else moon
        way = rules.moon_scoring
        if way is MoonScoring.SHOOTER_CHOOSES:
            way = choice or MoonScoring.OTHERS_PLUS
        total += -moon + (3 * shot if way is MoonScoring.OTHERS_PLUS else -shot)
    return total


def shared_low(totals: tuple[int, int, int, int]) -> bool:
    return totals.count(min(totals)) > 1


def check_game_end(game: Game) -> None:
    rules = game.rules
    if not game.is_over:
        assert game.number == MAX_HANDS
        return
    plays_on = [rules.no_shared_wins and shared_low(r.totals) for r in game.results]
    assert not plays_on[-1]
    if rules.fixed_hands is not None:
        assert game.number >= rules.fixed_hands
        assert all(plays_on[rules.fixed_hands - 1 : -1])
    else:
        assert max(game.totals) >= rules.target_score
        results = game.results[:-1]
        low_enough = [max(r.totals) < rules.target_score for r in results]
        assert all(a or b for a, b in zip(low_enough, plays_on[:-1], strict=True))
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
        added = [t + p for t, p in zip(totals, result.points, strict=True)]
        target = rules.target_score
        perfect = rules.perfect_100 and rules.fixed_hands is None
        assert result.halved == tuple(s for s in Seat if perfect and added[s] == target)
        expected = tuple(target // 2 if s in result.halved else added[s] for s in Seat)
        assert result.totals == expected
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
                events += game.pass_cards(seat, rng.sample(hand.held(seat), rules.pass_count))
        while hand.phase is Phase.PLAYING:
            seat = hand.to_play
            assert seat is not None
            events += game.play(seat, rng.choice(hand.legal_plays(seat)))
        chooser = game.moon_chooser
        if chooser is not None:
            events += game.choose_moon(chooser, rng.choice(MOON_CHOICES))
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

    result = play_out(new_position(hands, rules, int(checked.leader)), checked_policy)
    assert checked.phase is Phase.SCORED
    assert result == checked.score
