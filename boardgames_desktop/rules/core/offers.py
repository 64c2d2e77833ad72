"""Offers between players: one seat proposes a trade of assets and money, each way; the other seat
accepts or refuses it as its own action (the game makes that seat the one to act meanwhile).

`carry_out` changes a state of the money.Table shape in place. Which offers may be made (prices,
repeated offers, phases) is each game's own rule.
"""

from dataclasses import dataclass

from . import money


@dataclass(frozen=True)
class Trade:
    proposer: int
    partner: int  # the seat that accepts or refuses
    give: tuple = ()  # assets the proposer hands over (pawned ones stay pawned)
    take: tuple = ()  # assets the partner hands over
    money: int = 0  # paid by the partner to the proposer; negative: the proposer pays

    def payment(self) -> tuple[int, int, int]:
        """(who pays, to whom, how much), the amount never negative."""
        if self.money >= 0:
            return self.partner, self.proposer, self.money
        return self.proposer, self.partner, -self.money


def affordable(table: money.Table, trade: Trade) -> bool:
    """Whether each side holds what the trade asks of it."""
    payer, _, amount = trade.payment()
    return (
        amount <= table.players[payer].cash
        and all(asset in table.players[trade.proposer].assets for asset in trade.give)
        and all(asset in table.players[trade.partner].assets for asset in trade.take)
    )


def carry_out(table: money.Table, trade: Trade) -> None:
    """The partner accepted: money and assets change hands."""
    assert affordable(table, trade)
    payer, payee, amount = trade.payment()
    money.pay(table, payer, amount, to=payee)
    for asset in trade.give:
        money.hand_over(table, trade.proposer, trade.partner, asset)
    for asset in trade.take:
        money.hand_over(table, trade.partner, trade.proposer, asset)
