"""Na prodej rules of thumb.

Buying: the round's winner gets the best house, each passer the lowest left, so a bid is worth
at most what the best house beats the lowest by, priced against the coins still to last the
remaining rounds. Selling: a house is laid by how good the cheques on the table are against the
cheques still to come: good cheques draw a high house, poor ones the lowest.
"""

from ..rules.core import Rng
from ..rules.for_sale.actions import Bid, Pass, Sell
from ..rules.for_sale.data import CHEQUES

COINS_PER_HOUSE_STEP = 0.45  # coins a step of one in house number is worth, roughly
AVERAGE_CHEQUE = sum(CHEQUES) / len(CHEQUES)
ROLLOUTS = 600  # per hard decision (bots.hard_rollouts)


def normal(view, legal, rng: Rng):
    if view.phase == "selling":
        return _sell(view, legal, rng, spread=0)
    return _bid(view, legal, rng, greed=1.0, jitter=1)


def easy(view, legal, rng: Rng):
    if view.phase == "selling":
        if rng.below(2):
            return legal[rng.below(len(legal))]
        return _sell(view, legal, rng, spread=0)
    bids = [a for a in legal if isinstance(a, Bid)]
    if bids and rng.below(3) and bids[0].amount <= view.me.coins // 4 + (view.me.bid_range or (0, 0))[0] // 2:
        return bids[0]
    return Pass()


def candidates(view, legal, rng: Rng) -> list:
    """Passing, the lowest few bids and one bid beyond the rule of thumb's."""
    if view.phase == "selling":
        return list(legal)
    bids = [a for a in legal if isinstance(a, Bid)]
    picked = bids[:3] + bids[3::max(1, len(bids) // 3)][:2]
    return [Pass(), *dict.fromkeys(picked)]


# -- the same rules of thumb on a state the search dealt (rollouts) ---------------------------

_PASS = Pass()
_BIDS = {amount: Bid(amount=amount) for amount in range(200)}
_SELLS = {house: Sell(house=house) for house in range(1, 31)}


def rollout_policy(spec, state, seat: int, rng: Rng):
    """normal(), read straight from a dealt state: the same move for the same generator."""
    s = state.seats[seat]
    if state.phase == "selling":
        return _SELLS[_house_to_sell(sorted(s.houses), state.cheques_on_table)]
    limits = state.bid_range(seat)
    houses = state.houses_on_table
    if limits is None or len(houses) <= 1:
        return _PASS
    purse = s.coins + (s.bid or 0)
    rounds_left = max(1, -(-(len(state.house_deck) + len(houses)) // state.num_players))
    worth = (houses[-1] - houses[0]) * COINS_PER_HOUSE_STEP
    limit = min(worth, purse / rounds_left * 1.6 + 1) + rng.below(3) - 1
    lowest = limits[0]
    return _BIDS[lowest] if lowest <= limit and lowest <= purse else _PASS


def _rounds_left(view) -> int:
    return max(1, -(-(view.houses_in_deck + len(view.houses_on_table)) // view.num_players))


def _bid(view, legal, rng: Rng, greed: float, jitter: int):
    bids = [a for a in legal if isinstance(a, Bid)]
    if not bids:
        return Pass()
    houses = sorted(view.houses_on_table)
    if len(houses) <= 1:
        return Pass()
    me = view.me
    pile = next(p.bid or 0 for p in view.players if p.seat == view.seat)
    purse = me.coins + pile
    worth = (houses[-1] - houses[0]) * COINS_PER_HOUSE_STEP * greed
    budget = purse / _rounds_left(view) * 1.6 + 1
    limit = min(worth, budget) + (rng.below(2 * jitter + 1) - jitter if jitter else 0)
    lowest = bids[0]
    if lowest.amount <= limit and lowest.amount <= purse:
        return lowest
    return Pass()


def _sell(view, legal, rng: Rng, spread: int):
    hand = sorted(a.house for a in legal)
    if not view.cheques_on_table:
        return legal[0]
    index = hand.index(_house_to_sell(hand, view.cheques_on_table))
    if spread:
        index = min(len(hand) - 1, max(0, index + rng.below(2 * spread + 1) - spread))
    return Sell(house=hand[index])


def _house_to_sell(hand: list[int], cheques: list[int]) -> int:
    """The house to lay: how good this round's best cheques are, 0..1, against the whole deck,
    picks the house at that height of the (ascending) hand."""
    table = sorted(cheques)
    share = sum(table) / len(table)
    top = table[-1]
    quality = min(1.0, max(0.0, (0.6 * top + 0.4 * share) / (2 * AVERAGE_CHEQUE)))
    if table[0] == top:  # all equal: any house gets the same, so part with the lowest
        quality = 0.0
    return hand[round(quality * (len(hand) - 1))]
