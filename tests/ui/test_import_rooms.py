"""Imports inside ui/ go down its rooms, never up (docs/ARCHITECTURE.md, "Where things are").

The rooms, lowest first: the basics in ui/ itself (theme, i18n, texts, messages, game_folders...),
the item models and the shared widgets, the table kit, the dialogs, the game folders, the
application. A module may import its own room and the rooms below it; every import counts, at the
top of a module or inside a function. A game's screens.py is its part of the application's
--screenshots and ranks with the application."""

import ast
from pathlib import Path

import boardgames_desktop.ui

UI = Path(boardgames_desktop.ui.__file__).parent
PACKAGE = "boardgames_desktop.ui"
RANKS = {"": 0, "models": 1, "widgets": 1, "table": 2, "dialogs": 3, "games": 4, "app": 5}
NAMES = {0: "the basics (ui/*.py)", 1: "models/ and widgets/", 2: "the table kit (table/)", 3: "the dialogs (dialogs/)",
         4: "the game folders (games/)", 5: "the application (app/)"}


def rank(module: str) -> int:
    """The room of a module (or package) under boardgames_desktop.ui."""
    parts = module[len(PACKAGE):].lstrip(".").split(".") if module != PACKAGE else []
    if not parts or (len(parts) == 1 and parts[0] not in RANKS):
        return 0
    if parts[0] == "games" and parts[-1] == "screens":
        return RANKS["app"]
    if parts[0] not in RANKS:
        raise AssertionError(f"{module}: a subpackage of ui/ with no room in this test's RANKS")
    return RANKS[parts[0]]


def imported(module: str, is_package: bool, source: str) -> list[tuple[int, str]]:
    """(line, module) of every module of ui/ that `source` imports, its names as modules or not."""
    package = module if is_package else module.rpartition(".")[0]
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[: len(base) - (node.level - 1)]
                target = ".".join(base + ([node.module] if node.module else []))
            else:
                target = node.module or ""
            found.append((node.lineno, target))
            # `from . import theme` imports the module ui.theme, not the package ui
            found += [(node.lineno, f"{target}.{alias.name}") for alias in node.names
                      if _is_module(f"{target}.{alias.name}")]
    return [(line, name) for line, name in found if name == PACKAGE or name.startswith(PACKAGE + ".")]


def _is_module(name: str) -> bool:
    path = UI.joinpath(*name[len(PACKAGE) + 1:].split(".")) if name.startswith(PACKAGE + ".") else None
    return path is not None and (path.with_suffix(".py").is_file() or (path / "__init__.py").is_file())


def upward(module: str, is_package: bool, source: str) -> list[str]:
    own = rank(module)
    return [f"{module}:{line} imports {target}: {NAMES[own]} may not import {NAMES[rank(target)]}"
            for line, target in imported(module, is_package, source)
            if target != PACKAGE and rank(target) > own]


def modules():
    for path in sorted(UI.rglob("*.py")):
        parts = list(path.relative_to(UI).with_suffix("").parts)
        is_package = parts[-1] == "__init__"
        if is_package:
            parts.pop()
        yield ".".join([PACKAGE, *parts]), is_package, path.read_text(encoding="utf-8")


def test_no_import_inside_ui_runs_up_its_rooms():
    found = [problem for module, is_package, source in modules() for problem in upward(module, is_package, source)]
    assert not found, "\n".join(found)


def test_every_room_holds_modules():
    rooms = {rank(module) for module, _, _ in modules()}
    assert rooms == set(NAMES)


def test_the_rule_sees_an_import_up_wherever_it_is():
    low = "boardgames_desktop.ui.texts"
    assert upward(low, False, "from .app.session import Session\n")
    assert upward(low, False, "def f():\n    from . import games\n")  # the game folders' package
    assert upward("boardgames_desktop.ui.widgets.cards", False, "from ..table import game_table\n")
    assert upward("boardgames_desktop.ui.table.game_page", False, "from ..dialogs.unsaved_dialog import reason\n")
    assert upward("boardgames_desktop.ui.games.for_sale.table", False, "from ...app.session import Session\n")
    assert not upward("boardgames_desktop.ui.games.for_sale.screens", False, "from ...app.screenshots import wait\n")
    assert not upward("boardgames_desktop.ui.app.main_window", False, "from ..table.game_page import GamePage\n")
