"""Na prodej rules of thumb.

Buying: the round's winner gets the best house, each passer the lowest left, so a bid is worth
at most what the best house beats the lowest by, priced against the coins still to last the
remaining rounds. Selling (normal, `_plan_sale`): every house left in hand will be sold in one
of the remaining rounds, so the house laid now is the one that gains most here over what it
would fetch on average in a later round; easy judges the table alone (`_house_to_sell`).
"""

import math
from bisect import bisect_left
from collections import Counter
from functools import lru_cache

from ..rules.core import Rng
from ..rules.for_sale.actions import Bid, Pass, Sell
from ..rules.for_sale.data import CHEQUES, HOUSES

COINS_PER_HOUSE_STEP = 0.45  # coins a step of one in house number is worth, roughly
SPEND_PACE = 1.6  # a round may take this many times an even share of the coins left for the rounds left
AVERAGE_CHEQUE = sum(CHEQUES) / len(CHEQUES)
ROLLOUTS = 600  # per hard decision (bots.hard_rollouts)


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
    the houses and cheques of the others' last sales, how many cheques are still to come. Every
    other seat's house is taken to be any house not seen, alike; the cheques of a later round, a
    draw from the cheques not seen. A house's worth in a round is the cheque its rank among the
    sellers' houses likely brings; the house laid now is the one whose worth here most exceeds its
    worth in a later round (all later rounds look alike from here), the lowest among equals."""
    if len(hand) == 1:
        return hand[0]
    seen_houses = set(hand) | {house for house, _ in others_sold}
    unseen = [house for house in HOUSES if house not in seen_houses]
    pool = Counter(CHEQUES)
    pool.subtract(mine)
    pool.subtract(table)
    pool.subtract(cheque for _, cheque in others_sold)
    sellers = len(table)
    later = _expected_ranks(tuple(sorted(pool.elements(), reverse=True)), sellers) if cheques_in_deck >= sellers else None
    now = sorted(table, reverse=True)
    best, best_gain = hand[0], None
    for house in sorted(hand):
        weights = _rank_weights(_median_below(bisect_left(unseen, house) / max(1, len(unseen)), len(hand)),
                                sellers - 1)
        gain = sum(w * c for w, c in zip(weights, now))
        if later is not None:
            gain -= sum(w * c for w, c in zip(weights, later))
        if best_gain is None or gain > best_gain + 1e-9:
            best, best_gain = house, gain
    return best


def _median_below(lower: float, size: int) -> float:
    """The chance that the middle house of `size` unseen ones is lower, each lower with chance
    `lower`: others are taken to lay a house near the middle of their hand."""
    return sum(math.comb(size, j) * lower**j * (1 - lower) ** (size - j) for j in range((size - 1) // 2 + 1, size + 1))


def _rank_weights(lower: float, others: int) -> list[float]:
    """The chances of being outbid by 0, 1, ... of `others` sellers, each holding a lower house
    with chance `lower`."""
    higher = 1.0 - lower
    return [math.comb(others, k) * higher**k * lower ** (others - k) for k in range(others + 1)]


@lru_cache(maxsize=4096)
def _expected_ranks(pool: tuple[int, ...], sellers: int) -> list[float]:
    """The expected best, second best, ... of `sellers` cheques drawn from `pool` (descending)."""
    size = len(pool)
    if size < sellers:
        return [0.0] * sellers
    draws = math.comb(size, sellers)
    return [sum(value * math.comb(j, k) * math.comb(size - 1 - j, sellers - 1 - k)
                for j, value in enumerate(pool)) / draws for k in range(sellers)]
