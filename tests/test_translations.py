"""Every visible string reaches the translators: ``pyside6-lupdate`` extracts each
translate call of the package under its own context, as the code asks for it at run time,
and the committed .qm files are what their .ts files compile to."""

from __future__ import annotations

import ast
import importlib.util
import pathlib
import sys
import xml.etree.ElementTree as ET
from types import ModuleType

import pytest
from PySide6.QtCore import QTranslator

from hearts_qt.engine import IllegalMove

ROOT = pathlib.Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "hearts_qt"
TRANSLATE_OWNERS = {"QCoreApplication", "QApplication", "QGuiApplication"}
MARKED_ELSEWHERE = {("controller/texts.py", "illegal_reason")}
"""Calls that translate a variable: texts marked with ``QT_TRANSLATE_NOOP`` where they are
defined (the engine's reasons), translated where they are shown."""


def _tool() -> ModuleType:
    path = ROOT / "tools" / "update_translations.py"
    spec = importlib.util.spec_from_file_location("update_translations", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault("update_translations", module)
    spec.loader.exec_module(module)
    return module


class _Calls(ast.NodeVisitor):
    """The (context, source) of every translate call in a module, and the calls that
    lupdate cannot read: a ``tr`` wrapper, ``other.tr``, or a non-literal argument."""

    def __init__(self, where: str) -> None:
        self.where = where
        self.classes: list[str] = []
        self.functions: list[str] = ["<module>"]
        self.found: set[tuple[str, str]] = set()
        self.unreadable: list[str] = []

    def visit_ClassDef(self, node: ast.ClassDef) -> None:
        self.classes.append(node.name)
        self.generic_visit(node)
        self.classes.pop()

    def visit_FunctionDef(self, node: ast.FunctionDef) -> None:
        self.functions.append(node.name)
        self.generic_visit(node)
        self.functions.pop()

    def visit_Call(self, node: ast.Call) -> None:
        self.generic_visit(node)
        func = node.func
        line = f"{self.where}:{node.lineno}"
        if isinstance(func, ast.Name) and func.id in ("tr", "tr_n"):
            self.unreadable.append(f"{line}: a {func.id}() wrapper")
        elif isinstance(func, ast.Attribute) and func.attr == "tr":
            owner = func.value
            if not (isinstance(owner, ast.Name) and owner.id == "self") or not self.classes:
                self.unreadable.append(f"{line}: tr() of another object")
            else:
                self._literal(line, [self.classes[-1]], node.args[:1])
        elif self._is_translate(func):
            if (self.where, self.functions[-1]) in MARKED_ELSEWHERE:
                return
            counts = node.args[3:] + [k.value for k in node.keywords if k.arg == "n"]
            if any(not isinstance(count, ast.Constant) for count in counts):
                # lupdate drops the plural (or the whole text) unless the count is a number
                self.unreadable.append(f"{line}: a count outside self.tr()")
            self._literal(line, [], node.args[:2])
        elif isinstance(func, ast.Name) and func.id == "QT_TRANSLATE_NOOP":
            self._literal(line, [], node.args[:2])

    @staticmethod
    def _is_translate(func: ast.expr) -> bool:
        if isinstance(func, ast.Name):
            return func.id == "translate"
        return (
            isinstance(func, ast.Attribute)
            and func.attr == "translate"
            and isinstance(func.value, ast.Name)
            and func.value.id in TRANSLATE_OWNERS
        )

    def _literal(self, line: str, context: list[str], args: list[ast.expr]) -> None:
        texts = [a.value for a in args if isinstance(a, ast.Constant) and isinstance(a.value, str)]
        if len(texts) != len(args) or len(context) + len(texts) != 2:
            self.unreadable.append(f"{line}: not literal")
            return
        key = (*context, *texts)
        self.found.add((key[0], key[1]))


def _calls() -> _Calls:
    calls = _Calls("")
    for path in sorted(PACKAGE.rglob("*.py")):
        if path.name == "i18n.py":
            continue  # the one translate() that passes its arguments on
        calls.where = str(path.relative_to(PACKAGE))
        calls.visit(ast.parse(path.read_text(encoding="utf-8")))
    return calls


def _messages(ts: pathlib.Path) -> list[tuple[str, str]]:
    """The (context, source) of every message of a .ts file."""
    root = ET.parse(ts).getroot()
    return [
        (context.findtext("name") or "", message.findtext("source") or "")
        for context in root.iter("context")
        for message in context.iter("message")
    ]


def _extracted(tmp_path: pathlib.Path) -> list[tuple[str, str]]:
    ts = tmp_path / "hearts-qt_cs.ts"
    _tool().lupdate([ts])
    return _messages(ts)


def test_every_translate_call_has_literal_arguments() -> None:
    assert _calls().unreadable == []


def test_lupdate_extracts_every_string_with_its_context(tmp_path: pathlib.Path) -> None:
    extracted = _extracted(tmp_path)
    assert [source for context, source in extracted if not context] == []
    assert set(extracted) == _calls().found
    # The old wrapper tr("Seat", "South") was extracted as the source text "Seat".
    assert ("Seat", "South") in extracted
    assert {"Seat", "Suit", "Status"}.isdisjoint(source for _, source in extracted)


def test_the_engine_s_reasons_are_marked(tmp_path: pathlib.Path) -> None:
    reasons = {v for k, v in vars(IllegalMove).items() if k.isupper() and isinstance(v, str)}
    assert len(reasons) > 10
    assert {("IllegalMove", reason) for reason in reasons} <= set(_extracted(tmp_path))


def test_a_wrapper_is_caught(tmp_path: pathlib.Path) -> None:
    calls = _Calls("wrapped.py")
    calls.visit(ast.parse('def f(self, x):\n    tr("Seat", "South")\n    x.tr("A")\n'))
    calls.visit(ast.parse('translate("Table", text)\nQCoreApplication.translate(c, "B")\n'))
    calls.visit(ast.parse('translate("Table", "%n card(s)", None, len(cards))\n'))
    assert len(calls.unreadable) == 5
    assert calls.found == {("Table", "%n card(s)")}


def test_the_committed_translation_files_are_up_to_date(tmp_path: pathlib.Path) -> None:
    """lupdate over the sources changes no .ts: no string of the code is missing from
    one, none is left that the code no longer has (obsolete or vanished), and every .qm
    is what its .ts compiles to."""
    tool = _tool()
    assert tool.stale_qm_files() == [], "run python tools/update_translations.py"
    for language in tool.LANGUAGES:
        fresh = tmp_path / f"hearts-qt_{language}.ts"
        fresh.write_bytes(tool.ts_path(language).read_bytes())
        tool.lupdate([fresh])
        ours, extracted = _messages(tool.ts_path(language)), _messages(fresh)
        missing = [m for m in extracted if m not in ours]
        assert missing == [], f"not in {language}.ts: run python tools/update_translations.py"
        gone = [m for m in ours if m not in extracted] + _obsolete(tool.ts_path(language))
        assert gone == [], f"no longer in the code, still in {language}.ts: run the tool"
        assert extracted == ours, "run python tools/update_translations.py"  # the order


def _obsolete(ts: pathlib.Path) -> list[tuple[str, str]]:
    """The messages that lupdate kept though the code no longer has them."""
    root = ET.parse(ts).getroot()
    return [
        (context.findtext("name") or "", message.findtext("source") or "")
        for context in root.iter("context")
        for message in context.iter("message")
        for translation in message.iter("translation")
        if translation.get("type") in ("obsolete", "vanished")
    ]


PLURAL_FORMS = {"cs": 3, "de": 2, "en": 2, "es": 2, "fr": 2}
"""How many forms a number of things takes in each language, as Qt counts them: Czech
1 bod, 2 body, 5 bodů; French 0 et 1 point, 2 points; German, Spanish, English 1 and 2."""


@pytest.mark.parametrize("language", _tool().LANGUAGES)
def test_every_plural_has_the_forms_its_language_needs(language: str) -> None:
    root = ET.parse(_tool().ts_path(language)).getroot()
    plurals = [m for m in root.iter("message") if m.get("numerus") == "yes"]
    assert len(plurals) >= 5
    wrong = []
    for message in plurals:
        translation = message.find("translation")
        assert translation is not None
        forms = [form.text or "" for form in translation.iter("numerusform")]
        finished = translation.get("type") != "unfinished"
        if len(forms) != PLURAL_FORMS[language] or (finished and not all(forms)):
            wrong.append((message.findtext("source"), forms))
    assert wrong == [], f"{language} needs {PLURAL_FORMS[language]} forms"


@pytest.mark.parametrize("language", sorted(PLURAL_FORMS))
def test_qt_counts_the_forms_so(tmp_path: pathlib.Path, language: str) -> None:
    """Compiled for ``language``, a plural with PLURAL_FORMS forms uses each of them for
    some number: the table is Qt's rule, not a guess."""
    count = PLURAL_FORMS[language]
    forms = "".join(f"<numerusform>form {i}</numerusform>" for i in range(count))
    ts = tmp_path / f"plural_{language}.ts"
    ts.write_text(
        f'<?xml version="1.0" encoding="utf-8"?><TS version="2.1" language="{language}">'
        '<context><name>Table</name><message numerus="yes"><source>%n point(s)</source>'
        f"<translation>{forms}</translation></message></context></TS>",
        encoding="utf-8",
    )
    qm = tmp_path / f"plural_{language}.qm"
    _tool().lrelease(ts, qm)
    translator = QTranslator()
    assert translator.load(str(qm))
    numbers = [*range(200), 1000, 1_000_000]
    used = {translator.translate("Table", "%n point(s)", None, n) for n in numbers}
    assert used == {f"form {i}" for i in range(count)}


def test_every_language_says_how_many_forms_it_has() -> None:
    assert sorted(PLURAL_FORMS) == sorted(_tool().LANGUAGES)


def test_english_gives_both_forms_of_every_plural(tmp_path: pathlib.Path) -> None:
    root = ET.parse(_tool().ts_path("en")).getroot()
    plurals = list(root.iter("message"))
    assert len(plurals) >= 5
    for message in plurals:
        translation = message.find("translation")
        assert translation is not None and translation.get("type") is None
        forms = [form.text for form in translation.iter("numerusform")]
        source = message.findtext("source") or ""
        assert (
            forms == [source.replace("(s)", ""), source.replace("(s)", "s")] or "(s)" not in source
        )


@pytest.mark.parametrize("language", _tool().LANGUAGES)
def test_a_ts_file_names_its_language(language: str) -> None:
    root = ET.parse(_tool().ts_path(language)).getroot()
    assert (root.get("language"), root.get("sourcelanguage")) == (language, "en")
