"""House rules at the table, as a player meets them: a 5-card pass by mouse and by keys,
the first lead left of the dealer, and South's New Moon choice in its dialog."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QPointF, QSettings, Qt
from pytestqt.qtbot import QtBot
from table_helpers import SEED, click, drag, play_out_hand, south_item, wait_for_south

from hearts_qt.controller import GameController
from hearts_qt.controller.moon import MoonOutcome, MoonQuestion
from hearts_qt.controller.texts import card_text
from hearts_qt.engine import FirstLead, Game, MoonScoring, PassDirection, Rules, Seat, masks
from hearts_qt.engine.presets import PRESETS, Preset
from hearts_qt.storage.autosave import AutoSave
from hearts_qt.storage.saved_game import GameStore
from hearts_qt.storage.settings import Settings
from hearts_qt.storage.statistics import StatisticsStore
from hearts_qt.ui.main_window import MainWindow
from hearts_qt.ui.moon_dialog import MoonDialog
from hearts_qt.ui.table.view import TableView
from tests.moon_deal import MOON_SEED, NEW_MOON, lowest_players, moon_actions

FIVE = Rules(pass_count=5)


def start(qtbot: QtBot, view: TableView, rules: Rules) -> None:
    with qtbot.waitSignal(view.idle):
        view.controller.new_game(rules, seed=SEED)
    qtbot.waitUntil(lambda: view.phase == "passing")


def test_a_five_card_pass_with_the_mouse(qtbot: QtBot, table: TableView) -> None:
    start(qtbot, table, FIVE)
    assert table.status.text == "Choose 5 cards to pass to the left."
    hand = table.table.south_cards()
    for card in hand[:4]:
        click(qtbot, table, south_item(table, card))
    button = table.table.decor.pass_button
    assert not button.enabled
    item = south_item(table, hand[-1])
    drag(qtbot, table, item, QPointF(item.x(), table.table.layout.centre.y()))
    assert set(table.table.chosen_cards()) == {*hand[:4], hand[-1]}
    assert button.enabled
    assert table.status.text == "Click “Pass Left” (or press P) to pass these 5 cards."
    click(qtbot, table, south_item(table, hand[5]))  # a sixth is refused, saying why
    assert table.table.decor.alert.text == "5 cards are chosen: put one back to choose another."
    assert len(table.table.chosen_cards()) == 5
    with qtbot.waitSignal(table.controller.cards_received) as exchanged:
        centre = table.mapFromScene(button.rect.center())
        qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=centre)
    assert exchanged.args is not None
    received, passed = exchanged.args
    assert len(received) == len(passed) == 5
    assert len(table.table.south_cards()) == 13
    assert set(received) <= set(table.table.south_cards())
    names = [card_text(c) for c in sorted(received)]
    news = f"You received {', '.join(names[:4])} and {names[4]} from East."
    assert news in table.status.news
    counts = {seat: len(table.table.hands[seat]) for seat in Seat}
    assert counts == dict.fromkeys(Seat, 13)


def test_a_five_card_pass_with_the_keys(qtbot: QtBot, table: TableView) -> None:
    start(qtbot, table, FIVE)
    table.setFocus()
    qtbot.keyClick(table, Qt.Key.Key_P)  # too soon: says how many
    assert table.table.decor.alert.text == "Choose 5 cards to pass first: 0 chosen so far."
    for _ in range(5):
        qtbot.keyClick(table, Qt.Key.Key_Right)
        qtbot.keyClick(table, Qt.Key.Key_Up)
    hand = table.table.south_cards()
    assert table.table.chosen_cards() == hand[:5]
    with qtbot.waitSignal(table.controller.cards_received) as exchanged:
        qtbot.keyClick(table, Qt.Key.Key_P)
    assert exchanged.args is not None and exchanged.args[1] == tuple(hand[:5])
    with qtbot.waitSignal(table.controller.game_rewound):  # Undo takes the five back
        table.controller.undo()
    assert table.phase == "passing" and table.table.south_cards() == hand
    assert table.table.chosen_cards() == () and not table.table.decor.pass_button.enabled
    with qtbot.waitSignal(table.controller.hint_ready, timeout=20_000) as hinted:
        centre = table.mapFromScene(table.table.decor.hint_button.rect.center())
        qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=centre)
    assert hinted.args is not None and len(hinted.args[0]) == 5
    assert len(table.aids.hinted) == 5


def test_left_of_the_dealer_leads_the_first_trick(qtbot: QtBot, table: TableView) -> None:
    rules = Rules(first_lead=FirstLead.LEFT_OF_DEALER, pass_cycle=(PassDirection.HOLD,))
    played: list[Seat] = []
    table.controller.card_played.connect(lambda seat, _card: played.append(seat))
    with qtbot.waitSignal(table.idle):
        table.controller.new_game(rules, seed=SEED)
    assert "You deal; West leads." in table.status.news
    wait_for_south(qtbot, table)
    assert played == [Seat.WEST, Seat.NORTH, Seat.EAST]
    assert table.controller.view().dealer is Seat.SOUTH
    labels = table.table.decor.labels
    assert [seat for seat in Seat if labels[seat].dealer] == [Seat.SOUTH]
    assert labels[Seat.SOUTH].dealer_text() == "Dealer"


def test_a_cycle_without_hold_passes_left_again_in_the_fourth_hand(
    qtbot: QtBot, table: TableView
) -> None:
    rules = Rules(pass_cycle=(PassDirection.LEFT, PassDirection.RIGHT, PassDirection.ACROSS))
    game = Game(rules, SEED)
    for _ in range(3):
        game.deal()
        play_out_hand(game)
    with qtbot.waitSignal(table.idle):
        table.controller.resume(game)  # the fourth hand is dealt
    qtbot.waitUntil(lambda: table.phase == "passing")
    assert table.table.decor.pass_button.text == "Pass Left"
    assert table.status.text == "Choose 3 cards to pass to the left."
    assert not any(label.dealer for label in table.table.decor.labels.values())


def moon_window(qtbot: QtBot, folder: Path, game: Game | None = None) -> MainWindow:
    """The window with South on turn with the last card of a moon (New Moon rules), or
    playing ``game``."""
    folder.mkdir(exist_ok=True)
    settings = Settings(QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat))
    settings.set_animation("off")
    settings.set_score_after_hand(False)
    settings.set_play_out_decided(False)  # the last trick holds no points: South plays it
    controller = GameController(threaded=False, player_factory=lowest_players)
    window = MainWindow(controller, settings)
    window.table.still_trick_ms = 0
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    window.set_autosave(AutoSave(controller, GameStore(folder), StatisticsStore(folder)))
    window.controller.resume(game or Game.replay(NEW_MOON, MOON_SEED, moon_actions()))
    if game is None:
        wait_for_south(qtbot, window.table)
    return window


def shoot(qtbot: QtBot, window: MainWindow) -> MoonDialog:
    (card,) = window.controller.legal_plays()
    click(qtbot, window.table, south_item(window.table, card))
    qtbot.waitUntil(lambda: window.moon_dialog is not None and window.moon_dialog.isVisible())
    assert window.moon_dialog is not None
    return window.moon_dialog


def test_south_chooses_its_new_moon_in_a_dialog(qtbot: QtBot, tmp_path: Path) -> None:
    window = moon_window(qtbot, tmp_path)
    dialog = shoot(qtbot, window)
    assert window.table.status.text.endswith("You shot the moon: choose how it is scored.")
    assert dialog.add.text() == "&Add 26 to each opponent"
    assert dialog.add.description() == "You 0 · West 26 · North 26 · East 26\nThe game goes on."
    assert dialog.subtract.text() == "&Subtract 26 from your score"
    assert dialog.subtract.description().startswith("You −26 · West 0 · North 0 · East 0")
    dialog.reject()  # Esc: the choice must be made
    assert dialog.isVisible()
    with qtbot.waitSignal(window.controller.hand_scored) as scored:
        qtbot.mouseClick(dialog.subtract, Qt.MouseButton.LeftButton)
    assert scored.args is not None and scored.args[0].totals == (-26, 0, 0, 0)
    assert scored.args[0].moon_choice is MoonScoring.SHOOTER_MINUS
    assert window.moon_dialog is None
    said = window.table.status.text  # what to do first: the notes may run past the bar
    assert said.startswith("Hand 1 is over. Click the table to go on. You shot the moon!")
    labels = window.table.table.decor.labels
    assert "−26" in labels[Seat.SOUTH].total_text()
    assert not window._undo.isEnabled()  # the hand is finished: no undo reaches into it
    window.table.continue_after_hand()
    qtbot.waitUntil(window.table.south.to_play)
    window.table.play(window.controller.legal_plays()[0])
    qtbot.waitUntil(window._undo.isEnabled)  # the next hand's card is undone as usual


def test_undo_while_the_moon_dialog_is_up(qtbot: QtBot, tmp_path: Path) -> None:
    window = moon_window(qtbot, tmp_path)
    dialog = shoot(qtbot, window)
    assert window._undo.isEnabled()
    window._undo.trigger()
    qtbot.waitUntil(lambda: not dialog.isVisible())
    wait_for_south(qtbot, window.table)
    assert window.moon_dialog is None
    again = shoot(qtbot, window)  # the same card, the same question
    with qtbot.waitSignal(window.controller.hand_scored) as scored:
        qtbot.mouseClick(again.add, Qt.MouseButton.LeftButton)
    assert scored.args is not None and scored.args[0].totals == (0, 26, 26, 26)


def test_quitting_while_the_moon_dialog_is_up_asks_again_at_the_next_start(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window = moon_window(qtbot, tmp_path)
    dialog = shoot(qtbot, window)
    window.close()  # quitting saves the game, the choice still to make
    assert not dialog.isVisible()
    saved = GameStore(tmp_path).load().saved
    assert saved is not None
    again = moon_window(qtbot, tmp_path / "again", saved.game)
    asked = again.moon_dialog
    assert asked is not None and asked.isVisible() and asked.question == dialog.question


def test_the_moon_dialog_says_which_choice_loses_the_game(qtbot: QtBot) -> None:
    adding = MoonOutcome(
        MoonScoring.OTHERS_PLUS, (0, 26, 26, 26), (80, 36, 116, 121), True, (Seat.WEST,)
    )
    taking = MoonOutcome(MoonScoring.SHOOTER_MINUS, (-26, 0, 0, 0), (54, 10, 90, 95), False, ())
    question = MoonQuestion(Seat.SOUTH, 9, False, 26, (80, 10, 90, 95), (adding, taking))
    dialog = MoonDialog(question, lambda seat: seat.label.title())
    qtbot.addWidget(dialog)
    assert dialog.add.description() == (
        "You 80 · West 36 · North 116 · East 121\nThe game ends and you lose: West wins."
    )
    assert dialog.subtract.description().endswith("\nThe game goes on.")


def test_the_moon_dialog_says_who_drops_to_half(qtbot: QtBot) -> None:
    """Perfect 100 (to 50): why West and East show 25 after a choice that adds 25."""
    halved = (Seat.WEST, Seat.EAST)
    adding = MoonOutcome(
        MoonScoring.OTHERS_PLUS, (0, 25, 20, 25), (25, 25, 20, 25), False, (), halved
    )
    taking = MoonOutcome(MoonScoring.SHOOTER_MINUS, (-25, 0, -5, 0), (0, 25, -5, 25), False, ())
    question = MoonQuestion(Seat.SOUTH, 2, False, 25, (25, 25, 0, 25), (adding, taking))
    dialog = MoonDialog(question, lambda seat: seat.label.title())
    qtbot.addWidget(dialog)
    assert dialog.add.description() == (
        "You 25 · West 25 · North 20 · East 25\n"
        "West and East: exactly 50, down to 25.\n"
        "The game goes on."
    )
    taken = dialog.subtract.description()
    assert taken == "You 0 · West 25 · North −5 · East 25\nThe game goes on."
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.add.height() >= dialog.add.sizeHint().height()  # all three lines show


def test_the_plates_count_black_marias_values(qtbot: QtBot, table: TableView) -> None:
    """Every scoring card of a hand is counted on the plates at its value: 43 in all."""
    rules = PRESETS[Preset.BLACK_MARIA]
    sums: list[int] = []
    table.controller.trick_taken.connect(lambda *_: sums.append(sum(table.hand_points)))
    start(qtbot, table, rules)
    hand = table.table.south_cards()
    for card in hand[:3]:
        table.toggle_chosen(card)
    table.send_pass()
    while table.phase != "scored":
        wait_for_south(qtbot, table)
        if table.phase != "scored":
            table.play(table.controller.legal_plays()[0])
    assert len(sums) == 13 and sums[-1] == masks.moon_value(rules) == 43
