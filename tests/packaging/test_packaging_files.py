"""The installers' source files are valid: desktop entry, AppStream, spec, scripts, workflow.

Each check uses the tool a distribution or CI would use, and is skipped when that tool is
not installed (packaging/ci.sh installs them all).
"""

from __future__ import annotations

import ast
import configparser
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"
sys.path.insert(0, str(PACKAGING))

import pkgmeta  # noqa: E402 - found through the path set just above

DESKTOP = PACKAGING / "linux" / "hearts-qt.desktop"
METAINFO = PACKAGING / "linux" / f"{pkgmeta.APPSTREAM_ID}.metainfo.xml"
WORKFLOW = ROOT / ".github" / "workflows" / "release.yml"
SHELL_SCRIPTS = [
    PACKAGING / "ci.sh",
    PACKAGING / "linux" / "AppRun",
    PACKAGING / "macos" / "make_dmg.sh",
    PACKAGING / "macos" / "sign_and_notarize.sh",
]


def _tool(name: str) -> str:
    found = shutil.which(name) or shutil.which(name, path=str(Path(sys.executable).parent))
    if found is None:
        pytest.skip(f"{name} is not installed")
    return found


def _run(*command: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(command, cwd=ROOT, capture_output=True, text=True, check=False)


def _desktop_entry() -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # type: ignore[assignment,method-assign]
    parser.read(DESKTOP, encoding="utf-8")
    return parser["Desktop Entry"]


def test_desktop_entry_validates() -> None:
    done = _run(_tool("desktop-file-validate"), str(DESKTOP))
    assert done.returncode == 0, done.stdout + done.stderr


def test_desktop_entry_names_the_command_and_the_icon() -> None:
    entry = _desktop_entry()
    assert entry["Exec"].split()[0] == pkgmeta.APP_NAME
    assert entry["Icon"] == pkgmeta.APP_NAME
    assert "Game" in entry["Categories"].split(";")


def test_desktop_file_name_is_the_one_the_app_announces() -> None:
    """Wayland and GNOME match a window to ``<desktopFileName>.desktop``."""
    app = (ROOT / "hearts_qt" / "app.py").read_text(encoding="utf-8")
    names = re.findall(r'setDesktopFileName\(\s*"([^"]+)"\s*\)', app)
    assert names == [DESKTOP.stem]


def test_metainfo_validates() -> None:
    done = _run(_tool("appstreamcli"), "validate", "--no-net", str(METAINFO))
    assert done.returncode == 0, done.stdout + done.stderr


def test_metainfo_launches_the_desktop_entry() -> None:
    root = ET.parse(METAINFO).getroot()
    assert root.findtext("id") == pkgmeta.APPSTREAM_ID
    assert root.findtext("launchable[@type='desktop-id']") == DESKTOP.name
    releases = [r.get("version") for r in root.iter("release")]
    assert pkgmeta.version() in releases, "add a <release> for the app's version"


def test_every_icon_the_packages_install_exists() -> None:
    missing = [
        str(p)
        for p in [pkgmeta.icon("icon.svg"), pkgmeta.icon("hearts-qt.ico")]
        + [pkgmeta.icon("hearts-qt.icns")]
        + [pkgmeta.icon_png(size) for size in pkgmeta.ICON_SIZES]
        if not p.is_file()
    ]
    assert missing == []


@pytest.mark.parametrize(
    "path", [PACKAGING / "hearts-qt.spec", *sorted(PACKAGING.rglob("*.py"))], ids=str
)
def test_python_sources_parse(path: Path) -> None:
    ast.parse(path.read_text(encoding="utf-8"), filename=str(path))


def test_build_help() -> None:
    done = _run(sys.executable, str(PACKAGING / "build.py"), "--help")
    assert done.returncode == 0, done.stderr
    assert "--smoke" in done.stdout


def test_workflow_passes_actionlint() -> None:
    done = _run(_tool("actionlint"), str(WORKFLOW))
    assert done.returncode == 0, done.stdout + done.stderr


@pytest.mark.parametrize("script", SHELL_SCRIPTS, ids=lambda p: p.name)
def test_shell_scripts_parse(script: Path) -> None:
    done = _run("bash", "-n", str(script))
    assert done.returncode == 0, done.stderr
    assert script.stat().st_mode & 0o111, f"{script.name} is not executable"


@pytest.mark.parametrize("script", SHELL_SCRIPTS, ids=lambda p: p.name)
def test_shell_scripts_pass_shellcheck(script: Path) -> None:
    done = _run(_tool("shellcheck"), str(script))
    assert done.returncode == 0, done.stdout


def test_windows_version_resource_is_a_version_info_expression() -> None:
    """PyInstaller evaluates the file as Python calls; check it does with stand-ins."""
    sys.path.insert(0, str(PACKAGING / "windows"))
    import version_info

    calls: list[str] = []

    def recorder(name: str) -> object:
        def make(*args: object, **kwargs: object) -> str:
            calls.append(name)
            return name

        return make

    names = ["VSVersionInfo", "FixedFileInfo", "StringFileInfo", "StringTable"]
    names += ["StringStruct", "VarFileInfo", "VarStruct"]
    eval(version_info.text("1.2.3"), {n: recorder(n) for n in names})
    assert calls[-1] == "VSVersionInfo"
    assert "(1, 2, 3, 0)" in version_info.text("1.2.3")


def test_inno_setup_script_installs_per_user_and_cleans_the_old_bundle() -> None:
    text = (PACKAGING / "windows" / "hearts-qt.iss").read_text(encoding="utf-8")
    for needle in [
        "PrivilegesRequired=lowest",
        "[InstallDelete]",
        'Name: "desktopicon"',
        "{autoprograms}",
        "OutputBaseFilename=hearts-qt-{#AppVersion}-setup",
    ]:
        assert needle in text
