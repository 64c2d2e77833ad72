"""A finished game played back move by move: what the game's own table needs of a session, read only.

`Replay` holds every state of the record and stands at one of them (`position`: 0 the deal, n
after the n-th move). The table draws `view()`: the public table, unless the family chose to see
one seat's cards (`show_cards_of`), which only a game that is over allows: an unfinished game is
never replayed with private cards. Nothing can be played: there are no legal actions.
"""

from PySide6.QtCore import QObject, Signal

from ...play.change import Change, Kind
from ...rules import registry
from ...rules.core import Event
from .table_source import TableSource


class Replay(TableSource, QObject):
    changed = Signal(object)  # a Change (always a load: a step is drawn, not played)
    failed = Signal(object)  # never emitted; the tables listen to it
    handover_to = None  # nobody is handed the computer in a replay
    looking_on = True

    def __init__(self, save_file, parent: QObject | None = None):
        super().__init__(parent)
        self.save = save_file
        self.spec = registry.get(save_file.record.game)
        state = registry.start(save_file.record.model_copy(update={"actions": []}))
        self._states = [state]
        self._events: list[list[Event]] = [self.spec.events(state)]
        for seat, data in save_file.record.actions:
            state = self.spec.apply(state, seat, self.spec.parse_action(data))
            self._states.append(state)
            self._events.append(self.spec.events(state))
        self.position = len(self._states) - 1
        self.viewer: int | None = None
        self.change = Change(Kind.LOAD)

    # -- moving through the game -----------------------------------------------------------------

    @property
    def moves(self) -> int:
        return len(self._states) - 1

    def step_to(self, position: int) -> None:
        position = max(0, min(self.moves, position))
        if position != self.position:
            self.position = position
            self.changed.emit(self.change)

    def mover(self, position: int) -> int | None:
        """The seat whose move led to `position`; None for the deal."""
        return self.save.record.actions[position - 1][0] if position > 0 else None

    def events_of(self, position: int) -> list[Event]:
        """The public events of the move that led to `position` (of the deal, for 0)."""
        return [event for event in self._events[position] if event.visible_to is None]

    @property
    def can_show_cards(self) -> bool:
        """Everybody's cards may be shown only once the whole game is over."""
        return self._states[-1].is_over

    def show_cards_of(self, seat: int | None) -> None:
        """Draw the table as `seat` saw it (None: the public table)."""
        if seat is not None and not self.can_show_cards:
            raise PermissionError("an unfinished game is never replayed with private cards")
        if seat != self.viewer:
            self.viewer = seat
            self.changed.emit(self.change)

    # -- what the table asks of a session --------------------------------------------------------

    def _shown(self):
        return self._states[self.position]

    def legal_actions(self) -> list:
        return []

    def acting_seat(self) -> int | None:
        return None  # nobody is at the screen to move

    def time_left(self) -> float | None:
        return None  # a replay runs no clock

    def act(self, action) -> bool:
        return False

    def people_outside_turn(self) -> list[int]:
        return []  # nor outside the turn

    def act_outside_turn(self, seat: int, action) -> bool:
        return False

    def confirm_handover(self) -> None:
        """Nobody is ever handed the computer in a replay."""

    def last_events(self) -> list[Event]:
        return [event for event in self._events[self.position] if event.visible(self.viewer)]

    def log(self) -> list[Event]:
        return [event for events in self._events[: self.position + 1] for event in events if event.visible(self.viewer)]
