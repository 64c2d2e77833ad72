"""Older format versions are upgraded step by step before validation (with a pretend version 2)."""

import json

import pytest
from saved_games import make_save

from boardgames_desktop import storage
from boardgames_desktop.storage import migrations


def write_version_1_with_title(data_dir):
    """A 'version 1' file from before `label` was called that: it had `title` instead."""
    data = json.loads(make_save().model_dump_json())
    data["title"] = data.pop("label") or "Stará hra"
    data["format_version"] = 1
    del data["progress"]
    path = data_dir / "stara.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    return path


def title_to_label(data):
    data["label"] = data.pop("title")
    return data


def test_a_file_of_an_older_version_is_upgraded_then_loaded(data_dir, monkeypatch):
    monkeypatch.setattr(migrations, "FORMAT_VERSION", 2)
    monkeypatch.setattr(migrations, "MIGRATIONS", {1: title_to_label})
    path = write_version_1_with_title(data_dir)
    before = path.read_bytes()

    loaded = storage.load(path)

    assert loaded.save_file.label == "Stará hra"
    assert loaded.save_file.format_version == 2
    assert path.read_bytes() == before


def test_migrations_run_in_order(data_dir, monkeypatch):
    ran = []

    def step(version):
        def migrate(data):
            ran.append((version, data["format_version"]))
            return title_to_label(data) if version == 1 else data

        return migrate

    monkeypatch.setattr(migrations, "FORMAT_VERSION", 3)
    monkeypatch.setattr(migrations, "MIGRATIONS", {2: step(2), 1: step(1)})

    storage.load(write_version_1_with_title(data_dir))

    assert ran == [(1, 1), (2, 2)]


def test_without_the_migration_the_old_file_does_not_fit(data_dir, monkeypatch):
    path = write_version_1_with_title(data_dir)
    with pytest.raises(storage.SaveError) as caught:
        storage.load(path)
    assert (caught.value.code, caught.value.detail["type"]) == ("invalid", "extra_forbidden")

    monkeypatch.setattr(migrations, "MIGRATIONS", {})
    with pytest.raises(storage.SaveError) as caught:
        storage.load(path)
    assert caught.value.code == "unsupported_version"
    assert caught.value.detail == {"found": 1, "current": storage.FORMAT_VERSION}


def test_a_migration_failing_on_odd_old_data_is_a_save_error(data_dir, monkeypatch):
    monkeypatch.setattr(migrations, "FORMAT_VERSION", 2)
    monkeypatch.setattr(migrations, "MIGRATIONS", {1: lambda data: data["no such key"]})

    with pytest.raises(storage.SaveError) as caught:
        storage.load(write_version_1_with_title(data_dir))

    assert caught.value.code == "invalid"
    assert caught.value.detail == {"loc": [], "type": "migration_failed", "version": 1}


def test_a_file_of_format_1_loads_without_its_progress(data_dir):
    data = json.loads(make_save(label="Stará hra").model_dump_json())
    data["format_version"] = 1
    del data["progress"]
    path = storage.saves_dir() / "format-1.json"
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")

    loaded = storage.load(path)

    assert loaded.save_file.label == "Stará hra"
    assert loaded.save_file.progress is None
    [entry] = storage.list_saves()
    assert entry.summary.label == "Stará hra" and entry.summary.progress is None
