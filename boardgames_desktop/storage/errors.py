"""Why a save file could not be read or written, as a stable code and JSON-safe details.

Like the engine, storage never formats human text: the UI translates the code.

    not_found            the file does not exist
    not_a_file           a folder, a named pipe, a device (such as a link to /dev/zero): anything
                         but a regular file is refused before it is opened for reading
    too_large            {size, limit}: bigger than the limit (checked before reading, and
                         before writing so that every save written can be loaded again)
    io_error             {errno}: the system refused to read, write or delete (errno name such
                         as "EACCES" or "ENOSPC", or None)
    other_game           {file}: the autosave's file holds another game (or another branch of
                         this one); it is never written over
    not_written          {error}: the game could not be turned into a file (e.g. text UTF-8
                         cannot hold); nothing was written
    not_json             {reason, ...}: reason is "encoding" {position} (not UTF-8),
                         "syntax" {line, column} (not JSON, or cut short), "nesting" (too deep)
                         or "value" (a number or constant JSON should not hold)
    wrong_format         {found}: not an object with the format name of our save files
    unsupported_version  {found, current}: a format version this program cannot read, e.g.
                         written by a newer version of the program
    invalid              {loc, type}: the first field that does not fit the save format; `type`
                         is pydantic's error type, e.g. "missing", "int_parsing", "players_count",
                         "date_range" (a date outside the years of real games), or
                         "migration_failed" {version} when upgrading from that version failed
    unknown_game         {game}: no game with that id in this version of the program
    replay_failed        {index, code, params}: the record does not replay. `index` is the
                         failing action (None when the game could not even be set up), `code`
                         and `params` are the engine's (e.g. "bid_too_low", "rules_version"),
                         or code "engine_error" {error} when the engine failed unexpectedly
"""

from typing import Any


class SaveError(Exception):
    def __init__(self, code: str, detail: dict[str, Any] | None = None):
        self.code = code
        self.detail = dict(detail or {})
        super().__init__(code, self.detail)

    def __str__(self) -> str:
        return f"{self.code} {self.detail}" if self.detail else self.code
