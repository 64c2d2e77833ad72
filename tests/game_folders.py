"""Where a game of the catalog keeps its test data: beside the root package the catalog line names,
`tests/rules/<id>/` and `tests/ui/<id>/` (for this program, the folders under tests/). A game added
from another root (`registry.register(GameInfo(..., package=...))`) keeps them beside that package."""

import importlib.util
from pathlib import Path

from boardgames_desktop.rules import registry


def own_tests(game: str, kind: str) -> Path:
    """tests/<kind>/<id>/ of the game (kind: "rules" or "ui"), whether or not it exists."""
    return registry.folder(game, "").parent / "tests" / kind / game


def game_module(game: str, kind: str, name: str):
    """tests/<kind>/<id>/<name>.py of the game, imported by its path; a clear error if it is missing."""
    path = own_tests(game, kind) / f"{name}.py"
    if not path.is_file():
        raise AssertionError(f"{game}: {path} is missing (docs/ARCHITECTURE.md, \"Adding a game\")")
    spec = importlib.util.spec_from_file_location(f"{game}_{kind}_{name}", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module
