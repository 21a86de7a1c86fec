"""Evaluations: each candidate's deals and weight, the ranking, and merging two searches'."""

from __future__ import annotations

import pytest

from hearts_qt.ai.estimate import Estimate, Evaluation, Plan, evaluation, merged
from hearts_qt.engine import Card


def cards(text: str) -> tuple[Card, ...]:
    return tuple(Card.parse(code) for code in text.split())


FOUR, KING, ACE = cards("4C"), cards("KC"), cards("AC")


def test_every_candidate_keeps_its_deals_and_their_weight() -> None:
    one = evaluation([FOUR, KING], [-6.0, -12.0], [6.0, 12.0], 3.0, 4)
    assert one.chosen == FOUR and one.samples == 4
    assert one.ranked == (Estimate(FOUR, 2.0, -2.0, 4, 3.0), Estimate(KING, 4.0, -4.0, 4, 3.0))


def test_candidates_tried_on_few_deals_rank_after_the_finalists() -> None:
    # The ace was dropped after 2 deals with the best mean; the finalists had 10 each.
    one = evaluation(
        [FOUR, KING, ACE], [-20.0, -30.0, 0.0], [20.0, 30.0, 0.0], [10, 10, 2], [10, 10, 2]
    )
    assert [e.cards for e in one.ranked] == [FOUR, KING, ACE]
    assert one.samples == 10 and one.chosen == FOUR


def test_merging_pools_each_candidates_means_by_weight() -> None:
    one = Evaluation(
        FOUR, (Estimate(FOUR, 2.0, -2.0, 4, 4.0), Estimate(KING, 1.0, -1.0, 4, 4.0)), 4
    )
    other = Evaluation(
        KING, (Estimate(KING, 4.0, -4.0, 2, 1.0), Estimate(FOUR, 2.0, -2.0, 2, 1.0)), 2
    )
    both = merged([one, other])
    assert both.samples == 6
    assert both.ranked == (
        Estimate(KING, 1.6, -1.6, 6, 5.0),
        Estimate(FOUR, 2.0, -2.0, 6, 5.0),
    )
    assert both.chosen == KING
    assert merged([other, one]) == both


def test_a_search_that_measured_nothing_adds_nothing() -> None:
    measured = Evaluation(KING, (Estimate(KING, 1.0, -1.0, 3, 3.0),), 3)
    assert merged([Evaluation(FOUR), measured]).ranked == measured.ranked
    assert merged([Evaluation(FOUR), Evaluation(KING)]) == Evaluation(FOUR)
    with pytest.raises(ValueError):
        merged([])


def test_searches_of_different_plans_are_not_pooled() -> None:
    # Two searches ran at the moon (5 deals), one played on as Normal (4): the run's
    # means stand alone; with the Normal play's search the larger, its means alone.
    ranked = (Estimate(ACE, 1.0, -1.0, 3, 3.0), Estimate(FOUR, 9.0, -9.0, 3, 3.0))
    run = Evaluation(ACE, ranked, 3, Plan.MOON)
    more_run = Evaluation(ACE, (Estimate(ACE, 3.0, -3.0, 2, 2.0),), 2, Plan.MOON)
    normal = Evaluation(FOUR, (Estimate(FOUR, 2.0, -2.0, 4, 4.0),), 4)
    moon = merged([normal, run, more_run])
    assert moon.plan is Plan.MOON and moon.samples == 5 and moon.chosen == ACE
    assert moon.ranked[0] == Estimate(ACE, 1.8, -1.8, 5, 5.0)
    bigger = Evaluation(FOUR, (Estimate(FOUR, 2.0, -2.0, 6, 6.0),), 6)
    assert merged([run, bigger, more_run]) == Evaluation(
        FOUR, (Estimate(FOUR, 2.0, -2.0, 6, 6.0),), 6
    )
    tie = Evaluation(FOUR, (Estimate(FOUR, 2.0, -2.0, 5, 5.0),), 5)
    assert merged([run, more_run, tie]).plan is Plan.NORMAL
