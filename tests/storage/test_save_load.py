import json
from datetime import timedelta

import pytest
from saved_games import START, make_save, play_for_sale

from boardgames_desktop import __version__, storage
from boardgames_desktop.rules import registry


def test_round_trip_gives_the_same_save_and_the_replayed_state():
    save_file = make_save(moves=9, label="Nedělní odpoledne")
    path = storage.save(save_file, "Nedělní hra")

    loaded = storage.load(path)

    assert path == storage.saves_dir() / "Nedělní hra.json"
    assert loaded.save_file == save_file
    _, played = play_for_sale(9)
    assert loaded.state == played
    assert loaded.state == registry.replay(save_file.record)


def test_the_file_starts_with_the_format_header_and_keeps_czech_text_readable():
    path = storage.save(make_save(), "hra")
    text = path.read_text(encoding="utf-8")
    data = json.loads(text)

    assert list(data)[:3] == ["format", "format_version", "app_version"]
    assert (data["format"], data["format_version"], data["app_version"]) == (storage.FORMAT, storage.FORMAT_VERSION, __version__)
    assert "Babička Růžena" in text


def test_the_data_dir_variable_is_read_at_every_call(tmp_path, monkeypatch):
    monkeypatch.setenv(storage.DATA_DIR_VARIABLE, str(tmp_path / "elsewhere"))
    assert storage.saves_dir() == tmp_path / "elsewhere" / "saves"


def test_a_second_save_keeps_the_first_as_bak():
    first = make_save(moves=3, label="first")
    second = make_save(moves=5, label="second")
    path = storage.save(first, "hra")
    first_bytes = path.read_bytes()

    storage.save(second, "hra")

    backup = storage.backup_path(path)
    assert backup.name == "hra.json.bak"
    assert backup.read_bytes() == first_bytes
    assert storage.load(backup).save_file.label == "first"
    assert storage.load(path).save_file.label == "second"


def test_autosave_keeps_one_file_per_game():
    game_a = make_save(moves=2)
    game_b = make_save(moves=4, created=START + timedelta(hours=1))

    path_a = storage.autosave(game_a)
    again = storage.autosave(game_a.model_copy(update={"updated": START + timedelta(hours=2)}))
    path_b = storage.autosave(game_b)

    assert path_a == again
    assert path_a != path_b
    assert path_a.name == "for_sale-20250301T183000000000Z.json"
    assert storage.load(path_a).save_file.updated == START + timedelta(hours=2)
    assert storage.backup_path(path_a).exists()


def at(minutes):
    return START + timedelta(minutes=minutes)


def test_latest_autosave_picks_the_newest_that_looks_like_a_save():
    assert storage.latest_autosave() is None

    older = storage.autosave(make_save(created=at(0), updated=at(60)))
    newer = storage.autosave(make_save(created=at(1), updated=at(120)))
    storage.autosave(make_save(created=at(2), updated=at(3)))  # started later, played less recently
    assert storage.latest_autosave() == newer

    # Newer still, but not JSON at all, or not our format: passed over without validating anything.
    (newer.parent / "for_sale-garbage.json").write_bytes(b"\x00\x01")
    (newer.parent / "for_sale-other.json").write_text('{"format": "other", "updated": "2030-01-01T00:00:00Z"}')
    assert storage.latest_autosave() == newer

    newer.write_text("{", encoding="utf-8")
    assert storage.latest_autosave() == older


def test_latest_autosave_does_not_replay_so_a_file_that_does_not_replay_fails_only_when_loaded():
    storage.autosave(make_save(created=at(0), updated=at(60)))
    unplayable = make_save(created=at(4), updated=at(300))
    unplayable.record.actions.append((0, {"type": "bid", "amount": 999}))
    path = storage.autosave(unplayable)
    before = path.read_bytes()

    assert storage.latest_autosave() == path
    with pytest.raises(storage.SaveError) as caught:
        storage.load(path)
    assert caught.value.code == "replay_failed"
    assert path.read_bytes() == before


def test_list_saves_lists_broken_files_with_their_reason():
    storage.save(make_save(label="a"), "a")
    storage.save(make_save(label="b"), "b")
    storage.save(make_save(label="b2"), "b")  # leaves b.json.bak, which is not listed
    (storage.saves_dir() / "kaput.json").write_text("{not json", encoding="utf-8")
    autosaved = storage.autosave(make_save(label="auto"))

    entries = storage.list_saves()

    assert [entry.path.name for entry in entries] == ["a.json", "b.json", "kaput.json", autosaved.name]
    assert [entry.autosave for entry in entries] == [False, False, False, True]
    assert [entry.summary.label for entry in entries if entry.summary] == ["a", "b2", "auto"]
    broken = entries[2]
    assert broken.summary is None
    assert broken.error.code == "not_json"


def test_list_saves_of_an_empty_data_dir_is_empty(data_dir):
    assert storage.list_saves() == []
    assert not data_dir.exists()


def test_delete_removes_the_file_and_its_bak():
    path = storage.save(make_save(), "hra")
    storage.save(make_save(), "hra")
    assert storage.backup_path(path).exists()

    storage.delete(path)

    assert not path.exists()
    assert not storage.backup_path(path).exists()
    storage.delete(path)  # already gone: not an error
    assert storage.list_saves() == []


def test_save_path_tells_the_ui_where_a_name_would_go():
    assert not storage.save_path("Hra u babičky").exists()
    path = storage.save(make_save(), "Hra u babičky")
    assert storage.save_path("Hra u babičky") == path
    assert path.exists()


def test_players_must_match_the_seats():
    save_file = make_save()
    with pytest.raises(ValueError, match="players_count|players for"):
        storage.SaveFile(players=save_file.players[:3], record=save_file.record)


def test_times_must_carry_a_timezone():
    save_file = make_save()
    with pytest.raises(ValueError):
        storage.SaveFile(
            created=START.replace(tzinfo=None), players=save_file.players, record=save_file.record
        )


def test_lists_read_the_summary_once_and_never_replay(monkeypatch):
    from boardgames_desktop.rules import registry
    from boardgames_desktop.storage import Progress, files

    saved = storage.save(make_save(label="Nedělní").model_copy(
        update={"progress": Progress(round=3, phase="buying")}), "Nedělní")
    [first] = storage.list_saves()

    def never(*args):
        raise AssertionError("a list must not do this")

    monkeypatch.setattr(registry, "replay", never)
    monkeypatch.setattr(files, "read_bytes", never)  # an unchanged file is not read again
    [again] = storage.list_saves()

    assert again == first
    assert again.summary.label == "Nedělní"
    assert again.summary.progress == Progress(round=3, phase="buying")
    assert [player.name for player in again.summary.players] == [p.name for p in make_save().players]
    assert again.path == saved


def test_a_changed_file_is_read_again():
    storage.save(make_save(label="a"), "hra")
    assert storage.list_saves()[0].summary.label == "a"
    storage.save(make_save(label="b", moves=7), "hra")
    assert storage.list_saves()[0].summary.label == "b"


def test_whatever_the_program_writes_it_reads_back_even_near_the_size_limit(monkeypatch):
    from boardgames_desktop.storage import files

    save_file = make_save(moves=30)
    monkeypatch.setattr(files, "MAX_FILE_SIZE", len(save_file.model_dump_json().encode("utf-8")) + 200)
    path = storage.save(save_file, "dlouhá hra")

    loaded = storage.load(path).save_file
    assert storage.load(storage.save(loaded, "dlouhá hra")).save_file == save_file


@pytest.mark.parametrize("game", [info.id for info in registry.catalog()])
def test_a_save_that_starts_with_a_byte_order_mark_loads_in_every_game(game):
    from boardgames_desktop.rules import GameRecord

    spec = registry.get(game)
    state, actions = spec.new_game(spec.min_players, 5), []
    for _ in range(6):
        seat = state.to_act[0]
        action = spec.legal_actions(state, seat)[0]
        state = spec.apply(state, seat, action)
        actions.append((seat, action.model_dump(mode="json")))
    record = GameRecord(game=game, rules_version=spec.rules_version, num_players=spec.min_players, seed=5,
                        options=spec.parse_options(None).model_dump(mode="json"), actions=actions)
    players = [storage.Player(name=f"Hráč {seat + 1}", kind="human") for seat in range(record.num_players)]
    path = storage.save(storage.SaveFile(players=players, record=record), "z poznámkového bloku")
    path.write_bytes(b"\xef\xbb\xbf" + path.read_bytes())  # as Windows Notepad saves it

    assert storage.load(path).save_file.record == record
    assert [entry.error for entry in storage.list_saves()] == [None]
