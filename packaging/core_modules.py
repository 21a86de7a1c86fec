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
