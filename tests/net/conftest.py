"""The network tests' host: on loopback, closed after each test."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from pytestqt.qtbot import QtBot

from hearts_qt.net.host import TableHost
from tests.net.table import local_host


@pytest.fixture
def host(qtbot: QtBot) -> Iterator[TableHost]:
    table = local_host()
    yield table
    table.close()
