"""Test configuration: Qt runs offscreen, and tests that need a QApplication are marked gui."""

from __future__ import annotations

import os

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

_QT_FIXTURES = {"qtbot", "qapp", "qtmodeltester"}


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if _QT_FIXTURES & set(getattr(item, "fixturenames", ())):
            item.add_marker(pytest.mark.gui)
