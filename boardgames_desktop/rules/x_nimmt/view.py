"""What one seat may see of a game of X bere! (seat None: the public table)."""

from typing import Literal

from pydantic import BaseModel


class Row(BaseModel):
    size: int  # the row card: 3, 4 or 5; the card that would be the size-th takes the row
    cards: list[int]  # left to right, ascending


class Play(BaseModel):
    seat: int
    card: int


class Awaiting(BaseModel):
    """A choice the resolution waits for, asked of one player in the middle of placing cards."""

    kind: Literal["take_row", "keep"]
    seat: int
    card: int | None = None  # take_row: the card too low for every row
    cards: list[int] = []  # keep: the cards taken, one of which goes to the X row


class PlayerView(BaseModel):
    seat: int
    hand: int  # how many cards in hand
    x_row: list[int]  # public, ascending
    x_pile: int  # how many cards face down in the X pile
    has_chosen: bool  # a card lies face down; which one is secret until all are revealed
    round_scores: list[int]  # points of each finished round
    total: int


class PrivateView(BaseModel):
    hand: list[int]  # ascending
    x_pile: list[int]
    chosen: int | None


class XNimmtView(BaseModel):
    game: Literal["x_nimmt"] = "x_nimmt"
    seat: int | None
    num_players: int
    round: int  # 1 or 2
    turn: int  # turns played in this round, counting the one being chosen or resolved
    phase: str  # "choosing", "resolving" or "over"
    to_act: list[int]
    rows: list[Row]
    revealed: list[Play]  # the cards of the latest reveal in this round, lowest first
    pending: list[Play]  # of those, the ones not yet placed, lowest first
    awaiting: Awaiting | None
    players: list[PlayerView]
    me: PrivateView | None
