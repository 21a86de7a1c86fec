"""The AppDir an AppImage is made from: AppRun, desktop entry, icon, metainfo, bundle.

``appimagetool AppDir hearts-qt-<version>-<arch>.AppImage`` turns it into the AppImage
(the release workflow does; the tool is not in the package registries). ``./AppRun`` in
the AppDir runs the app as the AppImage will.
"""

from __future__ import annotations

import argparse
import platform
import shutil
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import pkgmeta
import runpath
import share

APPRUN = Path(__file__).resolve().parent / "AppRun"

FALLBACK_PACKAGES = {
    "libxcb-cursor.so.0": "libxcb-cursor0",
    "libxcb-icccm.so.4": "libxcb-icccm4",
    "libxcb-image.so.0": "libxcb-image0",
    "libxcb-keysyms.so.1": "libxcb-keysyms1",
    "libxcb-render-util.so.0": "libxcb-render-util0",
    "libxcb-util.so.1": "libxcb-util1",
}
"""xcb-util libraries Qt's X11 plugin needs and some desktops lack, with their Debian and
Ubuntu packages. The AppDir carries copies from the build machine, which AppRun uses only
where the system has none; a build machine without one of them stops the build, since an
AppDir without it would not start on those desktops."""

FALLBACK_LIBRARIES = tuple(FALLBACK_PACKAGES)


def build(bundle: Path, appdir: Path) -> Path:
    """Lay out ``appdir`` (emptied first) around the onedir ``bundle``."""
    if not (bundle / pkgmeta.APP_NAME).is_file():
        raise SystemExit(f"appdir: no bundle at {bundle}: build it first")
    runpath.check(bundle)
    fallback = fallback_libraries()
    if appdir.exists():
        shutil.rmtree(appdir)
    usr = appdir / "usr"
    shutil.copytree(bundle, usr / "lib" / pkgmeta.APP_NAME, symlinks=True)
    (usr / "bin").mkdir(parents=True)
    (usr / "bin" / pkgmeta.APP_NAME).symlink_to(f"../lib/{pkgmeta.APP_NAME}/{pkgmeta.APP_NAME}")
    share.install_share(usr / "share")
    shutil.copyfile(APPRUN, appdir / "AppRun")
    shutil.copyfile(share.DESKTOP_FILE, appdir / share.DESKTOP_FILE.name)
    icon = f"{pkgmeta.APP_NAME}.png"
    shutil.copyfile(pkgmeta.icon_png(256), appdir / icon)
    (appdir / ".DirIcon").symlink_to(icon)
    folder = usr / "lib" / "fallback"
    folder.mkdir(parents=True)
    for soname, source in fallback.items():
        shutil.copyfile(source, folder / soname)
    share.normalise_modes(appdir)
    return appdir


def fallback_libraries() -> dict[str, str]:
    """soname → path on this machine of every one of the :data:`FALLBACK_LIBRARIES`;
    stops the build, naming the packages to install, if any is missing."""
    found = _system_library_paths()
    missing = [soname for soname in FALLBACK_LIBRARIES if soname not in found]
    if missing:
        packages = " ".join(FALLBACK_PACKAGES[s] for s in missing)
        raise SystemExit(
            f"appdir: this machine lacks {', '.join(missing)}, which the AppDir must carry "
            f"for desktops without them: apt-get install {packages} (then build again)"
        )
    return {soname: found[soname] for soname in FALLBACK_LIBRARIES}


def _system_library_paths() -> dict[str, str]:
    """soname → path, from the dynamic loader's cache of this machine."""
    ldconfig = shutil.which("ldconfig") or "/sbin/ldconfig"
    try:
        listing = subprocess.run(
            [ldconfig, "-p"], capture_output=True, text=True, check=True
        ).stdout
    except (OSError, subprocess.CalledProcessError):
        return {}
    arch = {"x86_64": "x86-64", "aarch64": "AArch64"}.get(platform.machine(), "")
    paths: dict[str, str] = {}
    for line in listing.splitlines():
        name, _, rest = line.strip().partition(" (")
        if " => " in rest and arch in rest:
            paths.setdefault(name, rest.split(" => ", 1)[1])
    return paths


def appimage_name(version: str | None = None) -> str:
    arch = platform.machine()
    return f"{pkgmeta.APP_NAME}-{version or pkgmeta.version()}-{arch}.AppImage"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Lay out the AppDir for an AppImage.")
    parser.add_argument("--bundle", type=Path, default=pkgmeta.DIST / pkgmeta.APP_NAME)
    parser.add_argument("--appdir", type=Path, default=pkgmeta.BUILD / "linux" / "AppDir")
    args = parser.parse_args(argv)
    print(build(args.bundle, args.appdir))
    return 0


if __name__ == "__main__":
    sys.exit(main())
