"""Build the installers this platform can build, then list them with their sizes.

    python packaging/build.py            # everything for this platform
    python packaging/build.py --smoke    # … and run the frozen app's own smoke test
    python packaging/build.py --only deb --skip-bundle   # repackage an existing bundle

On Linux: the onedir bundle, the .deb (needs dpkg-deb), the AppDir, and the AppImage when
``appimagetool`` is on PATH. On Windows: the bundle and the Inno Setup installer (needs
``iscc``). On macOS: ``Hearts.app``, signed and notarised when an identity is configured
(see packaging/macos/sign_and_notarize.sh), and the .dmg. Outputs go to dist/, work files
to build/.
"""

from __future__ import annotations

import argparse
import os
import platform
import re
import shutil
import subprocess
import sys
import time
from collections.abc import Callable, Iterable, Mapping
from pathlib import Path

PACKAGING = Path(__file__).resolve().parent
sys.path.insert(0, str(PACKAGING))

import core_modules  # noqa: E402 - found through the path set just above
import pkgmeta  # noqa: E402

IS_LINUX = sys.platform.startswith("linux")
IS_WINDOWS = sys.platform == "win32"
IS_MACOS = sys.platform == "darwin"

LINUX_STEPS = ("bundle", "smoke", "deb", "appdir", "appimage")
WINDOWS_STEPS = ("bundle", "smoke", "installer")
MACOS_STEPS = ("bundle", "smoke", "sign", "dmg")
ALL_STEPS = tuple(dict.fromkeys(LINUX_STEPS + WINDOWS_STEPS + MACOS_STEPS))


def platform_steps() -> tuple[str, ...]:
    if IS_WINDOWS:
        return WINDOWS_STEPS
    if IS_MACOS:
        return MACOS_STEPS
    return LINUX_STEPS


def bundle_dir(dist: Path) -> Path:
    """The onedir folder PyInstaller writes (inside the .app on macOS it is a copy)."""
    return dist / pkgmeta.APP_NAME


def frozen_executable(dist: Path) -> Path:
    if IS_MACOS:
        return dist / f"{pkgmeta.DISPLAY_NAME}.app" / "Contents" / "MacOS" / pkgmeta.APP_NAME
    suffix = ".exe" if IS_WINDOWS else ""
    return bundle_dir(dist) / f"{pkgmeta.APP_NAME}{suffix}"


class Build:
    def __init__(self, args: argparse.Namespace) -> None:
        self.args = args
        self.dist: Path = args.dist.resolve()
        self.work: Path = args.work.resolve()
        self.version = pkgmeta.version()
        self.artefacts: list[Path] = []
        self.timings: list[tuple[str, float]] = []

    def run(self, steps: list[str]) -> int:
        actions: dict[str, Callable[[], None]] = {
            "bundle": self.bundle,
            "smoke": self.smoke,
            "deb": self.deb,
            "appdir": self.appdir,
            "appimage": self.appimage,
            "installer": self.installer,
            "sign": self.sign,
            "dmg": self.dmg,
        }
        for step in steps:
            started = time.perf_counter()
            print(f"== {step}", flush=True)
            actions[step]()
            self.timings.append((step, time.perf_counter() - started))
        self.report()
        return 0

    # --- steps ----------------------------------------------------------------------------
    def bundle(self) -> None:
        command = [
            sys.executable, "-m", "PyInstaller", "--noconfirm",
            "--distpath", str(self.dist),
            "--workpath", str(self.work / "pyinstaller"),
            str(PACKAGING / "hearts-qt.spec"),
        ]  # fmt: skip
        if self.args.clean:
            command.insert(4, "--clean")
        env = dict(os.environ)
        if not self.args.pure:
            import compiled_core

            # The search core compiled by mypyc; the spec analyses the app from there.
            env[core_modules.BUILT_FROM] = str(compiled_core.build(self.work / "compiled"))
        if IS_MACOS:
            _check_macos_floor()
            # A failed ad-hoc signature is an error, not PyInstaller's warning: an app whose
            # signature is broken is killed by macOS on Apple silicon at its first start.
            env = dict(env, PYINSTALLER_STRICT_BUNDLE_CODESIGN_ERROR="1")
        _run(command, env=env)
        if IS_LINUX:
            from linux import runpath

            changed = runpath.fix(bundle_dir(self.dist))
            print(f"runpath: {len(changed)} files searched absolute folders; now $ORIGIN")
        target = self.dist / f"{pkgmeta.DISPLAY_NAME}.app" if IS_MACOS else bundle_dir(self.dist)
        self.artefacts.append(target)

    def smoke(self) -> None:
        env = dict(os.environ, QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"))
        log = self.work / "smoke-test.log"
        log.parent.mkdir(parents=True, exist_ok=True)
        env["HEARTS_QT_SMOKE_LOG"] = str(log)
        if not self.args.pure:
            env[core_modules.EXPECT] = "1"  # the smoke test fails unless the core is compiled
        done = subprocess.run([str(frozen_executable(self.dist)), "--smoke-test"], env=env)
        if IS_WINDOWS and log.exists():  # a windowed .exe has no console to print to
            print(log.read_text(encoding="utf-8"), end="")
        if done.returncode != 0:
            raise SystemExit(f"the frozen app's smoke test failed (exit {done.returncode})")

    def deb(self) -> None:
        if not shutil.which("dpkg-deb"):
            print("dpkg-deb not found: no .deb (apt-get install dpkg)")
            return
        from linux import deb

        self.artefacts.append(
            deb.build(bundle_dir(self.dist), self.dist, self.work / "linux", fast=self.args.fast)
        )

    def appdir(self) -> None:
        from linux import appdir

        self.artefacts.append(appdir.build(bundle_dir(self.dist), self._appdir_path()))

    def appimage(self) -> None:
        tool = os.environ.get("APPIMAGETOOL") or shutil.which("appimagetool")
        if not tool:
            print("appimagetool not found: the AppDir is ready, no AppImage (the release")
            print("workflow makes it; or set APPIMAGETOOL to the tool)")
            return
        from linux import appdir

        target = self.dist / appdir.appimage_name(self.version)
        env = dict(os.environ, ARCH=platform.machine(), VERSION=self.version)
        _run([tool, "--no-appstream", str(self._appdir_path()), str(target)], env=env)
        self.artefacts.append(target)

    def installer(self) -> None:
        iscc = find_iscc()
        if iscc is None:
            raise SystemExit(
                "Inno Setup's ISCC.exe not found (looked on PATH, in $ISCC and in the Inno "
                "Setup 7 and 6 folders): no installer. Install it (choco install innosetup) "
                "or leave the step out (--only bundle smoke)."
            )
        _run(iscc_command(iscc, self.version, self.dist))
        self.artefacts.append(self.dist / f"{pkgmeta.APP_NAME}-{self.version}-setup.exe")

    def sign(self) -> None:
        app = self.dist / f"{pkgmeta.DISPLAY_NAME}.app"
        _run(["bash", str(PACKAGING / "macos" / "sign_and_notarize.sh"), "app", str(app)])

    def dmg(self) -> None:
        app = self.dist / f"{pkgmeta.DISPLAY_NAME}.app"
        target = self.dist / f"{pkgmeta.APP_NAME}-{self.version}-macos-{platform.machine()}.dmg"
        _run(["bash", str(PACKAGING / "macos" / "make_dmg.sh"), str(app), str(target)])
        # The script reads notarytool's JSON answer with this Python.
        env = dict(os.environ, PYTHON=sys.executable)
        script = PACKAGING / "macos" / "sign_and_notarize.sh"
        _run(["bash", str(script), "dmg", str(target)], env=env)
        self.artefacts.append(target)

    # --- helpers --------------------------------------------------------------------------
    def _appdir_path(self) -> Path:
        return self.work / "linux" / "AppDir"

    def report(self) -> None:
        print("\nArtefacts:")
        for path in self.artefacts:
            print(f"  {_size(path):>10}  {path}")
        print("Times: " + ", ".join(f"{step} {seconds:.0f} s" for step, seconds in self.timings))


def _size(path: Path) -> str:
    if path.is_dir():
        total = sum(p.lstat().st_size for p in path.rglob("*") if not p.is_dir())
    else:
        total = path.stat().st_size
    return f"{total / 2**20:.1f} MiB"


def _run(command: list[str], env: dict[str, str] | None = None) -> None:
    print("$", " ".join(command), flush=True)
    subprocess.run(command, check=True, env=env)


INNO_SETUP_FOLDERS = ("Inno Setup 7", "Inno Setup 6")
"""Where Inno Setup installs itself, newest first (under Program Files, or per user under
%LOCALAPPDATA%\\Programs)."""


def find_iscc(env: Mapping[str, str] | None = None) -> str | None:
    """Inno Setup's compiler: ``$ISCC``, ``iscc`` on PATH, else its install folders."""
    env = os.environ if env is None else env
    if env.get("ISCC") and Path(env["ISCC"]).is_file():
        return env["ISCC"]
    found = shutil.which("iscc", path=env.get("PATH")) or shutil.which(
        "ISCC.exe", path=env.get("PATH")
    )
    if found:
        return found
    bases = [env.get(name) for name in ("ProgramFiles(x86)", "PROGRAMFILES(X86)")]
    bases += [env.get("ProgramFiles"), env.get("PROGRAMFILES")]
    local = env.get("LOCALAPPDATA")
    bases.append(str(Path(local) / "Programs") if local else None)
    for folder in INNO_SETUP_FOLDERS:
        for base in bases:
            if base and (Path(base) / folder / "ISCC.exe").is_file():
                return str(Path(base) / folder / "ISCC.exe")
    return None


def iscc_command(iscc: str, version: str, dist: Path) -> list[str]:
    """The ISCC command line: ``AppVersion`` is shown as it is (``0.2.0rc1``), while
    ``VersionInfoVersion`` takes at most four numbers, so it gets ``numeric_version``."""
    numeric = ".".join(str(n) for n in pkgmeta.numeric_version(version))
    return [
        iscc, f"/DAppVersion={version}", f"/DAppNumericVersion={numeric}",
        f"/DSourceDir={bundle_dir(dist)}",
        f"/DOutputDir={dist}",
        f"/DIconFile={pkgmeta.icon('hearts-qt.ico')}",
        str(PACKAGING / "windows" / "hearts-qt.iss"),
    ]  # fmt: skip


def macos_floor(wheel_tags: Iterable[str]) -> tuple[int, int]:
    """The newest macOS that any of these wheel tags requires (``…macosx_13_0_…``).

    >>> macos_floor(["cp39-abi3-macosx_13_0_universal2", "cp39-abi3-macosx_11_0_x86_64"])
    (13, 0)
    """
    floors = [(int(m[1]), int(m[2])) for t in wheel_tags if (m := _MACOSX.search(t))]
    return max(floors, default=(0, 0))


_MACOSX = re.compile(r"macosx_(\d+)_(\d+)_")


def _check_macos_floor() -> None:
    """Stop if the installed Qt wheels need a newer macOS than the app says it runs on."""
    from importlib import metadata

    tags: list[str] = []
    for name in ("PySide6_Essentials", "shiboken6"):
        try:
            wheel = metadata.distribution(name).read_text("WHEEL") or ""
        except metadata.PackageNotFoundError:
            continue
        tags += [
            line.split(":", 1)[1].strip() for line in wheel.splitlines() if line.startswith("Tag:")
        ]
    needed = macos_floor(tags)
    stated = tuple(int(n) for n in pkgmeta.MACOS_MINIMUM.split("."))
    if needed > stated:
        raise SystemExit(
            f"the installed PySide6 needs macOS {needed[0]}.{needed[1]} but the app says "
            f"{pkgmeta.MACOS_MINIMUM} (pkgmeta.MACOS_MINIMUM, the README): make them agree"
        )


def parse(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        description="Build the hearts-qt installers this platform can build and list them.",
        epilog=f"Steps on this platform: {', '.join(platform_steps())}.",
    )
    parser.add_argument(
        "--only",
        nargs="+",
        choices=ALL_STEPS,
        metavar="STEP",
        help=f"run just these steps, in the order given ({', '.join(ALL_STEPS)})",
    )
    parser.add_argument("--skip-bundle", action="store_true", help="reuse the bundle in dist/")
    parser.add_argument("--smoke", action="store_true", help="run the bundle's smoke test")
    parser.add_argument("--clean", action="store_true", help="let PyInstaller start afresh")
    parser.add_argument(
        "--pure",
        action="store_true",
        help="leave the search core pure Python (by default it is compiled by mypyc: that "
        "needs a C compiler and Python's headers)",
    )
    parser.add_argument(
        "--fast", action="store_true", help="compress quickly (CI): larger .deb, same files"
    )
    parser.add_argument("--dist", type=Path, default=pkgmeta.DIST, help="artefacts (dist/)")
    parser.add_argument("--work", type=Path, default=pkgmeta.BUILD, help="work files (build/)")
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = parse(argv)
    if args.only:
        steps = list(args.only)
    else:
        steps = [s for s in platform_steps() if s != "smoke" or args.smoke]
    if args.skip_bundle and "bundle" in steps:
        steps.remove("bundle")
    return Build(args).run(steps)


if __name__ == "__main__":
    sys.exit(main())
