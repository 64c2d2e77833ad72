"""What one seat may see of a game of Poslední vůle (seat None: the public table).

Public: money (the booklet: "Peníze jsou ve hře veřejné"), boards with their cards, companions,
activations and house values, the day plans, the offer, the market, how many cards each hand holds
of each back, the size of each deck and discard pile, the specials out of the game that were seen
(played, on a board, left in the offer). Private: the own hand and this round's draw. Never shown:
the order of any deck, what lies in the discard piles, which specials were discarded from a hand
(face down: only their backs, the crowns, were seen; rules_version 2 on).
"""

from typing import Literal

from pydantic import BaseModel


class PlanView(BaseModel):
    position: int
    cards: int
    errands: int
    actions: int
    seat: int | None  # who chose it; None: free or blocked
    blocked: bool


class BoardCardView(BaseModel):
    card: str
    tokens: list[str]
    activated: bool
    step: int
    value: int | None  # properties: what it is worth now (houses: the marker's step)


class PlayerView(BaseModel):
    seat: int
    money: int
    hand: dict[str, int]  # backs -> how many (specials by crowns: "specials_2")
    board: list[BoardCardView]
    spaces: int
    extra_boards: int
    plan: int | None
    last_plan: int | None
    errands: int
    drew_any: bool
    actions: int
    used: dict[str, int]
    traded: list[str]
    hand_limit: int


class DeclaringView(BaseModel):
    seat: int
    count: int
    decks: list[str]


class PrivateView(BaseModel):
    hand: list[str]
    drawn: list[str]


class LastWillView(BaseModel):
    game: Literal["last_will"] = "last_will"
    rules_version: int  # the rules this game is played by (data.RULES_VERSIONS)
    seat: int | None
    num_players: int
    will_cards: bool
    starting_money: int
    round: int
    phase: str
    step: str | None  # in the day-plan phase: "block" or "choose"
    start_player: int
    to_act: list[int]
    queue: list[tuple[str, int]]  # who acts next in this phase, in order: (block/choose/errand/act, seat)
    plans: list[PlanView]
    offer: dict[str, str | None]
    group_taken: int
    taken: dict[str, int]
    market: list[int]
    extra_boards_left: int
    decks: dict[str, int]
    specials: list[int]  # the special deck's crowns, top first (the backs show them)
    discards: dict[str, int]
    boxed: list[str]
    buried: list[int]  # the crowns of the specials discarded face down from hands, in that order
    beside: int
    declaring: DeclaringView | None
    spent: int
    paid_out: int
    players: list[PlayerView]
    me: PrivateView | None
    scores: list[int] | None  # once the game is over
