"""Save files: what they hold, where they live, and how they are written and read back.

    from boardgames_desktop import storage
    save_file = storage.SaveFile(players=[...], record=record)   # one Player per seat
    path = storage.save(save_file, "Nedělní hra")   # saves/Nedělní hra.json, the old one kept as .bak
    storage.autosave(save_file)                      # after every action; one file per game
    loaded = storage.load(storage.latest_autosave()) # loaded.save_file, loaded.state (replayed)
    storage.list_saves()                             # SaveEntry(path, autosave, summary | error)
    storage.latest_autosave()                        # Continue: the newest unfinished game, peeked at

Everything lives in `saves/` under `platformdirs.user_data_dir("boardgames-desktop")`, or under
$BOARDGAMES_DESKTOP_DATA_DIR when that is set (tests, portable installs), read at every call.
Storage writes exactly the SaveFile it is given: the session sets `updated` before saving.
Every failure is a SaveError with a code; the codes are listed in `storage.errors`.

Importing storage does not import pydantic: Player, Progress and SaveFile (pydantic models) are imported
when first used, and so is everything that writes or validates a file.
"""

from .errors import SaveError
from .files import backup_path
from .migrations import FORMAT, FORMAT_VERSION
from .saves import (
    DATA_DIR_VARIABLE,
    LoadedGame,
    SaveEntry,
    autosave,
    autosave_path,
    delete,
    is_own_autosave,
    latest_autosave,
    list_saves,
    load,
    remove_stale_temporaries,
    save,
    save_path,
    save_to,
    saves_dir,
)

__all__ = [
    "DATA_DIR_VARIABLE",
    "FORMAT",
    "FORMAT_VERSION",
    "LoadedGame",
    "Player",
    "Progress",
    "SaveEntry",
    "SaveError",
    "SaveFile",
    "autosave",
    "autosave_path",
    "backup_path",
    "delete",
    "is_own_autosave",
    "latest_autosave",
    "list_saves",
    "load",
    "remove_stale_temporaries",
    "save",
    "save_path",
    "save_to",
    "saves_dir",
]


def __getattr__(name: str):
    if name not in ("Player", "Progress", "SaveFile"):
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    from . import model

    value = getattr(model, name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(__all__)
