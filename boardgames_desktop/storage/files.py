"""Files on disk: safe names, bounded reading of regular files only, and writes that a crash cannot
half-finish."""

import errno
import json
import os
import re
import secrets
import stat
import tempfile
import time
import unicodedata
from pathlib import Path

from typing import Any

from .errors import SaveError

MAX_FILE_SIZE = 5 * 1024 * 1024
MAX_NAME_CHARS = 80
# Emoji take 4 bytes in UTF-8, and most file systems allow 255 bytes per name, ".json.bak" included.
MAX_NAME_BYTES = 160

# A write fills `.<file name>.<8 random characters>.tmp` beside its file first, then renames it
# (earlier versions named it `.<8 random characters>.tmp`). A write cut short by a crash or a kill
# leaves it behind; one this old cannot belong to a write still going on (another copy of the
# program writing right now), since a write takes well under a second.
_TEMPORARY = re.compile(r"\.(?:.+\.)?[a-z0-9_]{8}\.tmp")
STALE_AFTER_SECONDS = 10 * 60

_FORBIDDEN = set('<>:"/\\|?*')
# Windows device names, reserved whatever the extension; it counts ¹²³ (and 0, on newer systems) as digits.
_RESERVED = {"CON", "PRN", "AUX", "NUL", "CONIN$", "CONOUT$"} | {
    port + n for port in ("COM", "LPT") for n in "0123456789¹²³"
}
# Control, format (e.g. U+202E, which shows a name backwards), surrogate, private and unassigned
# characters; but the joiners inside emoji such as 👨‍👩‍👧 are kept.
_UNSAFE_CATEGORIES = {"Cc", "Cf", "Cs", "Co", "Cn"}
_JOINERS = {"\u200c", "\u200d"}


def safe_name(text: str, default: str = "save") -> str:
    """A file name (without extension) that every desktop system accepts, from any player text."""
    name = unicodedata.normalize("NFC", " ".join(text.split()))
    name = "".join(
        "_" if char in _FORBIDDEN or (unicodedata.category(char) in _UNSAFE_CATEGORIES and char not in _JOINERS)
        else char
        for char in name
    )
    name = name.lstrip(". ")
    if name.split(".")[0].rstrip(" ").upper() in _RESERVED:
        name = "_" + name
    name = name[:MAX_NAME_CHARS]
    while len(name.encode("utf-8")) > MAX_NAME_BYTES:
        name = name[:-1]
    return name.rstrip(". ") or default


def backup_path(path: Path) -> Path:
    return path.with_name(path.name + ".bak")


def read_bytes(path: Path) -> bytes:
    """The content of a regular file of at most MAX_FILE_SIZE bytes.

    Anything else is refused before a byte is read: a named pipe or a device (a symlink to
    /dev/zero) would block or never end. The file is opened without blocking and checked again
    through the open handle, in case it was swapped for something else after the first look.
    """
    try:
        _check_regular(os.stat(path))
        handle = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
        with os.fdopen(handle, "rb") as file:
            _check_regular(os.fstat(file.fileno()))
            data = file.read(MAX_FILE_SIZE + 1)
    except FileNotFoundError:
        raise SaveError("not_found") from None
    except OSError as error:
        raise io_error(error) from None
    if len(data) > MAX_FILE_SIZE:  # it grew after the size check
        raise SaveError("too_large", {"size": len(data), "limit": MAX_FILE_SIZE})
    return data


def parse_json(raw: bytes) -> Any:
    """The JSON value in `raw`, or SaveError "not_json" saying why not."""
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


def _check_regular(status: os.stat_result) -> None:
    if not stat.S_ISREG(status.st_mode):
        raise SaveError("not_a_file")
    if status.st_size > MAX_FILE_SIZE:
        raise SaveError("too_large", {"size": status.st_size, "limit": MAX_FILE_SIZE})


def write_keeping_backup(path: Path, data: bytes) -> None:
    """Replace `path` with `data`, keeping its previous content as `<path>.bak`.

    Each file is swapped in whole by `os.replace`, the backup before the file, so at every moment
    `path` holds the old or the new version, and once it holds the new one the backup holds the old.
    The backup is the old file itself, given a second name (a hard link), where the file system has
    them: the autosave writes after every move, and copying the old version cost as much as writing
    the new one.
    """
    if len(data) > MAX_FILE_SIZE:
        raise SaveError("too_large", {"size": len(data), "limit": MAX_FILE_SIZE})
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        if path.exists() and not _link_atomically(backup_path(path), path):
            # only a save of ours is kept as the backup: never a pipe or a huge file
            _write_atomically(backup_path(path), read_bytes(path))
        _write_atomically(path, data)
    except OSError as error:
        raise io_error(error) from None


def temporary_beside(path: Path) -> tuple[int, str]:
    """A new file to write `path`'s content into before renaming it: an open handle and its name,
    in the same folder so that the rename is atomic; a dot name ending in .tmp, never listed as a save."""
    return tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")


def remove_stale_temporaries(folder: Path) -> int:
    """Delete the temporary files that interrupted writes left in `folder`: only ours (by their
    name), only regular files, only those older than STALE_AFTER_SECONDS. How many were deleted;
    a file that cannot be deleted is left for the next time."""
    removed = 0
    too_old = time.time() - STALE_AFTER_SECONDS
    try:
        entries = list(os.scandir(folder))
    except OSError:  # no folder yet, or not readable: nothing of ours to tidy
        return 0
    for entry in entries:
        if not _TEMPORARY.fullmatch(entry.name):
            continue
        try:
            if entry.is_file(follow_symlinks=False) and entry.stat(follow_symlinks=False).st_mtime < too_old:
                os.unlink(entry.path)
                removed += 1
        except OSError:
            pass
    return removed


def remove(path: Path) -> None:
    try:
        path.unlink(missing_ok=True)
    except OSError as error:
        raise io_error(error) from None


def io_error(error: OSError) -> SaveError:
    return SaveError("io_error", {"errno": errno.errorcode.get(error.errno) if error.errno else None})


def _write_atomically(path: Path, data: bytes) -> None:
    handle, temporary = temporary_beside(path)
    try:
        with os.fdopen(handle, "wb") as file:
            file.write(data)
            file.flush()
            os.fsync(file.fileno())
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise
    _sync_folder(path.parent)


def _link_atomically(path: Path, old: Path) -> bool:
    """Make `path` a second name of the regular file `old` (never a link, a pipe or a huge file), swapped
    in whole; False where it cannot be (another kind of file, or a file system without hard links)."""
    status = os.lstat(old)
    if not stat.S_ISREG(status.st_mode) or status.st_size > MAX_FILE_SIZE:
        return False
    temporary = path.with_name(f".{path.name}.{secrets.token_hex(4)}.tmp")  # as temporary_beside names them
    try:
        os.link(old, temporary)
    except OSError:
        return False
    try:
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise
    _sync_folder(path.parent)
    return True


def _sync_folder(folder: Path) -> None:
    """Make the rename itself survive a power cut. Windows cannot open folders and needs no such step."""
    if os.name == "nt":
        return
    handle = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(handle)
    finally:
        os.close(handle)
