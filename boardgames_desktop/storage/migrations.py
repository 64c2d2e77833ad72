"""Bringing save files of older format versions up to the current one.

When the format changes: raise FORMAT_VERSION and add MIGRATIONS[old] = a function that takes the
raw JSON object of version `old` and returns it as version `old + 1`. `upgrade` runs them in
sequence and sets the version number itself, so a migration only moves the data.
"""

import hashlib
import json
from collections.abc import Callable
from typing import Any

from .errors import SaveError

FORMAT = "boardgames-desktop-save"  # the name at the top of every save file
FORMAT_VERSION = 3


def _progress_added(data: dict[str, Any]) -> dict[str, Any]:
    """Version 2 may say how far the game got ("progress"); a file of version 1 does not know."""
    return data


def derived_game_id(data: dict[str, Any]) -> str:
    """The game id of a file written before games had one, from what the game's autosave and every
    copy of it share: the game, its seed and when it was created (earlier versions told a game by
    these). The same old game thus gets the same id in every file, each time it is read."""
    record = data.get("record")
    record = record if isinstance(record, dict) else {}
    shared = [value if isinstance(value, (str, int)) else None
              for value in (record.get("game"), record.get("seed"), data.get("created"))]
    return hashlib.sha256(json.dumps(shared).encode("utf-8")).hexdigest()[:32]


def _identity_added(data: dict[str, Any]) -> dict[str, Any]:
    """Version 3 names the game (`game_id`) and its line of play (`branch`, "" as started)."""
    data["game_id"] = derived_game_id(data)
    data["branch"] = ""
    return data


MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {1: _progress_added, 2: _identity_added}


def upgrade(data: dict[str, Any]) -> dict[str, Any]:
    version = data.get("format_version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise SaveError("unsupported_version", {"found": None, "current": FORMAT_VERSION})
    if version > FORMAT_VERSION or any(v not in MIGRATIONS for v in range(version, FORMAT_VERSION)):
        raise SaveError("unsupported_version", {"found": version, "current": FORMAT_VERSION})
    for old in range(version, FORMAT_VERSION):
        try:
            data = MIGRATIONS[old](data)
        except (LookupError, TypeError, ValueError, AttributeError):
            # The old file was already malformed in a way its own version would have rejected.
            raise SaveError("invalid", {"loc": [], "type": "migration_failed", "version": old}) from None
        data["format_version"] = old + 1
    return data
