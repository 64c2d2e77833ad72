"""A board around the edge of a square, as plain data (no Qt), for `ui.widgets.board.BoardView`.

`BoardLayout` is what never changes in a game: the spaces in order of play, START first. A game's
table builds it once from its rules' data, in words of the current language. `BoardFrame` is what
a view of the game shows at one moment: who owns what, the buildings, the pawns, the dice. The
table builds a frame from `view(state, seat)` after every move; the widget draws only these two.
"""

from dataclasses import dataclass, field


@dataclass(frozen=True)
class Space:
    name: str
    band: str | None = None  # the colour band of a street's city ("#rrggbb"), None for other spaces
    price: int | None = None  # None where the space is not for sale
    picture: str | None = None  # a key for the view's `paint_picture` (a company's or a corner's picture)


@dataclass(frozen=True)
class BoardLayout:
    """Spaces in order of play, clockwise from START in the bottom right corner; the corners are the
    spaces 0, n/4, n/2 and 3n/4, so the count is a multiple of 4 (at least 8)."""

    title: str
    spaces: tuple[Space, ...]

    def __post_init__(self) -> None:
        if len(self.spaces) < 8 or len(self.spaces) % 4:
            raise ValueError(f"a board needs a multiple of 4 spaces, at least 8, not {len(self.spaces)}")

    @property
    def side(self) -> int:
        """Spaces from one corner to the next."""
        return len(self.spaces) // 4

    def is_corner(self, index: int) -> bool:
        return index % self.side == 0


@dataclass(frozen=True)
class Holding:
    """What stands on one owned space."""

    owner: int  # seat
    houses: int = 0
    hotel: bool = False
    mortgaged: bool = False
    monopoly: bool = False  # part of a set that earns more (drawn with a golden band and a star)


@dataclass(frozen=True)
class BoardFrame:
    holdings: dict[int, Holding] = field(default_factory=dict)  # space index -> holding; unowned spaces left out
    pawns: dict[int, int] = field(default_factory=dict)  # seat -> space index; seats out of the game left out
    dice: tuple[int, ...] = ()  # the last roll, shown in the middle
    notes: dict[int, str] = field(default_factory=dict)  # space index -> more words for its tooltip (its rent now)
