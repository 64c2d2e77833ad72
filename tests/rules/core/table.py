"""A small table of the money kit's shape, no game behind it: three seats, a bank with lots 1-9
(a lot's price is 100 times its number), a turn and a round counted from seat 0."""

from dataclasses import dataclass, field

from boardgames_desktop.rules.core.money import MoneyRules

RULES = MoneyRules(price=lambda lot: 100 * lot, pawn_percent=50, redeem_percent=55, sale_percent=75)


@dataclass
class Seat:
    cash: int
    assets: list[int] = field(default_factory=list)
    pawned: list[int] = field(default_factory=list)
    bankrupt: bool = False


@dataclass
class Table:
    players: list[Seat]
    bank_assets: list[int] = field(default_factory=list)
    bank_paid: int = 0
    bank_received: int = 0
    current: int = 0
    turn: int = 1
    round: int = 1
    first_player: int = 0

    def money(self) -> int:
        """Cash in the players' hands less what the bank paid out plus what it took: never changes."""
        return sum(p.cash for p in self.players) - self.bank_paid + self.bank_received


def table(*seats: Seat, bank=(7, 8, 9)) -> Table:
    return Table(list(seats), list(bank))
