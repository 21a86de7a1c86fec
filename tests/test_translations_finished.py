"""Every string of the game is translated in every language that ships: no message of a
.ts is unfinished (the up-to-date test in test_translations.py makes sure the .ts holds
every string of the code)."""

from __future__ import annotations

import pathlib
import xml.etree.ElementTree as ET

import pytest

ROOT = pathlib.Path(__file__).resolve().parent.parent
TRANSLATED = ("cs", "de", "es", "fr")
"""Every language but English, which has only its plurals in a .ts (filled in by the tool)."""


def _unfinished(language: str) -> list[tuple[str, str]]:
    root = ET.parse(ROOT / "translations" / f"hearts-qt_{language}.ts").getroot()
    return [
        (context.findtext("name") or "", message.findtext("source") or "")
        for context in root.iter("context")
        for message in context.iter("message")
        for translation in message.iter("translation")
        if translation.get("type") == "unfinished"
    ]


@pytest.mark.parametrize("language", TRANSLATED)
def test_every_string_is_translated(language: str) -> None:
    assert _unfinished(language) == [], f"translate these in translations/hearts-qt_{language}.ts"
