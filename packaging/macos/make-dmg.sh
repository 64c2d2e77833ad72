#!/usr/bin/env bash
# Make the macOS disk image from the build in "dist/Rodinné deskovky.app" (run packaging/build.sh first):
#
#     bash packaging/macos/make-dmg.sh
#
# The image holds the .app and a link to Applications, so that installing is dragging one onto
# the other. Its version is the one the build wrote into the app's Info.plist (set by
# packaging/boardgames-desktop.spec from boardgames_desktop/__init__.py).
# Result: dist/rodinne-deskovky-<version>-macos.dmg (compressed, read-only).
set -euo pipefail
cd "$(dirname "$0")/../.."

app="dist/Rodinné deskovky.app"
[ -d "$app" ] || { echo "make-dmg: $app is missing: run packaging/build.sh first" >&2; exit 1; }
version=$(/usr/libexec/PlistBuddy -c "Print CFBundleShortVersionString" "$app/Contents/Info.plist")
staging=build/packaging/dmg
dmg="dist/rodinne-deskovky-$version-macos.dmg"

rm -rf "$staging" "$dmg"
mkdir -p "$staging"
ditto "$app" "$staging/Rodinné deskovky.app"  # ditto keeps the bundle's symbolic links and permissions
ln -s /Applications "$staging/Applications"
# hdiutil now and then finds the new image's device busy on a hosted runner: try again.
for attempt in 1 2 3; do
    if hdiutil create -volname "Rodinné deskovky" -srcfolder "$staging" -fs HFS+ -format UDZO -ov "$dmg"; then
        echo "make-dmg: $dmg ($(du -h "$dmg" | cut -f1))"
        exit 0
    fi
    echo "make-dmg: hdiutil failed (attempt $attempt), trying again" >&2
    sleep 5
done
exit 1
