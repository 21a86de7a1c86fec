"""The hint's advice: the player's own choice, from one search, with its figures and reason."""

from __future__ import annotations

import random

import pytest

from hearts_qt.ai import CancelFlag, Player, make_player, montecarlo, pass_search
from hearts_qt.ai.advice import Advice, advise_pass, advise_play
from hearts_qt.ai.estimate import Estimate, Evaluation
from hearts_qt.ai.montecarlo import MonteCarloPlayer
from hearts_qt.ai.player import PassChoice
from hearts_qt.ai.reasons import FROM_SEARCH, Reason, ReasonKind
from hearts_qt.engine import Card, Game, Phase, SeatView, Suit
from hearts_qt.engine.masks import HandPoints
from hearts_qt.engine.simulate import Policy, Position, play_out
from tests.ai.helpers import decisions, fast_player, random_rules
from tests.ai.test_reasons import LAST, POINTS_FIRST, VOID, cards, south_view

ITERATIONS = 4
EXPECTED = ReasonKind.EXPECTED


def _views(games: int, hands: int = 2) -> list[SeatView]:
    views: list[SeatView] = []
    for number in range(games):
        rng = random.Random(f"advice/{number}")
        game = Game(random_rules(rng), seed=rng.getrandbits(32))
        players = [fast_player("normal", number * 4 + s) for s in range(4)]
        views.extend(decisions(game, players, hands))
    return views


def _advise(player: Player, view: SeatView, cancel: CancelFlag | None = None) -> Advice:
    if view.phase is Phase.PASSING:
        return advise_pass(player, view, cancel)
    return advise_play(player, view, cancel)


def _think(player: Player, view: SeatView) -> tuple[Card, ...]:
    if view.phase is Phase.PASSING:
        return tuple(player.think_pass(view, None))
    return (player.think_play(view, None),)


@pytest.mark.parametrize("level", ["expert", "hard"])
def test_the_advice_is_exactly_what_the_player_would_choose(level: str) -> None:
    views = _views(12)
    rng = random.Random(level)
    checked = {Phase.PASSING: 0, Phase.PLAYING: 0}
    for view in rng.sample(views, 400):
        seed = rng.getrandbits(16)
        adviser = make_player(level, seed, iterations=ITERATIONS)
        player = make_player(level, seed, iterations=ITERATIONS)
        assert _advise(adviser, view).cards == _think(player, view)
        checked[view.phase] += 1
    assert checked[Phase.PASSING] >= 25 and checked[Phase.PLAYING] >= 300


def test_one_search_serves_the_choice_and_the_figures(monkeypatch: pytest.MonkeyPatch) -> None:
    rollouts = 0

    def counting(position: Position, policy: Policy) -> HandPoints:
        nonlocal rollouts
        rollouts += 1
        return play_out(position, policy)

    monkeypatch.setattr(montecarlo, "play_out", counting)
    monkeypatch.setattr(pass_search, "play_out", counting)
    views = [v for v in _views(2) if v.phase is Phase.PASSING or len(v.legal) > 1][:30]
    for view in views:
        rollouts = 0
        advice = _advise(make_player("expert", 3, iterations=8), view)
        advised = rollouts
        rollouts = 0
        _think(make_player("expert", 3, iterations=8), view)
        samples = sum(e.samples for e in advice.estimates)
        # Each sampled deal rolls every card out once, and once more while a run at the
        # moon is searched beside it (``montecarlo.MoonRun``).
        assert advised == rollouts and 0 < samples <= rollouts <= 2 * samples


def test_the_figures_are_the_searchs_ranking() -> None:
    player = make_player("expert", 5, iterations=ITERATIONS)
    assert isinstance(player, MonteCarloPlayer)
    for view in _views(2)[:80]:
        advice = _advise(player, view)
        if view.phase is Phase.PLAYING:
            assert advice.samples == player.last_samples
            if len(view.legal) == 1:
                assert advice.estimates == () and advice.samples == 0
                assert advice.reason == Reason(ReasonKind.ONLY_CARD, view.legal)
                continue
            assert sorted(c for e in advice.estimates for c in e.cards) == list(view.legal)
        assert advice.samples > 0
        assert advice.best is not None and advice.best.cards == advice.cards
        assert advice.next_best is advice.estimates[1]
        most = max(e.samples for e in advice.estimates)
        finalists = [e.value for e in advice.estimates if 2 * e.samples >= most]
        rest = [e.value for e in advice.estimates[len(finalists) :]]
        assert finalists == sorted(finalists, reverse=True) and rest == sorted(rest, reverse=True)
        assert all(-52 - 10 <= e.points <= 52 + 11 for e in advice.estimates)


def test_without_a_reason_in_the_position_the_reason_is_the_figures() -> None:
    expected = 0
    for view in _views(2)[:80]:
        advice = _advise(make_player("expert", 6, iterations=ITERATIONS), view)
        reason = advice.reason
        assert reason is not None
        if reason.kind is ReasonKind.EXPECTED:
            best = advice.best
            assert best is not None
            assert (reason.cards, reason.points) == (best.cards, best.points)
            assert reason.samples == advice.samples
            rivals: list[tuple[tuple[Card, ...], float | None]]
            rivals = [(e.cards, e.points) for e in advice.estimates[1:]]
            if reason.others:  # the best of the rest, bar those that play alike
                skipped = rivals[: rivals.index((reason.others, reason.next_points))]
            else:
                skipped = rivals
            if view.phase is Phase.PLAYING:
                assert all(cards[0].suit is best.cards[0].suit for cards, _ in skipped)
            expected += 1
    assert expected >= 5


def test_a_stated_reason_does_not_depend_on_the_deals_sampled() -> None:
    compared = 0
    for view in _views(3):
        if view.phase is Phase.PLAYING and len(view.legal) == 1:
            continue
        one = _advise(make_player("expert", 1, iterations=ITERATIONS), view)
        other = _advise(make_player("expert", 2, iterations=ITERATIONS), view)
        if one.cards != other.cards or one.reason is None or other.reason is None:
            continue
        if one.reason.kind in FROM_SEARCH or other.reason.kind in FROM_SEARCH:
            continue  # the figures, or a run at the moon: the search's own
        assert one.reason == other.reason
        compared += one.estimates != other.estimates  # other deals, other figures
    assert compared >= 20


def test_a_cancelled_advice_is_legal_and_measures_nothing() -> None:
    flag = CancelFlag()
    flag.set()
    for view in _views(1)[:20]:
        advice = _advise(make_player("expert", 1, iterations=10**7), view, flag)
        assert advice.samples == 0 and advice.estimates == ()
        assert set(advice.cards) <= set(view.legal or view.hand)
        assert advice.reason is None or advice.reason.kind is not ReasonKind.EXPECTED


def test_a_quick_player_advises_its_own_choice_without_figures() -> None:
    for view in _views(1)[:20]:
        advice = _advise(make_player("normal", 1), view)
        assert advice.cards == _think(make_player("normal", 1), view)
        assert advice.estimates == () and advice.samples == 0


class _Fixed(Player):
    """A stand-in whose search 'measured' the given figures."""

    def __init__(self, evaluation: Evaluation) -> None:
        super().__init__(0)
        self.evaluation = evaluation

    def choose_pass(self, view: SeatView) -> PassChoice:
        raise AssertionError("not asked")

    def choose_play(self, view: SeatView) -> Card:
        return self.evaluation.chosen[0]

    def evaluate_play(self, view: SeatView, cancel: CancelFlag | None) -> Evaluation:
        return self.evaluation


def test_the_position_reason_comes_first_and_the_figures_stay_beside_it() -> None:
    view = south_view(VOID, "2C", POINTS_FIRST)
    ranked = (
        Estimate(cards("QS"), points=1.5, value=-1.5),
        Estimate(cards("2D"), points=3.0, value=-3.0),
    )
    advice = advise_play(_Fixed(Evaluation(cards("QS"), ranked, 40)), view)
    assert advice.cards == cards("QS")
    assert advice.reason == Reason(ReasonKind.DUMP, cards("QS"), suit=Suit.CLUBS)
    assert advice.estimates == ranked and advice.samples == 40


def test_a_card_the_position_says_nothing_about_gets_the_figures() -> None:
    view = south_view(LAST, "2C KC 3C AC")
    ranked = (
        Estimate(cards("4D"), points=0.4, value=-0.4),
        Estimate(cards("2D"), points=0.4, value=-0.4),  # plays alike: South holds the 3♦
        Estimate(cards("9S"), points=1.9, value=-1.9),
    )
    advice = advise_play(_Fixed(Evaluation(cards("4D"), ranked, 300)), view)
    assert advice.reason == Reason(
        ReasonKind.EXPECTED,
        cards("4D"),
        others=cards("9S"),
        points=0.4,
        next_points=1.9,
        samples=300,
    )
