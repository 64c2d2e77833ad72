"""Three patches of other people's code that keep the program's memory small, in one place.

They reach into what PySide6, Python and the C library do not promise to keep, so each is checked
by tests/ui/test_memory_patches.py, which fails when an update breaks one or makes it pointless.
Together they keep 12 MiB with a game open and 6.7 MiB on the start screen (benchmarks/LOG.md,
"PySide6's private patches", 2026-12-06).

- `_hashlib` blocked: pydantic imports `secrets`, which through `hmac` and `hashlib` loads
  OpenSSL's libcrypto (3.5 MB resident) for nothing the program uses; without `_hashlib`,
  `hashlib` uses Python's own digests.
- PySide6's import check: on import PySide6 replaces `__import__` and asks of every Python module
  imported after it whether its source mentions PySide6 (for its `__feature__` switches), reading
  the source through `inspect.getsource`, which keeps it in `linecache`: about 10 MB of lines with
  a game open. `_uses_pyside` answers the same question from the file without keeping it.
- glibc's mmap threshold (`keep_large_blocks_mapped`, at the first game): see its docstring.

Beside them, `give_back_freed_memory` (after a game is closed): see its docstring.

`install()` runs first thing when `boardgames_desktop.ui` is imported.
"""

import functools
import sys

FEATURE_MODULE = "PySide6.support.feature"
FEATURE_CHECK = "_mod_uses_pyside"  # PySide6's private function replaced (6.x)
_M_MMAP_THRESHOLD = -3  # mallopt's parameter, from glibc's malloc.h
_THRESHOLD = 128 * 1024  # glibc's own starting value
replaced = None  # PySide6's own check, once replaced (its test compares the two)


def install() -> None:
    if "_hashlib" not in sys.modules:
        sys.modules["_hashlib"] = None  # `import _hashlib` fails, so hashlib and hmac take the built-in digests
    import PySide6  # noqa: F401  (installs the import check replaced below)

    global replaced
    feature = sys.modules.get(FEATURE_MODULE)
    check = getattr(feature, FEATURE_CHECK, None)
    if callable(check) and check is not _uses_pyside:
        replaced = check
        setattr(feature, FEATURE_CHECK, _uses_pyside)


def _uses_pyside(module) -> bool:
    # Python source only, as `inspect.getsource` has it: an extension module's file (QtCore's, 4 MB)
    # is not read, which cost 30-50 ms of the start-up; bytes, not decoded.
    path = getattr(module, "__file__", None)
    if not isinstance(path, str) or not path.endswith(".py"):
        return False
    try:
        with open(path, "rb") as source:
            return b"PySide6" in source.read()
    except OSError:
        return False


@functools.cache
def keep_large_blocks_mapped() -> bool:
    """Each time glibc frees a large block it had mapped, it raises its threshold for mapping to
    that block's size; the large pictures of later games then come from the heap, where the holes
    they leave are only partly filled again, and 300 games kept 9 MiB more (benchmarks/LOG.md).
    Fixed at its starting value, large blocks stay mapped and go back to the system when freed.
    Called at the first game, not at start-up, which would wait for ctypes (2 ms). True if set."""
    if not sys.platform.startswith("linux"):
        return False
    import ctypes

    try:
        return ctypes.CDLL(None).mallopt(_M_MMAP_THRESHOLD, _THRESHOLD) == 1
    except (OSError, AttributeError):  # a C library without mallopt (musl)
        return False


def give_back_freed_memory() -> bool:
    """A closed game frees its table's widgets and smaller pictures in the middle of glibc's heap,
    and glibc gives back to the system on its own only what is free at the heap's top: the rest
    stayed resident, 3-4 MiB more after 40 games, and the next games' blocks fill those holes only
    in part (benchmarks/LOG.md, "A long evening", 2026-12-07). `malloc_trim` gives back every free
    page. Called once the closed game is deleted. True if done (Linux with glibc)."""
    if not sys.platform.startswith("linux"):
        return False
    import ctypes

    try:
        ctypes.CDLL(None).malloc_trim(0)
    except (OSError, AttributeError):  # a C library without malloc_trim (musl)
        return False
    return True
