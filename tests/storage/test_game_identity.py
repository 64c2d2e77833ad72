"""What tells games apart: a game id made at the deal and kept by every copy, and a branch for a copy
played on. Files of format 2 are given the same id for the same game; no autosave is ever written
over a file of another game."""

import json

import pytest
from saved_games import make_save

from boardgames_desktop import storage
from boardgames_desktop.storage.history import finished_games


def as_format_2(path):
    """The file as the previous version wrote it: no game id, no branch."""
    data = json.loads(path.read_text(encoding="utf-8"))
    del data["game_id"], data["branch"]
    data["format_version"] = 2
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def test_a_new_game_has_an_id_of_its_own_and_no_branch():
    first, second = storage.SaveFile(**make_save().model_dump(exclude={"game_id"})), make_save()
    assert len(first.game_id) == 32 and first.game_id != second.game_id
    assert first.branch == ""


def test_an_old_autosave_and_its_old_copy_get_the_same_id_and_load_unchanged():
    save = make_save()
    autosaved = as_format_2(storage.autosave(save))
    copy = as_format_2(storage.save(save.model_copy(update={"label": "kopie"}), "kopie"))
    other = as_format_2(storage.save(make_save(seed=4), "jiná"))
    before = autosaved.read_bytes()

    loaded = [storage.load(path).save_file for path in (autosaved, copy, other)]

    assert [file.format_version for file in loaded] == [storage.FORMAT_VERSION] * 3
    assert loaded[0].game_id == loaded[1].game_id != loaded[2].game_id
    assert loaded[0].branch == loaded[1].branch == ""
    assert storage.is_own_autosave(autosaved, loaded[0]) and not storage.is_own_autosave(copy, loaded[1])
    assert autosaved.read_bytes() == before
    storage.autosave(loaded[0])  # the old game plays on in its old file
    assert storage.load(autosaved).save_file.game_id == loaded[0].game_id


def test_a_branch_has_an_autosave_of_its_own():
    save = make_save()
    branch = save.model_copy(update={"branch": "0123abcd"})
    assert storage.autosave_path(branch) != storage.autosave_path(save)
    assert storage.autosave(branch).name.endswith("-0123abcd.json")


def test_an_autosave_never_writes_over_a_file_of_another_game():
    mine = storage.autosave(make_save(moves=8))
    before = mine.read_bytes()
    stranger = make_save(moves=2).model_copy(update={"game_id": "f" * 32})  # same deal, start and game: same file name

    with pytest.raises(storage.SaveError) as caught:
        storage.autosave(stranger)

    assert caught.value.code == "other_game"
    assert mine.read_bytes() == before


def test_the_hall_of_fame_counts_a_game_and_its_copies_once_and_a_branch_played_on_beside_it():
    from finished_saves import write_finished

    original = write_finished(["Jana", "Petr", "Babička"])
    game = storage.load(original).save_file
    storage.save(game, "kopie")  # a copy: the same game
    storage.save(game.model_copy(update={"branch": "0123abcd"}), "větev")  # played on from a copy

    assert len(finished_games()) == 2
