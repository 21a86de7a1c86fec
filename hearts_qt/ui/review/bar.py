"""The bar under the reviewed hand: what the step shows, in words, and the controls that
move through the hand (the first step, Previous, a slider, Next, the last step), choose
another hand, and go back to the game."""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QPainter, QPaintEvent, QPolygonF
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
        controls = QHBoxLayout()
        controls.setSpacing(theme.REVIEW_BAR_SPACING)
        controls.addWidget(self.back)
        controls.addWidget(self.hands)
        controls.addSpacing(theme.REVIEW_BAR_SPACING * 2)
        controls.addWidget(self.first)
        controls.addWidget(self.previous)
        controls.addWidget(self.slider, 1)
        controls.addWidget(self.next)
        controls.addWidget(self.last)
        layout = QVBoxLayout(self)
        layout.setSpacing(theme.REVIEW_BAR_SPACING)
        layout.addLayout(words)
        layout.addLayout(controls)
