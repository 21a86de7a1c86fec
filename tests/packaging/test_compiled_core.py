"""The search core that mypyc compiles: its list, what must stay out of it, the check that
compares it with the pure modules, and the frozen app's smoke check of it.

Building it needs a C compiler and takes a minute: ``packaging/ci.sh`` does, and runs
``packaging/check_compiled.py`` on the wheel; here the pieces are checked on their own.
"""

from __future__ import annotations

import ast
import os
import subprocess
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "packaging"))

import check_compiled
import core_modules
import launcher

ROOT = Path(__file__).resolve().parents[2]


def test_every_compiled_module_is_a_file_of_the_package() -> None:
    for module in core_modules.COMPILED_MODULES:
        assert module.startswith("hearts_qt.")
        assert (ROOT / core_modules.source_path(module)).is_file(), module


@pytest.mark.parametrize("module", core_modules.COMPILED_MODULES)
def test_no_compiled_module_defines_a_frozen_dataclass(module: str) -> None:
    """Compiled, a frozen dataclass cannot be deep-copied (the copy's fields are set again):
    such types live in plain modules (``HandPoints`` in ``engine/hand_points.py``)."""
    tree = ast.parse((ROOT / core_modules.source_path(module)).read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.ClassDef):
            for decorator in node.decorator_list:
                if isinstance(decorator, ast.Call):
                    frozen = [k for k in decorator.keywords if k.arg == "frozen"]
                    assert not any(
                        isinstance(k.value, ast.Constant) and k.value.value for k in frozen
                    ), f"{module}.{node.name} is a frozen dataclass"


def test_without_the_variable_setup_py_leaves_mypyc_alone() -> None:
    """``pip install -e .`` and a checkout without a C compiler: no mypyc, no extension."""
    env = {k: v for k, v in os.environ.items() if k != core_modules.OPT_IN}
    script = (
        "import runpy, sys; sys.argv = ['setup.py', '--name']; runpy.run_path('setup.py'); "
        "print('mypyc' in sys.modules)"
    )
    done = subprocess.run(
        [sys.executable, "-c", script], cwd=ROOT, env=env, capture_output=True, text=True
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["hearts-qt", "False"]


def record(origin: str, entries: list[str]) -> dict[str, object]:
    return {"origins": dict.fromkeys(core_modules.COMPILED_MODULES, origin), "record": entries}


def test_the_check_accepts_equal_records_and_names_the_first_difference() -> None:
    pure = record("/src/x.py", ["play SOUTH 2♣", "play WEST 3♣", "play NORTH 4♣"])
    same = record("/site/x.cpython-311-x86_64-linux-gnu.so", list(pure["record"]))  # type: ignore[call-overload]
    assert check_compiled.compare(pure, same) == []
    other = record("/site/x.cpython-311-x86_64-linux-gnu.so", ["play SOUTH 2♣", "play WEST 5♣"])
    problems = check_compiled.compare(pure, other)
    assert problems[0].startswith("entry 1 differs")
    assert "3 entries from the pure side, 2 from the compiled" in problems[1]


def test_the_check_refuses_a_compiled_side_that_runs_python() -> None:
    pure = record("/src/x.py", [])
    problems = check_compiled.compare(pure, record("/site/x.py", []))
    assert len(problems) == len(core_modules.COMPILED_MODULES)
    assert all("not compiled" in p for p in problems)
    assert check_compiled.compare(record("/b/x.cpython-311-x86_64-linux-gnu.so", []), pure)


def test_compiled_now_tells_extension_modules_from_python() -> None:
    from importlib.machinery import EXTENSION_SUFFIXES

    files = {"a": f"/x/a{EXTENSION_SUFFIXES[0]}", "b": "/x/b.py", "c": None}
    assert core_modules.compiled_now(files) == ["a"]


def test_the_smoke_check_says_the_source_tree_runs_python(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.delenv(core_modules.EXPECT, raising=False)
    count = len(core_modules.COMPILED_MODULES)
    assert launcher._check_search_core().startswith(f"0 of {count} modules compiled")
    monkeypatch.setenv(core_modules.EXPECT, "1")
    with pytest.raises(RuntimeError, match="a compiled build runs these as Python"):
        launcher._check_search_core()
