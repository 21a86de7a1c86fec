"""The score sheet under house rules: the no-tricks bonus, the New Moon choice and
Perfect 100 marked in the cells, their tooltips and the row's notes, and a legend that
says what the marks mean; the end of a hand on the table marks them alike."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from hearts_qt.engine import (
    QUEEN_OF_SPADES,
    Card,
    Game,
    HandResult,
    MoonScoring,
    PassDirection,
    Phase,
    Rules,
    Seat,
)
from hearts_qt.engine.presets import PRESETS, Preset
from hearts_qt.engine.review import review_of
from hearts_qt.ui.score_sheet.model import ScoreModel
from hearts_qt.ui.score_sheet.texts import NO_BREAK, legend
from hearts_qt.ui.table.end_of_hand import house_news, marked_rows

S, W, N, E = Seat
DISPLAY, TIP = Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole


def names(seat: Seat) -> str:
    return ("Ann", "Bob", "Cy", "Di")[seat]


def hand(
    points: tuple[int, int, int, int],
    totals: tuple[int, int, int, int] | None = None,
    **extra: Any,
) -> HandResult:
    return HandResult(1, PassDirection.LEFT, points, totals or points, **extra)


def cell(model: ScoreModel, seat: Seat, role: Qt.ItemDataRole = DISPLAY) -> str:
    return str(model.data(model.index(0, seat), role))


def test_the_no_tricks_bonus_is_marked_in_the_cell_its_tooltip_and_the_notes(
    qtbot: QtBot,
) -> None:
    rules = Rules(no_tricks_bonus=-5)
    model = ScoreModel(rules, [hand((-5, 13, 9, 4), no_tricks=(S,))], names)
    assert cell(model, S) == "−5 (−5) ∅"
    assert cell(model, W) == "13 (13)"
    assert "Ann took no trick: −5" in cell(model, S, TIP)
    assert "took no trick" not in cell(model, W, TIP)
    assert "No trick, −5: Ann" in model.row_notes(0)
    two = ScoreModel(Rules(no_tricks_bonus=3), [hand((3, 3, 20, 0), no_tricks=(S, W))], names)
    assert "No trick, +3: Ann and Bob" in two.row_notes(0)


def test_the_new_moon_choice_is_marked_with_the_moons_value_under_the_rules(
    qtbot: QtBot,
) -> None:
    new_moon = Rules(moon_scoring=MoonScoring.SHOOTER_CHOOSES)
    added = hand((26, 0, 26, 26), moon=W, moon_choice=MoonScoring.OTHERS_PLUS)
    minus = hand((0, -26, 0, 0), moon=W, moon_choice=MoonScoring.SHOOTER_MINUS)
    model = ScoreModel(new_moon, [added], names)
    assert cell(model, W) == "0 (0) ☾ +26 each"
    assert cell(model, S) == "26 (26)"
    assert "New Moon: Bob added 26 to each other player" in cell(model, W, TIP)
    assert model.row_notes(0) == [
        "Bob shot the moon",
        "New Moon: Bob added 26 to each other player",
    ]
    model = ScoreModel(new_moon, [minus], names)
    assert cell(model, W) == "−26 (−26) ☾ −26"
    assert "New Moon: Bob took 26 off their own score" in model.row_notes(0)
    spot = Rules(
        card_values=PRESETS[Preset.SPOT_HEARTS].card_values,
        shoot_the_sun=True,
        moon_scoring=MoonScoring.SHOOTER_CHOOSES,
    )
    sun = hand((0, -234, 0, 0), sun=W, moon=W, moon_choice=MoonScoring.SHOOTER_MINUS)
    assert ScoreModel(spot, [sun], names).cell_text(0, W) == "−234 (−234) ☀ −234"
    chosen_by_nobody = ScoreModel(Rules(), [hand((0, 26, 26, 26), moon=S)], names)
    assert chosen_by_nobody.cell_text(0, S) == "0 (0) ☾"


def test_perfect_100_shows_the_total_dropping_to_half(qtbot: QtBot) -> None:
    rules = Rules(perfect_100=True)
    dropped = hand((13, 0, 9, 4), (50, 87, 60, 20), halved=(S,))
    model = ScoreModel(rules, [dropped], names)
    assert cell(model, S) == "13 (100 → 50)"
    assert cell(model, W) == "0 (87)"
    assert "Ann ended on exactly 100: down to 50" in cell(model, S, TIP)
    assert "Exactly 100, down to 50: Ann" in model.row_notes(0)


def test_the_q_of_spades_is_noted_only_where_it_scores(qtbot: QtBot) -> None:
    values = list(Rules().values)
    values[Rules().values.index(13)] = 0  # the Q♠ worth nothing: only hearts score
    plain = hand((13, 0, 0, 0), queen_of_spades=N)
    assert ScoreModel(Rules(), [plain], names).row_notes(0) == ["Q♠: Cy"]
    assert ScoreModel(Rules(card_values=tuple(values)), [plain], names).row_notes(0) == []


def test_the_legend_says_what_the_marks_mean_only_under_house_rules() -> None:
    assert legend(Rules()) == "Each hand's points, with the total so far in brackets."
    everything = Rules(
        shoot_the_sun=True,
        moon_scoring=MoonScoring.SHOOTER_CHOOSES,
        no_tricks_bonus=-5,
        perfect_100=True,
    )
    assert legend(everything).splitlines()[1].replace(NO_BREAK, " ") == (
        "☀ shot the sun · ☾ +26 each or −26: the shooter's choice · ∅ took no trick (−5)"
        " · 100 → 50: ended on exactly 100"
    )
    assert "100 → 50" not in legend(Rules(perfect_100=True, fixed_hands=8))  # no target


def test_the_end_of_the_hand_on_the_table_marks_them_as_the_sheet_does() -> None:
    rules = Rules(no_tricks_bonus=-5, perfect_100=True, moon_scoring=MoonScoring.SHOOTER_CHOOSES)
    result = hand(
        (-5, 0, 31, 31),
        (50, 10, 61, 71),
        moon=W,
        moon_choice=MoonScoring.OTHERS_PLUS,
        no_tricks=(S,),
        halved=(S,),
    )
    rows = [
        ["", *map(names, Seat)],
        ["This hand", "−5", "0", "31", "31"],
        ["Total", "50", "10", "61", "71"],
    ]
    marked = marked_rows(rows, result, rules)
    assert marked[1] == ["This hand", "−5 ∅", "0 ☾ +26 each", "31", "31"]
    assert marked[2] == ["Total", "100 → 50", "10", "61", "71"]
    assert rows[1][1] == "−5"  # the rows given are not changed
    assert house_news(result, rules, names) == (
        "New Moon: Bob added 26 to each other player. No trick, −5: Ann. "
        "Exactly 100, down to 50: Ann."
    )
    assert house_news(hand((26, 0, 0, 0)), Rules(), names) == ""
    mine = hand((0, 26, 26, 26), moon=S, moon_choice=MoonScoring.OTHERS_PLUS)
    assert house_news(mine, rules, names) == "New Moon: you added 26 to each other player."
    minus = hand((-26, 0, 0, 0), moon=S, moon_choice=MoonScoring.SHOOTER_MINUS)
    assert house_news(minus, rules, names) == "New Moon: you took 26 off your score."
    sheet = ScoreModel(rules, [minus], names)  # the sheet names the player, as every seat
    assert "New Moon: Ann took 26 off their own score" in sheet.row_notes(0)


def one_hand(rules: Rules, seed: int) -> Game:
    """A game whose first hand the engine has played out with the first legal cards."""
    game = Game(rules, seed=seed)
    game.deal()
    for seat in Seat:
        game.pass_cards(seat, game.hand.held(seat)[: rules.pass_count])
    while game.hand.phase is Phase.PLAYING:
        turn = game.hand.to_play
        assert turn is not None
        game.play(turn, game.hand.legal_plays(turn)[0])
    return game


def test_black_marias_k_and_a_of_spades_are_noted_with_who_took_them(qtbot: QtBot) -> None:
    rules = PRESETS[Preset.BLACK_MARIA]
    game = one_hand(rules, seed=8)
    won = {c: t.winner for t in review_of(game, 1).tricks for _, c in t.cards}  # the tricks
    king, ace = Card.parse("KS"), Card.parse("AS")
    assert game.results[0].moon is None  # this deal's moon is not shot: every card is said
    model = ScoreModel(rules, game.results, names)
    said = f"K♠: {names(won[king])} · A♠: {names(won[ace])}"
    assert model.row_notes(0)[:2] == [f"Q♠: {names(won[QUEEN_OF_SPADES])}", said]
    assert said in str(model.headerData(0, Qt.Orientation.Vertical, TIP))  # the row's tip
    assert f"{names(won[king])} took K♠" in cell(model, won[king], TIP)
    classic = one_hand(Rules(), seed=8)
    assert "K♠" not in " ".join(ScoreModel(Rules(), classic.results, names).row_notes(0))


def test_a_card_given_a_value_is_noted_unless_the_moon_took_it(qtbot: QtBot) -> None:
    two_of_clubs = Card.parse("2C")
    values = list(Rules().values)
    values[two_of_clubs.index] = 3
    rules = Rules(card_values=tuple(values))
    result = hand((13, 3, 13, 0), queen_of_spades=S, takers=((W, two_of_clubs),))
    model = ScoreModel(rules, [result], names)
    assert model.row_notes(0) == ["Q♠: Ann", "2♣: Bob"]
    assert "Bob took 2♣" in cell(model, W, TIP)
    moon = hand((0, 29, 29, 29), moon=S, takers=((S, two_of_clubs),))
    assert ScoreModel(rules, [moon], names).row_notes(0) == ["Ann shot the moon"]
