"""The state of a game of Dostihy a sázky. The spec copies it before every change."""

from dataclasses import dataclass, field
from typing import Literal

from ..core import Rng
from ..core.copies import shallow
from ..core.money import BankState, Debt
from ..core.offers import Trade
from .options import DostihyOptions

Phase = Literal["roll", "choose", "buy", "colic", "challenge", "answer", "match", "distress", "offer", "over"]
Runner = str | int  # "stable" or a horse id


@dataclass
class Player:
    cash: int  # in hand; stakes on the table are not counted
    horses: list[int] = field(default_factory=list)  # ascending, pawned ones included
    pawned: list[int] = field(default_factory=list)  # ascending, a part of `horses`
    held: list[str] = field(default_factory=list)  # betting chance cards kept until the next race
    bankrupt: bool = False

    def copy(self) -> "Player":
        return Player(self.cash, list(self.horses), list(self.pawned), list(self.held), self.bankrupt)

    def runners(self) -> list[Runner]:
        return ["stable", *self.horses]

    @property
    def assets(self) -> list[int]:
        """The horses, by the money kit's name (core/money.py)."""
        return self.horses


@dataclass
class Race:
    runner: Runner  # the challenger's
    opponent: int
    stake: int  # the challenger's stake, raised to the answer's when matched
    answer: Runner | None = None  # the opponent's runner
    answer_stake: int | None = None
    bonuses: tuple[int, int] | None = None  # (challenger, opponent): rosettes + betting cards, once run
    rolls: list[tuple[int, int]] = field(default_factory=list)  # every roll of the race, ties first
    winner: int | None = None

    def copy(self) -> "Race":
        new = shallow(self)
        new.rolls = list(self.rolls)
        return new


@dataclass
class Challenge:
    challenger: int
    races: list[Race] = field(default_factory=list)
    sent: bool = False
    raised: int = 0  # the sum of the opponents' raises so far, for the challenger to match
    finished: bool = False  # the races have been run; kept for the table until the next roll

    def copy(self) -> "Challenge":
        new = shallow(self)
        new.races = [race.copy() for race in self.races]
        return new


@dataclass(frozen=True)
class TradeOffer:
    """A horse offered in distress, for the buyer to accept or refuse."""

    seller: int
    buyer: int
    horse: int
    price: int

    def trade(self) -> Trade:
        return Trade(proposer=self.seller, partner=self.buyer, give=(self.horse,), money=self.price)


@dataclass
class Distress(Debt):
    """Financial distress: a debt to the bank, with `offered` holding (horse, buyer, price)."""

    card: str = ""  # the chance card that asked for the money


@dataclass
class DostihyState(BankState):
    bank_field = "bank_horses"
    copied_lists = ("bank_horses", "deck", "symbol_script", "points_script", "changed", "discard", "out", "events")
    copied_items = ("players",)
    copied_optional = ("challenge", "distress")

    num_players: int
    options: DostihyOptions
    rng: Rng
    players: list[Player]
    bank_horses: list[int]  # ascending: the horses the bank can sell
    deck: list[str]  # the chance deck, top first; secret
    symbol_script: list[str]  # setup's symbol die results still to come; secret
    points_script: list[int]  # setup's points die results still to come; secret
    first_player: int
    rules_version: int  # the rules this game began under, and is played to its end by (data.RULES)
    current: int = 0  # whose turn it is
    round: int = 1
    turn: int = 1
    phase: Phase = "roll"
    symbol: str | None = None  # rolled this turn
    chosen: str | None = None  # chosen this turn after a star
    changed: list[int] = field(default_factory=list)  # horses pawned or redeemed before this turn's roll
    discard: list[str] = field(default_factory=list)  # chance cards done with, face up, oldest first
    challenge: Challenge | None = None
    distress: Distress | None = None
    offer: TradeOffer | None = None
    bank_paid: int = 0  # crowns the bank has paid to players, all game
    bank_received: int = 0  # crowns the bank has received from players, all game
    out: list[int] = field(default_factory=list)  # bankrupt seats, in the order they went out
    end_reason: str | None = None  # "deck_empty" or "last_player"
    events: list[tuple] = field(default_factory=list)  # what the last action did: core.event()s

    @property
    def to_act(self) -> list[int]:
        if self.phase == "over":
            return []
        if self.phase == "answer":
            return [self.challenge.races[self.next_answer()].opponent]
        if self.phase == "offer":
            return [self.offer.buyer]
        return [self.current]

    @property
    def is_over(self) -> bool:
        return self.phase == "over"

    def active(self) -> list[int]:
        return [seat for seat, player in enumerate(self.players) if not player.bankrupt]

    def next_answer(self) -> int:
        """The race to be answered next: opponents from the challenger's left, each one's races in
        the order they were entered."""
        n, challenger = self.num_players, self.challenge.challenger
        waiting = [i for i, race in enumerate(self.challenge.races) if race.answer is None]
        return min(waiting, key=lambda i: ((self.challenge.races[i].opponent - challenger) % n, i))
