"""The Windows and macOS builds and the release workflow, checked where nothing can run
them: the numbers Inno Setup gets, where ISCC is looked for, the macOS floor the bundle and
the README state, the notarisation and disk-image scripts (run against stand-ins for
Apple's tools), and the runner images."""

from __future__ import annotations

import argparse
import doctest
import importlib.util
import os
import re
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"
WORKFLOW = ROOT / ".github" / "workflows" / "release.yml"
README = ROOT / "README.md"
ISS = PACKAGING / "windows" / "hearts-qt.iss"
sys.path.insert(0, str(PACKAGING))

import pkgmeta  # noqa: E402 - found through the path set just above


def _load_build() -> ModuleType:
    """packaging/build.py under a name of its own (``build`` is also a PyPI package)."""
    spec = importlib.util.spec_from_file_location("hearts_qt_build", PACKAGING / "build.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


build = _load_build()


def test_doctests_of_the_version_and_wheel_helpers() -> None:
    for module in (pkgmeta, build):
        failures, tried = doctest.testmod(module)
        assert tried > 0, module.__name__
        assert failures == 0


# --- Windows -------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("version", "numeric"),
    [
        ("0.2.0rc1", "0.2.0.0"),
        ("1.0", "1.0.0.0"),
        ("2.0.0.post1", "2.0.0.0"),
        ("1.2.3.4", "1.2.3.4"),
    ],
)
def test_inno_setup_gets_four_numbers_and_the_version_as_it_is(version: str, numeric: str) -> None:
    command = build.iscc_command("ISCC.exe", version, Path("dist"))
    defines = dict(arg[2:].split("=", 1) for arg in command if arg.startswith("/D"))
    assert defines["AppVersion"] == version
    assert defines["AppNumericVersion"] == numeric


def test_the_iss_puts_only_numbers_in_the_numeric_version_fields() -> None:
    """VersionInfoVersion (and VersionInfoProductVersion) refuse 0.2.0rc1; only the
    *TextVersion fields take free text."""
    text = ISS.read_text(encoding="utf-8")
    fields = dict(re.findall(r"^(VersionInfo\w*Version)=(.*)$", text, re.MULTILINE))
    assert fields["VersionInfoVersion"] == "{#AppNumericVersion}"
    for name, value in fields.items():
        if not name.endswith("TextVersion"):
            assert value == "{#AppNumericVersion}", name


def test_every_define_the_iss_uses_is_given_by_build_py_or_the_iss() -> None:
    text = ISS.read_text(encoding="utf-8")
    used = set(re.findall(r"\{#(\w+)\}", text))
    defined = set(re.findall(r"#define\s+(\w+)", text))
    passed = {
        arg[2:].split("=", 1)[0]
        for arg in build.iscc_command("ISCC.exe", "1.0", Path("dist"))
        if arg.startswith("/D")
    }
    assert used <= defined | passed
    assert passed <= used, "build.py passes a define the script does not use"


def _iscc_in(base: Path, folder: str) -> Path:
    path = base / folder / "ISCC.exe"
    path.parent.mkdir(parents=True)
    path.write_bytes(b"")
    return path


def test_iscc_is_found_in_inno_setup_7_before_6_and_per_user(tmp_path: Path) -> None:
    empty = str(tmp_path / "empty-path")
    x86, local = tmp_path / "x86", tmp_path / "local"
    six = _iscc_in(x86, "Inno Setup 6")
    env = {"PATH": empty, "ProgramFiles(x86)": str(x86)}
    assert build.find_iscc(env) == str(six)
    seven = _iscc_in(local / "Programs", "Inno Setup 7")
    assert build.find_iscc({**env, "LOCALAPPDATA": str(local)}) == str(seven)
    assert build.find_iscc({"PATH": empty}) is None
    assert build.find_iscc({"PATH": empty, "ISCC": str(six)}) == str(six)


def test_iscc_on_path_is_found(tmp_path: Path) -> None:
    program = tmp_path / "iscc"
    program.write_text("#!/bin/sh\n")
    program.chmod(0o755)
    assert build.find_iscc({"PATH": str(tmp_path)}) == str(program)


def test_a_missing_iscc_fails_the_installer_step(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(build, "find_iscc", lambda env=None: None)
    step = build.Build(argparse.Namespace(dist=tmp_path, work=tmp_path))
    with pytest.raises(SystemExit, match="ISCC"):
        step.installer()


# --- macOS -----------------------------------------------------------------------------------
def test_the_min_macos_of_the_bundle_and_the_readme_agree_with_pyside6() -> None:
    spec = (PACKAGING / "hearts-qt.spec").read_text(encoding="utf-8")
    assert re.search(r'"LSMinimumSystemVersion":\s*pkgmeta\.MACOS_MINIMUM', spec)
    major = int(pkgmeta.MACOS_MINIMUM.split(".")[0])
    # PySide6 6.11's wheels are tagged macosx_13_0: no older macOS can load them.
    assert build.macos_floor(["cp39-abi3-macosx_13_0_universal2"]) <= (major, 0)
    stated = re.findall(r"macOS (\d+)(?:\.\d+)? or newer", README.read_text(encoding="utf-8"))
    assert stated, "the README's Install section names no macOS version"
    assert {int(n) for n in stated} == {major}


def test_the_readme_gives_the_macos_15_way_to_open_an_unnotarised_app() -> None:
    install = README.read_text(encoding="utf-8").split("## Install", 1)[1].split("\n## ", 1)[0]
    assert "Privacy & Security" in install
    assert "Open Anyway" in install
    for mention in re.finditer(r"right-click", install, re.IGNORECASE):
        sentence = re.split(r"[.)]\s", install[mention.start() :], maxsplit=1)[0]
        assert "no longer" in sentence, "the README still advises right-click › Open"


def _fake_tools(folder: Path, tools: dict[str, str]) -> dict[str, str]:
    """Scripts standing in for Apple's tools, each logging its arguments to calls.log."""
    folder.mkdir(parents=True, exist_ok=True)
    for name, body in tools.items():
        script = folder / name
        script.write_text(f'#!/bin/bash\necho "{name} $*" >> "{folder}/calls.log"\n{body}\n')
        script.chmod(0o755)
    return dict(os.environ, PATH=f"{folder}{os.pathsep}{os.environ['PATH']}")


def _notarise(tmp_path: Path, status: str, exit_code: int = 0) -> tuple[int, str, str]:
    answer = f'{{"id": "abc-123", "message": "Processing complete", "status": "{status}"}}'
    xcrun = f"""case "$1 $2" in
  "notarytool submit") echo '{answer}'; exit {exit_code} ;;
  "notarytool log") echo "the log of $3" ;;
esac"""
    env = _fake_tools(tmp_path / "bin", {"xcrun": xcrun, "codesign": "exit 0"})
    env.update(
        MACOS_SIGN_IDENTITY="Developer ID Application: Test (TEAM)",
        MACOS_NOTARY_KEY=str(tmp_path / "key.p8"),
        MACOS_NOTARY_KEY_ID="KEY",
        MACOS_NOTARY_ISSUER="ISSUER",
        PYTHON=sys.executable,
    )
    done = subprocess.run(
        ["bash", str(PACKAGING / "macos" / "sign_and_notarize.sh"), "dmg", "x.dmg"],
        capture_output=True,
        text=True,
        env=env,
        check=False,
    )
    calls = (tmp_path / "bin" / "calls.log").read_text()
    return done.returncode, calls, done.stdout + done.stderr


def test_an_accepted_submission_is_stapled(tmp_path: Path) -> None:
    status, calls, output = _notarise(tmp_path, "Accepted")
    assert status == 0, output
    assert "--output-format json" in calls
    assert "xcrun stapler staple x.dmg" in calls


@pytest.mark.parametrize(("answer", "exit_code"), [("Invalid", 0), ("Rejected", 0), ("", 1)])
def test_a_submission_apple_does_not_accept_fails_and_shows_its_log(
    tmp_path: Path, answer: str, exit_code: int
) -> None:
    status, calls, output = _notarise(tmp_path, answer, exit_code)
    assert status != 0
    assert "stapler" not in calls
    assert "xcrun notarytool log abc-123" in calls
    assert "the log of abc-123" in output


def _make_dmg(tmp_path: Path, failures: int, attempts: int = 3) -> tuple[int, int]:
    hdiutil = f"""count=$(grep -c '^hdiutil create' "{tmp_path}/bin/calls.log")
if [ "$count" -le {failures} ]; then echo "hdiutil: create failed - Resource busy" >&2; exit 1; fi
touch "${{!#}}\""""
    env = _fake_tools(tmp_path / "bin", {"hdiutil": hdiutil, "ditto": 'cp -R "$1" "$2"'})
    env.update(HDIUTIL_ATTEMPTS=str(attempts), HDIUTIL_PAUSE="0")
    app = tmp_path / "Hearts.app"
    (app / "Contents").mkdir(parents=True)
    dmg = tmp_path / "out.dmg"
    done = subprocess.run(
        ["bash", str(PACKAGING / "macos" / "make_dmg.sh"), str(app), str(dmg)],
        capture_output=True,
        text=True,
        env=env,
        check=False,
    )
    tries = (tmp_path / "bin" / "calls.log").read_text().count("hdiutil create")
    return done.returncode, tries


def test_hdiutil_create_is_retried_when_the_runner_is_busy(tmp_path: Path) -> None:
    assert _make_dmg(tmp_path, failures=2) == (0, 3)
    assert (tmp_path / "out.dmg").is_file()


def test_hdiutil_create_gives_up_after_its_attempts(tmp_path: Path) -> None:
    assert _make_dmg(tmp_path, failures=9, attempts=3) == (1, 3)


def test_a_failed_ad_hoc_signature_stops_the_macos_build() -> None:
    text = (PACKAGING / "build.py").read_text(encoding="utf-8")
    assert re.search(r'PYINSTALLER_STRICT_BUNDLE_CODESIGN_ERROR="1"', text)


# --- The workflow ----------------------------------------------------------------------------
RETIRED_OR_DEPRECATED = {
    "ubuntu-18.04", "ubuntu-20.04", "ubuntu-22.04",
    "macos-10.15", "macos-11", "macos-12", "macos-13", "macos-14",
    "macos-13-xlarge", "macos-14-large", "macos-14-xlarge", "macos-13-large",
    "windows-2016", "windows-2019",
}  # fmt: skip
"""GitHub-hosted runner labels that are retired or announced for retirement (runner-images
issues, e.g. #13518 for macos-14). A retired label leaves its job queued forever."""


def _jobs() -> dict[str, str]:
    """Job name → its text in the workflow (two-space indented keys under ``jobs:``)."""
    body = WORKFLOW.read_text(encoding="utf-8").split("\njobs:\n", 1)[1]
    parts = re.split(r"^  ([A-Za-z0-9_-]+):\n", body, flags=re.MULTILINE)
    return dict(zip(parts[1::2], parts[2::2], strict=True))


def test_every_job_runs_on_a_current_image() -> None:
    jobs = _jobs()
    assert {"linux", "windows", "macos", "release"} <= set(jobs)
    for name, text in jobs.items():
        labels = re.findall(r"^    runs-on:\s*(\S+)", text, re.MULTILINE)
        assert len(labels) == 1, name
        assert labels[0] not in RETIRED_OR_DEPRECATED, f"{name} runs on {labels[0]}"


def test_the_linux_build_container_has_the_workflows_python_and_debian_12() -> None:
    workflow = WORKFLOW.read_text(encoding="utf-8")
    python = re.search(r'PYTHON_VERSION:\s*"([\d.]+)"', workflow)
    image = re.search(r"^    container:\s*python:([\d.]+)-\S*bookworm", _jobs()["linux"], re.M)
    assert python and image
    assert image.group(1) == python.group(1)


@pytest.mark.parametrize(("job", "plugin"), [("windows", "windows"), ("macos", "cocoa")])
def test_the_final_artefact_is_started_on_its_own_platform_plugin(job: str, plugin: str) -> None:
    text = _jobs()[job]
    steps = re.split(r"^      - ", text, flags=re.MULTILINE)
    build_at = next(i for i, s in enumerate(steps) if "packaging/build.py" in s)
    later = [s for s in steps[build_at + 1 :] if f"QT_QPA_PLATFORM: {plugin}" in s]
    assert later, f"no step after the build starts the app on {plugin}"
    assert "--smoke-test" in later[0]
    assert f"on platform {plugin}" in later[0]


def test_the_workflow_hands_iscc_to_the_build_and_never_skips_it() -> None:
    text = _jobs()["windows"]
    assert "Inno Setup 7" in text
    assert "ISCC=" in text
