"""Refresh the translation sources from the code, then compile them for the program.

    .venv/bin/python i18n/update.py            lupdate (keeps existing translations) + lrelease
    .venv/bin/python i18n/update.py --compile  lrelease only

The compiled .qm files are committed beside the .ts files; tests/ui/test_translations.py checks
that they match and that nothing is left untranslated.
"""

import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
LANGUAGES = ("cs", "sk")


def tool(name: str) -> str:
    return str(Path(sys.executable).with_name(name))


def sources() -> list[str]:
    return sorted(str(path.relative_to(ROOT)) for path in (ROOT / "boardgames_desktop" / "ui").rglob("*.py"))


def ts_file(language: str) -> Path:
    return HERE / f"boardgames_{language}.ts"


def update() -> None:
    for language in LANGUAGES:
        subprocess.run(
            [tool("pyside6-lupdate"), "-no-obsolete", "-locations", "none", "-target-language", language,
             *sources(), "-ts", str(ts_file(language).relative_to(ROOT))],
            cwd=ROOT, check=True,
        )


def compile_to(language: str, qm: Path) -> None:
    subprocess.run([tool("pyside6-lrelease"), "-silent", str(ts_file(language)), "-qm", str(qm)], check=True)


def main() -> None:
    if "--compile" not in sys.argv:
        update()
    for language in LANGUAGES:
        compile_to(language, HERE / f"boardgames_{language}.qm")


if __name__ == "__main__":
    main()
