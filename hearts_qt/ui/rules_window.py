"""The Rules window (Help ▸ Rules of Hearts, F1): the rules of the game being played.

Not modal, so the player can keep it open beside the table; asking for it again brings
the same window to the front with the rules brought up to date. Each time it opens it is
as tall as its text (where the screen allows) and goes beside the game's window, or else
where it hides the least of the table.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from hearts_qt.engine import Rules
from hearts_qt.ui.help_text import rules_html
from hearts_qt.ui.placement import fitted_size, frame_margins, place_least_hidden

WIDTHS = (520, 600, 680, 760)
"""The window's widths, tried in turn until its text fits the screen's height."""


class RulesWindow(QDialog):
    """The rules as readable text in a scrolling page, and a Close button."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Rules of Hearts"))
        self.setModal(False)
        self.setWindowFlag(Qt.WindowType.WindowContextHelpButtonHint, False)
        self.text = QTextBrowser(self)
        self.text.setOpenLinks(False)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.buttons.rejected.connect(self.reject)
        self.box = QVBoxLayout(self)
        self.box.addWidget(self.text, 1)
        self.box.addWidget(self.buttons)
        self.resize(WIDTHS[0], 600)

    def present(self, rules: Rules, seen: Sequence[tuple[QRect, float]] = ()) -> None:
        """Show the rules of ``rules`` in front (the window may already be open). Opening,
        it is sized to its text and placed beside the game's window, else where it hides
        the least of ``seen`` (what the player watches on the table, on the screen, with
        how much each matters)."""
        self.set_rules(rules)
        if not self.isVisible():
            place_least_hidden(self, self.parentWidget(), seen, self.text_sizes())
        self.show()
        self.raise_()
        self.activateWindow()

    def set_rules(self, rules: Rules) -> None:
        """Show ``rules`` (a new game may have other rules than the one before)."""
        scrolled = self.text.verticalScrollBar().value()
        self.text.setHtml(rules_html(rules))
        self.text.verticalScrollBar().setValue(scrolled)

    def text_sizes(self) -> list[QSize]:
        """The window's sizes that show the whole text on the screen, one for each of
        ``WIDTHS`` where it fits the screen's height (the narrowest first); if it fits
        at none, the widest, as tall as the screen allows."""
        owner = self.parentWidget() or self
        screen = owner.screen()
        if screen is None:
            return [self.size()]
        room = fitted_size(
            QSize(WIDTHS[-1], 100_000), screen.availableGeometry(), frame_margins(owner)
        )
        margins = self.box.contentsMargins()
        frame = 2 * self.text.frameWidth()
        chrome = QSize(
            margins.left() + margins.right() + frame,
            margins.top()
            + margins.bottom()
            + frame
            + self.box.spacing()
            + self.buttons.sizeHint().height(),
        )
        document = self.text.document().clone(self)  # the shown one keeps its own layout
        sizes: list[QSize] = []
        for width in sorted({min(width, room.width()) for width in WIDTHS}):
            document.setTextWidth(width - chrome.width())
            height = math.ceil(document.size().height()) + chrome.height()
            if height <= room.height():
                sizes.append(QSize(width, height))
        document.deleteLater()
        return sizes or [QSize(min(WIDTHS[-1], room.width()), room.height())]
