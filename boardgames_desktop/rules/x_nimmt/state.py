"""The state of a game of X bere!. The spec copies it before every change."""

from dataclasses import dataclass, field
from typing import Literal

from ..core import Rng
from .options import XNimmtOptions

Phase = Literal["choosing", "resolving", "over"]


@dataclass
class Seat:
    hand: list[int] = field(default_factory=list)  # ascending
    x_row: list[int] = field(default_factory=list)  # ascending, face up
    x_pile: list[int] = field(default_factory=list)  # face down
    chosen: int | None = None  # the card laid face down this turn, still counted in the hand
    round_scores: list[int] = field(default_factory=list)

    def copy(self) -> "Seat":
        # object.__new__ and the fields set by hand: about twice as fast as the dataclass's __init__
        new = object.__new__(Seat)
        new.hand, new.x_row, new.x_pile = list(self.hand), list(self.x_row), list(self.x_pile)
        new.chosen, new.round_scores = self.chosen, list(self.round_scores)
        return new


@dataclass(frozen=True)
class Choice:
    """What the placing of cards waits for: a row to take, or which taken card to keep."""

    kind: Literal["take_row", "keep"]
    seat: int
    card: int | None = None  # take_row: the card too low for every row
    cards: tuple[int, ...] = ()  # keep: the cards taken


@dataclass
class XNimmtState:
    num_players: int
    options: XNimmtOptions
    rng: Rng
    decks: list[list[int]] | None  # the setup's decks, one per round, or None to shuffle
    seats: list[Seat]
    round: int = 0
    turn: int = 0
    phase: Phase = "choosing"
    rows: list[list[int]] = field(default_factory=list)
    undealt: list[int] = field(default_factory=list)  # the rest of this round's deck, unseen
    revealed: list[tuple[int, int]] = field(default_factory=list)  # (seat, card), lowest first
    pending: list[tuple[int, int]] = field(default_factory=list)  # revealed, not yet placed
    awaiting: Choice | None = None
    events: list[tuple] = field(default_factory=list)  # what the last action did: core.event()s

    def __deepcopy__(self, memo) -> "XNimmtState":
        # apply() copies the state before every action; decks, options, choices and events are
        # never changed in place and are shared.
        new = object.__new__(XNimmtState)
        new.__dict__.update(self.__dict__)
        new.rng = Rng(self.rng.state)
        new.seats = [seat.copy() for seat in self.seats]
        new.rows = [list(row) for row in self.rows]
        new.undealt, new.revealed, new.pending = list(self.undealt), list(self.revealed), list(self.pending)
        new.events = list(self.events)
        return new

    @property
    def to_act(self) -> list[int]:
        if self.phase == "choosing":
            return [i for i, seat in enumerate(self.seats) if seat.chosen is None]
        if self.phase == "resolving":
            return [self.awaiting.seat]
        return []

    @property
    def is_over(self) -> bool:
        return self.phase == "over"

    def total(self, seat: int) -> int:
        return sum(self.seats[seat].round_scores)
