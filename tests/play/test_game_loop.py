"""Whole games of every game in the catalog played through the game loop's policy (play/game_loop.py)
without Qt, with people and computers at the table, and people taking moves back as fair undo lets
them: at every step a hand-over is asked for exactly when privacy demands it, no person's screen
shows before that person confirmed they are at the screen, computers move only when the loop lets
them, the clock ends a timed game, and every game ends."""

import random
from typing import NamedTuple

import pytest

from boardgames_desktop import bots
from boardgames_desktop.play import fair_undo
from boardgames_desktop.play.game_loop import CLOCK_ACTION, Clock, GameLoop
from boardgames_desktop.rules import registry

MOST_STEPS = 20_000  # far beyond any game's length: more means the loop stalled or went round
MOST_UNDOS = 20  # a game's undos, so that it still ends


class Seat(NamedTuple):
    kind: str  # "human" or "computer", as storage.Player
    level: str | None = None


def tables(info) -> list[tuple[str, list[Seat]]]:
    """Who sits at the table: two people with computers (or two people only), one person among
    computers, people only, computers only."""
    person, easy, normal = Seat("human"), Seat("computer", "easy"), Seat("computer", "normal")
    some = max(info.min_players, min(3, info.max_players))
    mixed = [person, normal, person, easy][:max(some, 2)] if some >= 3 else [person, person]
    return [
        ("people and computers", mixed),
        ("one person", [normal, person, easy][:some] if some >= 2 else [person]),
        ("people only", [person] * info.min_players),
        ("computers only", [normal, easy, normal][:info.min_players] or [normal]),
    ]


CASES = [pytest.param(info.id, seats, id=f"{info.id}-{who.replace(' ', '-')}")
         for info in registry.catalog() for who, seats in tables(info)]


class FakeTime:
    def __init__(self):
        self.seconds = 0.0

    def __call__(self) -> float:
        return self.seconds


class Table:
    """A family at the laptop, without a window: it does what the loop asks and remembers who is at
    the screen (who last confirmed a hand-over, nobody known while one is asked for; with one
    person, always them)."""

    def __init__(self, game: str, seats: list[Seat], seed: int, options: dict | None = None):
        self.spec = registry.get(game)
        self.seats, self.seed = seats, seed
        self.time = FakeTime()
        limit = getattr(self.spec.parse_options(options), "time_limit", None)
        self.loop = GameLoop(self.spec, seats, self.spec.new_game(len(seats), seed, options),
                             Clock(limit, 0.0, lambda: 60.0, now=self.time))
        self.loop.pause_ms = 0
        self.people = [seat for seat, who in enumerate(seats) if who.kind == "human"]
        self.at_screen = self.people[0] if len(self.people) == 1 else None
        self.rng = random.Random(seed)
        self.moves: list[tuple[int, object]] = []
        self.states = [self.loop.state]
        self.steps: tuple[int, ...] = ()  # the seats of the moves undo may take back (play/fair_undo.py)
        self.undos = 0
        self.handovers = 0
        self.looked = 0  # moves after which their person looked at what only they saw

    @property
    def state(self):
        return self.loop.state

    def play(self, on_step=None) -> None:
        for _ in range(MOST_STEPS):
            self.check_eyes()
            if self.state.is_over:
                return
            if on_step is not None:
                on_step(self)
            self.step()
        raise AssertionError(f"{self.spec.id} did not end in {MOST_STEPS} steps")

    def step(self) -> None:
        loop = self.loop
        if loop.handover_to is not None:
            assert loop.computer_on_turn() is None and loop.legal_actions() == [], "nothing moves behind a hand-over"
            self.at_screen = None  # the laptop is being passed
            if self.may_undo():  # the hand-over screen's undo
                self.undo()
                return
            self.at_screen = loop.handover_to  # they say they are there
            assert loop.confirm_handover()
            self.steps = fair_undo.steps_after_handover(self.steps, loop.viewer)
            self.handovers += 1
            return
        if loop.looking is not None:
            assert loop.computer_on_turn() is None, "a computer waits until the person has seen their cards"
            assert loop.done_looking()
            return
        due = loop.clock_action()
        if due is not None:
            self.move(*due)
            return
        computer, person = loop.computer_on_turn(), loop.acting_seat()
        assert computer is not None or person is not None, f"nobody can act: to act {loop.to_act}"
        if person is not None and self.may_undo():
            self.undo()
            return
        if computer is not None and (person is None or self.rng.random() < 0.5):
            assert self.seats[computer].kind == "computer"
            legal = loop.players_actions(computer)
            rng = bots.decision_rng(self.seed, computer, len(self.moves))
            action = bots.choose(self.spec, self.spec.view(self.state, computer), legal, self.seats[computer].level, rng)
            self.move(computer, action)
        else:
            assert person == self.at_screen and self.seats[person].kind == "human"
            legal = loop.legal_actions()
            assert legal and all(getattr(a, "type", "") != CLOCK_ACTION for a in legal)
            self.move(person, self.rng.choice(legal))

    def may_undo(self) -> bool:
        return bool(self.steps) and self.undos < MOST_UNDOS and self.rng.random() < 0.2

    def undo(self) -> None:
        seat = self.steps[-1]
        self.loop.before_undo(seat)
        self.states.pop()
        self.moves.pop()
        self.steps = self.steps[:-1]
        self.loop.changed(self.states[-1], seat)
        self.undos += 1

    def move(self, seat: int, action) -> None:
        state = self.spec.apply(self.state, seat, action)
        events = self.spec.events(state)
        self.moves.append((seat, action))
        self.states.append(state)
        self.steps = fair_undo.steps_after_move(self.steps, seat, by_computer=self.loop.is_computer(seat), events=events)
        self.loop.changed(state, seat, events)
        # A person's move that showed them alone something (cards drawn) stays on their screen until
        # they have seen it, when the screen would leave them; nothing else does.
        secret = any(e.visible_to is not None and seat in e.visible_to for e in events)
        leaves = len(self.people) > 1 and seat not in state.to_act and not state.is_over
        assert (self.loop.looking is not None) == (secret and leaves and seat in self.people)
        if self.loop.looking is not None:
            assert self.loop.looking == seat == self.at_screen
            self.looked += 1

    def check_eyes(self) -> None:
        """Who the screen is for, worked out from the rule itself (not from the loop's code)."""
        loop, people = self.loop, self.people
        viewer, handover = loop.viewer, loop.handover_to
        waiting = [seat for seat in self.state.to_act if seat in people]
        private = self.spec.private_information and len(people) > 1
        if self.state.is_over or not people:
            assert viewer is None and handover is None
        elif len(people) == 1:
            assert viewer == people[0] and handover is None
        elif not private:  # nothing to hide: the screen goes to whoever acts, never a hand-over
            assert handover is None and (viewer in waiting or not waiting)
            self.at_screen = viewer  # the laptop just goes round
        elif loop.looking is not None:
            assert viewer == loop.looking and handover is None
        elif not waiting:  # only computers act: nobody's cards stay up
            assert viewer is None and handover is None
        elif self.at_screen in waiting:  # the person at the screen acts (again): no hand-over
            assert viewer == self.at_screen and handover is None
        else:  # someone else must come: nobody's screen until they confirm
            assert viewer is None and handover in waiting
        if private and viewer is not None:
            assert viewer == self.at_screen, "a person's screen shown before they confirmed"


@pytest.mark.parametrize(("game", "seats"), CASES)
def test_whole_games_through_the_game_loop(game, seats):
    for seed in (1, 2):
        table = Table(game, seats, seed)
        table.play()
        assert table.spec.outcome(table.state) is not None
        assert table.loop.computer_on_turn() is None and table.loop.acting_seat() is None
        people = table.people
        if table.spec.private_information and len(people) > 1:
            assert table.handovers >= len(people), "every person was asked to the screen"
        else:
            assert table.handovers == 0, "a hand-over nobody's privacy needed"


def test_the_checks_above_are_not_empty():
    """The catalog has games with something to hide, and moves that show their person alone
    something: the hand-over and looking checks above are met."""
    assert any(spec.private_information for spec in registry.games())
    looked = 0
    for info in registry.catalog():
        table = Table(info.id, [Seat("human")] * info.min_players, 1)
        table.play()
        looked += table.looked
    assert looked


def test_people_took_moves_back_on_their_screens_and_on_hand_overs():
    undone = {info.id: 0 for info in registry.catalog()}
    for info in registry.catalog():
        for seed in (1, 2):
            table = Table(info.id, [Seat("human")] * max(2, info.min_players), seed)
            table.play()
            undone[info.id] += table.undos
    assert all(undone.values()), undone


TIMED = [info.id for info in registry.catalog() if "time_limit" in registry.get(info.id).options_model.model_fields]


@pytest.mark.parametrize("game", TIMED)
def test_the_clock_ends_a_timed_game_with_its_own_action(game):
    info = registry.info(game)
    seats = [Seat("human"), Seat("computer", "easy"), Seat("human")][:max(2, info.min_players)]
    table = Table(game, seats, 4, {"time_limit": 30})
    assert table.loop.clock.time_left() == 30 * 60

    def time_runs_out(table):
        if len(table.moves) == 40:
            table.time.seconds = 30 * 60
            assert table.loop.clock.time_left() == 0

    table.play(time_runs_out)
    assert getattr(table.moves[-1][1], "type", "") == CLOCK_ACTION, "the clock ended the game"
    assert all(getattr(action, "type", "") != CLOCK_ACTION for _, action in table.moves[:-1])
    assert table.loop.clock.played_seconds() == 30 * 60
    table.time.seconds += 100
    assert table.loop.clock.played_seconds() == 30 * 60, "the clock stops at the end"


def test_the_clock_runs_only_while_the_game_is_open():
    time = FakeTime()
    clock = Clock(10, 5.0, lambda: 60.0, now=time)
    clock.run()
    time.seconds = 7
    assert clock.played_seconds() == 12 and clock.time_left() == 600 - 12
    clock.pause()
    time.seconds = 100
    assert clock.played_seconds() == 12
    clock.run()
    time.seconds = 101
    assert clock.played_seconds() == 13
    assert Clock(None, 5.0, lambda: 60.0, now=time).time_left() is None
