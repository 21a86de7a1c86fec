"""The sampler deals the unseen cards uniformly among the deals consistent with what the
seat knows: exact counts against brute force, and chi-square tests with fixed seeds that
the greedy sampler of expert-v1 fails."""

from __future__ import annotations

import itertools
import math
import random
from collections import Counter
from collections.abc import Callable
from dataclasses import replace
from functools import partial

from hearts_qt.ai.knowledge import Knowledge, knowledge_of
from hearts_qt.ai.sampler import count_deals, sample_hands
from hearts_qt.ai.v1 import sampler as v1_sampler
from hearts_qt.ai.v1.knowledge import Knowledge as KnowledgeV1
from hearts_qt.engine import Card, Game, Phase, masks

from .helpers import decisions, fast_player

Deal = tuple[int, int, int, int]


def _bits(*cards: str) -> int:
    return masks.mask_of(Card.parse(c) for c in cards)


def _knowledge(
    hand: int,
    allowed: tuple[int, int, int],
    sizes: tuple[int, int, int],
    known: tuple[int, int, int] = (0, 0, 0),
) -> Knowledge:
    """South's knowledge with ``hand`` left, the others' room and allowed cards given; every
    card outside the hand and the allowed ones has been played."""
    unseen = allowed[0] | allowed[1] | allowed[2]
    return Knowledge(
        seat=0,
        hand=hand,
        played=masks.FULL_DECK & ~(hand | unseen),
        trick=(),
        leader=0,
        taken=(0, 0, 0, 0),
        tricks_won=(0, 0, 0, 0),
        tricks_played=13 - hand.bit_count(),
        hearts_broken=True,
        allowed=(hand, *allowed),
        known=(0, *known),
        sizes=(hand.bit_count(), *sizes),
    )


def _consistent(know: Knowledge) -> list[Deal]:
    """Every consistent deal, by brute force over where each unseen card goes."""
    cards = masks.indices_of(know.unseen)
    deals = []
    for seats in itertools.product((1, 2, 3), repeat=len(cards)):
        hands = [know.hand, 0, 0, 0]
        for card, seat in zip(cards, seats, strict=True):
            hands[seat] |= 1 << card
        if all(
            hands[s].bit_count() == know.sizes[s]
            and hands[s] & ~know.allowed[s] == 0
            and know.known[s] & ~hands[s] == 0
            for s in (1, 2, 3)
        ):
            deals.append((hands[0], hands[1], hands[2], hands[3]))
    return deals


def _chi_square_fails(
    deal: Callable[[random.Random], list[int]], deals: list[Deal], draws: int
) -> bool:
    """Whether ``draws`` deals from ``deal`` (seeded) reject the uniform law over ``deals``
    at the 0.1% level (the Wilson–Hilferty approximation of the chi-square quantile)."""
    rng = random.Random(2026)
    counts = Counter(tuple(deal(rng)) for _ in range(draws))
    assert set(counts) <= set(deals)
    expected = draws / len(deals)
    statistic = sum((counts[d] - expected) ** 2 / expected for d in deals)
    df = len(deals) - 1
    z = 3.090  # the standard normal's 99.9% quantile
    critical = df * (1 - 2 / (9 * df) + z * math.sqrt(2 / (9 * df))) ** 3
    return statistic > critical


def _v1(know: Knowledge) -> Callable[[random.Random], list[int]]:
    old = KnowledgeV1(*(getattr(know, f) for f in Knowledge.__dataclass_fields__))
    return lambda rng: v1_sampler.sample_hands(old, rng)


# West is out of diamonds, East out of clubs; one card each is left to them and to North.
THREE_WAYS = _knowledge(
    _bits("2S"),
    (_bits("AH", "KC"), _bits("AH", "KC", "KD"), _bits("AH", "KD")),
    (1, 1, 1),
)


def test_three_consistent_deals_come_a_third_each() -> None:
    deals = _consistent(THREE_WAYS)
    assert len(deals) == count_deals(THREE_WAYS) == 3
    draws = 6000
    counts = Counter(tuple(sample_hands(THREE_WAYS, random.Random(n))) for n in range(draws))
    assert all(abs(counts[d] / draws - 1 / 3) < 0.02 for d in deals)
    assert not _chi_square_fails(lambda rng: sample_hands(THREE_WAYS, rng), deals, draws)
    # expert-v1's greedy sampler deals them 3/8, 1/4, 3/8.
    assert _chi_square_fails(_v1(THREE_WAYS), deals, draws)


def _random_knowledge(rng: random.Random) -> Knowledge:
    """A few unseen cards, some of them barred from some seats, one maybe known."""
    cards = rng.sample(range(52), 10)
    count = rng.randint(3, 8)
    pool = cards[:count]
    a = rng.randint(0, count)
    b = rng.randint(0, count - a)
    sizes = (a, b, count - a - b)
    allowed = []
    for _ in range(3):
        mask = 0
        for card in pool:
            if rng.random() < 0.7:
                mask |= 1 << card
        allowed.append(mask)
    return _knowledge(1 << cards[-1] | 1 << cards[-2], (allowed[0], allowed[1], allowed[2]), sizes)


def test_the_count_of_deals_is_exact() -> None:
    rng = random.Random(4)
    nonzero = 0
    for _ in range(200):
        know = _random_knowledge(rng)
        deals = _consistent(know)
        assert count_deals(know) == len(deals)
        nonzero += bool(deals)
        if deals:
            assert tuple(sample_hands(know, rng)) in set(deals)
    assert nonzero > 50


def test_constrained_deals_pass_a_chi_square_test_that_the_greedy_sampler_fails() -> None:
    rng = random.Random(11)
    tested = 0
    v1_failed = 0
    while tested < 12:
        know = _random_knowledge(rng)
        deals = _consistent(know)
        if not 6 <= len(deals) <= 40:
            continue
        draws = 300 * len(deals)
        assert not _chi_square_fails(partial(sample_hands, know), deals, draws)
        v1_failed += _chi_square_fails(_v1(know), deals, draws)
        tested += 1
    assert v1_failed >= 3


def test_known_cards_stay_and_impossible_knowledge_still_deals() -> None:
    # South passed the K♣ to West, which holds it still and may hold nothing but clubs.
    know = _knowledge(
        _bits("2S"),
        (_bits("KC", "QC"), _bits("QC", "AH", "KD"), _bits("AH", "KD")),
        (2, 1, 1),
        known=(_bits("KC"), 0, 0),
    )
    deals = _consistent(know)
    assert count_deals(know) == len(deals) == 2
    for n in range(20):
        assert tuple(sample_hands(know, random.Random(n))) in deals
    # The A♥ is unseen but nobody may hold it: no deal is consistent, yet one is dealt.
    impossible = _knowledge(_bits("2S"), (_bits("KC", "AH"), _bits("QC"), _bits("KD")), (2, 1, 1))
    impossible = replace(impossible, allowed=(_bits("2S"), _bits("KC"), _bits("QC"), _bits("KD")))
    assert count_deals(impossible) == 0
    hands = sample_hands(impossible, random.Random(1))
    assert [h.bit_count() for h in hands] == [1, 2, 1, 1]
    assert hands[0] | hands[1] | hands[2] | hands[3] == masks.FULL_DECK & ~impossible.played


def test_late_views_of_real_games_are_dealt_uniformly() -> None:
    game = Game(seed=21)
    players = [fast_player("normal", s) for s in range(4)]
    checked = 0
    for view in decisions(game, players, hands=3):
        if view.phase is not Phase.PLAYING or len(view.tricks) < 10:
            continue
        know = knowledge_of(view)
        deals = _consistent(know)
        if len(deals) < 4 or not any(know.void_suits(s) for s in range(4) if s != know.seat):
            continue
        assert count_deals(know) == len(deals)
        assert not _chi_square_fails(partial(sample_hands, know), deals, 200 * len(deals))
        checked += 1
    assert checked >= 3
