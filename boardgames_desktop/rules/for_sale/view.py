"""What one seat may see of a game of Na prodej (seat None: the public table)."""

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
    me: PrivateView | None
    final: list[FinalSeat] | None  # everything is shown when the game is over
