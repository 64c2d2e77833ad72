"""Imports go one way between the package's parts (docs/ARCHITECTURE.md, "Where things are"): read
from every module's source, so that an import inside a function counts as much as one at the top."""

import ast
from pathlib import Path

import boardgames_desktop

PACKAGE = Path(boardgames_desktop.__file__).parent
# What each part of the package may import of the others (the package's own __init__, its version,
# is everyone's). A part not listed here is an error: say where it belongs.
MAY_IMPORT = {
    "rules": set(),
    "storage": {"rules"},
    "play": {"rules"},
    "bundle": {"rules"},
    "bots": {"rules", "bundle"},
    "error_log": set(),
    "cli": {"rules", "storage"},
    "ui": {"rules", "storage", "play", "bots", "bundle", "error_log"},
    "__main__": {"ui", "error_log"},
}


def part_of(module: str) -> str | None:
    """The part of the package a dotted module name belongs to; None for the package itself or
    anything outside it."""
    names = module.split(".")
    if names[0] != PACKAGE.name or len(names) == 1 or names[1] == "__version__":
        return None
    return names[1]


def imported(path: Path, root: Path = PACKAGE.parent) -> set[str]:
    """Every module the file (under `root`) imports, by its absolute dotted name."""
    here = list(path.relative_to(root).with_suffix("").parts)
    package = here[:-1]  # the package a relative import starts from, for __init__.py too
    names = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = ".".join(package[:len(package) - node.level + 1]) if node.level else ""
            module = ".".join(filter(None, [base, node.module]))
            names.add(module)
            names.update(f"{module}.{alias.name}" for alias in node.names)  # `from . import storage`
    return names


def arrows() -> dict[tuple[str, str], set[str]]:
    """(from part, to part): the files with such an import."""
    found: dict[tuple[str, str], set[str]] = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        source = part_of(".".join(path.relative_to(PACKAGE.parent).with_suffix("").parts))
        for module in imported(path):
            target = part_of(module)
            if source is not None and target is not None and target != source:
                found.setdefault((source, target), set()).add(str(path.relative_to(PACKAGE.parent)))
    return found


def test_every_part_of_the_package_has_its_place():
    parts = {path.stem if path.is_file() else path.name for path in PACKAGE.iterdir()
             if (path.suffix == ".py" or (path / "__init__.py").exists()) and path.name != "__init__.py"}
    assert parts == set(MAY_IMPORT)


def test_imports_go_one_way():
    wrong = {arrow: files for arrow, files in arrows().items() if arrow[1] not in MAY_IMPORT.get(arrow[0], set())}
    assert wrong == {}


def test_the_rules_import_nothing_else_of_the_package():
    """The rules are the bottom: a rules module that needs storage or the command line's reading of
    files is in the wrong place (the command line is boardgames_desktop/cli.py)."""
    assert not [arrow for arrow in arrows() if arrow[0] == "rules"]
    assert not (PACKAGE / "rules" / "__main__.py").exists()


def test_the_check_sees_an_arrow_up(tmp_path):
    """The reading of imports itself: relative imports of every depth, inside functions too."""
    path = tmp_path / PACKAGE.name / "rules" / "for_sale" / "spec.py"
    path.parent.mkdir(parents=True)
    for source, target in {"from ...storage.errors import SaveError": "storage.errors",
                           "def f():\n    from ... import storage": "storage",
                           "import boardgames_desktop.play.change": "play.change",
                           "from .. import registry": "rules.registry"}.items():
        path.write_text(source, encoding="utf-8")
        assert f"{PACKAGE.name}.{target}" in imported(path, tmp_path)
