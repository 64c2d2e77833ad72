"""Na prodej rules of thumb.

Buying: the round's winner gets the best house, each passer the lowest left, so a bid is worth
at most what the best house beats the lowest by, priced against the coins still to last the
remaining rounds. Selling (normal, `_plan_sale`): every house left in hand will be sold in one
of the remaining rounds, so the house laid now is the one that gains most here over what it
would fetch on average in a later round; easy judges the table alone (`_house_to_sell`).
"""

import math
from bisect import bisect_left
from functools import cache
from operator import mul

from ..rules.core import Rng
from ..rules.for_sale.actions import Bid, Pass, Sell
from ..rules.for_sale.data import CHEQUES, HOUSES

COINS_PER_HOUSE_STEP = 0.45  # coins a step of one in house number is worth, roughly
SPEND_PACE = 1.6  # a round may take this many times an even share of the coins left for the rounds left
AVERAGE_CHEQUE = sum(CHEQUES) / len(CHEQUES)
ROLLOUTS = 300  # per hard decision (bots.hard_rollouts)


def normal(view, legal, rng: Rng):
    if view.phase == "selling":
        me = view.me
        others_sold = [(s.house, s.cheque) for s in view.last_sale if s.seat != view.seat]
        return _SELLS[_plan_sale(me.houses, view.cheques_on_table, me.cheques, others_sold, view.cheques_in_deck)]
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
    """Passing and the three lowest bids, the minimum raise first: a jump over the minimum wins
    a house only when an opponent would have stopped between the two, and costs coins always."""
    if view.phase == "selling":
        return list(legal)
    bids = [a for a in legal if isinstance(a, Bid)]
    return [*bids[:3], _PASS]


# -- the same rules of thumb on a state the search dealt (rollouts) ---------------------------

_PASS = Pass()
_BIDS = {amount: Bid(amount=amount) for amount in range(200)}
_SELLS = {house: Sell(house=house) for house in range(1, 31)}


def rollout_policy(spec, state, seat: int, rng: Rng):
    """normal(), read straight from a dealt state: the same move for the same generator."""
    s = state.seats[seat]
    if state.phase == "selling":
        others_sold = [(house, cheque) for i, house, cheque in state.last_sale if i != seat]
        return _SELLS[_plan_sale(s.houses, state.cheques_on_table, s.cheques, others_sold, len(state.cheque_deck))]
    limits = state.bid_range(seat)
    houses = state.houses_on_table
    if limits is None or len(houses) <= 1:
        return _PASS
    purse = s.coins + (s.bid or 0)
    rounds_left = max(1, -(-(len(state.house_deck) + len(houses)) // state.num_players))
    worth = (houses[-1] - houses[0]) * COINS_PER_HOUSE_STEP
    limit = min(worth, purse / rounds_left * SPEND_PACE + 1) + rng.below(3) - 1
    lowest = limits[0]
    return _BIDS[lowest] if lowest <= limit and lowest <= purse else _PASS


def _minimum_raiser(share: float):
    """A style of opponent for the rollouts: raise by the minimum while the bid stays within
    `share` of the coins, and sell by plan like the normal bot."""
    def policy(spec, state, seat: int, rng: Rng):
        if state.phase == "selling":
            return rollout_policy(spec, state, seat, rng)
        s = state.seats[seat]
        limits = state.bid_range(seat)
        if limits is None or limits[0] > share * (s.coins + (s.bid or 0)):
            return _PASS
        return _BIDS[limits[0]]
    return policy


# Opponents in hard's rollouts: the normal rules of thumb, and minimum raisers of three tempers.
opponent_policies = [rollout_policy, rollout_policy, _minimum_raiser(0.25), _minimum_raiser(0.4),
                     _minimum_raiser(0.6)]


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
    budget = purse / _rounds_left(view) * SPEND_PACE + 1
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


def _plan_sale(hand: list[int], table: list[int], mine: list[int], others_sold: list[tuple[int, int]],
               cheques_in_deck: int) -> int:
    """The house to lay now. What this seat knows: its hand and cheques, the cheques on the table,
    the houses and cheques of the others' last sales, how many cheques are still to come. The
    others are taken to lay a house near the middle of their hands, each drawn alike from the
    houses not seen; the cheques of a later round, to be drawn from the cheques not seen. A
    house's worth in a round is the cheque its rank among the sellers' houses likely brings; the
    house laid now is the one whose worth here most exceeds its worth in a later round (all later
    rounds look alike from here), the lowest among equals."""
    if len(hand) == 1:
        return hand[0]
    seen = sorted([*hand, *(house for house, _ in others_sold)])
    unseen = len(HOUSES) - len(seen)
    sellers = len(table)
    gain = sorted(table, reverse=True)
    if cheques_in_deck >= sellers:
        pool = list(_CHEQUES_DESCENDING)
        for cheque in (*mine, *table, *(cheque for _, cheque in others_sold)):
            pool.remove(cheque)
        later = [sum(map(mul, row, pool)) for row in _rank_matrix(len(pool), sellers)]
        gain = [now - then for now, then in zip(gain, later)]
    best, best_gain = hand[0], None
    for house in sorted(hand):
        below = house - 1 - bisect_left(seen, house)  # houses not seen below this one
        value = sum(map(mul, _rank_weights(below, unseen, len(hand), sellers - 1), gain))
        if best_gain is None or value > best_gain + 1e-9:
            best, best_gain = house, value
    return best


_CHEQUES_DESCENDING = tuple(sorted(CHEQUES, reverse=True))


@cache
def _rank_weights(below: int, unseen: int, size: int, others: int) -> tuple[float, ...]:
    """The chances of being outbid by 0, 1, ... of `others` sellers, when `below` of the `unseen`
    houses are lower than this one and each seller lays the middle house of `size` of them."""
    lower = below / max(1, unseen)
    middle_lower = sum(math.comb(size, j) * lower**j * (1 - lower) ** (size - j)
                       for j in range((size - 1) // 2 + 1, size + 1))
    return tuple(math.comb(others, k) * (1 - middle_lower) ** k * middle_lower ** (others - k)
                 for k in range(others + 1))


@cache
def _rank_matrix(size: int, sellers: int) -> tuple[tuple[float, ...], ...]:
    """Row k: the chance that the j-th highest of `size` cheques is the k-th highest of `sellers`
    drawn from them (so row k times the cheques, descending, is the k-th highest's expectation)."""
    if size < sellers:
        return tuple((0.0,) * size for _ in range(sellers))
    draws = math.comb(size, sellers)
    return tuple(tuple(math.comb(j, k) * math.comb(size - 1 - j, sellers - 1 - k) / draws for j in range(size))
                 for k in range(sellers))


# -- a hint: normal()'s choice and why (bots.hint) --------------------------------------------


def hint(view, legal, rng: Rng):
    """normal()'s choice, and the rule of thumb that made it."""
    from . import Reason

    action = normal(view, legal, rng)
    houses = sorted(view.houses_on_table)
    if isinstance(action, Sell):
        hand = sorted(view.me.houses)
        top = max(view.cheques_on_table, default=0)
        if len(hand) == 1:
            return action, None
        if action.house == hand[-1]:
            return action, Reason("sell_best", {"cheque": top})
        if action.house == hand[0]:
            return action, Reason("sell_lowest", {"cheque": top})
        return action, Reason("sell_middle", {"cheque": top})
    if len(houses) <= 1:
        return action, None
    if isinstance(action, Bid):
        return action, Reason("bid", {"best": houses[-1]})
    # A pass: the lowest bid was above the smaller of the two limits of _bid.
    worth = (houses[-1] - houses[0]) * COINS_PER_HOUSE_STEP
    pile = next(p.bid or 0 for p in view.players if p.seat == view.seat)
    budget = (view.me.coins + pile) / _rounds_left(view) * SPEND_PACE + 1
    if worth <= budget:
        return action, Reason("pass_alike", {"best": houses[-1], "lowest": houses[0]})
    return action, Reason("pass_save", {"rounds": _rounds_left(view)})
