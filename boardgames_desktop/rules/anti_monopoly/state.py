"""The state of a game of Anti-Monopoly. The spec copies it before every change."""

from dataclasses import dataclass, field
from typing import Literal

from ..core import Rng
from ..core.copies import shallow
from ..core.money import BankState, Debt
from ..core.offers import Trade
from .options import AntiMonopolyOptions

Phase = Literal["roll", "buy", "tax", "end", "offer", "distress", "over"]
BETWEEN_MOVES = ("roll", "end")  # the phases in which a player manages titles and trades


@dataclass
class Player:
    role: str  # "competitor" or "monopolist", for the whole game (rule 4)
    cash: int
    titles: list[int] = field(default_factory=list)  # spaces, ascending, mortgaged ones included
    pawned: list[int] = field(default_factory=list)  # the mortgaged ones, ascending
    position: int = 0
    jailed: bool = False  # in prison (a monopolist) or in price war (a competitor)
    tries: int = 0  # turns spent trying for doubles in prison / price war
    bankrupt: bool = False

    def copy(self) -> "Player":
        new = shallow(self)
        new.titles, new.pawned = list(self.titles), list(self.pawned)
        return new

    @property
    def assets(self) -> list[int]:
        """The titles, by the money kit's name (core/money.py)."""
        return self.titles


@dataclass
class Charge(Debt):
    """A payment waiting for the debtor to raise the money: `reason` as in the "paid" event."""

    reason: str = ""
    space: int | None = None


@dataclass
class SettlementLine:
    """One player's part of the time-limit settlement."""

    seat: int
    cash: int  # before the settlement
    kept: int  # the role's share of it; the rest went back to the bank
    rents: list[tuple[int, int]]  # (space, rent) the banker paid, in board order
    final: int  # the cash that ranks
    wealth: int  # rule 23's wealth before the settlement: the tie-break


@dataclass
class AntiMonopolyState(BankState):
    bank_field = "bank_titles"
    copied_lists = ("bank_titles", "dice_script", "path", "offered", "out", "settlement", "events")
    copied_items = ("players", "debts")

    num_players: int
    options: AntiMonopolyOptions
    rng: Rng
    rules_version: int
    players: list[Player]
    bank_titles: list[int]  # ascending: the titles the bank still sells
    buildings: dict[int, int]  # street -> 1..4 houses, or the hotel (5 competitor / 4 monopolist)
    decks: dict[str, list[str]]  # role -> card ids, top first; secret
    dice_script: list[int]  # the setup's die results still to come; secret
    first_player: int
    current: int = 0
    round: int = 1
    turn: int = 1
    phase: Phase = "roll"
    rolls: int = 0  # moving rolls this turn (a double on the second one is a plain roll)
    dice: tuple[int, int] | None = None  # the last roll of two dice this turn
    path: list[int] = field(default_factory=list)  # the spaces the last move went through, the last one included
    mover: int | None = None  # whose pawn made that move
    last_card: tuple[int, str] | None = None  # (seat, card) drawn last, this turn
    debts: list[Charge] = field(default_factory=list)  # the first one is being raised now
    resume: str = "finish"  # once the debts are paid: "finish" the move or "released" from prison
    offer: Trade | None = None
    offer_back: str = "roll"  # the phase the offer interrupted
    offered: list[tuple[int, int]] = field(default_factory=list)  # (proposer, partner) of this turn's offers
    extra_roll: bool = False  # doubles: the player may roll once more (or, rules_version 2 on, end the turn)
    out: list[int] = field(default_factory=list)  # bankrupt seats, in the order they went out
    settlement: list[SettlementLine] = field(default_factory=list)  # the time-limit variant's, once over
    end_reason: str | None = None  # "last_player", "side_bankrupt", "time" or "agreement"
    bank_paid: int = 0
    bank_received: int = 0
    events: list[tuple] = field(default_factory=list)  # what the last action did: core.event()s

    def _copy_rest(self, new) -> None:
        new.buildings = dict(self.buildings)
        new.decks = {role: list(cards) for role, cards in self.decks.items()}

    @property
    def to_act(self) -> list[int]:
        if self.phase == "over":
            return []
        if self.phase == "offer":
            return [self.offer.partner]
        if self.phase == "distress":
            return [self.debts[0].seat]
        return [self.current]

    @property
    def is_over(self) -> bool:
        return self.phase == "over"

    def may_offer(self) -> list[int]:
        """The seats that may propose a trade now: from rules_version 2 anyone still in between
        moves (rule 21, "kdykoli") and the debtor in a debt; before, the seat on turn."""
        if self.options.time_limit is not None or self.phase == "over":
            return []
        if self.rules_version >= 2 and self.phase in BETWEEN_MOVES:
            return self.active()
        return list(self.to_act) if self.phase in (*BETWEEN_MOVES, "distress") else []

    def may_end_by_agreement(self) -> bool:
        """Whether the family may stop now by agreement: between moves of a game without a time
        limit (rules_version 2 on)."""
        return self.rules_version >= 2 and self.options.time_limit is None and self.phase in BETWEEN_MOVES

    def active(self) -> list[int]:
        return [seat for seat, player in enumerate(self.players) if not player.bankrupt]

    def owner(self, space: int) -> int | None:
        for seat, player in enumerate(self.players):
            if space in player.titles:
                return seat
        return None
