"""Fixed-strategy opponents for benchmarks/bots.py: each a few lines, playing from its seat's view
and legal actions like any computer player, with no search and no chance.

Na prodej: bidders raise by the minimum until the new total would pass a share of their money (purse
and pile on the table), then pass; sellers lay the house nearest the median of their hand, their
lowest or their highest. X bere!: play the lowest, the highest or the middle card of the hand.
A taken row, or the card kept from one, is as the normal bot would choose.
The grids of styles for issue 31 are in styles_<game>.py, played by style_grid.py.
"""

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


FIXED = {
    "for_sale": {
        "share25_median": _minimum_raiser(0.25, _median),
        "share40_median": _minimum_raiser(0.40, _median),
        "share60_median": _minimum_raiser(0.60, _median),
        "share40_lowest": _minimum_raiser(0.40, _lowest),
        "share40_highest": _minimum_raiser(0.40, _highest),
        "share15_median": _minimum_raiser(0.15, _median),
    },
    "x_nimmt": {
        "lowest_card": _x_nimmt_card(_lowest),
        "highest_card": _x_nimmt_card(_highest),
        "middle_card": _x_nimmt_card(_median),
    },
}
