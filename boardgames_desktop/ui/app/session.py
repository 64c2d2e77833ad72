"""One running game in Qt: its record and states, undo, autosave, the timers and the worker thread.

Every click on a table becomes `session.act(action)`; this is the one path by which the game
changes. It applies the action through the engine, records it, autosaves (on the autosave thread,
so the move never waits for the disk; `stop()` waits for the last write), pushes an undo step and
emits `changed` with a `Change` (play/change.py): what kind of change, whose, and the new events.
Widgets then redraw from `session.view()`, never from the state; `change` is the latest one.

Whose eyes are at the screen, when a computer moves and the clock are the game loop's policy,
play/game_loop.py (plain Python): the session tells its GameLoop of every change and asks it. This
module is its Qt side: the timers, the worker thread, the undo stack and the autosave.

Undo is fair (the policy is play/fair_undo.py; the QUndoStack follows it): it only takes back a
player's own latest actions, before anyone else has acted or confirmed a hand-over, and never goes
back across an event that revealed something hidden or random. Undo from a hand-over screen hands
the computer back to the move's owner before their screen shows.

The clock (a game's `time_limit`) runs while the game is open; once the time is up, the session
plays the loop's `clock_action` as soon as the rules allow it, before any player's move.

When the loop says a computer seat may move, the session waits a moment a person can follow
(`computer_pause_ms`, the loop's `pause_ms`), asks the bot
with that seat's view and legal actions only, and applies its answer through the same path as a
click. Hard bots think on a worker thread; any change of position (undo, a move, closing the game)
makes a pending answer stale, and stale answers are dropped. A computer player (or a hint) whose
module is missing from a frozen build (bundle.MissingModule) never plays at random instead: the
error goes to the log and to the window as `failed`, and that computer does not move.
"""

import logging
from datetime import datetime, timezone

from PySide6.QtCore import QObject, QRunnable, Qt, QThreadPool, QTimer, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from ... import bots, storage
from ...bundle import MissingModule
from ...play import fair_undo
from ...play.change import Change, Kind
from ...play.game_loop import COMPUTER_PAUSE_MS, Clock, GameLoop
from ...storage.names import MAX_LABEL_LENGTH, clean_name
from ...rules import GameRecord, IllegalAction, RulesError, registry
from ...rules.core import Event
from .autosave import Autosaver
from ..table.table_source import TableSource
from .autosave import flush as flush_autosaves

_log = logging.getLogger(__name__)
HINT_SALT = 0x41D5  # a hint's generator differs from a computer's in the same seat


class Session(TableSource, QObject):
    changed = Signal(object)  # a Change, also kept as `change`
    failed = Signal(object)  # a RulesError, a storage.SaveError or a bundle.MissingModule; the window words it
    # The autosave's problem: its storage.SaveError while the game's last moves are not on disk,
    # None once a save succeeded again (also kept as `save_error`)
    save_problem = Signal(object)
    thinking = Signal(int)  # a computer seat has started to decide

    COMPUTER_PAUSE_MS = COMPUTER_PAUSE_MS  # a new session's computer_pause_ms
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
        time_limit = getattr(self.spec.parse_options(save.record.options), "time_limit", None)  # minutes
        cls = type(self)  # read at each tick (tests speed the clock up), without a cycle through self
        clock = Clock(time_limit, save.played_seconds, lambda: cls.SECONDS_PER_MINUTE)
        self.loop = GameLoop(self.spec, save.players, self._states[-1], clock)
        self.loop.pause_ms = self.COMPUTER_PAUSE_MS
        self.change = Change(Kind.LOAD)
        self.undo_stack = QUndoStack(self)
        self._autosaver = Autosaver(self)
        self.save_error: Exception | None = None
        self._autosaver.failed.connect(self._autosave_failed)
        self._autosaver.restored.connect(self._autosave_restored)
        self._position = 0  # bumped at every change; a bot's answer for an older one is dropped
        self._log_cache: tuple = (None, [])
        # Connected by connect(), not the constructor's timeout=: PySide 6 never frees the
        # connection object made that way, one more for every game of the evening.
        self._computer_timer = QTimer(self, singleShot=True)
        self._computer_timer.timeout.connect(self._computer_turn)
        self._thinking: int | None = None  # the seat a worker thread is deciding for
        self.wait_for = lambda: False  # the window says "still showing the last move" (animations)
        self._clock = QTimer(self)
        self._clock.setInterval(1000)
        self._clock.timeout.connect(self._check_clock)
        if time_limit is not None:
            self._clock.start()
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
    def viewer(self) -> int | None:
        """The person whose screen is shown, None for the public table."""
        return self.loop.viewer

    @viewer.setter
    def viewer(self, seat: int | None) -> None:
        self.loop.viewer = seat

    @property
    def handover_to(self) -> int | None:
        """The person asked to come to the screen (`confirm_handover`)."""
        return self.loop.handover_to

    @handover_to.setter
    def handover_to(self, seat: int | None) -> None:
        self.loop.handover_to = seat

    @property
    def looking(self) -> int | None:
        """A person looking at what their move showed only them (`done_looking`)."""
        return self.loop.looking

    @property
    def to_act(self) -> list[int]:
        return self.loop.to_act

    def acting_seat(self) -> int | None:
        """The seat the person at the screen plays for now, if it is their turn."""
        return self.loop.acting_seat()

    def is_computer(self, seat: int) -> bool:
        return self.loop.is_computer(seat)

    @property
    def humans(self) -> list[int]:
        return self.loop.humans

    @property
    def computer_thinking(self) -> int | None:
        """The computer seat about to move or deciding now, if any."""
        if self._thinking is not None:
            return self._thinking
        if self._computer_timer.isActive():
            return self.loop.computer_on_turn()
        return None

    @property
    def computer_pause_ms(self) -> int:
        """How long a computer waits before it moves, so a person can follow it. A new pace also
        applies to a computer that is waiting already."""
        return self.loop.pause_ms

    @computer_pause_ms.setter
    def computer_pause_ms(self, ms: int) -> None:
        self.loop.pause_ms = ms
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
        return self.loop.legal_actions()

    def allowed_actions(self) -> list:
        """The legal actions the person at the screen may make now ("What can I do now?"); a guided
        first game's card may hold some back (TutorialSession)."""
        return self.legal_actions()

    def refusal(self, action) -> IllegalAction | None:
        """Why the rules would refuse `action` from the person at the screen now: the IllegalAction
        that applying it as the viewer's move raises, found by trying it (nothing changes), or None
        when they would take it or nobody is at the screen. Only the viewer's own move is tried."""
        seat = self.viewer
        if seat is None:
            return None
        try:
            self.spec.apply(self._states[-1], seat, action)
        except IllegalAction as error:
            return error
        return None

    # -- the clock ---------------------------------------------------------------------------

    def played_seconds(self) -> float:
        """How long the game has been played, over every time it was open; it stops at the end."""
        return self.loop.clock.played_seconds()

    def time_left(self) -> float | None:
        """Seconds left of the time limit (0 once it is up), or None for a game without one."""
        return self.loop.clock.time_left()

    def clock_due(self) -> bool:
        """The time is up and the clock's action is due now: it is played within the second, and
        nobody may move before it."""
        return self.loop.clock_action() is not None

    def _check_clock(self) -> bool:
        """Once the time is up, play the clock's action as soon as the rules allow it (before any
        player's move): True if it was played."""
        due = None if self.loop.stopped else self.loop.clock_action()
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
        self.loop.stop()
        self._position += 1
        self._computer_timer.stop()
        self._thinking = None
        self.flush_autosave()

    def resume(self) -> None:
        """The family went back to the game they were closing: the computers play on."""
        self.loop.resume()
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
        if not self.loop.done_looking():
            return
        self._emit_change(Change(Kind.HANDOVER, self.viewer))
        self._schedule_computer()

    def confirm_handover(self) -> None:
        if not self.loop.confirm_handover():
            return
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
            from ...storage.model import new_branch

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
        self.loop.changed(self._states[-1], seat, events if kind == Kind.ACTION else None)
        self._emit_change(Change(kind, seat, tuple(event for event in events if event.visible(self.viewer))))
        self._schedule_computer()
        if self.loop.clock.time_limit is not None:
            QTimer.singleShot(0, self, self._check_clock)  # after this change: a move is not made inside another

    def _emit_change(self, change: Change) -> None:
        self.change = change
        self.changed.emit(change)

    # -- computer seats ----------------------------------------------------------------------

    def _schedule_computer(self) -> None:
        if self.loop.computer_on_turn() is not None:
            self._computer_timer.start(self.computer_pause_ms)

    def _computer_turn(self) -> None:
        seat = self.loop.computer_on_turn()
        if seat is None:
            return
        if self.wait_for():  # let the family see the last move played out first
            self._computer_timer.start(self.loop.pause_after_animation_ms())
            return
        if self._check_clock():
            return
        state = self._states[-1]
        view = self.spec.view(state, seat)
        legal = self.loop.players_actions(seat)
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
        if position != self._position or self.loop.stopped:
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
            action = bots.choose(self.spec, self.spec.view(state, seat), self.loop.players_actions(seat),
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
        self.session.loop.before_undo(self.seat)
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
