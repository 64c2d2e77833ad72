"""What one seat may see of a game of Na prodej (seat None: the public table).

`passes` and `auctions` are public: the bids were laid on the table in front of everyone, and
who passed when, with which pile, and who took which house was seen by all. They hold nothing a
player could not have noted down at a real table (a purse is not shown: only what went on the table).
"""

from typing import Literal

from pydantic import BaseModel


class PlayerView(BaseModel):
    seat: int
    houses: int  # how many in hand
    cheques: int  # how many taken
    bid: int | None
    passed: bool
    has_chosen: bool  # a house lies face down, which one is secret


class Sale(BaseModel):
    seat: int
    house: int
    cheque: int


class AuctionPass(BaseModel):
    seat: int
    pile: int  # its bid pile when it passed (0: it never bid)
    facing: int | None  # the highest bid it did not beat (None: nobody had bid yet)
    house: int | None  # the house it took (None: a first passer of the variant, all coins back)


class Auction(BaseModel):
    """A finished auction, public: the houses dealt, the passes in order, the winner and its price."""
    houses: list[int]  # ascending
    passes: list[AuctionPass]
    winner: int
    paid: int


class PrivateView(BaseModel):
    coins: int
    houses: list[int]
    cheques: list[int]
    chosen: int | None
    bid_range: tuple[int, int] | None  # the new totals a bid may name now; None when not bidding


class FinalSeat(BaseModel):
    seat: int
    coins: int
    cheques: list[int]
    score: int


class ForSaleView(BaseModel):
    game: Literal["for_sale"] = "for_sale"
    seat: int | None
    num_players: int
    variant: str
    forced_pass_costs_half: bool
    starting_coins: int
    phase: str
    round: int
    first_player: int
    to_act: list[int]
    houses_on_table: list[int]
    cheques_on_table: list[int]
    houses_in_deck: int
    cheques_in_deck: int
    coins_in_box: int
    highest_bid: int | None
    players: list[PlayerView]
    last_sale: list[Sale]
    # Every house sold so far, the last sale's too, lowest first: each was shown face up to all.
    sold_houses: list[int]
    passes: list[AuctionPass]  # this auction's passes so far, in order (public)
    auctions: list[Auction]  # every finished auction, in order (public)
    me: PrivateView | None
    final: list[FinalSeat] | None  # everything is shown when the game is over
