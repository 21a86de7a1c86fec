"""The Debian package: the frozen bundle under /opt/hearts-qt, the command in /usr/games,
desktop files, a manual page, the changelog and lintian's overrides.

``Depends`` is worked out from the bundle itself: every library an ELF file of the bundle
links to that the bundle does not carry must come from the system, and
:data:`PACKAGE_OF` says which package has it (names valid on Debian 12 and Ubuntu 22.04
and later, where the 64-bit-time renames still provide the old names). A library missing
from that table stops the build rather than ship a package that cannot start.
"""

from __future__ import annotations

import argparse
import datetime
import email.utils
import gzip
import hashlib
import re
import shutil
import subprocess
import sys
from collections.abc import Iterable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import bundle_rules
import manpage
import pkgmeta
import runpath
import share

PACKAGE_OF: dict[str, str] = {
    "libc.so.6": "libc6",
    "libm.so.6": "libc6",
    "libmvec.so.1": "libc6",
    "libdl.so.2": "libc6",
    "libpthread.so.0": "libc6",
    "librt.so.1": "libc6",
    "libutil.so.1": "libc6",
    "libresolv.so.2": "libc6",  # QtNetwork's name lookups
    "ld-linux-x86-64.so.2": "libc6",
    "ld-linux-aarch64.so.1": "libc6",
    "libcrypt.so.1": "libcrypt1",
    "libstdc++.so.6": "libstdc++6",
    "libgcc_s.so.1": "libgcc-s1",
    "libz.so.1": "zlib1g",
    "libzstd.so.1": "libzstd1",
    "libGL.so.1": "libgl1",
    "libEGL.so.1": "libegl1",
    "libOpenGL.so.0": "libopengl0",
    "libGLX.so.0": "libglx0",
    "libfontconfig.so.1": "libfontconfig1",
    "libfreetype.so.6": "libfreetype6",
    "libdbus-1.so.3": "libdbus-1-3",
    "libglib-2.0.so.0": "libglib2.0-0",
    "libgthread-2.0.so.0": "libglib2.0-0",
    "libgobject-2.0.so.0": "libglib2.0-0",
    "libgio-2.0.so.0": "libglib2.0-0",
    "libxkbcommon.so.0": "libxkbcommon0",
    "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
    "libX11.so.6": "libx11-6",
    "libX11-xcb.so.1": "libx11-xcb1",
    "libxcb.so.1": "libxcb1",
    "libxcb-cursor.so.0": "libxcb-cursor0",
    "libxcb-glx.so.0": "libxcb-glx0",
    "libxcb-icccm.so.4": "libxcb-icccm4",
    "libxcb-image.so.0": "libxcb-image0",
    "libxcb-keysyms.so.1": "libxcb-keysyms1",
    "libxcb-randr.so.0": "libxcb-randr0",
    "libxcb-render.so.0": "libxcb-render0",
    "libxcb-render-util.so.0": "libxcb-render-util0",
    "libxcb-shape.so.0": "libxcb-shape0",
    "libxcb-shm.so.0": "libxcb-shm0",
    "libxcb-sync.so.1": "libxcb-sync1",
    "libxcb-util.so.1": "libxcb-util1",
    "libxcb-xfixes.so.0": "libxcb-xfixes0",
    "libxcb-xkb.so.1": "libxcb-xkb1",
    "libwayland-client.so.0": "libwayland-client0",
    "libwayland-cursor.so.0": "libwayland-cursor0",
    "libwayland-egl.so.1": "libwayland-egl1",
}
"""Which Debian package provides a system library (by soname) the bundle links to."""

RECOMMENDS = ("fonts-dejavu-core | fonts-freefont-ttf",)
"""Qt draws text with the system's fonts: a machine with none shows empty boxes."""

_GLIBC = re.compile(rb"GLIBC_(2\.\d+)")


def system_libraries(bundle: Path) -> set[str]:
    """Sonames the bundle's ELF files link to and the bundle does not carry."""
    carried = {p.name for p in bundle.rglob("*")}
    needed: set[str] = set()
    for path in _elf_files(bundle):
        needed.update(bundle_rules.elf_needed(str(path)))
    return needed - carried


OPENED_BY_QT = ("libssl3",)
"""Packages whose libraries Qt opens at run time, unseen in any ELF file: OpenSSL, for the
TLS of network tables (Qt's openssl backend loads ``libssl.so.3``)."""


def minimum_glibc(bundle: Path) -> str:
    """The newest ``GLIBC_2.x`` symbol version any ELF file of the bundle asks for."""
    newest = (2, 0)
    for path in _elf_files(bundle):
        for match in _GLIBC.finditer(path.read_bytes()):
            major, minor = (int(n) for n in match.group(1).split(b"."))
            newest = max(newest, (major, minor))
    return f"{newest[0]}.{newest[1]}"


def depends(bundle: Path) -> str:
    """The ``Depends`` field for this bundle."""
    sonames = system_libraries(bundle)
    unknown = sorted(s for s in sonames if s not in PACKAGE_OF)
    if unknown:
        raise SystemExit(
            "deb: no Debian package known for " + ", ".join(unknown) + ": add them to "
            "PACKAGE_OF in packaging/linux/deb.py (dpkg -S <soname> tells the package)"
        )
    packages = sorted({PACKAGE_OF[s] for s in sonames} - {"libc6"} | set(OPENED_BY_QT))
    return ", ".join([f"libc6 (>= {minimum_glibc(bundle)})", *packages])


def _elf_files(tree: Path) -> Iterable[Path]:
    for path in sorted(tree.rglob("*")):
        if path.is_file() and not path.is_symlink():
            with path.open("rb") as f:
                if f.read(4) == b"\x7fELF":
                    yield path


def architecture() -> str:
    if shutil.which("dpkg"):
        return subprocess.run(
            ["dpkg", "--print-architecture"], capture_output=True, text=True, check=True
        ).stdout.strip()
    import platform

    return {"x86_64": "amd64", "aarch64": "arm64"}.get(platform.machine(), platform.machine())


def control(bundle: Path, installed_kib: int, version: str | None = None) -> str:
    """The text of ``DEBIAN/control``."""
    long_description = "\n".join(
        f" {line}" for line in _wrap(pkgmeta.DESCRIPTION + " " + _BUNDLE_NOTE)
    )
    fields = {
        "Package": pkgmeta.APP_NAME,
        "Version": (version or pkgmeta.version()).replace("-", "~"),
        "Architecture": architecture(),
        "Maintainer": pkgmeta.MAINTAINER,
        "Installed-Size": str(installed_kib),
        "Depends": depends(bundle),
        "Recommends": ", ".join(RECOMMENDS),
        "Section": "games",
        "Priority": "optional",
        "Description": f"{SYNOPSIS}\n{long_description}",
    }
    return "".join(f"{k}: {v}\n" for k, v in fields.items())


SYNOPSIS = "card game Hearts against three computer players"
"""Debian's one-line description: lower case, no leading article."""

_BUNDLE_NOTE = (
    "The game is a self-contained build of the Python application with Qt, installed"
    " under /opt/hearts-qt."
)


def _wrap(text: str, width: int = 78) -> list[str]:
    lines: list[str] = []
    line = ""
    for word in text.split():
        if line and len(line) + 1 + len(word) > width:
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}".strip()
    return [*lines, line]


COPYRIGHT = """\
Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
Upstream-Name: hearts-qt
Upstream-Contact: {maintainer}
Source: {homepage}
Comment: /opt/hearts-qt is a PyInstaller bundle. It carries the Python interpreter
 (PSF-2.0), Qt 6 and PySide6 (LGPL-3.0-only) and the app.

Files: *
Copyright: {years} {publisher}
License: GPL-3.0-or-later
 On Debian systems, the full text of the GNU General Public License version 3 can be
 found in /usr/share/common-licenses/GPL-3.
"""

GAMES_BIN = "usr/games"
"""Where Debian's games put their commands (policy 11.11; lintian wants the command of a
package in section games there). Debian's and Ubuntu's PATH for users include it."""

LINTIAN_OVERRIDES = Path(__file__).resolve().parent / "hearts-qt.lintian-overrides"
"""lintian's tags that hold for the bundle by design, each with its reason; installed as
``/usr/share/lintian/overrides/hearts-qt``, where lintian reads them."""


def copyright_years() -> str:
    """``2026`` or ``2026-2028``: the years of the releases in the AppStream metadata."""
    years = sorted({date[:4] for _v, date, _t in share.releases() if date})
    if not years:
        raise SystemExit("deb: no <release date=...> in the AppStream metadata")
    return years[0] if len(years) == 1 else f"{years[0]}-{years[-1]}"


def changelog(version: str | None = None) -> str:
    """The Debian changelog of a native package: the AppStream releases up to ``version``,
    newest first, in the format ``dpkg-parsechangelog`` reads."""
    current = (version or pkgmeta.version()).replace("-", "~")
    entries = [(v.replace("-", "~"), d, t) for v, d, t in share.releases()]
    numbers = [v for v, _d, _t in entries]
    if current not in numbers:
        raise SystemExit(f"deb: no <release version={current!r}> in the AppStream metadata")
    blocks = []
    for number, date, paragraphs in entries[numbers.index(current) :]:
        when = datetime.datetime.fromisoformat(date).replace(tzinfo=datetime.UTC)
        items = []
        for paragraph in paragraphs or [f"Release {number}."]:
            first, *rest = _wrap(paragraph, 76)
            items += [f"  * {first}", *(f"    {line}" for line in rest)]
        blocks.append(
            f"{pkgmeta.APP_NAME} ({number}) unstable; urgency=medium\n\n"
            + "\n".join(items)
            + f"\n\n -- {pkgmeta.MAINTAINER}  {email.utils.format_datetime(when)}\n"
        )
    return "\n".join(blocks)


def _gzip(text: str) -> bytes:
    """Compressed as Debian wants documentation: best level, no name, no time stamp."""
    return gzip.compress(text.encode("utf-8"), compresslevel=9, mtime=0)


def stage(bundle: Path, root: Path) -> None:
    """Lay out the package's file tree under ``root`` (emptied first)."""
    if root.exists():
        shutil.rmtree(root)
    opt = root / "opt" / pkgmeta.APP_NAME
    shutil.copytree(bundle, opt, symlinks=True)
    bin_dir = root / GAMES_BIN
    bin_dir.mkdir(parents=True)
    (bin_dir / pkgmeta.APP_NAME).symlink_to(f"/opt/{pkgmeta.APP_NAME}/{pkgmeta.APP_NAME}")
    share.install_share(root / "usr" / "share")
    doc = root / "usr" / "share" / "doc" / pkgmeta.APP_NAME
    doc.mkdir(parents=True)
    (doc / "copyright").write_text(
        COPYRIGHT.format(
            years=copyright_years(),
            publisher=pkgmeta.PUBLISHER,
            maintainer=pkgmeta.MAINTAINER,
            homepage=pkgmeta.HOMEPAGE,
        )
    )
    (doc / "changelog.gz").write_bytes(_gzip(changelog()))
    man = root / "usr" / "share" / "man" / f"man{manpage.SECTION}"
    man.mkdir(parents=True)
    (man / f"{pkgmeta.APP_NAME}.{manpage.SECTION}.gz").write_bytes(_gzip(manpage.text()))
    overrides = root / "usr" / "share" / "lintian" / "overrides"
    overrides.mkdir(parents=True)
    shutil.copyfile(LINTIAN_OVERRIDES, overrides / pkgmeta.APP_NAME)
    share.normalise_modes(root)


def md5sums(root: Path) -> str:
    """``DEBIAN/md5sums``: what ``dpkg --verify`` checks the installed files against."""
    lines = []
    for path in sorted(root.rglob("*")):
        if path.is_file() and not path.is_symlink() and path.parts[len(root.parts)] != "DEBIAN":
            digest = hashlib.md5(path.read_bytes(), usedforsecurity=False).hexdigest()
            lines.append(f"{digest}  {path.relative_to(root).as_posix()}\n")
    return "".join(lines)


def installed_kib(root: Path) -> int:
    total = sum(p.lstat().st_size for p in root.rglob("*") if not p.is_dir())
    return (total + 1023) // 1024


def build(bundle: Path, out_dir: Path, work: Path, *, fast: bool = False) -> Path:
    """Build ``hearts-qt_<version>_<arch>.deb`` in ``out_dir`` from the onedir ``bundle``.

    xz at its default level packs the bundle to about a quarter and takes a minute on one
    core; ``fast`` (for CI, which only installs it) uses level 1.
    """
    if not (bundle / pkgmeta.APP_NAME).is_file():
        raise SystemExit(f"deb: no bundle at {bundle}: build it first")
    runpath.check(bundle)
    root = work / "deb-root"
    stage(bundle, root)
    debian = root / "DEBIAN"
    debian.mkdir()
    sums = md5sums(root)
    text = control(bundle, installed_kib(root))
    (debian / "control").write_text(text, encoding="utf-8")
    (debian / "md5sums").write_text(sums, encoding="utf-8")
    debian.chmod(0o755)
    (debian / "control").chmod(0o644)
    (debian / "md5sums").chmod(0o644)
    fields = dict(line.split(": ", 1) for line in text.splitlines() if ": " in line)
    out_dir.mkdir(parents=True, exist_ok=True)
    deb = out_dir / f"{fields['Package']}_{fields['Version']}_{fields['Architecture']}.deb"
    subprocess.run(
        [
            "dpkg-deb",
            "--root-owner-group",
            "-Zxz",
            f"-z{1 if fast else 6}",
            "--build",
            str(root),
            str(deb),
        ],
        check=True,
    )
    return deb


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Build the .deb from a PyInstaller onedir bundle.")
    parser.add_argument("--bundle", type=Path, default=pkgmeta.DIST / pkgmeta.APP_NAME)
    parser.add_argument("--out", type=Path, default=pkgmeta.DIST)
    parser.add_argument("--work", type=Path, default=pkgmeta.BUILD / "linux")
    parser.add_argument(
        "--print-control", action="store_true", help="print DEBIAN/control and stop"
    )
    args = parser.parse_args(argv)
    if args.print_control:
        print(control(args.bundle, 0), end="")
        return 0
    print(build(args.bundle, args.out, args.work))
    return 0


if __name__ == "__main__":
    sys.exit(main())
