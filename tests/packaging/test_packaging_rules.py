"""What the frozen app keeps of Qt, the .deb's fields and the AppDir, checked without
building: these run in the normal suite in a second (packaging/ci.sh builds for real)."""

from __future__ import annotations

import doctest
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"
sys.path.insert(0, str(PACKAGING / "linux"))
sys.path.insert(0, str(PACKAGING))

import appdir  # noqa: E402 - found through the path set just above
import bundle_rules  # noqa: E402
import deb  # noqa: E402
import pkgmeta  # noqa: E402
import share  # noqa: E402

LINUX = sys.platform.startswith("linux")


def test_doctests_of_the_rules() -> None:
    failures, tried = doctest.testmod(bundle_rules)
    assert tried > 0
    assert failures == 0


@pytest.mark.parametrize(
    ("dest", "kept"),
    [
        ("PySide6/Qt/plugins/platforms/libqxcb.so", True),
        ("PySide6/Qt/plugins/platforms/libqwayland.so", True),
        ("PySide6/Qt/plugins/platforms/libqoffscreen.so", True),
        ("PySide6/plugins/platforms/qwindows.dll", True),
        ("PySide6/Qt/plugins/platforms/libqcocoa.dylib", True),
        ("PySide6/Qt/plugins/platforms/libqvnc.so", False),
        ("PySide6/Qt/plugins/platforms/libqeglfs.so", False),
        ("PySide6/Qt/plugins/imageformats/libqsvg.so", True),
        ("PySide6/Qt/plugins/imageformats/libqjpeg.so", False),
        ("PySide6/Qt/plugins/iconengines/libqsvgicon.so", True),
        ("PySide6/Qt/plugins/platformthemes/libqgtk3.so", False),
        ("PySide6/Qt/plugins/sqldrivers/libqsqlite.so", False),
        ("PySide6/Qt/plugins/tls/libqopensslbackend.so", True),
        ("PySide6/plugins/tls/qschannelbackend.dll", True),
        ("PySide6/Qt/plugins/tls/libqcertonlybackend.so", False),
        ("PySide6/Qt/plugins/networkinformation/libqnetworkmanager.so", False),
        ("PySide6/Qt/plugins/platforminputcontexts/libqtvirtualkeyboardplugin.so", False),
        ("PySide6/Qt/translations/qtbase_de.qm", True),
        ("PySide6/Qt/translations/qtdeclarative_de.qm", False),
        ("PySide6/Qt/lib/libQt6Core.so.6", True),
        ("hearts_qt/resources/cards/QS.svg", True),
    ],
)
def test_which_qt_files_stay(dest: str, kept: bool) -> None:
    assert bundle_rules.keep(dest) is kept


def test_qt_translations_go_unless_asked_for() -> None:
    assert not bundle_rules.keep("PySide6/Qt/translations/qtbase_de.qm", ())


def _entry(dest: str, kind: str = "BINARY") -> bundle_rules.Entry:
    return (dest, f"/src/{dest}", kind)


def test_pruning_keeps_what_the_kept_files_need_and_nothing_else() -> None:
    links = {
        "/src/PySide6/QtGui.abi3.so": ["libQt6Gui.so.6", "libGL.so.1"],
        "/src/PySide6/Qt/lib/libQt6Gui.so.6": ["libQt6Core.so.6", "libfontconfig.so.1"],
        "/src/PySide6/Qt/lib/libQt6Quick.so.6": ["libQt6Qml.so.6"],
        "/src/libfontconfig.so.1": ["libexpat.so.1"],
        "/src/libgtk-3.so.0": ["libcairo.so.2"],
    }
    binaries = [
        _entry("PySide6/QtGui.abi3.so", "EXTENSION"),
        _entry("PySide6/Qt/lib/libQt6Gui.so.6"),
        _entry("PySide6/Qt/lib/libQt6Core.so.6"),
        _entry("PySide6/Qt/lib/libQt6Quick.so.6"),
        _entry("PySide6/Qt/lib/libQt6Qml.so.6"),
        _entry("libfontconfig.so.1"),
        _entry("libexpat.so.1"),
        _entry("libgtk-3.so.0"),
        _entry("libcairo.so.2"),
        _entry("libpython3.11.so.1.0"),
    ]
    kept, dropped = bundle_rules.prune_binaries(
        binaries, lambda src: links.get(src, []), linux=True
    )
    assert [e[0] for e in kept] == [
        "PySide6/QtGui.abi3.so",
        "PySide6/Qt/lib/libQt6Gui.so.6",
        "PySide6/Qt/lib/libQt6Core.so.6",
        "libpython3.11.so.1.0",
    ]
    assert "libfontconfig.so.1" in dropped  # from the system, in Depends
    assert "libexpat.so.1" in dropped  # needed only by a system library
    assert "PySide6/Qt/lib/libQt6Quick.so.6" in dropped


def test_pruning_elsewhere_touches_only_qt_libraries() -> None:
    binaries = [_entry("PySide6/QtGui.pyd", "EXTENSION"), _entry("vcruntime140.dll")]
    binaries.append(_entry("PySide6/Qt6Quick.dll"))
    kept, dropped = bundle_rules.prune_binaries(binaries, lambda src: [], linux=False)
    assert dropped == ["PySide6/Qt6Quick.dll"]
    assert len(kept) == 2


@pytest.mark.skipif(not LINUX, reason="ELF files")
def test_elf_needed_reads_the_links_of_a_real_library() -> None:
    needed = bundle_rules.elf_needed(sys.executable)
    assert any(name.startswith("libc.so") for name in needed) or needed == []
    assert bundle_rules.elf_needed(str(Path(__file__))) == []


def _fake_bundle(folder: Path) -> Path:
    bundle = folder / "hearts-qt"
    (bundle / "_internal").mkdir(parents=True)
    program = bundle / "hearts-qt"
    program.write_text('#!/bin/sh\necho "bundle ran with: $*"\n')
    program.chmod(0o755)
    return bundle


@pytest.mark.skipif(not LINUX or not Path("/bin/true").exists(), reason="Linux packaging")
def test_depends_lists_the_system_libraries_with_the_glibc_floor(tmp_path: Path) -> None:
    bundle = _fake_bundle(tmp_path)
    shutil.copyfile("/bin/true", bundle / "_internal" / "true")
    fields = dict(
        line.split(": ", 1)
        for line in deb.control(bundle, 123, version="1.2-3").splitlines()
        if ": " in line and not line.startswith(" ")
    )
    assert fields["Package"] == "hearts-qt"
    assert fields["Version"] == "1.2~3"
    assert fields["Installed-Size"] == "123"
    assert fields["Depends"].startswith("libc6 (>= 2.")
    assert "libssl3" in fields["Depends"].split(", ")  # Qt opens it for TLS, unseen in ELF
    assert fields["Section"] == "games"
    assert len(fields["Description"]) < 80


def test_an_unknown_system_library_stops_the_build(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    bundle = _fake_bundle(tmp_path)
    (bundle / "_internal" / "lib.so").write_bytes(b"\x7fELF")
    monkeypatch.setattr(bundle_rules, "elf_needed", lambda path: ["libmystery.so.9"])
    with pytest.raises(SystemExit, match="libmystery"):
        deb.depends(bundle)


def test_the_desktop_tree_holds_entry_metainfo_and_every_icon(tmp_path: Path) -> None:
    written = share.install_share(tmp_path)
    names = {str(p.relative_to(tmp_path)) for p in written}
    assert "applications/hearts-qt.desktop" in names
    assert f"metainfo/{pkgmeta.APPSTREAM_ID}.metainfo.xml" in names
    assert "icons/hicolor/scalable/apps/hearts-qt.svg" in names
    for size in pkgmeta.ICON_SIZES:
        assert f"icons/hicolor/{size}x{size}/apps/hearts-qt.png" in names


@pytest.mark.skipif(not LINUX, reason="AppImage")
def test_apprun_starts_the_bundle_with_the_arguments(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    libraries = {s: str(tmp_path / s) for s in appdir.FALLBACK_LIBRARIES}
    for path in libraries.values():
        Path(path).write_bytes(b"")
    monkeypatch.setattr(appdir, "_system_library_paths", lambda: libraries)
    built = appdir.build(_fake_bundle(tmp_path), tmp_path / "AppDir")
    assert (built / ".DirIcon").resolve() == (built / "hearts-qt.png").resolve()
    assert (built / "hearts-qt.desktop").is_file()
    env = {k: v for k, v in os.environ.items() if k != "APPDIR"}
    done = subprocess.run(
        [str(built / "AppRun"), "--autoplay", "1"], capture_output=True, text=True, env=env
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "bundle ran with: --autoplay 1"


def test_a_dropped_framework_takes_its_resources_along() -> None:
    folders = bundle_rules.framework_folders(
        ["PySide6/Qt/lib/QtQuick.framework/Versions/A/QtQuick", "libfoo.so"]
    )
    assert folders == {"PySide6/Qt/lib/QtQuick.framework"}
    assert bundle_rules.inside("PySide6/Qt/lib/QtQuick.framework/Resources/Info.plist", folders)
    assert not bundle_rules.inside("PySide6/Qt/lib/QtGui.framework/Resources/Info.plist", folders)
