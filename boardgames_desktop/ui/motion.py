"""The one switch of the tables' animations, asked by every one of them when it starts to play.

`off` (from $BOARDGAMES_DESKTOP_NO_ANIMATION at start, for people who prefer so; tests and the
self-test set it): every animation ends at once, and the table draws the view at rest."""

import os
from collections.abc import Iterator
from contextlib import contextmanager

off = bool(os.environ.get("BOARDGAMES_DESKTOP_NO_ANIMATION"))


@contextmanager
def held_off() -> Iterator[None]:
    """Animations off for a while (each screenshot a moment of rest), then as they were."""
    global off
    before, off = off, True
    try:
        yield
    finally:
        off = before
