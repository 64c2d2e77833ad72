"""What one change of a running game was, for everything that draws it: the session emits one with
each `changed`, so that no widget has to work out the difference again."""

from dataclasses import dataclass
from enum import StrEnum

from ..rules.core import Event


class Kind(StrEnum):
    ACTION = "action"  # a seat's move, a person's or a computer's
    UNDO = "undo"  # a move taken back
    REDO = "redo"  # a move taken back, played again
    HANDOVER = "hand-over"  # a person confirmed that they are at the screen
    LOAD = "load"  # the game as it was started or loaded: nothing has changed yet


@dataclass(frozen=True)
class Change:
    """`seat`: whose move was made, taken back or played again; for a hand-over, the seat now at the
    screen; None for a load. `events`: what the move made happen (taken back by an undo), only the
    events the person at the screen after the change may know."""

    kind: Kind
    seat: int | None = None
    events: tuple[Event, ...] = ()
