"""The state of a game of Poslední vůle. The spec copies it before every change."""

from dataclasses import dataclass, field
from typing import Literal

from ..core import Rng
from ..core.copies import shallow
from .data import BOARD_SPACES, CARD, HAND_LIMIT, PLANS, START_KEEP, side
from .options import LastWillOptions

Phase = Literal["keep", "plan", "errands", "actions", "discard", "over"]
BLOCKER = -1  # a neutral marker on a day plan (two players)


@dataclass
class OnBoard:
    """A black card on a player board."""

    card: str
    tokens: list[str] = field(default_factory=list)  # companions placed, one per slot filled, in order
    activated: bool = False  # this round (houses: maintained)
    step: int = 0  # houses: the value marker's place on the track

    def copy(self) -> "OnBoard":
        new = shallow(self)
        new.tokens = list(self.tokens)
        return new

    @property
    def value(self) -> int:
        values = CARD[self.card].values
        return values[min(self.step, len(values) - 1)]


@dataclass
class Player:
    money: int  # may be below 0 once the player owns no property
    hand: list[str] = field(default_factory=list)  # ascending ids
    board: list[OnBoard] = field(default_factory=list)  # in the order laid
    extra_boards: int = 0
    plan: int | None = None  # this round's day plan position
    last_plan: int | None = None  # the last round's (the tie-break)
    errands: int = 0  # errand boys still to send this round
    drew_any: bool = False  # the own "draw any card" space used this round
    actions: int = 0  # actions left this round
    used: dict[str, int] = field(default_factory=dict)  # helper on the board -> uses this round
    traded: list[str] = field(default_factory=list)  # properties bought/sold by a free trade this round
    drawn: list[str] = field(default_factory=list)  # what the day plan's draw gave, this round (private)

    def copy(self) -> "Player":
        new = shallow(self)
        new.hand, new.board, new.used = list(self.hand), [b.copy() for b in self.board], dict(self.used)
        new.traded, new.drawn = list(self.traded), list(self.drawn)
        return new

    @property
    def spaces(self) -> int:
        return BOARD_SPACES + self.extra_boards

    def owns_property(self) -> bool:
        return any(CARD[b.card].kind == "property" for b in self.board)

    def on_board(self, card: str) -> OnBoard | None:
        return next((b for b in self.board if b.card == card), None)

    def passives(self, kind: str):
        """(board card id, params) of every passive effect of this kind on the board."""
        return [(b.card, params) for b in self.board for k, params in CARD[b.card].passive if k == kind]

    def hand_limit(self) -> int:
        return HAND_LIMIT + sum(params["amount"] for _, params in self.passives("hand_limit"))


@dataclass
class Declaring:
    """A day plan's draw being named deck by deck; nothing is drawn until all are named."""

    seat: int
    count: int
    decks: list[str] = field(default_factory=list)


@dataclass
class LastWillState:
    num_players: int
    options: LastWillOptions
    rng: Rng
    starting_money: int
    players: list[Player]
    decks: dict[str, list[str]]  # the four regular decks and the specials, top first
    discards: dict[str, list[str]]  # the four regular decks' discard piles, top last
    market: list[int]  # the price token beside each family, in FAMILIES order
    start_player: int
    beside: list[str] = field(default_factory=list)  # Happy Days beside the board
    boxed: list[str] = field(default_factory=list)  # specials out of the game, seen by all
    # specials discarded from a hand, face down (rules_version 2 on; before, they went to `boxed`)
    buried: list[str] = field(default_factory=list)
    offer: dict[str, str | None] = field(default_factory=dict)  # space -> card
    group_taken: int = 0  # errand boys on the shared spaces A-C this round
    taken: dict[str, int] = field(default_factory=dict)  # opera / market / extra_board -> errands there
    extra_boards_left: int = 0
    plans: dict[int, int] = field(default_factory=dict)  # position -> seat (BLOCKER: neutral)
    round: int = 1
    phase: Phase = "keep"
    queue: list[tuple[str, int]] = field(default_factory=list)  # (step, seat): who acts next, in order
    declaring: Declaring | None = None
    spent: int = 0  # pounds paid to the bank in all
    paid_out: int = 0  # pounds the bank paid for properties sold
    rules_version: int = 1  # the rules this game began under, and is played to its end by
    events: list[tuple] = field(default_factory=list)  # what the last action did: core.event()s

    def __deepcopy__(self, memo) -> "LastWillState":
        # apply() copies before every action; options and events are immutable and shared.
        new = shallow(self)
        new.rng = Rng(self.rng.state)
        new.players = [p.copy() for p in self.players]
        new.decks = {k: list(v) for k, v in self.decks.items()}
        new.discards = {k: list(v) for k, v in self.discards.items()}
        new.market, new.beside, new.boxed, new.buried = list(self.market), list(self.beside), list(self.boxed), list(self.buried)
        new.offer, new.taken, new.plans = dict(self.offer), dict(self.taken), dict(self.plans)
        new.queue = list(self.queue)
        if self.declaring is not None:
            new.declaring = shallow(self.declaring)
            new.declaring.decks = list(self.declaring.decks)
        new.events = list(self.events)
        return new

    @property
    def side(self) -> str:
        return side(self.num_players)

    def plan(self, position: int):
        return PLANS[self.side][position - 1]

    @property
    def to_act(self) -> list[int]:
        if self.phase in ("keep", "discard"):
            return [i for i, p in enumerate(self.players) if len(p.hand) > self.limit(i)]
        if self.phase == "over":
            return []
        if self.declaring is not None:
            return [self.declaring.seat]
        return [self.queue[0][1]] if self.queue else []

    def limit(self, seat: int) -> int:
        return START_KEEP if self.phase == "keep" else self.players[seat].hand_limit()

    @property
    def is_over(self) -> bool:
        return self.phase == "over"

    def plan_order(self) -> list[int]:
        """The seats by their day plans, leftmost first."""
        return [seat for _, seat in sorted(self.plans.items()) if seat != BLOCKER]
