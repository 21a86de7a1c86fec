"""The review view: a finished hand on the board, the bar under it, and the keys.

It shows what the controller's read-only queries say (``hand_review``, and the play
checker's ``hand_check``, kept up to date by ``hand_checked``) and changes nothing of
the game.
Keys: Left / Right the step before / after, Home the deal, End the last trick, Page Up /
Page Down the hand before / after, Esc back to the game.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFontMetrics, QKeySequence, QPainter, QResizeEvent, QShortcut
from PySide6.QtWidgets import QFrame, QGraphicsView, QVBoxLayout, QWidget

from hearts_qt.ai.verdict import HandCheck, Verdict
from hearts_qt.controller import GameController
from hearts_qt.engine.review import HandReview
from hearts_qt.ui.card_renderer import CardRenderer
from hearts_qt.ui.review.bar import ReviewBar
from hearts_qt.ui.review.board import ReviewBoard
from hearts_qt.ui.review.steps import ReviewStep, StepKind, steps_of
from hearts_qt.ui.review.texts import Names

_CAPTION_LINES = 2
"""The bar keeps room for this many lines of what a step shows, so it does not jump."""


class BoardView(QGraphicsView):
    """The board, filling its widget; the keys are the review view's."""

    def __init__(self, board: ReviewBoard, parent: QWidget) -> None:
        super().__init__(board, parent)
        self.board = board
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing
            | QPainter.RenderHint.SmoothPixmapTransform
            | QPainter.RenderHint.TextAntialiasing
        )
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setMinimumSize(400, 260)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        size = self.viewport().size()
        self.board.set_size(size.width(), size.height(), self.viewport().devicePixelRatioF())
        self.setSceneRect(self.board.sceneRect())


class ReviewView(QWidget):
    """One finished hand of the game, step by step.

    Signals:
        back_wanted(): the player wants to go back to the game (Esc, the Back button).
    """

    back_wanted = Signal()

    def __init__(
        self,
        controller: GameController,
        renderer: CardRenderer,
        names: Names,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        self.board = ReviewBoard(renderer, names, self)
        self.texts = self.board.texts
        self.board_view = BoardView(self.board, self)
        self.bar = ReviewBar(self)
        self.review: HandReview | None = None
        self.check: HandCheck | None = None
        self.steps: tuple[ReviewStep, ...] = ()
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.board_view, 1)
        layout.addWidget(self.bar)
        lines = QFontMetrics(self.bar.caption.font()).lineSpacing()
        self.bar.caption.setMinimumHeight(lines * _CAPTION_LINES)
        self.bar.verdict.setMinimumHeight(lines)
        self._connect()

    def _connect(self) -> None:
        bar = self.bar
        bar.back.clicked.connect(self.back_wanted)
        bar.first.clicked.connect(lambda: self.go_to(0))
        bar.previous.clicked.connect(lambda: self.go_to(self.step - 1))
        bar.next.clicked.connect(lambda: self.go_to(self.step + 1))
        bar.last.clicked.connect(lambda: self.go_to(len(self.steps) - 1))
        bar.slider.valueChanged.connect(self._show_step)
        bar.hands.activated.connect(lambda index: self.show_hand(index + 1))
        # Shortcuts, not key presses: they work whichever of the bar's controls has the
        # focus (a focused button would take Left and Right to move the focus).
        for key, action in (
            (Qt.Key.Key_Left, lambda: self.go_to(self.step - 1)),
            (Qt.Key.Key_Right, lambda: self.go_to(self.step + 1)),
            (Qt.Key.Key_Home, lambda: self.go_to(0)),
            (Qt.Key.Key_End, lambda: self.go_to(len(self.steps) - 1)),
            (Qt.Key.Key_PageUp, lambda: self._another_hand(-1)),
            (Qt.Key.Key_PageDown, lambda: self._another_hand(1)),
            (Qt.Key.Key_Escape, self.back_wanted.emit),
        ):
            shortcut = QShortcut(QKeySequence(key), self)
            shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            shortcut.activated.connect(action)
        self.controller.hand_checked.connect(self._on_hand_checked)  # the play checker's

    # -- what is shown --------------------------------------------------------------------

    @property
    def step(self) -> int:
        return self.bar.slider.value()

    @property
    def shown(self) -> ReviewStep:
        return self.steps[self.step]

    def show_hand(self, number: int, check: HandCheck | None = None) -> None:
        """Show finished hand ``number`` from its deal, with the play checker's findings
        (``check``, else the controller's, if the hand has been checked)."""
        self.review = self.controller.hand_review(number)
        self.check = check if check is not None else self.controller.hand_check(number)
        self.steps = steps_of(self.review)
        self._fill_hands(number)
        slider = self.bar.slider
        slider.blockSignals(True)
        slider.setRange(0, len(self.steps) - 1)
        slider.setValue(0)
        slider.blockSignals(False)
        self._mark_verdicts()
        self._show_step(0)

    def _on_hand_checked(self, check: object) -> None:
        """The checker finished a hand: show its findings if it is the one reviewed."""
        if isinstance(check, HandCheck) and self.review and check.hand == self.review.number:
            self.set_check(check)

    def set_check(self, check: HandCheck | None) -> None:
        """Show ``check``'s verdicts on the hand reviewed (None: none)."""
        self.check = check
        self._mark_verdicts()
        self._show_step(self.step)

    def _fill_hands(self, number: int) -> None:
        chooser = self.bar.hands
        chooser.clear()
        for result in self.controller.results:
            chooser.addItem(self.texts.hand_name(result.number, result.direction))
        chooser.setCurrentIndex(number - 1)

    def _mark_verdicts(self) -> None:
        flagged = [i for i, step in enumerate(self.steps) if self._verdict_at(step) is not None]
        self.bar.slider.set_marked(flagged)
        tricks = [s.trick.number for i in flagged if (s := self.steps[i]).trick is not None]
        self.bar.slider.setAccessibleDescription(self.texts.flagged_steps(tricks))

    def _verdict_at(self, step: ReviewStep) -> Verdict | None:
        if self.check is None:
            return None
        if step.kind is StepKind.PASS:
            return self.check.on_pass
        if step.trick is not None:
            return self.check.for_trick(step.trick.number - 1)
        return None

    def go_to(self, step: int) -> None:
        """Show step ``step`` (0 the deal), kept within the hand."""
        self.bar.slider.setValue(min(max(step, 0), len(self.steps) - 1))

    def _show_step(self, index: int) -> None:
        if self.review is None or not self.steps:
            return
        step = self.steps[index]
        self.board.show_step(self.review, step, self.check)
        bar, texts = self.bar, self.texts
        bar.heading.setText(texts.heading(self.review, step))
        bar.caption.setText(texts.caption(self.review, step))
        self.board_view.setAccessibleName(texts.heading(self.review, step))
        held = step.trick.held if step.trick is not None else self.review.dealt
        self.board_view.setAccessibleDescription(texts.board(held, step.trick))
        verdict = self._verdict_at(step)
        if verdict is not None:
            bar.show_verdict(texts.verdict(verdict), flagged=True)
        elif self.check is not None and step.kind is StepKind.DEAL:
            bar.show_verdict(texts.agreement(self.check), flagged=False)
        else:
            bar.show_verdict("", flagged=False)
        bar.first.setEnabled(index > 0)
        bar.previous.setEnabled(index > 0)
        bar.next.setEnabled(index < len(self.steps) - 1)
        bar.last.setEnabled(index < len(self.steps) - 1)

    def _another_hand(self, step: int) -> None:
        """The hand before (-1) or after (1) the one shown, if it is finished."""
        if self.review is not None:
            number = self.review.number + step
            if 1 <= number <= len(self.controller.results):
                self.show_hand(number)
