"""The layer contracts of DESIGN.md, and the code-quality gates, as tests."""

from __future__ import annotations

import ast
import pathlib
import shutil
import subprocess
import sys

import pytest

ROOT = pathlib.Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "hearts_qt"


def _imports(path: pathlib.Path) -> set[str]:
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
    return names


@pytest.mark.parametrize("layer", ["engine", "ai"])
def test_core_layers_import_no_qt(layer: str) -> None:
    offenders = [
        f"{path.relative_to(ROOT)}: {name}"
        for path in sorted((PACKAGE / layer).rglob("*.py"))
        for name in _imports(path)
        if name.split(".")[0] in {"PySide6", "shiboken6"}
        or name.startswith(("hearts_qt.ui", "hearts_qt.controller"))
    ]
    assert offenders == []


def test_the_controller_imports_no_widget() -> None:
    offenders = [
        f"{path.relative_to(ROOT)}: {name}"
        for path in sorted((PACKAGE / "controller").rglob("*.py"))
        for name in _imports(path)
        if name.startswith(("PySide6.QtWidgets", "hearts_qt.ui"))
    ]
    assert offenders == []


def _is_controller(node: ast.expr) -> bool:
    return (isinstance(node, ast.Name) and node.id == "controller") or (
        isinstance(node, ast.Attribute) and node.attr == "controller"
    )


def _reads_the_live_game(tree: ast.AST) -> list[tuple[int, str]]:
    """Where code reads ``controller.game`` or ``controller._game`` (or ``….controller.…``)."""
    return [
        (node.lineno, f"reads controller.{node.attr}")
        for node in ast.walk(tree)
        if isinstance(node, ast.Attribute)
        and node.attr in ("game", "_game")
        and _is_controller(node.value)
    ]


def _reaches_into_the_controller(tree: ast.AST) -> list[tuple[int, str]]:
    """Where code reads the controller's live game or sets a field of the controller by
    assignment (``controller.levels = …``)."""
    found = _reads_the_live_game(tree)
    for node in ast.walk(tree):
        targets: list[ast.expr] = []
        if isinstance(node, ast.Assign):
            targets = node.targets
        elif isinstance(node, ast.AugAssign | ast.AnnAssign):
            targets = [node.target]
        for target in targets:
            if isinstance(target, ast.Attribute) and _is_controller(target.value):
                found.append((node.lineno, f"sets controller.{target.attr}"))
    return found


def test_the_ui_renders_what_the_controller_says() -> None:
    """The ui knows the game only through the controller's signals, queries and slots: it
    never reads the live game nor sets the controller's fields (DESIGN.md, the seam)."""
    offenders = [
        f"{path.relative_to(ROOT)}:{line}: {what}"
        for path in [*sorted((PACKAGE / "ui").rglob("*.py")), PACKAGE / "app.py"]
        for line, what in _reaches_into_the_controller(ast.parse(path.read_text("utf-8")))
    ]
    assert offenders == []


def test_only_the_controller_reads_its_game() -> None:
    """Nothing outside ``hearts_qt/controller`` reads the controller's live game, by its
    old public name or its private one: the saved game takes a copy (``game_copy``)."""
    controller = PACKAGE / "controller"
    offenders = [
        f"{path.relative_to(ROOT)}:{line}: {what}"
        for path in sorted(PACKAGE.rglob("*.py"))
        if controller not in path.parents
        for line, what in _reads_the_live_game(ast.parse(path.read_text("utf-8")))
    ]
    assert offenders == []


def test_the_seam_check_finds_a_reach_into_the_game() -> None:
    code = (
        "def f(self):\n    self.controller.game.hand\n    controller.levels = ()\n"
        "    controller._game.actions\n"
    )
    assert sorted(_reaches_into_the_controller(ast.parse(code))) == [
        (2, "reads controller.game"),
        (3, "sets controller.levels"),
        (4, "reads controller._game"),
    ]


def test_import_linter_contracts_hold() -> None:
    tool = shutil.which("lint-imports", path=str(pathlib.Path(sys.executable).parent))
    if tool is None:
        pytest.skip("import-linter is not installed")
    result = subprocess.run([tool], cwd=ROOT, capture_output=True, text=True, check=False)
    assert result.returncode == 0, result.stdout + result.stderr


@pytest.mark.parametrize(
    "command",
    [["ruff", "check", "."], ["ruff", "format", "--check", "."]],
    ids=["ruff-check", "ruff-format"],
)
def test_ruff_is_clean(command: list[str]) -> None:
    result = subprocess.run(
        [sys.executable, "-m", *command], cwd=ROOT, capture_output=True, text=True, check=False
    )
    assert result.returncode == 0, result.stdout + result.stderr


def test_mypy_strict_is_clean() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "mypy"], cwd=ROOT, capture_output=True, text=True, check=False
    )
    assert result.returncode == 0, result.stdout + result.stderr
