"""Saving, listing, loading and deleting games in the user's data folder.

pydantic (through the SaveFile model) is imported by the functions that write or validate, not
with this module: the start screen asks `latest_autosave()`, which only peeks into the files.

Lists stay quick however many files there are: `list_saves` validates only each file's summary
(who played, when, how far, stored at save time), not its moves, and remembers it by the file's
stamp (size, times of change, inode), so a file is read again only when it changed. `load`
validates and replays the whole file.

Autosaves are pruned by two rules, told to the user in the README: of finished games the
KEEP_FINISHED most recent are kept; an unfinished game nobody has played for ABANDONED_AFTER is
deleted when a new game starts, except the KEEP_UNFINISHED most recently played ones. Only a file that
loads whole and was written by this version of the program or an older one is ever pruned: saves
made with "Save as…", a newer version's files and files that do not load are never deleted.
"""

from __future__ import annotations

import os
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple

from .. import __version__
from ..rules import InvalidSetup, RulesError, registry
from . import files
from .errors import SaveError
from .migrations import FORMAT, derived_game_id, upgrade

if TYPE_CHECKING:
    from .model import SaveFile, SaveSummary

DATA_DIR_VARIABLE = "BOARDGAMES_DESKTOP_DATA_DIR"
# Autosaves of finished games kept, the most recent; older ones are deleted. Finished games are the
# family's history (the Hall of fame is read from them), a few kB each: years of evenings fit.
KEEP_FINISHED = 2000
KEEP_UNFINISHED = 20  # autosaves of unfinished games always kept, the most recently played
ABANDONED_AFTER = timedelta(days=90)  # an older unfinished autosave beyond those is deleted
PRUNE_LOADS = 20  # files loaded, at most, to know whether they may be pruned, each time pruning runs
_CACHE_LIMIT = 5000  # file summaries remembered; more than any family keeps


class LoadedGame(NamedTuple):
    save_file: SaveFile
    state: Any  # the game's state after replaying every action of the record


class SaveEntry(NamedTuple):
    """One file in the saves folder: its `summary` if that reads, else `error` says why not.

    A summary that reads does not promise that the whole file does: `load` says."""

    path: Path
    autosave: bool
    summary: SaveSummary | None = None
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
    """Write under a name the player typed; an existing file of that name becomes its `.bak`.
    The name shown in lists is the file's `label`: the session sets it to the same name."""
    path = save_path(name)
    _write(path, save_file)
    return path


def save_to(save_file: SaveFile, path: Path) -> Path:
    """Write to a path the player chose, outside the saves folder (when that cannot be written)."""
    _write(Path(path), save_file)
    return Path(path)


def autosave_path(save_file: SaveFile) -> Path:
    """The game's own autosave: `autosave/<game>-<created, UTC>.json`, and for a branch (a copy
    played on) `autosave/<game>-<created, UTC>-<branch>.json`."""
    created = save_file.created.astimezone(timezone.utc).strftime("%Y%m%dT%H%M%S%fZ")
    branch = f"-{save_file.branch}" if save_file.branch else ""
    return _autosaves_dir() / f"{files.safe_name(save_file.record.game)}-{created}{branch}.json"


def is_own_autosave(path: Path, save_file: SaveFile) -> bool:
    """Whether `path`, from which `save_file` was loaded, is that game's own autosave (not a copy)."""
    try:
        return Path(path).resolve() == autosave_path(save_file).resolve()
    except OSError:
        return False


def autosave(save_file: SaveFile) -> Path:
    """Write the game's own autosave (`autosave_path`), overwritten after every action.

    Keep `created`, `game_id` and `branch` from the game's first SaveFile; change only `updated`,
    `finished` and the record. A file already there that holds another game or branch is never
    overwritten: SaveError "other_game". A finished game's autosave prunes the autosaves of finished
    games, a new game's (no action yet) the abandoned ones; see the module's docstring.
    """
    path = autosave_path(save_file)
    there = _remembered(_peek_cache, path, _peek) if path.exists() else None
    if there is not None and there.identity != (save_file.game_id, save_file.branch):
        raise SaveError("other_game", {"file": path.name})
    _write(path, save_file)
    _remember_written(path, save_file)
    if save_file.finished:
        _prune(_finished_beyond_the_kept())
    elif not save_file.record.actions:
        _prune(_abandoned(datetime.now(timezone.utc)))
    return path


def latest_autosave(passing_over=()) -> Path | None:
    """The autosave of an unfinished game most recently `updated` (by the time inside the file),
    leaving out the paths in `passing_over` (files that were found not to open).

    Quick enough for the start screen: the files are only peeked into (JSON, format, time, whether
    the game is over), neither validated nor replayed, so `load` may still fail on the one returned.
    """
    skipped = {Path(path) for path in passing_over}
    peeks = [peek for peek in _peeks() if not peek.finished and peek.path not in skipped]
    return max(peeks, key=lambda peek: (peek.updated, peek.path.name)).path if peeks else None


def load(path: Path) -> LoadedGame:
    """Read, upgrade, validate and replay a save file. Never changes the file. Raises SaveError,
    and nothing else, whatever the file holds."""
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
    """The saves (by name), then the autosaves. Files whose summary does not read are listed with
    their error; the rest of each file is checked by `load`."""
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
    identity: tuple[str, str]  # (game_id, branch)


_peek_cache: dict[Path, tuple[tuple, _Peek | None]] = {}
_summary_cache: dict[Path, tuple[tuple, SaveEntry]] = {}
_prunable_cache: dict[Path, tuple[tuple, bool]] = {}


def _remembered(cache: dict, path: Path, read):
    """`read(path)`, or what it gave last time if the file has not changed since."""
    try:
        stamp = _stamp(path)
    except OSError:
        return read(path)
    known = cache.get(path)
    if known is not None and known[0] == stamp:
        return known[1]
    value = read(path)
    if len(cache) >= _CACHE_LIMIT:
        cache.clear()
    cache[path] = (stamp, value)
    return value


def _stamp(path: Path) -> tuple:
    status = os.stat(path)
    # ctime too: a file made readable again (chmod) keeps its mtime
    return status.st_mtime_ns, status.st_ctime_ns, status.st_size, status.st_ino, status.st_mode


def _remember_written(path: Path, save_file: SaveFile) -> None:
    """What `_peek` would say of the file just written, so that the next autosave need not read it."""
    try:
        identity = (save_file.game_id, save_file.branch)
        _peek_cache[path] = (_stamp(path), _Peek(path, save_file.updated, save_file.finished, identity))
    except OSError:
        _peek_cache.pop(path, None)


def _peeks() -> list[_Peek]:
    return [peek for path in _autosaves_dir().glob("*.json") if (peek := _remembered(_peek_cache, path, _peek))]


def _peek(path: Path) -> _Peek | None:
    """What `latest_autosave` and the pruning need from a file, without validating it; None if
    the file is plainly not a save of ours."""
    try:
        data = files.parse_json(files.read_bytes(path))
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            return None
        updated = datetime.fromisoformat(data["updated"])
        updated.astimezone(timezone.utc)  # compared with others in UTC: an edge date overflows
        if updated.tzinfo is None or data["record"]["game"] not in {game.id for game in registry.catalog()}:
            return None
        finished = data.get("finished", False)  # files written before the flag: not known finished
        identity = (data.get("game_id") or derived_game_id(data), data.get("branch") or "")
        return _Peek(path, updated, finished is True, identity)
    except (SaveError, LookupError, TypeError, ValueError, OverflowError):
        return None


def _finished_beyond_the_kept() -> list[_Peek]:
    finished = sorted((peek for peek in _peeks() if peek.finished), key=_recency, reverse=True)
    return finished[KEEP_FINISHED:]


def _abandoned(now: datetime) -> list[_Peek]:
    unfinished = sorted((peek for peek in _peeks() if not peek.finished), key=_recency, reverse=True)
    return [peek for peek in unfinished[KEEP_UNFINISHED:] if now - peek.updated > ABANDONED_AFTER]


def _recency(peek: _Peek) -> tuple:
    return peek.updated, peek.path.name


def _prune(peeks: list[_Peek]) -> None:
    """Delete those of `peeks` that may be pruned. A file is loaded to know (remembered by its stamp),
    at most PRUNE_LOADS files a time: a new game's first autosave is waited for before its first
    screen, and a folder of hundreds of old games is tidied over the next games instead."""
    loads = 0

    def may_go(path: Path) -> bool:
        nonlocal loads
        loads += 1
        return _ours_and_loads(path)

    for peek in peeks:
        if loads >= PRUNE_LOADS:
            break
        if not _remembered(_prunable_cache, peek.path, may_go):
            continue
        try:
            delete(peek.path)
        except SaveError:
            pass  # tidying up; the autosave itself was written, and the next one tries again


def _ours_and_loads(path: Path) -> bool:
    """Whether a file may be pruned: it loads whole (validated and replayed) and was written by this
    version of the program or an older one. A newer version's file or a damaged one is kept as it is."""
    try:
        written_by = load(path).save_file.app_version
    except SaveError:
        return False
    if written_by == __version__:
        return True
    older, ours = _version(written_by), _version(__version__)
    return older is not None and ours is not None and older < ours


def _version(text: str) -> tuple[int, ...] | None:
    """"1.2.3" as (1, 2, 3); None for anything else (a version this program cannot place)."""
    parts = text.split(".")
    return tuple(int(part) for part in parts) if all(part.isdigit() and len(part) < 10 for part in parts) else None


def _write(path: Path, save_file: SaveFile) -> None:
    """Compact JSON: a file that loads (at most MAX_FILE_SIZE) can always be written again; indented,
    a long game's file grew to several times its size, past what loading reads."""
    try:
        data = save_file.model_dump_json().encode("utf-8")
    except Exception as error:  # e.g. text that UTF-8 cannot hold; the player must hear of it
        raise SaveError("not_written", {"error": type(error).__name__}) from None
    files.write_keeping_backup(path, data)


def _entries(folder: Path, autosave: bool) -> list[SaveEntry]:
    entries = [_remembered(_summary_cache, path, _summarize) for path in sorted(folder.glob("*.json"))]
    return [entry._replace(autosave=autosave) for entry in entries]


def _summarize(path: Path) -> SaveEntry:
    from pydantic import ValidationError

    from .model import SaveSummary

    try:
        data = _upgraded(path)
        summary = SaveSummary.model_validate(data)
        _check_game(summary.record.game)
    except ValidationError as error:
        return SaveEntry(path, False, error=_invalid(error))
    except SaveError as error:
        return SaveEntry(path, False, error=error)
    except (RecursionError, MemoryError):
        return SaveEntry(path, False, error=SaveError("not_json", {"reason": "nesting"}))
    return SaveEntry(path, False, summary=summary)


def _read(path: Path) -> SaveFile:
    from pydantic import ValidationError

    from .model import SaveFile

    data = _upgraded(path)
    try:
        save_file = SaveFile.model_validate(data)
    except ValidationError as error:
        raise _invalid(error) from None
    except (RecursionError, MemoryError):
        raise SaveError("not_json", {"reason": "nesting"}) from None
    _check_game(save_file.record.game)
    return save_file


def _upgraded(path: Path) -> dict[str, Any]:
    data = files.parse_json(files.read_bytes(path))
    found = data.get("format") if isinstance(data, dict) else None
    if found != FORMAT:
        raise SaveError("wrong_format", {"found": found if isinstance(found, str) else None})
    return upgrade(data)


def _invalid(error) -> SaveError:
    first = error.errors(include_url=False)[0]
    return SaveError("invalid", {"loc": list(first["loc"]), "type": first["type"]})


def _check_game(game: str) -> None:
    try:
        registry.info(game)
    except InvalidSetup:
        raise SaveError("unknown_game", {"game": game}) from None


def _replay_detail(error: RulesError) -> dict[str, Any]:
    if error.code == "illegal_action":
        params = error.params
        return {"index": params["index"], "code": params["code"], "params": params["params"]}
    return {"index": None, "code": error.code, "params": error.params}
