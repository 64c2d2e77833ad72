"""The C allocator tuned for an evening of many games: on Linux (glibc) only; elsewhere nothing."""

import functools
import sys

_M_MMAP_THRESHOLD = -3  # mallopt's parameter, from glibc's malloc.h
_THRESHOLD = 128 * 1024  # glibc's own starting value


@functools.cache
def keep_large_blocks_mapped() -> None:
    """Each time glibc frees a large block it had mapped, it raises its threshold for mapping to
    that block's size; the large pictures of later games then come from the heap, where the holes
    they leave are only partly filled again, and 300 games kept 9 MiB more (benchmarks/README.md).
    Fixed at its starting value, large blocks stay mapped and go back to the system when freed.
    Called at the first game, not at start-up, which would wait for ctypes (2 ms)."""
    if not sys.platform.startswith("linux"):
        return
    import ctypes

    try:
        ctypes.CDLL(None).mallopt(_M_MMAP_THRESHOLD, _THRESHOLD)
    except (OSError, AttributeError):  # a C library without mallopt (musl)
        pass
