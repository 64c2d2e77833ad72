"""Set up a private virtual environment on first use, then start the program or run the tests.

    python3 dev.py start      the program
    python3 dev.py test       the whole test suite on every core, with a count of the tests run
                              so far (extra arguments go to pytest; -n 0 runs it in one process)

Only Python 3.11+ is needed: the first run creates .venv/ and installs the project into it, and
installs again whenever pyproject.toml changes. On Linux, `start` first checks that the system has
the libraries Qt needs to open a window, and names the one command that installs the missing ones.
"""

import ctypes
import hashlib
import os
import subprocess
import sys
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent
VENV = ROOT / ".venv"
STAMP = VENV / "installed-from.sha256"

# The system libraries that PySide6's X11 platform plugin (Qt/plugins/platforms/libqxcb.so) and the
# Qt libraries under it need (`readelf -d`, PySide6 6.11; tests/test_dev_script.py checks the list
# against the installed PySide6), and the Debian/Ubuntu package of each. A fresh desktop often
# lacks a few of the xcb ones, and Qt then only says "could not load the Qt platform plugin xcb";
# `ldd` on the plugin shows which are missing.
QT_XCB_LIBRARIES = {
    "libxcb.so.1": "libxcb1",
    "libxcb-cursor.so.0": "libxcb-cursor0",
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
    "libxkbcommon.so.0": "libxkbcommon0",
    "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
    "libX11.so.6": "libx11-6",
    "libX11-xcb.so.1": "libx11-xcb1",
    "libGL.so.1": "libgl1",
    "libEGL.so.1": "libegl1",
    "libfontconfig.so.1": "libfontconfig1",
    "libfreetype.so.6": "libfreetype6",
    "libglib-2.0.so.0": "libglib2.0-0",
    "libgthread-2.0.so.0": "libglib2.0-0",
    "libdbus-1.so.3": "libdbus-1-3",
    "libz.so.1": "zlib1g",
    "libzstd.so.1": "libzstd1",
}


def venv_python() -> Path:
    if os.name == "nt":
        return VENV / "Scripts" / "python.exe"
    return VENV / "bin" / "python"


def ensure_environment() -> Path:
    if sys.version_info < (3, 11):
        sys.exit("Rodinné deskovky needs Python 3.11 or newer.")
    wanted = hashlib.sha256((ROOT / "pyproject.toml").read_bytes()).hexdigest()
    python = venv_python()
    if python.exists() and STAMP.exists() and STAMP.read_text().strip() == wanted:
        return python
    if not python.exists():
        print("Creating the virtual environment in .venv ...", flush=True)
        venv.EnvBuilder(with_pip=True).create(VENV)
    print("Installing the program and its test tools into .venv ...", flush=True)
    subprocess.run(
        [str(python), "-m", "pip", "install", "--disable-pip-version-check", "-q", "-e", ".[test]"],
        cwd=ROOT,
        check=True,
    )
    STAMP.write_text(wanted)
    return python


def loadable(library: str) -> bool:
    """Whether the dynamic loader finds `library` (a file name such as libxcb-icccm.so.4) as Qt will:
    through the same search path, for this machine's architecture, with what it needs in turn."""
    try:
        ctypes.CDLL(library)
    except OSError:
        return False
    return True


def missing_window_packages(environ=os.environ, platform=sys.platform, found=loadable) -> list[str]:
    """The Debian/Ubuntu packages to install before Qt can open a window here: none off Linux or when
    Qt is told to use another platform than X11 (QT_QPA_PLATFORM=offscreen, wayland, ...)."""
    if not platform.startswith("linux") or not (environ.get("QT_QPA_PLATFORM") or "xcb").startswith("xcb"):
        return []
    return sorted({package for library, package in QT_XCB_LIBRARIES.items() if not found(library)})


def main(argv: list[str]) -> int:
    command, rest = (argv[0], argv[1:]) if argv else ("start", [])
    if command not in ("start", "test"):
        print(__doc__)
        return 2
    missing = missing_window_packages() if command == "start" else []
    if missing:
        sudo = "" if hasattr(os, "geteuid") and os.geteuid() == 0 else "sudo "
        print("Rodinné deskovky cannot open a window yet: some system libraries are missing.\n"
              "On Debian or Ubuntu install them with:\n\n"
              f"    {sudo}apt install {' '.join(missing)}\n", file=sys.stderr)
        return 1
    python = str(ensure_environment())
    if command == "start":
        return subprocess.call([python, "-m", "boardgames_desktop", *rest], cwd=ROOT)
    # Progress as a count ("[ 120/865]") at the end of each line of dots; pytest's closing line is
    # unchanged, and an -o console_output_style of the caller's own comes later and wins. On every
    # core (pytest-xdist): the tests are independent games and windows; a caller's own -n wins.
    cores = [] if any(arg.startswith(("-n", "--numprocesses")) for arg in rest) else ["-n", "auto"]
    return subprocess.call([python, "-m", "pytest", "-o", "console_output_style=count", *cores, *rest], cwd=ROOT)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
