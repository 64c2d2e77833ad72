"""Set up a private virtual environment on first use, then start the program or run the tests.

    python3 dev.py start      the program
    python3 dev.py test       the whole test suite (extra arguments go to pytest)

Only Python 3.11+ is needed: the first run creates .venv/ and installs the project into it, and
installs again whenever pyproject.toml changes.
"""

import hashlib
import os
import subprocess
import sys
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent
VENV = ROOT / ".venv"
STAMP = VENV / "installed-from.sha256"


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


def main(argv: list[str]) -> int:
    command, rest = (argv[0], argv[1:]) if argv else ("start", [])
    if command not in ("start", "test"):
        print(__doc__)
        return 2
    python = str(ensure_environment())
    if command == "start":
        return subprocess.call([python, "-m", "boardgames_desktop", *rest], cwd=ROOT)
    return subprocess.call([python, "-m", "pytest", *rest], cwd=ROOT)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
