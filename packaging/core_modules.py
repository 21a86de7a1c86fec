"""The search core that ``setup.py`` compiles with mypyc when asked to
(``HEARTS_QT_MYPYC=1``), and that the frozen app's smoke test and the CI check
(``packaging/check_compiled.py``) expect compiled in a build that asked for it.

The modules stay plain, typed Python: a source checkout runs them as they are. What mypyc
cannot compile faithfully stays out of them (a type that tests deep-copy, a function that a
test replaces at run time).
"""

from __future__ import annotations

COMPILED_MODULES = (
    "hearts_qt.engine.masks",
    "hearts_qt.engine.simulate",
    "hearts_qt.ai.policy",
    "hearts_qt.ai.sampler",
    "hearts_qt.ai.endgame",
)
"""Module names, in the order mypyc is given their files."""

GROUP = "hearts_qt_core"
"""mypyc's group name: its shared runtime library is the top-level extension module
``hearts_qt_core__mypyc``, which every compiled module loads and a frozen app must carry."""

RUNTIME_MODULE = f"{GROUP}__mypyc"

OPT_IN = "HEARTS_QT_MYPYC"
"""``HEARTS_QT_MYPYC=1`` when building a wheel compiles the core; unset, the wheel is pure."""


def source_path(module: str) -> str:
    """The file of ``module`` relative to the project's root, with ``/``."""
    return module.replace(".", "/") + ".py"


BUILT_FROM = "HEARTS_QT_COMPILED_CORE"
"""Set by ``build.py`` for PyInstaller: the folder of the compiled core (an unpacked wheel)
that the frozen app is built from instead of the source tree."""

EXPECT = "HEARTS_QT_EXPECT_COMPILED"
"""``HEARTS_QT_EXPECT_COMPILED=1``: the frozen app's smoke test fails unless every module of
``COMPILED_MODULES`` runs compiled (``build.py`` sets it for a compiled build)."""


def compiled_now(modules: dict[str, str | None]) -> list[str]:
    """Of ``modules`` (name → ``__file__``), those loaded from an extension module."""
    from importlib.machinery import EXTENSION_SUFFIXES

    return [
        name for name, path in modules.items() if (path or "").endswith(tuple(EXTENSION_SUFFIXES))
    ]
