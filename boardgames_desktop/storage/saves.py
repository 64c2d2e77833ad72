"""Saving, listing, loading and deleting games in the user's data folder."""

import json
import os
from dataclasses import dataclass
from datetime import timezone
from pathlib import Path
from typing import Any

from platformdirs import user_data_dir
from pydantic import ValidationError

from ..rules import InvalidSetup, RulesError, registry
from . import files
from .errors import SaveError
from .migrations import upgrade
from .model import FORMAT, SaveFile

DATA_DIR_VARIABLE = "BOARDGAMES_DESKTOP_DATA_DIR"


@dataclass(frozen=True)
class LoadedGame:
    save_file: SaveFile
    state: Any  # the game's state after replaying every action of the record


@dataclass(frozen=True)
class SaveEntry:
    """One file in the saves folder: `save_file` if it reads, else `error` says why not."""

    path: Path
    autosave: bool
    save_file: SaveFile | None = None
    error: SaveError | None = None


def saves_dir() -> Path:
    """`saves` in the user's data folder, or in $BOARDGAMES_DESKTOP_DATA_DIR when that is set."""
    return Path(os.environ.get(DATA_DIR_VARIABLE) or user_data_dir("boardgames-desktop")) / "saves"


def _autosaves_dir() -> Path:
    return saves_dir() / "autosave"


def save_path(name: str) -> Path:
    """Where `save(..., name)` writes: the UI can ask before overwriting an existing file."""
    return saves_dir() / f"{files.safe_name(name)}.json"


def save(save_file: SaveFile, name: str) -> Path:
    """Write under a name the player typed; an existing file of that name becomes its `.bak`."""
    path = save_path(name)
    _write(path, save_file)
    return path


def autosave(save_file: SaveFile) -> Path:
    """Write the game's own autosave, `autosave/<game>-<created, UTC>.json`.

    The file name depends only on the game and when it was created, so each game in progress
    keeps one autosave, overwritten after every action, beside the autosaves of other games.
    Keep `created` from the game's first SaveFile; change only `updated` and the record.
    """
    created = save_file.created.astimezone(timezone.utc).strftime("%Y%m%dT%H%M%S%fZ")
    path = _autosaves_dir() / f"{files.safe_name(save_file.record.game)}-{created}.json"
    _write(path, save_file)
    return path


def latest_autosave() -> Path | None:
    """The autosave most recently `updated` (by the time inside the file) that loads."""
    entries = [entry for entry in _entries(_autosaves_dir(), autosave=True) if entry.save_file]
    entries.sort(key=lambda entry: entry.save_file.updated, reverse=True)
    for entry in entries:
        try:
            load(entry.path)
        except SaveError:
            continue
        return entry.path
    return None


def load(path: Path) -> LoadedGame:
    """Read, upgrade, validate and replay a save file. Never changes the file. Raises SaveError."""
    save_file = _read(Path(path))
    try:
        state = registry.replay(save_file.record)
    except RulesError as error:
        raise SaveError("replay_failed", _replay_detail(error)) from None
    except Exception as error:
        # The engine checks what it is given, but a hand-edited file can reach corners it does not
        # expect; no file may crash the program.
        detail = {"index": None, "code": "engine_error", "params": {"error": type(error).__name__}}
        raise SaveError("replay_failed", detail) from None
    return LoadedGame(save_file, state)


def list_saves() -> list[SaveEntry]:
    """The saves (by name), then the autosaves. Broken files are listed with their error.

    Files are validated but not replayed, so listing stays quick; `load` may still fail.
    """
    return _entries(saves_dir(), autosave=False) + _entries(_autosaves_dir(), autosave=True)


def delete(path: Path) -> None:
    """Remove a save file and its `.bak`. A file already gone is not an error."""
    path = Path(path)
    files.remove(files.backup_path(path))
    files.remove(path)


def _write(path: Path, save_file: SaveFile) -> None:
    files.write_keeping_backup(path, save_file.model_dump_json(indent=2).encode("utf-8"))


def _entries(folder: Path, autosave: bool) -> list[SaveEntry]:
    entries = []
    for path in sorted(folder.glob("*.json")):
        try:
            entries.append(SaveEntry(path, autosave, save_file=_read(path)))
        except SaveError as error:
            entries.append(SaveEntry(path, autosave, error=error))
    return entries


def _read(path: Path) -> SaveFile:
    data = _parse_json(files.read_bytes(path))
    found = data.get("format") if isinstance(data, dict) else None
    if found != FORMAT:
        raise SaveError("wrong_format", {"found": found if isinstance(found, str) else None})
    data = upgrade(data)
    try:
        save_file = SaveFile.model_validate(data)
    except ValidationError as error:
        first = error.errors(include_url=False)[0]
        raise SaveError("invalid", {"loc": list(first["loc"]), "type": first["type"]}) from None
    try:
        registry.get(save_file.record.game)
    except InvalidSetup:
        raise SaveError("unknown_game", {"game": save_file.record.game}) from None
    return save_file


def _parse_json(raw: bytes) -> Any:
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as error:
        raise SaveError("not_json", {"reason": "encoding", "position": error.start}) from None
    try:
        return json.loads(text, parse_constant=_reject_constant)
    except json.JSONDecodeError as error:
        detail = {"reason": "syntax", "line": error.lineno, "column": error.colno}
        raise SaveError("not_json", detail) from None
    except RecursionError:
        raise SaveError("not_json", {"reason": "nesting"}) from None
    except ValueError:  # NaN or Infinity, or an integer too long to convert
        raise SaveError("not_json", {"reason": "value"}) from None


def _reject_constant(name: str) -> None:
    raise ValueError(name)


def _replay_detail(error: RulesError) -> dict[str, Any]:
    if error.code == "illegal_action":
        params = error.params
        return {"index": params["index"], "code": params["code"], "params": params["params"]}
    return {"index": None, "code": error.code, "params": error.params}
