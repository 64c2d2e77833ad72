"""Fair undo: which moves may still be taken back. Pure functions over the undo steps, each step
given as the seat whose move it is, oldest first; the session's QUndoStack follows their answers.

A person may take back only their own latest moves, and only until something they cannot unsee or
others have acted on: never across an event that revealed something hidden or random (cards
dealt, choices shown, a roll, a draw), never once a computer has moved after them, never once
another seat has moved, and never across a hand-over to someone else. An undo on a hand-over
screen gives the screen back to the move's owner (the session does that), so confirming that
hand-over keeps their steps.
"""

from collections.abc import Iterable, Sequence

from ..rules.core import Event


def steps_after_move(steps: Sequence[int], seat: int, *, by_computer: bool, events: Iterable[Event]) -> tuple[int, ...]:
    """The steps left after `seat` made a move whose events are `events`. `steps` are those that
    could be undone before it: the moves taken back and not played again are gone with a new move."""
    if by_computer or any(event.reveals for event in events):
        return ()
    if any(step != seat for step in steps):
        return (seat,)
    return (*steps, seat)


def steps_after_handover(steps: Sequence[int], viewer: int) -> tuple[int, ...]:
    """The steps left after the person playing `viewer` confirmed the hand-over: their own moves
    stay theirs to take back (or play again); anyone else's are no longer anyone's."""
    return tuple(steps) if all(step == viewer for step in steps) else ()
