"""Saving, listing, loading and deleting games in the user's data folder.

pydantic (through the SaveFile model) is imported by the functions that write or validate, not
with this module: the start screen asks `latest_autosave()`, which only peeks into the files.
"""

from __future__ import annotations

import json
import os
from datetime import datetime, timezone
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple

from ..rules import InvalidSetup, RulesError, registry
from . import files
from .errors import SaveError
from .migrations import FORMAT, upgrade

if TYPE_CHECKING:
    from .model import SaveFile

DATA_DIR_VARIABLE = "BOARDGAMES_DESKTOP_DATA_DIR"
KEEP_FINISHED = 5  # autosaves of finished games kept, the most recent; older ones are deleted


class LoadedGame(NamedTuple):
    save_file: SaveFile
    state: Any  # the game's state after replaying every action of the record


class SaveEntry(NamedTuple):
    """One file in the saves folder: `save_file` if it reads, else `error` says why not."""

    path: Path
    autosave: bool
    save_file: SaveFile | None = None
    error: SaveError | None = None


def saves_dir() -> Path:
    """`saves` in the user's data folder, or in $BOARDGAMES_DESKTOP_DATA_DIR when that is set."""
    folder = os.environ.get(DATA_DIR_VARIABLE)
    if not folder:
        from platformdirs import user_data_dir

        folder = user_data_dir("boardgames-desktop")
    return Path(folder) / "saves"


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


def save_to(save_file: SaveFile, path: Path) -> Path:
    """Write to a path the player chose, outside the saves folder (when that cannot be written)."""
    _write(Path(path), save_file)
    return Path(path)


def autosave(save_file: SaveFile) -> Path:
    """Write the game's own autosave, `autosave/<game>-<created, UTC>.json`.

    The file name depends only on the game and when it was created, so each game in progress
    keeps one autosave, overwritten after every action, beside the autosaves of other games.
    Keep `created` from the game's first SaveFile; change only `updated`, `finished` and the record.
    When a finished game is written, the autosaves of finished games beyond the KEEP_FINISHED most
    recent are deleted; games still being played, and files that do not read, are never touched.
    """
    created = save_file.created.astimezone(timezone.utc).strftime("%Y%m%dT%H%M%S%fZ")
    path = _autosaves_dir() / f"{files.safe_name(save_file.record.game)}-{created}.json"
    _write(path, save_file)
    if save_file.finished:
        _prune_finished()
    return path


def latest_autosave(passing_over=()) -> Path | None:
    """The autosave of an unfinished game most recently `updated` (by the time inside the file),
    leaving out the paths in `passing_over` (files that were found not to open).

    Quick enough for the start screen: the files are only peeked into (JSON, format, time, whether
    the game is over), neither validated nor replayed, so `load` may still fail on the one returned.
    """
    skipped = {Path(path) for path in passing_over}
    peeks = [peek for peek in map(_peek, _autosaves_dir().glob("*.json"))
             if peek and not peek.finished and peek.path not in skipped]
    return max(peeks, key=lambda peek: (peek.updated, peek.path.name)).path if peeks else None


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


def remove_stale_temporaries() -> int:
    """Tidy the saves folders of what interrupted writes left (files.remove_stale_temporaries)."""
    return sum(files.remove_stale_temporaries(folder) for folder in (saves_dir(), _autosaves_dir()))


def delete(path: Path) -> None:
    """Remove a save file and its `.bak`. A file already gone is not an error."""
    path = Path(path)
    files.remove(files.backup_path(path))
    files.remove(path)


class _Peek(NamedTuple):
    path: Path
    updated: datetime
    finished: bool


def _peek(path: Path) -> _Peek | None:
    """What `latest_autosave` and the pruning need from a file, without validating it; None if
    the file is plainly not a save of ours."""
    try:
        data = _parse_json(files.read_bytes(path))
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            return None
        updated = datetime.fromisoformat(data["updated"])
        if updated.tzinfo is None or data["record"]["game"] not in {game.id for game in registry.catalog()}:
            return None
        finished = data.get("finished", False)  # files written before the flag: not known finished
        return _Peek(path, updated, finished is True)
    except (SaveError, LookupError, TypeError, ValueError):
        return None


def _prune_finished() -> None:
    finished = [peek for peek in map(_peek, _autosaves_dir().glob("*.json")) if peek and peek.finished]
    finished.sort(key=lambda peek: (peek.updated, peek.path.name), reverse=True)
    for peek in finished[KEEP_FINISHED:]:
        try:
            delete(peek.path)
        except SaveError:
            pass  # tidying up; the autosave itself was written, and the next one tries again


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
    from pydantic import ValidationError

    from .model import SaveFile

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
