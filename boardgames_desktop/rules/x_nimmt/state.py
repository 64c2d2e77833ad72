"""The state of a game of X bere!. The spec copies it before every change."""

from dataclasses import dataclass, field, replace
from typing import Literal

from ..core import Event, Rng
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
        return replace(
            self,
            hand=list(self.hand),
            x_row=list(self.x_row),
            x_pile=list(self.x_pile),
            round_scores=list(self.round_scores),
        )


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
    events: list[Event] = field(default_factory=list)

    def __deepcopy__(self, memo) -> "XNimmtState":
        # apply() copies the state before every action; decks, options, choices and events are
        # never changed in place and are shared.
        return replace(
            self,
            rng=Rng(self.rng.state),
            seats=[seat.copy() for seat in self.seats],
            rows=[list(row) for row in self.rows],
            undealt=list(self.undealt),
            revealed=list(self.revealed),
            pending=list(self.pending),
            events=list(self.events),
        )

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
