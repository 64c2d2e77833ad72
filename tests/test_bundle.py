"""The installed program holds every module of the package: the PyInstaller spec's hidden imports
and the bundle's manifest, computed here without a build, against the package's own modules found
by Python's import system. (.ci/run checks a real build's archive: packaging/check_bundle.py.)"""

import json
import pkgutil
import subprocess
import sys
from pathlib import Path

import pytest

import boardgames_desktop
from boardgames_desktop import bundle
from boardgames_desktop.rules import registry
from frozen_build import hide, pretend_frozen

ROOT = Path(__file__).resolve().parents[1]
SPEC = ROOT / "packaging" / "boardgames-desktop.spec"


def run_spec(tmp_path, monkeypatch) -> dict:
    """Execute the spec as PyInstaller does, with PyInstaller's build steps recorded instead of run
    and the scripts it starts (the icon, the self-test's expectations) left out."""
    calls: dict = {}

    def step(name):
        def record(*args, **kwargs):
            calls[name] = kwargs
            return type(name, (), {"pure": [], "scripts": [], "binaries": [], "datas": []})()
        return record

    monkeypatch.setattr(subprocess, "run", lambda *args, **kwargs: calls.setdefault("scripts", []).append(args[0]))
    names = {"SPECPATH": str(SPEC.parent), "workpath": str(tmp_path / "work"), "__file__": str(SPEC)}
    names.update({name: step(name) for name in ("Analysis", "PYZ", "EXE", "COLLECT", "BUNDLE")})
    exec(compile(SPEC.read_text(encoding="utf-8"), str(SPEC), "exec"), names)  # noqa: S102 (our own spec)
    calls["globals"] = names
    return calls


def every_module() -> set[str]:
    """Each module and package of boardgames_desktop, as the import system finds them."""
    found = {"boardgames_desktop"}
    for module in pkgutil.walk_packages(boardgames_desktop.__path__, "boardgames_desktop.", onerror=lambda name: None):
        found.add(module.name)
    return found


def test_the_spec_bundles_every_module_of_the_package(tmp_path, monkeypatch):
    calls = run_spec(tmp_path, monkeypatch)
    hidden = set(calls["Analysis"]["hiddenimports"])
    missing = sorted(every_module() - hidden)
    assert not missing, f"modules the build would leave out: {missing}"
    # the games' computer players, imported only by name, among them
    players = {f"boardgames_desktop.bots.{game.id}" for game in registry.catalog()
               if (ROOT / "boardgames_desktop" / "bots" / f"{game.id}.py").is_file()}
    assert players and players <= hidden


def test_the_bundle_carries_the_same_list_as_its_manifest(tmp_path, monkeypatch):
    calls = run_spec(tmp_path, monkeypatch)
    manifest = tmp_path / "work" / "generated" / bundle.MANIFEST
    assert json.loads(manifest.read_text(encoding="utf-8")) == calls["Analysis"]["hiddenimports"]
    assert (str(manifest), ".") in calls["Analysis"]["datas"]


def test_the_bundle_carries_every_games_rules_pages_and_translations(tmp_path, monkeypatch):
    """Found from the catalog, each game's files go where the program looks for them in the bundle."""
    from boardgames_desktop.ui.i18n import translation_files
    from boardgames_desktop.ui.dialogs.rules_viewer import rules_path

    datas = set(run_spec(tmp_path, monkeypatch)["Analysis"]["datas"])
    for game in registry.catalog():
        files = [rules_path(game.id, language) for language in ("cs", "sk", "en")]
        files += [file for language in ("cs", "sk") for file in translation_files(language)
                  if file.is_relative_to(rules_path(game.id, "en").parents[1])]
        assert len(files) == 5
        for file in files:
            assert (str(file), str(file.parent.relative_to(ROOT))) in datas, file


def test_a_module_left_out_is_noticed(tmp_path):
    package = tmp_path / "pkg"
    (package / "bots").mkdir(parents=True)
    for name in ("__init__.py", "bots/__init__.py", "bots/some_game.py"):
        (package / name).write_text("")
    assert bundle.modules_in(package) == ["pkg", "pkg.bots", "pkg.bots.some_game"]


def a_game_with_a_bot() -> str:
    return next(game.id for game in registry.catalog()
                if (ROOT / "boardgames_desktop" / "bots" / f"{game.id}.py").is_file())


def test_from_source_a_module_that_is_not_there_is_none(monkeypatch):
    game = a_game_with_a_bot()
    hide(monkeypatch, f"boardgames_desktop.bots.{game}")
    assert bundle.optional_module(game, f"bots.{game}") is None


def test_frozen_a_module_of_the_manifest_that_is_not_there_is_an_error(tmp_path, monkeypatch):
    game = a_game_with_a_bot()
    name = f"boardgames_desktop.bots.{game}"
    pretend_frozen(monkeypatch, tmp_path / "bundle", bundle.modules_in(ROOT / "boardgames_desktop"))
    try:
        assert bundle.optional_module(game, f"bots.{game}") is not None  # there: found
        hide(monkeypatch, name)
        with pytest.raises(bundle.MissingModule) as missing:
            bundle.optional_module(game, f"bots.{game}")
        assert missing.value.module == name
        # a module the source never had is still "none"
        assert bundle.optional_module(game, "bots.no_such_module") is None
    finally:
        bundle.bundled.cache_clear()


def test_frozen_without_a_manifest_a_missing_module_is_an_error(tmp_path, monkeypatch):
    game = a_game_with_a_bot()
    pretend_frozen(monkeypatch, tmp_path / "bundle", None)
    try:
        hide(monkeypatch, f"boardgames_desktop.bots.{game}")
        with pytest.raises(bundle.MissingModule, match=bundle.MANIFEST):
            bundle.optional_module(game, f"bots.{game}")
    finally:
        bundle.bundled.cache_clear()
