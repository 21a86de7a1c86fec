"""Which parts of Qt the frozen app keeps: the rules the spec applies after analysis.

PyInstaller's PySide6 hooks collect every plugin and translation that the imported Qt
modules might use, and the libraries those plugins need (a virtual keyboard plugin brings
all of Qt Quick, for one). The app draws widgets and SVG cards, so it keeps:

- the platform plugins people run it on (xcb, wayland, windows, cocoa) and ``offscreen``
  for the smoke check and headless runs;
- the ``svg`` image format and icon engine (the card art and the icon are SVG);
- what makes it look native and accept keyboard input on each desktop;

then drops every Qt library no kept file needs. Pure Python, no PyInstaller import, so
the tests can check the rules without building.
"""

from __future__ import annotations

import fnmatch
import re
import struct
from collections.abc import Callable, Collection, Iterable, Sequence
from pathlib import Path, PurePosixPath

KEEP_PLUGINS: dict[str, tuple[str, ...]] = {
    # Where windows go: X11, Wayland, Windows, macOS; offscreen for the smoke check.
    "platforms": ("qxcb", "qwayland*", "qwindows", "qcocoa", "qoffscreen"),
    # The card art and the icon are SVG.
    "imageformats": ("qsvg",),
    "iconengines": ("qsvgicon",),
    # X11 and Wayland need these to create windows at all (GL for the compositor path).
    "xcbglintegrations": ("qxcb-glx-integration", "qxcb-egl-integration"),
    "wayland-shell-integration": ("xdg-shell",),
    "wayland-decoration-client": ("bradient", "adwaita"),
    "wayland-graphics-integration-client": ("qt-plugin-wayland-egl",),
    # Portal theme: dark mode and fonts on GNOME/KDE; compose keys and IBus for input.
    "platformthemes": ("qxdgdesktopportal",),
    "platforminputcontexts": (
        "composeplatforminputcontextplugin",
        "ibusplatforminputcontextplugin",
    ),
    # TLS for network tables: OpenSSL (Linux, also Windows), Schannel, Secure Transport.
    "tls": ("qopensslbackend", "qschannelbackend", "qsecuretransportbackend"),
    # Native widget styles on Windows and macOS.
    "styles": ("qmodernwindowsstyle", "qwindowsvistastyle", "qmacstyle"),
}
"""Plugin type → file name patterns (without ``lib`` and the suffix) that the app keeps.
A plugin type not listed here is left out whole (sql drivers, qml tooling, …)."""

KEEP_QT_TRANSLATIONS: tuple[str, ...] = ("qtbase",)
"""Qt's own translation catalogues kept when the app installs a translator for them."""

_TRANSLATION = re.compile(r"^(?P<catalogue>.+?)_(?P<language>[a-z]{2,3}(?:_[A-Z]{2})?)\.qm$")
_SUFFIX = re.compile(r"\.(so(\.\d+)*|dll|dylib|pyd)$", re.IGNORECASE)
_QT_LIBRARY = re.compile(r"^(lib)?Qt6?(?P<module>[A-Za-z0-9]+)(\.framework|\.so|\.dll|\.dylib|$)")


def _parts(dest: str) -> tuple[str, ...]:
    return PurePosixPath(dest.replace("\\", "/")).parts


def _is_pyside(dest: str) -> bool:
    parts = _parts(dest)
    return bool(parts) and parts[0] == "PySide6"


def plugin_of(dest: str) -> tuple[str, str] | None:
    """``(type, name)`` of a Qt plugin at ``dest`` in the bundle, else None.

    >>> plugin_of("PySide6/Qt/plugins/platforms/libqxcb.so")
    ('platforms', 'qxcb')
    >>> plugin_of("PySide6\\\\plugins\\\\imageformats\\\\qsvg.dll")
    ('imageformats', 'qsvg')
    """
    parts = _parts(dest)
    if not _is_pyside(dest) or "plugins" not in parts:
        return None
    at = parts.index("plugins")
    if len(parts) != at + 3:
        return None
    name = _SUFFIX.sub("", parts[at + 2])
    if name.startswith("lib"):
        name = name[3:]
    return parts[at + 1], name


def keep_plugin(kind: str, name: str) -> bool:
    return any(fnmatch.fnmatchcase(name, p) for p in KEEP_PLUGINS.get(kind, ()))


def translation_of(dest: str) -> tuple[str, str] | None:
    """The catalogue and the language of a Qt translation file at ``dest``, else None.

    >>> translation_of("PySide6/Qt/translations/qtbase_pt_BR.qm")
    ('qtbase', 'pt_BR')
    >>> translation_of("PySide6/Qt/translations/qt_help_de.qm")
    ('qt_help', 'de')
    """
    parts = _parts(dest)
    if not _is_pyside(dest) or "translations" not in parts:
        return None
    found = _TRANSLATION.match(parts[-1])
    return (found["catalogue"], found["language"]) if found else None


def keep(
    dest: str,
    qt_translations: Sequence[str] = KEEP_QT_TRANSLATIONS,
    languages: Collection[str] | None = None,
) -> bool:
    """Whether the file at ``dest`` (a path inside the bundle) stays in it: of Qt's
    translations, the catalogues ``qt_translations`` in the ``languages`` the app ships
    (all when None)."""
    plugin = plugin_of(dest)
    if plugin is not None:
        return keep_plugin(*plugin)
    translation = translation_of(dest)
    if translation is not None:
        catalogue, language = translation
        return catalogue in qt_translations and (languages is None or language in languages)
    return True


def shipped_languages(resources: Path) -> tuple[str, ...]:
    """The languages the app has a ``hearts-qt_<code>.qm`` for in ``resources``, but
    English, its source language (Qt's words in English need no catalogue)."""
    folder = resources / "translations"
    codes = (p.stem.removeprefix("hearts-qt_") for p in folder.glob("hearts-qt_*.qm"))
    return tuple(sorted(code for code in codes if code != "en"))


def qt_library_module(dest: str) -> str | None:
    """The Qt module a shared library of Qt belongs to (``Quick``), else None.

    >>> qt_library_module("PySide6/Qt/lib/libQt6Quick.so.6")
    'Quick'
    >>> qt_library_module("PySide6/Qt6Svg.dll")
    'Svg'
    >>> qt_library_module("PySide6/Qt/lib/QtGui.framework/Versions/A/QtGui")
    'Gui'
    >>> qt_library_module("PySide6/QtGui.abi3.so") is None
    True
    """
    parts = _parts(dest)
    if not _is_pyside(dest) or ".abi3." in parts[-1] or parts[-1].endswith(".pyd"):
        return None
    for part in parts[1:]:
        match = _QT_LIBRARY.match(part)
        if match and (part.endswith(".framework") or part == parts[-1]):
            return match.group("module")
    return None


SYSTEM_LIBRARIES: tuple[str, ...] = (
    "libstdc++.so.*",
    "libgcc_s.so.*",
    "libGL.so.*",
    "libGLX*.so.*",
    "libEGL.so.*",
    "libOpenGL.so.*",
    "libGLdispatch.so.*",
    "libX*.so.*",
    "libxcb*.so.*",
    "libxkbcommon*.so.*",
    "libwayland-*.so.*",
    "libfontconfig.so.*",
    "libfreetype.so.*",
    "libdbus-1.so.*",
    "libglib-2.0.so.*",
    "libgthread-2.0.so.*",
    "libgobject-2.0.so.*",
    "libgio-2.0.so.*",
    "libgmodule-2.0.so.*",
    "libz.so.*",
    "libzstd.so.*",
    "libmvec.so.*",
)
"""Linux libraries the frozen app takes from the system, never from the bundle: the
graphics stack, X11/Wayland, fonts and D-Bus must match the desktop they run on (a bundled
``libstdc++`` older than the system's breaks Mesa's drivers), and glibc's vector maths
(``libmvec``, which the sound library links) must be the system's glibc. The .deb depends
on them."""


def is_system_library(name: str) -> bool:
    base = PurePosixPath(name.replace("\\", "/")).name
    return any(fnmatch.fnmatchcase(base, p) for p in SYSTEM_LIBRARIES)


Entry = tuple[str, str, str]
"""A PyInstaller TOC entry: (destination in the bundle, source, type code)."""


def prune_binaries(
    binaries: Sequence[Entry],
    imports: Callable[[str], Iterable[str]],
    *,
    linux: bool,
) -> tuple[list[Entry], list[str]]:
    """The binaries the kept files need, and the destinations left out.

    Python extension modules, the Python library, Qt plugins and anything else PyInstaller
    did not merely collect as a dependency are roots; a Qt library (and, on Linux, any
    dependency from outside PySide6) stays only if a root needs it, directly or not. On
    Linux the :data:`SYSTEM_LIBRARIES` go, and what only they need is not followed.
    ``imports(src)`` names the libraries ``src`` links to.
    """
    by_name: dict[str, list[Entry]] = {}
    for entry in binaries:
        by_name.setdefault(_key(entry[0]), []).append(entry)

    def prunable(entry: Entry) -> bool:
        dest, _src, kind = entry
        if qt_library_module(dest) is not None:
            return True
        return linux and kind == "BINARY" and not _is_pyside(dest) and not _is_core(dest)

    def system(entry: Entry) -> bool:
        return linux and is_system_library(entry[0])

    todo = [e for e in binaries if not prunable(e) and not system(e)]
    reached = set(todo)
    while todo:
        entry = todo.pop()
        for name in imports(entry[1]):
            for target in by_name.get(_key(name), ()):
                if target not in reached and not system(target):
                    reached.add(target)
                    todo.append(target)
    kept = [e for e in binaries if e in reached]
    return kept, [e[0] for e in binaries if e not in reached]


def framework_folders(dests: Iterable[str]) -> set[str]:
    """The ``….framework`` folders (macOS) that the given destinations lie in.

    >>> sorted(framework_folders(["PySide6/Qt/lib/QtQuick.framework/Versions/A/QtQuick"]))
    ['PySide6/Qt/lib/QtQuick.framework']
    """
    folders: set[str] = set()
    for dest in dests:
        parts = _parts(dest)
        for at, part in enumerate(parts):
            if part.endswith(".framework"):
                folders.add("/".join(parts[: at + 1]))
                break
    return folders


def inside(dest: str, folders: set[str]) -> bool:
    """Whether ``dest`` lies in one of ``folders``."""
    parts = _parts(dest)
    return any("/".join(parts[:at]) in folders for at in range(1, len(parts)))


def _is_core(dest: str) -> bool:
    """The Python library and the bundle's own top-level packages are never pruned."""
    base = _parts(dest)[-1]
    return base.startswith(("libpython", "python3")) or len(_parts(dest)) > 1


def _key(name: str) -> str:
    """What a link names a library by: the file name, or ``QtGui`` for a framework's."""
    return PurePosixPath(name.replace("\\", "/")).name.lower()


DT_NEEDED, DT_RPATH, DT_RUNPATH = 1, 15, 29
"""The dynamic-section tags whose values name libraries or library folders."""


def elf_needed(path: str) -> list[str]:
    """The DT_NEEDED entries of an ELF file (the libraries it links to), [] if not ELF.

    Read directly, so analysis needs neither ``ldd`` (which lists dependencies of
    dependencies, and runs code) nor binutils.
    """
    return [value for tag, value in elf_dynamic_strings(path) if tag == DT_NEEDED]


def elf_search_paths(path: str) -> dict[str, list[str]]:
    """``{"RPATH": [...], "RUNPATH": [...]}``: the library folders an ELF file names
    (each entry split at ``:``); the keys of the tags it has, {} if none or not ELF."""
    found: dict[str, list[str]] = {}
    for tag, value in elf_dynamic_strings(path):
        if tag in (DT_RPATH, DT_RUNPATH):
            name = "RPATH" if tag == DT_RPATH else "RUNPATH"
            found.setdefault(name, []).extend(p for p in value.split(":") if p)
    return found


def elf_dynamic_strings(path: str) -> list[tuple[int, str]]:
    """``(tag, text)`` of the NEEDED, RPATH and RUNPATH entries of an ELF file's dynamic
    section, in file order; [] if the file is not ELF."""
    with open(path, "rb") as f:
        data = f.read()
    if data[:4] != b"\x7fELF":
        return []
    wide = data[4] == 2
    order = "<" if data[5] == 1 else ">"
    if wide:
        (shoff,) = struct.unpack_from(order + "Q", data, 0x28)
        shentsize, shnum = struct.unpack_from(order + "HH", data, 0x3A)
        section = order + "IIQQQQIIQQ"
    else:
        (shoff,) = struct.unpack_from(order + "I", data, 0x20)
        shentsize, shnum = struct.unpack_from(order + "HH", data, 0x2E)
        section = order + "IIIIIIIIII"
    sections = [struct.unpack_from(section, data, shoff + i * shentsize) for i in range(shnum)]
    found: list[tuple[int, str]] = []
    for _name, kind, _flags, _addr, offset, size, link, _info, _align, entsize in sections:
        if kind != 6:  # SHT_DYNAMIC
            continue
        strtab = sections[link][4]
        dyn = order + ("qQ" if wide else "iI")
        for at in range(offset, offset + size, entsize):
            tag, value = struct.unpack_from(dyn, data, at)
            if tag == 0:
                break
            if tag in (DT_NEEDED, DT_RPATH, DT_RUNPATH):
                end = data.index(b"\0", strtab + value)
                found.append((tag, data[strtab + value : end].decode()))
    return found
