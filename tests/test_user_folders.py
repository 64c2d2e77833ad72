"""The family's files in the folders Windows and macOS give a user, run here: platformdirs answers as
it does there (its Windows and macOS classes, the known folders pointed into tmp_path), under a user
named "Jiří Novák" (a space, diacritics), and in a folder deeper than Windows' old 260-character
limit. Saving, the autosave, loading, the saved-games list, Continue, the Hall of fame and its cache,
the players' profiles, the log and the start screen's pictures must all work there."""

import sys
from datetime import datetime, timedelta, timezone
from pathlib import Path, PureWindowsPath

import platformdirs
import platformdirs.macos
import platformdirs.windows
import pytest

from boardgames_desktop import error_log, storage
from boardgames_desktop.rules.registry import random_game
from boardgames_desktop.storage import DATA_DIR_VARIABLE, files, history, profiles

USER = "Jiří Novák"
WINDOWS_MAX_PATH = 260  # a path's characters with its drive and final NUL, where long paths are off (the default)
LONGEST_WINDOWS_USER = "Jiří Nováková-Dvořák"  # 20 characters: the longest a local account's name may be
EVENING = datetime(2026, 11, 20, 19, 0, tzinfo=timezone.utc)


def _windows(root: Path, monkeypatch, user: str = USER) -> Path:
    """platformdirs as on Windows, %LOCALAPPDATA% and %APPDATA% under root/C/Users/<user>."""
    home = root / "C" / "Users" / user
    folders = {"CSIDL_LOCAL_APPDATA": home / "AppData" / "Local", "CSIDL_APPDATA": home / "AppData" / "Roaming"}
    monkeypatch.setattr(platformdirs.windows, "get_win_folder", lambda csidl: str(folders[csidl]))
    monkeypatch.setattr(platformdirs, "PlatformDirs", platformdirs.windows.Windows)
    return home


def _macos(root: Path, monkeypatch, user: str = USER) -> Path:
    """platformdirs as on macOS, the home folder root/Users/<user>."""
    home = root / "Users" / user
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setattr(platformdirs, "PlatformDirs", platformdirs.macos.MacOS)
    return home


# Where the program keeps what, below the user's home, as docs/INSTALL.md tells the family.
WHERE = {
    "windows": (_windows, {
        "saves": "AppData/Local/boardgames-desktop/boardgames-desktop/saves",
        "profiles": "AppData/Local/boardgames-desktop/boardgames-desktop/profiles.json",
        "history": "AppData/Local/boardgames-desktop/boardgames-desktop/cache/history.json",
        "log": "AppData/Local/boardgames-desktop/boardgames-desktop/Logs/boardgames-desktop.log",
        "pictures": "AppData/Local/boardgames-desktop/boardgames-desktop/Cache/pictures",
    }),
    "macos": (_macos, {
        "saves": "Library/Application Support/boardgames-desktop/saves",
        "profiles": "Library/Application Support/boardgames-desktop/profiles.json",
        "history": "Library/Application Support/boardgames-desktop/cache/history.json",
        "log": "Library/Logs/boardgames-desktop/boardgames-desktop.log",
        "pictures": "Library/Caches/boardgames-desktop/pictures",
    }),
}


@pytest.fixture(autouse=True)
def no_data_dir_variable(monkeypatch):
    """The folders platformdirs gives, as in an installed program (the tests' own folder set aside),
    and no outcomes remembered from another test's folder."""
    monkeypatch.delenv(DATA_DIR_VARIABLE, raising=False)
    monkeypatch.setattr(history, "_outcomes", {})


def _finished_game(names=("Jiří", "Babička Růžena", "CON")) -> storage.SaveFile:
    record = random_game("for_sale", len(names), 5)
    players = [storage.Player(name=name, kind="human") for name in names]
    return storage.SaveFile(created=EVENING - timedelta(minutes=30), updated=EVENING, finished=True,
                            players=players, record=record)


def _unfinished_game() -> storage.SaveFile:
    record = random_game("x_nimmt", 3, 8)
    record = record.model_copy(update={"actions": record.actions[:5]})
    players = [storage.Player(name=name, kind="human") for name in ("Máma", "Táta", "Ondřej")]
    return storage.SaveFile(created=EVENING, updated=EVENING + timedelta(minutes=5), players=players, record=record)


def _everything_the_program_keeps() -> dict[str, Path]:
    """Save, autosave, list, continue, load, the Hall of fame (twice: the second time from its cache),
    a profile and a logged error, all in the folders platformdirs gives; where each went."""
    finished, unfinished = _finished_game(), _unfinished_game()
    named = storage.save(finished, "Večer u babičky: 1/2")
    reserved = storage.save(finished, "CON")
    storage.save(finished, "Večer u babičky: 1/2")  # again: the first becomes its .bak
    assert files.backup_path(named).exists()
    storage.autosave(finished)
    waiting = storage.autosave(unfinished)

    assert storage.latest_autosave() == waiting
    listed = storage.list_saves()
    assert {entry.path for entry in listed} >= {named, reserved, waiting}
    assert all(entry.error is None for entry in listed), [entry.error for entry in listed]
    for path in (named, reserved, waiting):
        assert storage.load(path).save_file.record == (unfinished if path == waiting else finished).record

    games = history.finished_games()
    assert len(games) == 1 and [seat.name for seat in games[0].seats] == ["Jiří", "Babička Růžena", "CON"]
    assert history._index_path().exists()
    history._outcomes.clear()
    assert history.finished_games() == games  # read back from the cache

    book = profiles.create([], "Jiří", "red", "♥", "bear")
    profiles.write(profiles.rename(book, "Jiří", "Jiří Novák ml."))
    assert [p.name for p in profiles.read()] == ["Jiří Novák ml."]

    log = error_log.configure()
    try:
        raise RuntimeError("Chyba při tahu")
    except RuntimeError:
        error_log.unexpected(*sys.exc_info())
    assert "Chyba při tahu" in log.read_text(encoding="utf-8")

    from boardgames_desktop.ui.picture_cache import cache_dir

    return {"saves": storage.saves_dir(), "profiles": profiles.path(), "history": history._index_path(),
            "log": log, "pictures": cache_dir()}


@pytest.mark.parametrize("system", list(WHERE))
def test_everything_works_in_a_user_folder_with_a_space_and_diacritics(tmp_path, monkeypatch, logging_restored, system):
    shape, expected = WHERE[system]
    home = shape(tmp_path, monkeypatch)
    where = _everything_the_program_keeps()
    assert {what: path.relative_to(home).as_posix() for what, path in where.items()} == expected
    assert {path.name for path in where["saves"].iterdir()} == {
        "_CON.json", "autosave", "Večer u babičky_ 1_2.json", "Večer u babičky_ 1_2.json.bak"}


def test_everything_works_in_a_folder_deeper_than_windows_old_path_limit(tmp_path, monkeypatch, logging_restored):
    deep = tmp_path
    while len(str(deep)) <= 2 * WINDOWS_MAX_PATH:
        deep /= "Dlouhá složka s dokumenty rodiny"
    monkeypatch.setenv(DATA_DIR_VARIABLE, str(deep))
    where = _everything_the_program_keeps()
    assert where["saves"] == deep / "saves"


def test_on_windows_every_path_the_program_writes_fits_the_old_limit(tmp_path, monkeypatch, logging_restored):
    """Windows refuses paths of 260 characters or more unless long paths were switched on for the whole
    computer. With the longest name of a local account and the longest name of a saved game, every file
    the program writes, and every temporary file it writes first, must still fit."""
    home = _windows(tmp_path, monkeypatch, LONGEST_WINDOWS_USER)
    written = []
    replace = files.os.replace
    monkeypatch.setattr(files.os, "replace", lambda source, target: (written.extend([source, target]),
                                                                     replace(source, target))[1])
    longest_name = "Ž" * files.MAX_NAME_CHARS
    finished = _finished_game()
    for _ in range(2):  # the second time over the first: its .bak, and the temporary names of both
        storage.save(finished, longest_name)
        storage.autosave(finished)
        history._outcomes.clear()
        history.finished_games()
    profiles.write(profiles.create([], "Jiří", "red", "♥"))
    written.append(error_log.configure())
    written += [Path(f"{written[-1]}.{n}") for n in range(1, error_log.BACKUPS + 1)]  # when it rotates
    assert storage.save_path(longest_name).name.startswith("Ž" * files.MAX_NAME_CHARS)

    on_windows = ["C:\\Users\\" + str(PureWindowsPath(Path(path).relative_to(home.parent.parent))).removeprefix("Users\\")
                  for path in written]
    longest = max(on_windows, key=len)
    assert len(longest) < WINDOWS_MAX_PATH, longest
    assert f"C:\\Users\\{LONGEST_WINDOWS_USER}\\AppData\\Local\\boardgames-desktop\\boardgames-desktop\\saves\\" in longest


@pytest.mark.parametrize("system", list(WHERE))
def test_docs_install_tells_the_family_these_folders(system):
    guide = (Path(__file__).resolve().parents[1] / "docs" / "INSTALL.md").read_text(encoding="utf-8")
    folders = {what: str(Path(path).parent if what in ("saves", "log") else path)
               for what, path in WHERE[system][1].items() if what in ("saves", "log", "pictures")}
    for folder in folders.values():
        shown = ("%LOCALAPPDATA%\\" + folder.removeprefix("AppData/Local/").replace("/", "\\") if system == "windows"
                 else f"~/{folder}")
        assert f"`{shown}`" in guide, shown
