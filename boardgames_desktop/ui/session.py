"""One running game: its record and states, whose eyes are on the screen, undo, autosave.

Every click on a table becomes `session.act(action)`; this is the one path by which the game
changes. It applies the action through the engine, records it, autosaves (on the autosave thread,
so the move never waits for the disk; `stop()` waits for the last write), pushes an undo step and
emits `changed` with a `Change` (play/change.py): what kind of change, whose, and the new events.
Widgets then redraw from `session.view()`, never from the state; `change` is the latest one.

Whose eyes: after each change the session asks who must act next. If that is a different person
from the one who last looked, `handover_to` names them and `view()` is the public table until they
confirm. Simultaneous choices are collected one seat at a time the same way. A game without private
information (spec.private_information) needs no hand-over: the screen goes to the next person at once.
With several people at a game with private information, a person's cards are covered the moment
only computers are to act: `view()` is the public table while they play, and the same person, if
they act next, gets their screen back without a hand-over (nobody was asked to pass the laptop). A
move that showed its person something only they may see (cards drawn) first waits on their screen
(`looking`) until they say they have seen it (`done_looking`).

Undo is fair (the policy is play/fair_undo.py; the QUndoStack follows it): it only takes back a
player's own latest actions, before anyone else has acted or confirmed a hand-over, and never goes
back across an event that revealed something hidden or random. Undo from a hand-over screen hands
the computer back to the move's owner before their screen shows.

The clock: a game whose options have a `time_limit` (minutes, None for none) is timed while it is
open (the seconds played are saved with it). Once the time is up, the session plays the game's
`{"type": "end_by_time"}` as soon as it is legal (the rules allow it at the start of a round);
that action is the clock's, never offered to a player or a computer.

Computer seats (Player.kind "computer") are never eyes (with one human, the screen stays theirs and
there is no hand-over at all; with none, it shows the public table). When a computer
seat must act, the session waits a moment a person can follow (COMPUTER_PAUSE_MS), asks the bot
with that seat's view and legal actions only, and applies its answer through the same path as a
click. Hard bots think on a worker thread; any change of position (undo, a move, closing the game)
makes a pending answer stale, and stale answers are dropped. A computer player (or a hint) whose
module is missing from a frozen build (bundle.MissingModule) never plays at random instead: the
error goes to the log and to the window as `failed`, and that computer does not move.
"""

import logging
from datetime import datetime, timezone

from PySide6.QtCore import QElapsedTimer, QObject, QRunnable, Qt, QThreadPool, QTimer, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from .. import bots, storage
from ..bundle import MissingModule
from ..play import fair_undo
from ..play.change import Change, Kind
from ..storage.names import MAX_LABEL_LENGTH, clean_name
from ..rules import GameRecord, RulesError, registry
from ..rules.core import Event
from .autosave import Autosaver
from .table_source import TableSource
from .autosave import flush as flush_autosaves

_log = logging.getLogger(__name__)
CLOCK_ACTION = "end_by_time"  # the action a timed game's clock plays when the time is up
HINT_SALT = 0x41D5  # a hint's generator differs from a computer's in the same seat


class Session(TableSource, QObject):
    changed = Signal(object)  # a Change, also kept as `change`
    failed = Signal(object)  # a RulesError, a storage.SaveError or a bundle.MissingModule; the window words it
    # The autosave's problem: its storage.SaveError while the game's last moves are not on disk,
    # None once a save succeeded again (also kept as `save_error`)
    save_problem = Signal(object)
    thinking = Signal(int)  # a computer seat has started to decide

    COMPUTER_PAUSE_MS = 700  # long enough to follow each computer move
    SECONDS_PER_MINUTE = 60.0  # of a time limit (tests and the screenshots make the clock run faster)

    def __init__(self, save: "storage.SaveFile", parent: QObject | None = None, copy: bool = False):
        """`copy`: the save was opened from a copy (a file saved under a name, or from elsewhere),
        not from its own autosave: its first change makes it a branch, a game with an autosave of
        its own, so that the autosave of the game it was copied from is never written over."""
        super().__init__(parent)
        self.save = save
        self._copy = copy
        self.spec = registry.get(save.record.game)
        start = registry.start(save.record.model_copy(update={"actions": []}))
        self._states = [start]
        self._events: list[list[Event]] = [self.spec.events(start)]
        for seat, data in save.record.actions:
            self._append(self.spec.apply(self._states[-1], seat, self.spec.parse_action(data)))
        self.viewer: int | None = None
        self.handover_to: int | None = None
        self.looking: int | None = None  # a person looking at what their move showed only them
        self._covered: int | None = None  # the person whose screen was covered while computers play
        self.change = Change(Kind.LOAD)
        self.undo_stack = QUndoStack(self)
        self._autosaver = Autosaver(self)
        self.save_error: Exception | None = None
        self._autosaver.failed.connect(self._autosave_failed)
        self._autosaver.restored.connect(self._autosave_restored)
        self._computer_pause_ms = self.COMPUTER_PAUSE_MS
        self._position = 0  # bumped at every change; a bot's answer for an older one is dropped
        self._stopped = False
        self._log_cache: tuple = (None, [])
        # Connected by connect(), not the constructor's timeout=: PySide 6 never frees the
        # connection object made that way, one more for every game of the evening.
        self._computer_timer = QTimer(self, singleShot=True)
        self._computer_timer.timeout.connect(self._computer_turn)
        self._thinking: int | None = None  # the seat a worker thread is deciding for
        self.wait_for = lambda: False  # the window says "still showing the last move" (animations)
        self._time_limit = getattr(self.spec.parse_options(save.record.options), "time_limit", None)  # minutes
        self._played = save.played_seconds  # before `_open` started counting
        self._open = QElapsedTimer()  # running while the game is open and not over
        if not self.is_over:
            self._open.start()
        self._clock = QTimer(self)
        self._clock.setInterval(1000)
        self._clock.timeout.connect(self._check_clock)
        if self._time_limit is not None:
            self._clock.start()
        self._decide_eyes()
        self._schedule_computer()

    @classmethod
    def new(cls, game: str, players: list["storage.Player"], seed: int, options=None, parent=None) -> "Session":
        spec = registry.get(game)
        # a new game's hints start at none used, for those who have them on (Play again keeps who)
        players = [player.model_copy(update={"hints": 0 if player.hints is not None else None}) for player in players]
        record = GameRecord(
            game=game,
            rules_version=spec.rules_version,
            num_players=len(players),
            seed=seed,
            options=spec.parse_options(options).model_dump(mode="json"),
        )
        now = datetime.now(timezone.utc)
        session = cls(storage.SaveFile(players=players, record=record, created=now, updated=now), parent)
        session.autosave()
        session.flush_autosave()  # on disk before the first screen: "Resume" finds it even after a crash
        return session

    # -- what the screen may show ------------------------------------------------------------

    def _shown(self):
        return self._states[-1]

    @property
    def to_act(self) -> list[int]:
        return list(self._states[-1].to_act)

    def acting_seat(self) -> int | None:
        """The seat the person at the screen plays for now, if it is their turn."""
        if self.viewer is not None and self.viewer in self.to_act and not self.is_computer(self.viewer):
            return self.viewer
        return None

    def is_computer(self, seat: int) -> bool:
        return self.players[seat].kind == "computer"

    @property
    def humans(self) -> list[int]:
        return [seat for seat in range(len(self.players)) if not self.is_computer(seat)]

    @property
    def computer_thinking(self) -> int | None:
        """The computer seat about to move or deciding now, if any."""
        if self._thinking is not None:
            return self._thinking
        if self._computer_timer.isActive():
            return self._waiting_computer()
        return None

    @property
    def computer_pause_ms(self) -> int:
        """How long a computer waits before it moves, so a person can follow it. A new pace also
        applies to a computer that is waiting already."""
        return self._computer_pause_ms

    @computer_pause_ms.setter
    def computer_pause_ms(self, ms: int) -> None:
        self._computer_pause_ms = ms
        if self._computer_timer.isActive():
            self._computer_timer.start(ms)

    def can_hint(self) -> bool:
        """Whether the person at the screen may ask for a hint now: it is their turn, and hints are
        on for them."""
        seat = self.acting_seat()
        return seat is not None and self.players[seat].hints is not None

    def hint(self):
        """The normal computer player's move for the person on turn, decided from their view and
        legal actions only, as (seat, action, reason: a bots.Reason or None); None when no hint may
        be given. Each hint is counted in the save, so a win with hints is an honest one."""
        if not self.can_hint():
            return None
        seat = self.acting_seat()
        rng = bots.decision_rng(self.save.record.seed ^ HINT_SALT, seat, len(self.save.record.actions))
        try:
            # a view of its own: a computer player may keep and change what it is given
            action, reason = bots.hint(self.spec, self.spec.view(self._states[-1], seat), self.legal_actions(), rng)
        except MissingModule as error:
            self._incomplete(error)
            return None
        players = [player.model_copy() for player in self.players]
        players[seat].hints += 1
        self.save = self.save.model_copy(update={"players": players})
        self.autosave()
        return seat, action, reason

    def legal_actions(self) -> list:
        seat = self.acting_seat()
        return [] if seat is None or self._clock_action() is not None else self._players_actions(seat)

    def _players_actions(self, seat: int) -> list:
        """The seat's legal actions but the clock's."""
        return [a for a in self.spec.legal_actions(self._states[-1], seat) if getattr(a, "type", "") != CLOCK_ACTION]

    # -- the clock ---------------------------------------------------------------------------

    def played_seconds(self) -> float:
        """How long the game has been played, over every time it was open; it stops at the end."""
        if self._open.isValid():
            return self._played + self._open.elapsed() / 1000
        return self._played

    def time_left(self) -> float | None:
        """Seconds left of the time limit (0 once it is up), or None for a game without one."""
        if self._time_limit is None:
            return None
        return max(0.0, self._time_limit * self.SECONDS_PER_MINUTE - self.played_seconds())

    def _pause_clock(self) -> None:
        self._played = self.played_seconds()
        self._open.invalidate()

    def _run_clock(self) -> None:
        if not self._open.isValid():
            self._open.start()

    def _clock_action(self) -> tuple[int, object] | None:
        """The seat and the clock's action, when the time is up and the rules allow it now."""
        if self._time_limit is None or self.is_over or self.time_left() != 0:
            return None
        for seat in self.to_act:
            action = next((a for a in self.spec.legal_actions(self._states[-1], seat)
                           if getattr(a, "type", "") == CLOCK_ACTION), None)
            if action is not None:
                return seat, action
        return None

    def _check_clock(self) -> bool:
        """Once the time is up, play the clock's action as soon as the rules allow it (before any
        player's move): True if it was played."""
        due = None if self._stopped else self._clock_action()
        if due is not None:
            self._act_as(*due)
        return due is not None

    def log(self) -> list[Event]:
        """Every event so far that the person at the screen may know about."""
        key = (self._position, self.viewer)
        if self._log_cache[0] != key:  # asked several times per move by the log, the table, the hand-over
            self._log_cache = (key, [event for events in self._events for event in events if event.visible(self.viewer)])
        return list(self._log_cache[1])

    def last_events(self) -> list[Event]:
        return [event for event in self._events[-1] if event.visible(self.viewer)]

    def progress(self):
        return self.spec.progress(self._states[-1])

    # -- changing the game -------------------------------------------------------------------

    def act(self, action) -> bool:
        seat = self.acting_seat()
        if seat is None or self._check_clock():
            return False
        return self._act_as(seat, action)

    def people_outside_turn(self) -> list[int]:
        """The persons' seats that may offer a move outside the turn order (act_outside_turn)."""
        return [] if self.is_over else self.humans

    def act_outside_turn(self, seat: int, action) -> bool:
        """A person's move outside the turn order that the rules accept from them now (Anti-Monopoly's
        trade at any time, the end by agreement: spec.unlisted); never a computer's."""
        if self.is_over or self.is_computer(seat) or not self.spec.unlisted(self._states[-1], seat, action):
            return False
        if self._check_clock():
            return False
        return self._act_as(seat, action)

    def stop(self) -> None:
        """The game is being closed: no computer moves any more, a decision under way is dropped."""
        self._stopped = True
        self._position += 1
        self._pause_clock()
        self._computer_timer.stop()
        self._thinking = None
        self.flush_autosave()

    def resume(self) -> None:
        """The family went back to the game they were closing: the computers play on."""
        self._stopped = False
        if not self.is_over:
            self._run_clock()
        self._schedule_computer()

    def _act_as(self, seat: int, action) -> bool:
        try:
            state = self.spec.apply(self._states[-1], seat, action)
        except RulesError as error:
            self.failed.emit(error)
            return False
        events = self.spec.events(state)
        undoable = self._undo_steps(self.undo_stack.index())
        kept = fair_undo.steps_after_move(undoable, seat, by_computer=self.is_computer(seat), events=events)
        if kept[:-1] != undoable:
            self.undo_stack.clear()  # the earlier moves may no longer be taken back
        self.undo_stack.push(_ActionCommand(self, seat, action, state, events))  # the move is made here
        if not kept:
            self.undo_stack.clear()  # nor this one
        return True

    def done_looking(self) -> None:
        """The person has seen what their move showed them: the screen goes on to whoever acts next."""
        if self.looking is None:
            return
        self.looking = None
        self._decide_eyes()
        self._emit_change(Change(Kind.HANDOVER, self.viewer))
        self._schedule_computer()

    def confirm_handover(self) -> None:
        if self.handover_to is None:
            return
        self.viewer, self.handover_to, self._covered = self.handover_to, None, None
        steps = self._undo_steps()
        if fair_undo.steps_after_handover(steps, self.viewer) != steps:
            self.undo_stack.clear()
        self._emit_change(Change(Kind.HANDOVER, self.viewer))
        self._schedule_computer()

    def save_as(self, name: str):
        """Save under `name`, which lists of saves show from then on (the autosave keeps it too).
        A save that fails changes nothing: the game keeps its name."""
        named = self._current_save(changed=False).model_copy(update={"label": clean_name(name, MAX_LABEL_LENGTH) or None})
        try:
            path = storage.save(named, name)
        except storage.SaveError as error:
            self.failed.emit(error)
            return None
        self.save = named
        return path

    def autosave(self, record: GameRecord | None = None) -> None:
        """Hand the game as it is now (with `record`, a move's new one) to the autosave thread; a
        failure comes back as `failed`."""
        self._autosaver.write(self._current_save(record))

    def unsaved(self) -> Exception | None:
        """Why the game as it is now may not be on disk, once the autosave is waited for: the last
        write's error, or a timeout; None when it is written."""
        if not self.flush_autosave():
            return storage.SaveError("io_error", {"errno": "ETIMEDOUT"})
        return self._autosaver.error

    def save_to(self, path) -> None:
        """Write the game to a file the family chose, anywhere. Raises storage.SaveError."""
        storage.save_to(self._current_save(changed=False), path)

    def flush_autosave(self, timeout: float = 30.0) -> bool:
        """Wait until every autosave asked for is on disk (closing the game, quitting, tests)."""
        if flush_autosaves(timeout):
            return True
        _log.error("the autosave did not finish within %s s", timeout)
        return False

    def save_now(self) -> bool:
        """Write the autosave on this thread, after an unexpected error: True once it is on disk."""
        if not self.flush_autosave(10.0):
            return False
        if self._copy:
            return True  # not changed since it was opened: the copy it came from holds it
        try:
            storage.autosave(self._current_save())
        except Exception:  # noqa: BLE001 (a SaveError, or the error that is being reported)
            _log.exception("the game could not be saved after an unexpected error")
            return False
        self._set_save_error(None)
        return True

    # -- inside ------------------------------------------------------------------------------

    def _autosave_failed(self, error: Exception) -> None:
        self._set_save_error(error)
        self.failed.emit(error)

    def _autosave_restored(self) -> None:
        self._set_save_error(None)

    def _set_save_error(self, error: Exception | None) -> None:
        if error is not self.save_error:
            self.save_error = error
            self.save_problem.emit(error)

    def _current_save(self, record: GameRecord | None = None, changed: bool = True) -> "storage.SaveFile":
        """The save as the game is now; `changed`: for its autosave (a copy becomes its own branch)."""
        if changed and self._copy:
            from ..storage.model import new_branch

            self._copy = False
            self.save = self.save.model_copy(update={"branch": new_branch()})
        progress = storage.Progress(**self.spec.progress(self._states[-1]).model_dump())
        update = {"updated": datetime.now(timezone.utc), "finished": self.is_over, "progress": progress,
                  "played_seconds": round(self.played_seconds(), 1),
                  "record": self.save.record if record is None else record}
        self.save = self.save.model_copy(update=update)
        return self.save

    def _append(self, state, events: list[Event] | None = None) -> None:
        self._states.append(state)
        self._events.append(self.spec.events(state) if events is None else events)

    def _undo_steps(self, count: int | None = None) -> tuple[int, ...]:
        """The seats of the undo stack's first `count` steps (all by default), for fair_undo."""
        count = self.undo_stack.count() if count is None else count
        return tuple(self.undo_stack.command(index).seat for index in range(count))

    def _push_state(self, kind: Kind, seat: int, action, state, events: list[Event]) -> None:
        self._append(state, events)
        record = self.save.record
        actions = [*record.actions, (seat, action.model_dump(mode="json"))]
        self._after_change(kind, seat, events, record.model_copy(update={"actions": actions}))

    def _pop_state(self, seat: int) -> None:
        self._states.pop()
        taken_back = self._events.pop()
        record = self.save.record
        self._after_change(Kind.UNDO, seat, taken_back, record.model_copy(update={"actions": record.actions[:-1]}))

    def _after_change(self, kind: Kind, seat: int, events: list[Event], record: GameRecord) -> None:
        """The game has moved to `record` (its state and events already appended or popped)."""
        self._position += 1
        self._computer_timer.stop()
        self._thinking = None
        self.autosave(record)
        self.looking = seat if kind == Kind.ACTION and self._shows_only_its_person(seat, events) else None
        self._decide_eyes()
        if self.is_over:
            self._pause_clock()
        elif not self._stopped:
            self._run_clock()  # again after an undo of the last move
        self._emit_change(Change(kind, seat, tuple(event for event in events if event.visible(self.viewer))))
        self._schedule_computer()
        if self._time_limit is not None:
            QTimer.singleShot(0, self, self._check_clock)  # after this change: a move is not made inside another

    def _emit_change(self, change: Change) -> None:
        self.change = change
        self.changed.emit(change)

    def _shows_only_its_person(self, seat: int, events: list[Event]) -> bool:
        """Whether a person's move showed them something only they may see, and the screen would
        now leave them (to another person, or covered while computers play)."""
        return (len(self.humans) > 1 and not self.is_computer(seat) and not self.is_over
                and seat not in self.to_act and any(e.visible_to is not None and seat in e.visible_to for e in events))

    def _decide_eyes(self) -> None:
        """Only humans are eyes. With several people at a game with something to hide, no person's
        screen stays up while only computers act."""
        humans = self.humans
        waiting = [seat for seat in self.to_act if seat in humans]
        if self.is_over or not humans:
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

    def _eyes_for_undo(self, seat: int) -> None:
        """Undoing `seat`'s move brings back its screen, so only `seat` may see it: if someone else
        may be at the screen (a hand-over is up), it is handed back to `seat` first. A game with
        nothing to hide just gives the screen back to them."""
        if self.viewer == seat or not self.spec.private_information or (self.viewer is None and self._covered == seat
                                                                         and self.handover_to is None):
            self.viewer, self.handover_to, self._covered = seat, None, None
        else:
            self.viewer, self.handover_to = None, seat

    # -- computer seats ----------------------------------------------------------------------

    def _waiting_computer(self) -> int | None:
        if self._stopped or self.is_over or self.handover_to is not None or self.looking is not None:
            return None
        return next((seat for seat in self.to_act if self.is_computer(seat)), None)

    def _schedule_computer(self) -> None:
        if self._waiting_computer() is not None:
            self._computer_timer.start(self.computer_pause_ms)

    def _computer_turn(self) -> None:
        seat = self._waiting_computer()
        if seat is None:
            return
        if self.wait_for():  # let the family see the last move played out first
            self._computer_timer.start(max(100, self.computer_pause_ms // 3))
            return
        if self._check_clock():
            return
        state = self._states[-1]
        view = self.spec.view(state, seat)
        legal = self._players_actions(seat)
        level = self.players[seat].level or "normal"
        rng = bots.decision_rng(self.save.record.seed, seat, len(self.save.record.actions))
        self._thinking = seat
        self.thinking.emit(seat)
        if level == "hard" and len(legal) > 1:
            job = _BotJob(self.spec, view, legal, level, rng, self._position, seat)
            job.relay.done.connect(self._computer_answer, Qt.QueuedConnection)
            QThreadPool.globalInstance().start(job)
        else:
            try:
                action = bots.choose(self.spec, view, legal, level, rng)
            except MissingModule as error:
                action = error
            self._computer_answer(self._position, seat, action)

    def _computer_answer(self, position: int, seat: int, action) -> None:
        if position != self._position or self._stopped:
            return  # an answer for a position that is gone (undo, a move, the game closed)
        self._thinking = None
        if seat not in self.to_act:
            return
        if isinstance(action, MissingModule):
            self._incomplete(action)
            return
        if isinstance(action, Exception):
            # A failing search must not stop the game: the normal bot moves instead.
            _log.error("a hard computer player failed", exc_info=action)
            state = self._states[-1]
            action = bots.choose(self.spec, self.spec.view(state, seat), self._players_actions(seat),
                                 "normal", bots.decision_rng(self.save.record.seed, seat, len(self.save.record.actions)))
        self._act_as(seat, action)


    def _incomplete(self, error: MissingModule) -> None:
        _log.error("a part of the program is missing: %s", error.module, exc_info=error)
        self.failed.emit(error)


class _ActionCommand(QUndoCommand):
    """One action in the undo stack. The first redo() is the action itself."""

    def __init__(self, session: Session, seat: int, action, state, events: list[Event]):
        super().__init__()
        self.session, self.seat, self.action, self.state, self.events = session, seat, action, state, events
        self.kind = Kind.ACTION

    def redo(self) -> None:
        self.session._push_state(self.kind, self.seat, self.action, self.state, self.events)
        self.kind = Kind.REDO

    def undo(self) -> None:
        self.session._eyes_for_undo(self.seat)
        self.session._pop_state(self.seat)


class _Relay(QObject):
    done = Signal(int, int, object)  # position, seat, the action (or the exception raised)


class _BotJob(QRunnable):
    """A hard bot's search, off the GUI thread. It holds a view and legal actions, never a state."""

    def __init__(self, spec, view, legal, level, rng, position: int, seat: int):
        super().__init__()
        self.relay = _Relay()
        self.args = (spec, view, legal, level, rng)
        self.position, self.seat = position, seat

    def run(self) -> None:
        try:
            action = bots.choose(*self.args)
        except Exception as error:  # reported on the GUI thread, never lost in the worker
            action = error
        try:
            self.relay.done.emit(self.position, self.seat, action)
        except RuntimeError:
            pass  # the game was closed while this search ran: its answer has nowhere to go
