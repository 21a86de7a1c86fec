"""Build hook: compiles the search core with mypyc when ``HEARTS_QT_MYPYC=1``.

Everything about the project is in ``pyproject.toml``; this file only adds the compiled
extension modules. Without the variable (``pip install -e .``, a source checkout, a
machine without a C compiler) the package is the pure-Python modules. With it, the build
asks for mypy (which brings mypyc) as a build dependency and compiles the modules listed in
``packaging/core_modules.py``; the wheel then carries them as extension modules beside the
same ``.py`` files, plus mypyc's runtime library ``hearts_qt_core__mypyc``:

    HEARTS_QT_MYPYC=1 python -m pip wheel --no-deps -w dist .
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

from setuptools import setup

ROOT = Path(__file__).resolve().parent
sys.path.insert(0, str(ROOT / "packaging"))

import core_modules  # noqa: E402 - found through the path set just above

MYPY = "mypy>=1.10"


def compiled() -> dict[str, object]:
    """The keyword arguments that make ``setup`` build the compiled core."""
    try:
        from mypyc.build import mypycify
    except ImportError:
        # Asked for through PEP 517 (pip, build): setuptools turns setup_requires into
        # build requirements, installs mypy and runs this file again.
        return {"setup_requires": [MYPY]}
    paths = [core_modules.source_path(m) for m in core_modules.COMPILED_MODULES]
    extensions = mypycify(
        paths, opt_level="3", group_name=core_modules.GROUP, target_dir="build/mypyc"
    )
    return {"ext_modules": extensions}


options = compiled() if os.environ.get(core_modules.OPT_IN) == "1" else {}
setup(**options)
