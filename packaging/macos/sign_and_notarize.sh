#!/usr/bin/env bash
# Sign and notarise the macOS app or disk image, when the secrets for it exist.
#
#   packaging/macos/sign_and_notarize.sh app dist/Hearts.app
#   packaging/macos/sign_and_notarize.sh dmg dist/hearts-qt-0.1.0-macos-arm64.dmg
#
# Signing needs MACOS_SIGN_IDENTITY ("Developer ID Application: Name (TEAMID)") with that
# certificate in the keychain. Notarising also needs an App Store Connect API key:
# MACOS_NOTARY_KEY (path of the .p8 file), MACOS_NOTARY_KEY_ID and MACOS_NOTARY_ISSUER.
# Without an identity every step is skipped, with a note, and the exit status is 0: an
# unsigned app still runs after the user allows it in System Settings › Privacy & Security.
#
# notarytool submit --wait exits 0 even when Apple rejects the submission ("Invalid"), so
# its JSON answer is read (with $PYTHON, else python3): anything but "Accepted" prints
# Apple's log of the submission and fails.
set -euo pipefail

what="${1:?usage: sign_and_notarize.sh app|dmg PATH}"
path="${2:?usage: sign_and_notarize.sh app|dmg PATH}"
here="$(cd "$(dirname "$0")" && pwd)"

if [ -z "${MACOS_SIGN_IDENTITY:-}" ]; then
  echo "sign_and_notarize.sh: MACOS_SIGN_IDENTITY not set: $path left unsigned (skipped)"
  exit 0
fi

case "$what" in
  app)
    # Hardened runtime is required for notarisation; the entitlements let the Python
    # runtime map its own code (PyInstaller's bundles need these two).
    codesign --force --deep --options runtime --timestamp \
      --entitlements "$here/entitlements.plist" \
      --sign "$MACOS_SIGN_IDENTITY" "$path"
    codesign --verify --deep --strict --verbose=2 "$path"
    ;;
  dmg)
    codesign --force --timestamp --sign "$MACOS_SIGN_IDENTITY" "$path"
    if [ -n "${MACOS_NOTARY_KEY:-}" ] && [ -n "${MACOS_NOTARY_KEY_ID:-}" ] \
        && [ -n "${MACOS_NOTARY_ISSUER:-}" ]; then
      auth=(--key "$MACOS_NOTARY_KEY" --key-id "$MACOS_NOTARY_KEY_ID"
        --issuer "$MACOS_NOTARY_ISSUER")
      submitted=0
      answer="$(xcrun notarytool submit "$path" --wait --output-format json "${auth[@]}")" \
        || submitted=$?
      echo "$answer"
      read_field() {
        "${PYTHON:-python3}" -c 'import json, sys
try:
    print(json.loads(sys.argv[1]).get(sys.argv[2], ""))
except (ValueError, AttributeError):
    print("")' "$answer" "$1"
      }
      status="$(read_field status)"
      id="$(read_field id)"
      if [ "$submitted" != 0 ] || [ "$status" != "Accepted" ]; then
        echo "sign_and_notarize.sh: notarisation of $path: status '${status:-none}'" \
          "(notarytool exit $submitted), not Accepted" >&2
        if [ -n "$id" ]; then
          xcrun notarytool log "$id" "${auth[@]}" >&2 || true
        fi
        exit 1
      fi
      xcrun stapler staple "$path"
      xcrun stapler validate "$path"
    else
      echo "sign_and_notarize.sh: no notary API key: $path signed, not notarised (skipped)"
    fi
    ;;
  *)
    echo "sign_and_notarize.sh: first argument must be app or dmg, not $what" >&2
    exit 2
    ;;
esac
