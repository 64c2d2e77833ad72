"""The game loop's policy, without Qt: whose eyes must be at the screen, which seat acts next and
whether a computer plays it, when a computer may move, and the clock. `ui/app/session.py` keeps the
states, the undo stack, the timers and the worker thread, and asks a GameLoop at every change.

Whose eyes: after each change the loop asks who must act next. If that is a different person from
the one who last looked, `handover_to` names them and `viewer` is None (the public table) until they
confirm. Simultaneous choices are collected one seat at a time the same way. A game without private
information (spec.private_information) needs no hand-over: the screen goes to the next person at once.
With several people at a game with private information, a person's cards are covered the moment
only computers are to act (`viewer` None while they play), and the same person, if they act next,
gets their screen back without a hand-over (nobody was asked to pass the laptop). A move that showed
its person something only they may see (cards drawn) first waits on their screen (`looking`) until
they say they have seen it (`done_looking`).

Computer seats (Player.kind "computer") are never eyes: with one person, the screen stays theirs and
there is no hand-over at all; with none, it shows the public table. A computer moves only when
nobody is asked to come to the screen or to look, after a pause a person can follow (`pause_ms`),
and not while the table still plays out the last move (then it asks again a little later).

The clock: a game whose options have a `time_limit` (minutes, None for none) is timed while it is
open and not over. Once the time is up, the loop's `clock_action` is the game's
`{"type": "end_by_time"}` as soon as it is legal (the rules allow it at the start of a round); that
action is the clock's, never offered to a player or a computer.
"""

import time
from collections.abc import Callable, Iterable, Sequence

from ..rules.core import Event

CLOCK_ACTION = "end_by_time"  # the action a timed game's clock plays when the time is up
COMPUTER_PAUSE_MS = 700  # long enough to follow each computer move


def players_actions(spec, state, seat: int) -> list:
    """The seat's legal actions but the clock's."""
    return [a for a in spec.legal_actions(state, seat) if getattr(a, "type", "") != CLOCK_ACTION]


class Clock:
    """The seconds a game has been played, over every time it was open; it runs only while asked."""

    def __init__(self, time_limit: float | None, played: float, seconds_per_minute: Callable[[], float],
                 now: Callable[[], float] = time.monotonic):
        self.time_limit = time_limit  # minutes, None for an untimed game
        self._played = played  # before the run under way
        self._since: float | None = None  # when the run under way started
        self._seconds_per_minute = seconds_per_minute  # read each time: tests make the clock faster
        self._now = now

    def played_seconds(self) -> float:
        if self._since is None:
            return self._played
        return self._played + self._now() - self._since

    def time_left(self) -> float | None:
        """Seconds left of the time limit (0 once it is up), or None for a game without one."""
        if self.time_limit is None:
            return None
        return max(0.0, self.time_limit * self._seconds_per_minute() - self.played_seconds())

    def run(self) -> None:
        if self._since is None:
            self._since = self._now()

    def pause(self) -> None:
        self._played = self.played_seconds()
        self._since = None


class GameLoop:
    """The decisions of one game in play. `state` is the state on the table; the owner tells the loop
    of every new one (`changed`, and `before_undo` first for an undo)."""

    def __init__(self, spec, players: Sequence, state, clock: Clock):
        self.spec = spec
        self.computers = frozenset(seat for seat, player in enumerate(players) if player.kind == "computer")
        self.humans = [seat for seat in range(len(players)) if seat not in self.computers]
        self.state = state
        self.clock = clock
        self.viewer: int | None = None  # the person whose screen is shown, None for the public table
        self.handover_to: int | None = None  # the person asked to come to the screen
        self.looking: int | None = None  # a person looking at what their move showed only them
        self._covered: int | None = None  # the person whose screen was covered while computers play
        self.stopped = False  # the game is being closed: no computer moves, the clock stands
        self.pause_ms = COMPUTER_PAUSE_MS
        if not state.is_over:
            clock.run()
        self._decide_eyes()

    # -- who acts ----------------------------------------------------------------------------

    @property
    def to_act(self) -> list[int]:
        return list(self.state.to_act)

    def is_computer(self, seat: int) -> bool:
        return seat in self.computers

    def acting_seat(self) -> int | None:
        """The seat the person at the screen plays for now, if it is their turn."""
        if self.viewer is not None and self.viewer in self.state.to_act and not self.is_computer(self.viewer):
            return self.viewer
        return None

    def legal_actions(self) -> list:
        """What the person at the screen may do now: nothing while the clock's action is due."""
        seat = self.acting_seat()
        return [] if seat is None or self.clock_action() is not None else self.players_actions(seat)

    def players_actions(self, seat: int) -> list:
        """The seat's legal actions but the clock's."""
        return players_actions(self.spec, self.state, seat)

    def clock_action(self) -> tuple[int, object] | None:
        """The seat and the clock's action, when the time is up and the rules allow it now."""
        if self.clock.time_limit is None or self.state.is_over or self.clock.time_left() != 0:
            return None
        for seat in self.state.to_act:
            action = next((a for a in self.spec.legal_actions(self.state, seat)
                           if getattr(a, "type", "") == CLOCK_ACTION), None)
            if action is not None:
                return seat, action
        return None

    # -- computer seats ----------------------------------------------------------------------

    def computer_on_turn(self) -> int | None:
        """The computer seat that may move now (after `pause_ms`), if any: none while the game is
        being closed, is over, or waits for a person to come to the screen or to finish looking."""
        if self.stopped or self.state.is_over or self.handover_to is not None or self.looking is not None:
            return None
        return next((seat for seat in self.state.to_act if self.is_computer(seat)), None)

    def pause_after_animation_ms(self) -> int:
        """How long a computer waits again while the table still plays out the last move."""
        return max(100, self.pause_ms // 3)

    # -- changes -----------------------------------------------------------------------------

    def changed(self, state, seat: int, move_events: Iterable[Event] | None = None) -> None:
        """The game is now at `state` after `seat`'s move (its `move_events`), or after an undo or a
        redo of it (None)."""
        self.state = state
        if move_events is not None and self._shows_only_its_person(seat, move_events):
            self.looking = seat
        else:
            self.looking = None
        self._decide_eyes()
        if state.is_over:
            self.clock.pause()
        elif not self.stopped:
            self.clock.run()  # again after an undo of the last move

    def before_undo(self, seat: int) -> None:
        """Undoing `seat`'s move brings back its screen, so only `seat` may see it: if someone else
        may be at the screen (a hand-over is up), it is handed back to `seat` first. A game with
        nothing to hide just gives the screen back to them."""
        if self.viewer == seat or not self.spec.private_information or (
                self.viewer is None and self._covered == seat and self.handover_to is None):
            self.viewer, self.handover_to, self._covered = seat, None, None
        else:
            self.viewer, self.handover_to = None, seat

    def confirm_handover(self) -> bool:
        """The person asked for is at the screen: True if a hand-over was asked for."""
        if self.handover_to is None:
            return False
        self.viewer, self.handover_to, self._covered = self.handover_to, None, None
        return True

    def done_looking(self) -> bool:
        """The person has seen what their move showed them: True if someone was looking."""
        if self.looking is None:
            return False
        self.looking = None
        self._decide_eyes()
        return True

    def stop(self) -> None:
        self.stopped = True
        self.clock.pause()

    def resume(self) -> None:
        self.stopped = False
        if not self.state.is_over:
            self.clock.run()

    # -- inside ------------------------------------------------------------------------------

    def _shows_only_its_person(self, seat: int, events: Iterable[Event]) -> bool:
        """Whether a person's move showed them something only they may see, and the screen would
        now leave them (to another person, or covered while computers play)."""
        return (len(self.humans) > 1 and not self.is_computer(seat) and not self.state.is_over
                and seat not in self.state.to_act
                and any(e.visible_to is not None and seat in e.visible_to for e in events))

    def _decide_eyes(self) -> None:
        """Only humans are eyes. With several people at a game with something to hide, no person's
        screen stays up while only computers act."""
        humans = self.humans
        waiting = [seat for seat in self.state.to_act if seat in humans]
        if self.state.is_over or not humans:
            self.viewer, self.handover_to = None, None
        elif len(humans) == 1:
            self.viewer, self.handover_to = humans[0], None
        elif self.looking is not None:
            self.viewer, self.handover_to = self.looking, None
        elif not waiting and self.spec.private_information:
            if self.viewer is not None:
                self._covered = self.viewer
            self.viewer, self.handover_to = None, None
        elif waiting and self.viewer not in waiting:
            seat = self.handover_to if self.handover_to in waiting else waiting[0]  # an undo's owner first
            if not self.spec.private_information:  # nothing to hide: the screen just changes hands
                self.viewer, self.handover_to = seat, None
            elif self.handover_to is None and self._covered in waiting:  # back to the one who never left
                self.viewer, self._covered = self._covered, None
            else:
                self.viewer, self.handover_to, self._covered = None, seat, None
