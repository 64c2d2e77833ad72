"""Offers between players on a table of the money kit's shape: assets and money each way."""

import pytest

from boardgames_desktop.rules.core.offers import Trade, affordable, carry_out

from .table import Seat, table


def test_a_sale_for_money():
    t = table(Seat(0, [1, 2], [2]), Seat(500))
    trade = Trade(proposer=0, partner=1, give=(2,), money=300)
    assert trade.payment() == (1, 0, 300) and affordable(t, trade)
    carry_out(t, trade)
    assert t.players[0] == Seat(300, [1], [])
    assert t.players[1] == Seat(200, [2], [2])  # still pawned
    assert (t.bank_paid, t.bank_received) == (0, 0)


def test_assets_each_way_and_the_proposer_pays():
    t = table(Seat(100, [1]), Seat(0, [5, 6]))
    trade = Trade(proposer=0, partner=1, give=(1,), take=(5, 6), money=-100)
    assert trade.payment() == (0, 1, 100)
    carry_out(t, trade)
    assert t.players[0] == Seat(0, [5, 6]) and t.players[1] == Seat(100, [1])


@pytest.mark.parametrize(
    "trade",
    [
        Trade(proposer=0, partner=1, give=(1,), money=501),  # the partner cannot pay
        Trade(proposer=0, partner=1, money=-101),  # the proposer cannot pay
        Trade(proposer=0, partner=1, give=(5,)),  # not the proposer's
        Trade(proposer=0, partner=1, take=(1,)),  # not the partner's
    ],
)
def test_a_trade_a_side_cannot_keep_is_not_affordable(trade):
    t = table(Seat(100, [1]), Seat(500, [5]))
    assert not affordable(t, trade)
    with pytest.raises(AssertionError):
        carry_out(t, trade)
