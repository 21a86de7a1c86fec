"""A game: hands in sequence, totals, the end condition and the winners (RULES.md §8)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from hearts_qt.engine import (
    Card,
    CardPlayed,
    CardsPassed,
    Event,
    Game,
    GameOver,
    HandDealt,
    HandScored,
    HeartsBroken,
    MoonScoring,
    PassChosen,
    PassDirection,
    Phase,
    Rules,
    Seat,
    TrickTaken,
    deal_for,
)
from hearts_qt.engine import game as game_module

from .helpers import play_lowest, pre_pass_deal, random_game, shooter_deal

MINUS = MoonScoring.SHOOTER_MINUS
S, W, N, E = Seat


def finish_hand(
    game: Game, passes: Callable[[Seat], tuple[Card, ...]] | None = None
) -> list[Event]:
    """Deal, pass (the first three cards, or ``passes(seat)``) and play lowest-first."""
    events = game.deal()
    hand = game.hand
    if hand.phase is Phase.PASSING:
        for seat in Seat:
            events += game.pass_cards(seat, passes(seat) if passes else hand.held(seat)[:3])
    return events + play_lowest(game)


ShotGame = Callable[[Rules, list[Seat]], tuple[Game, Callable[[], list[Event]]]]


@pytest.fixture
def shot_game(monkeypatch: pytest.MonkeyPatch) -> ShotGame:
    """A game whose hand ``n``, once passed, is ``shooter_deal(shooters[n - 1])``: played
    lowest-first, that seat takes every trick. Returns the game and a "play a hand" call."""

    def make(rules: Rules, shooters: list[Seat]) -> tuple[Game, Callable[[], list[Event]]]:
        def fake_deal_for(seed: int, number: int) -> tuple[tuple[Card, ...], ...]:
            direction = PassDirection.for_hand(number)
            return pre_pass_deal(shooter_deal(shooters[number - 1]), direction)[0]

        monkeypatch.setattr(game_module, "deal_for", fake_deal_for)
        game = Game(rules, seed=0)

        def play_hand() -> list[Event]:
            final = shooter_deal(shooters[game.number])
            return finish_hand(
                game, lambda seat: tuple(c for c in game.hand.held(seat) if c not in final[seat])
            )

        return game, play_hand

    return make


def test_a_new_game_waits_for_its_first_deal() -> None:
    game = Game()
    assert game.rules == Rules()
    assert game.number == 0
    assert game.needs_deal
    assert not game.is_over
    assert game.totals == (0, 0, 0, 0)
    assert game.winners == ()


def test_deals_are_reproducible_from_the_seed() -> None:
    assert deal_for(5, 1) == deal_for(5, 1)
    assert deal_for(5, 1) != deal_for(5, 2)
    assert deal_for(5, 1) != deal_for(6, 1)
    dealt = [c for hand in deal_for(5, 1) for c in hand]
    assert len(dealt) == len(set(dealt)) == 52
    assert all(len(hand) == 13 and hand == tuple(sorted(hand)) for hand in deal_for(5, 1))
    game = Game(seed=5)
    events = game.deal()
    assert events == [HandDealt(1, PassDirection.LEFT, deal_for(5, 1))]


def test_the_events_of_a_hand_come_in_order() -> None:
    game = Game(Rules(fixed_hands=4), seed=2)
    events = finish_hand(game)
    kinds = [type(e) for e in events]
    assert kinds[:6] == [HandDealt, PassChosen, PassChosen, PassChosen, PassChosen, CardsPassed]
    assert kinds.count(CardPlayed) == 52
    assert kinds.count(TrickTaken) == 13
    assert kinds.count(HeartsBroken) <= 1
    assert kinds[-1] is HandScored
    for i, kind in enumerate(kinds):
        if kind is TrickTaken:
            assert kinds[i - 1] in (CardPlayed, HeartsBroken)
    assert not game.needs_deal or game.hand.phase is Phase.SCORED


def test_hand_results_keep_running_totals() -> None:
    game = Game(Rules(fixed_hands=8), seed=11)
    for number in range(1, 9):
        events = finish_hand(game)
        scored = [e for e in events if isinstance(e, HandScored)]
        assert len(scored) == 1
        result = scored[0].result
        assert result.number == number
        assert result.direction is PassDirection.for_hand(number)
        assert result == game.results[-1]
        assert result.points == game.hand.score.points  # type: ignore[union-attr]
        assert result.queen_of_spades is not None
    starts = [(0, 0, 0, 0), *[r.totals for r in game.results[:-1]]]
    for before, after in zip(starts, game.results, strict=True):
        assert after.totals == tuple(b + p for b, p in zip(before, after.points, strict=True))
    assert game.totals == game.results[-1].totals


def test_the_game_ends_after_the_hand_in_which_someone_reaches_the_target(
    shot_game: ShotGame,
) -> None:
    game, play_hand = shot_game(Rules(target_score=52), [W, W, W])
    play_hand()
    assert game.totals == (26, 0, 26, 26)
    assert not game.is_over and game.needs_deal
    events = play_hand()
    assert game.totals == (52, 0, 52, 52)  # the others reach 52 exactly
    assert game.is_over and not game.needs_deal
    assert events[-1] == GameOver((W,), (52, 0, 52, 52))
    assert game.winners == (W,)


def test_passing_the_target_also_ends_the_game(shot_game: ShotGame) -> None:
    game, play_hand = shot_game(Rules(target_score=40), [E, E, E])
    play_hand()
    assert not game.is_over
    play_hand()
    assert game.totals == (52, 52, 52, 0)
    assert game.is_over
    assert game.winners == (E,)


def test_the_game_never_ends_in_the_middle_of_a_hand() -> None:
    game = Game(Rules(target_score=1), seed=9)
    game.deal()
    for seat in Seat:
        game.pass_cards(seat, game.hand.held(seat)[:3])
    while game.hand.phase is Phase.PLAYING:
        assert not game.is_over
        seat = game.hand.to_play
        assert seat is not None
        events = game.play(seat, game.hand.legal_plays(seat)[0])
        if game.hand.phase is Phase.PLAYING:
            assert not any(isinstance(e, GameOver | HandScored) for e in events)
    assert game.is_over
    assert isinstance(events[-1], GameOver)
    assert isinstance(events[-2], HandScored)


def test_players_tied_for_lowest_share_the_win(shot_game: ShotGame) -> None:
    game, play_hand = shot_game(Rules(fixed_hands=4), [W, N, W, N])
    for _ in range(4):
        assert not game.is_over
        events = play_hand()
    assert game.totals == (104, 52, 52, 104)
    assert game.winners == (W, N)
    assert events[-1] == GameOver((W, N), (104, 52, 52, 104))


def test_all_four_can_share_the_win(shot_game: ShotGame) -> None:
    game, play_hand = shot_game(Rules(fixed_hands=4), [S, W, N, E])
    for _ in range(4):
        play_hand()
    assert game.totals == (78, 78, 78, 78)
    assert game.winners == (S, W, N, E)


def test_a_fixed_number_of_hands_ignores_the_target(shot_game: ShotGame) -> None:
    game, play_hand = shot_game(Rules(target_score=10, fixed_hands=4), [S, S, S, E])
    for number in range(1, 5):
        play_hand()
        assert game.is_over is (number == 4)
    assert game.totals == (26, 104, 104, 78)
    assert game.winners == (S,)


def test_the_shooter_minus_rule_lowers_the_shooters_total(shot_game: ShotGame) -> None:
    game, play_hand = shot_game(Rules(target_score=1, moon_scoring=MINUS), [W, W])
    play_hand()
    assert game.totals == (0, -26, 0, 0)
    assert not game.is_over  # no one has reached 1 point
    assert game.results[-1].moon is W


def test_a_sun_and_the_jack_are_reported_in_the_result(shot_game: ShotGame) -> None:
    rules = Rules(shoot_the_sun=True, jack_of_diamonds=-10)
    game, play_hand = shot_game(rules, [N])
    play_hand()
    result = game.results[-1]
    assert (result.sun, result.moon, result.jack_of_diamonds, result.queen_of_spades) == (
        N,
        None,
        N,
        N,
    )
    assert result.points == (52, 52, -10, 52)


def test_a_random_game_to_100_ends_with_the_lowest_totals_winning() -> None:
    game = random_game(Rules(), seed=21, choice_seed=21)
    assert game.is_over
    assert max(game.totals) >= 100
    assert all(max(r.totals) < 100 for r in game.results[:-1])
    assert game.winners == tuple(s for s in Seat if game.totals[s] == min(game.totals))


def test_the_current_hand_and_its_number() -> None:
    game = Game(seed=1)
    game.deal()
    assert game.number == 1
    assert game.hand is game.hands[-1]
    assert not game.needs_deal


def test_a_game_has_begun_once_a_card_is_played() -> None:
    game = Game(Rules(), seed=3)
    assert not game.begun
    game.deal()
    hand = game.hand
    for seat in Seat:
        game.pass_cards(seat, hand.held(seat)[:3])
    assert not game.begun  # dealt and passed: nothing to lose yet
    seat = hand.to_play
    assert seat is not None
    game.play(seat, hand.legal_plays(seat)[0])
    assert game.begun
