"""Fixed-strategy opponents for benchmarks/bots.py: each a few lines, playing from its seat's view
and legal actions like any computer player, with no search and no chance.

Na prodej: bidders raise by the minimum until the new total would pass a share of their money (purse
and pile on the table), then pass; sellers lay the house nearest the median of their hand, their
lowest or their highest. X bere!: play the lowest, the highest or the middle card of the hand.
A taken row, or the card kept from one, is as the normal bot would choose.
Na prodej also has a grid of 36 styles (GRID, below), split in a half to tune on and a half held out.
"""

import math
import random

from boardgames_desktop.bots import x_nimmt as x_nimmt_bot


def _minimum_raiser(share: float, seller):
    def policy(view, legal, rng):
        if view.phase == "selling":
            return seller(legal)
        pile = view.players[view.seat].bid or 0
        first = legal[0]
        if first.type == "bid" and first.amount <= share * (view.me.coins + pile):
            return first
        return legal[-1]  # the pass
    return policy


def _median(legal):
    return legal[(len(legal) - 1) // 2]


def _lowest(legal):
    return legal[0]


def _highest(legal):
    return legal[-1]


def _x_nimmt_card(pick):
    def policy(view, legal, rng):
        if legal[0].type != "play":
            return x_nimmt_bot.normal(view, legal, rng)
        return pick(legal)
    return policy




# -- Na prodej: a grid of styles nobody tuned to (issue 31) ------------------------------------
# A style is a bidder and a seller. Bidders: stop at a share of the purse (10 % to 90 %; strict:
# raise only while the new total is under the share, "n": up to it rounded up), stop at a share of
# the worth gap on the table (the best house over the lowest, halved: houses 1-30 fetch cheques
# 0-15 thousand), or jump two or three coins past the minimum while under a share. Sellers: the
# lowest, the highest, the lower or upper middle house of the hand, the house nearest twice the best
# cheque on the table (in thousands), or any house at random. Each bidder is paired with the i-th and
# (i+3)-th seller, so each seller plays with six bidders.

def _share_stop(share: float, strict: bool):
    def stays(view, amount: int) -> bool:
        purse = view.me.coins + (view.players[view.seat].bid or 0)
        return amount < share * purse if strict else amount <= math.ceil(share * purse)
    return stays


def _gap_stop(times: float):
    def stays(view, amount: int) -> bool:
        houses = view.houses_on_table
        return amount <= times * (max(houses) - min(houses)) / 2
    return stays


def _grid_style(stays, seller, jump: int = 1):
    def policy(view, legal, rng):
        if view.phase == "selling":
            return seller(legal, view, rng)
        bids = [a for a in legal if a.type == "bid"]
        if not bids:
            return legal[-1]
        bid = bids[min(len(bids) - 1, jump - 1)]
        if stays(view, bid.amount):
            return bid
        return bids[0] if jump > 1 and stays(view, bids[0].amount) else legal[-1]
    return policy


GRID_BIDDERS = {
    **{f"stop{p}": _share_stop(p / 100, strict=True) for p in range(10, 100, 10)},
    **{f"stop{p}n": _share_stop(p / 100, strict=False) for p in (20, 40, 60, 80)},
    **{f"gap{p}": _gap_stop(p / 100) for p in (50, 100, 150)},
}
GRID_JUMPS = {"jump2at40": (2, 0.4), "jump3at60": (3, 0.6)}
GRID_SELLERS = {
    "lowest": lambda legal, view, rng: legal[0],
    "highest": lambda legal, view, rng: legal[-1],
    "lowmid": lambda legal, view, rng: legal[(len(legal) - 1) // 2],
    "upmid": lambda legal, view, rng: legal[len(legal) // 2],
    "cheque": lambda legal, view, rng: min(legal, key=lambda a: abs(a.house - max(view.cheques_on_table) / 500)),
    "random": lambda legal, view, rng: legal[rng.below(len(legal))],
}


def _grid() -> dict:
    sellers = list(GRID_SELLERS)
    bidders = [(name, stays, 1) for name, stays in GRID_BIDDERS.items()]
    bidders += [(name, _share_stop(share, strict=True), jump) for name, (jump, share) in GRID_JUMPS.items()]
    styles = {}
    for i, (name, stays, jump) in enumerate(bidders):
        for seller in (sellers[i % 6], sellers[(i + 3) % 6]):
            styles[f"{name}_{seller}"] = _grid_style(stays, GRID_SELLERS[seller], jump)
    return styles


GRID = _grid()
# The split, by a fixed rule: the names sorted, shuffled by random.Random(31), the first half to
# tune on, the second held out (nobody tunes on it; benchmarks/README.md). Written out so that a
# change to the grid shows in a diff; split_rule() recomputes it and bots.py checks the two agree.
SPLIT_SEED = 31
TUNE = [
    "stop20n_upmid", "stop10_lowest", "stop40_upmid", "jump3at60_lowmid", "stop40_lowest",
    "gap150_lowest", "stop10_upmid", "stop30_lowmid", "gap50_highest", "jump2at40_cheque",
    "stop90_random", "stop20_cheque", "stop40n_cheque", "stop80_highest", "stop60n_random",
    "stop20_highest", "stop20n_lowest", "stop60n_lowmid",
]
HELD_OUT = [
    "stop80n_lowest", "stop60_lowmid", "stop90_lowmid", "stop70_upmid", "stop50_highest",
    "stop70_lowest", "stop50_cheque", "stop80n_upmid", "stop30_random", "gap150_upmid",
    "gap50_cheque", "gap100_random", "stop40n_highest", "jump3at60_random", "stop60_random",
    "jump2at40_highest", "stop80_cheque", "gap100_lowmid",
]


def split_rule() -> tuple[list[str], list[str]]:
    names = sorted(GRID)
    random.Random(SPLIT_SEED).shuffle(names)
    half = len(names) // 2
    return names[:half], names[half:]


FIXED = {
    "for_sale": {
        "share25_median": _minimum_raiser(0.25, _median),
        "share40_median": _minimum_raiser(0.40, _median),
        "share60_median": _minimum_raiser(0.60, _median),
        "share40_lowest": _minimum_raiser(0.40, _lowest),
        "share40_highest": _minimum_raiser(0.40, _highest),
        "share15_median": _minimum_raiser(0.15, _median),
        **GRID,
    },
    "x_nimmt": {
        "lowest_card": _x_nimmt_card(_lowest),
        "highest_card": _x_nimmt_card(_highest),
        "middle_card": _x_nimmt_card(_median),
    },
}
