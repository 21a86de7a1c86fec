"""The bar under the reviewed hand: what the step shows, in words, and the controls that
move through the hand (the first step, Previous, a slider, Next, the last step), choose
another hand, and go back to the game."""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QPainter, QPaintEvent, QPolygonF, QResizeEvent
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSlider,
    QStyle,
    QStyleOptionSlider,
    QVBoxLayout,
    QWidget,
)

from hearts_qt.ui.table import theme

SLIDER_ROOM_CHARS = 40
"""The least room for the slider beside the buttons, in average characters of the font
(about 18 px a step for a hand's 15 steps, whatever the pixel ratio)."""


class StepSlider(QSlider):
    """A horizontal slider over a hand's steps that marks the steps the Expert flagged."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(Qt.Orientation.Horizontal, parent)
        self.marked: frozenset[int] = frozenset()
        self.setTickPosition(QSlider.TickPosition.TicksBelow)
        self.setTickInterval(1)
        self.setPageStep(1)
        self.setMinimumHeight(round(self.fontMetrics().height() * 1.8))  # room for the marks

    def set_marked(self, steps: Iterable[int]) -> None:
        self.marked = frozenset(steps)
        self.update()

    def mark_position(self, step: int) -> QPointF:
        """Where the mark of ``step`` is drawn, on the slider: above its groove."""
        option = QStyleOptionSlider()
        self.initStyleOption(option)
        style = self.style()
        control = QStyle.ComplexControl.CC_Slider
        groove = style.subControlRect(control, option, QStyle.SubControl.SC_SliderGroove, self)
        handle = style.subControlRect(control, option, QStyle.SubControl.SC_SliderHandle, self)
        span = groove.width() - handle.width()
        x = QStyle.sliderPositionFromValue(self.minimum(), self.maximum(), step, span)
        return QPointF(groove.left() + handle.width() / 2 + x, handle.top())

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        if not self.marked:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(theme.REVIEW_FLAG)
        size = max(5.0, self.height() * 0.3)
        for step in self.marked:
            tip = self.mark_position(step)
            top = max(0.0, tip.y() - size)
            painter.drawPolygon(
                QPolygonF(
                    [
                        QPointF(tip.x() - size / 2, top),
                        QPointF(tip.x() + size / 2, top),
                        QPointF(tip.x(), top + size),
                    ]
                )
            )
        painter.end()


class ReviewBar(QWidget):
    """The words and the controls; the review view connects them."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.heading = QLabel(self)
        font = self.heading.font()
        font.setBold(True)
        self.heading.setFont(font)
        self.caption = QLabel(self)
        self.caption.setWordWrap(True)
        self.verdict = QLabel(self)
        self.verdict.setWordWrap(True)
        self.waiting = QLabel(self)
        """That the game waits, and how to go back to it: the window's status line while
        reviewing (the status bar's one line cut it off in a narrow window)."""
        self.waiting.setWordWrap(True)
        self.back = QPushButton(self.tr("&Back to the Game"), self)
        self.hands = QComboBox(self)
        self.first = QPushButton(self.tr("First"), self)
        self.previous = QPushButton(self.tr("◀ &Previous"), self)
        self.slider = StepSlider(self)
        self.next = QPushButton(self.tr("&Next ▶"), self)
        self.last = QPushButton(self.tr("Last"), self)
        self._name_controls()
        self._lay_out()

    def _name_controls(self) -> None:
        for control, name, tip in (
            (self.back, self.tr("Back to the game"), self.tr("Back to the game (Esc)")),
            (self.hands, self.tr("Hand reviewed"), self.tr("Another hand (Page Up, Page Down)")),
            (self.first, self.tr("The deal"), self.tr("The deal (Home)")),
            (self.previous, self.tr("Previous step"), self.tr("The step before (Left)")),
            (
                self.slider,
                self.tr("Step through the hand"),
                self.tr("The deal, the pass, the tricks"),
            ),
            (self.next, self.tr("Next step"), self.tr("The step after (Right)")),
            (self.last, self.tr("The last trick"), self.tr("The last trick (End)")),
        ):
            control.setAccessibleName(name)
            control.setToolTip(tip)
        for button in (self.back, self.first, self.previous, self.next, self.last):
            button.setAutoDefault(False)

    def show_verdict(self, text: str, flagged: bool) -> None:
        """The Expert's word on the step: a verdict (``flagged``) stands out."""
        colour = theme.REVIEW_FLAG_TEXT.name() if flagged else "palette(window-text)"
        self.verdict.setStyleSheet(f"color: {colour}")
        self.verdict.setText(text)

    def _lay_out(self) -> None:
        words = QVBoxLayout()
        words.addWidget(self.heading)
        words.addWidget(self.caption)
        words.addWidget(self.verdict)
        self._slider_row = QHBoxLayout()
        """The slider's own row, over the buttons, when they leave it too little room."""
        self._controls = controls = QHBoxLayout()
        controls.setSpacing(theme.REVIEW_BAR_SPACING)
        controls.addWidget(self.back)
        controls.addWidget(self.hands)
        controls.addSpacing(theme.REVIEW_BAR_SPACING * 2)
        controls.addWidget(self.first)
        controls.addWidget(self.previous)
        controls.addWidget(self.slider, 1)
        controls.addStretch(0)  # the slider's room while it has a row of its own
        controls.addWidget(self.next)
        controls.addWidget(self.last)
        self._layout = layout = QVBoxLayout(self)
        layout.setSpacing(theme.REVIEW_BAR_SPACING)
        layout.addLayout(words)
        layout.addLayout(self._slider_row)
        layout.addLayout(controls)
        layout.addWidget(self.waiting)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._place_slider()

    def _place_slider(self) -> None:
        """Beside the buttons while that leaves the slider room to show every step and
        its mark; in a narrow window (or a language of long words), on a row above."""
        buttons = (self.back, self.hands, self.first, self.previous, self.next, self.last)
        margins = self._layout.contentsMargins()
        taken = sum(button.sizeHint().width() for button in buttons)
        taken += theme.REVIEW_BAR_SPACING * (len(buttons) + 2) + margins.left() + margins.right()
        room = self.width() - taken
        alone = room < self.fontMetrics().averageCharWidth() * SLIDER_ROOM_CHARS
        if alone and self._slider_row.indexOf(self.slider) < 0:
            self._controls.removeWidget(self.slider)
            self._slider_row.addWidget(self.slider)
        elif not alone and self._controls.indexOf(self.slider) < 0:
            self._slider_row.removeWidget(self.slider)
            self._controls.insertWidget(self._controls.indexOf(self.previous) + 1, self.slider, 1)
