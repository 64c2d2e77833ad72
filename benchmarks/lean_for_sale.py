"""The yardstick of benchmarks/engine.py: Na prodej's rules (both variants, either pass rule) as
lean as plain Python makes them, one mutable state changed in place, actions as plain integers.

    legal = legal_actions(state, seat)      list of ints: a bid's new total, PASS, or a house to sell
    apply(state, seat, action)              changes `state`

No copies, no checks, no events, no views: what the real engine is measured against.
"""

from boardgames_desktop.rules.core import Rng
from boardgames_desktop.rules.for_sale.data import (
    CHEQUES, COIN_VALUE, FEWER_HOUSES_PER_ROUND, HOUSES, REMOVED_UNSEEN, STARTING_COINS,
)

PASS = -1


class LeanForSale:
    def __init__(self, players: int, seed: int, variant: str = "standard", half: bool = False):
        rng = Rng.from_seed(seed)
        houses, cheques = rng.shuffled(HOUSES), rng.shuffled(CHEQUES)
        self.first = rng.below(players)
        removed = REMOVED_UNSEEN[variant].get(players, 0)
        self.n, self.half = players, half
        self.per_round = players - FEWER_HOUSES_PER_ROUND[variant]
        self.house_deck, self.cheque_deck = houses[removed:], cheques[removed:]
        self.coins = [STARTING_COINS[players]] * players
        self.hands = [[] for _ in range(players)]
        self.cheques = [[] for _ in range(players)]
        self.bids = [0] * players
        self.passed = [False] * players
        self.chosen = [None] * players
        self.selling = self.over = False
        self.high = -1  # the highest bid pile, -1 before anyone bids
        self.start_auction()

    def start_auction(self) -> None:
        count = min(self.per_round, len(self.house_deck))
        self.table = sorted(self.house_deck[:count])
        del self.house_deck[:count]
        self.houses_this_round, self.passes = count, 0
        self.bids = [0] * self.n
        self.passed = [False] * self.n
        self.high, self.turn = -1, self.first

    def to_act(self) -> list[int]:
        if self.over:
            return []
        if self.selling:
            return [i for i in range(self.n) if self.hands[i] and self.chosen[i] is None]
        return [self.turn]


def legal_actions(s: LeanForSale, seat: int) -> list[int]:
    if s.selling:
        return list(s.hands[seat])
    lowest, most = s.high + 1, s.bids[seat] + s.coins[seat]
    if s.coins[seat] == 0 or most < lowest:
        return [PASS]
    return [*range(lowest, most + 1), PASS]


def apply(s: LeanForSale, seat: int, action: int) -> None:
    if s.selling:
        s.chosen[seat] = action
        if not s.to_act():
            reveal(s)
    elif action == PASS:
        pass_(s, seat)
    else:
        s.coins[seat] -= action - s.bids[seat]
        s.bids[seat] = s.high = action
        next_bidder(s)


def pass_(s: LeanForSale, seat: int) -> None:
    pile = s.bids[seat]
    forced = s.coins[seat] == 0 or pile + s.coins[seat] <= s.high
    if s.passes < s.n - s.houses_this_round:
        s.coins[seat] += pile
    else:
        s.hands[seat].append(s.table.pop(0))
        s.hands[seat].sort()
        refund = pile if forced and not s.half else -(-pile // 2)
        s.coins[seat] += refund
    s.bids[seat], s.passed[seat] = 0, True
    s.passes += 1
    left = [i for i in range(s.n) if not s.passed[i]]
    if len(left) == 1:
        winner = left[0]
        s.hands[winner].append(s.table.pop())
        s.hands[winner].sort()
        s.bids[winner] = 0
        s.first = winner
        if s.house_deck:
            s.start_auction()
        else:
            start_selling(s)
    else:
        next_bidder(s)


def next_bidder(s: LeanForSale) -> None:
    seat = s.turn
    while True:
        seat = (seat + 1) % s.n
        if not s.passed[seat]:
            s.turn = seat
            return


def start_selling(s: LeanForSale) -> None:
    s.selling = True
    holders = [i for i in range(s.n) if s.hands[i]]
    if len(holders) == 1 and s.cheque_deck:
        s.cheques[holders[0]] += s.cheque_deck
        s.cheque_deck = []
    if len(holders) <= 1:
        s.over = True
        return
    s.table = sorted(s.cheque_deck[: len(holders)])
    del s.cheque_deck[: len(holders)]


def reveal(s: LeanForSale) -> None:
    sellers = sorted((i for i in range(s.n) if s.chosen[i] is not None), key=lambda i: s.chosen[i], reverse=True)
    for seat, cheque in zip(sellers, sorted(s.table, reverse=True)):
        s.hands[seat].remove(s.chosen[seat])
        s.cheques[seat].append(cheque)
        s.chosen[seat] = None
    start_selling(s)


def scores(s: LeanForSale) -> list[int]:
    return [sum(s.cheques[i]) + s.coins[i] * COIN_VALUE for i in range(s.n)]
