"""Statistics: the arithmetic of every figure, streaks, abandoned games, levels, files."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from hearts_qt.engine import QUEEN_OF_SPADES, HandResult, PassDirection, Rules, Seat
from hearts_qt.engine.presets import PRESETS, Preset
from hearts_qt.storage.statistics import (
    CUSTOM,
    FORMAT,
    SCHEMA,
    Outcome,
    Statistics,
    StatisticsBook,
    StatisticsStore,
    Tally,
    strongest,
)
from tests.storage.blocking import finishes, is_fifo, make_fifo, needs_fifos
from tests.storage.helpers import finished_game, game_after

S, W, N, E = Seat


def result(points: tuple[int, int, int, int], **extra: Any) -> HandResult:
    return HandResult(1, PassDirection.LEFT, points, points, **extra)


@dataclass
class FakeGame:
    """Just what the statistics read of a game."""

    results: list[HandResult]
    is_over: bool = True
    winners: tuple[Seat, ...] = ()
    totals: tuple[int, int, int, int] = (0, 0, 0, 0)
    actions: list[tuple[str]] = field(default_factory=lambda: [("deal",), ("play",)])
    rules: Rules = field(default_factory=Rules)


def won(score: int = 40) -> Outcome:
    return Outcome(True, True, score, 5, score, 0, 0, 1)


def lost(score: int = 90) -> Outcome:
    return Outcome(True, False, score, 5, score, 0, 0, 2)


def abandoned(hands: int = 2, points: int = 10) -> Outcome:
    return Outcome(False, False, None, hands, points, 0, 0, 0)


def test_an_empty_record_has_no_rates() -> None:
    tally = Tally()
    assert (tally.win_rate, tally.average_points) == (None, None)
    assert (tally.best_score, tally.worst_score) == (None, None)


def test_streaks_count_wins_in_a_row_and_remember_the_longest() -> None:
    tally = Tally()
    for outcome in (won(), won(), lost(), won(), won(), won(), lost(), won()):
        tally.add(outcome)
    assert (tally.games_played, tally.games_won) == (8, 6)
    assert tally.current_streak == 1
    assert tally.longest_streak == 3
    assert tally.win_rate == pytest.approx(0.75)


def test_an_abandoned_game_is_played_not_won_and_ends_the_streak() -> None:
    tally = Tally()
    for outcome in (won(30), won(50), abandoned(hands=3, points=21)):
        tally.add(outcome)
    assert (tally.games_played, tally.games_won, tally.games_abandoned) == (3, 2, 1)
    assert (tally.current_streak, tally.longest_streak) == (0, 2)
    assert tally.win_rate == pytest.approx(2 / 3)
    assert (tally.hands_played, tally.points) == (13, 101)
    assert (tally.best_score, tally.worst_score) == (30, 50)  # no final score


def test_points_per_hand_and_best_and_worst_scores() -> None:
    tally = Tally()
    for outcome in (won(12), lost(104), lost(77)):
        tally.add(outcome)
    assert tally.average_points == pytest.approx((12 + 104 + 77) / 15)
    assert (tally.best_score, tally.worst_score) == (12, 104)
    assert tally.queens_taken == 5


def test_an_outcome_reads_moons_suns_and_queens_from_the_hands() -> None:
    game = FakeGame(
        [
            result((0, 26, 26, 26), moon=S, queen_of_spades=S),
            result((26, 0, 26, 26), moon=W, queen_of_spades=W),
            result((52, 52, 0, 52), sun=N, queen_of_spades=N),
            result((13, 5, 4, 4), queen_of_spades=S),
        ],
        winners=(S, E),
        totals=(91, 83, 56, 108),
    )
    outcome = Outcome.of(game)  # type: ignore[arg-type]
    assert outcome == Outcome(
        finished=True,
        won=True,
        final_score=91,
        hands=4,
        points=91,
        moons_by_you=1,
        moons_against_you=2,
        queens_taken=2,
    )


def test_a_real_finished_game_adds_up() -> None:
    game = finished_game(11)
    outcome = Outcome.of(game)
    assert outcome.finished and outcome.final_score == game.totals[S]
    assert outcome.points == game.totals[S]  # no moon rule makes them differ here
    assert outcome.hands == len(game.results)
    assert outcome.won == (S in game.winners)


def test_a_game_counts_once_under_its_strongest_opponents_level() -> None:
    statistics = Statistics()
    game = finished_game(4)
    assert statistics.record(game, ("easy", "hard", "normal"), "g1")
    assert not statistics.record(game, ("easy", "hard", "normal"), "g1")
    assert statistics.overall.games_played == 1
    assert statistics.levels["hard"].games_played == 1
    assert sum(t.games_played for t in statistics.levels.values()) == 1
    assert strongest(("expert", "easy", "easy")) == "expert"


def test_a_game_left_before_any_card_is_played_does_not_count() -> None:
    statistics = Statistics()
    assert not statistics.record(game_after(3), ("normal",) * 3, "g")  # deal and passes
    assert statistics.record(game_after(9), ("normal",) * 3, "h")
    assert statistics.overall.games_abandoned == 1


def test_the_file_round_trips_and_a_damaged_one_is_set_aside(
    stats_store: StatisticsStore,
) -> None:
    assert stats_store.record(finished_game(2), ("easy",) * 3, "a") is None
    assert stats_store.record(game_after(100), ("expert",) * 3, "b") is None
    statistics, message = stats_store.load()
    assert message is None
    assert statistics.overall.games_played == 2
    assert statistics.levels["expert"].games_abandoned == 1
    assert statistics.counted == ["a", "b"]

    good = stats_store.path.read_bytes()
    data = json.loads(good)
    data["rules"]["classic"]["overall"]["games_won"] = 99
    for damaged in (good[:-7], b"\x00\x01", json.dumps(data).encode()):
        stats_store.path.write_bytes(damaged)
        statistics, message = stats_store.load()
        assert statistics == Statistics()
        assert message is not None and "kept as" in message
    kept = sorted(stats_store.directory.glob("statistics.damaged-*.json"))
    assert len(kept) == 3


def test_reset_clears_the_figures_but_not_which_games_were_counted(
    stats_store: StatisticsStore,
) -> None:
    game = finished_game(6)
    stats_store.record(game, ("normal",) * 3, "z")
    assert stats_store.reset() is None
    statistics, _ = stats_store.load()
    assert statistics.overall == Tally()
    stats_store.record(game, ("normal",) * 3, "z")
    assert stats_store.load()[0].overall.games_played == 0


@pytest.mark.parametrize(
    "damaged", [b"[" * 1000, b"[" * 100_000, b'{"format": "hearts-qt statistics", "x": ' * 2000]
)
def test_deeply_nested_json_is_set_aside_and_the_record_starts_again(
    stats_store: StatisticsStore, damaged: bytes
) -> None:
    stats_store.directory.mkdir(parents=True)
    stats_store.path.write_bytes(damaged)
    statistics, message = stats_store.load()
    assert statistics == Statistics()
    assert message is not None and "kept as" in message
    (kept,) = stats_store.directory.glob("statistics.damaged-*.json")
    assert kept.read_bytes() == damaged and kept.name in message
    assert stats_store.record(finished_game(2), ("easy",) * 3, "a") is None
    statistics, message = stats_store.load()
    assert message is None and statistics.overall.games_played == 1


@needs_fifos
def test_a_fifo_in_place_of_the_statistics_is_set_aside_without_waiting(
    stats_store: StatisticsStore,
) -> None:
    fifo = make_fifo(stats_store.path)
    message = finishes(lambda: stats_store.record(finished_game(2), ("easy",) * 3, "a"), fifo)
    assert message is not None and "could not be read" in message
    (kept,) = stats_store.directory.glob("statistics.damaged-*.json")
    assert is_fifo(kept) and kept.name in message
    assert finishes(stats_store.load, fifo)[0].overall.games_played == 1


def newer_file(stats_store: StatisticsStore) -> bytes:
    """A later version's statistics: a higher schema, with fields this version does not
    know."""
    assert stats_store.record(finished_game(4), ("hard",) * 3, "old") is None
    data = json.loads(stats_store.path.read_bytes())
    data.update(schema=SCHEMA + 1, elo={"you": 1500})
    stats_store.path.write_text(json.dumps(data))
    return stats_store.path.read_bytes()


def test_a_newer_versions_statistics_are_left_untouched_and_the_player_told_once(
    stats_store: StatisticsStore,
) -> None:
    before = newer_file(stats_store)
    fresh = StatisticsStore(stats_store.directory)  # as the next run of this version
    statistics, message = fresh.load()
    assert statistics == Statistics()
    assert message is not None and "newer version" in message and "kept as it is" in message
    assert fresh.read_only

    first = fresh.record(finished_game(5), ("easy",) * 3, "g1")
    assert first == message  # the game is not counted, and the player hears why
    assert fresh.record(finished_game(6), ("easy",) * 3, "g2") is None  # once a run
    assert fresh.reset() == message  # Reset in the dialog says why it did nothing
    assert fresh.save(StatisticsBook()) == message
    assert fresh.load()[1] == message  # what the dialog shows
    assert stats_store.path.read_bytes() == before
    assert [p.name for p in stats_store.directory.iterdir()] == [stats_store.path.name]


def test_a_game_that_would_not_count_does_not_bring_up_the_newer_version(
    stats_store: StatisticsStore,
) -> None:
    newer_file(stats_store)
    fresh = StatisticsStore(stats_store.directory)
    assert fresh.record(game_after(3), ("easy",) * 3, "unplayed") is None  # no card played
    assert fresh.record(finished_game(5), ("easy",) * 3, "g1") is not None


@pytest.mark.parametrize("schema", [0, -1, "2", 1.5, True, None])
def test_a_schema_that_is_no_version_is_damage_not_a_newer_version(
    stats_store: StatisticsStore, schema: object
) -> None:
    stats_store.record(finished_game(4), ("hard",) * 3, "old")
    data = json.loads(stats_store.path.read_bytes())
    data["schema"] = schema
    stats_store.path.write_text(json.dumps(data))
    statistics, message = stats_store.load()
    assert statistics == Statistics()
    assert message is not None and "kept as" in message
    assert not stats_store.read_only


def test_games_with_undo_count_apart_and_hints_are_counted() -> None:
    statistics = Statistics()
    assert statistics.record(finished_game(4), ("easy",) * 3, "a", undone=True, hints=3)
    assert statistics.record(finished_game(5), ("easy",) * 3, "b", hints=1)
    assert statistics.with_undo.games_played == 1 and statistics.without_undo.games_played == 1
    assert statistics.overall.games_played == 2
    assert statistics.overall.hints == 4 and statistics.with_undo.hints == 3
    again = Statistics.from_dict(json.loads(json.dumps(statistics.to_dict())))
    assert again == statistics


def test_a_schema_1_file_reads_as_games_without_undo_or_hints() -> None:
    statistics = Statistics()
    statistics.record(finished_game(4), ("hard",) * 3, "a")
    data = statistics.to_dict()
    del data["undo"]
    for tally in (data["overall"], *data["levels"].values()):
        del tally["hints"]
    old = Statistics.from_dict(data, schema=1)
    assert old.overall.games_played == old.without_undo.games_played == 1
    assert old.with_undo.games_played == 0 and old.overall.hints == 0


def test_each_game_counts_under_its_rules_preset_or_custom_rules(
    stats_store: StatisticsStore,
) -> None:
    maria = PRESETS[Preset.BLACK_MARIA]
    custom = Rules(queen_breaks_hearts=True)
    to_50 = Rules(target_score=50)  # how a game ends makes no preset of its own
    for n, rules in enumerate((maria, custom, to_50, maria)):
        assert stats_store.record(finished_game(n, rules), ("easy",) * 3, f"g{n}") is None
    book, message = stats_store.load_book()
    assert message is None
    played = {kind: figures.overall.games_played for kind, figures in book.figures.items()}
    assert played == {Preset.BLACK_MARIA: 2, None: 1, Preset.CLASSIC: 1}
    assert stats_store.load(Preset.OMNIBUS)[0] == Statistics()
    data = json.loads(stats_store.path.read_bytes())
    assert data["schema"] == SCHEMA == 4
    assert list(data["rules"]) == ["classic", "black_maria", "custom"]
    assert stats_store.reset() is None
    assert all(f.overall == Tally() for f in stats_store.load_book()[0].figures.values())


def test_an_older_file_counts_under_the_rules_then_chosen_and_stays_there(
    stats_store: StatisticsStore,
) -> None:
    old = Statistics()
    old.record(finished_game(4), ("hard",) * 3, "a")
    stats_store.directory.mkdir(parents=True)
    stats_store.path.write_text(json.dumps({"format": FORMAT, "schema": 3, **old.to_dict()}))
    omnibus = StatisticsStore(stats_store.directory, legacy_rules=Rules(jack_of_diamonds=-10))
    book, message = omnibus.load_book()
    assert message is None and book.figures == {Preset.OMNIBUS: old}
    assert json.loads(stats_store.path.read_bytes())["schema"] == 4  # written again at once
    later = StatisticsStore(stats_store.directory)  # the options are Classic again
    assert later.load_book()[0].figures == {Preset.OMNIBUS: old}


OLD_FILES = Path(__file__).parent / "old_files"


@pytest.mark.parametrize(
    ("rules", "kind"),
    [(Rules(target_score=50), Preset.CLASSIC), (Rules(queen_breaks_hearts=True), None)],
    ids=["classic", "custom"],
)
def test_a_real_file_of_the_version_before_house_rules_is_kept_whole(
    stats_store: StatisticsStore, rules: Rules, kind: Preset | None
) -> None:
    """Written by the tree of 5bd2eb6 (three games: hard, easy with undo, expert left)."""
    stats_store.directory.mkdir(parents=True)
    old = (OLD_FILES / "statistics-before-house-rules.json").read_bytes()
    stats_store.path.write_bytes(old)
    store = StatisticsStore(stats_store.directory, legacy_rules=rules)
    book, message = store.load_book()
    assert message is None and list(book.figures) == [kind]
    figures = book.of(kind)
    assert (figures.overall.games_played, figures.overall.games_abandoned) == (3, 1)
    assert figures.with_undo.games_played == 1 and figures.levels["expert"].games_played == 1
    assert figures.counted == ["g4", "g9", "g5"]
    rewritten = json.loads(store.path.read_bytes())["rules"][CUSTOM if kind is None else "classic"]
    assert rewritten["overall"] == json.loads(old)["overall"]


def test_an_abandoned_game_below_zero_points_is_kept(stats_store: StatisticsStore) -> None:
    """A hand's points can be negative (the J♦ at −10, a moon taken off the shooter, a
    no-tricks bonus): a game left after such a hand sums below 0, and the file that says
    so is read back, not set aside as damaged with every other game in it."""
    omnibus = Rules(jack_of_diamonds=-10)
    game = game_after(60, 0, omnibus)  # South: −9 after one hand (took the J♦)
    assert game.totals[0] < 0 and not game.is_over
    assert stats_store.record(finished_game(2), ("easy",) * 3, "a") is None
    assert stats_store.record(game, ("easy",) * 3, "b") is None
    book, message = stats_store.load_book()
    assert message is None
    assert book.of(Preset.OMNIBUS).overall.points == game.totals[0]
    assert book.of(Preset.CLASSIC).overall.games_played == 1


def test_the_queen_of_spades_is_counted_only_where_it_scores() -> None:
    nothing = list(Rules().values)
    nothing[QUEEN_OF_SPADES.index] = 0
    for rules, counted in ((Rules(), True), (Rules(card_values=tuple(nothing)), False)):
        game = finished_game(rules=rules)
        taken = sum(r.queen_of_spades is Seat.SOUTH for r in game.results)
        assert taken  # this seed's South takes the Q♠ at least once
        assert Outcome.of(game).queens_taken == (taken if counted else 0)
