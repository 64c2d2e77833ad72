"""Continue resumes the latest unfinished game, and finished games' autosaves do not pile up."""

import json
from datetime import datetime, timedelta, timezone

import pytest
from saved_games import START, make_save

from boardgames_desktop import storage
from boardgames_desktop.storage import saves


@pytest.fixture(autouse=True)
def few_kept(monkeypatch):
    """The rule, with a handful of finished games kept instead of years of them."""
    monkeypatch.setattr(saves, "KEEP_FINISHED", 5)


def at(minutes):
    return START + timedelta(minutes=minutes)


def finished(created, updated=None):
    return make_save(created=created, updated=updated).model_copy(update={"finished": True})


def test_the_flag_is_written_and_read_back():
    path = storage.autosave(finished(at(0)))
    assert json.loads(path.read_text(encoding="utf-8"))["finished"] is True
    assert storage.load(path).save_file.finished is True
    assert make_save().finished is False


def test_continue_passes_over_finished_games_even_when_played_later():
    playing = storage.autosave(make_save(created=at(0), updated=at(10)))
    storage.autosave(finished(at(1), updated=at(500)))
    assert storage.latest_autosave() == playing


def test_with_only_finished_games_there_is_nothing_to_continue():
    storage.autosave(finished(at(1)))
    assert storage.latest_autosave() is None


def test_a_file_from_before_the_flag_counts_as_unfinished():
    path = storage.autosave(make_save(created=at(0)))
    data = json.loads(path.read_text(encoding="utf-8"))
    del data["finished"]
    path.write_text(json.dumps(data), encoding="utf-8")

    assert storage.latest_autosave() == path
    assert storage.load(path).save_file.finished is False


def test_only_the_most_recent_finished_autosaves_are_kept():
    keep = saves.KEEP_FINISHED
    playing = [storage.autosave(make_save(created=at(100 + minute))) for minute in range(2)]
    done = [storage.autosave(finished(at(minute), updated=at(200 + minute))) for minute in range(keep + 3)]
    by_hand = storage.save(finished(at(0)), "Vyhraná hra")
    broken = done[0].parent / "for_sale-broken.json"
    broken.write_text("{", encoding="utf-8")

    storage.autosave(finished(at(50), updated=at(999)))  # one more finishes: the oldest go

    left = {path.name for path in done[0].parent.glob("*.json")}
    kept = [path for path in done if path.name in left]
    assert kept == done[-(keep - 1):]
    assert not any(storage.backup_path(path).exists() for path in done if path not in kept)
    assert {path.name for path in playing} <= left  # games still being played are never pruned
    assert broken.exists() and by_hand.exists()  # nor files that do not read, nor saves by name


def test_only_writing_a_finished_game_prunes():
    folder = storage.saves_dir() / "autosave"
    folder.mkdir(parents=True)
    done = []
    for minute in range(saves.KEEP_FINISHED + 2):  # written by an older run, never pruned so far
        done.append(folder / f"for_sale-old{minute}.json")
        done[-1].write_text(finished(at(minute)).model_dump_json(), encoding="utf-8")

    storage.autosave(make_save(created=at(300)))
    assert all(path.exists() for path in done)

    storage.autosave(finished(at(400)))
    assert [path.exists() for path in done] == [False] * 3 + [True] * (saves.KEEP_FINISHED - 1)


def test_a_finished_autosave_that_cannot_be_deleted_does_not_fail_the_autosave(monkeypatch):
    from boardgames_desktop.storage import files

    done = [storage.autosave(finished(at(minute))) for minute in range(saves.KEEP_FINISHED)]

    def refuse(path):
        raise storage.SaveError("io_error", {"errno": "EACCES"})

    monkeypatch.setattr(files, "remove", refuse)
    newest = storage.autosave(finished(at(100)))

    assert newest.exists() and all(path.exists() for path in done)


def new_game(created):
    """The first autosave of a game just started: no move in its record yet."""
    save = make_save(created=created, updated=created)
    return save.model_copy(update={"record": save.record.model_copy(update={"actions": []})})


def test_abandoned_unfinished_games_are_pruned_when_a_new_game_starts_never_saves_by_hand():
    now = datetime.now(timezone.utc)
    keep = saves.KEEP_UNFINISHED
    old = now - saves.ABANDONED_AFTER - timedelta(days=1)
    abandoned = [storage.autosave(make_save(created=old - timedelta(minutes=m), updated=old - timedelta(minutes=m)))
                 for m in range(keep + 4)]
    recent = storage.autosave(make_save(created=now - timedelta(days=3), updated=now - timedelta(days=3)))
    by_hand = storage.save(make_save(created=old, updated=old), "Stará rozehraná")
    broken = recent.parent / "for_sale-broken.json"
    broken.write_text("{", encoding="utf-8")
    assert all(path.exists() for path in abandoned)  # playing on does not prune

    started = storage.autosave(new_game(now))

    left = {path.name for path in recent.parent.glob("*.json")}
    # the new game, the recent one and the most recent of the old ones are always kept
    assert [path.name in left for path in abandoned] == [True] * (keep - 2) + [False] * 6
    assert {started.name, recent.name, broken.name} <= left
    assert by_hand.exists()


def test_unfinished_games_played_within_the_time_are_all_kept():
    now = datetime.now(timezone.utc)
    playing = [storage.autosave(make_save(created=now - timedelta(days=m), updated=now - timedelta(days=m)))
               for m in range(saves.KEEP_UNFINISHED + 5)]
    storage.autosave(new_game(now))
    assert all(path.exists() for path in playing)


@pytest.mark.parametrize("updated", ["0001-01-01T00:30:00+05:00", "9999-12-31T23:30:00-05:00"])
def test_an_autosave_with_an_edge_date_does_not_stop_the_others(updated):
    edge = storage.autosave(finished(at(0)))
    data = json.loads(edge.read_text(encoding="utf-8"))
    data["updated"] = updated
    edge.write_text(json.dumps(data), encoding="utf-8")
    before = edge.read_bytes()

    for minute in range(saves.KEEP_FINISHED + 2):  # each of these prunes, comparing every file's time
        storage.autosave(finished(at(10 + minute)))
    started = storage.autosave(new_game(datetime.now(timezone.utc)))  # prunes the abandoned ones

    assert storage.latest_autosave() == started
    assert edge.read_bytes() == before  # not a save this program can read: never deleted


def written_by_a_newer_version(path):
    data = json.loads(path.read_text(encoding="utf-8"))
    data["app_version"] = "99.0.0"
    path.write_text(json.dumps(data), encoding="utf-8")


def of_a_newer_format(path):
    data = json.loads(path.read_text(encoding="utf-8"))
    data["format_version"] = 99
    path.write_text(json.dumps(data), encoding="utf-8")


def damaged(path):
    """Still peeks as a save (format, date, game), but a move in it is not allowed."""
    data = json.loads(path.read_text(encoding="utf-8"))
    data["record"]["actions"][0][1] = {"type": "bid", "amount": 999}
    path.write_text(json.dumps(data), encoding="utf-8")


def test_pruning_never_deletes_a_newer_versions_file_nor_a_damaged_one():
    now = datetime.now(timezone.utc)
    old = now - saves.ABANDONED_AFTER - timedelta(days=1)
    abandoned = [storage.autosave(make_save(created=old - timedelta(minutes=m), updated=old - timedelta(minutes=m)))
                 for m in range(saves.KEEP_UNFINISHED + 8)]
    untouchable = abandoned[-4:]  # the oldest: first in line to be pruned
    for path, spoil in zip(untouchable, (written_by_a_newer_version, of_a_newer_format, damaged, damaged)):
        spoil(path)
    before = {path: path.read_bytes() for path in untouchable}
    done = []
    for minute in range(saves.KEEP_FINISHED + 3):  # the oldest three spoiled before the next is written
        done.append(storage.autosave(finished(at(minute), updated=at(200 + minute))))
        if minute < 3:
            (written_by_a_newer_version, of_a_newer_format, damaged)[minute](done[-1])
            before[done[-1]] = done[-1].read_bytes()

    storage.autosave(new_game(now))
    storage.autosave(finished(at(50), updated=at(999)))

    assert {path: path.read_bytes() for path in before if path.exists()} == before
    left = set(abandoned[0].parent.glob("*.json"))
    # the new game and the most recent abandoned ones are kept, the rest that load are pruned
    assert [path in left for path in abandoned[:-4]] == [True] * (saves.KEEP_UNFINISHED - 1) + [False] * 5
    assert [path in left for path in done[3:]] == [False] + [True] * (saves.KEEP_FINISHED - 1)


def test_a_folder_of_many_old_games_is_tidied_a_few_files_each_new_game(monkeypatch):
    monkeypatch.setattr(saves, "PRUNE_LOADS", 3)
    now = datetime.now(timezone.utc)
    old = now - saves.ABANDONED_AFTER - timedelta(days=1)
    abandoned = [storage.autosave(make_save(created=old - timedelta(minutes=m), updated=old - timedelta(minutes=m)))
                 for m in range(saves.KEEP_UNFINISHED + 5)]
    left = lambda: sum(path.exists() for path in abandoned)  # noqa: E731

    storage.autosave(new_game(now))
    assert left() == len(abandoned) - 3
    storage.autosave(new_game(now + timedelta(minutes=1)))
    assert left() == len(abandoned) - 6
