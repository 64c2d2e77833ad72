"""Profiles: made, renamed, merged and deleted on disk, and the history of each person follows:
old saves with plain names map to profiles by name."""

from datetime import timedelta

import pytest
from finished_saves import EVENING, write_finished

from boardgames_desktop import storage
from boardgames_desktop.play import statistics
from boardgames_desktop.storage import profiles
from boardgames_desktop.storage.history import by_profile, finished_games
from boardgames_desktop.storage.profiles import ProfileError


@pytest.fixture
def evenings():
    write_finished(["Jana", "Petr", "Babička"], EVENING)
    write_finished(["Janička", "Petr", "Babička"], EVENING + timedelta(days=1))
    write_finished(["Petr", "Jana", "Babička"], EVENING + timedelta(days=2))


def played(book):
    rows = statistics.player_rows(by_profile(finished_games(), book))
    return {row.name: (row.played, row.wins) for row in rows}


def family():
    book = profiles.create([], "Jana", "#0072B2", "●", "cat")
    book = profiles.create(book, "Janička", "#D55E00", "▲", "fox")
    return profiles.create(book, "Petr", "#009E73", "■", "bear")


def test_profiles_are_kept_on_disk():
    assert profiles.read() == []
    book = family()
    profiles.write(book)
    assert profiles.read() == book
    assert profiles.path().parent == storage.saves_dir().parent


def test_old_saves_map_to_profiles_by_name(evenings):
    assert played(family()) == {"Jana": (2, 1), "Janička": (1, 1), "Petr": (3, 1), "Babička": (3, 0)}
    colours = {seat.name: seat.colour for game in by_profile(finished_games(), family()) for seat in game.seats}
    assert colours["Jana"] == "#0072B2" and colours["Babička"] is None


def test_a_rename_keeps_the_history(evenings):
    book = profiles.rename(family(), "Jana", "Jana N.")
    assert profiles.person_of(book, "Jana") == "Jana N."
    assert played(book)["Jana N."] == (2, 1)
    assert "Jana" not in played(book)
    with pytest.raises(ProfileError) as refused:
        profiles.rename(book, "Petr", "jana")  # still Jana N.'s earlier name
    assert refused.value.code == "name_taken"
    back = profiles.rename(book, "Jana N.", "Jana")  # back to the first name: still one person
    assert profiles.find(back, "Jana N.").name == "Jana" and played(back)["Jana"] == (2, 1)


def test_a_merge_joins_two_spellings_of_one_child(evenings):
    book = profiles.merge(family(), "Jana", "Janička")
    assert [profile.name for profile in book] == ["Jana", "Petr"]
    assert played(book)["Jana"] == (3, 2)


def test_a_deleted_profile_leaves_its_games_under_the_plain_name(evenings):
    book = profiles.delete(profiles.merge(family(), "Jana", "Janička"), "Jana")
    assert played(book) == {"Jana": (2, 1), "Janička": (1, 1), "Petr": (3, 1), "Babička": (3, 0)}
    assert profiles.person_of(book, "Jana") == "Jana"


def test_bad_names_and_a_damaged_file_are_refused_clearly():
    with pytest.raises(ProfileError) as empty:
        profiles.create([], "  \u202e ", "#0072B2", "●")
    assert empty.value.code == "empty_name"
    with pytest.raises(ProfileError) as missing:
        profiles.delete([], "Nikdo")
    assert missing.value.code == "no_such_profile"
    profiles.path().parent.mkdir(parents=True, exist_ok=True)
    profiles.path().write_text('{"format": "boardgames-desktop-profiles", "profiles": [{"name": 3}]}')
    with pytest.raises(storage.SaveError):
        profiles.read()
    profiles.write(family())  # the damaged file is kept as the backup
    assert "name" in storage.backup_path(profiles.path()).read_text()
