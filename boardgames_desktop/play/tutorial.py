"""A guided first game (a tutorial), without Qt: its data, the guide that picks the next card, and a
headless run that plays a tutorial to its end.

A game's tutorial is data in its folder, `ui/games/<id>/tutorial.py`: `TUTORIAL = Tutorial(...)`, a
fixed deal (players, seed, options, setup), the learner's seat, the computers' levels at the other
seats, and the cards. A tutorial game is an ordinary game (the session, the saves) with a `Guide`
beside it: after every change the guide is shown the game as the person at the screen sees it (a
`Moment`) and puts up the first card not yet shown whose `when` holds; once the game is over, only
a card `at_end` comes up (the table has given way to the results). A card stays up until it is
read (`dismiss`, the card's OK) or answered by that person's own move. While a card with `only` is
up, that person's moves are held to those it allows (the first steps); every other card leaves the
learner free. The window draws the card and its pointer (ui/table/tutorial_overlay.py); the
computers wait while a card is up, so that nothing moves under the words being read.

`play_through` plays a tutorial as the window would, with the learner's moves chosen at random among
those allowed and the cards read or answered at random: the tests use it to show that every card
comes up in some game and that every game ends.
"""

import dataclasses
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from .game_loop import players_actions


@dataclass(frozen=True)
class Moment:
    """The game as the person at the screen sees it now. `view`: their seat's view; `actions`: their
    legal actions now (empty when it is not their turn); `events`: the events since the last moment
    that they may see (none at the first moment: the deal is no move); `shown`: the ids of the cards shown so far (the one up now too); `my_turn`:
    they have a move to make; `over`: the game has ended."""

    view: Any
    actions: tuple = ()
    events: tuple = ()
    shown: frozenset = frozenset()
    my_turn: bool = False
    over: bool = False

    def happened(self, code: str, **params) -> bool:
        """Whether an event of `code` with these parameters is among the moment's events."""
        return any(event.code == code and all(event.params.get(k) == v for k, v in params.items())
                   for event in self.events)


@dataclass(frozen=True)
class Card:
    """One card of a tutorial. `text`: two or three sentences, the English source marked with
    QT_TRANSLATE_NOOP("<Id>Tutorial", ...) and translated when shown; `when`: the card comes up the
    first time it holds; `points_at`: a control's name that the game's table resolves
    (`table.control(name)`), or None; `only`: while the card is up, the learner's moves it allows
    (Moment, action -> bool); `rule`: an anchor of the game's rules pages, for "more in the rules";
    `at_end`: the card speaks of the finished game, and only such cards come up once it is over."""

    id: str
    text: str
    when: Callable[[Moment], bool] = lambda m: True
    points_at: str | None = None
    only: Callable[[Moment, Any], bool] | None = None
    rule: str | None = None
    at_end: bool = False


@dataclass(frozen=True)
class Tutorial:
    """A game's guided first game: the deal (`spec.new_game(players, seed, options, setup)`), the
    learner's seat, the computers' levels at the other seats (in seat order), and the cards, tried in
    their order."""

    players: int
    seed: int
    options: dict | None = None
    setup: dict | None = None
    learner: int = 0
    levels: tuple[str, ...] = ()
    cards: tuple[Card, ...] = field(default=())

    def __post_init__(self):
        if not 0 <= self.learner < self.players:
            raise ValueError(f"the learner's seat {self.learner} is not at a table of {self.players}")
        if len(self.levels) != self.players - 1:
            raise ValueError(f"{len(self.levels)} computer levels for {self.players - 1} other seats")
        ids = [card.id for card in self.cards]
        if len(set(ids)) != len(ids):
            raise ValueError(f"card ids repeat: {sorted(i for i in ids if ids.count(i) > 1)}")

    def others(self) -> list[int]:
        """The seats other than the learner's, in the order their levels are given."""
        return [seat for seat in range(self.players) if seat != self.learner]

    def level(self, seat: int) -> str:
        """The computer's level at `seat` (a seat other than the learner's)."""
        return self.levels[self.others().index(seat)]

    def card(self, card_id: str) -> Card:
        return next(card for card in self.cards if card.id == card_id)


class Guide:
    """Which card is up, from the moments of the game it is shown."""

    def __init__(self, tutorial: Tutorial):
        self.tutorial = tutorial
        self.shown: list[str] = []  # in the order they came up
        self.card: Card | None = None  # the card up now
        self.moment: Moment | None = None  # the latest moment
        self.moves = 0  # the game's moves so far, at the latest moment
        self._came: dict[str, int] = {}  # a card shown: the number of moves it came up after
        self._answered: dict[str, int] = {}  # a card answered by a move: the moves before that one

    def see(self, view, actions: Sequence = (), events: Sequence = (), over: bool = False,
            moved: bool = False, moves: int | None = None) -> Card | None:
        """The game has changed: `view` and `actions` of the person at the screen, the `events` of the
        change that they may see (none for an undo or a hand-over), whether it is `over`, whether
        it was their own move (`moved`, which answers the card up), and how many `moves` the game
        has had (for `take_back`). The card up now, if any."""
        self.moves = self.moves if moves is None else moves
        if moved and self.card is not None:
            self._answered[self.card.id] = self.moves - 1
            self.card = None
        self.moment = Moment(view, tuple(actions), tuple(events), frozenset(self.shown), bool(actions), over)
        return self._next()

    def take_back(self, moves: int) -> None:
        """The game's moves after the first `moves` were taken back (an undo): the cards that came up
        after them, and a card a move taken back answered, may come up again, as if never shown."""
        again = {card for card, after in self._came.items() if after > moves}
        again |= {card for card, before in self._answered.items() if before >= moves}
        self.shown = [card for card in self.shown if card not in again]
        for card in again:
            self._came.pop(card, None)
            self._answered.pop(card, None)
        if self.card is not None and self.card.id in again:
            self.card = None
        self.moves = moves

    def dismiss(self) -> Card | None:
        """The card up has been read: the next one for the same moment, if any."""
        self.card = None
        return self._next()

    def put_back(self) -> None:
        """The card up goes away unread (the screen was handed to someone): it may come up again."""
        if self.card is not None:
            self.shown.remove(self.card.id)
            self._came.pop(self.card.id, None)
            self.card = None

    def allows(self, action) -> bool:
        """Whether the learner may make `action` while the card up is up. A card that would allow
        none of the moves open now restricts nothing: the game never gets stuck on a card."""
        only, moment = (self.card.only if self.card else None), self.moment
        if only is None or moment is None or only(moment, action):
            return True
        return not any(only(moment, other) for other in moment.actions)

    def allowed(self, actions: Sequence) -> list:
        return [action for action in actions if self.allows(action)]

    def _next(self) -> Card | None:
        if self.card is None and self.moment is not None:
            moment = dataclasses.replace(self.moment, shown=frozenset(self.shown))
            for card in self.tutorial.cards:
                if card.id not in moment.shown and card.at_end == moment.over and card.when(moment):
                    self.card = card
                    self.shown.append(card.id)
                    self._came[card.id] = self.moves
                    self.moment = dataclasses.replace(moment, shown=frozenset(self.shown))
                    break
        return self.card


def catch_up(guide: Guide, spec, states: Sequence, events: Sequence, seat: int) -> list:
    """Show `guide` a game played so far (a saved tutorial opened again) as `seat` saw it: its moment at
    each state but the last, every card that came up then counted as read. `events[i]`: the events of
    the move that made `states[i]`. The events of the last move that `seat` may know, for the moment
    at the last state (the game as it is now)."""
    seen = [[event for event in made if event.visible(seat)] for made in events]
    for index, state in enumerate(states[:-1]):
        actions = players_actions(spec, state, seat) if seat in state.to_act and not state.is_over else []
        card = guide.see(spec.view(state, seat), actions, seen[index] if index else (), state.is_over, moves=index)
        while card is not None:
            card = guide.dismiss()
    return seen[-1] if len(states) > 1 else []


@dataclass
class Run:
    """A tutorial played through: the cards in the order they came up, each with the moment it came
    up at, the last state, and its steps in order: (None, None) for a card read, (seat, action) for a
    move (the tests play them again on the real table)."""

    cards: list[tuple[Card, Moment]]
    state: Any
    moves: int
    steps: list[tuple[int | None, Any]] = field(default_factory=list)

    @property
    def shown(self) -> list[str]:
        return [card.id for card, _ in self.cards]


def random_computer(spec, view, legal: list, level: str, rng: random.Random):
    return rng.choice(legal)


def random_move(actions: Sequence, rng: random.Random):
    """A move at random, its kind first (a pass as likely as a bid, whatever the bids open), so that
    a learner's every kind of move comes up in a few games."""
    kinds: dict[str, list] = {}
    for action in actions:
        kinds.setdefault(getattr(action, "type", ""), []).append(action)
    return rng.choice(rng.choice(list(kinds.values())))


def play_through(spec, tutorial: Tutorial, rng: random.Random, choose: Callable = random_computer,
                 most_moves: int = 20_000) -> Run:
    """Play `tutorial` of `spec`'s game to its end as one learner among computers: the learner reads
    each card (or, on their turn, answers it by a move half the time) and makes a move chosen at
    random among those the card up allows (`random_move`); a computer's move is `choose(spec, view, legal, level,
    rng)` (bots.choose plays as the window's computers do; by default a random move)."""
    state = spec.new_game(tutorial.players, tutorial.seed, tutorial.options, tutorial.setup)
    guide, learner = Guide(tutorial), tutorial.learner
    cards: list[tuple[Card, Moment]] = []
    steps: list[tuple[int | None, Any]] = []
    events, moved = [], False  # the deal is no move: the first moment has no events, as in the window
    for moves in range(most_moves + 1):
        actions = players_actions(spec, state, learner) if learner in state.to_act and not state.is_over else []
        card = guide.see(spec.view(state, learner), actions, [e for e in events if e.visible(learner)],
                         state.is_over, moved)
        while card is not None:
            if not cards or cards[-1][0] is not card:
                cards.append((card, guide.moment))
            if actions and rng.random() < 0.5:
                break  # answered by the move below
            card = guide.dismiss()
            steps.append((None, None))
        if state.is_over:
            return Run(cards, state, moves, steps)
        if actions:
            seat, action = learner, random_move(guide.allowed(actions), rng)
        else:
            seat = next(seat for seat in state.to_act if seat != learner)
            legal = players_actions(spec, state, seat)
            action = choose(spec, spec.view(state, seat), legal, tutorial.level(seat), rng)
        state = spec.apply(state, seat, action)
        steps.append((seat, action))
        events, moved = spec.events(state), seat == learner
    raise RuntimeError(f"the tutorial did not end within {most_moves} moves")
