"""The registry's catalog names every game without importing its rules, and agrees with each spec."""

import json
import subprocess
import sys

import pytest

from boardgames_desktop.rules import InvalidSetup, registry


@pytest.mark.parametrize("game", registry.catalog(), ids=lambda game: game.id)
def test_the_catalog_agrees_with_the_game_it_names(game):
    spec = registry.get(game.id)
    assert (spec.id, spec.min_players, spec.max_players) == (game.id, game.min_players, game.max_players)
    assert registry.info(game.id) is game


def test_games_are_the_catalogs_games_in_its_order():
    assert [spec.id for spec in registry.games()] == [game.id for game in registry.catalog()]
    assert len({game.id for game in registry.catalog()}) == len(registry.catalog())


def test_an_unknown_game_is_refused_by_info_as_by_get():
    with pytest.raises(InvalidSetup) as caught:
        registry.info("chess")
    assert caught.value.code == "unknown_game"


def loaded_after(code: str) -> list[str]:
    """The package's modules, and pydantic's, that a fresh interpreter has imported after `code`."""
    code += (
        "\nimport sys, json\n"
        "print(json.dumps(sorted(m for m in sys.modules if m.startswith(('boardgames_desktop.', 'pydantic')))))\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    return json.loads(result.stdout)


def test_the_catalog_imports_no_rules_and_no_pydantic():
    loaded = loaded_after("from boardgames_desktop.rules import registry\nregistry.catalog()")
    assert not [name for name in loaded if name.startswith("pydantic")]
    games = {game.id for game in registry.catalog()}
    assert not [name for name in loaded if name.split(".")[2:3] and name.split(".")[2] in games]


def test_a_game_asked_for_imports_its_own_rules_only():
    loaded = loaded_after("from boardgames_desktop.rules import registry\nregistry.get('x_nimmt')")
    assert "boardgames_desktop.rules.x_nimmt.spec" in loaded
    others = {game.id for game in registry.catalog()} - {"x_nimmt"}
    assert not [name for name in loaded if name.split(".")[2:3] and name.split(".")[2] in others]


def test_a_game_is_built_once():
    assert registry.get("for_sale") is registry.get("for_sale")
