"""What the system shows of the game outside its window speaks every language the game
ships: the desktop entry, the AppStream metainfo and the Windows installer."""

from __future__ import annotations

import configparser
import os
import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from hearts_qt.i18n import SOURCE_LANGUAGE, shipped_languages

ROOT = Path(__file__).resolve().parents[2]
LINUX = ROOT / "packaging" / "linux"
DESKTOP = LINUX / "hearts-qt.desktop"
METAINFO = next(LINUX.glob("*.metainfo.xml"))
INNO = ROOT / "packaging" / "windows" / "hearts-qt.iss"
XML_LANG = "{http://www.w3.org/XML/1998/namespace}lang"
LANGUAGES = [code for code in shipped_languages() if code != SOURCE_LANGUAGE]
INNO_NAMES = {"cs": "Czech", "de": "German", "es": "Spanish", "fr": "French"}
"""Inno Setup's name of each language: its compiler:Languages\\<Name>.isl."""


def test_the_game_ships_czech_german_spanish_and_french() -> None:
    assert LANGUAGES == ["cs", "de", "es", "fr"]


def _entry() -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # type: ignore[assignment,method-assign]
    parser.read(DESKTOP, encoding="utf-8")
    return parser["Desktop Entry"]


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_desktop_entry_speaks_each_language(language: str) -> None:
    entry = _entry()
    for key in ("GenericName", "Comment", "Keywords"):
        assert entry.get(f"{key}[{language}]", entry[key]) != entry[key], key
    # German players call the game Hearts: a name of its own is for the others.
    assert (f"Name[{language}]" in entry) == (language != "de")


def _metainfo() -> ET.Element:
    return ET.parse(METAINFO).getroot()


def _lang(element: ET.Element) -> str | None:
    return element.get(XML_LANG)


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_metainfo_speaks_each_language(language: str) -> None:
    root = _metainfo()
    summaries = {_lang(s): s.text for s in root.findall("summary")}
    assert summaries.get(language) not in (None, summaries[None])
    description = root.find("description")
    assert description is not None
    paragraphs = [p for p in description if p.tag in ("p", "ul")]
    english = [p for p in paragraphs if p.tag == "p" and _lang(p) is None]
    translated = [p for p in paragraphs if p.tag == "p" and _lang(p) == language]
    assert len(translated) == len(english)
    for items in description.findall("ul"):
        points = items.findall("li")
        # Each English point is followed by its translations.
        assert sum(_lang(li) is None for li in points) == sum(
            _lang(li) == language for li in points
        )


def _inno() -> str:
    return INNO.read_text(encoding="utf-8-sig")


def test_the_installer_speaks_each_language_and_reads_as_utf8() -> None:
    assert INNO.read_bytes().startswith(b"\xef\xbb\xbf")  # Inno Setup before 6.3 needs it
    text = _inno()
    languages = re.findall(r'^Name: "(\w+)"; MessagesFile: "compiler:([^"]+)"', text, re.M)
    assert languages == [("english", "Default.isl")] + [
        (INNO_NAMES[code].lower(), f"Languages\\{INNO_NAMES[code]}.isl")
        for code in sorted(LANGUAGES, key=lambda code: INNO_NAMES[code])
    ]


def test_each_of_the_installer_s_own_messages_is_in_each_language() -> None:
    text = _inno()
    used = set(re.findall(r"\{cm:(\w+)\}", text))
    defined = re.findall(r"^(\w+)\.(\w+)=(.+)$", text, re.M)
    ours = {name for _language, name, _text in defined}
    assert ours and ours <= used
    for name in ours:
        texts = {language: words for language, message, words in defined if message == name}
        assert sorted(texts) == sorted(["english", *(INNO_NAMES[c].lower() for c in LANGUAGES)])
        assert len(set(texts.values())) == len(texts), name


def test_the_man_page_stays_english_on_a_czech_system() -> None:
    """The page is made from the same parser as ``--help``, which speaks the player's
    language only once the app has loaded a translation: building never does."""
    code = (
        "import sys; sys.path[:0] = ['packaging', 'packaging/linux']; import manpage; "
        "print(manpage.text())"
    )
    env = {k: v for k, v in os.environ.items() if k not in ("LC_ALL", "LANGUAGE")}
    done = subprocess.run(
        [sys.executable, "-c", code],
        cwd=ROOT,
        env={**env, "LANG": "cs_CZ.UTF-8"},
        capture_output=True,
        text=True,
        check=True,
    )
    assert "show this help and exit." in done.stdout
    assert "start a new game whose deals come from this seed" in done.stdout
