"""Small pieces (docs/ARCHITECTURE.md): no module of the package over 600 lines, no function over 80,
so that each can be read in one sitting. A piece that grows past them is split along a seam that
explains itself (a table's clicks, a game's words of the moves), never squeezed."""

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "boardgames_desktop"
MODULE_LINES = 600
FUNCTION_LINES = 80


def modules() -> list[Path]:
    return sorted(PACKAGE.rglob("*.py"))


def name(path: Path) -> str:
    return str(path.relative_to(PACKAGE.parent))


def test_the_package_has_modules_to_measure():
    assert len(modules()) > 100
    assert PACKAGE / "ui" / "games" / "x_nimmt" / "table.py" in modules()


def test_no_module_is_over_600_lines():
    long = {name(path): lines for path in modules()
            if (lines := len(path.read_text(encoding="utf-8").splitlines())) > MODULE_LINES}
    assert long == {}


def long_functions(source: str) -> dict[str, int]:
    """{"line name": lines} of each function over the limit, from its `def` to its last line,
    methods and nested functions too."""
    long = {}
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            lines = node.end_lineno - node.lineno + 1
            if lines > FUNCTION_LINES:
                long[f"{node.lineno} {node.name}"] = lines
    return long


def test_no_function_is_over_80_lines():
    long = {f"{name(path)}:{where}": lines for path in modules()
            for where, lines in long_functions(path.read_text(encoding="utf-8")).items()}
    assert long == {}


def test_the_measure_sees_long_methods_and_nested_functions():
    body = "        x = 1\n" * (FUNCTION_LINES - 1)
    source = (f"class Table:\n    def short(self):\n{body}\n"
              f"    def long(self):\n{body}        def inner():\n            pass\n")
    assert long_functions(source) == {f"{FUNCTION_LINES + 3} long": FUNCTION_LINES + 2}
