"""Na prodej rules of thumb.

Buying (`_stays_in`): the round's winner gets the best house, each passer the lowest left and
loses half its pile, so how far to go is priced against where each rival still bidding is likely
to stop: by the table (up to a share of the coins it likely has, or a little past what the best
house is worth over the lowest) or by its purse (anywhere between a tenth and nine tenths of its
coins), the latter likelier once its bids went past the table's reach; a house is worth the cheque
it likely fetches (at 5 and 6 players, early on, a little less: a coin kept buys more later).
Selling (normal, `_plan_sale`): every house left in hand will be sold in one of the remaining
rounds, so the house laid now is the one that gains most here over what it would fetch in a later
round, against rivals whose way of selling (always their lowest, lower or upper middle or highest
house, spread like a planner's, or any) is guessed from the house each laid last, from a prior
that favours none of the fixed ways; easy judges the table alone
(`_house_to_sell`). Everything is read from the seat's view: it shows the last round's sales and
this auction's bids, not earlier ones, so the beliefs start over from those each time."""

import math
from bisect import bisect_left, bisect_right
from functools import cache, lru_cache
from itertools import accumulate
from operator import mul

from ..rules.core import Rng
from ..rules.for_sale.actions import Bid, Pass, Sell
from ..rules.for_sale.data import CHEQUES, COIN_VALUE, HOUSES, STARTING_COINS

RIVAL_REACH = 0.6  # a rival bidding by the table stops anywhere from its bid up to this share of its coins,
RIVAL_GAP = 1.2  # or this many times what the best house left beats the lowest by, if less;
SHARE_STOPS = (0.1, 0.9)  # a rival bidding by its purse stops anywhere alike between these shares of its coins,
BY_PURSE = 0.3  # as likely as this before its bids are seen (bids past the table's reach make it likelier)
# At 5 and 6 players a coin kept buys more later (rivals who bid deep early are poor then): while buying,
# a house is worth its likely cheque over 1 + COIN_PREMIUM x the share of the houses still in the deck
# (tuning half +0.02 a cell at 5 and 6), and a rival stopping at the total named now cannot go past it
# (`_below`). Both only at tables this large: at 4 players the second lowered a held-out cell
# (benchmarks/LOG.md, 2026-12-06 evening), so 3 and 4 players bid as before.
COIN_PREMIUM = 0.25
PREMIUM_PLAYERS = 5
AVERAGE_CHEQUE = sum(CHEQUES) / len(CHEQUES)
# Entries kept by each cache of the rules of thumb below: enough for a decision's rollouts to meet
# their auctions and sales again, and few enough that the caches hold a few MiB however many games
# are played (benchmarks/LOG.md, "The computer players' caches"); bots.forget empties them when a
# game closes. The caches left unbounded have a small fixed set of keys.
CACHE_SIZE = 4096
ROLLOUTS = 120  # per searched hard decision (bots.hard_rollouts): a sale from a hand of a few houses
SEARCHED_HAND = 3  # hard searches its sales from a hand of this many houses or fewer (candidates)
SEARCHED_PLAYERS = 4  # and only at tables this small (tuning half: at 6 it lost to normal, at 5 gained nothing)


def normal(view, legal, rng: Rng):
    if view.phase == "selling":
        me = view.me
        sold = {s.seat: s.house for s in view.last_sale}
        rivals = [(p.houses, sold.get(p.seat)) for p in view.players if p.seat != view.seat and p.houses]
        last_sale = [(s.seat, s.house, s.cheque) for s in view.last_sale]
        return _SELLS[_plan_sale(me.houses, view.cheques_on_table, me.cheques, last_sale, view.sold_houses,
                                 view.seat, rivals, view.cheques_in_deck)]
    limits = view.me.bid_range
    if limits is None or len(view.houses_on_table) <= 1:
        return _PASS
    rivals = [p.bid or 0 for p in view.players if p.seat != view.seat and not p.passed]
    pile = view.players[view.seat].bid or 0
    purse = view.me.coins + pile
    money = view.starting_coins * view.num_players - view.coins_in_box - purse
    if _stays_in(tuple(view.houses_on_table), pile, purse, limits[0], tuple(rivals), money, view.num_players,
                 _coin_premium(view.num_players, view.houses_in_deck)):
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
    """What hard searches: every house, once it holds SEARCHED_HAND houses or fewer while selling
    at a table of up to SEARCHED_PLAYERS; anywhere else only normal's move, so hard plays as normal
    does. Searched auctions, earlier sales and the last sales at 6 players lost to normal (at 5 they
    gained nothing measurable) against the tuning half of benchmarks/styles_for_sale.py: the
    rollouts play the rivals by guessed ways of bidding and selling that those styles do not follow
    (benchmarks/LOG.md, "Na prodej's hard against normal")."""
    if view.phase == "selling" and len(view.me.houses) <= SEARCHED_HAND and view.num_players <= SEARCHED_PLAYERS:
        return list(legal)
    return [normal(view, legal, rng)]


# -- the same rules of thumb on a state the search dealt (rollouts) ---------------------------

_PASS = Pass()
_BIDS = {amount: Bid(amount=amount) for amount in range(200)}
_SELLS = {house: Sell(house=house) for house in range(1, 31)}


def rollout_policy(spec, state, seat: int, rng: Rng):
    """normal(), read straight from a dealt state: the same move for the same generator."""
    s = state.seats[seat]
    if state.phase == "selling":
        sold = {i: house for i, house, _ in state.last_sale}
        rivals = [(len(other.houses), sold.get(i)) for i, other in enumerate(state.seats) if i != seat and other.houses]
        return _SELLS[_plan_sale(s.houses, state.cheques_on_table, s.cheques, state.last_sale, state.sold_houses,
                                 seat, rivals, len(state.cheque_deck))]
    return _normal_bid(state, seat)


def _normal_bid(state, seat: int):
    s = state.seats[seat]
    limits = state.bid_range(seat)
    if limits is None or len(state.houses_on_table) <= 1:
        return _PASS
    rivals = [other.bid or 0 for i, other in enumerate(state.seats) if i != seat and not other.passed]
    pile = s.bid or 0
    purse = s.coins + pile
    money = STARTING_COINS[state.num_players] * state.num_players - state.coins_in_box - purse
    if _stays_in(tuple(state.houses_on_table), pile, purse, limits[0], tuple(rivals), money, state.num_players,
                 _coin_premium(state.num_players, len(state.house_deck))):
        return _BIDS[limits[0]]
    return _PASS


def opponent_policies(view) -> list:
    """The opponents in hard's rollouts (from a sale): each sells by a way drawn from normal's belief
    about it (`_ways_of_selling`, from its last sale), a planner as normal."""
    return [_believed_seller(ways) for ways in _rivals_sellers(_rivals_ways(view), view.num_players)]


def _rivals_ways(view) -> dict[int, tuple[int, ...]]:
    """Each rival's ways of selling as normal believes them (`_plan_sale`), in thousandths summed up."""
    seen = sorted({*view.me.houses, *view.sold_houses})
    unseen, richness = len(HOUSES) - len(seen), _richness([s.cheque for s in view.last_sale])
    counts = {p.seat: p.houses for p in view.players}
    ways = {s.seat: _ways_of_selling(counts[s.seat], _unseen_below(s.house, seen), unseen, richness)
            for s in view.last_sale if s.seat != view.seat and counts[s.seat]}
    return {seat: tuple(accumulate(round(1000 * chance) for chance in chances)) for seat, chances in ways.items()}


SELLER_DRAWS = 8  # ways the rivals sell in hard's rollouts, each a quantile of every rival's belief


def _rivals_sellers(ways_by_seat: dict[int, tuple[int, ...]], players: int) -> list[dict[int, int]]:
    """SELLER_DRAWS ways the rivals may sell, each kept for a whole rollout: draw k takes each
    rival's belief (or the prior, for one not seen selling) at its (k + 1/2) / SELLER_DRAWS quantile."""
    prior = tuple(accumulate(round(1000 * chance) for chance in STYLE_PRIOR))
    return [{seat: bisect_right(odds, (k + 0.5) * odds[-1] / SELLER_DRAWS)
             for seat in range(players) for odds in (ways_by_seat.get(seat, prior),)} for k in range(SELLER_DRAWS)]


def _believed_seller(way_by_seat: dict[int, int]):
    def policy(spec, state, seat: int, rng: Rng):
        houses = state.seats[seat].houses
        way = way_by_seat[seat]
        if state.phase != "selling" or len(houses) == 1 or way == PLANNER:
            return rollout_policy(spec, state, seat, rng)
        if way == ANY:
            return _SELLS[houses[rng.below(len(houses))]]
        return _SELLS[houses[_way_index(way, len(houses))]]
    return policy


def _coin_premium(players: int, houses_in_deck: int) -> float:
    return 1 + COIN_PREMIUM * houses_in_deck / len(HOUSES) if players >= PREMIUM_PLAYERS else 1.0


@lru_cache(maxsize=CACHE_SIZE)  # rollouts meet the same auctions again and again
def _stays_in(houses: tuple[int, ...], pile: int, purse: int, lowest: int, rivals: tuple[int, ...], money: int,
              players: int, premium: float) -> bool:
    """Whether to raise to `lowest` rather than pass now (with `pile` on the table, `purse` coins
    in all). Each rival still bidding (its pile in `rivals`) bids by the table or by its purse
    (`_rival_stops`; its coins: `money`, the coins of all the others, split evenly): by the table it
    stops anywhere alike up to RIVAL_REACH of its coins or RIVAL_GAP times the worth of the best
    house over the lowest, if that is less; by its purse, between the SHARE_STOPS of its coins.
    Going on up to a total of L: outlast k rivals and take the k-th house left, losing half of L;
    outlast them all and take the best, paying one more than the last of them stopped at. Raise
    if some L is worth more than passing now. (With fewer houses than bidders, the first to pass
    take none and lose nothing.) Each house's worth is divided by `premium` (`_coin_premium`)."""
    empty, worths = _worths(houses, len(rivals), players)
    worths = [worth / premium for worth in worths]
    coins = money / max(1, players - 1)
    reach = round(min(RIVAL_REACH * coins, RIVAL_GAP * (worths[-1] - worths[empty])))
    ranges = [_rival_stops(low, reach, round(SHARE_STOPS[0] * coins), round(SHARE_STOPS[1] * coins))
              for low in rivals]

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
    for x in range(min(purse, max(high for stops in ranges for _, _, high in stops) + 1) + 1):
        if x >= lowest:
            if not winning_pays and passing(rivals_in - 1, x) <= now:
                return False
            below = [sum(w * _below(low, high, x, x == lowest and players >= PREMIUM_PLAYERS) for w, low, high in stops)
                     for stops in ranges]
            counts = [1.0]  # the chances that 0, 1, ... rivals stop under x
            for chance in below:
                counts = [a * (1 - chance) + b * chance for a, b in zip([*counts, 0.0], [0.0, *counts])]
            worth = sum(map(mul, counts, worths)) - counts[-1] * worths[rivals_in] - x // 2 * sum(counts[empty:-1])
            if counts[-1] > 1e-12:
                everyone = math.prod(below)
                worth += counts[-1] * (worths[-1] - price / everyone - (1 - all_by / everyone) * x)
            if worth > now + 1e-9:
                return True
        stopped = math.prod(sum(w * min(1.0, max(0, x - low + 1) / (high - low + 1)) for w, low, high in stops)
                            for stops in ranges)
        price += (stopped - all_by) * (x + 1)
        all_by = stopped
    return False


def _rival_stops(low: int, reach: int, least: int, most: int) -> tuple[tuple[float, int, int], ...]:
    """Where a rival with `low` on the table stops: (chance, from, to) of each way of bidding, each
    stopping anywhere from..to alike: by the table, from nothing up to `reach`, or by its purse,
    from `least` to `most`; each way's chance as likely as before, times the chance that it would
    have come as far as `low` (a way it has gone past keeps a sliver, stopping within 2)."""
    ways = []
    for prior, start, end in ((1 - BY_PURSE, 0, reach), (BY_PURSE, least, max(least, most))):
        if low <= end:
            ways.append((prior * (end - max(low, start) + 1) / (end - start + 1), max(low, start), end))
        else:
            ways.append((prior * 1e-3, low, low + 2))
    total = sum(w for w, _, _ in ways)
    return tuple((w / total, start, end) for w, start, end in ways)


def _below(low: int, high: int, limit: int, named_now: bool) -> float:
    """The chance that a rival stopping anywhere in low..high alike stops under `limit`. At `limit`
    itself, half a chance (who of the two names it first is as likely), or a whole one when this
    seat names `limit` now (at 5 and 6 players): a rival who stops there cannot go past it (with half,
    at 6 players normal took the first auction's best house for 12 or 13 of its 14 coins, and lost
    those games: benchmarks/LOG.md)."""
    size = high - low + 1
    under = min(size, max(0, limit - low))
    return (under + ((1.0 if named_now else 0.5) if low <= limit <= high else 0.0)) / size


@lru_cache(maxsize=CACHE_SIZE)
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


_CHEQUES_DESCENDING = tuple(sorted(CHEQUES, reverse=True))

# The ways a rival may sell: always the lowest, the lower middle, the upper middle or the highest
# house of its hand, spread like a player who plans (as normal does), or any house alike; how likely
# each is before a sale of it was seen: no way favoured (issue 31: a prior with the benchmark's own
# "lower middle" lost to players who lay the upper one; a planner's share of 0.3 did 0.01-0.02 worse
# on the tuning half of benchmarks/styles_for_sale.py). The rival's last sale (the view shows the last
# round's) updates it.
LOWEST, LOW_MIDDLE, UP_MIDDLE, HIGHEST, PLANNER, ANY = range(6)
FIXED_WAYS = (LOWEST, LOW_MIDDLE, UP_MIDDLE, HIGHEST)
STYLE_PRIOR = (0.18, 0.18, 0.18, 0.18, 0.1, 0.18)
# How a planner sells, by how good the best cheque on the table is (up to 8, 9 to 12, 13 to 15
# thousand): the chances of its lowest house, one between, its highest (normal's own sales).
PLANNER_SALES = ((0.7, 0.2, 0.1), (0.55, 0.25, 0.2), (0.35, 0.35, 0.3))


def _plan_sale(hand: list[int], table: list[int], mine: list[int], last_sale: list[tuple[int, int, int]],
               sold: list[int], me: int, rivals: list[tuple[int, int | None]], cheques_in_deck: int) -> int:
    """The house to lay now. What this seat knows: its hand and cheques, the cheques on the table,
    the last round's sales (seat, house, cheque), every house sold so far, each rival's count of
    houses and the house it laid last, how many cheques are still to come. A rival's hand is drawn
    from the houses not seen (neither in this hand nor sold); the way it sells is guessed from the
    house it laid last (`_ways_of_selling`): that tells which part of the hand is left, and which
    house it will likely lay now. The house laid
    now is the one whose likely cheque here most exceeds its likely cheque in a later round
    (against the rivals' other houses, and the cheques not seen), the lowest among equals."""
    if len(hand) == 1:
        return hand[0]
    seen = sorted({*hand, *sold})
    shown = sorted((*mine, *table, *(cheque for seat, _, cheque in last_sale if seat != me)))
    sellers = len(table)
    now = sorted(table, reverse=True)
    later = _later(tuple(shown), sellers) if cheques_in_deck >= sellers else (0.0,) * sellers
    lasts = tuple(sorted((count, -1 if last is None else _unseen_below(last, seen)) for count, last in rivals))
    unseen, richness, last_richness = len(HOUSES) - len(seen), _richness(table), _richness([c for _, _, c in last_sale])
    best, best_gain = hand[0], None
    for house in hand:
        ranks_now, ranks_later = _ranks(lasts, unseen, _unseen_below(house, seen), richness, last_richness)
        gain = sum(map(mul, ranks_now, now)) - sum(map(mul, ranks_later, later))
        if best_gain is None or gain > best_gain + 1e-9:
            best, best_gain = house, gain
    return best


def _unseen_below(house: int, seen: list[int]) -> int:
    """How many houses not seen (of 1..30; `seen` ascending, `house` among them) are below `house`."""
    return house - 1 - bisect_left(seen, house)


@lru_cache(maxsize=CACHE_SIZE)
def _later(shown: tuple[int, ...], sellers: int) -> tuple[float, ...]:
    """The expected best, second, ... cheque of a later round with `sellers`, drawn from the
    cheques not `shown` (ascending)."""
    pool = list(_CHEQUES_DESCENDING)
    for cheque in shown:
        pool.remove(cheque)
    return tuple(sum(map(mul, row, pool)) for row in _rank_matrix(len(pool), sellers))


def _richness(cheques: list[int]) -> int:
    top = max(cheques, default=0)
    return 0 if top <= 8000 else 2 if top >= 13000 else 1


@lru_cache(maxsize=CACHE_SIZE)  # rollouts meet the same sales again and again
def _ranks(lasts: tuple[tuple[int, int], ...], unseen: int, below: int, richness: int, last_richness: int):
    """The chances that 0, 1, ... rivals lay a higher house than one above `below` of the `unseen`
    houses, now and in a later round; `lasts`: each rival's count of houses and how many unseen
    houses are below the one it laid last (-1: none seen)."""
    chances = [_rival_below(count, last_below, unseen, below, richness, last_richness)
               for count, last_below in lasts]
    return tuple(_outbid(tuple(sorted(chance[i] for chance in chances))) for i in (0, 1))


@lru_cache(maxsize=CACHE_SIZE)
def _outbid(chances: tuple[float, ...]) -> list[float]:
    """The chances that 0, 1, ... rivals lay a higher house, each lower with its chance."""
    ranks = [1.0]
    for below in chances:
        above = 1 - below
        ranks = [x * below + y * above for x, y in zip([*ranks, 0.0], [0.0, *ranks])]
    return ranks


@lru_cache(maxsize=CACHE_SIZE)
def _rival_below(count: int, last_below: int, unseen: int, below: int, richness: int, last_richness: int):
    """The chances (to 0.01) that a rival with `count` houses lays one lower than a house above
    `below` of the `unseen` ones now, and in a later round (its other houses alike)."""
    ways = _ways_of_selling(count, last_below, unseen, last_richness)
    if last_below >= 0:  # its hand: those below the house it laid last, and those above
        groups = (last_below, unseen - last_below)
        below_in = (min(below, groups[0]), max(0, below - groups[0]))
    now, expected = 0.0, 0.0  # expected: how many of its houses are lower
    for way in FIXED_WAYS:
        k = _way_index(way, count)
        if last_below < 0:
            now += ways[way] * _at_least(k + 1, (0, count), (0, below), (0, unseen))
            expected += ways[way] * count * below / max(1, unseen)
        else:
            split = _way_index(way, count + 1)
            now += ways[way] * _at_least(k + 1, (split, count - split), below_in, groups)
            expected += ways[way] * sum(n * b / max(1, g) for n, b, g in zip((split, count - split), below_in, groups))
    for way, sales in ((PLANNER, _planner_sales(count, richness)), (ANY, (1 / count,) * count)):
        now += ways[way] * sum(chance * _at_least(k + 1, (0, count), (0, below), (0, unseen))
                               for k, chance in enumerate(sales))
        expected += ways[way] * count * below / max(1, unseen)
    return round(now, 2), round((expected - now) / (count - 1), 2) if count > 1 else 1.0


@lru_cache(maxsize=CACHE_SIZE)
def _ways_of_selling(count: int, last_below: int, unseen: int, richness: int) -> tuple[float, ...]:
    """How likely a rival sells each way, having laid a house above `last_below` of the `unseen`
    houses from a hand of `count` + 1 at a table of that `richness` (last_below -1: the prior)."""
    if last_below < 0:
        return STYLE_PRIOR
    size = count + 1
    lower = _binomial(size - 1, last_below / max(1, unseen))  # how many of its other houses were lower
    likely = [STYLE_PRIOR[way] * lower[_way_index(way, size)] for way in FIXED_WAYS]
    likely.append(STYLE_PRIOR[PLANNER] * sum(map(mul, _planner_sales(size, richness), lower)))
    likely.append(STYLE_PRIOR[ANY] / size)
    total = sum(likely) or 1.0
    return tuple(chance / total for chance in likely)


def _way_index(way: int, size: int) -> int:
    """Which house of a hand of `size` (0 the lowest) a fixed way lays."""
    return (0, (size - 1) // 2, size // 2, size - 1)[way]


@cache
def _planner_sales(size: int, richness: int) -> tuple[float, ...]:
    low, between, high = PLANNER_SALES[richness]
    if size <= 2:
        return (1.0,) if size == 1 else (low + between / 2, high + between / 2)
    return (low, *[between / (size - 2)] * (size - 2), high)


@lru_cache(maxsize=CACHE_SIZE)
def _binomial(n: int, chance: float) -> tuple[float, ...]:
    return tuple(math.comb(n, j) * chance**j * (1 - chance) ** (n - j) for j in range(n + 1))


@lru_cache(maxsize=CACHE_SIZE)
def _at_least(k: int, drawn: tuple[int, int], below: tuple[int, int], sizes: tuple[int, int]) -> float:
    """The chance that at least k houses of a hand are lower than a given one, the hand drawn
    from two groups: `drawn` from each, where `below` of each group's `sizes` are lower."""
    first, second = (_binomial(n, b / size if size else 0.0) for n, b, size in zip(drawn, below, sizes))
    return sum(x * y for i, x in enumerate(first) for j, y in enumerate(second) if i + j >= k)


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
