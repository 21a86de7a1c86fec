"""Every reason stated is true of the real deal: over random games, each legal card's (and
each chosen pass's) reason is checked against the hidden hands, the trick played out in
every legal way."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator

from hearts_qt.ai.passing import normal_pass
from hearts_qt.ai.policy import HEAVY
from hearts_qt.ai.reasons import (
    FROM_SEARCH,
    Reason,
    ReasonKind,
    pass_reason,
    penalty_cards,
    play_reason,
)
from hearts_qt.engine import (
    DECK,
    Card,
    Game,
    Phase,
    Rank,
    Seat,
    SeatView,
    masks,
)
from hearts_qt.engine.hand import Hand
from tests.ai.helpers import decisions, fast_player, house_rules, random_rules

GAMES = 40


def _endings(hand: Hand, card: Card) -> Iterator[tuple[int, int]]:
    """(winner, cards) of every way the trick can end after ``card``, from the real hands."""
    leader = int(hand.leader)
    held = [hand.held_mask(seat) for seat in Seat]
    first = not hand.tricks
    rules = hand.rules

    def walk(trick: list[int]) -> Iterator[tuple[int, int]]:
        if len(trick) == 4:
            yield masks.trick_winner(leader, trick), sum(1 << c for c in trick)
            return
        seat = (leader + len(trick)) % 4
        legal = masks.legal_for(held[seat], trick[0] // 13, first, hand.hearts_broken, rules)
        for c in masks.indices_of(legal & ~sum(1 << t for t in trick)):
            yield from walk([*trick, c])

    yield from walk([c.index for _, c in hand.trick] + [card.index])


def _check_play(hand: Hand, view: SeatView, card: Card, reason: Reason) -> None:
    me = int(view.seat)
    endings = list(_endings(hand, card))
    penalty = penalty_cards(view.rules)
    kind = reason.kind
    assert reason.cards == (card,)
    if kind is ReasonKind.ONLY_CARD:
        assert view.legal == (card,)
    elif kind is ReasonKind.DUMP:
        assert reason.suit is not None and reason.suit is view.trick[0][1].suit
        assert not any(c.suit is reason.suit for c in view.hand)
        assert card.rank >= Rank.JACK or masks.mask_of([card]) & penalty
        assert all(w != me for w, _ in endings)
    elif kind is ReasonKind.TAKE_CLEAN:
        assert all(w == me and not cards & penalty for w, cards in endings)
    elif kind is ReasonKind.BLOCK_MOON:
        assert reason.seat is not None and reason.seat != view.seat
        moon = masks.moon_cards(view.rules)
        collected = moon & (hand.taken[0] | hand.taken[1] | hand.taken[2] | hand.taken[3])
        assert collected and hand.taken[reason.seat] & moon == collected
        assert reason.points == masks.base_points(collected, view.rules)
        assert all(w == me and cards & moon for w, cards in endings)
    elif kind is ReasonKind.DUCK:
        assert all(w != me for w, _ in endings)
        assert any(c.suit is card.suit and c > reason.others[0] for c in view.hand)
    elif kind is ReasonKind.SAFE_EXIT:
        kept = reason.others[0]
        assert kept in view.hand and kept.suit is card.suit and kept < card
        theirs = [masks.cards_of(hand.held_mask(s)) for s in Seat if s != view.seat]
        suit = [c for held in theirs for c in held if c.suit is card.suit]
        assert suit and all(c > kept for c in suit) and any(c < card for c in suit)
    else:
        raise AssertionError(f"no such play reason: {reason}")


def _check_pass(view: SeatView, passed: tuple[Card, ...], reason: Reason) -> None:
    kept = set(view.hand) - set(passed)
    assert set(reason.cards) <= set(passed)
    if reason.kind is ReasonKind.PASS_VOID:
        assert reason.suit is not None and not any(c.suit is reason.suit for c in kept)
        assert set(reason.cards) == {c for c in passed if c.suit is reason.suit}
    elif reason.kind is ReasonKind.PASS_DANGER:
        rules = view.rules

        def value(card: Card) -> int:
            return masks.points_of(1 << card.index, rules)

        for card in reason.cards:
            heavy = value(card) >= HEAVY
            high = value(card) > 0 and card.rank >= Rank.JACK
            catcher = any(
                value(other) >= HEAVY and other.suit is card.suit and other < card for other in DECK
            ) and not any(value(k) >= HEAVY and k.suit is card.suit for k in kept)
            assert heavy or high or catcher, (card, reason)
    else:
        raise AssertionError(f"no such pass reason: {reason}")


def test_every_reason_stated_is_true_of_the_real_deal() -> None:
    seen: Counter[ReasonKind] = Counter()
    for number in range(GAMES):
        rng = random.Random(f"truth/{number}")
        rules = house_rules(rng) if number % 2 else random_rules(rng)
        game = Game(rules, seed=rng.getrandbits(32))
        players = [fast_player("normal", number * 4 + s) for s in range(4)]
        for view in decisions(game, players, hands=3):
            if view.phase is Phase.PASSING:
                chosen = normal_pass(masks.mask_of(view.hand), view.rules)
                passed = tuple(DECK[c] for c in chosen)
                reason = pass_reason(view, passed)
                if reason is not None:
                    _check_pass(view, passed, reason)
                    seen[reason.kind] += 1
                continue
            for card in view.legal:
                reason = play_reason(view, card)
                if reason is not None:
                    _check_play(game.hand, view, card, reason)
                    seen[reason.kind] += 1
    kinds = set(ReasonKind) - FROM_SEARCH  # the position's reasons: the search's are not
    assert {kind for kind in kinds if seen[kind] < 3} == set(), seen
