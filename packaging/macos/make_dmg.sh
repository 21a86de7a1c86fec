#!/usr/bin/env bash
# Make the macOS disk image: Hearts.app next to a link to /Applications, compressed.
#
#   packaging/macos/make_dmg.sh dist/Hearts.app dist/hearts-qt-0.1.0-macos-arm64.dmg
#
# Uses only hdiutil, which every Mac has. packaging/build.py calls it after the bundle.
set -euo pipefail

app="${1:?usage: make_dmg.sh PATH/TO/Hearts.app OUTPUT.dmg}"
dmg="${2:?usage: make_dmg.sh PATH/TO/Hearts.app OUTPUT.dmg}"
volume="${VOLUME_NAME:-Hearts}"

if ! command -v hdiutil >/dev/null 2>&1; then
  echo "make_dmg.sh: hdiutil not found: a .dmg can only be made on macOS" >&2
  exit 1
fi
[ -d "$app" ] || { echo "make_dmg.sh: no app bundle at $app" >&2; exit 1; }

staging="$(mktemp -d)"
trap 'rm -rf "$staging"' EXIT
# ditto keeps the bundle's symlinks, extended attributes and code signature intact.
ditto "$app" "$staging/$(basename "$app")"
ln -s /Applications "$staging/Applications"

rm -f "$dmg"
hdiutil create -volname "$volume" -srcfolder "$staging" -fs HFS+ -format UDZO \
  -imagekey zlib-level=9 -ov "$dmg"
echo "$dmg"
