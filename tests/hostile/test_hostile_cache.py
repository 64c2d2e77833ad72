"""A hostile Hall of fame cache (cache/history.json, spoiled beside real saves whose stamps it holds):
the Hall of fame opens and counts the same games as without it, and the cache is written anew."""

import json

import pytest
from hostile_corpus import CACHE_BYTES, CACHES, spoiled_cache

from boardgames_desktop import storage
from boardgames_desktop.rules import registry
from boardgames_desktop.rules.registry import random_game
from boardgames_desktop.storage import history


def finished_save(seed: int):
    record = random_game("for_sale", 3, seed)
    players = [storage.Player(name=name, kind="human") for name in ("Máma", "Táta", "Ema")]
    assert registry.replay(record).is_over
    return storage.save(storage.SaveFile(players=players, record=record, finished=True), f"hra {seed}")


@pytest.mark.parametrize("name", sorted(CACHES) + sorted(CACHE_BYTES))
def test_a_hostile_cache_is_rebuilt_from_the_saves(name):
    for seed in (1, 2):
        finished_save(seed)
    history._outcomes.clear()
    fresh = history.finished_games()
    index = history._index_path()
    index.write_bytes(spoiled_cache(name, index.read_bytes()))
    history._outcomes.clear()  # as in a new run of the program

    assert history.finished_games() == fresh
    rebuilt = json.loads(index.read_text(encoding="utf-8"))
    assert rebuilt["version"] == 3 and len(rebuilt["entries"]) == 2
    history._outcomes.clear()
