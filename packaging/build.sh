#!/usr/bin/env bash
# Build the program as families install it, on Linux or macOS (Windows: packaging/build.ps1).
#
#     bash packaging/build.sh
#
# Makes a fresh virtual environment in build/packaging/venv with the pinned versions of
# packaging/requirements.txt (PyInstaller, its hooks, PySide6, the program's dependencies),
# then runs PyInstaller on packaging/boardgames-desktop.spec. Result:
#   Linux  dist/boardgames-desktop/boardgames-desktop
#   macOS  "dist/Rodinné deskovky.app" (and the same folder as on Linux inside it)
# Check a build with:  dist/boardgames-desktop/boardgames-desktop --self-test
#
# PYTHON names the interpreter to build with (default python3; 3.11 or newer, built with a shared
# libpython, as python.org's and pyenv's are). Everything, pip's and PyInstaller's caches included,
# stays under build/ and dist/, which git ignores.
set -euo pipefail
cd "$(dirname "$0")/.."

PYTHON=${PYTHON:-python3}
BUILD=build/packaging
export PIP_CACHE_DIR="$PWD/$BUILD/pip-cache"
export PIP_DISABLE_PIP_VERSION_CHECK=1
export PYINSTALLER_CONFIG_DIR="$PWD/$BUILD/pyinstaller-cache"
export PYTHONDONTWRITEBYTECODE=1

started=$(date +%s)
rm -rf "$BUILD/venv" "$BUILD/work" dist/boardgames-desktop "dist/Rodinné deskovky.app"
mkdir -p "$BUILD"
echo "build: a fresh virtual environment in $BUILD/venv"
"$PYTHON" -m venv "$BUILD/venv"
"$BUILD/venv/bin/python" -m pip install -q -r packaging/requirements.txt

echo "build: PyInstaller $("$BUILD/venv/bin/pyinstaller" --version)"
"$BUILD/venv/bin/pyinstaller" --noconfirm --clean --log-level WARN \
    --distpath dist --workpath "$BUILD/work" packaging/boardgames-desktop.spec

if [ "$(uname)" = "Darwin" ]; then
    result="dist/Rodinné deskovky.app"
else
    result="dist/boardgames-desktop"
fi
echo "build: $result ($(du -sh "$result" | cut -f1)) in $(( $(date +%s) - started )) s"
