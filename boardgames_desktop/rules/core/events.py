"""What the last `apply` did, as a code and parameters, for the log and for animations."""

from typing import Any

from pydantic import BaseModel, ConfigDict


class Event(BaseModel):
    model_config = ConfigDict(frozen=True)

    code: str
    params: dict[str, Any] = {}
    # None: everyone at the table saw it. Otherwise only these seats may be shown it.
    visible_to: list[int] | None = None
    # True when it showed something hidden or random (cards dealt, choices revealed, a die).
    # Undo never goes back across such an event.
    reveals: bool = False

    def visible(self, seat: int | None) -> bool:
        return self.visible_to is None or (seat is not None and seat in self.visible_to)


def event(code: str, params: dict[str, Any] | None = None, visible_to: list[int] | None = None,
          reveals: bool = False) -> tuple:
    """An event as `apply` records it in the state: a plain tuple, made in a small part of the time
    an Event takes (a search applies thousands of actions a decision). `GameSpec.events` makes
    the Events when they are asked for."""
    return (code, params or {}, visible_to, reveals)
