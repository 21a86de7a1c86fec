"""Translation: the one ``translate`` every module calls with literal arguments, and the
translators the application loads at start-up.

``pyside6-lupdate`` finds a string only in ``translate("Context", "literal")``,
``QCoreApplication.translate(...)`` or ``self.tr("literal")``; a wrapper that takes the
context or the text as a variable hides it (``tools/update_translations.py`` extracts,
``tests/test_translations.py`` checks). The game speaks the language chosen in Options ▸
Language or, by default, the system's, if a ``hearts-qt_<code>.qm`` ships for it, else
English; Qt's own words (standard buttons) come from its ``qtbase_<code>.qm`` alongside,
and numbers are written as that language writes them (``QLocale.setDefault``: 1,5 in Czech
and French).
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from hearts_qt.resources import resource_path

log = logging.getLogger(__name__)

SOURCE_LANGUAGE = "en"
"""The language the code is written in: it needs no .qm to be spoken."""


_BEFORE_QT: list[QTranslator] = []
"""Our translator for the texts shown before the QApplication exists (``--help``)."""


def translate(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """``QCoreApplication.translate``; ``n`` chooses the plural form of ``%n``. Before the
    application exists, the translator of ``speak_before_qt`` answers."""
    if _BEFORE_QT and QCoreApplication.instance() is None:
        found = _BEFORE_QT[0].translate(context, text, disambiguation, n)
        if found:
            return found.replace("%n", str(n)) if n >= 0 else found
    return QCoreApplication.translate(context, text, disambiguation, n)


def speak_before_qt(language: str, folder: Path | None = None) -> str:
    """Speak ``language`` (the setting, "" for the system's; see ``resolve``) before the
    QApplication exists, so that ``--help`` and a bad argument's message are translated;
    return the code spoken. Quiet: ``Translators.use`` says what is wrong later."""
    _BEFORE_QT.clear()
    folder = folder or resource_path("translations")
    shipped = shipped_languages(folder)
    chosen = language if language in shipped else ""
    code = resolve(chosen, QLocale.system().uiLanguages(), shipped)
    translator = QTranslator()
    loaded = code != SOURCE_LANGUAGE and translator.load(f"hearts-qt_{code}.qm", str(folder))
    if not loaded or translator.isEmpty():
        return SOURCE_LANGUAGE
    _BEFORE_QT.append(translator)
    return code


def shipped_languages(folder: Path | None = None) -> list[str]:
    """English, then every language a ``hearts-qt_<code>.qm`` ships for, by code."""
    folder = folder or resource_path("translations")
    codes = sorted(p.stem.removeprefix("hearts-qt_") for p in folder.glob("hearts-qt_*.qm"))
    return [SOURCE_LANGUAGE, *(code for code in codes if code != SOURCE_LANGUAGE)]


_NAMES = {"cs": "Čeština", "de": "Deutsch", "en": "English", "es": "Español", "fr": "Français"}
"""Names Qt spells otherwise ("español de España"), or that need no locale data."""


def language_name(code: str) -> str:
    """A language's name in itself, as a menu shows it: "Čeština", "Français"."""
    if code in _NAMES:
        return _NAMES[code]
    name = QLocale(code).nativeLanguageName() or code
    return name[:1].upper() + name[1:]


def resolve(language: str, system: Sequence[str], shipped: Sequence[str]) -> str:
    """The code to speak: ``language`` if it ships, else the first of the ``system``'s
    languages (``cs-CZ``, ``fr``…) that ships, by its whole name or its language, else
    English. A chosen language that does not ship is logged."""
    if language in shipped:
        return language
    if language:
        log.warning("The language %r is not one of %s; using the system's.", language, shipped)
    for name in system:
        code = name.replace("-", "_")
        for candidate in (code, code.split("_")[0]):
            if candidate in shipped:
                return candidate
    return SOURCE_LANGUAGE


def locale_for(code: str, system: QLocale) -> QLocale:
    """How numbers are written when the game speaks ``code``: the system's way when it is
    the system's language (its country's habits kept: en_GB, fr_CA), else the language's."""
    if system.name().split("_")[0] == code:
        return system
    return QLocale(code)


class Translators:
    """The application's translators: ours and Qt's, for one language at a time."""

    def __init__(self, app: QCoreApplication, folder: Path | None = None) -> None:
        _BEFORE_QT.clear()  # the application's translators answer from now on
        self.app = app
        self.folder = folder or resource_path("translations")
        self.installed: list[QTranslator] = []
        self.language = SOURCE_LANGUAGE
        self._locale_before: QLocale | None = None

    def use(self, language: str, system: Sequence[str] | None = None) -> str:
        """Speak ``language`` ("" for the system's; see ``resolve``) from now on, and
        return the code spoken. A .qm that cannot be loaded leaves English, logged once."""
        self.remove()
        system = QLocale.system().uiLanguages() if system is None else system
        code = resolve(language, system, shipped_languages(self.folder))
        if not self._install_ours(code):
            log.warning("The translation hearts-qt_%s.qm cannot be loaded; using English.", code)
            if code != SOURCE_LANGUAGE:
                self._install_ours(SOURCE_LANGUAGE)  # English's plurals, if it can
            code = SOURCE_LANGUAGE
        self.language = code
        self._locale_before = QLocale()
        QLocale.setDefault(locale_for(code, QLocale.system()))
        if code == SOURCE_LANGUAGE:
            return code
        qt = QTranslator(self.app)
        qt_folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        if qt.load(f"qtbase_{code}.qm", qt_folder):
            self._install(qt)
        return code

    def remove(self) -> None:
        """Back to English."""
        for translator in self.installed:
            self.app.removeTranslator(translator)
        self.installed.clear()
        self.language = SOURCE_LANGUAGE
        if self._locale_before is not None:
            QLocale.setDefault(self._locale_before)
            self._locale_before = None

    def _install_ours(self, code: str) -> bool:
        """Our .qm for ``code``, English too: its plural forms ("1 point", "2 points").
        A file cut short after its header loads as an empty catalogue: that counts as
        damaged too (every .qm that ships translates something)."""
        ours = QTranslator(self.app)
        if not ours.load(f"hearts-qt_{code}.qm", str(self.folder)) or ours.isEmpty():
            return False
        self._install(ours)
        return True

    def _install(self, translator: QTranslator) -> None:
        self.app.installTranslator(translator)
        self.installed.append(translator)
