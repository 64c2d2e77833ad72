"""The money kit on a table of its own: payments, pawning and redeeming at a game's rates, selling
to the bank, debts and bankruptcy to the bank or to a creditor."""

import pytest

from boardgames_desktop.rules.core import IllegalAction, money
from boardgames_desktop.rules.core.money import Debt, MoneyRules

from .table import RULES, Seat, table


def test_rates_are_shares_of_the_price_rounded_up():
    assert (RULES.pawn_value(3), RULES.redeem_cost(3), RULES.sale_price(3)) == (150, 165, 225)
    # Anti-Monopoly's redeem: mortgage + 10%, rounded up (ANTI-MONOPOLY-DATA.md: 30 -> 33, 75 -> 83)
    anti = MoneyRules(price=lambda p: p, pawn_percent=50, redeem_percent=55, sale_percent=50)
    assert [anti.redeem_cost(p) for p in (60, 150, 200)] == [33, 83, 110]


def test_payments_keep_the_money_and_the_bank_totals():
    t = table(Seat(500), Seat(100), Seat(0))
    money.receive(t, 2, 300)
    money.pay(t, 0, 200)
    money.pay(t, 0, 50, to=1)
    assert [p.cash for p in t.players] == [250, 150, 300]
    assert (t.bank_paid, t.bank_received) == (300, 200)
    assert t.money() == 600
    with pytest.raises(AssertionError):
        money.pay(t, 1, 151)


def test_buying_from_the_bank_moves_the_lot_into_the_buyers_assets_in_order():
    t = table(Seat(1000, [1, 9]), Seat(100))
    money.buy_from_bank(t, 0, 8, 800)
    assert t.players[0].assets == [1, 8, 9] and t.players[0].cash == 200
    assert t.bank_assets == [7, 9] and t.bank_received == 800 and t.money() == 1100
    with pytest.raises(IllegalAction) as err:
        money.buy_from_bank(t, 1, 7, 700)
    assert (err.value.code, err.value.params) == ("cannot_afford", {"cost": 700, "cash": 100})
    assert t.bank_assets == [7, 9] and t.players[1].cash == 100  # nothing half-applied


def test_the_turn_passes_over_bankrupt_seats_and_the_round_counts_at_the_first_player():
    t = table(Seat(0), Seat(0), Seat(0))
    t.first_player = t.current = 1
    assert [money.pass_turn(t) for _ in range(3)] == [2, 0, 1]
    assert (t.turn, t.round) == (4, 2)
    t.players[2].bankrupt = True
    assert money.next_in_play(t, 1) == 0 and money.first_in_play(t, 2) == 0 and money.first_in_play(t, 1) == 1
    assert money.pass_turn(t) == 0 and t.round == 2
    t.players[1].bankrupt = True  # the first player is out: the round still counts when the turn comes round past it
    assert money.pass_turn(t) == 0 and (t.turn, t.round) == (6, 3)


def test_pawn_and_redeem():
    t = table(Seat(1000, [1, 2]), Seat(0))
    assert money.pawn(t, 0, 2, RULES) == 100
    assert t.players[0].pawned == [2] and t.players[0].assets == [1, 2] and t.players[0].cash == 1100
    assert money.pawn(t, 0, 1, RULES) == 50 and t.players[0].pawned == [1, 2]
    assert money.redeem(t, 0, 2, RULES) == 110
    assert t.players[0].pawned == [1] and t.players[0].cash == 1040
    assert (t.bank_paid, t.bank_received) == (150, 110)


@pytest.mark.parametrize(
    "verb, seat, lot, locked, code",
    [
        (money.pawn, 0, 3, (), "not_yours"),
        (money.pawn, 0, 2, (), "already_pawned"),
        (money.pawn, 0, 1, (1,), "changed_this_turn"),
        (money.redeem, 0, 1, (), "not_pawned"),
        (money.redeem, 0, 2, (2,), "changed_this_turn"),
        (money.redeem, 1, 4, (), "cannot_afford"),
    ],
)
def test_what_cannot_be_pawned_or_redeemed(verb, seat, lot, locked, code):
    t = table(Seat(1000, [1, 2], [2]), Seat(10, [4], [4]))
    before = repr(t)
    with pytest.raises(IllegalAction) as info:
        verb(t, seat, lot, RULES, locked=locked)
    assert info.value.code == code
    assert repr(t) == before


def test_a_game_names_the_asset_in_its_codes():
    horses = MoneyRules(price=lambda h: 100, pawn_percent=50, redeem_percent=80, sale_percent=75,
                        not_owned="not_your_horse", asset_key="horse")
    with pytest.raises(IllegalAction) as info:
        money.pawn(table(Seat(0, [1])), 0, 5, horses)
    assert (info.value.code, info.value.params) == ("not_your_horse", {"horse": 5})


def test_sell_to_bank_puts_the_asset_back_in_its_stock():
    t = table(Seat(0, [2, 8], [8]), bank=(1, 9))
    assert money.sell_to_bank(t, 0, 2, RULES) == 150
    assert t.players[0].assets == [8] and t.bank_assets == [1, 2, 9] and t.bank_paid == 150
    with pytest.raises(IllegalAction) as info:
        money.sell_to_bank(t, 0, 8, RULES)
    assert info.value.code == "pawned_to_bank"


def test_hand_over_keeps_a_pawn_with_a_player_and_forgets_it_at_the_bank():
    t = table(Seat(0, [1, 2, 3], [2, 3]), Seat(0, [5]), bank=())
    assert money.hand_over(t, 0, 1, 2) is True
    assert t.players[1].assets == [2, 5] and t.players[1].pawned == [2]
    assert money.hand_over(t, 0, None, 3) is True
    assert t.bank_assets == [3] and t.players[0].pawned == []
    assert money.hand_over(t, 0, 1, 1) is False and t.players[1].pawned == [2]


def test_a_debt_is_paid_once_the_money_is_raised():
    t = table(Seat(100, [4]), Seat(0))
    assert money.charge(t, 0, 50) is True and t.players[0].cash == 50
    assert money.charge(t, 0, 300) is False and t.players[0].cash == 50  # nothing paid yet
    debt = Debt(seat=0, owed=300)
    assert money.settle(t, debt) is None
    assert money.free_assets(t.players[0]) == [4] and not money.may_declare_bankruptcy(t.players[0])
    money.pawn(t, 0, 4, RULES)  # +200: 250, still short
    assert money.settle(t, debt) is None
    assert money.free_assets(t.players[0]) == [] and money.may_declare_bankruptcy(t.players[0])
    t.players[0].cash += 50  # say an offer to a player was accepted
    assert money.settle(t, debt) == "paid" and t.players[0].cash == 0 and t.bank_received == 350


def test_a_debt_to_a_player_is_paid_to_that_player():
    t = table(Seat(500), Seat(0))
    assert money.charge(t, 0, 200, creditor=1) is True
    assert [p.cash for p in t.players] == [300, 200] and t.bank_received == 0
    assert money.settle(t, Debt(seat=0, owed=300, creditor=1)) == "paid"
    assert [p.cash for p in t.players] == [0, 500]


def test_with_no_asset_left_the_debtor_is_bankrupt():
    t = table(Seat(10), Seat(0))
    assert money.settle(t, Debt(seat=0, owed=300)) == "bankrupt"


def test_bankruptcy_to_the_bank():
    t = table(Seat(40, [1, 2], [2]), Seat(0), bank=(9,))
    assert money.bankrupt(t, 0) == (40, [1, 2])
    assert t.players[0] == Seat(0, [], [], bankrupt=True)
    assert t.bank_assets == [1, 2, 9] and t.bank_received == 40


def test_bankruptcy_to_a_creditor_hands_over_cash_and_every_asset_pawned_or_not():
    t = table(Seat(40, [1, 2], [2]), Seat(5, [3]), bank=(9,))
    assert money.bankrupt(t, 0, creditor=1) == (40, [1, 2])
    assert t.players[1] == Seat(45, [1, 2, 3], [2])
    assert t.players[0].bankrupt and t.bank_assets == [9] and t.bank_received == 0


def test_a_debt_copies_its_offers():
    debt = Debt(seat=0, owed=10, offered=[(1, 2, 300)])
    copy = debt.copy()
    copy.offered.append((1, 2, 200))
    assert debt.offered == [(1, 2, 300)] and copy == Debt(0, 10, None, [(1, 2, 300), (1, 2, 200)])
