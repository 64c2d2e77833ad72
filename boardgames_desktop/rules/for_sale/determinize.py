"""A whole game of Na prodej that one seat could be in, from that seat's view alone.

Unseen: other hands, the order of both decks, the cards removed unseen, who sold which house
before the last sale and the cheques of earlier sales (taken face down), the coins in each other
purse and the face-down choices. Every house sold so far was shown to all.
Coins of other players are private, but their sum is public (the box, the bids on the table and
the starting coins are), so it is split at random among them.
"""

from collections import Counter

from ..core import Rng
from .data import CHEQUES, FEWER_HOUSES_PER_ROUND, HOUSES, REMOVED_UNSEEN, STARTING_COINS
from .options import ForSaleOptions
from .state import ForSaleState, Seat
from .view import ForSaleView


def determinize(view: ForSaleView, seat: int, rng: Rng) -> ForSaleState:
    n = view.num_players
    options = ForSaleOptions(variant=view.variant, forced_pass_costs_half=view.forced_pass_costs_half)
    removed = REMOVED_UNSEEN[view.variant].get(n, 0)
    me = view.me
    others = [i for i in range(n) if i != seat]
    final = {f.seat: f for f in view.final} if view.final else None
    sold_seen = {sale.seat: sale for sale in view.last_sale}

    houses = rng.shuffled(sorted(set(HOUSES) - set(me.houses) - set(view.houses_on_table) - set(view.sold_houses)))
    hands = {seat: list(me.houses)}
    for i in others:
        count = view.players[i].houses
        hands[i], houses = sorted(houses[:count]), houses[count:]
    house_deck, houses = houses[: view.houses_in_deck], houses[view.houses_in_deck:]
    removed_houses = houses[:removed]

    if final is not None:
        cheques_of = {i: list(final[i].cheques) for i in range(n)}
        coins = {i: final[i].coins for i in range(n)}
        pool = Counter(CHEQUES) - Counter(c for cs in cheques_of.values() for c in cs)
        pool -= Counter(view.cheques_on_table)
        unseen = rng.shuffled(sorted(pool.elements()))
    else:
        cheques_of = {seat: list(me.cheques)}
        pool = Counter(CHEQUES) - Counter(me.cheques) - Counter(view.cheques_on_table)
        pool -= Counter(sold_seen[i].cheque for i in others if i in sold_seen)
        unseen = rng.shuffled(sorted(pool.elements()))
        for i in others:
            known = [sold_seen[i].cheque] if i in sold_seen else []
            count = view.players[i].cheques - len(known)
            cheques_of[i], unseen = known + unseen[:count], unseen[count:]
        coins = {seat: me.coins, **_split_coins(view, seat, others, rng)}
    cheque_deck, unseen = unseen[: view.cheques_in_deck], unseen[view.cheques_in_deck:]
    removed_cheques = unseen[:removed]

    seats = []
    for i, p in enumerate(view.players):
        chosen = None
        if i == seat:
            chosen = me.chosen
        elif p.has_chosen:
            chosen = hands[i][rng.below(len(hands[i]))]
        seats.append(Seat(coins=coins[i], houses=hands[i], cheques=cheques_of[i], bid=p.bid,
                          passed=p.passed, chosen=chosen))

    per_round = n - FEWER_HOUSES_PER_ROUND[view.variant]
    in_play = len(HOUSES) - removed
    return ForSaleState(
        num_players=n,
        options=options,
        rng=Rng(rng.next64()),
        seats=seats,
        house_deck=house_deck,
        cheque_deck=cheque_deck,
        removed_houses=removed_houses,
        removed_cheques=removed_cheques,
        phase=view.phase,
        is_over=view.phase == "over",
        round=view.round,
        first_player=view.first_player,
        turn=view.to_act[0] if view.phase == "buying" else view.first_player,
        to_act=list(view.to_act),
        houses_on_table=list(view.houses_on_table),
        highest_bid=view.highest_bid,
        houses_this_round=min(per_round, in_play - (view.round - 1) * per_round) if view.phase == "buying" else 0,
        passes_this_round=sum(p.passed for p in view.players) if view.phase == "buying" else 0,
        cheques_on_table=list(view.cheques_on_table),
        coins_in_box=view.coins_in_box,
        sold_houses=list(view.sold_houses),
        last_sale=[(sale.seat, sale.house, sale.cheque) for sale in view.last_sale],
    )


def _split_coins(view: ForSaleView, seat: int, others: list[int], rng: Rng) -> dict[int, int]:
    """The public sum of the other purses, dealt out one coin at a time to a random other player."""
    on_table = sum(p.bid or 0 for p in view.players)
    left = STARTING_COINS[view.num_players] * view.num_players - view.coins_in_box - on_table - view.me.coins
    coins = dict.fromkeys(others, 0)
    for _ in range(max(0, left)):
        coins[others[rng.below(len(others))]] += 1
    return coins
