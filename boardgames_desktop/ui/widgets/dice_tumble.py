"""The dice tumbling a moment before they settle, written once for every game that rolls: a Qt
animation (so it joins animation groups, and `stop()` ends it), showing a random throw per face."""

import random
from collections.abc import Callable

from PySide6.QtCore import QAbstractAnimation, QVariantAnimation

TUMBLES = 6  # random throws shown before the real one
TUMBLE_MS = 70  # each of them


class DiceTumble(QVariantAnimation):
    """`TUMBLES` random throws, `TUMBLE_MS` each, drawn by `throw(rng)` on the game's dice; `finished`
    once the last one was shown its time (not when stopped)."""

    def __init__(self, throw: Callable[[random.Random], None], parent=None):
        super().__init__(parent)
        self._throw = throw
        self._rng = random.Random()
        self._shown = -1  # the throw on the dice now
        self.setStartValue(0.0)
        self.setEndValue(float(TUMBLES))
        self.setDuration(TUMBLES * TUMBLE_MS)
        self.valueChanged.connect(self._tick)
        self.stateChanged.connect(self._started)

    def _started(self, new, old) -> None:
        if new == QAbstractAnimation.Running and old == QAbstractAnimation.Stopped:
            self._shown = -1

    def _tick(self, value) -> None:
        throw = min(int(value), TUMBLES - 1)
        if throw != self._shown:
            self._shown = throw
            self._throw(self._rng)
