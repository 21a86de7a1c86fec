"""The table's sounds: which effect each of the controller's signals calls for.

Like the table view, this knows the game only from the controller's signals (and the one
query every view asks, whether South is a person); it never reads the game. The effect
is handed to a :class:`~hearts_qt.ui.audio.SoundPlayer`, which returns at once.

South's turn is only announced after South has waited for the computers: when the
computer players took :data:`TURN_CUE_AFTER_S` or more, in all, to choose their passes
and cards since South last acted (their thinking, not the table's animations).
"""

from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer

from hearts_qt.controller.table_game import TableGame
from hearts_qt.engine import QUEEN_OF_SPADES, Card, HandResult, Seat
from hearts_qt.storage.settings import Settings
from hearts_qt.ui.audio import Effect, SoundPlayer

TURN_CUE_AFTER_S = 2.0
"""How long the computers must have kept South waiting for South's turn to chime."""


class TableSounds(QObject):
    """Plays a sound for each thing that happens at the table, while View ▸ Sound is on,
    at the volume of the Options.

    ``clock`` gives seconds (``time.monotonic``; tests pass their own).
    """

    def __init__(
        self,
        controller: TableGame,
        settings: Settings,
        player: SoundPlayer,
        *,
        clock: Callable[[], float] = time.monotonic,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        self.settings = settings
        self.player = player
        self._clock = clock
        self.on = settings.sound()
        self.volume = settings.volume() / 100
        settings.changed.connect(self._on_setting_changed)
        self._waited = 0.0
        """Seconds the computers have thought since South last acted."""
        self._asked: float | None = None
        """When a computer seat was last asked (its turn, or South's pass sent)."""
        self._moon = QTimer(self)
        self._moon.setSingleShot(True)
        self._moon.setInterval(0)  # unless the game ends in this same step (see game_over)
        self._moon.timeout.connect(lambda: self.play(Effect.MOON))
        c = controller
        for signal in (c.game_started, c.game_resumed, c.game_rewound, c.hand_dealt):
            signal.connect(self._start_waiting)
        c.pass_chosen.connect(self._on_pass_chosen)
        c.turn_changed.connect(self._on_turn_changed)
        c.card_played.connect(self._on_card_played)
        c.hearts_broken.connect(lambda _seat: self.play(Effect.HEARTS_BROKEN))
        c.trick_taken.connect(self._on_trick_taken)
        c.hand_scored.connect(self._on_hand_scored)
        c.game_over.connect(self._on_game_over)

    def play(self, effect: Effect) -> None:
        """Play ``effect`` if sound is on; nothing is asked of the player when it is off."""
        if self.on and self.volume > 0:
            self.player.play(effect, self.volume)

    def _on_setting_changed(self, key: str) -> None:
        if key.startswith("sound/"):
            self.on = self.settings.sound()
            self.volume = self.settings.volume() / 100

    # -- South's turn after a wait ---------------------------------------------------------

    def _start_waiting(self, *_args: object) -> None:
        """South has just acted (or the table was laid out anew): nothing waited yet."""
        self._waited = 0.0
        self._asked = None

    def _thought(self) -> None:
        """A computer has answered: count the time since it was asked."""
        if self._asked is not None:
            self._waited += self._clock() - self._asked
            self._asked = None

    def _on_pass_chosen(self, seat: Seat, _cards: object) -> None:
        if seat is Seat.SOUTH:
            self._start_waiting()
            self._asked = self._clock()  # the computers still choosing keep South waiting
        elif self._asked is not None:
            self._waited = max(self._waited, self._clock() - self._asked)

    def _on_turn_changed(self, seat: Seat) -> None:
        if seat is not Seat.SOUTH:
            self._asked = self._clock()
            return
        self._asked = None
        human = not self.controller.is_computer(Seat.SOUTH)
        if human and self._waited >= TURN_CUE_AFTER_S:
            self.play(Effect.YOUR_TURN)
        self._waited = 0.0

    # -- the cards ----------------------------------------------------------------------

    def _on_card_played(self, seat: Seat, _card: Card) -> None:
        if seat is Seat.SOUTH:
            self._start_waiting()
        else:
            self._thought()
        self.play(Effect.CARD)

    def _on_trick_taken(self, _winner: Seat, cards: tuple[tuple[Seat, Card], ...], _p: int) -> None:
        queen = any(card == QUEEN_OF_SPADES for _seat, card in cards)
        self.play(Effect.QUEEN if queen else Effect.TRICK)

    def _on_hand_scored(self, result: HandResult) -> None:
        if result.moon is not None or result.sun is not None:
            self._moon.start()

    def _on_game_over(self, winners: tuple[Seat, ...], _totals: object) -> None:
        self._moon.stop()  # the end of the game says it all
        self.play(Effect.WON if Seat.SOUTH in winners else Effect.LOST)
