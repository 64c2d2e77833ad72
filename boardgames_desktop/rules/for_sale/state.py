"""The state of a game of Na prodej. The spec copies it before every change.

The spec never changes a list or a seat of a state in place: a change puts a new list in the
field, and a new seat (`Seat.copy`) in the seats before changing it. So the copy `apply` changes
shares all of them, which is most of what makes `apply` cheap (search rollouts apply thousands of
actions per decision).
"""

from dataclasses import dataclass, field
from typing import Literal

from ..core import Rng
from .options import ForSaleOptions

Phase = Literal["buying", "selling", "over"]
_new = object.__new__


@dataclass(slots=True)
class Seat:
    coins: int  # the purse, not counting the bid pile on the table
    houses: list[int] = field(default_factory=list)  # ascending
    cheques: list[int] = field(default_factory=list)
    bid: int | None = None  # the bid pile this auction round; None until the seat bids
    passed: bool = False
    chosen: int | None = None  # the house laid face down in this selling round

    def copy(self) -> "Seat":
        # Here and in ForSaleState.copy, object.__new__ and setting the fields is about twice as
        # fast as calling the dataclass's __init__.
        new = _new(Seat)
        new.coins, new.houses, new.cheques = self.coins, self.houses, self.cheques
        new.bid, new.passed, new.chosen = self.bid, self.passed, self.chosen
        return new


@dataclass(slots=True)
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
    is_over: bool = False  # phase == "over", kept by the spec: asked before every action
    round: int = 0
    first_player: int = 0  # who opens the current auction round
    turn: int = 0  # whose turn it is in an auction
    # Who may act now: the one whose turn it is while buying, while selling everyone with houses
    # who has not chosen one yet. Kept up by the spec rather than worked out at every question.
    to_act: list[int] = field(default_factory=list)
    houses_on_table: list[int] = field(default_factory=list)  # ascending
    houses_this_round: int = 0
    # The pile of the last bid this auction round: the highest, since its bidder cannot pass
    # before everyone else has (then the auction is over). None before the first bid.
    highest_bid: int | None = None
    passes_this_round: int = 0
    cheques_on_table: list[int] = field(default_factory=list)  # ascending
    coins_in_box: int = 0  # coins paid out of the game
    sold_houses: list[int] = field(default_factory=list)
    last_sale: list[tuple[int, int, int]] = field(default_factory=list)  # (seat, house, cheque)
    events: list[tuple] = field(default_factory=list)  # what the last action did: core.event()s
    # Each seat's legal actions, once asked for: a state never changes after `apply` returns it.
    legal: dict[int, tuple] | None = field(default=None, compare=False, repr=False)

    def copy(self) -> "ForSaleState":
        """A copy for the spec to change, without events: its own list of seats, the seats and the
        lists shared (see above), and the generator too: Na prodej draws from it only to deal."""
        new = _new(ForSaleState)
        new.num_players, new.options, new.rng = self.num_players, self.options, self.rng
        new.seats = list(self.seats)
        new.house_deck, new.cheque_deck = self.house_deck, self.cheque_deck
        new.removed_houses, new.removed_cheques = self.removed_houses, self.removed_cheques
        new.phase, new.round, new.first_player, new.turn = self.phase, self.round, self.first_player, self.turn
        new.is_over = self.is_over
        new.to_act = self.to_act
        new.houses_on_table, new.houses_this_round = self.houses_on_table, self.houses_this_round
        new.highest_bid = self.highest_bid
        new.passes_this_round, new.cheques_on_table = self.passes_this_round, self.cheques_on_table
        new.coins_in_box, new.sold_houses, new.last_sale = self.coins_in_box, self.sold_houses, self.last_sale
        new.events, new.legal = [], None
        return new

    def __deepcopy__(self, memo) -> "ForSaleState":
        copied = self.copy()  # a copy anyone may change: its own seats and generator too
        copied.rng = Rng(self.rng.state)
        copied.seats = [seat.copy() for seat in self.seats]
        copied.events = list(self.events)
        return copied

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
