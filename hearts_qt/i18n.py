"""Translation: the one ``translate`` every module calls with literal arguments.

``pyside6-lupdate`` finds a string only in ``translate("Context", "literal")``,
``QCoreApplication.translate(...)`` or ``self.tr("literal")``; a wrapper that takes the
context or the text as a variable hides it (tools/update_translations.py extracts).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def translate(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """``QCoreApplication.translate``; ``n`` chooses the plural form of ``%n``."""
    return QCoreApplication.translate(context, text, disambiguation, n)
