"""Na prodej rules of thumb.

Buying (`_stays_in`): the round's winner gets the best house, each passer the lowest left and
loses half its pile, so how far to go is priced against where each rival still bidding is likely
to stop (anywhere from its bid up to a share of the coins it likely has, or a little past what the
best house is worth over the lowest); a house is worth the cheque it likely fetches. Selling (normal, `_plan_sale`): every house left in hand will be sold in one
of the remaining rounds, so the house laid now is the one that gains most here over what it
would fetch on average in a later round; easy judges the table alone (`_house_to_sell`).
"""

import math
from bisect import bisect_left
from functools import cache, lru_cache
from operator import mul

from ..rules.core import Rng
from ..rules.for_sale.actions import Bid, Pass, Sell
from ..rules.for_sale.data import CHEQUES, COIN_VALUE, HOUSES, STARTING_COINS

RIVAL_REACH = 0.6  # a rival still bidding stops anywhere from its bid up to this share of its coins,
RIVAL_GAP = 1.2  # or this many times what the best house left beats the lowest by, if less
AVERAGE_CHEQUE = sum(CHEQUES) / len(CHEQUES)
ROLLOUTS = 240  # per hard decision (bots.hard_rollouts): the bidding model makes each rollout dearer


def normal(view, legal, rng: Rng):
    if view.phase == "selling":
        me = view.me
        others_sold = [(s.house, s.cheque) for s in view.last_sale if s.seat != view.seat]
        return _SELLS[_plan_sale(me.houses, view.cheques_on_table, me.cheques, others_sold, view.cheques_in_deck)]
    limits = view.me.bid_range
    if limits is None or len(view.houses_on_table) <= 1:
        return _PASS
    rivals = [p.bid or 0 for p in view.players if p.seat != view.seat and not p.passed]
    pile = view.players[view.seat].bid or 0
    purse = view.me.coins + pile
    money = view.starting_coins * view.num_players - view.coins_in_box - purse
    if _stays_in(tuple(view.houses_on_table), pile, purse, limits[0], tuple(rivals), money, view.num_players):
        return _BIDS[limits[0]]
    return _PASS


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
    if limits is None or len(state.houses_on_table) <= 1:
        return _PASS
    rivals = [other.bid or 0 for i, other in enumerate(state.seats) if i != seat and not other.passed]
    pile = s.bid or 0
    purse = s.coins + pile
    money = STARTING_COINS[state.num_players] * state.num_players - state.coins_in_box - purse
    if _stays_in(tuple(state.houses_on_table), pile, purse, limits[0], tuple(rivals), money, state.num_players):
        return _BIDS[limits[0]]
    return _PASS


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


@lru_cache(maxsize=1 << 16)  # rollouts meet the same auctions again and again
def _stays_in(houses: tuple[int, ...], pile: int, purse: int, lowest: int, rivals: tuple[int, ...], money: int,
              players: int) -> bool:
    """Whether to raise to `lowest` rather than pass now (with `pile` on the table, `purse` coins
    in all). Each rival still bidding (its pile in `rivals`) is taken to stop anywhere alike from
    its pile up to RIVAL_REACH of its coins (`money`, the coins of all the others, split evenly),
    or up to RIVAL_GAP times the worth of the best house over the lowest, if that is less.
    Going on up to a total of L: outlast k rivals and take the k-th house left, losing half of L;
    outlast them all and take the best, paying one more than the last of them stopped at. Raise
    if some L is worth more than passing now. (With fewer houses than bidders, the first to pass
    take none and lose nothing.)"""
    empty, worths = _worths(houses, len(rivals), players)
    reach = min(RIVAL_REACH * money / max(1, players - 1), RIVAL_GAP * (worths[-1] - worths[empty]))
    ranges = [(low, round(reach) if low <= reach else low + 2) for low in rivals]

    def passing(k: int, total: int) -> float:
        return worths[k] - (total // 2 if k >= empty else 0)

    now, rivals_in = passing(0, pile), len(rivals)
    # The best any total could bring: the best house for the least a win can cost (the bid to
    # beat is a rival's), or the second best for half the total.
    winning_pays = _winning_pays(houses, pile, lowest, len(rivals), players)
    if not winning_pays and passing(rivals_in - 1, lowest) <= now:
        return False
    # price: the expected price of outlasting every rival, one more than the last of them stops
    # at, summed up to `limit` as `limit` grows; then taken given that all stop under `limit`
    price, all_by = 0.0, 0.0  # all_by: the chance that every rival has stopped by the bid x
    for x in range(min(purse, max(high for _, high in ranges) + 1) + 1):
        if x >= lowest:
            if not winning_pays and passing(rivals_in - 1, x) <= now:
                return False
            below = [_below(low, high, x) for low, high in ranges]
            counts = [1.0]  # the chances that 0, 1, ... rivals stop under x
            for chance in below:
                counts = [a * (1 - chance) + b * chance for a, b in zip([*counts, 0.0], [0.0, *counts])]
            worth = sum(map(mul, counts, worths)) - counts[-1] * worths[rivals_in] - x // 2 * sum(counts[empty:-1])
            if counts[-1] > 1e-12:
                everyone = math.prod(below)
                worth += counts[-1] * (worths[-1] - price / everyone - (1 - all_by / everyone) * x)
            if worth > now + 1e-9:
                return True
        stopped = math.prod(min(1.0, max(0, x - low + 1) / (high - low + 1)) for low, high in ranges)
        price += (stopped - all_by) * (x + 1)
        all_by = stopped
    return False


def _below(low: int, high: int, limit: int) -> float:
    """The chance that a rival stopping anywhere in low..high alike stops under `limit` (half a
    chance at `limit` itself: who of the two names it first is as likely)."""
    size = high - low + 1
    under = min(size, max(0, limit - low))
    return (under + (0.5 if low <= limit <= high else 0.0)) / size


@cache
def _worths(houses: tuple[int, ...], rivals: int, players: int) -> tuple[int, list[float]]:
    """How many passers take no house (fewer houses than bidders), and what each place in the order
    of passing is worth: nothing for those, then the houses' (ascending, as on the table) likely cheques."""
    empty = rivals + 1 - len(houses)
    return empty, [0.0] * empty + [_house_worth(house, players) for house in houses]


def _winning_pays(houses: tuple[int, ...], pile: int, lowest: int, rivals: int, players: int) -> bool:
    """Whether the best house, won for the lowest bid, would be worth more than passing now."""
    empty, worths = _worths(houses, rivals, players)
    return worths[-1] - lowest > worths[0] - (pile // 2 if empty <= 0 else 0)


def _house_worth(house: int, players: int) -> float:
    """The cheque a house likely fetches, in coins, if every house is as likely to be laid beside
    it: from the worst cheque of a round for house 1 to the best for house 30, evenly."""
    rows = _rank_matrix(len(CHEQUES), players)
    best, worst = (sum(map(mul, row, _CHEQUES_DESCENDING)) / COIN_VALUE for row in (rows[0], rows[-1]))
    return worst + (best - worst) * (house - 1) / (len(HOUSES) - 1)


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
    # A pass: no total was worth going on to (_stays_in).
    limits = view.me.bid_range
    if limits is None:
        return action, None
    rivals = sum(1 for p in view.players if p.seat != view.seat and not p.passed)
    pile = view.players[view.seat].bid or 0
    if not _winning_pays(tuple(houses), pile, limits[0], rivals, view.num_players):
        return action, Reason("pass_alike", {"best": houses[-1], "lowest": houses[0]})
    return action, Reason("pass_dear", {"best": houses[-1]})
