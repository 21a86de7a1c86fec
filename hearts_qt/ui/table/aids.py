"""The player's aids on the table: the Hint button and the hinted cards' outline, the
Claim the Rest button with the news of a claim, and a look back at the last trick.

The controller decides (the Expert's hint, the engine's exact claim check); this only
shows what it says.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QObject, QTimer

from hearts_qt.engine import Card, Seat
from hearts_qt.ui.table import theme
from hearts_qt.ui.table.part import TablePart, TableParts
from hearts_qt.ui.table.phase import TablePhase
from hearts_qt.ui.table.south import SouthSeat


class TableAids(TablePart):
    """Hint and claim, as the table shows them."""

    def __init__(self, parts: TableParts, south: SouthSeat) -> None:
        super().__init__(parts, south)
        self.south = south
        self.scene.decor.hint_button.clicked.connect(self.controller.hint)
        self.scene.decor.claim_button.clicked.connect(self.controller.claim)
        self.controller.hint_thinking.connect(self.update_hint_button)
        self.controller.hint_ready.connect(self._on_hint_ready)
        self.controller.claim_available.connect(self.show_claim)
        self.controller.hand_claimed.connect(self._on_hand_claimed)
        self.controller.hand_decided.connect(self._on_hand_decided)

    @property
    def hinted(self) -> tuple[Card, ...]:
        """The cards the hint shows now."""
        return tuple(i.card for i in self.scene.hinted if i.card)

    def update_hint_button(self, _thinking: bool = False) -> None:
        """The Hint button shows while South may act, and says so while it thinks."""
        button = self.scene.decor.hint_button
        shown = self.south.may_touch() and self.state.phase is not TablePhase.PASSED
        button.setVisible(shown)
        if self.controller.hint_pending:
            button.set_state(self.tr("Thinking…"), False)
        else:
            button.set_state(self.tr("Hint"), shown)

    def _on_hint_ready(self, cards: Sequence[Card], reason: str = "") -> None:
        """Outline the hinted card(s) and say what they are, and why where it is known."""
        self.status.drop(kind="hint")
        self.scene.set_hinted([i for c in cards if (i := self.scene.south_item(c)) is not None])
        if len(cards) == 1:
            text = self.messages.hint_play(cards[0])
        else:
            text = self.messages.hint_pass(sorted(cards))
        news = f"{text} {reason}" if reason else text
        self.status.tell(news, theme.HINT_NEWS_MS, kind="hint")
        self.update_hint_button()

    def clear_hint(self) -> None:
        if self.scene.hinted:
            self.scene.set_hinted([])
        self.status.drop(kind="hint")

    def show_claim(self, available: bool) -> None:
        """South's cards take every remaining trick for sure: offer to claim them."""
        button = self.scene.decor.claim_button
        button.set_state(self.tr("Claim the Rest"), available)
        button.setVisible(available)
        if available:
            self.status.tell(self.messages.may_claim())

    def _on_hand_claimed(self, seat: Seat, cards: Sequence[Card] = ()) -> None:
        """A claim: a computer claimer lays its cards face up, as at a real table."""
        self.show_claim(False)
        you = seat is Seat.SOUTH and self.south.human()
        if seat is not Seat.SOUTH and cards:
            self.scene.show_hand(seat, cards)
        self.status.tell(self.messages.claims(seat, you))

    def _on_hand_decided(self) -> None:
        self.show_claim(False)
        self.status.tell(self.messages.played_out())


class LastTrickLook(TablePart):
    """Shows a trick already taken again, when the player asks (the L key, or a click on
    a seat's name plate for that seat's last trick), until the next click, key or move of
    the game, or for ``theme.LAST_TRICK_MS``."""

    def __init__(self, parts: TableParts, parent: QObject) -> None:
        super().__init__(parts, parent)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.hide)
        self.scene.plate_clicked.connect(self.show_seats)

    @property
    def shown(self) -> bool:
        return self.scene.last_trick.isVisible()

    def show(self) -> None:
        """The last trick of this hand."""
        self._show(None)

    def show_seats(self, seat: Seat) -> None:
        """The last trick ``seat`` took in this hand."""
        self._show(seat)

    def hide(self) -> None:
        self._timer.stop()
        self.scene.last_trick.hide()

    def _show(self, seat: Seat | None) -> None:
        view = self.controller.snapshot().view
        tricks = view.tricks if view is not None else ()
        taken = [t for t in tricks if seat is None or t.winner is seat]
        if not taken:
            self.hide()
            self.status.tell(self.messages.no_trick_yet(seat))
            return
        trick = taken[-1]
        number = tricks.index(trick) + 1
        caption = self.messages.trick_taken_by(trick.winner, number)
        self.scene.show_last_trick(trick.cards, trick.winner, caption)
        self._timer.start(theme.LAST_TRICK_MS)
