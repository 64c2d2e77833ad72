"""Every way a save file can be broken gives a SaveError code, and loading never changes the file."""

import json
from pathlib import Path

import pytest
from saved_games import make_save

from boardgames_desktop import storage
from boardgames_desktop.storage import files


def changed(change) -> bytes:
    data = json.loads(make_save(moves=8).model_dump_json())
    change(data)
    return json.dumps(data, ensure_ascii=False).encode("utf-8")


def good_bytes() -> bytes:
    return changed(lambda data: None)


def with_seed(text: bytes) -> bytes:
    return good_bytes().replace(b'"seed": 3', b'"seed": ' + text)


def set_path(keys, value):
    def change(data):
        for key in keys[:-1]:
            data = data[key]
        data[keys[-1]] = value

    return change


def case(name, content, error_code, **detail):
    return pytest.param(content, error_code, detail, id=name)


CASES = [
    case("not json", b"Tohle neni JSON", "not_json", reason="syntax", line=1, column=1),
    case("not utf-8", b'{"format": "\xff"}', "not_json", reason="encoding", position=12),
    case("utf-16", '{"a": 1}'.encode("utf-16"), "not_json", reason="encoding", position=0),
    case("truncated", good_bytes()[:-40], "not_json", reason="syntax"),
    case("empty", b"", "not_json", reason="syntax"),
    case("nested too deep", b"[" * 100_000, "not_json", reason="nesting"),
    case("NaN", with_seed(b"NaN"), "not_json", reason="value"),
    case("huge integer", with_seed(b"9" * 5000), "not_json", reason="value"),
    case("a list", b"[]", "wrong_format", found=None),
    case("no format name", changed(lambda d: d.pop("format")), "wrong_format", found=None),
    case("another format", changed(set_path(["format"], "chess")), "wrong_format", found="chess"),
    case("newer version", changed(set_path(["format_version"], 99)), "unsupported_version", found=99),
    case("older version", changed(set_path(["format_version"], 0)), "unsupported_version", found=0),
    case("version as text", changed(set_path(["format_version"], "1")), "unsupported_version", found=None),
    case("no version", changed(lambda d: d.pop("format_version")), "unsupported_version", found=None),
    case("seed as text", changed(set_path(["record", "seed"], "tři")), "invalid", loc=["record", "seed"]),
    case("no record", changed(lambda d: d.pop("record")), "invalid", loc=["record"], type="missing"),
    case("unknown field", changed(set_path(["cheat"], True)), "invalid", type="extra_forbidden"),
    case("robot player", changed(set_path(["players", 1, "kind"], "robot")), "invalid", type="literal_error"),
    case("naive time", changed(set_path(["created"], "2025-03-01T18:30")), "invalid", type="timezone_aware"),
    case("a player too few", changed(lambda d: d["players"].pop()), "invalid", loc=[], type="players_count"),
    case("unknown game", changed(set_path(["record", "game"], "chess")), "unknown_game", game="chess"),
    case(
        "illegal action",
        changed(set_path(["record", "actions", 5, 1], {"type": "bid", "amount": 999})),
        "replay_failed",
        index=5,
        code="bid_too_high",
    ),
    case(
        "wrong seat acts",
        changed(set_path(["record", "actions", 0, 0], 3)),
        "replay_failed",
        index=0,
        code="not_your_turn",
        params={"seat": 3},
    ),
    case(
        "unknown action",
        changed(set_path(["record", "actions", 2, 1], {"type": "steal"})),
        "replay_failed",
        index=2,
        code="bad_action",
    ),
    case(
        "newer rules",
        changed(set_path(["record", "rules_version"], 99)),
        "replay_failed",
        index=None,
        code="rules_version",
    ),
    case(
        "bad options",
        changed(set_path(["record", "options"], {"variant": "x"})),
        "replay_failed",
        index=None,
        code="bad_options",
    ),
    case(
        "odd setup",
        changed(set_path(["record", "setup"], {"houses": [{}]})),
        "replay_failed",
        index=None,
        code="bad_setup",
    ),
]


@pytest.mark.parametrize("content, code, detail", CASES)
def test_a_broken_file_gives_its_code_and_stays_unchanged(content, code, detail):
    path = storage.saves_dir() / "broken.json"
    path.parent.mkdir(parents=True)
    path.write_bytes(content)

    with pytest.raises(storage.SaveError) as caught:
        storage.load(path)

    assert caught.value.code == code
    assert caught.value.detail.items() >= detail.items()
    json.dumps(caught.value.detail)  # JSON-safe, for logs and the UI
    assert path.read_bytes() == content
    assert sorted(p.name for p in path.parent.iterdir()) == ["broken.json"]
    [entry] = storage.list_saves()
    if entry.error is not None:  # listing reads the summary only: moves and seeds are checked by `load`
        assert entry.error.code == code


def test_a_missing_file_is_not_found(data_dir):
    with pytest.raises(storage.SaveError) as caught:
        storage.load(data_dir / "nowhere.json")
    assert caught.value.code == "not_found"


def test_a_folder_is_not_a_file(data_dir):
    folder = data_dir / "folder.json"
    folder.mkdir(parents=True)
    with pytest.raises(storage.SaveError) as caught:
        storage.load(folder)
    assert caught.value.code == "not_a_file"


def test_a_file_over_the_limit_is_refused_before_reading(data_dir, monkeypatch):
    path = data_dir / "huge.json"
    path.parent.mkdir(parents=True)
    with path.open("wb") as file:
        file.truncate(files.MAX_FILE_SIZE + 1)

    def no_reading(*args, **kwargs):
        raise AssertionError("the file was opened")

    with monkeypatch.context() as patched:
        patched.setattr(Path, "open", no_reading)
        with pytest.raises(storage.SaveError) as caught:
            storage.load(path)

    assert caught.value.code == "too_large"
    assert caught.value.detail == {"size": files.MAX_FILE_SIZE + 1, "limit": files.MAX_FILE_SIZE}
    assert path.stat().st_size == files.MAX_FILE_SIZE + 1


def test_a_save_too_large_to_load_again_is_not_written():
    with pytest.raises(storage.SaveError) as caught:
        save = make_save()
        endless = save.record.model_copy(update={"actions": save.record.actions * 30_000})
        storage.save(save.model_copy(update={"record": endless}), "obří")
    assert caught.value.code == "too_large"
    assert not storage.save_path("obří").exists()


def test_any_failure_to_write_is_a_save_error():
    save = make_save()
    # Text UTF-8 cannot hold, as a file once brought in before names were cleaned on load.
    odd = save.model_copy(update={"players": [save.players[0].model_copy(update={"name": "Ja\ud800na"}),
                                              *save.players[1:]]})
    with pytest.raises(storage.SaveError) as caught:
        storage.save(odd, "lichá")
    assert caught.value.code == "not_written"
    with pytest.raises(storage.SaveError):
        storage.autosave(odd)
    assert not storage.save_path("lichá").exists()


@pytest.mark.parametrize(
    "created",
    ["0001-01-01T00:30:00+05:00", "9999-12-31T23:30:00-05:00", "1900-01-01T00:00:00Z", "9999-01-01T00:00:00Z"],
)
def test_dates_outside_the_years_of_real_games_are_damage(created):
    path = storage.saves_dir() / "datum.json"
    path.parent.mkdir(parents=True)
    path.write_bytes(changed(set_path(["created"], created)))
    with pytest.raises(storage.SaveError) as caught:
        storage.load(path)
    assert (caught.value.code, caught.value.detail["type"]) == ("invalid", "date_range")
    [entry] = storage.list_saves()
    assert entry.error.code == "invalid"


def test_names_are_cleaned_by_the_new_game_rule_when_a_file_is_read():
    names = ["Ja\ud800na", "<b>Máma</b>", "\u202eamáM", "Ž" * 10_000]
    path = storage.saves_dir() / "jména.json"
    path.parent.mkdir(parents=True)
    data = json.loads(good_bytes())
    for player, name in zip(data["players"], names):
        player["name"] = name
    path.write_text(json.dumps(data), encoding="ascii")  # the surrogate as the JSON escape "\ud800"

    loaded = storage.load(path).save_file

    assert [player.name for player in loaded.players] == ["Ja na", "<b>Máma</b>", "amáM", "Ž" * 20]
    assert storage.load(storage.save(loaded, "znovu")).save_file.players == loaded.players
