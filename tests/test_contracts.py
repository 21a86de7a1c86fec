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
