"""Seeded randomness that replays identically on every Python version.

CPython only promises the sequence of `random.random()`; `shuffle` and `randrange` have changed
between releases. This generator (SplitMix64) is plain integer arithmetic, and its whole state is one
integer kept inside the game state, so undoing a move can never re-deal or re-roll.
"""

from collections.abc import Sequence
from dataclasses import dataclass

_MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15


@dataclass
class Rng:
    state: int

    @classmethod
    def from_seed(cls, seed: int) -> "Rng":
        return cls(seed & _MASK)

    def next64(self) -> int:
        self.state = (self.state + _GOLDEN) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in [0, n), without modulo bias."""
        if not 0 < n <= 1 << 64:
            raise ValueError("n must be in 1..2**64")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            value = self.next64()
            if value < limit:
                return value % n

    def dice(self, count: int = 1, faces: Sequence = (1, 2, 3, 4, 5, 6)) -> list:
        """`count` rolls of a die with these faces (a face may repeat: a symbol die)."""
        return [faces[self.below(len(faces))] for _ in range(count)]

    def shuffle(self, items: list) -> None:
        """Fisher-Yates, in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def shuffled(self, items) -> list:
        result = list(items)
        self.shuffle(result)
        return result
