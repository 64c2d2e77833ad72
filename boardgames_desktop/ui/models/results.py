"""The results at the end of every game: place, player, the game's own columns, best first.

A game subclasses `ResultsModel` with its columns as data (`EXTRA`: headers in the game's own
context `CONTEXT`), the badge look of its table, and `finals(view)`: each seat's final record, or
None while the game goes on. The ranking and the winners come from the rules' `Outcome`.
"""

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QFont

from ..widgets.players import BadgeLook, name_data, player_name
from ..texts import as_role
from .roles import ALIGNMENT, CENTRE, DECORATION, DISPLAY, FONT, LEFT, TEXT_ROLES
from .table import TableModel

SeatRole = int(Qt.UserRole) + 3


@dataclass(frozen=True)
class Column:
    """One of a game's own columns: its header (English, translated in the game's context), the words
    of a seat's final record in it, how they are aligned, bold for everyone, a picture beside them."""

    header: str
    text: Callable[[object], str]
    align: int = CENTRE
    bold: bool = False
    picture: Callable[[], object] | None = None


def _bold() -> QFont:
    font = QFont()
    font.setBold(True)
    return font


class ResultsModel(TableModel):
    PLACE, NAME = 0, 1
    CONTEXT = "Results"
    EXTRA: tuple[Column, ...] = ()
    BADGE = BadgeLook()

    def __init_subclass__(cls, **kwargs) -> None:
        super().__init_subclass__(**kwargs)
        cls.COLUMNS = 2 + len(cls.EXTRA)

    @staticmethod
    def finals(view):
        """Each seat's final record, by seat, or None while the game goes on."""
        raise NotImplementedError

    @staticmethod
    def name_note(final) -> str:
        """Words after a player's name, e.g. that they went bankrupt."""
        return ""

    def _headers(self) -> list[str]:
        return [QCoreApplication.translate("Results", "Place"), QCoreApplication.translate("Results", "Player"),
                *(QCoreApplication.translate(self.CONTEXT, column.header) for column in self.EXTRA)]

    def set_result(self, view, outcome, players) -> None:
        """Rows (place, seat, final, winner) in ranking order; none until the game is over."""
        self._players = players
        finals = self.finals(view)
        rows = []
        if finals is not None and outcome is not None:
            for place, seats in enumerate(outcome.ranking, start=1):
                rows += [(place, seat, finals[seat], seat in outcome.winners) for seat in seats]
        self._replace(rows)

    def data(self, index, role=Qt.DisplayRole):
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        place, seat, final, winner = self._rows[index.row()]
        role, column = int(role), index.column()
        extra = self.EXTRA[column - 2] if column >= 2 else None
        if role == SeatRole:
            return seat
        if role == FONT:
            return _bold() if winner or (extra is not None and extra.bold) else None
        if role == ALIGNMENT:
            return LEFT if column == self.NAME else extra.align if extra is not None else CENTRE
        if column == self.NAME:
            return self._name(seat, final, role)
        if role == DECORATION:
            return extra.picture() if extra is not None and extra.picture is not None else None
        if role not in TEXT_ROLES:
            return None
        return as_role(f"{place}." if column == self.PLACE else extra.text(final), role)

    def _name(self, seat: int, final, role: int):
        note = " ".join(filter(None, (self.name_note(final), _hints_note(self._players, seat))))
        if not note or role not in TEXT_ROLES:
            return name_data(self._players, seat, role, self.BADGE)
        name = name_data(self._players, seat, DISPLAY) if role == DISPLAY else player_name(self._players, seat)
        return as_role(f"{name} {note}", role)


def _hints_note(players, seat: int) -> str:
    """How many hints the person asked for, so that a win with hints is an honest one."""
    used = getattr(players[seat], "hints", None) if players is not None and 0 <= seat < len(players) else None
    if not used:
        return ""
    return QCoreApplication.translate("Results", "(hints: {hints})").format(hints=used)
