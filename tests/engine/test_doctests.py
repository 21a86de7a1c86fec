"""The examples in the engine's docstrings run and hold."""

from __future__ import annotations

import doctest
import importlib
import pkgutil

import pytest

import hearts_qt.engine

MODULES = sorted(
    f"hearts_qt.engine.{info.name}" for info in pkgutil.iter_modules(hearts_qt.engine.__path__)
)


def test_every_engine_module_is_listed() -> None:
    assert {"hearts_qt.engine.cards", "hearts_qt.engine.game", "hearts_qt.engine.masks"} <= set(
        MODULES
    )


@pytest.mark.parametrize("name", ["hearts_qt.engine", *MODULES])
def test_doctests(name: str) -> None:
    module = importlib.import_module(name)
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS, raise_on_error=False)
    assert result.failed == 0, f"{result.failed} doctest(s) failed in {name}"
