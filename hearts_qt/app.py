"""The application entry point: parse the command line, build the window, run Qt."""

from __future__ import annotations

import sys

from PySide6.QtWidgets import QApplication, QMainWindow


def main(argv: list[str] | None = None) -> int:
    app = QApplication(sys.argv if argv is None else argv)
    app.setApplicationName("hearts-qt")
    window = QMainWindow()
    window.setWindowTitle(QApplication.translate("app", "Hearts"))
    window.resize(1280, 800)
    window.show()
    return app.exec()
