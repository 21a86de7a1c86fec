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
import share

APPRUN = Path(__file__).resolve().parent / "AppRun"

FALLBACK_LIBRARIES = (
    "libxcb-cursor.so.0",
    "libxcb-icccm.so.4",
    "libxcb-image.so.0",
    "libxcb-keysyms.so.1",
    "libxcb-render-util.so.0",
    "libxcb-util.so.1",
)
"""xcb-util libraries Qt's X11 plugin needs and some desktops lack; copied from the build
machine when it has them, and used by AppRun only where the system has none."""


def build(bundle: Path, appdir: Path) -> Path:
    """Lay out ``appdir`` (emptied first) around the onedir ``bundle``."""
    if not (bundle / pkgmeta.APP_NAME).is_file():
        raise SystemExit(f"appdir: no bundle at {bundle}: build it first")
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
    _copy_fallback_libraries(usr / "lib" / "fallback")
    share.normalise_modes(appdir)
    return appdir


def _copy_fallback_libraries(folder: Path) -> None:
    found = _system_library_paths()
    for soname in FALLBACK_LIBRARIES:
        if soname in found:
            folder.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(found[soname], folder / soname)


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
