"""Extract the game's strings into translations/*.ts and compile them into .qm files.

    python tools/update_translations.py            # lupdate, then lrelease into the package
    python tools/update_translations.py --check    # exit 1 if a committed .qm is stale

``pyside6-lupdate`` reads every module of the package and updates
``translations/hearts-qt_<lang>.ts`` (strings no longer in the code are dropped, a
translation already made is kept); translators edit those files, with Qt Linguist
(``pyside6-linguist``) or by hand. ``pyside6-lrelease`` then writes
``hearts_qt/resources/translations/hearts-qt_<lang>.qm``, which the game loads. The .qm
files are committed, so a fresh ``pip install -e .`` has them; a test fails when one
differs from what its .ts compiles to. A language is one more entry in ``LANGUAGES``;
the tests then ask for the rest it needs: its number of plural forms
(``tests/test_translations.py``), its words in the desktop entry, the AppStream metainfo
and the Windows installer (``tests/packaging/test_packaging_languages.py``). The frozen
app takes Qt's own ``qtbase_<lang>.qm`` for every shipped language by itself.

English is the source language, but its plurals need a .ts too: a text with a number,
``translate(ctx, "%n point(s)", None, n)``, is written with "(s)", and
``hearts-qt_en.ts`` holds only such texts (``-pluralonly``), their forms filled in here
("%n point", "%n points") unless a person wrote them otherwise.
"""

from __future__ import annotations

import argparse
import re
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "hearts_qt"
TS_DIR = ROOT / "translations"
QM_DIR = PACKAGE / "resources" / "translations"
LANGUAGES = ("cs", "de", "en", "es", "fr")
"""The languages with a .ts file (English for its plural forms only)."""
_UNFINISHED_PLURAL = re.compile(
    r"(<source>(?P<source>[^<]*)</source>\n(?:\s*<comment>[^<]*</comment>\n)?(?P<indent>\s*))"
    r'<translation type="unfinished">\s*<numerusform>[^<]*</numerusform>\s*'
    r"<numerusform>[^<]*</numerusform>\s*</translation>"
)
"""An English plural not yet filled in: empty, or lupdate's guess from the same text in
another context (which it leaves unfinished); one a person wrote is finished."""


def tool(name: str) -> str:
    """A PySide6 tool next to this Python (a venv's bin), else whichever is on PATH."""
    here = Path(sys.executable).parent / name
    return str(here) if here.exists() else name


def sources() -> list[Path]:
    """Every Python module of the package, in a stable order."""
    return sorted(p for p in PACKAGE.rglob("*.py") if "__pycache__" not in p.parts)


def ts_path(language: str) -> Path:
    return TS_DIR / f"hearts-qt_{language}.ts"


def qm_path(language: str) -> Path:
    return QM_DIR / f"hearts-qt_{language}.qm"


def lupdate(ts_files: list[Path]) -> None:
    """Update (or create) ``ts_files`` from the sources."""
    for ts in ts_files:
        ts.parent.mkdir(parents=True, exist_ok=True)
        language = ts.stem.rsplit("_", 1)[-1]
        command = [tool("pyside6-lupdate"), *map(str, sources()), "-no-obsolete"]
        command += ["-source-language", "en", "-target-language", language, "-ts", str(ts)]
        if language == "en":
            command.append("-pluralonly")
        subprocess.run(command, check=True, capture_output=True, text=True)
        if language == "en":
            ts.write_text(english_plurals(ts.read_text(encoding="utf-8")), encoding="utf-8")


def english_plurals(ts_text: str) -> str:
    """The unfinished English plurals filled in: "point(s)" is "point", then "points"."""

    def forms(match: re.Match[str]) -> str:
        source, indent = match["source"], match["indent"]
        one, more = source.replace("(s)", ""), source.replace("(s)", "s")
        inner = "\n" + indent + "    "
        return (
            f"{match[1]}<translation>{inner}<numerusform>{one}</numerusform>"
            f"{inner}<numerusform>{more}</numerusform>\n{indent}</translation>"
        )

    return _UNFINISHED_PLURAL.sub(forms, ts_text)


def lrelease(ts: Path, qm: Path) -> None:
    """Compile ``ts`` into ``qm``, replacing it whole: a running game maps its .qm into
    memory, and a file rewritten in place under it ends that game with a bus error."""
    qm.parent.mkdir(parents=True, exist_ok=True)
    fresh = qm.with_name(qm.name + ".new")
    command = [tool("pyside6-lrelease"), "-silent", str(ts), "-qm", str(fresh)]
    subprocess.run(command, check=True, capture_output=True, text=True)
    fresh.replace(qm)


def stale_qm_files() -> list[str]:
    """The committed .qm files that differ from what their .ts compiles to (or are missing)."""
    stale = []
    with tempfile.TemporaryDirectory() as tmp:
        for language in LANGUAGES:
            fresh = Path(tmp) / qm_path(language).name
            lrelease(ts_path(language), fresh)
            committed = qm_path(language)
            if not committed.exists() or committed.read_bytes() != fresh.read_bytes():
                stale.append(committed.name)
    return stale


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only check the .qm files")
    args = parser.parse_args(argv)
    if args.check:
        stale = stale_qm_files()
        for name in stale:
            print(f"{name} differs from its .ts: run python tools/update_translations.py")
        return 1 if stale else 0
    lupdate([ts_path(language) for language in LANGUAGES])
    for language in LANGUAGES:
        lrelease(ts_path(language), qm_path(language))
        print(f"{ts_path(language).relative_to(ROOT)} -> {qm_path(language).relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
