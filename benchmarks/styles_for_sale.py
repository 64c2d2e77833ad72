"""Fixed styles of Na prodej opponents for benchmarks/style_grid.py (issue 31): each plays from its
seat's view and legal actions, with no search. A style is a bidder and a seller.

Bidders: stop at a share of the purse (10 % to 90 %; strict: raise only while the new total is under
the share, "n": up to it rounded up), stop at a share of the worth gap on the table (the best house
over the lowest, halved: houses 1-30 fetch cheques 0-15 thousand), or jump two or three coins past
the minimum while under a share. Sellers: the lowest, the highest, the lower or upper middle house of
the hand, the house nearest twice the best cheque on the table (in thousands), or any house at
random. Each bidder is paired with the i-th and (i+3)-th seller, so each seller plays with six
bidders: 36 styles.

The held-out half is fixed by a rule nobody chooses (`split_rule`): the names sorted, shuffled by
random.Random(31), the first half to tune on, the second held out. Tune only on TUNING.
"""

import math
import random


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


def _style(stays, seller, jump: int = 1):
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


BIDDERS = {
    **{f"stop{p}": _share_stop(p / 100, strict=True) for p in range(10, 100, 10)},
    **{f"stop{p}n": _share_stop(p / 100, strict=False) for p in (20, 40, 60, 80)},
    **{f"gap{p}": _gap_stop(p / 100) for p in (50, 100, 150)},
}
JUMPS = {"jump2at40": (2, 0.4), "jump3at60": (3, 0.6)}
SELLERS = {
    "lowest": lambda legal, view, rng: legal[0],
    "highest": lambda legal, view, rng: legal[-1],
    "lowmid": lambda legal, view, rng: legal[(len(legal) - 1) // 2],
    "upmid": lambda legal, view, rng: legal[len(legal) // 2],
    "cheque": lambda legal, view, rng: min(legal, key=lambda a: abs(a.house - max(view.cheques_on_table) / 500)),
    "random": lambda legal, view, rng: legal[rng.below(len(legal))],
}


def _styles() -> dict:
    sellers = list(SELLERS)
    bidders = [(name, stays, 1) for name, stays in BIDDERS.items()]
    bidders += [(name, _share_stop(share, strict=True), jump) for name, (jump, share) in JUMPS.items()]
    styles = {}
    for i, (name, stays, jump) in enumerate(bidders):
        for seller in (sellers[i % 6], sellers[(i + 3) % 6]):
            styles[f"{name}_{seller}"] = _style(stays, SELLERS[seller], jump)
    return styles


STYLES = _styles()
# Written out so that a change to the grid shows in a diff; style_grid.py refuses to run when they
# differ from split_rule().
TUNING = [
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
    names = sorted(STYLES)
    random.Random(31).shuffle(names)
    half = len(names) // 2
    return names[:half], names[half:]


def mixes(half: str, names: list[str], count: int) -> list[tuple[str, list[str]]]:
    """Three mixed fields a player count, each of count - 1 different styles of the half, drawn by a
    seeded generator (the same every run)."""
    return [(f"mix_{half}_{k + 1}", random.Random(f"mix {count} {k}").sample(sorted(names), count - 1))
            for k in range(3)]
