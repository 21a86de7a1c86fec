"""The end of a hand on the table: who took what, a moon announced, and the wait for the
player before the next deal.

The cards that scored for each seat come from the engine's tricks (through the
controller's view, by the rules' values); the points come from the engine's
``HandResult``: nothing here scores. The house rules' outcomes (a New Moon choice, the
no-tricks bonus, a Perfect 100 drop) are marked as the score sheet marks them.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QTimer, Signal

from hearts_qt.engine import Card, HandResult, Rules, Seat, SeatView, masks
from hearts_qt.ui.score_sheet.texts import Names, cell_marks, house_notes, total_text
from hearts_qt.ui.table import theme
from hearts_qt.ui.table.part import TablePart, TableParts
from hearts_qt.ui.table.phase import TablePhase


def penalty_cards_taken(view: SeatView) -> dict[Seat, tuple[Card, ...]]:
    """The cards that score (by the rules' values, and the J♦ with that rule) each seat
    took in the tricks of ``view``'s hand, sorted as a hand is."""
    scoring = masks.scoring_cards(view.rules)  # the engine says which cards count
    taken: dict[Seat, list[Card]] = {seat: [] for seat in Seat}
    for trick in view.tricks:
        taken[trick.winner].extend(card for _seat, card in trick.cards if scoring >> card.index & 1)
    return {seat: tuple(sorted(cards)) for seat, cards in taken.items()}


def marked_rows(rows: list[list[str]], result: HandResult, rules: Rules) -> list[list[str]]:
    """The result's rows (names, this hand, total) with the sheet's marks after each
    seat's points and Perfect 100's drop in its total."""
    names, points, totals = (list(row) for row in rows)
    for seat in Seat:
        marks = cell_marks(result, rules, seat)
        if marks:
            points[1 + seat] = f"{points[1 + seat]} {marks}"
        totals[1 + seat] = total_text(result, rules, seat)
    return [names, points, totals]


def house_news(result: HandResult, rules: Rules, names: Names) -> str:
    """What the house rules did this hand, in sentences said to the player at South;
    "" in a classic hand."""
    return " ".join(f"{note}." for note in house_notes(result, rules, names, to_south=True))


class EndOfHand(TablePart):
    """Shows the end of a hand and asks for the next one when the player (or, in
    autoplay, a timer) says so.

    Signals:
        next_wanted(): the end of the hand has been seen: the next deal may come.
    """

    next_wanted = Signal()

    def __init__(self, parts: TableParts, parent: QObject) -> None:
        super().__init__(parts, parent)
        self.result: HandResult | None = None
        self.held = False
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.next_wanted)

    def show(self, result: HandResult) -> None:
        """The hand is scored: lay out who took what and say so."""
        self.result, self.held = result, False
        self.scene.decor.hearts_cue.stop()
        self.scene.show_taken(penalty_cards_taken(self.controller.view()))
        self._show_result()
        self.status.forget_news()
        self._say()
        pause = theme.HAND_END_PAUSE_MS
        # A person needs time to read the table whatever the speed; autoplay does not.
        human = not self.controller.is_computer(Seat.SOUTH)
        self._timer.start(pause if human else round(pause * self.scene.animator.factor))

    def hold(self) -> None:
        """The player (or a score window) decides when the next hand comes."""
        self._timer.stop()
        self.held = True
        if self.result is not None and self.state.phase is TablePhase.SCORED:
            self._say()

    def stop(self) -> None:
        """The next hand (or a new game) comes: nothing more to wait for."""
        self._timer.stop()
        self.result, self.held = None, False
        self.scene.decor.banner.hide()

    @property
    def waiting(self) -> bool:
        return self._timer.isActive()

    def _show_result(self) -> None:
        """The hand's result over the middle of the table, clear of the seats: every
        seat's points this hand and its total, with a moon or sun in the title."""
        if self.result is None:
            return
        title = self.messages.hand_result_title(self.result)
        rows = marked_rows(self.messages.hand_rows(self.result), self.result, self._rules)
        self.scene.decor.banner.show_message(title, rows, self.messages.go_on())

    def _say(self) -> None:
        if self.result is None:
            return
        over = self.messages.hand_over(self.result.number, self.held)
        shot = self.messages.shot(self.result)
        news = house_news(self.result, self._rules, self.messages.name)
        # What to do first: the house rules' notes can run past the status bar's end.
        self.status.say(" ".join(part for part in (over, shot, news) if part))

    @property
    def _rules(self) -> Rules:
        return self.controller.rules
