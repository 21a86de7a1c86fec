"""Build the wheel with the search core compiled by mypyc, and unpack it for use.

    python packaging/compiled_core.py [--into build/compiled]

``setup.py`` compiles the modules of ``core_modules.COMPILED_MODULES`` when
``HEARTS_QT_MYPYC=1``; this runs that build (``pip wheel``) and unpacks the wheel into a
folder that holds a whole ``hearts_qt`` package, the extension modules beside the same
``.py`` files, and mypyc's runtime library. Putting that folder first on ``sys.path``
runs the compiled core: the frozen app is built from it (``build.py --compiled``), the
rollout benchmark and ``check_compiled.py`` compare it with the source tree.

It needs a C compiler and Python's headers; pip fetches the build's own tools (setuptools,
and mypy, which brings mypyc) into an isolated build environment, as for any wheel built
from the source: nothing of them goes into the wheel or the app.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import time
import zipfile
from pathlib import Path

PACKAGING = Path(__file__).resolve().parent
sys.path.insert(0, str(PACKAGING))

import core_modules  # noqa: E402 - found through the path set just above
import pkgmeta  # noqa: E402

DEFAULT_TARGET = pkgmeta.BUILD / "compiled"


def build_wheel(out: Path) -> Path:
    """Build the compiled wheel of the source tree into ``out`` and return its path."""
    if out.exists():
        shutil.rmtree(out)
    out.mkdir(parents=True)
    # setuptools builds in the tree's build/: files left there by an earlier build (a
    # module since removed) would go into the wheel.
    for stale in (*pkgmeta.BUILD.glob("lib.*"), *pkgmeta.BUILD.glob("bdist.*")):
        shutil.rmtree(stale)
    command = [sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(out)]
    command.append(str(pkgmeta.ROOT))
    env = dict(os.environ, **{core_modules.OPT_IN: "1"})
    print("$", f"{core_modules.OPT_IN}=1", " ".join(command), flush=True)
    subprocess.run(command, check=True, env=env, cwd=pkgmeta.ROOT)
    wheels = sorted(out.glob("hearts_qt-*.whl"))
    if len(wheels) != 1:
        raise SystemExit(f"expected one wheel in {out}, found {[w.name for w in wheels]}")
    return wheels[0]


def unpack(wheel: Path, target: Path) -> Path:
    """Unpack ``wheel`` into ``target`` (emptied first) and check that it is compiled;
    its ``.py`` files alone go to ``pure_twin(target)``, the same source uncompiled (the
    tree may have changed since the build, so a comparison takes both from the wheel)."""
    twin = pure_twin(target)
    for folder in (target, twin):
        if folder.exists():
            shutil.rmtree(folder)
    with zipfile.ZipFile(wheel) as archive:
        archive.extractall(target)
        plain = [n for n in archive.namelist() if not n.endswith((".so", ".pyd"))]
        archive.extractall(twin, members=plain)
    missing = missing_extensions(target)
    if missing:
        raise SystemExit(f"{wheel.name} has no extension module for {', '.join(missing)}")
    return target


def pure_twin(target: Path) -> Path:
    """Where ``unpack`` puts the wheel's files without its extension modules."""
    return target.with_name(f"{target.name}-pure")


def missing_extensions(root: Path) -> list[str]:
    """The compiled modules (and mypyc's runtime) that ``root`` has no extension file for."""
    wanted = [*core_modules.COMPILED_MODULES, core_modules.RUNTIME_MODULE]
    missing = []
    for module in wanted:
        folder = root.joinpath(*module.split(".")[:-1])
        name = module.rsplit(".", 1)[-1]
        if not any(folder.glob(f"{name}.*.so")) and not any(folder.glob(f"{name}.*.pyd")):
            missing.append(module)
    return missing


def build(target: Path = DEFAULT_TARGET) -> Path:
    """The compiled core, built and unpacked into ``target``; returns ``target``."""
    started = time.perf_counter()
    wheel = build_wheel(target.parent / f"{target.name}-wheel")
    unpack(wheel, target)
    size = sum(p.stat().st_size for p in target.rglob("*") if p.suffix in (".so", ".pyd"))
    print(
        f"compiled core: {wheel.name} ({wheel.stat().st_size / 1024:.0f} KiB) in "
        f"{time.perf_counter() - started:.0f} s; its extension modules "
        f"{size / 1024:.0f} KiB, unpacked in {target}",
        flush=True,
    )
    return target


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--into", type=Path, default=DEFAULT_TARGET, help="(build/compiled)")
    args = parser.parse_args(argv)
    build(args.into.resolve())
    return 0


if __name__ == "__main__":
    sys.exit(main())
