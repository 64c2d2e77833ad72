"""The start screen's pictures kept as PNG files between starts, in the user's cache folder.

Painting the game tiles' pictures (and importing the art that paints them) took more of the
start-up than anything else of ours; reading three small PNG files takes a tenth of it
(benchmarks/LOG.md). A file's name holds all a picture depends on: the program's version, the
painting module's source (its CRC, when the source is there: not in a frozen build, where the
version changes with every release), the language (numbers are written differently), the size
and the screen's pixel ratio. A file that is missing or does not read is painted and written
again, replacing the files of the same picture from other versions; a cache that cannot be
written is simply not used.
"""

import os
import zlib
from collections.abc import Callable
from importlib import import_module
from pathlib import Path

from PySide6.QtGui import QGuiApplication, QPixmap

from .. import __version__
from . import i18n

# storage.DATA_DIR_VARIABLE: storage is imported after the first paint, this module before it.
DATA_DIR_VARIABLE = "BOARDGAMES_DESKTOP_DATA_DIR"


def cache_dir() -> Path:
    """`cache/pictures` in $BOARDGAMES_DESKTOP_DATA_DIR when that is set (tests, portable installs),
    else `pictures` in the user's cache folder."""
    folder = os.environ.get(DATA_DIR_VARIABLE)
    if folder:
        return Path(folder) / "cache" / "pictures"
    from platformdirs import user_cache_dir

    return Path(user_cache_dir("boardgames-desktop")) / "pictures"


def _pixel_ratio() -> float:
    screen = QGuiApplication.primaryScreen() if QGuiApplication.instance() else None
    return screen.devicePixelRatio() if screen else 1.0


def _path(module: str, name: str, width: int, dpr: float) -> tuple[str, Path]:
    """The file's name without its stamp (the same picture of other versions starts so), and its path."""
    picture = f"{module.rsplit('.', 2)[-2]}-{name}-{width}-{dpr:g}x-{i18n.current()}-"
    return picture, cache_dir() / f"{picture}{_stamp(module)}.png"


def _paint_and_keep(picture: str, path: Path, paint: Callable[[], QPixmap]) -> QPixmap:
    pixmap = paint()
    _write(path, pixmap)
    for stale in path.parent.glob(f"{picture}*.png"):
        if stale != path:
            stale.unlink(missing_ok=True)
    return pixmap


def cached_picture(module: str, name: str, width: int, paint: Callable[[], QPixmap]) -> QPixmap:
    """The picture that `paint()` draws with `module`'s function `name`, from the cache if there."""
    dpr = _pixel_ratio()
    picture, path = _path(module, name, width, dpr)
    pixmap = QPixmap(str(path)) if path.exists() else QPixmap()
    if not pixmap.isNull():
        pixmap.setDevicePixelRatio(dpr)
        return pixmap
    return _paint_and_keep(picture, path, paint)


def cached_picture_file(module: str, name: str, width: int, paint: Callable[[], QPixmap]) -> Path | None:
    """The same picture's file, painted and written first if it is missing or damaged; None on a
    screen of another pixel ratio than 1 or where the cache cannot be written (use cached_picture)."""
    if _pixel_ratio() != 1:
        return None
    picture, path = _path(module, name, width, 1.0)
    if not _whole_png(path):
        _paint_and_keep(picture, path, paint)
    return path if _whole_png(path) else None


def _whole_png(path: Path) -> bool:
    """Whether `path` is a PNG file with all its chunks, each with its checksum right: what a write
    cut short or a damaged disk leaves is not. (Checked without decoding it, which Qt does when
    it paints the picture.)"""
    try:
        data = path.read_bytes()
    except OSError:
        return False
    if not data.startswith(b"\x89PNG\r\n\x1a\n"):
        return False
    at = 8
    while at + 12 <= len(data):
        end = at + 12 + int.from_bytes(data[at:at + 4], "big")
        if end > len(data) or zlib.crc32(data[at + 4:end - 4]) != int.from_bytes(data[end - 4:end], "big"):
            return False
        if data[at + 4:at + 8] == b"IEND":
            return True
        at = end
    return False


def _stamp(module: str) -> str:
    # The source beside its package's (imported for the game's title anyway), not asked of
    # importlib.util.find_spec: 3.5 M instructions for five pictures.
    package, _, name = module.rpartition(".")
    origin = getattr(import_module(package), "__file__", None)
    try:
        source = Path(origin).with_name(f"{name}.py").read_bytes() if origin else b""
    except OSError:
        source = b""
    return f"{__version__}-{zlib.crc32(source):08x}"


def _write(path: Path, pixmap: QPixmap) -> None:
    from ..storage import files

    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handle, temporary = files.temporary_beside(path)
    except OSError:
        return
    os.close(handle)
    try:
        # Stored, not compressed (quality 100): read at every start, inflating costs more than the larger file.
        if pixmap.save(temporary, "PNG", 100):
            os.replace(temporary, path)
    except OSError:
        pass
    finally:
        Path(temporary).unlink(missing_ok=True)
