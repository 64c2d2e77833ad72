"""One running game: its record and states, whose eyes are on the screen, undo, autosave.

Every click on a table becomes `session.act(action)`; this is the one path by which the game
changes. It applies the action through the engine, records it, autosaves, pushes an undo step and
emits `changed`. Widgets then redraw from `session.view()`, never from the state.

Whose eyes: after each change the session asks who must act next. If that is a different person
from the one who last looked, `handover_to` names them and `view()` is the public table until they
confirm. Simultaneous choices are collected one seat at a time the same way.

Undo is fair: it only takes back the looking player's own latest actions, and never goes back
across an event that revealed something hidden or random.
"""

from datetime import datetime, timezone

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from .. import storage
from ..rules import GameRecord, RulesError, registry
from ..rules.core import Event


class Session(QObject):
    changed = Signal()
    failed = Signal(object)  # a RulesError or a storage.SaveError; the window words it

    def __init__(self, save: "storage.SaveFile", parent: QObject | None = None):
        super().__init__(parent)
        self.save = save
        self.spec = registry.get(save.record.game)
        start = registry.start(save.record.model_copy(update={"actions": []}))
        self._states = [start]
        self._events: list[list[Event]] = [self.spec.events(start)]
        for seat, data in save.record.actions:
            self._append(self.spec.apply(self._states[-1], seat, self.spec.parse_action(data)))
        self.viewer: int | None = None
        self.handover_to: int | None = None
        self.undo_stack = QUndoStack(self)
        self._decide_eyes()

    @classmethod
    def new(cls, game: str, players: list["storage.Player"], seed: int, options=None, parent=None) -> "Session":
        spec = registry.get(game)
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
        return session

    # -- what the screen may show ------------------------------------------------------------

    @property
    def game(self) -> str:
        return self.spec.id

    @property
    def players(self) -> list:
        return self.save.players

    @property
    def is_over(self) -> bool:
        return self._states[-1].is_over

    @property
    def to_act(self) -> list[int]:
        return list(self._states[-1].to_act)

    def view(self):
        """What the person at the screen may see: their seat's view, or the public table."""
        return self.spec.view(self._states[-1], self.viewer)

    def public_view(self):
        return self.spec.view(self._states[-1], None)

    def acting_seat(self) -> int | None:
        """The seat the person at the screen plays for now, if it is their turn."""
        if self.viewer is not None and self.viewer in self.to_act:
            return self.viewer
        return None

    def legal_actions(self) -> list:
        seat = self.acting_seat()
        return [] if seat is None else self.spec.legal_actions(self._states[-1], seat)

    def log(self) -> list[Event]:
        """Every event so far that the person at the screen may know about."""
        return [event for events in self._events for event in events if event.visible(self.viewer)]

    def last_events(self) -> list[Event]:
        return [event for event in self._events[-1] if event.visible(self.viewer)]

    def outcome(self):
        return self.spec.outcome(self._states[-1])

    # -- changing the game -------------------------------------------------------------------

    def act(self, action) -> bool:
        seat = self.acting_seat()
        if seat is None:
            return False
        try:
            state = self.spec.apply(self._states[-1], seat, action)
        except RulesError as error:
            self.failed.emit(error)
            return False
        previous = self.undo_stack.command(self.undo_stack.count() - 1) if self.undo_stack.count() else None
        if previous is not None and previous.seat != seat:
            self.undo_stack.clear()
        self.undo_stack.push(_ActionCommand(self, seat, action, state))
        if any(event.reveals for event in self._events[-1]):
            self.undo_stack.clear()
        return True

    def confirm_handover(self) -> None:
        if self.handover_to is None:
            return
        self.viewer, self.handover_to = self.handover_to, None
        self.undo_stack.clear()
        self.changed.emit()

    def save_as(self, name: str):
        try:
            return storage.save(self._current_save(), name)
        except storage.SaveError as error:
            self.failed.emit(error)
            return None

    def autosave(self) -> None:
        try:
            storage.autosave(self._current_save())
        except storage.SaveError as error:
            self.failed.emit(error)

    # -- inside ------------------------------------------------------------------------------

    def _current_save(self) -> "storage.SaveFile":
        self.save = self.save.model_copy(update={"updated": datetime.now(timezone.utc)})
        return self.save

    def _append(self, state) -> None:
        self._states.append(state)
        self._events.append(self.spec.events(state))

    def _push_state(self, seat: int, action, state) -> None:
        self._append(state)
        record = self.save.record
        actions = [*record.actions, (seat, action.model_dump(mode="json"))]
        self.save = self.save.model_copy(update={"record": record.model_copy(update={"actions": actions})})
        self._after_change()

    def _pop_state(self) -> None:
        self._states.pop()
        self._events.pop()
        record = self.save.record
        self.save = self.save.model_copy(
            update={"record": record.model_copy(update={"actions": record.actions[:-1]})}
        )
        self._after_change()

    def _after_change(self) -> None:
        self.autosave()
        self._decide_eyes()
        self.changed.emit()

    def _decide_eyes(self) -> None:
        to_act = self.to_act
        if not to_act:
            self.viewer, self.handover_to = None, None
        elif self.viewer not in to_act:
            self.viewer, self.handover_to = None, to_act[0]


class _ActionCommand(QUndoCommand):
    """One action in the undo stack. The first redo() is the action itself."""

    def __init__(self, session: Session, seat: int, action, state):
        super().__init__()
        self.session, self.seat, self.action, self.state = session, seat, action, state

    def redo(self) -> None:
        self.session._push_state(self.seat, self.action, self.state)

    def undo(self) -> None:
        self.session.viewer, self.session.handover_to = self.seat, None
        self.session._pop_state()
