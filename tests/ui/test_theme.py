"""The table's sizes, fonts and colours live in ``theme`` alone: the items that paint the
table hold no numbers of their own, and the theme holds nothing nobody uses."""

from __future__ import annotations

import ast
import pathlib

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
TABLE = ROOT / "hearts_qt" / "ui" / "table"
THEMED = ("items.py", "decor.py", "cue.py", "last_trick.py")
"""The modules that paint what is not a card: every proportion they use is the theme's."""
ALLOWED = (0, 1, 2, 0.5)
"""Numbers that are arithmetic, not a look: none, one, halves and doubles."""


def _numbers(path: pathlib.Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return [
        f"{path.name}:{node.lineno}: {node.value!r}"
        for node in ast.walk(tree)
        if isinstance(node, ast.Constant)
        and isinstance(node.value, int | float | complex)
        and not isinstance(node.value, bool)
        and node.value not in ALLOWED
    ]


@pytest.mark.parametrize("name", THEMED)
def test_the_table_items_take_their_numbers_from_the_theme(name: str) -> None:
    assert _numbers(TABLE / name) == []


def test_the_check_sees_a_number(tmp_path: pathlib.Path) -> None:
    path = tmp_path / "probe.py"
    path.write_text("def f(h):\n    return h * 0.22, max(8, h), -1, h / 2, True\n")
    assert _numbers(path) == ["probe.py:2: 0.22", "probe.py:2: 8"]


def _names_read(path: pathlib.Path) -> set[str]:
    """The names a module reads: ``NAME``, ``theme.NAME`` and ``from … import NAME``."""
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Load):
            names.add(node.id)
        elif isinstance(node, ast.Attribute):
            names.add(node.attr)
        elif isinstance(node, ast.ImportFrom):
            names.update(alias.name for alias in node.names)
    return names


def test_every_theme_entry_is_used() -> None:
    theme = TABLE / "theme.py"
    tree = ast.parse(theme.read_text(encoding="utf-8"))
    defined = [
        target.id
        for node in tree.body
        if isinstance(node, ast.Assign | ast.AnnAssign)
        for target in (node.targets if isinstance(node, ast.Assign) else [node.target])
        if isinstance(target, ast.Name) and target.id.isupper()
    ]
    read = _names_read(theme).union(
        *(
            _names_read(path)
            for folder in ("hearts_qt", "tools", "benchmarks")
            for path in (ROOT / folder).rglob("*.py")
            if path != theme
        )
    )
    assert [name for name in defined if name not in read] == []
