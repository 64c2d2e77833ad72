"""The state of a game of X bere!. The spec copies it before every change.

The spec never changes a list or a seat of a state in place: a change puts a new list in the
field (finished in place only while no other state can hold it), and a new seat (`Seat.copy`) in
the seats before changing it. So the copy `apply` changes shares all of them, which is most of
what makes `apply` cheap (search rollouts apply thousands of actions per decision).
"""

from dataclasses import dataclass, field
from typing import Literal

from ..core import Rng
from .options import XNimmtOptions

Phase = Literal["choosing", "resolving", "over"]
_new = object.__new__


@dataclass(slots=True)
class Seat:
    hand: list[int] = field(default_factory=list)  # ascending
    x_row: list[int] = field(default_factory=list)  # ascending, face up
    x_pile: list[int] = field(default_factory=list)  # face down
    chosen: int | None = None  # the card laid face down this turn, still counted in the hand
    round_scores: list[int] = field(default_factory=list)
    # The Play actions of the hand, once asked for. A seat never changes once a state holds it
    # (the spec changes a copy), so states share the seat and the actions until the hand changes.
    plays: tuple | None = field(default=None, compare=False, repr=False)

    def copy(self) -> "Seat":
        """A copy for the spec to change, sharing the lists, without the actions."""
        # Here and in XNimmtState.copy, object.__new__ and setting the fields is about twice as
        # fast as calling the dataclass's __init__.
        new = _new(Seat)
        new.hand, new.x_row, new.x_pile = self.hand, self.x_row, self.x_pile
        new.chosen, new.round_scores, new.plays = self.chosen, self.round_scores, None
        return new


@dataclass(frozen=True, slots=True)
class Choice:
    """What the placing of cards waits for: a row to take, or which taken card to keep."""

    kind: Literal["take_row", "keep"]
    seat: int
    card: int | None = None  # take_row: the card too low for every row
    cards: tuple[int, ...] = ()  # keep: the cards taken


@dataclass(slots=True)
class XNimmtState:
    num_players: int
    options: XNimmtOptions
    rng: Rng
    decks: list[list[int]] | None  # the setup's decks, one per round, or None to shuffle
    seats: list[Seat]
    round: int = 0
    turn: int = 0
    phase: Phase = "choosing"
    is_over: bool = False  # phase == "over", kept by the spec: asked before every action
    # Who may act now: while choosing everyone who has not chosen a card yet, while resolving the
    # seat asked. Kept up by the spec rather than worked out at every question.
    to_act: list[int] = field(default_factory=list)
    rows: list[list[int]] = field(default_factory=list)
    undealt: list[int] = field(default_factory=list)  # the rest of this round's deck, unseen
    revealed: list[tuple[int, int]] = field(default_factory=list)  # (seat, card), lowest first
    pending: list[tuple[int, int]] = field(default_factory=list)  # revealed, not yet placed
    awaiting: Choice | None = None
    events: list[tuple] = field(default_factory=list)  # what the last action did: core.event()s

    def copy(self) -> "XNimmtState":
        """A copy for the spec to change, without events: its own list of seats, the seats, the
        lists and the generator shared (see above; a new round puts a new generator in before it
        draws from it)."""
        new = _new(XNimmtState)
        new.num_players, new.options, new.rng, new.decks = self.num_players, self.options, self.rng, self.decks
        new.seats = list(self.seats)
        new.round, new.turn, new.phase, new.is_over = self.round, self.turn, self.phase, self.is_over
        new.to_act, new.rows, new.undealt = self.to_act, self.rows, self.undealt
        new.revealed, new.pending, new.awaiting = self.revealed, self.pending, self.awaiting
        new.events = []
        return new

    def total(self, seat: int) -> int:
        return sum(self.seats[seat].round_scores)
