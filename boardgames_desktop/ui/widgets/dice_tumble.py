"""The dice tumbling a moment before they settle, written once for every game that rolls: a Qt
animation (so it joins animation groups, and `stop()` ends it) that asks for a random throw per face."""

import random

from PySide6.QtCore import QAbstractAnimation, QVariantAnimation, Signal

TUMBLES = 6  # random throws shown before the real one
TUMBLE_MS = 70  # each of them


class DiceTumble(QVariantAnimation):
    """`TUMBLES` random throws, `TUMBLE_MS` each: `thrown(rng)` asks the game to draw one on its dice
    (a signal, not a callback kept: the game's animation owns the tumble, and a callback back to it
    would make a cycle only Python's collector frees); `finished` once the last one was shown its
    time (not when stopped)."""

    thrown = Signal(object)

    def __init__(self, parent=None):
        super().__init__(parent)
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
            self.thrown.emit(self._rng)
