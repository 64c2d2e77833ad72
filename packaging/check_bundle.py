"""After a build: does the bundle's Python archive hold every module of the package?

    python packaging/check_bundle.py [build/packaging/work]

Reads the PYZ table of contents PyInstaller wrote in its work folder (<work>/boardgames-desktop/
PYZ-00.toc) and compares it with every module of boardgames_desktop in the source tree
(boardgames_desktop/bundle.py, the list the spec bundles). Exit 1 naming what is missing.
"""

import ast
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from boardgames_desktop import bundle  # noqa: E402


def archived_modules(toc: Path) -> set[str]:
    """The Python modules in a PYZ-00.toc (a Python literal: nested tuples and lists of
    (name, path, typecode) entries)."""
    found: set[str] = set()

    def walk(node) -> None:
        if isinstance(node, (tuple, list)):
            if len(node) == 3 and all(isinstance(part, str) for part in node) and node[2] in ("PYMODULE", "PYSOURCE"):
                found.add(node[0])
            else:
                for child in node:
                    walk(child)

    walk(ast.literal_eval(toc.read_text(encoding="utf-8")))
    return found


def main(argv: list[str]) -> int:
    work = Path(argv[1]) if len(argv) > 1 else ROOT / "build" / "packaging" / "work"
    tocs = sorted(work.glob("*/PYZ-00.toc"))
    if len(tocs) != 1:
        print(f"check_bundle: expected one PYZ-00.toc under {work}, found {[str(t) for t in tocs]}", file=sys.stderr)
        return 1
    missing = sorted(set(bundle.modules_in(ROOT / "boardgames_desktop")) - archived_modules(tocs[0]))
    if missing:
        print(f"check_bundle: {len(missing)} modules of the package are not in {tocs[0]}:", file=sys.stderr)
        for name in missing:
            print(f"  {name}", file=sys.stderr)
        return 1
    print(f"check_bundle: all {len(bundle.modules_in(ROOT / 'boardgames_desktop'))} modules of the package are in {tocs[0]}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
