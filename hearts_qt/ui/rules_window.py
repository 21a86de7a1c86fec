"""The Rules window (Help ▸ Rules of Hearts, F1): the rules of the game being played.

Not modal, so the player can keep it open beside the table; asking for it again brings
the same window to the front with the rules brought up to date.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from hearts_qt.engine import Rules
from hearts_qt.ui.help_text import rules_html
from hearts_qt.ui.placement import place_beside


class RulesWindow(QDialog):
    """The rules as readable text in a scrolling page, and a Close button."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Rules of Hearts"))
        self.setModal(False)
        self.setWindowFlag(Qt.WindowType.WindowContextHelpButtonHint, False)
        self.text = QTextBrowser(self)
        self.text.setOpenLinks(False)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.text, 1)
        layout.addWidget(buttons)
        self.resize(520, 600)
        self._placed = False

    def present(self, rules: Rules) -> None:
        """Show the rules of ``rules`` in front (the window may already be open)."""
        self.set_rules(rules)
        if not self._placed:
            self._placed = True
            place_beside(self, self.parentWidget())
        self.show()
        self.raise_()
        self.activateWindow()

    def set_rules(self, rules: Rules) -> None:
        """Show ``rules`` (a new game may have other rules than the one before)."""
        scrolled = self.text.verticalScrollBar().value()
        self.text.setHtml(rules_html(rules))
        self.text.verticalScrollBar().setValue(scrolled)
