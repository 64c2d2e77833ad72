"""Every hostile file through storage: the expected SaveError (or a clean load), no hang, nothing changed."""

import threading

import pytest
from hostile_corpus import EXPECTED, expected_code, files_in, make, outcome

from boardgames_desktop import storage
from boardgames_desktop.storage.names import MAX_NAME_LENGTH

NAMES = sorted(EXPECTED)
LOADS = [name for name in NAMES if EXPECTED[name] is None]


def within(seconds: float, call):
    """`call()`'s result or exception; fails the test if it has not returned after `seconds`."""
    result = {}

    def run():
        try:
            result["value"] = call()
        except BaseException as error:  # handed to the test below
            result["error"] = error

    worker = threading.Thread(target=run, daemon=True)
    worker.start()
    worker.join(seconds)
    assert not worker.is_alive(), f"still running after {seconds} s"
    return result


@pytest.mark.parametrize("name", NAMES)
def test_loading_says_what_is_wrong_and_changes_nothing(name):
    path = make(name, storage.saves_dir())
    before = files_in(path.parent)

    result = within(20, lambda: storage.load(path))

    error = result.get("error")
    assert error is None or isinstance(error, storage.SaveError), repr(error)
    assert outcome(error) == expected_code(name)
    assert files_in(path.parent) == before


@pytest.mark.parametrize("name", NAMES)
def test_listing_and_continue_read_every_file_without_failing(name):
    make(name, storage.saves_dir())
    autosaved = make(name, storage.saves_dir() / "autosave")
    before = files_in(autosaved.parent), files_in(storage.saves_dir())

    listed = within(20, storage.list_saves)
    latest = within(20, storage.latest_autosave)

    assert "error" not in listed and "error" not in latest
    assert len(listed["value"]) == 2
    for entry in listed["value"]:
        assert (entry.summary is None) != (entry.error is None)
    assert latest["value"] in (None, autosaved)
    assert (files_in(autosaved.parent), files_in(storage.saves_dir())) == before


@pytest.mark.parametrize("name", LOADS)
def test_a_file_that_loads_has_clean_bounded_names_and_saves_again(name):
    path = make(name, storage.saves_dir())

    loaded = storage.load(path).save_file

    for player in loaded.players:
        assert 0 < len(player.name) <= MAX_NAME_LENGTH
        assert player.name.isprintable() and player.name == " ".join(player.name.split())
    assert storage.load(storage.save(loaded, "znovu")).save_file == loaded
