"""A guided first game: an ordinary session (saved, undone, played by the computers like any) with the
tutorial's guide beside it (play/tutorial.py).

Each person at the table has a guide of their own (family members may learn along). After every
change the guide of the person at the screen is shown the game as they see it: their view, their
legal actions and the events they may know since their last moment. A guide never sees a seat's
view while nobody or someone else is at the screen (a card up then is put back, to come again). The card up
holds the computers (they wait until it is read, so nothing moves under the words) and, if it has
`only`, the learner's moves. `stop_guiding` leaves the cards: the game goes on as a normal one.
"""

from datetime import datetime, timezone

from PySide6.QtCore import Signal

from ... import storage
from ...play.change import Kind
from ...play.tutorial import Guide, Tutorial, catch_up
from ...rules import GameRecord, registry
from .session import Session


DEAL = {"game", "num_players", "seed", "options", "setup"}  # what makes a game the tutorial's
PLAYED_ON = "tutorials/played_on"  # settings: the ids of guided games played on without the cards
REMEMBERED = 200  # of those, the latest


def tutorial_record(game: str, tutorial: Tutorial) -> GameRecord:
    """The record of the tutorial's deal, before any move."""
    spec = registry.get(game)
    return GameRecord(game=game, rules_version=spec.rules_version, num_players=tutorial.players, seed=tutorial.seed,
                      options=spec.parse_options(tutorial.options).model_dump(mode="json"), setup=tutorial.setup)


def tutorial_of(save: "storage.SaveFile") -> Tutorial | None:
    """The tutorial whose game `save` is, if it is one: its game, player count, seed, options and setup
    are the game's tutorial deal, and a person sits at the learner's seat. The save itself says nothing
    more (its format is the same for every game)."""
    from .. import tutorials

    record = save.record
    tutorial = tutorials.tutorial(record.game) if tutorials.has_tutorial(record.game) else None
    if tutorial is None or len(save.players) != tutorial.players or save.players[tutorial.learner].kind == "computer":
        return None
    deal = tutorial_record(record.game, tutorial).model_dump(mode="json", include=DEAL)
    return tutorial if record.model_dump(mode="json", include=DEAL) == deal else None


def played_on(save: "storage.SaveFile") -> bool:
    """Whether the family chose to play the guided game `save` is of on without the cards (opened
    again, it is a normal game)."""
    from PySide6.QtCore import QSettings

    return save.game_id in QSettings().value(PLAYED_ON, [], type=list)


def _remember_played_on(game_id: str) -> None:
    from PySide6.QtCore import QSettings

    settings = QSettings()
    ids = [known for known in settings.value(PLAYED_ON, [], type=list) if known != game_id]
    settings.setValue(PLAYED_ON, [*ids, game_id][-REMEMBERED:])


class TutorialSession(Session):
    card_changed = Signal(object)  # the Card up now, or None
    held = Signal(object)  # a move the card up does not allow yet

    def __init__(self, save: "storage.SaveFile", tutorial: Tutorial, parent=None, copy: bool = False):
        """`copy` as Session's. A game played on from a save: each guide is shown its moments so far,
        the cards that came up then counted as read, and the game as it is now comes up next."""
        self.tutorial = tutorial
        # A guide for each person: everyone learning along gets every card once, each their own.
        people = [seat for seat, player in enumerate(save.players) if player.kind != "computer"]
        self.guides = {seat: Guide(tutorial) for seat in people}
        self._unseen: dict[int, list] = {seat: [] for seat in people}  # events since their last moment
        self._eyes = tutorial.learner if tutorial.learner in people else people[0]  # whose guide was fed last
        self.guiding = True
        self._page_waits = lambda: False
        super().__init__(save, parent, copy)
        for seat, guide in self.guides.items():
            self._unseen[seat] = catch_up(guide, self.spec, self._states, self._events, seat)
        self.changed.connect(self._moment)
        self._moment(self.change)

    @classmethod
    def new_tutorial(cls, game: str, tutorial: Tutorial, players: list, parent=None) -> "TutorialSession":
        """The tutorial's deal for `players` (storage.Player, one per seat), on disk before its first
        screen as every new game."""
        record = tutorial_record(game, tutorial)
        now = datetime.now(timezone.utc)
        session = cls(storage.SaveFile(players=players, record=record, created=now, updated=now), tutorial, parent)
        session.autosave()
        session.flush_autosave()
        return session

    # The game page's "still playing the last move out" (GamePage sets it), and the card up.
    @property
    def wait_for(self):
        return lambda: self.card_holds() or self._page_waits()

    @wait_for.setter
    def wait_for(self, waits) -> None:
        self._page_waits = waits

    @property
    def guide(self) -> Guide:
        """The guide of the person at the screen (or who was there last)."""
        return self.guides[self._eyes]

    def card_holds(self) -> bool:
        return self.guiding and self.guide.card is not None

    def allowed_actions(self) -> list:
        legal = self.legal_actions()
        return self.guide.allowed(legal) if self.guiding and self.viewer == self._eyes else legal

    def act(self, action) -> bool:
        if self.guiding and not self.guide.allows(action):
            self.held.emit(action)
            return False
        return super().act(action)

    def play_as(self, seat: int, action) -> bool:
        """A move decided elsewhere, for any seat (the screenshots and the tests play a headless game
        of the tutorial again); the learner's is held as their click would be."""
        if self.guiding and seat == self.viewer and not self.guide.allows(action):
            self.held.emit(action)
            return False
        return self._act_as(seat, action)

    def play_step(self, step) -> bool:
        """One step of a headless game of the tutorial (play_through's Run.steps): a card read, or a move."""
        seat, action = step
        if seat is None:
            self.dismiss_card()
            return True
        return self.play_as(seat, action)

    def dismiss_card(self) -> None:
        """The card up has been read: the next one for the same moment, if any."""
        if self.guiding:
            self.card_changed.emit(self.guide.dismiss())

    def stop_guiding(self) -> None:
        """No more cards: the game goes on as a normal game, also when it is opened again."""
        _remember_played_on(self.save.game_id)
        self.guiding = False
        for guide in self.guides.values():
            guide.card = None
        self.card_changed.emit(None)

    def _pop_state(self, seat: int) -> None:
        """An undo: its move's events never reach a card, and the cards the move brought or answered
        may come again (the card that held the first steps holds them again)."""
        taken_back = self._events[-1]
        for unseen in self._unseen.values():
            unseen[:] = [event for event in unseen if not any(event is gone for gone in taken_back)]
        for guide in self.guides.values():
            guide.take_back(len(self._states) - 2)
        super()._pop_state(seat)

    def _moment(self, change) -> None:
        if not self.guiding:
            return
        seat = self._eyes if self.is_over else self.viewer
        if change.kind in (Kind.ACTION, Kind.REDO):
            for person, unseen in self._unseen.items():
                unseen += [event for event in change.events if event.visible(person)]
        if seat != self._eyes or self.handover_to is not None or (self.looking is not None and not self.is_over):
            self.guide.put_back()  # they left the screen with the card unread
        if seat is None or self.handover_to is not None or (self.looking is not None and not self.is_over):
            self.card_changed.emit(None)
            return
        self._eyes = seat
        events, self._unseen[seat] = self._unseen[seat], []
        moved = change.kind in (Kind.ACTION, Kind.REDO) and change.seat == seat
        self.card_changed.emit(self.guide.see(self._view_of(seat), self.legal_actions(), events, self.is_over, moved,
                                              len(self._states) - 1))
