"""Where a game of the catalog keeps its test data: beside the root package the catalog line names,
`tests/rules/<id>/` and `tests/ui/<id>/` (for this program, the folders under tests/). A game added
from another root (`registry.register(GameInfo(..., package=...))`) keeps them beside that package."""

import importlib.util
import json
import os
import sys
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


def register_extra_games() -> None:
    """Games from elsewhere, for this run: $BOARDGAMES_DESKTOP_TEST_GAMES is a JSON list of
    {"path": a folder put on sys.path, "line": the fields of its catalog line, a GameInfo}
    (tests/test_a_copied_game.py runs the catalog-wide tests over a copied game so)."""
    for game in json.loads(os.environ.get("BOARDGAMES_DESKTOP_TEST_GAMES") or "[]"):
        sys.path.insert(0, game["path"])
        registry.register(registry.GameInfo(*game["line"]))
