"""Money at a table with a bank: payments, pawning (mortgaging) and redeeming at a game's own
rates, selling to the bank, a debt the debtor must raise money for, and bankruptcy.

The functions change a game's state in place (`GameSpec.apply` has already copied it). They ask of
it only this much (the `Table` and `Holder` protocols): `players`, each with `cash`, `assets` (ids,
ascending, pawned ones included), `pawned` (ascending, a part of `assets`) and `bankrupt`; the
bank's stock `bank_assets` (ascending) and its running totals `bank_paid` and `bank_received`.
Passing the turn round the seats still in play asks besides for `current`, `turn`, `round` and
`first_player` (the `TurnTable` protocol).

Codes of IllegalAction raised here (a game names the first one in its MoneyRules, in its own words):
    MoneyRules.not_owned {asset key}   the seat does not own the asset
    already_pawned       {asset key}   pawn
    not_pawned           {asset key}   redeem
    pawned_to_bank       {asset key}   sell_to_bank of a pawned asset
    changed_this_turn    {asset key}   pawn, redeem of a `locked` asset
    cannot_afford        {cost, cash}  redeem, buy_from_bank
"""

from bisect import insort
from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass, field
from typing import Literal, Protocol

from .copies import shallow
from .errors import IllegalAction
from .rng import Rng


class Holder(Protocol):
    cash: int
    assets: list
    pawned: list
    bankrupt: bool


class Table(Protocol):
    players: Sequence[Holder]
    bank_assets: list
    bank_paid: int
    bank_received: int


class TurnTable(Table, Protocol):
    current: int
    turn: int
    round: int
    first_player: int


class BankState:
    """The money kit's side of a game state with a bank (a base of the game's state dataclass):
    `bank_assets` under the game's own name of the bank's stock, and the copy `apply` makes.

    A field-by-field copy of what changes is several times faster than the generic deep copy.
    A game names its fields in class attributes: `bank_field`, the bank's stock; `copied_lists`,
    lists of plain values; `copied_items`, lists of things with a `copy()`; `copied_optional`,
    a thing with a `copy()` or None. `_copy_rest` copies what else changes in place (dicts). The
    fields not named are never changed in place and are shared (options, offers, events' items)."""

    bank_field = "bank_assets"
    copied_lists: tuple[str, ...] = ()
    copied_items: tuple[str, ...] = ()
    copied_optional: tuple[str, ...] = ()

    @property
    def bank_assets(self) -> list:
        return getattr(self, self.bank_field)

    def __deepcopy__(self, memo):
        new = shallow(self)
        fields = new.__dict__
        fields["rng"] = Rng(self.rng.state)
        for name in self.copied_lists:
            fields[name] = list(fields[name])
        for name in self.copied_items:
            fields[name] = [item.copy() for item in fields[name]]
        for name in self.copied_optional:
            if fields[name] is not None:
                fields[name] = fields[name].copy()
        self._copy_rest(new)
        return new

    def _copy_rest(self, new) -> None:
        pass


@dataclass(frozen=True)
class MoneyRules:
    """A game's figures: what an asset cost, and what the bank pays or asks as shares of it
    (in percent, rounded up to a whole unit: Anti-Monopoly redeems at mortgage + 10%, rounded up)."""

    price: Callable[[object], int]
    pawn_percent: int  # the bank lends this much on a pawned (mortgaged) asset
    redeem_percent: int  # buying it back costs this much
    sale_percent: int  # the bank buys an asset that is not pawned for this much
    not_owned: str = "not_yours"  # the IllegalAction code of an asset the seat does not own
    asset_key: str = "asset"  # the name of the asset in the codes' parameters

    def pawn_value(self, asset) -> int:
        return _share(self.price(asset), self.pawn_percent)

    def redeem_cost(self, asset) -> int:
        return _share(self.price(asset), self.redeem_percent)

    def sale_price(self, asset) -> int:
        return _share(self.price(asset), self.sale_percent)


def _share(price: int, percent: int) -> int:
    return -(-price * percent // 100)


# -- payments --------------------------------------------------------------------------------------


def receive(table: Table, seat: int, amount: int) -> None:
    """The bank pays `seat`."""
    table.players[seat].cash += amount
    table.bank_paid += amount


def pay(table: Table, seat: int, amount: int, to: int | None = None) -> None:
    """`seat` pays the bank (`to` None) or another player; it must have the cash."""
    payer = table.players[seat]
    assert 0 <= amount <= payer.cash
    payer.cash -= amount
    if to is None:
        table.bank_received += amount
    else:
        table.players[to].cash += amount


def buy_from_bank(table: Table, seat: int, asset, price: int) -> None:
    """`seat` buys `asset` from the bank's stock for `price` (the caller knows it is there)."""
    holder = table.players[seat]
    if price > holder.cash:
        raise IllegalAction("cannot_afford", {"cost": price, "cash": holder.cash})
    pay(table, seat, price)
    table.bank_assets.remove(asset)
    insort(holder.assets, asset)


# -- pawning, redeeming, selling -------------------------------------------------------------------


def _own(rules: MoneyRules, holder: Holder, asset) -> None:
    if asset not in holder.assets:
        raise IllegalAction(rules.not_owned, {rules.asset_key: asset})


def pawn(table: Table, seat: int, asset, rules: MoneyRules, locked: Collection = ()) -> int:
    """The bank lends on `asset`; it stays the seat's, marked pawned. Returns the amount."""
    holder = table.players[seat]
    _own(rules, holder, asset)
    if asset in holder.pawned:
        raise IllegalAction("already_pawned", {rules.asset_key: asset})
    if asset in locked:
        raise IllegalAction("changed_this_turn", {rules.asset_key: asset})
    amount = rules.pawn_value(asset)
    receive(table, seat, amount)
    insort(holder.pawned, asset)
    return amount


def redeem(table: Table, seat: int, asset, rules: MoneyRules, locked: Collection = ()) -> int:
    """The seat buys a pawned asset back from the bank. Returns the cost."""
    holder = table.players[seat]
    _own(rules, holder, asset)
    if asset not in holder.pawned:
        raise IllegalAction("not_pawned", {rules.asset_key: asset})
    if asset in locked:
        raise IllegalAction("changed_this_turn", {rules.asset_key: asset})
    cost = rules.redeem_cost(asset)
    if cost > holder.cash:
        raise IllegalAction("cannot_afford", {"cost": cost, "cash": holder.cash})
    pay(table, seat, cost)
    holder.pawned.remove(asset)
    return cost


def sell_to_bank(table: Table, seat: int, asset, rules: MoneyRules) -> int:
    """The bank buys an asset that is not pawned, back into its stock. Returns the price."""
    holder = table.players[seat]
    _own(rules, holder, asset)
    if asset in holder.pawned:
        raise IllegalAction("pawned_to_bank", {rules.asset_key: asset})
    amount = rules.sale_price(asset)
    receive(table, seat, amount)
    holder.assets.remove(asset)
    insort(table.bank_assets, asset)
    return amount


def hand_over(table: Table, giver: int, taker: int | None, asset) -> bool:
    """`asset` goes to another player (pawned still, if it was) or back to the bank's stock (its
    pawn forgotten). Returns whether it was pawned."""
    holder = table.players[giver]
    holder.assets.remove(asset)
    pawned = asset in holder.pawned
    if pawned:
        holder.pawned.remove(asset)
    if taker is None:
        insort(table.bank_assets, asset)
    else:
        insort(table.players[taker].assets, asset)
        if pawned:
            insort(table.players[taker].pawned, asset)
    return pawned


# -- debts -----------------------------------------------------------------------------------------


@dataclass
class Debt:
    """Money a seat must pay and cannot yet: the "must raise money" sub-phase. Until the debt is
    paid the debtor may only raise money (`free_assets` to pawn or sell, offers to players) or, with
    no free asset left, go bankrupt."""

    seat: int
    owed: int
    creditor: int | None = None  # None: the bank
    # the offers made while raising this money, all of them refused, in the game's own shape
    offered: list[tuple] = field(default_factory=list)

    def copy(self):
        new = shallow(self)
        new.offered = list(self.offered)
        return new


def charge(table: Table, seat: int, amount: int, creditor: int | None = None) -> bool:
    """Pay at once if the cash is there (True); otherwise nothing is paid yet (False): the game
    opens a Debt."""
    if amount > table.players[seat].cash:
        return False
    pay(table, seat, amount, creditor)
    return True


def free_assets(holder: Holder) -> list:
    """The assets that can still raise money: the ones not pawned."""
    return [asset for asset in holder.assets if asset not in holder.pawned]


def settle(table: Table, debt: Debt) -> Literal["paid", "bankrupt"] | None:
    """After each step of raising money: "paid" once the cash covers the debt (it is paid now),
    "bankrupt" when nothing is left to sell or pawn (no asset at all), None while the debtor must
    go on."""
    holder = table.players[debt.seat]
    if holder.cash >= debt.owed:
        pay(table, debt.seat, debt.owed, debt.creditor)
        return "paid"
    if not holder.assets:
        return "bankrupt"
    return None


def may_declare_bankruptcy(holder: Holder) -> bool:
    return not free_assets(holder)


def bankrupt(table: Table, seat: int, creditor: int | None = None) -> tuple[int, list]:
    """The seat is out: its cash and every asset (pawned ones too) go to the bank's stock, or to a
    creditor player (who keeps them pawned). Returns the cash and the assets handed over."""
    holder = table.players[seat]
    cash, assets = holder.cash, list(holder.assets)
    pay(table, seat, cash, creditor)
    for asset in assets:
        hand_over(table, seat, creditor, asset)
    holder.bankrupt = True
    return cash, assets


# -- turns -----------------------------------------------------------------------------------------


def first_in_play(table: Table, seat: int) -> int:
    """`seat`, or if it is bankrupt the next one to its left that is not."""
    n = len(table.players)
    seat %= n
    while table.players[seat].bankrupt:
        seat = (seat + 1) % n
    return seat


def next_in_play(table: Table, seat: int) -> int:
    """The next seat to the left of `seat` that is not bankrupt."""
    return first_in_play(table, seat + 1)


def pass_turn(table: TurnTable) -> int:
    """The turn goes to the next seat in play: one more turn, and one more round when it comes
    round past the first player. Returns the seat now on turn."""
    n, was = len(table.players), table.current
    seat = next_in_play(table, was)
    if (seat - table.first_player) % n <= (was - table.first_player) % n:
        table.round += 1
    table.current = seat
    table.turn += 1
    return seat
