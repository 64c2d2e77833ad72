"""The Anti-Monopoly board on the shared board widget: its layout in words, a frame from each view,
and the animation of a move (the dice tumbling a moment in the middle, then the pawn walking).
"""

from PySide6.QtCore import QObject, Signal

from ... import motion
from ....rules.anti_monopoly.data import BOARD
from ...widgets.board_data import BoardFrame, BoardLayout, Holding, Space
from ...widgets.board import BoardView
from ...widgets.dice_tumble import DiceTumble
from . import texts
from .art import CITY_COLOURS, paint_picture

# Where a long street name may break (a soft hyphen), so that it fits its space in big letters
_BREAKS = {
    "Kurfürstendamm": "Kurfürsten\u00addamm", "Alexanderplatz": "Alexander\u00adplatz",
    "Leidsestraat": "Leidse\u00adstraat", "Kalverstraat": "Kalver\u00adstraat", "Nieuwstraat": "Nieuw\u00adstraat",
    "Hoogstraat": "Hoog\u00adstraat", "Potsdamer Straße": "Potsdamer Stra\u00adße",
}


def _picture(space) -> str | None:
    if space.kind in ("transport", "utility"):
        return space.city
    return None if space.kind == "street" else space.kind


def board_layout() -> BoardLayout:
    """The 40 spaces in the current language."""
    spaces = tuple(
        Space(name=_BREAKS.get(texts.space_name(s.index), texts.space_name(s.index)),
              band=CITY_COLOURS.get(s.city) if s.kind == "street" else None,
              price=s.price if s.is_title else None, picture=_picture(s))
        for s in BOARD
    )
    return BoardLayout(texts.board_title(), spaces)


def board_frame(view) -> BoardFrame:
    """Who owns what, the buildings, the pawns and the dice of `view`; each title's rent now in its tooltip."""
    holdings, notes = {}, {}
    for space in view.spaces:
        if space.owner is None:
            continue
        holdings[space.index] = Holding(owner=space.owner, houses=0 if space.hotel else space.buildings,
                                        hotel=space.hotel, mortgaged=space.mortgaged, monopoly=space.monopoly)
        notes[space.index] = texts.rent_now(space)
    pawns = {p.seat: p.position for p in view.players if not p.bankrupt}
    return BoardFrame(holdings=holdings, pawns=pawns, dice=tuple(view.dice or ()), notes=notes)


def move_paths(events) -> dict[int, list[int]]:
    """The spaces each pawn went through in these events (a card's move after the roll's)."""
    paths: dict[int, list[int]] = {}
    for event in events:
        if event.code == "moved":
            paths.setdefault(event.params["seat"], []).extend(event.params["path"])
    return paths


def new_board(players, parent=None) -> BoardView:
    return BoardView(board_layout(), players, texts.euros, parent, paint_picture=paint_picture)


class BoardMoves(QObject):
    """The table's animation (GameTable.Animation): the new dice tumble a moment, then the pawns walk
    to the new frame. A click, Esc or `skip()` ends it at once."""

    finished = Signal()

    def __init__(self, board: BoardView, parent=None):
        super().__init__(parent)
        self.board = board
        self._script = None
        self._walking = False
        self._tumble = DiceTumble(self)
        self._tumble.thrown.connect(self._throw)
        self._tumble.finished.connect(self._walk)
        board.finished.connect(self._walked)

    @property
    def running(self) -> bool:
        return self._script is not None

    def play(self, script) -> None:
        """`script`: (frame, paths, rolled) — the frame to show, the pawns' paths, whether dice were rolled."""
        self._script = script
        if motion.off:
            self.skip()
            return
        frame, _, rolled = script
        if rolled and frame.dice:
            self._tumble.start()
        else:
            self._walk()

    def skip(self) -> None:
        if self._script is None:
            return
        self._tumble.stop()
        if not self._walking:
            self._walk()
        self.board.skip()
        self._walked()

    def _throw(self, rng) -> None:
        centre = self.board.centre
        centre.dice = tuple(rng.randint(1, 6) for _ in self._script[0].dice)
        centre.update(centre.dice_band())

    def _walk(self) -> None:
        frame, paths, _ = self._script
        self._walking = True
        self.board.set_frame(frame, paths)
        if not self.board.running:
            self._walked()

    def _walked(self) -> None:
        if self._script is None or not self._walking:
            return
        self._script, self._walking = None, False
        self.finished.emit()
