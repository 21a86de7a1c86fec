#!/usr/bin/env bash
# Make the macOS disk image: Hearts.app next to a link to /Applications, compressed.
#
#   packaging/macos/make_dmg.sh dist/Hearts.app dist/hearts-qt-0.1.0-macos-arm64.dmg
#
# Uses only hdiutil, which every Mac has. packaging/build.py calls it after the bundle.
# hdiutil create fails now and then on CI runners ("Resource busy"): it is tried up to
# $HDIUTIL_ATTEMPTS times (5), $HDIUTIL_PAUSE seconds (10) apart.
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

attempts="${HDIUTIL_ATTEMPTS:-5}"
pause="${HDIUTIL_PAUSE:-10}"
for attempt in $(seq 1 "$attempts"); do
  rm -f "$dmg"
  if hdiutil create -volname "$volume" -srcfolder "$staging" -fs HFS+ -format UDZO \
      -imagekey zlib-level=9 -ov "$dmg"; then
    echo "$dmg"
    exit 0
  fi
  if [ "$attempt" -lt "$attempts" ]; then
    echo "make_dmg.sh: hdiutil create failed (attempt $attempt of $attempts), again in ${pause} s" >&2
    sleep "$pause"
  fi
done
echo "make_dmg.sh: hdiutil create failed $attempts times: no $dmg" >&2
exit 1
