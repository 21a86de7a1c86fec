"""What the table says: the status line and the messages over the felt, translated."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from hearts_qt.engine import HandResult, Seat

if TYPE_CHECKING:
    from hearts_qt.ui.table.view import TableView


def tr(text: str) -> str:
    return QCoreApplication.translate("Table", text)


class Messages:
    """Status texts and the end-of-hand and end-of-game messages of one table."""

    def __init__(self, view: TableView) -> None:
        self.view = view

    def name(self, seat: Seat) -> str:
        return self.view.names[seat]

    def waiting_for_pass(self) -> str:
        return tr("Waiting for the others to pass…")

    def ready_to_pass(self, button: str) -> str:
        return tr("Click “{button}” (or press P) to pass these three cards.").format(button=button)

    def your_turn(self) -> str:
        return tr("Your turn.")

    def thinking(self, name: str) -> str:
        return tr("{name} is thinking…").format(name=name)

    def how_to_play(self) -> str:
        return tr("Double-click a card, or drag it to the middle of the table, to play it.")

    def hand_over(self, number: int) -> str:
        return tr("Hand {number} is over. Click the table to go on.").format(number=number)

    def _score_rows(
        self, points: tuple[int, ...] | None, totals: tuple[int, ...]
    ) -> list[list[str]]:
        rows = [["", *(self.name(seat) for seat in Seat)]]
        if points is not None:
            rows.append([tr("This hand"), *(str(p) for p in points)])
        rows.append([tr("Total"), *(str(t) for t in totals)])
        return rows

    def show_hand_result(self, result: HandResult) -> None:
        if result.moon is Seat.SOUTH:
            title = tr("You shot the moon!")
        elif result.moon is not None:
            title = tr("{name} shot the moon!").format(name=self.name(result.moon))
        else:
            title = tr("Hand {number}").format(number=result.number)
        self.view.table.decor.banner.show_message(
            title, self._score_rows(result.points, result.totals), tr("Click to go on")
        )

    def show_game_over(self, winners: tuple[Seat, ...], totals: tuple[int, int, int, int]) -> str:
        """Show who won; return the status line."""
        if winners == (Seat.SOUTH,):
            title = tr("You win the game!")
        elif len(winners) == 1:
            title = tr("{name} wins the game.").format(name=self.name(winners[0]))
        else:
            names = ", ".join(self.name(seat) for seat in winners)
            title = tr("{names} share the win.").format(names=names)
        self.view.table.decor.banner.show_message(
            title, self._score_rows(None, totals), tr("New Game in the Game menu plays again.")
        )
        return title
