"""The state of a game of Na prodej. The spec copies it before every change."""

from dataclasses import dataclass, field, replace
from typing import Literal

from ..core import Event, Rng
from .options import ForSaleOptions

Phase = Literal["buying", "selling", "over"]


@dataclass
class Seat:
    coins: int  # the purse, not counting the bid pile on the table
    houses: list[int] = field(default_factory=list)  # ascending
    cheques: list[int] = field(default_factory=list)
    bid: int | None = None  # the bid pile this auction round; None until the seat bids
    passed: bool = False
    chosen: int | None = None  # the house laid face down in this selling round

    def copy(self) -> "Seat":
        return replace(self, houses=list(self.houses), cheques=list(self.cheques))


@dataclass
class ForSaleState:
    num_players: int
    options: ForSaleOptions
    rng: Rng
    seats: list[Seat]
    house_deck: list[int]  # top first
    cheque_deck: list[int]  # top first
    removed_houses: list[int]
    removed_cheques: list[int]
    phase: Phase = "buying"
    round: int = 0
    first_player: int = 0  # who opens the current auction round
    turn: int = 0  # whose turn it is in an auction
    houses_on_table: list[int] = field(default_factory=list)  # ascending
    houses_this_round: int = 0
    passes_this_round: int = 0
    cheques_on_table: list[int] = field(default_factory=list)  # ascending
    coins_in_box: int = 0  # coins paid out of the game
    sold_houses: list[int] = field(default_factory=list)
    last_sale: list[tuple[int, int, int]] = field(default_factory=list)  # (seat, house, cheque)
    events: list[Event] = field(default_factory=list)

    def __deepcopy__(self, memo) -> "ForSaleState":
        # apply() copies the state before every action; this is several times faster than the
        # generic deep copy. Options and events are immutable and shared.
        return replace(
            self,
            rng=Rng(self.rng.state),
            seats=[seat.copy() for seat in self.seats],
            house_deck=list(self.house_deck),
            cheque_deck=list(self.cheque_deck),
            removed_houses=list(self.removed_houses),
            removed_cheques=list(self.removed_cheques),
            houses_on_table=list(self.houses_on_table),
            cheques_on_table=list(self.cheques_on_table),
            sold_houses=list(self.sold_houses),
            last_sale=list(self.last_sale),
            events=list(self.events),
        )

    @property
    def to_act(self) -> list[int]:
        if self.phase == "buying":
            return [self.turn]
        if self.phase == "selling":
            return [i for i, s in enumerate(self.seats) if s.houses and s.chosen is None]
        return []

    @property
    def is_over(self) -> bool:
        return self.phase == "over"

    @property
    def highest_bid(self) -> int | None:
        bids = [s.bid for s in self.seats if not s.passed and s.bid is not None]
        return max(bids) if bids else None

    def bid_range(self, seat: int) -> tuple[int, int] | None:
        """The lowest and highest new pile total this seat may bid, or None if it must pass."""
        s = self.seats[seat]
        pile = s.bid or 0
        highest = self.highest_bid
        lowest = 0 if highest is None else highest + 1
        most = pile + s.coins
        if s.coins == 0 or most < lowest:
            return None
        return lowest, most
