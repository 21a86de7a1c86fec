"""The frozen app carries Qt's own translations (the standard buttons' words) only for the
languages the game speaks, not Qt's thirty-odd."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QLibraryInfo

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "packaging"))

import bundle_rules  # noqa: E402 - found through the path set just above
import pkgmeta  # noqa: E402

LANGUAGES = ("cs", "de", "es", "fr")


def test_the_languages_are_those_the_game_ships_but_english() -> None:
    assert bundle_rules.shipped_languages(pkgmeta.resources()) == LANGUAGES


@pytest.mark.parametrize(
    ("name", "kept"),
    [
        ("qtbase_cs.qm", True),
        ("qtbase_fr.qm", True),
        ("qtbase_nl.qm", False),
        ("qtbase_pt_BR.qm", False),
        ("qt_help_de.qm", False),
        ("qtdeclarative_de.qm", False),
    ],
)
def test_only_qtbase_in_the_shipped_languages_stays(name: str, kept: bool) -> None:
    dest = f"PySide6/Qt/translations/{name}"
    assert bundle_rules.keep(dest, ("qtbase",), LANGUAGES) is kept
    assert bundle_rules.keep(dest, ("qtbase",), (*LANGUAGES, "pt_BR", "nl")) is name.startswith(
        "qtbase_"
    )


def test_of_pyside6_s_catalogues_four_stay() -> None:
    folder = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))
    names = sorted(p.name for p in folder.glob("*.qm"))
    assert len(names) > 100
    kept = [
        name
        for name in names
        if bundle_rules.keep(
            f"PySide6/Qt/translations/{name}",
            bundle_rules.KEEP_QT_TRANSLATIONS,
            bundle_rules.shipped_languages(pkgmeta.resources()),
        )
    ]
    assert kept == [f"qtbase_{code}.qm" for code in LANGUAGES]
